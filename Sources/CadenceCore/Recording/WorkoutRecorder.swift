import Foundation

/// A workout in progress: the ``WorkoutSession`` state machine and its ``LiveWorkoutBuilder``,
/// with the builder's share of every session effect applied.
///
/// This is the one reducer of a workout. The live owner feeds it commands and samples as they
/// happen; recovery feeds it the same entries from the journal (``init(configuration:replaying:)``),
/// so the rebuilt session and statistics are the live ones by construction, not by a second
/// implementation. Effects that belong to the owner (journal, data source, saving) are returned
/// in the transition for it to perform.
public struct WorkoutRecorder: Sendable, Hashable {
    /// The session state machine.
    public private(set) var session: WorkoutSession
    /// The builder with its live statistics.
    public private(set) var builder: LiveWorkoutBuilder

    /// Creates a recorder in `notStarted`.
    public init(configuration: WorkoutConfiguration) throws(WorkoutSessionError) {
        session = try WorkoutSession(configuration: configuration)
        builder = LiveWorkoutBuilder(configuration: configuration)
    }

    /// Rebuilds a recorder by replaying a log through ``apply(_:)``.
    ///
    /// - Throws: ``WorkoutRecorderError`` naming the entry that could not be replayed.
    public init(configuration: WorkoutConfiguration, replaying entries: [WorkoutLogEntry]) throws(WorkoutRecorderError)
    {
        let session: WorkoutSession
        do throws(WorkoutSessionError) {
            session = try WorkoutSession(configuration: configuration)
        } catch {
            throw .session(entry: nil, error)
        }
        self.session = session
        self.builder = LiveWorkoutBuilder(configuration: configuration)
        for (index, entry) in entries.enumerated() {
            try apply(entry, index: index)
        }
    }

    /// The configuration being recorded.
    public var configuration: WorkoutConfiguration { session.configuration }

    /// Applies a session command, then the builder's effects (`beginCollection`, `addEvents`,
    /// `endCollection`). `finishWorkout` and `discardWorkout` are left to the owner, which saves or
    /// drops the workout together with its journal.
    @discardableResult
    public mutating func handle(_ command: WorkoutSessionCommand, at date: Date) throws(WorkoutRecorderError)
        -> WorkoutSessionTransition
    {
        var session = self.session
        var builder = self.builder
        let transition: WorkoutSessionTransition
        do throws(WorkoutSessionError) {
            transition = try session.handle(command, at: date)
        } catch {
            throw .session(entry: nil, error)
        }
        do throws(WorkoutBuilderError) {
            for effect in transition.effects {
                switch effect {
                case .beginCollection(let at): try builder.beginCollection(at: at)
                case .addEvents(let events): try builder.add(events)
                case .endCollection(let at): try builder.endCollection(at: at)
                default: break
                }
            }
        } catch {
            throw .builder(entry: nil, error)
        }
        self.session = session
        self.builder = builder
        return transition
    }

    /// Applies one log entry (a command, samples, locations, metadata or a collection change).
    public mutating func apply(_ entry: WorkoutLogEntry) throws(WorkoutRecorderError) {
        try apply(entry, index: nil)
    }

    private mutating func apply(_ entry: WorkoutLogEntry, index: Int?) throws(WorkoutRecorderError) {
        if case .command(let recorded) = entry {
            do throws(WorkoutRecorderError) {
                try handle(recorded.command, at: recorded.date)
            } catch {
                throw error.at(entry: index)
            }
            return
        }
        do throws(WorkoutBuilderError) {
            switch entry {
            case .command:
                break
            case .samples(let samples):
                try builder.add(samples)
            case .locations(let locations):
                try builder.add(locations)
            case .metadata(let entries):
                try builder.addMetadata(entries)
            case .collection(let type, let enabled):
                if enabled { builder.enableCollection(for: type) } else { builder.disableCollection(for: type) }
            }
        } catch {
            throw .builder(entry: index, error)
        }
    }

    /// Adds samples to the builder (ignored and counted when their type is not collected).
    @discardableResult
    public mutating func add(_ samples: [QuantitySample]) throws(WorkoutBuilderError) -> Int {
        try builder.add(samples)
    }

    /// Adds location fixes to the route.
    public mutating func add(_ locations: [LocationSample]) throws(WorkoutBuilderError) {
        try builder.add(locations)
    }

    /// Finishes the workout after the session stopped or ended (the HealthKit order: stop →
    /// `endCollection` → `finishWorkout` → end). Ends collection first if it has not been.
    public mutating func finishWorkout() throws(WorkoutBuilderError) -> Workout {
        if builder.phase == .collecting, let end = session.endDate ?? session.lastChangeDate {
            try builder.endCollection(at: end)
        }
        return try builder.finishWorkout()
    }

    /// Drops the workout (the cancel path).
    public mutating func discardWorkout() throws(WorkoutBuilderError) {
        try builder.discardWorkout()
    }
}

/// Why a ``WorkoutRecorder`` could not apply a command or a log entry.
public enum WorkoutRecorderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The session refused a command (at log entry `entry`, when replaying).
    case session(entry: Int?, WorkoutSessionError)
    /// The builder refused a call (at log entry `entry`, when replaying).
    case builder(entry: Int?, WorkoutBuilderError)

    func at(entry: Int?) -> WorkoutRecorderError {
        switch self {
        case .session(_, let error): .session(entry: entry, error)
        case .builder(_, let error): .builder(entry: entry, error)
        }
    }

    public var description: String {
        switch self {
        case .session(let entry, let error): (entry.map { "log entry \($0): " } ?? "") + error.description
        case .builder(let entry, let error): (entry.map { "log entry \($0): " } ?? "") + error.description
        }
    }
}
