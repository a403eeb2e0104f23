import Foundation

/// What the owner of a ``WorkoutSession`` must do after a command, in the order listed.
///
/// The session is pure: it decides, the owner (an actor in the app) performs. The first effect of
/// every legal command is ``appendToJournal(_:)`` — the owner makes it durable before it
/// acknowledges the command, which is why a crash loses nothing that was acknowledged.
public enum WorkoutSessionEffect: Sendable, Hashable {
    /// Record the command durably before acknowledging it.
    case appendToJournal(RecordedCommand)
    /// Warm up the data source (sensors, GPS fix) before the countdown ends.
    case prepareDataSource
    /// `builder.beginCollection(at:)`.
    case beginCollection(at: Date)
    /// Start producing samples.
    case startDataSource(at: Date)
    /// `builder.add(events)`: pause, resume and lap events.
    case addEvents([WorkoutEvent])
    /// Stop producing samples for the pause.
    case pauseDataSource(at: Date)
    /// Produce samples again.
    case resumeDataSource(at: Date)
    /// Stop producing samples for good.
    case stopDataSource(at: Date)
    /// `builder.endCollection(at:)`.
    case endCollection(at: Date)
    /// `builder.finishWorkout()` and save it (with the journal cleared in the same transaction).
    case finishWorkout
    /// `builder.discardWorkout()`: drop the workout and clear the journal.
    case discardWorkout
}

/// The result of one legal command: where the session went and what the owner must do.
public struct WorkoutSessionTransition: Sendable, Hashable {
    /// The command and its date.
    public let command: RecordedCommand
    /// The state before.
    public let fromState: WorkoutSessionState
    /// The state after.
    public let toState: WorkoutSessionState
    /// The events the command generated (also inside ``effects`` as ``WorkoutSessionEffect/addEvents(_:)``).
    public let events: [WorkoutEvent]
    /// What the owner must do, in order.
    public let effects: [WorkoutSessionEffect]
}
