import Foundation

/// Copies what can still be read of a damaged Cadence database into a new one, row by row,
/// leaving the original as it is (`cadence doctor --salvage`).
///
/// Each table is read whole first; when that fails (a damaged page), row by row by rowid, so
/// the rows on readable pages survive. Rows whose workout was lost are dropped with it (the
/// new database checks foreign keys).
public enum DatabaseSalvage {
    /// What happened to one table.
    public struct TableResult: Sendable, Hashable, Codable {
        public var table: String
        /// Rows copied.
        public var copied: Int
        /// Row ids that could not be read (on a damaged page) or whose workout was lost.
        public var lost: Int
        /// The first error met, if any.
        public var firstError: String?
    }

    /// The tables copied, parents before children.
    static let tables = [
        "journal_session", "journal_entry", "workout", "workout_import", "workout_sample", "workout_route",
        "workout_event", "workout_lap", "workout_split",
    ]

    /// Salvages `source` into a new database at `destination` (which must not exist).
    ///
    /// - Throws: ``DatabaseError`` when the source cannot be opened at all or the destination
    ///   cannot be created.
    public static func salvage(from source: String, to destination: String, now: Date) throws(DatabaseError)
        -> [TableResult]
    {
        guard !FileManager.default.fileExists(atPath: destination) else {
            throw DatabaseError(kind: .fileSystem, message: "the salvage file already exists", path: destination)
        }
        let damaged = try Database(readingAt: source)
        let fresh = try WorkoutStore(path: destination, now: now)
        var results: [TableResult] = []
        for table in tables {
            results.append(copy(table, from: damaged, to: fresh.database))
        }
        return results
    }

    private static func copy(_ table: String, from source: Database, to destination: Database) -> TableResult {
        var result = TableResult(table: table, copied: 0, lost: 0, firstError: nil)
        func note(_ error: DatabaseError) {
            if result.firstError == nil { result.firstError = error.description }
        }
        let insert: (Row) throws(DatabaseError) -> Void = { row throws(DatabaseError) in
            let values = (0..<row.columnCount).map { row.value($0) }
            let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
            try destination.prepare("INSERT INTO \(table) VALUES (\(placeholders))").execute(values)
        }
        // Whole first: the common case, one pass.
        do {
            try destination.inTransaction { () throws(DatabaseError) in
                try source.prepare("SELECT * FROM \(table) ORDER BY rowid").forEachRow { row throws(DatabaseError) in
                    try insert(row)
                    result.copied += 1
                }
            }
            return result
        } catch {
            note(error)
            result.copied = 0
        }
        // Row by row, by rowid, skipping what cannot be read or inserted.
        let highest: Int64
        do {
            highest = try source.scalarInt("SELECT max(rowid) FROM \(table)") ?? 0
        } catch {
            note(error)
            return result
        }
        guard highest > 0 else { return result }
        do {
            try destination.inTransaction { () throws(DatabaseError) in
                for rowid in 1...highest {
                    do throws(DatabaseError) {
                        var found = false
                        try source.prepare("SELECT * FROM \(table) WHERE rowid = ?").forEachRow([rowid]) {
                            row throws(DatabaseError) in
                            found = true
                            try insert(row)
                        }
                        if found { result.copied += 1 }
                    } catch {
                        note(error)
                        result.lost += 1
                    }
                }
            }
        } catch {
            note(error)
        }
        return result
    }
}
