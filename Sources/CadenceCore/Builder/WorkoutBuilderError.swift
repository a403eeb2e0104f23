import Foundation

/// Why a ``LiveWorkoutBuilder`` refused a call. Nothing changes when one is thrown.
public enum WorkoutBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `add`, `endCollection` or `finishWorkout` before `beginCollection(at:)`.
    case collectionNotStarted(operation: String)
    /// `beginCollection(at:)` a second time.
    case collectionAlreadyStarted
    /// `finishWorkout()` before `endCollection(at:)`.
    case collectionNotEnded
    /// `endCollection(at:)` a second time.
    case collectionAlreadyEnded
    /// Any call after `finishWorkout()` or `discardWorkout()`.
    case workoutAlreadyFinished(operation: String)
    /// `endCollection(at:)` with a date before the start.
    case endBeforeStart(start: Date, end: Date)
    /// A sample in a batch was refused; the batch was not added.
    case sampleRejected(index: Int, reason: String)
    /// An event in a batch was refused; the batch was not added.
    case eventRejected(index: Int, reason: String)

    public var description: String {
        switch self {
        case .collectionNotStarted(let operation):
            "workout builder: cannot \(operation) before beginCollection(at:)"
        case .collectionAlreadyStarted:
            "workout builder: beginCollection(at:) was already called"
        case .collectionNotEnded:
            "workout builder: cannot finish the workout before endCollection(at:)"
        case .collectionAlreadyEnded:
            "workout builder: endCollection(at:) was already called"
        case .workoutAlreadyFinished(let operation):
            "workout builder: cannot \(operation) after the workout was finished or discarded"
        case .endBeforeStart(let start, let end):
            "workout builder: end \(end.ISO8601Format()) is before the start \(start.ISO8601Format())"
        case .sampleRejected(let index, let reason):
            "workout builder: sample \(index) rejected: \(reason)"
        case .eventRejected(let index, let reason):
            "workout builder: event \(index) rejected: \(reason)"
        }
    }
}
