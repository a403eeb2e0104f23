import Foundation

/// Everything that can happen to a workout in progress, as ``WorkoutRecorder/send(_:)`` takes it.
///
/// The owner turns the world into inputs (a door's command, a tick's batch, the countdown's
/// timer, a deadline) and performs the ``WorkoutRecorderEffect``s that come back; it decides
/// nothing itself.
public enum WorkoutRecorderInput: Sendable, Hashable {
    /// A session command at a date. `end` from running or paused stops, closes the last lap,
    /// ends collection and finishes in one step; `end` during the countdown discards (nothing was
    /// recorded yet).
    case command(WorkoutSessionCommand, at: Date)
    /// What the data source produced up to `date`. Only a running workout takes it; samples of
    /// types that are not collected are dropped before they are journaled.
    case samples(DataSourceBatch, at: Date)
    /// Metadata to merge into the workout.
    case metadata([String: String])
    /// Start (`true`) or stop (`false`) collecting quantity types for the rest of the workout:
    /// `enableCollection(for:)` and `disableCollection(for:)`. Taken while the workout is
    /// counting down, running or paused; samples already collected stay.
    case collection(Set<QuantityType>, enabled: Bool)
    /// Samples the person adds (water drunk), not the data source. Taken while running or paused
    /// (people drink during a pause); a type that is not collected is enabled first, as an app
    /// calls `enableCollection(for:)` before it adds samples of its own.
    case logged([QuantitySample])
    /// A note the person adds ("my knee hurts"), kept as a marker event at the date
    /// (``WorkoutNote``). Taken while running or paused; the text is normalized and checked first.
    case note(String, at: Date)
    /// Turn auto-pause on with a rule (``AutoPause/standard(for:)``), or off with nil, at a date.
    /// Taken while counting down, running or paused. Turned off while auto-paused, the workout
    /// resumes at the date.
    case autoPause(AutoPause?, at: Date)
    /// The countdown after `prepare` is over: start the activity.
    case countdownElapsed(at: Date)
    /// The time a start had to reach running is up. A workout still counting down is not
    /// started: it is discarded and nothing is saved.
    case deadlinePassed(at: Date)
    /// The owner rebuilt this recorder from its journal after a crash and carries on at `date`:
    /// a workout counting down starts, a running or paused one gets a new data source (data
    /// sources are not recovered, as in HealthKit), a stopped one is finished and saved.
    case recovered(at: Date)
}

/// When a journal entry must be on disk.
public enum JournalDurability: Sendable, Hashable {
    /// Committed with a full sync before the input is acknowledged (commands, metadata).
    case beforeAnswer
    /// Buffered and group-committed within the journal's loss window (samples, fixes).
    case groupCommitted
}

/// What the owner of a ``WorkoutRecorder`` must do after an input, in the order listed: its only
/// instructions. Storage effects come before data-source effects, so a failed write leaves the
/// data source as it was.
public enum WorkoutRecorderEffect: Sendable, Hashable {
    /// Begin the journal of a new workout with its configuration, before anything else is written.
    case beginJournal(WorkoutConfiguration, at: Date)
    /// Append an entry to the journal with the durability given.
    case journal(WorkoutLogEntry, JournalDurability)
    /// Save the finished workout and clear the journal in the same transaction.
    case saveWorkout(Workout)
    /// Delete the journal: the workout is discarded and nothing is saved.
    case discardJournal
    /// Warm up the data source (sensors, a GPS fix) during the countdown.
    case prepareDataSource
    /// Make a data source for the configuration and start it at the date.
    case startDataSource(at: Date)
    /// Stop producing samples for the pause.
    case pauseDataSource(at: Date)
    /// Produce samples again.
    case resumeDataSource(at: Date)
    /// Stop producing samples for good and drop the data source.
    case stopDataSource(at: Date)
}

extension WorkoutRecorderEffect {
    /// Whether the effect writes to storage (the journal or history) rather than driving the
    /// data source.
    public var isStorage: Bool {
        switch self {
        case .beginJournal, .journal, .saveWorkout, .discardJournal: true
        case .prepareDataSource, .startDataSource, .pauseDataSource, .resumeDataSource, .stopDataSource: false
        }
    }
}
