import CadenceCore
import Foundation

/// Why the session journal could not record or recover.
public enum JournalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// SQLite failed.
    case database(DatabaseError)
    /// A journal is already active (one workout at a time); it began at `since`.
    case sessionAlreadyActive(since: Date)
    /// There is no active journal to append to.
    case noActiveSession
    /// An entry could not be decoded (a damaged or foreign journal); nothing was changed.
    case unreadableEntry(sequence: Int64, reason: String)
    /// The entries could not be replayed through the session and builder; nothing was changed.
    case replayFailed(WorkoutRecorderError)

    public var description: String {
        switch self {
        case .database(let error): "journal: \(error)"
        case .sessionAlreadyActive(let since):
            "journal: a workout is already being recorded (since \(since.ISO8601Format()))"
        case .noActiveSession: "journal: no workout is being recorded"
        case .unreadableEntry(let sequence, let reason): "journal: entry \(sequence) is unreadable: \(reason)"
        case .replayFailed(let error): "journal: cannot replay the journal: \(error)"
        }
    }
}
