import Foundation

/// A finished workout, like HealthKit's `HKWorkout`: what ``LiveWorkoutBuilder/finishWorkout()``
/// returns and what history stores.
public struct Workout: Sendable, Hashable, Codable {
    /// What was recorded.
    public let configuration: WorkoutConfiguration
    /// When collection began.
    public let startDate: Date
    /// When collection ended.
    public let endDate: Date
    /// Active time: wall time minus every pause→resume interval (and a trailing pause).
    public let duration: TimeInterval
    /// Pause, resume, lap and other events, sorted by date.
    public let events: [WorkoutEvent]
    /// Statistics per collected type that received samples.
    public let allStatistics: [QuantityType: Statistics]
    /// Manual laps, in order.
    public let laps: [WorkoutLap]
    /// Automatic kilometre and mile splits, kilometres first.
    public let splits: [WorkoutSplit]
    /// The GPS route, in time order.
    public let route: [LocationSample]
    /// Extra facts, merged in the order they were added.
    public let metadata: [String: String]

    /// Creates a workout value (the builder does this; importers and stores too).
    public init(
        configuration: WorkoutConfiguration, startDate: Date, endDate: Date, duration: TimeInterval,
        events: [WorkoutEvent], allStatistics: [QuantityType: Statistics], laps: [WorkoutLap],
        splits: [WorkoutSplit], route: [LocationSample], metadata: [String: String]
    ) {
        self.configuration = configuration
        self.startDate = startDate
        self.endDate = endDate
        self.duration = duration
        self.events = events
        self.allStatistics = allStatistics
        self.laps = laps
        self.splits = splits
        self.route = route
        self.metadata = metadata
    }

    /// The activity (HealthKit's `workoutActivityType`).
    public var workoutActivityType: WorkoutActivityType { configuration.activityType }

    /// The statistics of one type, or `nil` if none were collected.
    public func statistics(for type: QuantityType) -> Statistics? { allStatistics[type] }

    /// The total distance of the activity's distance type (or of any distance type, for an
    /// activity without one), like `HKWorkout.totalDistance`.
    public var totalDistance: Quantity? {
        let primary = QuantityType.distanceType(for: configuration.activityType)
        if let primary, let sum = allStatistics[primary]?.sumQuantity() { return sum }
        return allStatistics.keys.sorted().lazy.filter(\.isDistance).compactMap {
            self.allStatistics[$0]?.sumQuantity()
        }
        .first
    }

    /// Total active energy (`HKWorkout.totalEnergyBurned`).
    public var totalEnergyBurned: Quantity? { allStatistics[.activeEnergyBurned]?.sumQuantity() }

    /// Total swimming strokes (`HKWorkout.totalSwimmingStrokeCount`).
    public var totalSwimmingStrokeCount: Quantity? { allStatistics[.swimmingStrokeCount]?.sumQuantity() }

    /// The mean heart rate over the workout, in beats per minute.
    public var averageHeartRateBPM: Double? { allStatistics[.heartRate]?.averageQuantity()?.value }

    /// The splits of one unit.
    public func splits(in unit: SplitUnit) -> [WorkoutSplit] { splits.filter { $0.unit == unit } }
}

extension Workout {
    /// The intervals during which the workout was paused (manually or by motion), in order; a
    /// pause still open at the end runs to ``endDate``.
    public var pauseIntervals: [DateInterval] {
        let timeline = PauseTimeline(sortedEvents: events.sorted { $0.dateInterval.start < $1.dateInterval.start })
        var intervals = timeline.closed
        if let since = timeline.openSince, since < endDate {
            intervals.append(DateInterval(start: since, end: endDate))
        }
        return intervals
    }

    /// The active time from the start to `date`: the time since ``startDate`` less the pauses
    /// before it (what a note made then reads as, "Noted at 12:34").
    public func activeTime(at date: Date) -> TimeInterval {
        let clamped = min(max(date, startDate), endDate)
        let paused = pauseIntervals.reduce(0.0) { total, pause in
            total + max(0, min(pause.end, clamped).timeIntervalSince(pause.start))
        }
        return max(0, clamped.timeIntervalSince(startDate) - paused)
    }

    /// The notes made during the workout (``WorkoutNote``), in time order.
    public var notes: [(date: Date, text: String)] {
        events.compactMap { event in event.note.map { (event.date, $0) } }.sorted { $0.date < $1.date }
    }
}

extension Workout {
    /// The smallest rise counted toward ``elevationGain``: smaller wobbles are GPS and barometer
    /// noise, which would otherwise add up to hundreds of metres on a flat run.
    public static let elevationGainThreshold = 3.0

    /// The route sorted by time: as stored (it is kept in time order), sorted only if it is not.
    public var routeInTimeOrder: [LocationSample] {
        zip(route, route.dropFirst()).contains { $0.timestamp > $1.timestamp }
            ? route.sorted { $0.timestamp < $1.timestamp } : route
    }

    /// Metres climbed, from the route's altitudes (a rise counts once it reaches
    /// ``elevationGainThreshold`` above the lowest point since the last counted one); `nil`
    /// when the route has fewer than two altitudes.
    public var elevationGain: Double? {
        let altitudes = routeInTimeOrder.compactMap(\.altitude).filter(\.isFinite)
        guard altitudes.count >= 2, var reference = altitudes.first else { return nil }
        var gain = 0.0
        for altitude in altitudes.dropFirst() {
            if altitude - reference >= Self.elevationGainThreshold {
                gain += altitude - reference
                reference = altitude
            } else if altitude < reference {
                reference = altitude
            }
        }
        return gain
    }
}
