import CadenceCore
import Foundation

/// Cadence's database: the journal of the active workout and the history of finished ones, in
/// one SQLite file so that finishing a workout — save it with its samples, route, events, laps
/// and splits, and clear the journal — is one transaction.
///
/// Not `Sendable`: one owner (the app's controller actor) uses it.
///
/// ```swift
/// let store = try WorkoutStore(path: dataDirectory + "/cadence.sqlite", now: .now)
/// try store.journal.begin(configuration: run, at: start)
/// try store.journal.append(RecordedCommand(.startActivity, at: start))   // durable on return
/// …
/// let id = try store.saveFinishedWorkout(workout)   // saves and clears the journal atomically
/// ```
public final class WorkoutStore {
    /// The connection.
    public let database: Database
    /// The active workout's journal.
    public let journal: SessionJournal

    /// Opens or creates the database at `path` and brings its schema up to date.
    ///
    /// - Throws: ``DatabaseError`` naming the file when it is not SQLite, is corrupt, or was
    ///   written by a newer Cadence; nothing is deleted or overwritten in those cases.
    public init(path: String, now: Date, policy: JournalPolicy = .default) throws(DatabaseError) {
        database = try Database(path: path)
        try CadenceSchema.migrator.migrate(database, now: now)
        journal = SessionJournal(database: database, policy: policy)
    }

    /// Opens the database at `path` for reading only (history, show, summary and export without
    /// a host). Nothing is created or upgraded; the journal cannot be written.
    ///
    /// - Throws: ``DatabaseError`` when the file is missing, is not SQLite, is damaged, or its
    ///   schema is not this version's.
    public init(readingAt path: String) throws(DatabaseError) {
        database = try Database(readingAt: path)
        try CadenceSchema.migrator.verifyCurrent(database)
        journal = SessionJournal(database: database, policy: .default)
    }

    /// Checks the file before it is trusted with a workout: `PRAGMA quick_check`, or the full
    /// `integrity_check` when the journal holds a workout in progress (the one about to be
    /// recovered). Damage is reported, naming the file, instead of being met by the next save.
    ///
    /// - Throws: ``DatabaseError`` of kind `corrupt` with what SQLite found.
    public func verifyIntegrity() throws(DatabaseError) {
        let active = try database.scalarInt("SELECT count(*) FROM journal_session") ?? 0 > 0
        let problems = try database.prepare(active ? "PRAGMA integrity_check" : "PRAGMA quick_check").map {
            $0.string(0)
        }
        guard problems != ["ok"] else { return }
        throw DatabaseError(
            kind: .corrupt,
            message:
                "the database is damaged (\(problems.prefix(3).joined(separator: "; "))); nothing was changed. Keep a copy of the file and restore it from a backup",
            path: database.path)
    }

    /// Copies what the write-ahead log holds into the main file, so history does not live in
    /// the WAL longer than it must: `full` waits for readers and truncates the log (a clean stop);
    /// otherwise it copies what it can without waiting (after a save).
    public func checkpoint(full: Bool) throws(DatabaseError) {
        try database.execute(full ? "PRAGMA wal_checkpoint(TRUNCATE)" : "PRAGMA wal_checkpoint(PASSIVE)")
    }

    /// The database file's conventional name inside a data directory.
    public static let fileName = "cadence.sqlite"

    // MARK: Saving

    /// Saves a workout finished from the active journal: its summary, events, laps, splits, the
    /// journal's samples and route, and clears the journal — all in one transaction.
    ///
    /// - Returns: the new workout's id.
    public func saveFinishedWorkout(_ workout: Workout) throws(DatabaseError) -> Int64 {
        try database.inTransaction { () throws(DatabaseError) in
            try journal.writePendingInTransaction()
            let id = try insertSummaryAndDetails(workout)
            try database.execute(
                """
                INSERT INTO workout_sample (workout_id, type, start, "end", value)
                SELECT ?, name, start, "end", value FROM journal_entry WHERE kind = 2 ORDER BY seq
                """, id)
            let insertSample = try database.prepare(
                "INSERT INTO workout_sample (workout_id, type, start, \"end\", value) VALUES (?, ?, ?, ?, ?)")
            try journal.forEachBatchedSample { sample throws(DatabaseError) in
                try insertSample.execute(
                    id, sample.quantityType.rawValue, sample.startDate, sample.endDate, sample.canonicalValue)
            }
            try database.execute(
                """
                INSERT INTO workout_route (workout_id, timestamp, latitude, longitude, altitude, accuracy, speed, course)
                SELECT ?, start, latitude, longitude, altitude, accuracy, speed, course
                FROM journal_entry WHERE kind = 3 ORDER BY seq
                """, id)
            try journal.clearInTransaction()
            return id
        }
    }

    /// The workout an earlier import of the same bytes created, if any.
    public func importedWorkoutID(contentHash: String) throws(DatabaseError) -> Int64? {
        try database.scalarInt("SELECT workout_id FROM workout_import WHERE content_hash = ?", [contentHash])
    }

    /// Saves a workout that did not come from the journal (an import), with its samples; with a
    /// content hash, the import is remembered so the same file is not imported twice.
    public func save(
        _ workout: Workout, samples: [QuantitySample], importedFrom fileName: String? = nil, contentHash: String? = nil,
        at date: Date = Date()
    ) throws(DatabaseError) -> Int64 {
        try database.inTransaction { () throws(DatabaseError) in
            let id = try insertSummaryAndDetails(workout)
            if let contentHash {
                try database.execute(
                    "INSERT INTO workout_import (content_hash, workout_id, file_name, imported_at) VALUES (?, ?, ?, ?)",
                    contentHash, id,
                    fileName ?? "", date)
            }
            let insert = try database.prepare(
                "INSERT INTO workout_sample (workout_id, type, start, \"end\", value) VALUES (?, ?, ?, ?, ?)")
            for sample in samples {
                try insert.execute(
                    id, sample.quantityType.rawValue, sample.startDate, sample.endDate, sample.canonicalValue)
            }
            try insertRoute(of: workout, id: id)
            return id
        }
    }

    /// Saves an imported workout whose samples and route are written while it is read, so that a
    /// long file is never held in memory: `read` passes each batch of samples to its first
    /// argument and each batch of route fixes to its second as it makes them, then returns the
    /// workout they belong to (whose own route is saved too), or `nil` to save nothing. All of
    /// it is one transaction: a failed write, a `nil`, or an error leaves the history as it was.
    ///
    /// - Returns: the new workout's id, or `nil` when `read` gave no workout.
    public func saveImport(
        importedFrom fileName: String? = nil, contentHash: String? = nil, at date: Date = Date(),
        reading read: (_ writeSamples: ([QuantitySample]) -> Void, _ writeRoute: ([LocationSample]) -> Void) -> Workout?
    ) throws(DatabaseError) -> Int64? {
        do throws(DatabaseError) {
            return try database.inTransaction { () throws(DatabaseError) -> Int64 in
                // The samples come before their workout row: its id is the one SQLite would give
                // it (the largest plus one, in this write transaction), and foreign keys are checked
                // at the commit.
                try database.execute("PRAGMA defer_foreign_keys = ON")
                let id = (try database.scalarInt("SELECT COALESCE(MAX(id), 0) + 1 FROM workout") ?? 0)
                let insert = try database.prepare(
                    "INSERT INTO workout_sample (workout_id, type, start, \"end\", value) VALUES (?, ?, ?, ?, ?)")
                let routeInsert = try prepareRouteInsert()
                var failure: DatabaseError?
                let workout = read(
                    { batch in
                        guard failure == nil else { return }
                        do throws(DatabaseError) {
                            for sample in batch {
                                try insert.execute(
                                    id, sample.quantityType.rawValue, sample.startDate, sample.endDate,
                                    sample.canonicalValue)
                            }
                        } catch {
                            failure = error
                        }
                    },
                    { fixes in
                        guard failure == nil else { return }
                        do throws(DatabaseError) {
                            for fix in fixes { try write(fix, id: id, with: routeInsert) }
                        } catch {
                            failure = error
                        }
                    })
                if let failure { throw failure }
                guard let workout else { throw Self.nothingToSave }
                _ = try insertSummaryAndDetails(workout, id: id)
                if let contentHash {
                    try database.execute(
                        "INSERT INTO workout_import (content_hash, workout_id, file_name, imported_at) VALUES (?, ?, ?, ?)",
                        contentHash, id, fileName ?? "", date)
                }
                try insertRoute(of: workout, id: id)
                return id
            }
        } catch {
            if error == Self.nothingToSave { return nil }
            throw error
        }
    }

    /// Thrown inside ``saveImport(importedFrom:contentHash:at:reading:)`` to roll back when there
    /// is nothing to save; never seen outside.
    private static let nothingToSave = DatabaseError(kind: .sqlite, message: "cadence: nothing to save (rolled back)")

    private func insertRoute(of workout: Workout, id: Int64) throws(DatabaseError) {
        let route = try prepareRouteInsert()
        for fix in workout.route { try write(fix, id: id, with: route) }
    }

    private func prepareRouteInsert() throws(DatabaseError) -> Statement {
        try database.prepare(
            """
            INSERT INTO workout_route (workout_id, timestamp, latitude, longitude, altitude, accuracy, speed, course)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    private func write(_ fix: LocationSample, id: Int64, with statement: Statement) throws(DatabaseError) {
        try statement.execute(
            id, fix.timestamp, fix.latitude, fix.longitude, fix.altitude, fix.horizontalAccuracy, fix.speed, fix.course)
    }

    /// Inserts the summary row (with `id`, or the next one) and the workout's events, laps and
    /// splits; returns the row's id.
    private func insertSummaryAndDetails(_ workout: Workout, id: Int64? = nil) throws(DatabaseError) -> Int64 {
        let configuration = workout.configuration
        try database.execute(
            """
            INSERT INTO workout (id, activity_type, location_type, swimming_location_type, lap_length_m, start, "end",
                duration, total_distance_m, total_energy_kcal, average_heart_rate, lap_count, statistics, metadata,
                created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            id, Int64(configuration.activityType.rawValue), configuration.locationType.rawValue,
            configuration.swimmingLocationType.rawValue, configuration.lapLengthMeters, workout.startDate,
            workout.endDate, workout.duration, workout.totalDistance?.doubleValue(for: .meter),
            workout.totalEnergyBurned?.doubleValue(for: .kilocalorie), workout.averageHeartRateBPM, workout.laps.count,
            JSONCoding.string(workout.allStatistics), JSONCoding.string(workout.metadata), workout.endDate)
        let id = database.lastInsertedRowID
        let event = try database.prepare(
            "INSERT INTO workout_event (workout_id, type, start, \"end\", metadata) VALUES (?, ?, ?, ?, ?)")
        for e in workout.events {
            try event.execute(
                id, e.type.rawValue, e.dateInterval.start, e.dateInterval.end, JSONCoding.string(e.metadata))
        }
        let lap = try database.prepare(
            """
            INSERT INTO workout_lap (workout_id, idx, start, "end", duration, distance_m, energy_kcal, average_heart_rate)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for l in workout.laps {
            try lap.execute(
                id, l.index, l.startDate, l.endDate, l.duration, l.distanceMeters, l.activeEnergyKilocalories,
                l.averageHeartRateBPM)
        }
        let split = try database.prepare(
            """
            INSERT INTO workout_split (workout_id, unit, idx, start, "end", duration, average_heart_rate)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        for s in workout.splits {
            try split.execute(id, s.unit.rawValue, s.index, s.startDate, s.endDate, s.duration, s.averageHeartRateBPM)
        }
        return id
    }

    /// Corrects a saved workout: what it was (activity, location, swimming location) and its
    /// title (`metadata["title"]`; an empty title removes it). Summaries and totals follow, since
    /// they read the same row.
    /// - Returns: whether a workout with that id existed.
    @discardableResult
    public func edit(id: Int64, configuration: WorkoutConfiguration?, title: String?) throws(DatabaseError) -> Bool {
        try database.inTransaction { () throws(DatabaseError) in
            guard let stored = try database.prepare("SELECT metadata FROM workout WHERE id = ?").map([id], { $0.string(0) }).first
            else { return false }
            if let configuration {
                try database.execute(
                    "UPDATE workout SET activity_type = ?, location_type = ?, swimming_location_type = ? WHERE id = ?",
                    Int64(configuration.activityType.rawValue), Int64(configuration.locationType.rawValue),
                    Int64(configuration.swimmingLocationType.rawValue), id)
            }
            if let title {
                var metadata = JSONCoding.decode([String: String].self, from: stored) ?? [:]
                metadata["title"] = title.isEmpty ? nil : title
                try database.execute("UPDATE workout SET metadata = ? WHERE id = ?", JSONCoding.string(metadata), id)
            }
            return true
        }
    }

    /// Deletes a workout and everything stored with it.
    /// - Returns: whether a workout with that id existed.
    @discardableResult
    public func delete(id: Int64) throws(DatabaseError) -> Bool {
        try database.inTransaction { () throws(DatabaseError) in
            try database.execute("DELETE FROM workout WHERE id = ?", id)
            return database.changes > 0
        }
    }
}
