import CadenceCore
import CadenceStore
import CadenceTestSupport
import Foundation
import Testing

struct DatabaseTests {
    let now = WorkoutFixtures.referenceDate

    @Test("the database file is owner-only in an owner-only directory")
    func permissions() throws {
        let temp = TemporaryDirectory()
        let path = temp.path("data/nested/cadence.sqlite")
        _ = try WorkoutStore(path: path, now: now)
        let file = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        let directory =
            try FileManager.default.attributesOfItem(atPath: temp.path("data/nested"))[.posixPermissions] as? Int
        #expect(file == 0o600)
        #expect(directory == 0o700)
    }

    @Test("errors carry SQLite's extended code, its message and the SQL")
    func errorText() throws {
        let temp = TemporaryDirectory()
        let db = try Database(path: temp.path("a.sqlite"))
        try db.execute("CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT NOT NULL)")
        do {
            try db.execute("INSERT INTO t (a, b) VALUES (?, ?)", 1, Optional<String>.none)
            Issue.record("expected a constraint error")
        } catch {
            #expect(error.extendedResultCode == 1299)  // SQLITE_CONSTRAINT_NOTNULL
            #expect(error.resultCode == 19)
            #expect(
                error.description
                    == "SQLite error 1299: NOT NULL constraint failed: t.b (database \(temp.path("a.sqlite"))) — SQL: INSERT INTO t (a, b) VALUES (?, ?)"
            )
        }
    }

    @Test("a transaction that throws is rolled back")
    func rollback() throws {
        let temp = TemporaryDirectory()
        let db = try Database(path: temp.path("a.sqlite"))
        try db.execute("CREATE TABLE t (a INTEGER PRIMARY KEY)")
        #expect(throws: DatabaseError.self) {
            try db.inTransaction { () throws(DatabaseError) in
                try db.execute("INSERT INTO t (a) VALUES (1)")
                try db.execute("INSERT INTO t (a) VALUES (1)")
            }
        }
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 0)
        #expect(!db.isInTransaction)
    }

    @Test("typed values round-trip through bind and read")
    func roundTrip() throws {
        let temp = TemporaryDirectory()
        let db = try Database(path: temp.path("a.sqlite"))
        try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n TEXT)")
        try db.execute(
            "INSERT INTO t VALUES (?, ?, ?, ?, ?)", Int64.max, 2.5, "héllo", Data([0, 1, 255]), Optional<String>.none)
        let rows = try db.prepare("SELECT i, r, s, b, n FROM t").map { row in
            (row.int64(0), row.double(1), row.string(2), row.data(3), row.optionalString(4))
        }
        #expect(rows.count == 1)
        #expect(rows[0].0 == Int64.max && rows[0].1 == 2.5 && rows[0].2 == "héllo")
        #expect(rows[0].3 == Data([0, 1, 255]) && rows[0].4 == nil)
    }

    @Test("a file that is not SQLite gives a clear error naming it and is left untouched")
    func notADatabase() throws {
        let temp = TemporaryDirectory()
        let path = temp.path("cadence.sqlite")
        let original = Data(String(repeating: "this is not a database, just some text. ", count: 200).utf8)
        try original.write(to: URL(fileURLWithPath: path))
        do {
            _ = try WorkoutStore(path: path, now: now)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .notADatabase)
            #expect(error.description.contains(path))
            #expect(error.description.contains("not an SQLite database"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("a corrupt file gives a clear error naming it and is left untouched")
    func corrupt() throws {
        let temp = TemporaryDirectory()
        let path = temp.path("cadence.sqlite")
        do {
            let store = try WorkoutStore(path: path, now: now)
            try store.database.execute("PRAGMA journal_mode = DELETE")  // fold the WAL back into the file
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // Damage the schema page (page 1 after the 100-byte header): sqlite_master is unreadable.
        for i in 100..<min(bytes.count, 4096) { bytes[i] = 0xA5 }
        try bytes.write(to: URL(fileURLWithPath: path))
        do {
            _ = try WorkoutStore(path: path, now: now)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .corrupt || error.kind == .notADatabase, "\(error)")
            #expect(error.description.contains(path))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test("a database written by a newer Cadence is refused, naming the file, and left untouched")
    func newerSchema() throws {
        let temp = TemporaryDirectory()
        let path = temp.path("cadence.sqlite")
        do {
            let store = try WorkoutStore(path: path, now: now)
            try store.database.execute("INSERT INTO cadence_migrations (name, applied_at) VALUES ('v9-future', 0)")
        }
        do {
            _ = try WorkoutStore(path: path, now: now)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .newerSchema)
            #expect(
                error.description
                    == "cannot open database \(path): it was written by a newer Cadence (unknown migrations: v9-future; this version knows 4) (left untouched)"
            )
        }
        let db = try Database(path: path)
        #expect(try db.scalarInt("SELECT count(*) FROM cadence_migrations") == 5)
    }

    @Test("migrations are recorded by name and applied once")
    func migrations() throws {
        let temp = TemporaryDirectory()
        let path = temp.path("cadence.sqlite")
        _ = try WorkoutStore(path: path, now: now)
        _ = try WorkoutStore(path: path, now: now)
        let db = try Database(path: path)
        let names = try DatabaseMigrator().appliedMigrations(in: db)
        #expect(names == ["v1-journal", "v1-history", "v2-imports", "v3-journal-batches"])
    }
}

extension DatabaseTests {
    @Test("a nested transaction is a savepoint: its failure undoes only its own work")
    func nested() throws {
        let temp = TemporaryDirectory()
        let db = try Database(path: temp.path("a.sqlite"))
        try db.execute("CREATE TABLE t (a INTEGER PRIMARY KEY)")
        try db.inTransaction { () throws(DatabaseError) in
            try db.execute("INSERT INTO t (a) VALUES (1)")
            _ = try? db.inTransaction { () throws(DatabaseError) in
                try db.execute("INSERT INTO t (a) VALUES (2)")
                try db.execute("INSERT INTO t (a) VALUES (2)")
            }
            try db.inTransaction { () throws(DatabaseError) in try db.execute("INSERT INTO t (a) VALUES (3)") }
        }
        #expect(try db.prepare("SELECT a FROM t ORDER BY a").map { $0.int(0) } == [1, 3])
    }
}
