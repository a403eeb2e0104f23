import Foundation

/// A workout in progress: the ``WorkoutSession`` state machine and its ``LiveWorkoutBuilder``,
/// with the builder's share of every session effect applied.
///
/// This is the one reducer of a workout. The live owner feeds it commands and samples as they
/// happen; recovery feeds it the same entries from the journal (``init(configuration:replaying:)``),
/// so the rebuilt session and statistics are the live ones by construction, not by a second
/// implementation.
///
/// The owner sends every input through ``send(_:)`` and performs the ``WorkoutRecorderEffect``s
/// it returns — journal entries with their durability, the data source's control, the save or
/// the discard. It re-decides nothing: legality, dates, the last lap and the deadline are
/// decided here.
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

    /// No workout: a recorder in `notStarted` that refuses every command, as the session does.
    /// An owner holds it until the first start, so even "nothing to pause" is the reducer's answer.
    public static var idle: WorkoutRecorder {
        WorkoutRecorder(idleWith: WorkoutConfiguration(activityType: .other, locationType: .unknown))
    }

    private init(idleWith configuration: WorkoutConfiguration) {
        session = WorkoutSession(validConfiguration: configuration)
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

    /// Starts a new workout: the recorder in `prepared`, and the effects that begin its journal
    /// and warm up the data source. The countdown's end is ``WorkoutRecorderInput/countdownElapsed(at:)``.
    ///
    /// - Parameter current: the owner's workout so far, if any.
    /// - Throws: ``WorkoutRecorderError/ongoingWorkout(_:)`` while `current` is prepared, running,
    ///   paused or stopped; ``WorkoutRecorderError/session(entry:_:)`` for a configuration that
    ///   cannot be recorded.
    public static func start(
        _ configuration: WorkoutConfiguration, at date: Date, replacing current: WorkoutRecorder?
    ) throws(WorkoutRecorderError) -> (recorder: WorkoutRecorder, effects: [WorkoutRecorderEffect]) {
        if let state = current?.session.state, state.isActive { throw .ongoingWorkout(state) }
        var recorder: WorkoutRecorder
        do throws(WorkoutSessionError) {
            recorder = try WorkoutRecorder(configuration: configuration)
        } catch {
            throw .session(entry: nil, error)
        }
        let effects = try recorder.send(.command(.prepare, at: date))
        return (recorder, [.beginJournal(configuration, at: date)] + effects)
    }

    /// Live samples dropped as implausible (``Plausibility``) since this recorder was made.
    public private(set) var implausibleSampleCount = 0

    /// Whether the workout was discarded because it was still counting down when its start's
    /// deadline passed.
    public private(set) var missedDeadline = false

    /// Auto-pause, when it is on.
    private var motion: MotionDetector?

    /// The auto-pause rule in effect, or nil when auto-pause is off.
    public var autoPause: AutoPause? { motion?.rule }

    /// Whether the workout is auto-paused now: running, but not active, because the person
    /// stopped moving.
    public var isMotionPaused: Bool { session.state == .running && (motion?.isPaused ?? false) }

    /// The reducer: applies an input and returns what the owner must do, in order. Nothing
    /// changes when it throws.
    ///
    /// Dates before the session's last change are moved up to it (time never runs backwards).
    ///
    /// - Throws: ``WorkoutRecorderError/session(entry:_:)`` for a command that is not legal now
    ///   (the state and command say which); ``WorkoutRecorderError/notCountingDown(_:)`` when the
    ///   countdown ends for a workout that is no longer prepared; ``WorkoutRecorderError/builder(entry:_:)``
    ///   for samples the builder refuses.
    public mutating func send(_ input: WorkoutRecorderInput) throws(WorkoutRecorderError) -> [WorkoutRecorderEffect] {
        var next = self
        let effects = try next.reduce(input)
        self = next
        return effects
    }

    private mutating func reduce(_ input: WorkoutRecorderInput) throws(WorkoutRecorderError) -> [WorkoutRecorderEffect] {
        switch input {
        case .command(let command, let requested):
            let date = notBeforeLastChange(requested)
            switch (command, session.state) {
            case (.end, .prepared):
                return try reduce(.command(.discard, at: date))
            case (.end, .running), (.end, .paused):
                // One step: nothing is journaled, because the save clears the journal in the
                // same transaction. Storage (the save) still comes before the data source.
                let stop = try perform(.stopActivity, at: date, journaled: false)
                let end = try perform(.end, at: date, journaled: false)
                return (stop + end).filter(\.isStorage) + (stop + end).filter { !$0.isStorage }
            case (.end, _), (.discard, _):
                return try perform(command, at: date, journaled: false)
            default:
                let effects = try perform(command, at: date, journaled: true)
                if command == .resume { motion?.forgetSlowReadings() }
                return effects
            }
        case .samples(let batch, _):
            guard session.state == .running else { return [] }
            // Implausible values (a heart rate of 400, a GPS jump at 200 km/h) are a sensor's
            // garbage: dropped and counted before they are journaled, as imports drop them.
            let activity = configuration.activityType
            var collected: [QuantitySample] = []
            for sample in batch.samples where builder.typesToCollect.contains(sample.quantityType) {
                if Plausibility.reason(sample, for: activity) == nil {
                    collected.append(sample)
                } else {
                    implausibleSampleCount += 1
                }
            }
            var effects: [WorkoutRecorderEffect] = []
            var next = self
            do throws(WorkoutBuilderError) {
                if !collected.isEmpty {
                    try next.builder.add(collected)
                    effects.append(.journal(.samples(collected), .groupCommitted))
                }
                if !batch.locations.isEmpty {
                    try next.builder.add(batch.locations)
                    effects.append(.journal(.locations(batch.locations), .groupCommitted))
                }
                // Auto-pause reads every speed the source delivered, collected or not; its events
                // are journaled after the samples that caused them, durably (they are rare).
                if var detector = next.motion {
                    let floor = session.lastChangeDate
                    for reading in MotionDetector.readings(in: batch) {
                        guard var event = detector.observe(speed: reading.speed, at: reading.date) else { continue }
                        if let floor, event.date < floor { event = WorkoutEvent(type: event.type, date: floor) }
                        try next.builder.add([event])
                        effects.append(.journal(.event(event), .beforeAnswer))
                    }
                    next.motion = detector
                }
            } catch {
                throw .builder(entry: nil, error)
            }
            self = next
            return effects
        case .metadata(let entries):
            do throws(WorkoutBuilderError) {
                try builder.addMetadata(entries)
            } catch {
                throw .builder(entry: nil, error)
            }
            return [.journal(.metadata(entries), .beforeAnswer)]
        case .collection(let types, let enabled):
            guard [.prepared, .running, .paused].contains(session.state) else {
                throw .notRecording(session.state)
            }
            var effects: [WorkoutRecorderEffect] = []
            for type in types.sorted() where builder.typesToCollect.contains(type) != enabled {
                if enabled { builder.enableCollection(for: type) } else { builder.disableCollection(for: type) }
                effects.append(.journal(.collection(type, enabled: enabled), .beforeAnswer))
            }
            return effects
        case .logged(let samples):
            guard session.state == .running || session.state == .paused else { throw .notRecording(session.state) }
            for (index, sample) in samples.enumerated() {
                if let reason = Plausibility.reason(sample, for: configuration.activityType) {
                    throw .builder(entry: nil, .sampleRejected(index: index, reason: reason))
                }
            }
            var effects = try reduce(.collection(Set(samples.map(\.quantityType)), enabled: true))
            do throws(WorkoutBuilderError) {
                try builder.add(samples)
            } catch {
                throw .builder(entry: nil, error)
            }
            // Before the answer: the person was told it was logged.
            effects.append(.journal(.samples(samples), .beforeAnswer))
            return effects
        case .note(let text, let requested):
            guard session.state == .running || session.state == .paused else { throw .notRecording(session.state) }
            let note: String
            do throws(WorkoutNote.Problem) {
                note = try WorkoutNote.normalized(text)
            } catch {
                throw .invalidNote(error)
            }
            let event = WorkoutNote.event(note, at: notBeforeLastChange(requested))
            do throws(WorkoutBuilderError) {
                try builder.add([event])
            } catch {
                throw .builder(entry: nil, error)
            }
            // Before the answer: the person was told it was noted.
            return [.journal(.event(event), .beforeAnswer)]
        case .autoPause(let rule, let requested):
            guard [.prepared, .running, .paused].contains(session.state) else { throw .notRecording(session.state) }
            guard rule != motion?.rule else { return [] }
            var effects: [WorkoutRecorderEffect] = [.journal(.autoPause(rule), .beforeAnswer)]
            if rule == nil, motion?.isPaused == true {
                // Off while auto-paused: moving or not, the workout is not auto-paused any more.
                let event = WorkoutEvent(type: .motionResumed, date: notBeforeLastChange(requested))
                do throws(WorkoutBuilderError) {
                    try builder.add([event])
                } catch {
                    throw .builder(entry: nil, error)
                }
                effects.append(.journal(.event(event), .beforeAnswer))
            }
            setAutoPause(rule)
            return effects
        case .countdownElapsed(let requested):
            guard session.state == .prepared else { throw .notCountingDown(session.state) }
            return try perform(.startActivity, at: notBeforeLastChange(requested), journaled: true)
        case .recovered(let requested):
            let date = notBeforeLastChange(requested)
            switch session.state {
            case .prepared: return try perform(.startActivity, at: date, journaled: true)
            case .running: return [.startDataSource(at: date)]
            case .paused: return [.startDataSource(at: date), .pauseDataSource(at: date)]
            case .stopped: return try reduce(.command(.end, at: date))
            case .notStarted, .ended: return []
            }
        case .deadlinePassed(let requested):
            guard session.state == .prepared else { return [] }
            let effects = try perform(.discard, at: notBeforeLastChange(requested), journaled: false)
            missedDeadline = true
            return effects
        }
    }

    private func notBeforeLastChange(_ date: Date) -> Date {
        max(date, session.lastChangeDate ?? date)
    }

    /// One session command with the builder's share of its effects applied here and the owner's
    /// share returned: storage first, then the data source.
    private mutating func perform(_ command: WorkoutSessionCommand, at date: Date, journaled: Bool)
        throws(WorkoutRecorderError) -> [WorkoutRecorderEffect]
    {
        let transition = try handle(command, at: date)
        var storage: [WorkoutRecorderEffect] = []
        var device: [WorkoutRecorderEffect] = []
        for effect in transition.effects {
            switch effect {
            case .appendToJournal(let recorded):
                if journaled { storage.append(.journal(.command(recorded), .beforeAnswer)) }
            case .prepareDataSource:
                device.append(.prepareDataSource)
            case .startDataSource(let at):
                device.append(.startDataSource(at: at))
            case .pauseDataSource(let at):
                device.append(.pauseDataSource(at: at))
            case .resumeDataSource(let at):
                device.append(.resumeDataSource(at: at))
            case .stopDataSource(let at):
                device.append(.stopDataSource(at: at))
            case .beginCollection, .addEvents, .endCollection:
                break  // applied to the builder by handle(_:at:)
            case .finishWorkout:
                do throws(WorkoutBuilderError) {
                    storage.append(.saveWorkout(try builder.finishWorkout()))
                } catch {
                    throw .builder(entry: nil, error)
                }
            case .discardWorkout:
                do throws(WorkoutBuilderError) {
                    try builder.discardWorkout()
                } catch {
                    throw .builder(entry: nil, error)
                }
                storage.append(.discardJournal)
            }
        }
        return storage + device
    }

    /// Applies a session command and the builder's share of its effects (`beginCollection`,
    /// `addEvents`, `endCollection`); the owner's share is left in the transition. This is what
    /// replay runs; a live owner uses ``send(_:)``.
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
                case .appendToJournal, .prepareDataSource, .startDataSource, .pauseDataSource, .resumeDataSource,
                    .stopDataSource, .finishWorkout, .discardWorkout:
                    break  // the owner's
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
            case .event(let event):
                try builder.add([event])
                if event.type == .motionPaused { motion?.isPaused = true }
                if event.type == .motionResumed { motion?.isPaused = false }
            case .autoPause(let rule):
                setAutoPause(rule)
            }
        } catch {
            throw .builder(entry: index, error)
        }
    }

    /// Auto-pause on with a rule (keeping whether it holds the workout now) or off.
    private mutating func setAutoPause(_ rule: AutoPause?) {
        if let rule {
            if motion == nil { motion = MotionDetector(rule: rule) } else { motion?.rule = rule }
        } else {
            motion = nil
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
    /// A start while a workout is prepared, running, paused or stopped.
    case ongoingWorkout(WorkoutSessionState)
    /// The countdown ended for a workout that is no longer counting down (cancelled meanwhile).
    case notCountingDown(WorkoutSessionState)
    /// A collection change or a logged sample with no workout recording: nothing started, or
    /// the workout stopped or ended.
    case notRecording(WorkoutSessionState)
    /// A note whose text cannot be kept (empty, or too long).
    case invalidNote(WorkoutNote.Problem)

    func at(entry: Int?) -> WorkoutRecorderError {
        switch self {
        case .session(_, let error): .session(entry: entry, error)
        case .builder(_, let error): .builder(entry: entry, error)
        case .ongoingWorkout, .notCountingDown, .notRecording, .invalidNote: self
        }
    }

    public var description: String {
        switch self {
        case .session(let entry, let error): (entry.map { "log entry \($0): " } ?? "") + error.description
        case .builder(let entry, let error): (entry.map { "log entry \($0): " } ?? "") + error.description
        case .ongoingWorkout(let state): "a workout is already in progress (\(state.name))"
        case .notCountingDown(let state): "the countdown ended, but the workout is \(state.name)"
        case .notRecording(let state): "no workout is recording (the session is \(state.name))"
        case .invalidNote(let problem): problem.description
        }
    }
}
