import CSQLite
import Foundation

/// One SQLite connection, GRDB-style but small: WAL, foreign keys, a busy timeout, prepared
/// statements with typed binding, transactions, and errors that carry SQLite's extended code,
/// its message and the SQL.
///
/// A connection is not `Sendable`: one owner (an actor, or one thread) uses it. The file is
/// created owner-only (0600) in an owner-only directory (0700). Opening never deletes or
/// overwrites anything: a file that is not SQLite, or is corrupt, gives a ``DatabaseError``
/// naming the file before anything is written to it.
public final class Database {
    let handle: OpaquePointer
    /// The database file's path.
    public let path: String
    private var statementCache: [String: Statement] = [:]
    private var savepointDepth = 0

    /// The path of a private database in memory (SQLite's `:memory:`), gone when closed.
    public static let inMemoryPath = ":memory:"

    /// Opens (creating if needed) the database at `path`.
    ///
    /// - Parameters:
    ///   - path: the file; its directory is created with mode 0700 if missing.
    ///   - busyTimeout: how long a statement waits for another connection's lock.
    /// - Throws: ``DatabaseError`` with kind `notADatabase`, `corrupt`, `fileSystem` or `sqlite`.
    public init(path: String, busyTimeout: Duration = .seconds(5)) throws(DatabaseError) {
        self.path = path
        if path != Self.inMemoryPath { try Self.prepareFile(at: path) }
        handle = try Self.open(
            path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE,
            busyTimeout: busyTimeout)
        // Read the schema before writing anything: this is where a file that is not SQLite or has
        // a damaged header or schema is found, while it is still untouched.
        try execute("SELECT count(*) FROM sqlite_master")
        // WAL lets readers run beside the one writer and makes commits cheap (sqlite.org/wal.html).
        try execute("PRAGMA journal_mode = WAL")
        // FULL syncs the WAL at every commit, so a committed transaction survives power loss as
        // well as a process crash (sqlite.org/pragma.html#pragma_synchronous).
        try execute("PRAGMA synchronous = FULL")
        try execute("PRAGMA foreign_keys = ON")
    }

    /// Opens an existing database for reading only: nothing is created, no pragma that writes
    /// is run, and every write fails. Readers run beside the one writer (WAL).
    ///
    /// - Throws: ``DatabaseError`` when the file is missing, is not SQLite or is damaged.
    public init(readingAt path: String, busyTimeout: Duration = .seconds(5)) throws(DatabaseError) {
        self.path = path
        handle = try Self.open(
            path, flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE, busyTimeout: busyTimeout)
        try execute("SELECT count(*) FROM sqlite_master")
    }

    /// Opens a connection with extended result codes and a busy timeout.
    private static func open(_ path: String, flags: Int32, busyTimeout: Duration) throws(DatabaseError) -> OpaquePointer {
        var db: OpaquePointer?
        let code = sqlite3_open_v2(path, &db, flags, nil)
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            // A failed open still allocates a handle that must be closed (sqlite.org/c3ref/open.html).
            sqlite3_close_v2(db)
            throw DatabaseError(extendedResultCode: code, message: message, path: path)
        }
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, Int32(busyTimeout.components.seconds * 1000))
        return db
    }

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// The error for a main file that is missing or empty beside a write-ahead log that holds
    /// data — lost or truncated: starting afresh would overwrite the log, and the history in it.
    /// `nil` when that is not the case. Opening refuses it; `cadence doctor` reports it.
    public static func lostMainFile(at path: String) -> DatabaseError? {
        let manager = FileManager.default
        let mainSize = (try? manager.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        let walSize = (try? manager.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int ?? 0
        guard mainSize == 0, walSize > 0 else { return nil }
        return DatabaseError(
            kind: .corrupt,
            message:
                "the database file is \(manager.fileExists(atPath: path) ? "empty" : "missing") but its write-ahead log (\(path)-wal, \(walSize) bytes) holds data, so the main file was lost or truncated; nothing was changed. Restore cadence.sqlite from a backup, or move cadence.sqlite-wal away to start a new history",
            path: path)
    }

    /// Creates the directory (0700) and the file (0600) if missing, so SQLite never creates them
    /// with the process's umask. SQLite gives its -wal and -shm files the database file's mode.
    private static func prepareFile(at path: String) throws(DatabaseError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let manager = FileManager.default
        if let lost = lostMainFile(at: path) { throw lost }
        do {
            if !manager.fileExists(atPath: directory) {
                try manager.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            if !manager.fileExists(atPath: path) {
                guard manager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                    throw DatabaseError(kind: .fileSystem, message: "could not create the file", path: path)
                }
            }
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw DatabaseError(kind: .fileSystem, message: "\(error.localizedDescription)", path: path)
        }
    }

    // MARK: Statements

    /// Prepares a statement (cached by its SQL for the life of the connection).
    public func prepare(_ sql: String) throws(DatabaseError) -> Statement {
        if let cached = statementCache[sql] { return cached }
        let statement = try Statement(database: self, sql: sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws(DatabaseError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw error(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// Runs one statement with arguments.
    public func execute(_ sql: String, _ values: any DatabaseValueConvertible...) throws(DatabaseError) {
        try prepare(sql).execute(values)
    }

    /// The first column of the first row, as a double, or `nil` when there is no row or it is NULL.
    public func scalarDouble(_ sql: String, _ values: [any DatabaseValueConvertible] = []) throws(DatabaseError)
        -> Double?
    {
        var result: Double?
        var first = true
        try prepare(sql).forEachRow(values) { row in
            if first { result = row.optionalDouble(0) }
            first = false
        }
        return result
    }

    /// The first column of the first row, as an integer, or `nil`.
    public func scalarInt(_ sql: String, _ values: [any DatabaseValueConvertible] = []) throws(DatabaseError) -> Int64?
    {
        var result: Int64?
        var first = true
        try prepare(sql).forEachRow(values) { row in
            if first, !row.isNull(0) { result = row.int64(0) }
            first = false
        }
        return result
    }

    /// The row id of the last insert on this connection.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last statement changed.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    // MARK: Transactions

    /// How a transaction takes its locks (sqlite.org/lang_transaction.html).
    public enum TransactionKind: String, Sendable {
        case deferred = "DEFERRED"
        case immediate = "IMMEDIATE"
        case exclusive = "EXCLUSIVE"
    }

    /// Runs `body` in a transaction: committed if it returns, rolled back if it throws.
    ///
    /// Inside an open transaction it nests as a savepoint (sqlite.org/lang_savepoint.html): the
    /// inner work is undone alone if it throws, and becomes durable with the outer commit.
    public func inTransaction<T>(
        _ kind: TransactionKind = .immediate, _ body: () throws(DatabaseError) -> T
    ) throws(DatabaseError) -> T {
        let nested = isInTransaction
        savepointDepth += 1
        defer { savepointDepth -= 1 }
        let savepoint = "cadence_savepoint_\(savepointDepth)"
        try execute(nested ? "SAVEPOINT \(savepoint)" : "BEGIN \(kind.rawValue) TRANSACTION")
        do {
            let result = try body()
            try execute(nested ? "RELEASE SAVEPOINT \(savepoint)" : "COMMIT TRANSACTION")
            return result
        } catch {
            // A failed body or COMMIT leaves the transaction open: undo it and report the original
            // error. (Rolling back can only fail when nothing is open any more.)
            if nested {
                try? execute("ROLLBACK TO SAVEPOINT \(savepoint)")
                try? execute("RELEASE SAVEPOINT \(savepoint)")
            } else if isInTransaction {
                try? execute("ROLLBACK TRANSACTION")
            }
            throw error
        }
    }

    /// Whether a transaction is open.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    // MARK: Errors

    func error(code: Int32, message: String? = nil, sql: String?) -> DatabaseError {
        let extended = code == SQLITE_OK ? sqlite3_extended_errcode(handle) : code
        let text = message ?? String(cString: sqlite3_errmsg(handle))
        let kind: DatabaseError.Kind =
            switch extended & 0xFF {
            case SQLITE_NOTADB: .notADatabase
            case SQLITE_CORRUPT: .corrupt
            default: .sqlite
            }
        return DatabaseError(kind: kind, extendedResultCode: extended, message: text, sql: sql, path: path)
    }
}
