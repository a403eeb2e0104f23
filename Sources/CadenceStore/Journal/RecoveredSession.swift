import CadenceCore
import Foundation

/// What ``SessionJournal/recover()`` rebuilt: the session and builder, replayed through the same
/// ``WorkoutRecorder`` the live owner uses, and a report of what was found.
public struct RecoveredSession: Sendable {
    /// The rebuilt session and builder.
    public let recorder: WorkoutRecorder
    /// What was recovered.
    public let report: RecoveryReport

    /// The recorded configuration (build a new data source from it: data sources are not recovered).
    public var configuration: WorkoutConfiguration { recorder.configuration }
    /// The rebuilt session state machine.
    public var session: WorkoutSession { recorder.session }
    /// The rebuilt builder, with its statistics.
    public var builder: LiveWorkoutBuilder { recorder.builder }
}

/// How much of a session came back from its journal.
public struct RecoveryReport: Sendable, Hashable {
    /// When the journal was begun.
    public let journalCreatedAt: Date
    /// Commands replayed.
    public let commandCount: Int
    /// Session events (pause, resume, lap…) in the rebuilt session.
    public let eventCount: Int
    /// Quantity samples replayed.
    public let sampleCount: Int
    /// Location fixes replayed.
    public let locationCount: Int
    /// The end date of the last durable sample or fix, if any: anything the data source produced
    /// after it was inside the loss window when the process died.
    public let lastDurableSampleDate: Date?
    /// Free-form facts the owner stored when it began the journal (data source, speed…).
    public let info: [String: String]
}
