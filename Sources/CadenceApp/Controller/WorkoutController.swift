import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// The one session owner. Every door — a phrase, a command, a key in the live view, an
/// automation — ends here, so there is one workout and one truth about it.
///
/// A command is applied to a copy of the ``WorkoutRecorder``, journaled (durable) and only then
/// made current and acknowledged; samples from the data source are aggregated and
/// group-committed on every tick. Snapshots go to every observer on an `AsyncStream`. At launch
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
    private let time: WorkoutTime
    private let options: Options
    private var recorder: WorkoutRecorder?
    private var style: WorkoutStyle?
    private var source: (any DataSource)?
    private var ticker: Task<Void, Never>?
    private var generation = 0
    private var observers: [UUID: AsyncStream<WorkoutSnapshot>.Continuation] = [:]
    private var lastSavedWorkoutID: Int64?
    /// Whether health data access was granted (nil until asked).
    public private(set) var authorizationGranted: Bool?
    /// What launch recovered, if anything.
    public private(set) var recoveryReport: RecoveryReport?
    /// The last error met while recording in the background (a failed journal commit).
    public private(set) var lastBackgroundError: String?

    /// Opens the database at `databasePath` (creating it if needed).
    public init(databasePath: String, time: WorkoutTime, options: Options = Options()) throws(DatabaseError) {
        self.store = try WorkoutStore(path: databasePath, now: time.now(), policy: options.journalPolicy)
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
        let now = time.now()
        guard let recorder else { return .idle(at: now, savedWorkoutID: lastSavedWorkoutID) }
        return WorkoutSnapshot(recorder: recorder, style: style, date: now, savedWorkoutID: lastSavedWorkoutID)
    }

    private func publish() {
        let current = snapshot()
        for continuation in observers.values { continuation.yield(current) }
    }

    /// The session state now.
    public var state: WorkoutSessionState { recorder?.session.state ?? .notStarted }

    // MARK: Commands

    /// Starts a workout: prepare, count down, start, begin collection, attach the data source.
    /// Donates ``MarkLap`` as the next action and asks for authorization only once running.
    ///
    /// - Throws: ``WorkoutControlError/ongoingWorkout(_:)`` while one is prepared, running, paused
    ///   or stopped.
    @discardableResult
    public func start(_ style: WorkoutStyle) async throws(WorkoutControlError) -> WorkoutSnapshot {
        if state.isActive { throw .ongoingWorkout(state) }
        let configuration = style.configuration(lapLength: options.poolLength)
        let next: WorkoutRecorder
        do {
            next = try WorkoutRecorder(configuration: configuration)
        } catch {
            throw .failed(error.description)
        }
        let date = time.now()
        try journaled { () throws(JournalError) in
            try store.journal.begin(
                configuration: configuration, at: date,
                info: ["workoutStyle": style.rawValue, "source": options.sourceDescription])
        }
        recorder = next
        self.style = style
        lastSavedWorkoutID = nil
        try apply(.prepare, at: date)
        generation += 1
        let mine = generation
        if options.countdown > .zero {
            try? await time.sleep(for: options.countdown)
        }
        guard generation == mine, state == .prepared else { throw .cancelledDuringCountdown }
        try apply(.startActivity, at: time.now())
        try addMetadata(["workoutStyle": style.rawValue])
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

    /// Merges metadata into the workout, journaled like everything else.
    private func addMetadata(_ metadata: [String: String]) throws(WorkoutControlError) {
        guard var next = recorder else { return }
        do {
            try next.apply(.metadata(metadata))
        } catch {
            throw .failed(error.description)
        }
        try journaled { () throws(JournalError) in try store.journal.append(metadata: metadata) }
        recorder = next
    }

    /// Pauses the running workout.
    @discardableResult
    public func pause() throws(WorkoutControlError) -> WorkoutSnapshot {
        guard state == .running else { throw .noMatchingWorkout(command: "pause", state: state) }
        try apply(.pause, at: time.now())
        return snapshot()
    }

    /// Resumes the paused workout.
    @discardableResult
    public func resume() throws(WorkoutControlError) -> WorkoutSnapshot {
        guard state == .paused else { throw .noMatchingWorkout(command: "resume", state: state) }
        try apply(.resume, at: time.now())
        return snapshot()
    }

    /// Marks a lap (running or paused).
    @discardableResult
    public func markLap() throws(WorkoutControlError) -> WorkoutSnapshot {
        guard state == .running || state == .paused else {
            throw .noMatchingWorkout(command: "mark a lap", state: state)
        }
        try apply(.markLap, at: time.now())
        return snapshot()
    }

    /// Ends the workout in HealthKit's order — stop, end collection, finish, save (with the
    /// journal cleared in the same transaction), end — and returns the saved workout. Ending
    /// during the countdown cancels instead: nothing was recorded yet.
    public func end() throws(WorkoutControlError) -> (snapshot: WorkoutSnapshot, workoutID: Int64?, workout: Workout?) {
        switch state {
        case .prepared:
            try cancel()
            return (snapshot(), nil, nil)
        case .running, .paused:
            try apply(.stopActivity, at: time.now())
        case .stopped:
            break
        case .notStarted, .ended:
            throw .noMatchingWorkout(command: "end", state: state)
        }
        return try finishAndSave()
    }

    private func finishAndSave() throws(WorkoutControlError) -> (
        snapshot: WorkoutSnapshot, workoutID: Int64?, workout: Workout?
    ) {
        guard var next = recorder else { throw .noMatchingWorkout(command: "end", state: .notStarted) }
        let workout: Workout
        let id: Int64
        do {
            workout = try next.finishWorkout()
            id = try store.saveFinishedWorkout(workout)
            try next.handle(.end, at: workout.endDate)
        } catch let error as DatabaseError {
            throw .failed(error.description)
        } catch {
            throw .failed(String(describing: error))
        }
        recorder = next
        lastSavedWorkoutID = id
        publish()
        return (snapshot(), id, workout)
    }

    /// Cancels the workout: nothing is saved and the journal is deleted.
    @discardableResult
    public func cancel() throws(WorkoutControlError) -> WorkoutSnapshot {
        guard state.isActive, var next = recorder else { throw .noMatchingWorkout(command: "cancel", state: state) }
        stopTicking()
        source = nil
        do {
            try next.handle(.discard, at: max(time.now(), next.session.lastChangeDate ?? .distantPast))
            try next.discardWorkout()
        } catch {
            throw .failed(String(describing: error))
        }
        try journaled { () throws(JournalError) in try store.journal.discard() }
        recorder = next
        generation += 1
        publish()
        return snapshot()
    }

    /// Applies a command: samples up to its date first, then the command on a copy, journaled,
    /// then made current; then the data source follows the effects.
    private func apply(_ command: WorkoutSessionCommand, at requested: Date) throws(WorkoutControlError) {
        guard recorder != nil else { throw .noMatchingWorkout(command: command.rawValue, state: .notStarted) }
        let date = max(requested, recorder?.session.lastChangeDate ?? requested)
        ingest(through: date)
        guard var next = recorder else { return }
        let transition: WorkoutSessionTransition
        do {
            transition = try next.handle(command, at: date)
        } catch {
            throw .failed(error.description)
        }
        try journaled { () throws(JournalError) in try store.journal.append(RecordedCommand(command, at: date)) }
        recorder = next
        perform(transition.effects)
        publish()
    }

    private func perform(_ effects: [WorkoutSessionEffect]) {
        for effect in effects {
            switch effect {
            case .startDataSource(let date):
                guard let recorder, let style else { continue }
                var newSource = options.makeDataSource(recorder.configuration, style)
                newSource.start(at: date)
                source = newSource
                startTicking()
            case .pauseDataSource(let date):
                source?.pause(at: date)
            case .resumeDataSource(let date):
                source?.resume(at: date)
            case .stopDataSource:
                stopTicking()
                source = nil
            default:
                break
            }
        }
    }

    private func journaled(_ body: () throws(JournalError) -> Void) throws(WorkoutControlError) {
        do {
            try body()
        } catch {
            throw .failed(error.description)
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
            lastBackgroundError = error.description
        }
        publish()
    }

    private func ingest(through date: Date) {
        guard var source, var next = recorder, next.session.state == .running else { return }
        let batch = source.samples(through: date)
        self.source = source
        guard !batch.isEmpty else { return }
        let collected = batch.samples.filter { next.builder.typesToCollect.contains($0.quantityType) }
        do {
            try next.add(collected)
            try next.add(batch.locations)
            try store.journal.append(samples: collected, at: date)
            try store.journal.append(locations: batch.locations, at: date)
            recorder = next
        } catch {
            lastBackgroundError = String(describing: error)
        }
    }

    // MARK: Launch and shutdown

    /// Replays an active journal, if there is one, and carries on: a running workout gets a new
    /// data source from the recovered configuration, a prepared one starts, a stopped one is
    /// finished and saved.
    @discardableResult
    public func recoverIfNeeded() throws(WorkoutControlError) -> RecoveryReport? {
        let recovered: RecoveredSession?
        do {
            recovered = try store.journal.recover()
        } catch {
            throw .failed(error.description)
        }
        guard let recovered else { return nil }
        recorder = recovered.recorder
        let styleName = recovered.report.info["workoutStyle"] ?? recovered.builder.metadata["workoutStyle"]
        style = styleName.flatMap(WorkoutStyle.init(rawValue:)) ?? WorkoutStyle(configuration: recovered.configuration)
        recoveryReport = recovered.report
        let now = max(
            time.now(), recovered.session.lastChangeDate ?? .distantPast,
            recovered.report.lastDurableSampleDate ?? .distantPast)
        switch recovered.session.state {
        case .prepared:
            try apply(.startActivity, at: now)
        case .running, .paused:
            var newSource = options.makeDataSource(recovered.configuration, style ?? .outdoorRun)
            newSource.start(at: now)
            if recovered.session.state == .paused { newSource.pause(at: now) }
            source = newSource
            startTicking()
        case .stopped:
            _ = try finishAndSave()
        case .notStarted, .ended:
            break
        }
        publish()
        return recovered.report
    }

    /// Stops recording in the background and makes everything pending durable; an active
    /// workout stays in the journal and resumes at the next launch.
    public func shutdown() {
        stopTicking()
        ingest(through: time.now())
        try? store.journal.flush()
        for continuation in observers.values { continuation.finish() }
        observers = [:]
    }

    // MARK: History

    /// Saved workouts, newest first.
    public func history(limit: Int? = nil) throws(WorkoutControlError) -> [WorkoutSummary] {
        do { return try store.workouts(limit: limit) } catch { throw .failed(error.description) }
    }

    /// One saved workout, or `nil`.
    public func workout(id: Int64) throws(WorkoutControlError) -> StoredWorkout? {
        do { return try store.workout(id: id) } catch { throw .failed(error.description) }
    }

    /// One saved workout's summary row, or `nil`.
    public func summary(id: Int64) throws(WorkoutControlError) -> WorkoutSummary? {
        do { return try store.summary(id: id) } catch { throw .failed(error.description) }
    }

    /// The newest saved workout's id.
    public func latestWorkoutID() throws(WorkoutControlError) -> Int64? {
        do { return try store.latestWorkoutID() } catch { throw .failed(error.description) }
    }

    /// Totals for a period around now, or for everything.
    public func totals(for period: SummaryPeriod?) throws(WorkoutControlError) -> WorkoutTotals {
        do {
            guard let period else {
                return try store.totals(in: DateInterval(start: .distantPast, end: .distantFuture))
            }
            return try store.totals(for: period, now: time.now(), calendar: options.calendar)
        } catch {
            throw .failed(error.description)
        }
    }

    /// Saves a workout recorded elsewhere (an import), with its samples.
    public func importWorkout(_ workout: Workout, samples: [QuantitySample]) throws(WorkoutControlError) -> Int64 {
        do { return try store.save(workout, samples: samples) } catch { throw .failed(error.description) }
    }

    /// The current workout date.
    public func now() -> Date { time.now() }
}
