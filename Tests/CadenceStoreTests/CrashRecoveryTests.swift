import CadenceCore
import CadenceStore
import CadenceTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The promise: a workout survives a crash of the process with nothing acknowledged lost, and
/// resumes by itself. A real child process records a simulated workout at a high sample rate and
/// acknowledges laps on stdout; it is killed with SIGKILL at seeded random moments; the journal is
/// recovered and checked, and the next child resumes it. Iterations: 20, or
/// `CADENCE_CRASH_ITERATIONS` (e.g. 200 for a long run).
@Suite(.serialized)
struct CrashRecoveryTests {
    static let lossWindow = 3.0

    /// The built child executable, next to this test binary.
    static func childURL() throws -> URL {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let url = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(
            "cadence-crash-child")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CrashTestError("cadence-crash-child was not built next to \(executable); run `swift build` first")
        }
        return url
    }

    struct CrashTestError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// What a killed child said before it died.
    struct ChildReport {
        var acknowledgedLaps = 0
        var lastProduced: Double?
        var recoveredLaps: Int?
        var saved = false
    }

    /// Runs the child for `milliseconds`, then kills it with SIGKILL (or lets it finish).
    static func runChild(database: String, seed: UInt64, milliseconds: Int, finishAfter: Double? = nil) throws
        -> ChildReport
    {
        let process = Process()
        process.executableURL = try childURL()
        process.arguments =
            ["--database", database, "--seed", "\(seed)", "--loss-window", "\(lossWindow)"]
            + (finishAfter.map { ["--finish-after", "\($0)"] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        let collected = Mutex(Data())
        let reader = Thread {
            while true {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                collected.withLock { $0.append(chunk) }
            }
        }
        try process.run()
        reader.start()
        if finishAfter == nil {
            usleep(UInt32(milliseconds * 1000))
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        // Read whatever is left in the pipe after the child is gone.
        while !reader.isFinished { usleep(1000) }
        let text = collected.withLock { String(decoding: $0, as: UTF8.self) }
        var report = ChildReport()
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            switch fields.first {
            case "LAP": report.acknowledgedLaps = Int(fields[1]) ?? report.acknowledgedLaps
            case "PRODUCED": report.lastProduced = Double(fields[1])
            case "RECOVERED": report.recoveredLaps = Int(fields[1])
            case "SAVED": report.saved = true
            default: break
            }
        }
        return report
    }

    /// Statistics recomputed by brute force from the journal's durable sample rows.
    static func recompute(_ store: WorkoutStore) throws -> [QuantityType: (
        count: Int, sum: Double, min: Double, max: Double
    )] {
        var result: [QuantityType: (count: Int, sum: Double, min: Double, max: Double)] = [:]
        try store.database.prepare("SELECT name, value FROM journal_entry WHERE kind = 2 ORDER BY seq").forEachRow {
            row in
            guard let type = QuantityType(rawValue: row.string(0)) else { return }
            let value = row.double(1)
            let old = result[type] ?? (0, 0, .infinity, -.infinity)
            result[type] = (old.count + 1, old.sum + value, Swift.min(old.min, value), Swift.max(old.max, value))
        }
        return result
    }

    @Test("a workout killed at random moments recovers every acknowledged lap and resumes by itself")
    func killAndRecover() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["CADENCE_CRASH_ITERATIONS"] ?? "") ?? 20
        let temp = TemporaryDirectory()
        let database = temp.path("cadence.sqlite")
        var rng = SeededRandomNumberGenerator(seed: 2026)
        var acknowledgedInJournal = 0
        var saves = 0
        for iteration in 1...iterations {
            let report = try Self.runChild(
                database: database, seed: UInt64(iteration), milliseconds: Int.random(in: 60...400, using: &rng))
            if let recovered = report.recoveredLaps {
                #expect(recovered >= acknowledgedInJournal, "iteration \(iteration): the child resumed with fewer laps")
            }
            acknowledgedInJournal = max(acknowledgedInJournal, report.acknowledgedLaps)

            let store = try WorkoutStore(path: database, now: WorkoutFixtures.referenceDate)
            let recovered = try #require(
                try store.journal.recover(), "iteration \(iteration): no journal after the kill")
            let laps = recovered.session.events.filter { $0.type == .lap }.count
            #expect(laps >= acknowledgedInJournal, "iteration \(iteration): an acknowledged lap was lost")

            // Samples lost are within the loss window (plus the one tick being produced), counted
            // from the last durable moment: a sample, or a command (a resume after a long pause).
            let durable = [recovered.report.lastDurableSampleDate, recovered.session.lastChangeDate].compactMap { $0 }
                .max()
            if let produced = report.lastProduced, let durable {
                let lost = produced - durable.timeIntervalSinceReferenceDate
                #expect(lost <= Self.lossWindow + 1, "iteration \(iteration): \(lost) s of samples lost")
            }

            // The recovered statistics equal a recomputation from the stored samples.
            for (type, expected) in try Self.recompute(store) {
                let statistics = try #require(recovered.builder.statistics(for: type))
                #expect(statistics.sampleCount == expected.count)
                if type.aggregationStyle.isCumulative {
                    #expect(abs(statistics.sumQuantity()!.value - expected.sum) <= 1e-6 * max(1, expected.sum))
                } else {
                    #expect(abs(statistics.averageQuantity()!.value - expected.sum / Double(expected.count)) < 1e-9)
                    #expect(statistics.minimumQuantity()!.value == expected.min)
                    #expect(statistics.maximumQuantity()!.value == expected.max)
                }
            }

            // Every fifth time, finish the recovered workout and check it saves correctly.
            if iteration % 5 == 0 {
                var recorder = recovered.recorder
                let end = max(
                    recovered.report.lastDurableSampleDate ?? .distantPast,
                    recorder.session.lastChangeDate ?? .distantPast)
                let lastMark = recorder.session.events.last { $0.type == .lap }?.date
                guard case .saveWorkout(let workout) = try recorder.send(.command(.end, at: end)).first else {
                    Issue.record("ending the recovered workout did not save it")
                    continue
                }
                let id = try store.saveFinishedWorkout(workout)
                saves += 1
                let stored = try #require(try store.workout(id: id))
                // Every acknowledged lap, plus the stretch after the last mark that the end closes.
                let closing = lastMark.map { $0 < end } ?? false ? 1 : 0
                #expect(stored.workout.laps.count == laps + closing)
                #expect(stored.workout.laps.count >= acknowledgedInJournal)
                #expect(
                    try store.samples(workoutID: id, type: .heartRate).count
                        == workout.statistics(for: .heartRate)?.sampleCount)
                #expect(try !store.journal.hasActiveSession())
                #expect(try store.workouts().count == saves)
                acknowledgedInJournal = 0
            }
        }
    }

    @Test("a child that is not killed finishes, saves and clears its journal")
    func finishesNormally() throws {
        let temp = TemporaryDirectory()
        let database = temp.path("cadence.sqlite")
        let report = try Self.runChild(database: database, seed: 7, milliseconds: 0, finishAfter: 300)
        #expect(report.saved)
        let store = try WorkoutStore(path: database, now: WorkoutFixtures.referenceDate)
        #expect(try store.journal.recover() == nil)
        let summary = try #require(try store.workouts().first)
        #expect(summary.lapCount == report.acknowledgedLaps)
        #expect(summary.totalDistanceMeters ?? 0 > 500)
    }
}
