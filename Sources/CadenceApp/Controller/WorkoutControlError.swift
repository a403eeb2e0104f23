import CadenceCore

/// Why the controller refused or failed a command; each maps to a SiriKit-style response code.
public enum WorkoutControlError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A start while a workout is prepared, running, paused or stopped (`failureOngoingWorkout`).
    case ongoingWorkout(WorkoutSessionState)
    /// Nothing to act on: pause when not running, resume when not paused, lap/end/cancel with no
    /// workout (`failureNoMatchingWorkout`).
    case noMatchingWorkout(command: String, state: WorkoutSessionState)
    /// The workout was cancelled during the countdown.
    case cancelledDuringCountdown
    /// Storage or the session failed (`failure`).
    case failed(String)

    public var description: String {
        switch self {
        case .ongoingWorkout(let state): "a workout is already in progress (\(state.name))"
        case .noMatchingWorkout(let command, let state): "cannot \(command): the workout is \(state.name)"
        case .cancelledDuringCountdown: "the workout was cancelled during the countdown"
        case .failed(let message): message
        }
    }
}
