/// The state of a workout session, with HealthKit's raw values.
///
/// Mirrors `HKWorkoutSessionState`: `notStarted` = 1, `running` = 2, `ended` = 3, `paused` = 4,
/// `prepared` = 5, `stopped` = 6.
public enum WorkoutSessionState: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Created; nothing started.
    case notStarted = 1
    /// The activity is running and the data source produces samples.
    case running = 2
    /// Terminal: the session cannot be reused.
    case ended = 3
    /// Paused by the person (or a `pauseOrResumeRequest`).
    case paused = 4
    /// In session mode before the start (the countdown); no data yet.
    case prepared = 5
    /// Sensors stopped, no new data; the workout is being finished. Cannot restart.
    case stopped = 6

    /// Whether a workout is in progress: any state but `notStarted` and `ended`, as Apple's sample
    /// code defines `HKWorkoutSessionState.isActive`.
    public var isActive: Bool { self != .notStarted && self != .ended }

    /// The case name (`"running"`), as it appears in messages and JSON.
    public var name: String { String(describing: self) }
}
