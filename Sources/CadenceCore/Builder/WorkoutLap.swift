import Foundation

/// One lap of a workout: the stretch from the previous lap mark (or the start) to a lap mark.
///
/// Laps come from `lap` events (``WorkoutSessionCommand/markLap``). The time after the last mark
/// is not a lap of its own; a file format that needs a closing lap (FIT) adds it on export.
public struct WorkoutLap: Sendable, Hashable, Codable {
    /// 1 for the first lap.
    public let index: Int
    /// When the lap began.
    public let startDate: Date
    /// When it was marked.
    public let endDate: Date
    /// Active time in the lap: wall time minus pauses.
    public let duration: TimeInterval
    /// Distance covered in the lap, in metres.
    public let distanceMeters: Double
    /// Active energy burned in the lap, in kilocalories.
    public let activeEnergyKilocalories: Double
    /// The mean heart rate of the lap's samples, if any arrived.
    public let averageHeartRateBPM: Double?

    /// Creates a lap (the builder does this; stores and importers too).
    public init(
        index: Int, startDate: Date, endDate: Date, duration: TimeInterval, distanceMeters: Double,
        activeEnergyKilocalories: Double, averageHeartRateBPM: Double?
    ) {
        self.index = index
        self.startDate = startDate
        self.endDate = endDate
        self.duration = duration
        self.distanceMeters = distanceMeters
        self.activeEnergyKilocalories = activeEnergyKilocalories
        self.averageHeartRateBPM = averageHeartRateBPM
    }

    /// Seconds per kilometre, when the lap covered a distance.
    public var paceSecondsPerKilometer: Double? {
        distanceMeters > 0 ? duration / distanceMeters * 1000 : nil
    }

    /// Average speed in metres per second, when the lap had active time.
    public var averageSpeedMetersPerSecond: Double? {
        duration > 0 ? distanceMeters / duration : nil
    }
}

/// The distance an automatic split covers.
public enum SplitUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every kilometre.
    case kilometer
    /// Every mile (1,609.344 m).
    case mile

    /// The split length in metres.
    public var meters: Double { self == .kilometer ? 1000 : 1609.344 }
}

/// One automatic split: a whole kilometre or mile, timed where the distance crossed it.
///
/// The crossing moment is interpolated inside the distance sample that crossed it, and the
/// duration is active time (pauses excluded), so a split with a pause in it shows its moving pace.
public struct WorkoutSplit: Sendable, Hashable, Codable {
    /// Kilometre or mile.
    public let unit: SplitUnit
    /// 1 for the first split of its unit.
    public let index: Int
    /// When the split began.
    public let startDate: Date
    /// When the distance crossed the split's end.
    public let endDate: Date
    /// Active time for the split.
    public let duration: TimeInterval
    /// The mean heart rate of the samples that arrived during the split, if any.
    public let averageHeartRateBPM: Double?

    /// Creates a split (the builder does this; stores and importers too).
    public init(
        unit: SplitUnit, index: Int, startDate: Date, endDate: Date, duration: TimeInterval,
        averageHeartRateBPM: Double?
    ) {
        self.unit = unit
        self.index = index
        self.startDate = startDate
        self.endDate = endDate
        self.duration = duration
        self.averageHeartRateBPM = averageHeartRateBPM
    }

    /// The split's length in metres.
    public var distanceMeters: Double { unit.meters }

    /// Seconds per kilometre.
    public var paceSecondsPerKilometer: Double { duration / unit.meters * 1000 }

    /// Seconds per split unit (per kilometre or per mile).
    public var paceSecondsPerUnit: Double { duration }
}
