import CSQLite
import Foundation

/// `SQLITE_TRANSIENT`, re-declared: the C macro casts -1 to a destructor pointer, which Swift
/// cannot import. It tells SQLite to copy bound text and blobs before `bind` returns.
private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement. It belongs to its ``Database`` and is finalized when released.
///
/// ```swift
/// let insert = try db.prepare("INSERT INTO t(a, b) VALUES (?, ?)")
/// try insert.execute(1, "one")
/// try insert.execute(2, "two")        // reset and rebound each time
/// ```
public final class Statement {
    private let handle: OpaquePointer
    private unowned let database: Database
    /// The SQL this statement was prepared from.
    public let sql: String

    init(database: Database, sql: String) throws(DatabaseError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw database.error(code: code, sql: sql)
        }
        self.handle = statement
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to the parameters `?1…?n`, after resetting the statement.
    public func bind(_ values: [any DatabaseValueConvertible]) throws(DatabaseError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value.databaseValue {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let v): code = sqlite3_bind_int64(handle, index, v)
            case .real(let v): code = sqlite3_bind_double(handle, index, v)
            case .text(let v): code = sqlite3_bind_text(handle, index, v, -1, SQLITE_TRANSIENT)
            case .blob(let v):
                code = v.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), SQLITE_TRANSIENT)
                }
            }
            guard code == SQLITE_OK else { throw database.error(code: code, sql: sql) }
        }
    }

    /// Binds and runs a statement that returns no rows.
    public func execute(_ values: any DatabaseValueConvertible...) throws(DatabaseError) {
        try execute(values)
    }

    /// Binds and runs a statement that returns no rows.
    public func execute(_ values: [any DatabaseValueConvertible]) throws(DatabaseError) {
        try bind(values)
        while try step() {}
    }

    /// Binds and runs a query, calling `body` for each row.
    public func forEachRow(
        _ values: [any DatabaseValueConvertible] = [], _ body: (Row) throws(DatabaseError) -> Void
    ) throws(DatabaseError) {
        try bind(values)
        while try step() {
            try body(Row(handle: handle))
        }
    }

    /// Binds and runs a query, mapping each row.
    public func map<T>(_ values: [any DatabaseValueConvertible] = [], _ transform: (Row) throws(DatabaseError) -> T)
        throws(DatabaseError) -> [T]
    {
        var result: [T] = []
        try forEachRow(values) { row throws(DatabaseError) in result.append(try transform(row)) }
        return result
    }

    /// Steps once: `true` when a row is available, `false` when done.
    func step() throws(DatabaseError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE:
            sqlite3_reset(handle)
            return false
        default:
            sqlite3_reset(handle)
            throw database.error(code: code, sql: sql)
        }
    }
}

/// One result row; valid only inside the closure that received it (the statement moves on after).
public struct Row {
    fileprivate let handle: OpaquePointer

    fileprivate init(handle: OpaquePointer) { self.handle = handle }

    /// Whether column `index` is NULL.
    public func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

    /// Column `index` as an integer (0 when NULL).
    public func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    /// Column `index` as an Int (0 when NULL).
    public func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(handle, index)) }

    /// Column `index` as a double (0 when NULL).
    public func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

    /// Column `index` as an optional double.
    public func optionalDouble(_ index: Int32) -> Double? { isNull(index) ? nil : double(index) }

    /// Column `index` as text ("" when NULL).
    public func string(_ index: Int32) -> String {
        guard let text = sqlite3_column_text(handle, index) else { return "" }
        return String(cString: text)
    }

    /// Column `index`'s text as bytes, without making a `String` (valid only inside `body`; empty
    /// when NULL): for hot loops that compare a name against a few known ones.
    public func withUTF8<T>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        guard let text = sqlite3_column_text(handle, index) else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        let count = Int(sqlite3_column_bytes(handle, index))
        return body(UnsafeBufferPointer(start: text, count: count))
    }

    /// Column `index`'s bytes without copying them (valid only inside `body`; empty when NULL).
    public func withBlob<T>(_ index: Int32, _ body: (UnsafeRawBufferPointer) -> T) -> T {
        let count = Int(sqlite3_column_bytes(handle, index))
        guard count > 0, let bytes = sqlite3_column_blob(handle, index) else {
            return body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        return body(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// How many columns the row has.
    public var columnCount: Int32 { sqlite3_column_count(handle) }

    /// Column `index` as SQLite stored it.
    public func value(_ index: Int32) -> DatabaseValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: .integer(int64(index))
        case SQLITE_FLOAT: .real(double(index))
        case SQLITE_TEXT: .text(string(index))
        case SQLITE_BLOB: .blob(data(index))
        default: .null
        }
    }

    /// Column `index` as optional text.
    public func optionalString(_ index: Int32) -> String? { isNull(index) ? nil : string(index) }

    /// Column `index` as bytes (empty when NULL).
    public func data(_ index: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(handle, index))
        guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// Column `index` as a date stored as seconds since the reference date (see `Date.databaseValue`).
    public func date(_ index: Int32) -> Date { Date(timeIntervalSinceReferenceDate: double(index)) }
}
