import CadenceCore
import CadenceStore

/// Why the controller refused or failed a command; each maps to a SiriKit-style response code.
///
/// Refusals come from the reducer (``init(_:)`` is the one place that maps them); failures carry
/// the error underneath, so a caller can tell a full disk from a damaged journal.
public enum WorkoutControlError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A start while a workout is prepared, running, paused or stopped (`failureOngoingWorkout`).
    case ongoingWorkout(WorkoutSessionState)
    /// Nothing to act on: pause when not running, resume when not paused, lap/end/cancel with no
    /// workout (`failureNoMatchingWorkout`).
    case noMatchingWorkout(command: String, state: WorkoutSessionState)
    /// The workout was cancelled during the countdown.
    case cancelledDuringCountdown
    /// The start's deadline passed during the countdown: the workout was not started and nothing
    /// was recorded.
    case missedDeadline
    /// The journal could not record or clear the workout (`failure`).
    case journal(JournalError)
    /// The database could not save or read (`failure`).
    case database(DatabaseError)
    /// The session or builder refused something the controller had no reason to expect (`failure`).
    case session(WorkoutRecorderError)

    /// The controller's error for a reducer's refusal: illegal commands become the SiriKit-style
    /// refusals people hear; anything else stays a session failure with its cause.
    public init(_ error: WorkoutRecorderError) {
        switch error {
        case .ongoingWorkout(let state):
            self = .ongoingWorkout(state)
        case .notCountingDown:
            self = .cancelledDuringCountdown
        case .session(_, .invalidTransition(let state, let command)):
            self = .noMatchingWorkout(command: Self.spoken(command), state: state)
        case .notRecording(let state):
            self = .noMatchingWorkout(command: "record to", state: state)
        case .session, .builder, .invalidNote:
            self = .session(error)
        }
    }

    /// Every command as ``spoken(_:)`` names it, and "record to" (a sample with no workout).
    static let spokenCommands: Set<String> = ["start", "pause", "resume", "mark a lap", "end", "cancel", "record to"]

    /// How a person names a command in "cannot … now".
    private static func spoken(_ command: WorkoutSessionCommand) -> String {
        switch command {
        case .prepare, .startActivity: "start"
        case .pause: "pause"
        case .resume: "resume"
        case .markLap: "mark a lap"
        case .stopActivity, .end: "end"
        case .discard: "cancel"
        }
    }

    public var description: String {
        switch self {
        case .ongoingWorkout(let state): "a workout is already in progress (\(state.name))"
        case .noMatchingWorkout(let command, let state): "cannot \(command): the workout is \(state.name)"
        case .cancelledDuringCountdown: "the workout was cancelled during the countdown"
        case .missedDeadline: "the workout did not start before the deadline, so it was not started"
        case .journal(let error): error.description
        case .database(let error): error.description
        case .session(let error): error.description
        }
    }
}
