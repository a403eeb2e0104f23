import CSQLite
import CadenceCore
import CadenceStore
import CadenceTestSupport
import Foundation

/// The journal's ingest rate next to raw SQLite inserts of the same rows, recovery time for a
/// day-long journal, and the totals query over ten years of history.
enum StoreBenchmark {
    static func temporaryPath(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-bench-\(UUID().uuidString)")
        return directory.appendingPathComponent(name).path
    }

    static func removeDatabase(at path: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    static func run() throws {
        try ingest()
        try recovery()
        try totals()
    }

    /// Journal ingest at the default policy (1 s window, 1,024 samples) with the real clock as
    /// `now`, against raw SQLite: the same rows, 1,024 per transaction, synchronous=FULL, WAL.
    static func ingest() throws {
        let start = Date(timeIntervalSince1970: 1_772_352_000)
        let minutes = 180
        let batches = (0..<minutes).map {
            BuilderBenchmark.minute($0, start: start.addingTimeInterval(Double($0 / 60) * 3600))
        }
        let samples = batches.reduce(0) { $0 + $1.count }

        let journalPath = temporaryPath("journal.sqlite")
        defer { removeDatabase(at: journalPath) }
        let store = try WorkoutStore(path: journalPath, now: start)
        try store.journal.begin(configuration: WorkoutConfiguration(activityType: .running), at: start)
        let journalStart = ContinuousClock.now
        for minute in batches {
            // Feed in one-second slices, as a live source does.
            for second in stride(from: 0, to: minute.count, by: 6) {
                try store.journal.append(samples: Array(minute[second..<second + 6]), at: Date())
            }
        }
        try store.journal.flush()
        let journalTime = ContinuousClock.now - journalStart

        let rawPath = temporaryPath("raw.sqlite")
        defer { removeDatabase(at: rawPath) }
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: rawPath).deletingLastPathComponent().path, withIntermediateDirectories: true)
        var db: OpaquePointer?
        sqlite3_open(rawPath, &db)
        sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", nil, nil, nil)
        sqlite3_exec(
            db,
            "CREATE TABLE e (seq INTEGER PRIMARY KEY, kind INTEGER, name TEXT, start REAL, \"end\" REAL, value REAL)",
            nil, nil,
            nil)
        var insert: OpaquePointer?
        sqlite3_prepare_v2(
            db, "INSERT INTO e (kind, name, start, \"end\", value) VALUES (2, ?, ?, ?, ?)", -1, &insert, nil)
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        let rows = batches.flatMap { $0 }
        let rawStart = ContinuousClock.now
        var index = 0
        while index < rows.count {
            sqlite3_exec(db, "BEGIN", nil, nil, nil)
            for sample in rows[index..<min(index + 1024, rows.count)] {
                sqlite3_bind_text(insert, 1, sample.quantityType.rawValue, -1, transient)
                sqlite3_bind_double(insert, 2, sample.startDate.timeIntervalSinceReferenceDate)
                sqlite3_bind_double(insert, 3, sample.endDate.timeIntervalSinceReferenceDate)
                sqlite3_bind_double(insert, 4, sample.canonicalValue)
                sqlite3_step(insert)
                sqlite3_reset(insert)
            }
            sqlite3_exec(db, "COMMIT", nil, nil, nil)
            index += 1024
        }
        let rawTime = ContinuousClock.now - rawStart
        sqlite3_finalize(insert)
        sqlite3_close(db)

        let journalRate = Double(samples) / journalTime.seconds
        let rawRate = Double(samples) / rawTime.seconds
        print(
            String(
                format: "journal: ingest %.0f samples/s at the default policy (%d samples, %.3f s)", journalRate,
                samples, journalTime.seconds))
        print(
            String(
                format: "raw:     SQLite batched inserts, one row a sample, %.0f rows/s (1,024 per transaction, FULL sync, %.3f s)",
                rawRate, rawTime.seconds))
        print(
            String(
                format: "ratio:   journal (a batch row per commit) reaches %.0f%% of raw row-per-sample SQLite (%.2fx)", 100 * journalRate / rawRate,
                rawRate / journalRate))
    }

    /// Recovery of a 24-hour, 1 Hz, 6-type journal (518,400 samples) with a lap every 10 minutes.
    static func recovery() throws {
        let start = Date(timeIntervalSince1970: 1_772_352_000)
        let path = temporaryPath("recovery.sqlite")
        defer { removeDatabase(at: path) }
        let store = try WorkoutStore(
            path: path, now: start, policy: JournalPolicy(lossWindow: .seconds(60), maxPendingSamples: 20_000))
        let configuration = WorkoutConfiguration(activityType: .running, locationType: .outdoor)
        try store.journal.begin(configuration: configuration, at: start)
        try store.journal.append(RecordedCommand(.startActivity, at: start))
        let hour = (0..<60).map { BuilderBenchmark.minute($0, start: start) }
        let writeStart = ContinuousClock.now
        for m in 0..<(24 * 60) {
            let offset = Double((m / 60) * 3600)
            let batch = hour[m % 60].map {
                QuantitySample(
                    type: $0.quantityType, quantity: $0.quantity, start: $0.startDate.addingTimeInterval(offset),
                    end: $0.endDate.addingTimeInterval(offset))
            }
            let now = start.addingTimeInterval(Double(m * 60 + 60))
            try store.journal.append(samples: batch, at: now)
            if m % 10 == 9 { try store.journal.append(RecordedCommand(.markLap, at: now)) }
        }
        try store.journal.flush()
        let writeTime = ContinuousClock.now - writeStart
        let reopened = try WorkoutStore(path: path, now: start)
        let recoverStart = ContinuousClock.now
        guard let recovered = try reopened.journal.recover() else { throw BenchmarkError("no journal to recover") }
        let recoverTime = ContinuousClock.now - recoverStart
        print(
            String(
                format:
                    "recovery: %d samples and %d commands replayed in %.3f s (%.0f samples/s); writing the journal took %.1f s",
                recovered.report.sampleCount, recovered.report.commandCount, recoverTime.seconds,
                Double(recovered.report.sampleCount) / recoverTime.seconds, writeTime.seconds))
    }

    /// Totals per period over ten years of generated history (about 4,000 workouts).
    static func totals() throws {
        let now = Date(timeIntervalSince1970: 1_772_352_000)
        let path = temporaryPath("history.sqlite")
        defer { removeDatabase(at: path) }
        let store = try WorkoutStore(path: path, now: now)
        var rng = SeededRandomNumberGenerator(seed: 10)
        let workouts = 4000
        try store.database.inTransaction { () throws(DatabaseError) in
            for index in 0..<workouts {
                let start = now.addingTimeInterval(-Double(index) * 78_900 - Double(rng.next() % 3600))
                let duration = 1200 + Double(rng.next() % 5400)
                let distance = Quantity(duration * 2.8, .meter)
                let workout = Workout(
                    configuration: WorkoutConfiguration(activityType: index % 3 == 0 ? .cycling : .running),
                    startDate: start, endDate: start.addingTimeInterval(duration), duration: duration, events: [],
                    allStatistics: [:], laps: [], splits: [], route: [], metadata: ["distance": "\(distance.value)"])
                _ = try store.save(workout, samples: [])
            }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let rounds = 200
        let queryStart = ContinuousClock.now
        var count = 0
        for _ in 0..<rounds {
            for period in SummaryPeriod.allCases {
                count += try store.totals(for: period, now: now, calendar: calendar).workoutCount
            }
        }
        let queryTime = ContinuousClock.now - queryStart
        let perQuery = queryTime.seconds / Double(rounds * SummaryPeriod.allCases.count)
        let all = try store.totals(in: DateInterval(start: .distantPast, end: .distantFuture))
        let scanStart = ContinuousClock.now
        for _ in 0..<rounds { _ = try store.workouts().count }
        let listTime = (ContinuousClock.now - scanStart).seconds / Double(rounds)
        print(
            String(
                format:
                    "totals:  %d workouts over 10 years; one period's totals in %.1f µs (mean of %d periods × %d rounds); listing all %d summaries takes %.1f ms",
                all.workoutCount, perQuery * 1e6, SummaryPeriod.allCases.count, rounds, workouts, listTime * 1e3))
        _ = count
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
