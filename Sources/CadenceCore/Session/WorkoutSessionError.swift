import Foundation

/// Why a ``WorkoutSession`` refused a command. Nothing changes when one is thrown.
public enum WorkoutSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The command is not legal in the session's state (pausing a session that is not running).
    case invalidTransition(state: WorkoutSessionState, command: WorkoutSessionCommand)
    /// The command's date is before the session's last change (time cannot run backwards).
    case dateBeforeLastChange(command: WorkoutSessionCommand, date: Date, lastChange: Date)
    /// The configuration cannot be recorded.
    case invalidConfiguration(WorkoutConfigurationError)

    public var description: String {
        switch self {
        case .invalidTransition(let state, let command):
            "invalid transition: cannot \(command.rawValue) a workout session that is \(state.name)"
        case .dateBeforeLastChange(let command, let date, let lastChange):
            "invalid date: \(command.rawValue) at \(date.ISO8601Format()) is before the session's last change at \(lastChange.ISO8601Format())"
        case .invalidConfiguration(let error):
            error.description
        }
    }
}
