import Foundation

/// Ordered, named schema migrations, recorded in the database, each in its own transaction.
///
/// A migration is never edited once shipped: a change to the schema is a new migration at the
/// end of the list. Opening a database that records a migration this code does not know — one
/// written by a newer Cadence — fails with a ``DatabaseError`` of kind `newerSchema` before
/// anything is written.
public struct DatabaseMigrator: Sendable {
    /// One named step.
    public struct Migration: Sendable {
        /// The step's permanent name.
        public let name: String
        /// The SQL that performs it.
        public let sql: String
    }

    /// The steps, in order.
    public private(set) var migrations: [Migration] = []

    /// Creates an empty migrator.
    public init() {}

    /// Appends a step.
    public mutating func registerMigration(_ name: String, sql: String) {
        migrations.append(Migration(name: name, sql: sql))
    }

    /// The names of the steps already applied to `db`, in the order they were applied.
    public func appliedMigrations(in db: Database) throws(DatabaseError) -> [String] {
        try db.execute(
            "CREATE TABLE IF NOT EXISTS cadence_migrations (name TEXT PRIMARY KEY NOT NULL, applied_at REAL NOT NULL)")
        return try db.prepare("SELECT name FROM cadence_migrations ORDER BY rowid").map { $0.string(0) }
    }

    /// The steps `db` records, read without writing anything; throws `newerSchema` when one of
    /// them is unknown to this code (a newer database must stay exactly as it is).
    private func knownAppliedSteps(in db: Database) throws(DatabaseError) -> (applied: [String], hasTable: Bool) {
        let known = migrations.map(\.name)
        let hasTable =
            try db.scalarInt(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'cadence_migrations'") ?? 0 > 0
        let applied =
            hasTable ? try db.prepare("SELECT name FROM cadence_migrations ORDER BY rowid").map { $0.string(0) } : []
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty {
            throw DatabaseError(
                kind: .newerSchema,
                message:
                    "it was written by a newer Cadence (unknown migrations: \(unknown.joined(separator: ", ")); this version knows \(known.count))",
                path: db.path)
        }
        return (applied, hasTable)
    }

    /// Checks, without writing, that `db` has exactly the steps this code knows: what a reader
    /// needs before it trusts the schema.
    ///
    /// - Throws: ``DatabaseError`` (`newerSchema` for unknown steps; `sqlite` naming the missing
    ///   steps of an older database, which a host upgrades when it opens it).
    public func verifyCurrent(_ db: Database) throws(DatabaseError) {
        let applied = try knownAppliedSteps(in: db).applied
        let missing = migrations.map(\.name).filter { !applied.contains($0) }
        if !missing.isEmpty {
            throw DatabaseError(
                kind: .sqlite,
                message:
                    "its schema is older than this Cadence (missing \(missing.joined(separator: ", "))); start cadence serve once to upgrade it",
                path: db.path)
        }
    }

    /// Applies every step not yet applied, each in its own transaction.
    ///
    /// - Parameter now: the date recorded for each step.
    /// - Throws: ``DatabaseError`` (`newerSchema` when the database has steps this code lacks).
    public func migrate(_ db: Database, now: Date) throws(DatabaseError) {
        // Look before creating anything: a newer database must stay exactly as it is.
        let (applied, hasTable) = try knownAppliedSteps(in: db)
        if !hasTable { _ = try appliedMigrations(in: db) }
        for migration in migrations where !applied.contains(migration.name) {
            try db.inTransaction {
                () throws(DatabaseError) in
                try db.execute(migration.sql)
                try db.execute("INSERT INTO cadence_migrations (name, applied_at) VALUES (?, ?)", migration.name, now)
            }
        }
    }
}
