import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// A history entry as `cadence history --json` prints it:
/// `{"id", "workoutStyle", "startDate", "endDate", "duration", "totalDistance",
///   "totalEnergyBurned", "averageHeartRate", "laps"}` — durations in seconds, distance in
/// metres, energy in kilocalories, dates in ISO 8601, missing numbers as `null`.
public struct WorkoutHistoryEntry: Sendable, Hashable, Codable {
    public let id: Int64
    public let workoutStyle: String
    public let startDate: Date
    public let endDate: Date
    public let duration: TimeInterval
    public let totalDistance: Double?
    public let totalEnergyBurned: Double?
    public let averageHeartRate: Double?
    public let laps: Int

    public init(_ summary: WorkoutSummary) {
        id = summary.id
        workoutStyle = WorkoutStyle(configuration: summary.configuration).rawValue
        startDate = summary.startDate
        endDate = summary.endDate
        duration = summary.duration
        totalDistance = summary.totalDistanceMeters
        totalEnergyBurned = summary.totalEnergyKilocalories
        averageHeartRate = summary.averageHeartRateBPM
        laps = summary.lapCount
    }

    private enum CodingKeys: String, CodingKey {
        case id, workoutStyle, startDate, endDate, duration, totalDistance, totalEnergyBurned, averageHeartRate, laps
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(workoutStyle, forKey: .workoutStyle)
        try c.encode(startDate, forKey: .startDate)
        try c.encode(endDate, forKey: .endDate)
        try c.encode(duration, forKey: .duration)
        try c.encode(totalDistance, forKey: .totalDistance)
        try c.encode(totalEnergyBurned, forKey: .totalEnergyBurned)
        try c.encode(averageHeartRate, forKey: .averageHeartRate)
        try c.encode(laps, forKey: .laps)
    }
}

/// One saved workout as `cadence show --json` prints it: the history entry's fields (with
/// `"laps"` as the list of laps), plus `"splits"` and `"events"`.
public struct StoredWorkoutValue: Sendable, Hashable, Codable {
    public struct Lap: Sendable, Hashable, Codable {
        public let index: Int
        public let startDate: Date
        public let endDate: Date
        public let duration: TimeInterval
        public let distance: Double
        public let energyBurned: Double
        public let averageHeartRate: Double?
        public let pace: Double?
    }

    public struct Split: Sendable, Hashable, Codable {
        public let unit: String
        public let index: Int
        public let startDate: Date
        public let endDate: Date
        public let duration: TimeInterval
        public let averageHeartRate: Double?
    }

    public struct Event: Sendable, Hashable, Codable {
        public let type: String
        public let startDate: Date
        public let endDate: Date
        /// A note's text (a marker made by ``LogNote``); absent for other events.
        public var note: String?
    }

    /// A note made during the workout: when, after how much active time, and its text.
    public struct Note: Sendable, Hashable, Codable {
        public let date: Date
        public let activeTime: TimeInterval
        public let text: String
    }

    public let id: Int64
    public let workoutStyle: WorkoutStyle
    public let startDate: Date
    public let endDate: Date
    public let duration: TimeInterval
    public let totalDistance: Double?
    public let totalEnergyBurned: Double?
    public let averageHeartRate: Double?
    public let laps: [Lap]
    public let splits: [Split]
    public let events: [Event]
    /// The notes (``LogNote``), in time order: `[{"date": "…", "activeTime": 754, "text": "knee hurts"}]`.
    public let notes: [Note]
    public let routePoints: Int
    /// Metres climbed along the route (``Workout/elevationGain``), `null` without altitudes.
    public let elevationGain: Double?
    /// Totals of the counted types without a field of their own (water, steps, strokes), by
    /// HealthKit raw value: `{"dietaryWater": {"unit": "mL", "sum": 500}}`.
    public let collectedTotals: [String: Total]
    /// The title given with `cadence edit --title`, if any.
    public let title: String?
    /// Active time in each heart-rate zone, when the workout has heart rate (``ShowWorkout`` fills it).
    public var heartRateZones: ZoneTimes?

    /// Time in the five zones and what they are shares of:
    /// `{"maximumHeartRate": 185, "basis": "…", "zones": [{"zone": 1, "lowerBound": 93, "upperBound": 110, "duration": 15}, …]}`
    /// (`upperBound` is the last beat rate in the zone; `null` for zone 5).
    public struct ZoneTimes: Sendable, Hashable, Codable {
        public struct Zone: Sendable, Hashable, Codable {
            public let zone: Int
            public let lowerBound: Double
            public let upperBound: Double?
            public let duration: TimeInterval
        }

        public let maximumHeartRate: Double
        public let basis: String
        public let zones: [Zone]

        /// Time in `zones` from heart-rate samples, paused time excluded.
        public init(_ zones: HeartRateZones, basis: String, samples: [QuantitySample], pauses: [DateInterval]) {
            maximumHeartRate = zones.maximumHeartRate
            self.basis = basis
            let times = zones.timeInZones(of: samples, excluding: pauses)
            self.zones = zones.ranges.enumerated().map { index, range in
                Zone(
                    zone: index + 1, lowerBound: range.lowerBound,
                    upperBound: range.upperBound.isFinite ? range.upperBound - 1 : nil, duration: times[index])
            }
        }
    }

    public struct Total: Sendable, Hashable, Codable {
        public let unit: String
        public let sum: Double
    }

    public init(_ stored: StoredWorkout) {
        let w = stored.workout
        id = stored.id
        workoutStyle = WorkoutStyle(configuration: w.configuration)
        startDate = w.startDate
        endDate = w.endDate
        duration = w.duration
        totalDistance = w.totalDistance?.value
        totalEnergyBurned = w.totalEnergyBurned?.value
        averageHeartRate = w.averageHeartRateBPM
        laps = w.laps.map {
            Lap(
                index: $0.index, startDate: $0.startDate, endDate: $0.endDate, duration: $0.duration,
                distance: $0.distanceMeters,
                energyBurned: $0.activeEnergyKilocalories, averageHeartRate: $0.averageHeartRateBPM,
                pace: $0.paceSecondsPerKilometer)
        }
        splits = w.splits.map {
            Split(
                unit: $0.unit.rawValue, index: $0.index, startDate: $0.startDate, endDate: $0.endDate,
                duration: $0.duration,
                averageHeartRate: $0.averageHeartRateBPM)
        }
        events = w.events.map {
            Event(type: $0.type.name, startDate: $0.dateInterval.start, endDate: $0.dateInterval.end, note: $0.note)
        }
        notes = w.notes.map { Note(date: $0.date, activeTime: w.activeTime(at: $0.date), text: $0.text) }
        routePoints = w.route.count
        elevationGain = w.elevationGain
        var totals: [String: Total] = [:]
        for (type, statistics) in w.allStatistics
        where type.aggregationStyle.isCumulative && !type.isDistance && type != .activeEnergyBurned {
            guard let sum = statistics.sumQuantity()?.value, sum.isFinite else { continue }
            totals[type.rawValue] = Total(unit: type.canonicalUnit.symbol, sum: sum)
        }
        collectedTotals = totals
        title = w.metadata["title"]
    }
}
