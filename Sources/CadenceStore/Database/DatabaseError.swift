/// An error from SQLite or from opening a Cadence database. One line: what failed, why, and the
/// context (the file, SQLite's extended result code and message, the SQL).
public struct DatabaseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is, for callers that react differently.
    public enum Kind: String, Sendable, Hashable {
        /// SQLite returned an error code.
        case sqlite
        /// The file is not an SQLite database (`SQLITE_NOTADB`).
        case notADatabase
        /// The file is damaged (`SQLITE_CORRUPT`).
        case corrupt
        /// The database was written by a newer Cadence (unknown migrations).
        case newerSchema
        /// The directory or file could not be created with owner-only permissions.
        case fileSystem
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// SQLite's extended result code (`sqlite3_extended_errcode`), or 0 for non-SQLite failures.
    public let extendedResultCode: Int32
    /// SQLite's message, or the reason.
    public let message: String
    /// The statement that failed, if any.
    public let sql: String?
    /// The database file, if known.
    public let path: String?

    /// Creates an error.
    public init(
        kind: Kind = .sqlite, extendedResultCode: Int32 = 0, message: String, sql: String? = nil, path: String? = nil
    ) {
        self.kind = kind
        self.extendedResultCode = extendedResultCode
        self.message = message
        self.sql = sql
        self.path = path
    }

    /// The primary result code (the low byte of the extended code).
    public var resultCode: Int32 { extendedResultCode & 0xFF }

    public var description: String {
        var text: String
        switch kind {
        case .notADatabase:
            text = "cannot open database \(path ?? "?"): the file is not an SQLite database (left untouched)"
        case .corrupt:
            text = "database \(path ?? "?") is corrupt: \(message) (left untouched)"
        case .newerSchema:
            text = "cannot open database \(path ?? "?"): \(message) (left untouched)"
        case .fileSystem:
            text = "cannot prepare database \(path ?? "?"): \(message)"
        case .sqlite:
            text = "SQLite error \(extendedResultCode): \(message)"
            if let path { text += " (database \(path))" }
        }
        if let sql { text += " — SQL: \(sql)" }
        return text
    }
}
