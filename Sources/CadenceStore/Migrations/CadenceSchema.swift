/// Cadence's schema: the journal of the active session and the workout history, in one file so
/// that finishing a workout (save it, clear the journal) is one transaction.
enum CadenceSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-journal", sql: journalV1)
        migrator.registerMigration("v1-history", sql: historyV1)
        migrator.registerMigration("v2-imports", sql: importsV2)
        migrator.registerMigration("v3-journal-batches", sql: journalBatchesV3)
        return migrator
    }

    /// The active session: at most one row in `journal_session`; its log in `journal_entry`,
    /// ordered by `seq`. `kind`: 1 command, 2 quantity sample, 3 location, 4 metadata,
    /// 5 collection change.
    static let journalV1 = """
        CREATE TABLE journal_session (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            configuration TEXT NOT NULL,
            created_at REAL NOT NULL,
            info TEXT NOT NULL DEFAULT '{}'
        );
        CREATE TABLE journal_entry (
            seq INTEGER PRIMARY KEY,
            kind INTEGER NOT NULL,
            name TEXT,
            start REAL,
            "end" REAL,
            value REAL,
            latitude REAL,
            longitude REAL,
            altitude REAL,
            accuracy REAL,
            speed REAL,
            course REAL,
            text TEXT
        );
        """

    /// Samples in bulk: a journal row of kind 6 holds a run of samples as a blob in `data`
    /// (``SampleBatchCoding``). Rows of kind 2 (one sample each) are still read.
    static let journalBatchesV3 = """
        ALTER TABLE journal_entry ADD COLUMN data BLOB;
        """

    /// Files imported into history, by a hash of their bytes, so importing one twice is noticed.
    static let importsV2 = """
        CREATE TABLE workout_import (
            content_hash TEXT PRIMARY KEY NOT NULL,
            workout_id INTEGER NOT NULL REFERENCES workout (id) ON DELETE CASCADE,
            file_name TEXT NOT NULL,
            imported_at REAL NOT NULL
        );
        """

    /// The history: one summary row per workout (what lists and totals read), and its samples,
    /// route, events, laps and splits in their own tables.
    static let historyV1 = """
        CREATE TABLE workout (
            id INTEGER PRIMARY KEY,
            activity_type INTEGER NOT NULL,
            location_type INTEGER NOT NULL,
            swimming_location_type INTEGER NOT NULL,
            lap_length_m REAL,
            start REAL NOT NULL,
            "end" REAL NOT NULL,
            duration REAL NOT NULL,
            total_distance_m REAL,
            total_energy_kcal REAL,
            average_heart_rate REAL,
            lap_count INTEGER NOT NULL,
            statistics TEXT NOT NULL,
            metadata TEXT NOT NULL,
            created_at REAL NOT NULL
        );
        CREATE INDEX workout_by_start ON workout (start);
        CREATE TABLE workout_sample (
            workout_id INTEGER NOT NULL REFERENCES workout (id) ON DELETE CASCADE,
            type TEXT NOT NULL,
            start REAL NOT NULL,
            "end" REAL NOT NULL,
            value REAL NOT NULL
        );
        CREATE INDEX workout_sample_by_type ON workout_sample (workout_id, type, start);
        CREATE TABLE workout_route (
            workout_id INTEGER NOT NULL REFERENCES workout (id) ON DELETE CASCADE,
            timestamp REAL NOT NULL,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            altitude REAL,
            accuracy REAL NOT NULL,
            speed REAL,
            course REAL
        );
        CREATE INDEX workout_route_by_workout ON workout_route (workout_id, timestamp);
        CREATE TABLE workout_event (
            workout_id INTEGER NOT NULL REFERENCES workout (id) ON DELETE CASCADE,
            type INTEGER NOT NULL,
            start REAL NOT NULL,
            "end" REAL NOT NULL,
            metadata TEXT NOT NULL
        );
        CREATE INDEX workout_event_by_workout ON workout_event (workout_id);
        CREATE TABLE workout_lap (
            workout_id INTEGER NOT NULL REFERENCES workout (id) ON DELETE CASCADE,
            idx INTEGER NOT NULL,
            start REAL NOT NULL,
            "end" REAL NOT NULL,
            duration REAL NOT NULL,
            distance_m REAL NOT NULL,
            energy_kcal REAL NOT NULL,
            average_heart_rate REAL,
            PRIMARY KEY (workout_id, idx)
        );
        CREATE TABLE workout_split (
            workout_id INTEGER NOT NULL REFERENCES workout (id) ON DELETE CASCADE,
            unit TEXT NOT NULL,
            idx INTEGER NOT NULL,
            start REAL NOT NULL,
            "end" REAL NOT NULL,
            duration REAL NOT NULL,
            average_heart_rate REAL,
            PRIMARY KEY (workout_id, unit, idx)
        );
        """
}
