import CadenceCore
import Foundation

/// The event log of the active workout: its configuration, every command, sample, location fix,
/// metadata and collection change, in order, with sequence numbers.
///
/// Durability: ``append(_:)`` for a command commits everything pending and the command with a full
/// sync before it returns, so an owner that acknowledges after it returns never acknowledges
/// something a crash can lose. Samples are buffered and group-committed per ``JournalPolicy``.
/// A process killed at any instant recovers to its last committed transaction (SQLite's WAL
/// guarantees it), and ``recover()`` replays that through ``WorkoutRecorder`` — the same reducer
/// the live owner runs.
///
/// Not `Sendable`: it shares its owner's ``Database`` connection.
public final class SessionJournal {
    private let database: Database
    /// When samples become durable.
    public var policy: JournalPolicy

    private var pendingSamples: [QuantitySample] = []
    private var pendingLocations: [LocationSample] = []
    private var pendingSince: Date?
    /// The end date of the newest sample or fix committed to disk.
    public private(set) var lastDurableSampleDate: Date?

    init(database: Database, policy: JournalPolicy) {
        self.database = database
        self.policy = policy
    }

    private enum Kind: Int64 {
        case command = 1, sample = 2, location = 3, metadata = 4, collection = 5, sampleBatch = 6, event = 7
        case autoPause = 8
    }

    // MARK: Lifecycle

    /// Whether a workout is being recorded (a journal survives the process that wrote it).
    public func hasActiveSession() throws(JournalError) -> Bool {
        try wrap { () throws(DatabaseError) in try database.scalarInt("SELECT count(*) FROM journal_session") ?? 0 > 0 }
    }

    /// Begins the journal of a new workout.
    ///
    /// - Parameters:
    ///   - configuration: what is recorded; stored first, so recovery knows what to rebuild.
    ///   - date: when the journal begins.
    ///   - info: facts for the owner (the data source, its seed…), returned by recovery.
    /// - Throws: ``JournalError/sessionAlreadyActive(since:)`` if one is active.
    public func begin(configuration: WorkoutConfiguration, at date: Date, info: [String: String] = [:])
        throws(JournalError)
    {
        if let since = try wrap({ () throws(DatabaseError) in
            try database.scalarDouble("SELECT created_at FROM journal_session WHERE id = 1")
        }) {
            throw .sessionAlreadyActive(since: Date(timeIntervalSinceReferenceDate: since))
        }
        try wrap { () throws(DatabaseError) in
            try database.inTransaction { () throws(DatabaseError) in
                try database.execute("DELETE FROM journal_entry")
                try database.execute(
                    "INSERT INTO journal_session (id, configuration, created_at, info) VALUES (1, ?, ?, ?)",
                    JSONCoding.string(configuration), date, JSONCoding.string(info))
            }
        }
        pendingSamples = []
        pendingLocations = []
        pendingSince = nil
        lastDurableSampleDate = nil
    }

    /// Deletes the active journal and anything pending (the cancel path, or after a save).
    public func discard() throws(JournalError) {
        try wrap { () throws(DatabaseError) in
            try database.inTransaction { () throws(DatabaseError) in try clearInTransaction() }
        }
    }

    /// Clears the journal inside the caller's transaction (the store's save does this).
    func clearInTransaction() throws(DatabaseError) {
        try database.execute("DELETE FROM journal_entry")
        try database.execute("DELETE FROM journal_session")
        pendingSamples = []
        pendingLocations = []
        pendingSince = nil
    }

    // MARK: Appending

    /// Records one log entry with the durability its reducer asked for: `beforeAnswer` commits
    /// with a full sync before this returns; `groupCommitted` buffers samples and fixes and
    /// commits them per the policy (measured from `now`).
    public func append(_ entry: WorkoutLogEntry, durability: JournalDurability, at now: Date) throws(JournalError) {
        switch (entry, durability) {
        case (.samples(let samples), .groupCommitted):
            try append(samples: samples, at: now)
        case (.locations(let locations), .groupCommitted):
            try append(locations: locations, at: now)
        case (.samples, .beforeAnswer), (.locations, .beforeAnswer):
            try append(entry, durability: .groupCommitted, at: now)
            try flush()
        case (.command(let command), _):
            try append(command)
        case (.metadata(let metadata), _):
            try append(metadata: metadata)
        case (.collection(let type, let enabled), _):
            try append(collectionOf: type, enabled: enabled)
        case (.event(let event), _):
            try append(event: event)
        case (.autoPause(let rule), _):
            try append(autoPause: rule)
        }
    }

    /// Replaces the facts stored with the journal (an owner records its clock again after a
    /// recovery), durably.
    public func replaceInfo(_ info: [String: String]) throws(JournalError) {
        guard try hasActiveSession() else { throw .noActiveSession }
        try wrap { () throws(DatabaseError) in
            try database.execute("UPDATE journal_session SET info = ? WHERE id = 1", JSONCoding.string(info))
        }
    }

    /// Records a command, with everything pending before it, and commits with a full sync.
    /// When this returns the command is durable: acknowledge it then, not before.
    public func append(_ command: RecordedCommand) throws(JournalError) {
        try commit(extra: { () throws(DatabaseError) in
            try self.insert(.command, name: command.command.rawValue, start: command.date)
        })
    }

    /// Records metadata durably (rare: merged into the workout's metadata).
    public func append(metadata: [String: String]) throws(JournalError) {
        try commit(extra: { () throws(DatabaseError) in
            try self.insert(.metadata, text: JSONCoding.string(metadata))
        })
    }

    /// Records that collection of a type was enabled or disabled, durably.
    public func append(collectionOf type: QuantityType, enabled: Bool) throws(JournalError) {
        try commit(extra: { () throws(DatabaseError) in
            try self.insert(.collection, name: type.rawValue, value: enabled ? 1 : 0)
        })
    }

    /// Records an event the reducer decided (auto-pause), with everything pending before it, durably.
    public func append(event: WorkoutEvent) throws(JournalError) {
        try commit(extra: { () throws(DatabaseError) in
            try self.insert(
                .event, name: event.type.name, start: event.dateInterval.start, end: event.dateInterval.end,
                text: event.metadata.isEmpty ? nil : JSONCoding.string(event.metadata))
        })
    }

    /// Records auto-pause turned on with its rule (stored as JSON) or off, durably.
    public func append(autoPause rule: AutoPause?) throws(JournalError) {
        try commit(extra: { () throws(DatabaseError) in
            try self.insert(.autoPause, text: rule.map { JSONCoding.string($0) })
        })
    }

    /// Buffers samples; commits when the policy says so.
    ///
    /// - Parameter now: the owner's current time, to measure the loss window.
    /// - Returns: whether this call committed.
    @discardableResult
    public func append(samples: [QuantitySample], at now: Date) throws(JournalError) -> Bool {
        guard !samples.isEmpty else { return try flushIfDue(at: now) }
        pendingSamples += samples
        pendingSince = pendingSince ?? now
        return try flushIfDue(at: now)
    }

    /// Buffers location fixes; commits when the policy says so.
    @discardableResult
    public func append(locations: [LocationSample], at now: Date) throws(JournalError) -> Bool {
        guard !locations.isEmpty else { return try flushIfDue(at: now) }
        pendingLocations += locations
        pendingSince = pendingSince ?? now
        return try flushIfDue(at: now)
    }

    /// How many samples and fixes are waiting to be committed.
    public var pendingCount: Int { pendingSamples.count + pendingLocations.count }

    /// Commits pending samples if the oldest has waited a loss window or too many are pending.
    /// Call it on a timer too, so a quiet source still meets the window.
    @discardableResult
    public func flushIfDue(at now: Date) throws(JournalError) -> Bool {
        guard let since = pendingSince else { return false }
        let waited = now.timeIntervalSince(since)
        let window =
            Double(policy.lossWindow.components.seconds) + Double(policy.lossWindow.components.attoseconds) * 1e-18
        guard waited >= window || pendingCount >= policy.maxPendingSamples else { return false }
        try flush()
        return true
    }

    /// Commits everything pending now.
    public func flush() throws(JournalError) {
        guard pendingCount > 0 else { return }
        try commit(extra: nil)
    }

    /// Writes pending entries (and `extra`) in one transaction. Pending buffers are cleared only
    /// after the commit succeeds, so a failed commit loses nothing from memory either.
    private func commit(extra: (() throws(DatabaseError) -> Void)?) throws(JournalError) {
        guard try hasActiveSession() else { throw .noActiveSession }
        try wrap { () throws(DatabaseError) in
            try database.inTransaction { () throws(DatabaseError) in
                try writePendingInTransaction()
                try extra?()
            }
        }
        markPendingDurable()
    }

    /// Writes pending samples and fixes inside the caller's transaction (used by the store's save).
    func writePendingInTransaction() throws(DatabaseError) {
        // Samples and fixes were buffered in two lists; write them merged by time so the log
        // keeps the order they were measured in: each run of samples between two fixes is one
        // batch row (SampleBatchCoding), each fix a row of its own.
        var s = pendingSamples.startIndex
        var l = pendingLocations.startIndex
        while s < pendingSamples.endIndex || l < pendingLocations.endIndex {
            if l == pendingLocations.endIndex
                || (s < pendingSamples.endIndex && pendingSamples[s].endDate <= pendingLocations[l].timestamp)
            {
                var runEnd = s + 1
                while runEnd < pendingSamples.endIndex,
                    l == pendingLocations.endIndex || pendingSamples[runEnd].endDate <= pendingLocations[l].timestamp
                {
                    runEnd += 1
                }
                try database.prepare("INSERT INTO journal_entry (kind, data) VALUES (6, ?)").execute(
                    SampleBatchCoding.encode(pendingSamples[s..<runEnd]))
                s = runEnd
            } else {
                let fix = pendingLocations[l]
                try database.prepare(
                    """
                    INSERT INTO journal_entry (kind, start, latitude, longitude, altitude, accuracy, speed, course)
                    VALUES (3, ?, ?, ?, ?, ?, ?, ?)
                    """
                ).execute(
                    fix.timestamp, fix.latitude, fix.longitude, fix.altitude, fix.horizontalAccuracy, fix.speed,
                    fix.course)
                l += 1
            }
        }
    }

    /// Calls `body` with the samples of every batch row, in order (the store's save copies them
    /// into history).
    func forEachBatchedSample(_ body: (QuantitySample) throws(DatabaseError) -> Void) throws(DatabaseError) {
        var decoded: [QuantitySample] = []
        var malformed: String?
        try database.prepare("SELECT seq, data FROM journal_entry WHERE kind = 6 ORDER BY seq").forEachRow { row in
            guard malformed == nil else { return }
            row.withBlob(1) { blob in
                do throws(SampleBatchCoding.Malformed) {
                    try SampleBatchCoding.decode(blob, into: &decoded)
                } catch {
                    malformed = "journal entry \(row.int64(0)): \(error.reason)"
                }
            }
        }
        if let malformed { throw DatabaseError(kind: .corrupt, message: malformed, path: database.path) }
        for sample in decoded { try body(sample) }
    }

    func markPendingDurable() {
        let newest = [pendingSamples.last?.endDate, pendingLocations.last?.timestamp].compactMap { $0 }.max()
        if let newest { lastDurableSampleDate = max(lastDurableSampleDate ?? newest, newest) }
        pendingSamples = []
        pendingLocations = []
        pendingSince = nil
    }

    private func insert(
        _ kind: Kind, name: String? = nil, start: Date? = nil, end: Date? = nil, value: Double? = nil,
        text: String? = nil
    ) throws(DatabaseError) {
        try database.prepare(
            "INSERT INTO journal_entry (kind, name, start, \"end\", value, text) VALUES (?, ?, ?, ?, ?, ?)"
        ).execute(kind.rawValue, name, start, end, value, text)
    }

    private func wrap<T>(_ body: () throws(DatabaseError) -> T) throws(JournalError) -> T {
        do {
            return try body()
        } catch {
            throw .database(error)
        }
    }

    // MARK: Recovery

    /// Rebuilds the active workout from its journal, or returns `nil` when there is none.
    ///
    /// Reading changes nothing: a journal that cannot be decoded or replayed stays on disk and the
    /// error names the entry.
    public func recover() throws(JournalError) -> RecoveredSession? {
        var header: (configuration: String, created: Double, info: String)?
        try wrap { () throws(DatabaseError) in
            try database.prepare("SELECT configuration, created_at, info FROM journal_session WHERE id = 1")
                .forEachRow { row in header = (row.string(0), row.double(1), row.string(2)) }
        }
        guard let header else { return nil }
        guard let configuration = JSONCoding.decode(WorkoutConfiguration.self, from: header.configuration) else {
            throw .unreadableEntry(
                sequence: 0, reason: "the configuration is not valid JSON: \(header.configuration.prefix(80))")
        }
        let info = JSONCoding.decode([String: String].self, from: header.info) ?? [:]
        let (entries, counts) = try readEntries()
        let recorder: WorkoutRecorder
        do {
            recorder = try WorkoutRecorder(configuration: configuration, replaying: entries)
        } catch {
            throw .replayFailed(error)
        }
        lastDurableSampleDate = counts.lastSampleDate
        let report = RecoveryReport(
            journalCreatedAt: Date(timeIntervalSinceReferenceDate: header.created), commandCount: counts.commands,
            eventCount: recorder.session.events.count, sampleCount: counts.samples, locationCount: counts.locations,
            lastDurableSampleDate: counts.lastSampleDate, info: info)
        return RecoveredSession(recorder: recorder, report: report)
    }

    private struct Counts {
        var commands = 0
        var samples = 0
        var locations = 0
        var lastSampleDate: Date?
    }

    private func readEntries() throws(JournalError) -> ([WorkoutLogEntry], Counts) {
        var entries: [WorkoutLogEntry] = []
        var counts = Counts()
        var samples: [QuantitySample] = []
        var locations: [LocationSample] = []
        var failure: JournalError?
        var typeNames = QuantityTypeNames()
        func flushBatches() {
            if !samples.isEmpty { entries.append(.samples(samples)) }
            if !locations.isEmpty { entries.append(.locations(locations)) }
            samples = []
            locations = []
        }
        try wrap { () throws(DatabaseError) in
            let statement = try database.prepare(
                """
                SELECT seq, kind, name, start, "end", value, latitude, longitude, altitude, accuracy, speed, course, text,
                    data
                FROM journal_entry ORDER BY seq
                """)
            try statement.forEachRow { row in
                guard failure == nil else { return }
                let seq = row.int64(0)
                switch row.int64(1) {
                case Kind.sample.rawValue:
                    guard let type = row.withUTF8(2, { typeNames.type(named: $0) }) else {
                        failure = .unreadableEntry(sequence: seq, reason: "unknown quantity type '\(row.string(2))'")
                        return
                    }
                    if !locations.isEmpty { flushBatches() }
                    let end = row.date(4)
                    samples.append(
                        QuantitySample(type: type, canonicalValue: row.double(5), start: row.date(3), end: end))
                    counts.samples += 1
                    counts.lastSampleDate = max(counts.lastSampleDate ?? end, end)
                case Kind.sampleBatch.rawValue:
                    if !locations.isEmpty { flushBatches() }
                    let before = samples.count
                    let problem = row.withBlob(13) { blob -> String? in
                        do throws(SampleBatchCoding.Malformed) {
                            try SampleBatchCoding.decode(blob, into: &samples)
                            return nil
                        } catch {
                            return error.reason
                        }
                    }
                    if let problem {
                        failure = .unreadableEntry(sequence: seq, reason: problem)
                        return
                    }
                    counts.samples += samples.count - before
                    if let end = samples[before...].lazy.map(\.endDate).max() {
                        counts.lastSampleDate = max(counts.lastSampleDate ?? end, end)
                    }
                case Kind.location.rawValue:
                    if !samples.isEmpty { flushBatches() }
                    let timestamp = row.date(3)
                    locations.append(
                        LocationSample(
                            latitude: row.double(6), longitude: row.double(7), altitude: row.optionalDouble(8),
                            horizontalAccuracy: row.double(9), speed: row.optionalDouble(10),
                            course: row.optionalDouble(11),
                            timestamp: timestamp))
                    counts.locations += 1
                    counts.lastSampleDate = max(counts.lastSampleDate ?? timestamp, timestamp)
                case Kind.command.rawValue:
                    guard let command = WorkoutSessionCommand(rawValue: row.string(2)) else {
                        failure = .unreadableEntry(sequence: seq, reason: "unknown command '\(row.string(2))'")
                        return
                    }
                    flushBatches()
                    entries.append(.command(RecordedCommand(command, at: row.date(3))))
                    counts.commands += 1
                case Kind.metadata.rawValue:
                    guard let metadata = JSONCoding.decode([String: String].self, from: row.string(12)) else {
                        failure = .unreadableEntry(sequence: seq, reason: "metadata is not a JSON object of strings")
                        return
                    }
                    flushBatches()
                    entries.append(.metadata(metadata))
                case Kind.collection.rawValue:
                    guard let type = QuantityType(rawValue: row.string(2)) else {
                        failure = .unreadableEntry(sequence: seq, reason: "unknown quantity type '\(row.string(2))'")
                        return
                    }
                    flushBatches()
                    entries.append(.collection(type, enabled: row.double(5) != 0))
                case Kind.event.rawValue:
                    guard let type = WorkoutEventType.allCases.first(where: { $0.name == row.string(2) }) else {
                        failure = .unreadableEntry(sequence: seq, reason: "unknown event type '\(row.string(2))'")
                        return
                    }
                    let start = row.date(3)
                    let end = row.date(4)
                    guard end >= start else {
                        failure = .unreadableEntry(sequence: seq, reason: "an event that ends before it starts")
                        return
                    }
                    let metadata = row.isNull(12) ? [:] : JSONCoding.decode([String: String].self, from: row.string(12))
                    guard let metadata else {
                        failure = .unreadableEntry(sequence: seq, reason: "event metadata is not a JSON object of strings")
                        return
                    }
                    flushBatches()
                    entries.append(.event(WorkoutEvent(type: type, dateInterval: DateInterval(start: start, end: end), metadata: metadata)))
                case Kind.autoPause.rawValue:
                    var rule: AutoPause?
                    if !row.isNull(12) {
                        guard let decoded = JSONCoding.decode(AutoPause.self, from: row.string(12)),
                            decoded.pauseBelow.isFinite, decoded.resumeAtOrAbove.isFinite, decoded.after.isFinite
                        else {
                            failure = .unreadableEntry(sequence: seq, reason: "an auto-pause rule that is not readable")
                            return
                        }
                        rule = decoded
                    }
                    flushBatches()
                    entries.append(.autoPause(rule))
                default:
                    failure = .unreadableEntry(sequence: seq, reason: "unknown entry kind \(row.int64(1))")
                }
            }
        }
        if let failure { throw failure }
        flushBatches()
        return (entries, counts)
    }
}

/// Quantity types by the bytes of their raw value, for replaying a journal's rows without
/// making a `String` per row: the type of the last row is tried first (samples come in a
/// repeating order of a few types), then every type.
struct QuantityTypeNames {
    private let names: [(bytes: [UInt8], type: QuantityType)] = QuantityType.allCases.map {
        (Array($0.rawValue.utf8), $0)
    }
    private var last = 0

    mutating func type(named bytes: UnsafeBufferPointer<UInt8>) -> QuantityType? {
        for step in 0..<names.count {
            let candidate = (last + step) % names.count
            if names[candidate].bytes.elementsEqual(bytes) {
                last = candidate
                return names[candidate].type
            }
        }
        return nil
    }
}
