import Foundation

/// A workout session as a pure state machine: HealthKit's `HKWorkoutSession` without the I/O.
///
/// Every command carries its date; a legal command changes the state and returns a
/// ``WorkoutSessionTransition`` with the events it generated and the effects its owner must
/// perform (journal first). An illegal command throws
/// ``WorkoutSessionError/invalidTransition(state:command:)`` and changes nothing. Because the
/// session is a value changed only by commands, replaying the recorded commands rebuilds it
/// exactly: that is how crash recovery works (``init(configuration:replaying:)``).
///
/// Legal transitions (HealthKit's documented edges, plus the two Cadence adds):
///
/// | command        | from                              | to         |
/// |----------------|-----------------------------------|------------|
/// | `prepare`      | notStarted                        | prepared   |
/// | `startActivity`| notStarted, prepared              | running    |
/// | `pause`        | running                           | paused     |
/// | `resume`       | paused                            | running    |
/// | `markLap`      | running, paused                   | (same)     |
/// | `stopActivity` | running, **paused**               | stopped    |
/// | `end`          | running, stopped, **paused**      | ended      |
/// | `discard`      | prepared, running, paused, stopped| ended      |
///
/// **The last lap.** When the person marked laps, stopping (or ending from running or paused)
/// closes the lap in progress with a `lap` event from the last mark to the stop: two marks make
/// three laps, as the live view counted them and as a FIT file writes them.
///
/// **Ending a paused workout.** A person pauses, then says "end". HealthKit documents `end()` only
/// from running or stopped; Cadence also accepts `stopActivity` and `end` from `paused`. No
/// resume event is invented: the last pause interval simply stays open until the end date, so the
/// workout's active duration does not count the time spent paused before ending. The end order is
/// then HealthKit's: stop → `endCollection` → `finishWorkout` → end.
///
/// ```swift
/// var session = try WorkoutSession(configuration: .init(activityType: .running, locationType: .outdoor))
/// try session.prepare(at: t0)
/// let start = try session.startActivity(with: t0 + 3)   // effects: journal, beginCollection, startDataSource
/// try session.pause(at: t0 + 60)
/// try session.stopActivity(with: t0 + 90)                // from paused: allowed
/// try session.end(at: t0 + 90)
/// ```
public struct WorkoutSession: Sendable, Hashable {
    /// What this session records (a copy: changing the original has no effect).
    public let configuration: WorkoutConfiguration
    /// The current state.
    public private(set) var state: WorkoutSessionState = .notStarted
    /// When the activity started (the state became running for the first time).
    public private(set) var startDate: Date?
    /// When the session ended.
    public private(set) var endDate: Date?
    /// The events generated so far (pause, resume, lap), in order.
    public private(set) var events: [WorkoutEvent] = []
    /// Every legal command so far, in order: the session's own log.
    public private(set) var recordedCommands: [RecordedCommand] = []
    /// Whether the session ended through `discard` (no workout is saved).
    public private(set) var wasDiscarded = false

    /// Creates a session in `notStarted`.
    ///
    /// - Throws: ``WorkoutSessionError/invalidConfiguration(_:)`` when the configuration cannot be
    ///   recorded (a pool swim without a lap length), as `HKWorkoutSession`'s initializer throws.
    public init(configuration: WorkoutConfiguration) throws(WorkoutSessionError) {
        do {
            try configuration.validate()
        } catch {
            throw .invalidConfiguration(error)
        }
        self.configuration = configuration
    }

    /// A session for a configuration already known to be valid (the owner's idle placeholder).
    init(validConfiguration configuration: WorkoutConfiguration) {
        self.configuration = configuration
    }

    /// Rebuilds a session by replaying its recorded commands through ``handle(_:at:)``.
    ///
    /// - Throws: the first command's error if the log is not one this code could have written.
    public init(configuration: WorkoutConfiguration, replaying commands: [RecordedCommand]) throws(WorkoutSessionError)
    {
        try self.init(configuration: configuration)
        for recorded in commands {
            try handle(recorded.command, at: recorded.date)
        }
    }

    /// The date of the last legal command, if any.
    public var lastChangeDate: Date? { recordedCommands.last?.date }

    /// The date the current lap began: the last lap mark, or the start.
    public var currentLapStartDate: Date? {
        events.last(where: { $0.type == .lap })?.date ?? startDate
    }

    /// Applies a command.
    ///
    /// - Returns: the transition, with the events generated and the effects to perform.
    /// - Throws: ``WorkoutSessionError/invalidTransition(state:command:)`` when the command is not
    ///   legal now; ``WorkoutSessionError/dateBeforeLastChange(command:date:lastChange:)`` when the
    ///   date precedes the last change. Nothing changes when it throws.
    @discardableResult
    public mutating func handle(_ command: WorkoutSessionCommand, at date: Date) throws(WorkoutSessionError)
        -> WorkoutSessionTransition
    {
        let from = state
        guard let to = Self.nextState(after: command, from: from) else {
            throw .invalidTransition(state: from, command: command)
        }
        if let last = lastChangeDate, date < last {
            throw .dateBeforeLastChange(command: command, date: date, lastChange: last)
        }
        let recorded = RecordedCommand(command, at: date)
        var generated: [WorkoutEvent] = []
        var effects: [WorkoutSessionEffect] = [.appendToJournal(recorded)]
        let collecting = from == .running || from == .paused

        switch command {
        case .prepare:
            effects.append(.prepareDataSource)
        case .startActivity:
            startDate = date
            effects += [.beginCollection(at: date), .startDataSource(at: date)]
        case .pause:
            generated = [WorkoutEvent(type: .pause, date: date)]
            effects += [.addEvents(generated), .pauseDataSource(at: date)]
        case .resume:
            generated = [WorkoutEvent(type: .resume, date: date)]
            effects += [.addEvents(generated), .resumeDataSource(at: date)]
        case .markLap:
            let lapStart = currentLapStartDate ?? date
            generated = [WorkoutEvent(type: .lap, dateInterval: DateInterval(start: lapStart, end: date))]
            effects.append(.addEvents(generated))
        case .stopActivity:
            generated = finalLap(at: date)
            if !generated.isEmpty { effects.append(.addEvents(generated)) }
            effects += [.stopDataSource(at: date), .endCollection(at: date)]
        case .end:
            if collecting {
                generated = finalLap(at: date)
                if !generated.isEmpty { effects.append(.addEvents(generated)) }
                effects += [.stopDataSource(at: date), .endCollection(at: date)]
            }
            effects.append(.finishWorkout)
            endDate = date
        case .discard:
            if collecting { effects += [.stopDataSource(at: date), .endCollection(at: date)] }
            effects.append(.discardWorkout)
            endDate = date
            wasDiscarded = true
        }
        state = to
        events += generated
        recordedCommands.append(recorded)
        return WorkoutSessionTransition(
            command: recorded, fromState: from, toState: to, events: generated, effects: effects)
    }

    /// The lap that closes the workout when the person marked laps: from the last mark to the
    /// stop, so the stretch after the last mark is a lap of its own, as the live view counted it.
    /// None when no lap was marked (the workout is one stretch) or the last mark is the stop.
    private func finalLap(at date: Date) -> [WorkoutEvent] {
        guard let lastMark = events.last(where: { $0.type == .lap })?.date, lastMark < date else { return [] }
        return [WorkoutEvent(type: .lap, dateInterval: DateInterval(start: lastMark, end: date))]
    }

    /// The state a command leads to from `state`, or `nil` when the command is illegal there.
    /// This is the whole transition table.
    public static func nextState(after command: WorkoutSessionCommand, from state: WorkoutSessionState)
        -> WorkoutSessionState?
    {
        switch (command, state) {
        case (.prepare, .notStarted): .prepared
        case (.startActivity, .notStarted), (.startActivity, .prepared): .running
        case (.pause, .running): .paused
        case (.resume, .paused): .running
        case (.markLap, .running): .running
        case (.markLap, .paused): .paused
        case (.stopActivity, .running), (.stopActivity, .paused): .stopped
        case (.end, .running), (.end, .paused), (.end, .stopped): .ended
        case (.discard, .prepared), (.discard, .running), (.discard, .paused), (.discard, .stopped): .ended
        default: nil
        }
    }
}

// MARK: - HealthKit-shaped control methods

extension WorkoutSession {
    /// `prepare()`: enter session mode before a countdown (notStarted → prepared).
    @discardableResult
    public mutating func prepare(at date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.prepare, at: date)
    }

    /// `startActivity(with:)`: start the activity (notStarted or prepared → running).
    @discardableResult
    public mutating func startActivity(with date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.startActivity, at: date)
    }

    /// `startActivity(with:)`, spelled with `at:` like the other commands.
    @discardableResult
    public mutating func startActivity(at date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.startActivity, at: date)
    }

    /// `pause()` (running → paused); generates a `pause` event.
    @discardableResult
    public mutating func pause(at date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.pause, at: date)
    }

    /// `resume()` (paused → running); generates a `resume` event.
    @discardableResult
    public mutating func resume(at date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.resume, at: date)
    }

    /// Marks a lap (running or paused; the state is unchanged); generates a `lap` event.
    @discardableResult
    public mutating func markLap(at date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.markLap, at: date)
    }

    /// `stopActivity(with:)` (running or paused → stopped).
    @discardableResult
    public mutating func stopActivity(with date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.stopActivity, at: date)
    }

    /// `stopActivity(with:)`, spelled with `at:` like the other commands.
    @discardableResult
    public mutating func stopActivity(at date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.stopActivity, at: date)
    }

    /// `end()` (running, paused or stopped → ended); the workout is finished and saved.
    @discardableResult
    public mutating func end(at date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.end, at: date)
    }

    /// Ends the session without a workout — the cancel path (prepared, running, paused or
    /// stopped → ended).
    @discardableResult
    public mutating func discard(at date: Date) throws(WorkoutSessionError) -> WorkoutSessionTransition {
        try handle(.discard, at: date)
    }
}
