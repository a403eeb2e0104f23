import Foundation

/// The kind of a workout event, with HealthKit's raw values (`HKWorkoutEventType`).
public enum WorkoutEventType: Int, Sendable, Hashable, Codable, CaseIterable {
    /// The person paused the workout.
    case pause = 1
    /// The person resumed it.
    case resume = 2
    /// A lap; its interval runs from the previous lap (or the start) to the mark.
    case lap = 3
    /// A point of interest.
    case marker = 4
    /// The system detected that the person stopped moving (auto-pause).
    case motionPaused = 5
    /// The system detected movement again after ``motionPaused``.
    case motionResumed = 6
    /// A period of interest; segments may overlap.
    case segment = 7
    /// The person asked to toggle pause/resume (both watch buttons); the app decides which.
    case pauseOrResumeRequest = 8

    /// The case name (`"pause"`).
    public var name: String { String(describing: self) }

    /// Whether events of this type may span an interval; all other types are instants.
    public var allowsDuration: Bool { self == .lap || self == .segment }
}

/// Something that happened during a workout, like `HKWorkoutEvent`.
public struct WorkoutEvent: Sendable, Hashable, Codable {
    /// What happened.
    public let type: WorkoutEventType
    /// When: an instant (start equals end) except for laps and segments.
    public let dateInterval: DateInterval
    /// Extra facts about the event (string values, as in a journal or a file).
    public let metadata: [String: String]

    /// Creates an event over an interval.
    public init(type: WorkoutEventType, dateInterval: DateInterval, metadata: [String: String] = [:]) {
        self.type = type
        self.dateInterval = dateInterval
        self.metadata = metadata
    }

    /// Creates an instantaneous event at `date`.
    public init(type: WorkoutEventType, date: Date, metadata: [String: String] = [:]) {
        self.init(type: type, dateInterval: DateInterval(start: date, duration: 0), metadata: metadata)
    }

    /// When the event happened (its interval's end: for a lap, the moment it was marked).
    public var date: Date { dateInterval.end }
}
