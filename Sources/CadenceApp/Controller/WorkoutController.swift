import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// The one session owner. Every door — a phrase, a command, a key in the live view, an
/// automation — ends here, so there is one workout and one truth about it.
///
/// The controller decides nothing: every input — a command, a tick's samples, the countdown's
/// end, a deadline — goes to the ``WorkoutRecorder`` reducer, and the controller performs the
/// effects it returns (journal entries with their durability, the data source, the save) with
/// one exhaustive switch, then makes the new recorder current and acknowledges. Snapshots go
/// to every observer on an `AsyncStream`. At launch
/// ``recoverIfNeeded()`` replays an active journal and rebuilds the data source from the
/// recovered configuration, as HealthKit's recovery does.
public actor WorkoutController {
    /// How the controller behaves.
    public struct Options: Sendable {
        /// The countdown between prepare and start (default 3 s; 0 for automation).
        public var countdown: Duration = .seconds(3)
        /// How often samples are pulled from the data source and snapshots published.
        public var tickInterval: Duration = .milliseconds(250)
        /// The pool length for pool swims (25 m when `nil`).
        public var poolLength: Quantity?
        /// Makes the data source for a workout.
        public var makeDataSource: @Sendable (WorkoutConfiguration, WorkoutStyle) -> any DataSource = {
            configuration, _ in
            SimulatedDataSource(configuration: configuration, seed: 1)
        }
        /// What `source` says in the journal (for a person reading `status`).
        public var sourceDescription = "simulated"
        /// Asked once the session runs; a start never waits on it.
        public var authorization: any HealthAuthorization = AutomaticHealthAuthorization()
        /// Where the next action (MarkLap) is donated after a start.
        public var donations: IntentDonationManager = .shared
        /// The calendar for summaries (its first weekday starts a week).
        public var calendar: Calendar = .current
        /// The journal's durability policy.
        public var journalPolicy: JournalPolicy = .default

        public init() {}
    }

    private let store: WorkoutStore
    private var time: WorkoutTime
    private let options: Options
    /// The workout: the reducer. The controller performs its effects and nothing else.
    private var recorder = WorkoutRecorder.idle
    private var source: (any DataSource)?
    private var ticker: Task<Void, Never>?
    /// Which workout a countdown belongs to (a countdown outliving its workout starts nothing).
    private var generation = 0
    private var observers: [UUID: AsyncStream<WorkoutSnapshot>.Continuation] = [:]
    private var lastSavedWorkoutID: Int64?
    /// Whether health data access was granted (nil until asked).
    public private(set) var authorizationGranted: Bool?
    /// What launch recovered, if anything.
    public private(set) var recoveryReport: RecoveryReport?
    /// The last error met while recording in the background (a failed journal commit).
    public private(set) var lastBackgroundError: WorkoutControlError?

    /// Opens the database at `databasePath` (creating it if needed).
    public init(databasePath: String, time: WorkoutTime, options: Options = Options()) throws(DatabaseError) {
        self.store = try WorkoutStore(path: databasePath, now: time.now(), policy: options.journalPolicy)
        self.time = time
        self.options = options
    }

    /// Checks the database before a host trusts it with a workout (``WorkoutStore/verifyIntegrity()``).
    public func verifyIntegrity() throws(DatabaseError) { try store.verifyIntegrity() }

    /// Opens the database at `databasePath` for reading only: a reader for the doors that need
    /// no host (history, show, summary). It never recovers or writes; with no database yet it
    /// reads an empty history.
    public init(readingDatabaseAt databasePath: String, time: WorkoutTime, options: Options = Options())
        throws(DatabaseError)
    {
        if FileManager.default.fileExists(atPath: databasePath) {
            self.store = try WorkoutStore(readingAt: databasePath)
        } else {
            self.store = try WorkoutStore(path: Database.inMemoryPath, now: time.now())
        }
        self.time = time
        self.options = options
    }

    // MARK: Observing

    /// A stream of snapshots: the current one at once, then one per change and per tick. Only
    /// the newest is kept for a slow reader.
    public func snapshots() -> AsyncStream<WorkoutSnapshot> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(
            of: WorkoutSnapshot.self, bufferingPolicy: .bufferingNewest(1))
        observers[id] = continuation
        continuation.yield(snapshot())
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeObserver(id) }
        }
        return stream
    }

    private func removeObserver(_ id: UUID) { observers[id] = nil }

    /// The current snapshot.
    public func snapshot() -> WorkoutSnapshot {
        var snapshot = WorkoutSnapshot(recorder: recorder, date: time.now(), savedWorkoutID: lastSavedWorkoutID)
        snapshot.sourceCondition = source?.condition
        let settings = CadenceSettings.current
        if let beats = snapshot.heartRateBPM { snapshot.heartRateZone = settings.heartRateZones.zones.zone(of: beats) }
        if recorder.session.state.isActive {
            let units = settings.units ?? .metric
            if let split = recorder.builder.splits.last(where: { $0.unit == units.splitUnit }) {
                let text = Formatting.$units.withValue(units) { Formatting.announcement(split, style: snapshot.workoutStyle) }
                snapshot.announcement = WorkoutSnapshot.Announcement(split, text: text)
            }
        }
        return snapshot
    }

    private func publish() {
        let current = snapshot()
        for continuation in observers.values { continuation.yield(current) }
    }

    /// The session state now.
    public var state: WorkoutSessionState { recorder.session.state }

    // MARK: Commands

    /// Starts a workout: prepare, count down, start, attach the data source. Donates
    /// ``MarkLap`` as the next action and asks for authorization only once running.
    ///
    /// When the calling task is cancelled during the countdown — a start intent's deadline
    /// passed — the workout is not started: it is discarded and ``WorkoutControlError/missedDeadline``
    /// is thrown.
    ///
    /// - Throws: ``WorkoutControlError/ongoingWorkout(_:)`` while one is prepared, running, paused
    ///   or stopped.
    @discardableResult
    public func start(_ style: WorkoutStyle) async throws(WorkoutControlError) -> WorkoutSnapshot {
        let configuration = style.configuration(lapLength: options.poolLength)
        let started: (recorder: WorkoutRecorder, effects: [WorkoutRecorderEffect])
        do {
            started = try WorkoutRecorder.start(configuration, at: time.now(), replacing: recorder)
        } catch {
            throw WorkoutControlError(error)
        }
        try perform(started.effects, on: started.recorder)
        try applyAutoPauseSetting()
        lastSavedWorkoutID = nil
        generation += 1
        let mine = generation
        if options.countdown > .zero {
            try? await time.sleep(for: options.countdown)
        }
        guard generation == mine else { throw .cancelledDuringCountdown }
        if Task.isCancelled {
            try send(.deadlinePassed(at: time.now()))
            if recorder.missedDeadline { throw .missedDeadline }
        }
        try send(.countdownElapsed(at: time.now()))
        options.donations.donate(intent: MarkLap())
        let authorization = options.authorization
        let types = configuration.generatedTypes
        Task { [weak self] in
            let granted = await authorization.requestAuthorization(toShare: types, read: types)
            await self?.setAuthorization(granted)
        }
        return snapshot()
    }

    private func setAuthorization(_ granted: Bool) { authorizationGranted = granted }

    /// Turns auto-pause on or off for the workout in progress as the settings say
    /// (``CadenceSettings/autoPause``): at its start, and when the settings change during it.
    public func applyAutoPauseSetting() throws(WorkoutControlError) {
        guard [.prepared, .running, .paused].contains(recorder.session.state) else { return }
        let rule = CadenceSettings.current.autoPauseRule(for: recorder.configuration)
        guard rule != recorder.autoPause else { return }
        try send(.autoPause(rule, at: time.now()))
    }

    /// Pauses the running workout.
    @discardableResult
    public func pause() throws(WorkoutControlError) -> WorkoutSnapshot {
        try command(.pause)
        return snapshot()
    }

    /// Resumes the paused workout.
    @discardableResult
    public func resume() throws(WorkoutControlError) -> WorkoutSnapshot {
        try command(.resume)
        return snapshot()
    }

    /// Marks a lap (running or paused).
    @discardableResult
    public func markLap() throws(WorkoutControlError) -> WorkoutSnapshot {
        try command(.markLap)
        return snapshot()
    }

    /// Ends the workout in HealthKit's order — stop, close the last lap, end collection, finish,
    /// save (with the journal cleared in the same transaction), end — and returns the saved
    /// workout. Ending during the countdown cancels instead: nothing was recorded yet.
    public func end() throws(WorkoutControlError) -> (snapshot: WorkoutSnapshot, workoutID: Int64?, workout: Workout?) {
        let saved = try command(.end)
        return (snapshot(), saved?.id, saved?.workout)
    }

    /// Cancels the workout: nothing is saved and the journal is deleted.
    @discardableResult
    public func cancel() throws(WorkoutControlError) -> WorkoutSnapshot {
        try command(.discard)
        generation += 1
        return snapshot()
    }

    /// Starts (`enabled: true`) or stops collecting quantity types for the workout counting
    /// down, running or paused: `enableCollection(for:)` / `disableCollection(for:)`, journaled
    /// before the answer so a crash keeps the choice. Types already in that state are left alone.
    ///
    /// - Throws: ``WorkoutControlError/noMatchingWorkout(command:state:)`` with no workout.
    @discardableResult
    public func setCollection(of types: Set<QuantityType>, enabled: Bool) throws(WorkoutControlError)
        -> WorkoutSnapshot
    {
        ingest(through: time.now())
        try send(.collection(types, enabled: enabled))
        return snapshot()
    }

    /// Adds a quantity the person logs now (water drunk) to the running or paused workout,
    /// enabling its type's collection if needed; durable before the answer.
    ///
    /// - Throws: ``WorkoutControlError/noMatchingWorkout(command:state:)`` with no workout
    ///   recording; ``WorkoutControlError/session(_:)`` for a quantity the builder refuses.
    @discardableResult
    public func log(_ quantity: Quantity, of type: QuantityType) throws(WorkoutControlError) -> WorkoutSnapshot {
        let now = time.now()
        ingest(through: now)
        try send(.logged([QuantitySample(type: type, quantity: quantity, date: now)]))
        return snapshot()
    }

    /// Adds a note to the running or paused workout now ("my knee hurts"): a marker event with
    /// the text (``WorkoutNote``), durable before the answer.
    ///
    /// - Throws: ``WorkoutControlError/noMatchingWorkout(command:state:)`` with no workout
    ///   recording; ``WorkoutControlError/session(_:)`` for a text that cannot be a note.
    @discardableResult
    public func addNote(_ text: String) throws(WorkoutControlError) -> WorkoutSnapshot {
        let now = time.now()
        ingest(through: now)
        try send(.note(text, at: now))
        return snapshot()
    }

    /// A command now: samples up to now first, then the command.
    @discardableResult
    private func command(_ command: WorkoutSessionCommand) throws(WorkoutControlError) -> (
        id: Int64, workout: Workout
    )? {
        let now = time.now()
        ingest(through: now)
        return try send(.command(command, at: now))
    }

    /// Sends an input to the reducer and performs what it returns. `publishing: false` leaves
    /// the snapshot to the caller (a tick publishes once after its samples).
    @discardableResult
    private func send(_ input: WorkoutRecorderInput, publishing: Bool = true) throws(WorkoutControlError) -> (
        id: Int64, workout: Workout
    )? {
        var next = recorder
        let effects: [WorkoutRecorderEffect]
        do {
            effects = try next.send(input)
        } catch {
            throw WorkoutControlError(error)
        }
        return try perform(effects, on: next, publishing: publishing)
    }

    /// The interpreter: performs the reducer's effects in order, then makes `next` current and
    /// publishes it. Storage effects come first; if one fails, nothing after it runs, the
    /// workout stays as it was and the error keeps its cause.
    @discardableResult
    private func perform(
        _ effects: [WorkoutRecorderEffect], on next: WorkoutRecorder, publishing: Bool = true
    ) throws(WorkoutControlError) -> (id: Int64, workout: Workout)? {
        var saved: (id: Int64, workout: Workout)?
        for effect in effects {
            switch effect {
            case .beginJournal(let configuration, let date):
                var info = time.reference.info
                info["source"] = options.sourceDescription
                try journaled { () throws(JournalError) in
                    try store.journal.begin(configuration: configuration, at: date, info: info)
                }
            case .journal(let entry, let durability):
                let now = time.now()
                try journaled { () throws(JournalError) in
                    try store.journal.append(entry, durability: durability, at: now)
                }
            case .saveWorkout(let workout):
                do {
                    saved = (try store.saveFinishedWorkout(workout), workout)
                } catch {
                    throw .database(error)
                }
            case .discardJournal:
                try journaled { () throws(JournalError) in try store.journal.discard() }
            case .prepareDataSource:
                source = makeDataSource(for: next)
            case .startDataSource(let date):
                var started = source ?? makeDataSource(for: next)
                started.start(at: date)
                source = started
                startTicking()
            case .pauseDataSource(let date):
                source?.pause(at: date)
            case .resumeDataSource(let date):
                source?.resume(at: date)
            case .stopDataSource:
                stopTicking()
                source = nil
            }
        }
        recorder = next
        if let saved {
            lastSavedWorkoutID = saved.id
            // The saved workout leaves the WAL early; a failure here loses nothing (it is committed).
            do { try store.checkpoint(full: false) } catch { lastBackgroundError = .database(error) }
            // A saved workout is a new value of the show shortcut's parameter.
            CadenceShortcuts.updateAppShortcutParameters()
        }
        if publishing { publish() }
        return saved
    }

    /// A new data source for the recorder's configuration (data sources are not recovered).
    private func makeDataSource(for recorder: WorkoutRecorder) -> any DataSource {
        options.makeDataSource(recorder.configuration, WorkoutStyle(configuration: recorder.configuration))
    }

    private func journaled(_ body: () throws(JournalError) -> Void) throws(WorkoutControlError) {
        do {
            try body()
        } catch {
            throw .journal(error)
        }
    }

    // MARK: Samples

    private func startTicking() {
        stopTicking()
        let interval = options.tickInterval
        let time = self.time
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                do {
                    try await time.sleep(for: interval)
                } catch {
                    return
                }
                await self?.tick()
            }
        }
    }

    private func stopTicking() {
        ticker?.cancel()
        ticker = nil
    }

    /// One tick: pull samples up to now, journal them, publish.
    func tick() {
        let now = time.now()
        ingest(through: now)
        do {
            try store.journal.flushIfDue(at: now)
        } catch {
            lastBackgroundError = .journal(error)
        }
        publish()
    }

    /// Pulls what the data source produced up to `date` and sends it to the reducer.
    private func ingest(through date: Date) {
        guard var source else { return }
        let batch = source.samples(through: date)
        self.source = source
        guard !batch.isEmpty else { return }
        do {
            // Not published here: the tick or the command that pulled the samples publishes once.
            try send(.samples(batch, at: date), publishing: false)
        } catch {
            lastBackgroundError = error
        }
    }

    // MARK: Launch and shutdown

    /// Replays an active journal, if there is one, and carries on: the workout's clock continues
    /// from the one the journal recorded (the time the process was down included), a running
    /// workout gets a new data source from the recovered configuration, a prepared one starts,
    /// a stopped one is finished and saved.
    @discardableResult
    public func recoverIfNeeded() throws(WorkoutControlError) -> RecoveryReport? {
        let recovered: RecoveredSession?
        do {
            recovered = try store.journal.recover()
        } catch {
            throw .journal(error)
        }
        guard let recovered else { return nil }
        let floor = max(
            recovered.session.lastChangeDate ?? .distantPast, recovered.report.lastDurableSampleDate ?? .distantPast)
        if let reference = WorkoutTime.Reference(info: recovered.report.info) {
            time = time.continuing(reference, notBefore: floor)
        } else {
            time = time.continuing(time.reference, notBefore: floor)
        }
        var info = recovered.report.info
        info.merge(time.reference.info) { _, new in new }
        try journaled { () throws(JournalError) in try store.journal.replaceInfo(info) }
        recorder = recovered.recorder
        recoveryReport = recovered.report
        try send(.recovered(at: time.now()))
        return recovered.report
    }

    /// Stops recording in the background and makes everything pending durable; an active
    /// workout stays in the journal and resumes at the next launch.
    public func shutdown() {
        stopTicking()
        ingest(through: time.now())
        do {
            try store.journal.flush()
        } catch {
            lastBackgroundError = .journal(error)
        }
        do {
            try store.checkpoint(full: true)
        } catch {
            lastBackgroundError = .database(error)
        }
        for continuation in observers.values { continuation.finish() }
        observers = [:]
    }

    // MARK: History

    /// Saved workouts, newest first.
    public func history(limit: Int? = nil) throws(WorkoutControlError) -> [WorkoutSummary] {
        do { return try store.workouts(limit: limit) } catch { throw .database(error) }
    }

    /// One saved workout, or `nil`.
    public func workout(id: Int64) throws(WorkoutControlError) -> StoredWorkout? {
        do { return try store.workout(id: id) } catch { throw .database(error) }
    }

    /// A saved workout's samples of one type, in time order.
    public func samples(workoutID id: Int64, type: QuantityType) throws(WorkoutControlError) -> [QuantitySample] {
        do { return try store.samples(workoutID: id, type: type) } catch { throw .database(error) }
    }

    /// One saved workout's summary row, or `nil`.
    public func summary(id: Int64) throws(WorkoutControlError) -> WorkoutSummary? {
        do { return try store.summary(id: id) } catch { throw .database(error) }
    }

    /// The newest saved workout's id.
    public func latestWorkoutID() throws(WorkoutControlError) -> Int64? {
        do { return try store.latestWorkoutID() } catch { throw .database(error) }
    }

    /// Totals for a period around now, or for everything.
    public func totals(for period: SummaryPeriod?) throws(WorkoutControlError) -> WorkoutTotals {
        do {
            guard let period else {
                return try store.totals(in: DateInterval(start: .distantPast, end: .distantFuture))
            }
            return try store.totals(for: period, now: time.now(), calendar: options.calendar)
        } catch {
            throw .database(error)
        }
    }

    /// Deletes a saved workout and everything stored with it (an imported file may then be
    /// imported again). - Returns: whether it existed.
    @discardableResult
    public func deleteWorkout(id: Int64) throws(WorkoutControlError) -> Bool {
        let deleted: Bool
        do { deleted = try store.delete(id: id) } catch { throw .database(error) }
        if deleted { CadenceShortcuts.updateAppShortcutParameters() }
        return deleted
    }

    /// Corrects a saved workout's style (its configuration) and title.
    /// - Returns: whether it existed.
    @discardableResult
    public func editWorkout(id: Int64, style: WorkoutStyle?, title: String?) throws(WorkoutControlError) -> Bool {
        let edited: Bool
        do {
            let configuration = try store.summary(id: id).map { summary in
                style?.configuration(lapLength: summary.configuration.lapLength)
            } ?? nil
            edited = try store.edit(id: id, configuration: configuration, title: title)
        } catch {
            throw .database(error)
        }
        if edited { CadenceShortcuts.updateAppShortcutParameters() }
        return edited
    }

    /// Saves a workout recorded elsewhere (an import), with its samples.
    public func importWorkout(_ workout: Workout, samples: [QuantitySample]) throws(WorkoutControlError) -> Int64 {
        let id: Int64
        do { id = try store.save(workout, samples: samples) } catch { throw .database(error) }
        CadenceShortcuts.updateAppShortcutParameters()
        return id
    }

    /// Imports a FIT, GPX or TCX file into history through this controller's connection (the
    /// host's `import` operation), so the phrase index learns the new workout at once.
    public func importFile(atPath path: String, strict: Bool = false) throws(ArchiveError)
        -> WorkoutArchive.ImportOutcome
    {
        let outcome = try WorkoutArchive(store: store).importFile(atPath: path, strict: strict)
        if case .imported = outcome { CadenceShortcuts.updateAppShortcutParameters() }
        return outcome
    }

    /// The current workout date.
    public func now() -> Date { time.now() }

    /// The wall date, whatever the workout clock's speed (what a person waits by).
    public func wallNow() -> Date { time.wallNow() }
}
