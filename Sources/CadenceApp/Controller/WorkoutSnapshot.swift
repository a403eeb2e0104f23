import CadenceCore
import Foundation

/// What every observer sees of the workout at one moment: the live view, `cadence status`, the
/// socket's subscribers. An immutable value that leaves the controller on an `AsyncStream`.
public struct WorkoutSnapshot: Sendable, Hashable, Codable {
    /// One type's statistics, ready for JSON.
    public struct Statistic: Sendable, Hashable, Codable {
        /// The canonical unit's symbol ("count/min", "m", "kcal").
        public var unit: String
        public var sum: Double?
        public var average: Double?
        public var minimum: Double?
        public var maximum: Double?
        public var mostRecent: Double?

        /// Creates a statistic.
        public init(
            unit: String, sum: Double? = nil, average: Double? = nil, minimum: Double? = nil, maximum: Double? = nil,
            mostRecent: Double? = nil
        ) {
            self.unit = unit
            self.sum = sum
            self.average = average
            self.minimum = minimum
            self.maximum = maximum
            self.mostRecent = mostRecent
        }
    }

    /// The session state.
    public var state: WorkoutSessionState
    /// The workout's style, when one is in progress (or was last).
    public var workoutStyle: WorkoutStyle?
    /// When the snapshot was taken (workout time).
    public var date: Date
    /// When the activity started.
    public var startDate: Date?
    /// Active time so far, pauses excluded.
    public var elapsedTime: TimeInterval
    /// Laps marked so far.
    public var laps: Int
    /// Active time in the current lap.
    public var currentLapElapsedTime: TimeInterval
    /// Statistics per quantity type (the type's raw value as key).
    public var statistics: [String: Statistic]
    /// The id of the workout saved by the last end, if any.
    public var savedWorkoutID: Int64?
    /// The quantity types being collected (HealthKit raw values, sorted): the configuration's
    /// generated types, changed by `enableCollection(for:)` / `disableCollection(for:)`.
    public var collectedTypes: [String] = []
    /// What the data source says about what it depends on ("GPS: no fix", "gpsd unreachable at
    /// 127.0.0.1:2947 (Connection refused); retrying"); `nil` for a simulator or a replay.
    public var sourceCondition: String?
    /// Whether the workout is auto-paused: running, but not counting time, because the person
    /// stopped moving (``AutoPause``). `status` and `live` say "auto-paused".
    public var autoPaused = false
    /// The heart-rate zone (1…5) of the latest heart rate (``CadenceSettings/heartRateZones``);
    /// `nil` under zone 1 or without heart rate.
    public var heartRateZone: Int?
    /// The latest whole kilometre or mile (per the units), as a workout app announces it: the
    /// data a spoken announcement is made of, and its text in the host's units.
    public var announcement: Announcement?

    /// One split as announced: `{"unit": "kilometer"|"mile", "index", "splitTime", "date",
    /// "averageHeartRate", "text"}` (`splitTime` in seconds of active time).
    public struct Announcement: Sendable, Hashable, Codable {
        public var unit: SplitUnit
        public var index: Int
        public var splitTime: TimeInterval
        public var date: Date
        public var averageHeartRate: Double?
        /// "Kilometre 2 in 5:12, heart rate 148."
        public var text: String

        public init(_ split: WorkoutSplit, text: String) {
            unit = split.unit
            index = split.index
            splitTime = split.duration
            date = split.endDate
            averageHeartRate = split.averageHeartRateBPM
            self.text = text
        }
    }

    /// An idle snapshot: no workout.
    public static func idle(at date: Date, savedWorkoutID: Int64? = nil) -> WorkoutSnapshot {
        WorkoutSnapshot(
            state: .notStarted, workoutStyle: nil, date: date, startDate: nil, elapsedTime: 0, laps: 0,
            currentLapElapsedTime: 0, statistics: [:], savedWorkoutID: savedWorkoutID)
    }

    /// Distance so far in metres (any distance type).
    public var distanceMeters: Double? {
        statistics.first { QuantityType(rawValue: $0.key)?.isDistance == true }?.value.sum
    }

    /// Active energy so far in kilocalories.
    public var activeEnergyKilocalories: Double? { statistics[QuantityType.activeEnergyBurned.rawValue]?.sum }

    /// The latest heart rate.
    public var heartRateBPM: Double? { statistics[QuantityType.heartRate.rawValue]?.mostRecent }

    /// The mean heart rate so far.
    public var averageHeartRateBPM: Double? { statistics[QuantityType.heartRate.rawValue]?.average }

    /// The latest speed sample (running or cycling speed), if the source measures speed.
    public var currentSpeedMetersPerSecond: Double? {
        statistics[QuantityType.runningSpeed.rawValue]?.mostRecent
            ?? statistics[QuantityType.cyclingSpeed.rawValue]?.mostRecent
    }

    /// Distance over active time so far.
    public var averageSpeedMetersPerSecond: Double? {
        guard let distance = distanceMeters, elapsedTime > 0 else { return nil }
        return distance / elapsedTime
    }

    /// The latest speed (running or cycling speed), else the average over the active time.
    public var speedMetersPerSecond: Double? {
        if let speed = currentSpeedMetersPerSecond { return speed }
        guard let distance = distanceMeters, elapsedTime > 0 else { return nil }
        return distance / elapsedTime
    }

    private enum CodingKeys: String, CodingKey {
        case state, workoutStyle, date, startDate, elapsedTime, laps, currentLapElapsedTime, statistics, savedWorkoutID
        case collectedTypes, sourceCondition, heartRateZone, announcement, autoPaused
    }

    public init(
        state: WorkoutSessionState, workoutStyle: WorkoutStyle?, date: Date, startDate: Date?,
        elapsedTime: TimeInterval,
        laps: Int, currentLapElapsedTime: TimeInterval, statistics: [String: Statistic], savedWorkoutID: Int64?
    ) {
        self.state = state
        self.workoutStyle = workoutStyle
        self.date = date
        self.startDate = startDate
        self.elapsedTime = elapsedTime
        self.laps = laps
        self.currentLapElapsedTime = currentLapElapsedTime
        self.statistics = statistics
        self.savedWorkoutID = savedWorkoutID
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stateName = try container.decode(String.self, forKey: .state)
        guard let state = WorkoutSessionState.allCases.first(where: { $0.name == stateName }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .state, in: container, debugDescription: "unknown state '\(stateName)'")
        }
        self.state = state
        workoutStyle = try container.decodeIfPresent(WorkoutStyle.self, forKey: .workoutStyle)
        date = try container.decode(Date.self, forKey: .date)
        startDate = try container.decodeIfPresent(Date.self, forKey: .startDate)
        elapsedTime = try container.decode(TimeInterval.self, forKey: .elapsedTime)
        laps = try container.decode(Int.self, forKey: .laps)
        currentLapElapsedTime = try container.decodeIfPresent(TimeInterval.self, forKey: .currentLapElapsedTime) ?? 0
        statistics = try container.decodeIfPresent([String: Statistic].self, forKey: .statistics) ?? [:]
        savedWorkoutID = try container.decodeIfPresent(Int64.self, forKey: .savedWorkoutID)
        collectedTypes = try container.decodeIfPresent([String].self, forKey: .collectedTypes) ?? []
        sourceCondition = try container.decodeIfPresent(String.self, forKey: .sourceCondition)
        heartRateZone = try container.decodeIfPresent(Int.self, forKey: .heartRateZone)
        autoPaused = try container.decodeIfPresent(Bool.self, forKey: .autoPaused) ?? false
        announcement = try container.decodeIfPresent(Announcement.self, forKey: .announcement)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state.name, forKey: .state)
        try container.encode(workoutStyle, forKey: .workoutStyle)
        try container.encode(date, forKey: .date)
        try container.encode(startDate, forKey: .startDate)
        try container.encode(elapsedTime, forKey: .elapsedTime)
        try container.encode(laps, forKey: .laps)
        try container.encode(currentLapElapsedTime, forKey: .currentLapElapsedTime)
        try container.encode(statistics, forKey: .statistics)
        try container.encodeIfPresent(savedWorkoutID, forKey: .savedWorkoutID)
        try container.encode(collectedTypes, forKey: .collectedTypes)
        try container.encodeIfPresent(sourceCondition, forKey: .sourceCondition)
        try container.encodeIfPresent(heartRateZone, forKey: .heartRateZone)
        // Only while auto-paused, like the other facts that are there when they apply.
        if autoPaused { try container.encode(true, forKey: .autoPaused) }
        try container.encodeIfPresent(announcement, forKey: .announcement)
    }
}

extension WorkoutSnapshot {
    /// A snapshot of a recorder at `date`; idle when nothing was started. The style is the
    /// configuration's (``WorkoutStyle/init(configuration:)``), never stored beside it. Times stop
    /// at the end of collection: an ended or cancelled workout's clock does not run on.
    init(recorder: WorkoutRecorder, date: Date, savedWorkoutID: Int64? = nil) {
        guard recorder.session.state != .notStarted else {
            self = .idle(at: date, savedWorkoutID: savedWorkoutID)
            return
        }
        let builder = recorder.builder
        var statistics: [String: Statistic] = [:]
        for type in QuantityType.allCases {
            guard let s = builder.statistics(for: type) else { continue }
            statistics[type.rawValue] = Statistic(
                unit: type.canonicalUnit.symbol, sum: s.sumQuantity()?.value, average: s.averageQuantity()?.value,
                minimum: s.minimumQuantity()?.value, maximum: s.maximumQuantity()?.value,
                mostRecent: s.mostRecentQuantity()?.value)
        }
        let lapStart = builder.currentLapStartDate ?? date
        let elapsed = builder.elapsedTime(at: date)
        self.init(
            state: recorder.session.state, workoutStyle: WorkoutStyle(configuration: recorder.configuration),
            date: date, startDate: recorder.session.startDate, elapsedTime: elapsed, laps: builder.laps.count,
            currentLapElapsedTime: max(0, elapsed - builder.elapsedTime(at: lapStart)),
            statistics: statistics, savedWorkoutID: savedWorkoutID)
        collectedTypes = builder.typesToCollect.map(\.rawValue).sorted()
        autoPaused = recorder.isMotionPaused
    }
}
