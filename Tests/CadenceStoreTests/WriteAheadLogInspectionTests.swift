import CadenceCore
import CadenceStore
import CadenceTestSupport
import Foundation
import Testing

/// The WAL inspection against logs SQLite itself wrote, intact and with a flipped byte.
struct WriteAheadLogInspectionTests {
    typealias F = WorkoutFixtures

    /// A database whose WAL holds several committed journal transactions, copied while the
    /// writer still has it open (so the log is not checkpointed away).
    static func copiedDatabase(into directory: TemporaryDirectory) throws -> (database: String, wal: String) {
        let path = directory.path("live.sqlite")
        let store = try WorkoutStore(path: path, now: F.date(0))
        try store.journal.begin(configuration: F.outdoorRun, at: F.date(0))
        try store.journal.append(RecordedCommand(.startActivity, at: F.date(0)))
        for second in 1...20 {
            try store.journal.append(samples: [F.heartRate(120, at: Double(second))], at: F.date(Double(second)))
            try store.journal.flush()
        }
        let copy = directory.path("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
        _ = store
        return (copy, copy + "-wal")
    }

    @Test("an intact log reads whole, and SQLite sees every commit")
    func intact() throws {
        let temp = TemporaryDirectory()
        let (_, wal) = try Self.copiedDatabase(into: temp)
        let inspection = try #require(try WriteAheadLogInspection.inspect(path: wal))
        #expect(inspection.firstBadFrame == nil && !inspection.losesCommittedData)
        #expect(inspection.readableFrameCount > 10 && inspection.readableFrameCount <= inspection.frameCount)
    }

    @Test("a flipped byte in an early frame is found, with the committed transactions SQLite will drop")
    func flippedByte() throws {
        let temp = TemporaryDirectory()
        let (database, wal) = try Self.copiedDatabase(into: temp)
        let before = try #require(try WriteAheadLogInspection.inspect(path: wal))
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: wal)))
        let frame = 3
        bytes[32 + frame * (24 + before.pageSize) + 24 + 100] ^= 0x40  // inside frame 4's page
        try Data(bytes).write(to: URL(fileURLWithPath: wal))
        let after = try #require(try WriteAheadLogInspection.inspect(path: wal))
        #expect(after.firstBadFrame == frame)
        #expect(after.losesCommittedData && after.lostCommits > 5, "\(after)")
        #expect(after.summary.contains("damaged at frame 4"))
        // What the report says is lost is what SQLite no longer shows.
        let reopened = try Database(readingAt: database)
        // Here the damage comes before even the schema's commit: SQLite shows no journal at all.
        let journaled = (try? reopened.scalarInt("SELECT count(*) FROM journal_entry")) ?? 0
        #expect(journaled < 21, "\(journaled) entries survive of 21")
    }

    @Test("a file that is not a WAL is named, not guessed at")
    func notAWAL() throws {
        let temp = TemporaryDirectory()
        let path = temp.path("x-wal")
        try Data(repeating: 7, count: 64).write(to: URL(fileURLWithPath: path))
        #expect(throws: WriteAheadLogInspection.Unreadable.self) { _ = try WriteAheadLogInspection.inspect(path: path) }
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(try WriteAheadLogInspection.inspect(path: path) == nil)
    }
}
