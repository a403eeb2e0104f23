import CadenceCore
import CadenceStore
import Foundation

/// `cadence doctor`: looks at a data directory without changing anything — ownership and modes,
/// whether a host holds it, the database file beside its WAL, the WAL's frames, SQLite's integrity check, the
/// schema, the history and the journal of a workout in progress (replayed, read-only) — and
/// says what it found, one finding per check.
public enum DataDirectoryDoctor {
    /// One check's outcome.
    public struct Finding: Sendable, Hashable, Codable {
        /// What was checked ("directory", "host", "database", "integrity", "history", "journal").
        public var check: String
        /// Whether it is fine.
        public var ok: Bool
        /// What was found, in words.
        public var detail: String
    }

    /// Every check, in order. Nothing is written.
    public static func examine(_ directory: DataDirectory, fullIntegrityCheck: Bool = false) -> [Finding] {
        var findings: [Finding] = []
        func add(_ check: String, _ ok: Bool, _ detail: String) { findings.append(Finding(check: check, ok: ok, detail: detail)) }
        let manager = FileManager.default
        guard manager.fileExists(atPath: directory.url.path) else {
            add("directory", true, "\(directory.url.path) does not exist yet (the first host or import creates it)")
            return findings
        }
        do {
            try directory.checkOwnership()
            add("directory", true, "\(directory.url.path) and its files are yours and not writable by others")
        } catch {
            add("directory", false, error.description)
        }
        if let pid = DataDirectoryLock.holder(directory) {
            add("host", true, "a host (pid \(pid)) serves this directory")
        } else {
            add("host", true, "no host is running")
        }
        if let lost = Database.lostMainFile(at: directory.databasePath) {
            add("database", false, lost.description)
            return findings
        }
        let mainSize = (try? manager.attributesOfItem(atPath: directory.databasePath))?[.size] as? Int ?? 0
        let walSize = (try? manager.attributesOfItem(atPath: directory.databasePath + "-wal"))?[.size] as? Int ?? 0
        guard manager.fileExists(atPath: directory.databasePath) else {
            add("database", true, "no database yet")
            return findings
        }
        do {
            if let inspection = try WriteAheadLogInspection.inspect(path: directory.databasePath + "-wal") {
                add("wal", !inspection.losesCommittedData, inspection.summary)
            } else {
                add("wal", true, "no write-ahead log (everything is in the main file)")
            }
        } catch {
            add("wal", false, "the write-ahead log is unreadable: \(error.description)")
        }
        let store: WorkoutStore
        do {
            store = try WorkoutStore(readingAt: directory.databasePath)
            add("database", true, "\(directory.databasePath): \(mainSize) bytes, WAL \(walSize) bytes, schema current")
        } catch {
            add("database", false, error.description)
            return findings
        }
        do {
            let pragma = fullIntegrityCheck ? "PRAGMA integrity_check" : "PRAGMA quick_check"
            let problems = try store.database.prepare(pragma).map { $0.string(0) }
            if problems == ["ok"] {
                add("integrity", true, "\(fullIntegrityCheck ? "integrity_check" : "quick_check"): ok")
            } else {
                add("integrity", false, problems.prefix(5).joined(separator: "; "))
            }
        } catch {
            add("integrity", false, error.description)
        }
        do {
            let count = try store.database.scalarInt("SELECT count(*) FROM workout") ?? 0
            add("history", true, "\(count) saved workout\(count == 1 ? "" : "s")")
        } catch {
            add("history", false, error.description)
        }
        do {
            if let recovered = try store.journal.recover() {
                let report = recovered.report
                add(
                    "journal", true,
                    "a workout in progress (\(recovered.session.state.name), since \(report.journalCreatedAt.ISO8601Format())): \(report.commandCount) commands, \(report.sampleCount) samples, \(report.locationCount) locations replay cleanly"
                )
            } else {
                add("journal", true, "no workout in progress")
            }
        } catch {
            add("journal", false, error.description)
        }
        return findings
    }

    /// What a salvage copied of one table.
    public struct SalvagedTable: Sendable, Hashable, Codable {
        public var table: String
        public var copied: Int
        public var lost: Int
        public var firstError: String?
    }

    /// Copies what can be read of the directory's database into
    /// `cadence-salvaged-<date>.sqlite` beside it; the original is not changed.
    ///
    /// - Returns: the new file's path and what was copied per table.
    public static func salvage(_ directory: DataDirectory, now: Date = Date()) throws(DatabaseError) -> (
        destination: String, tables: [SalvagedTable]
    ) {
        let stamp = ISO8601DateFormatter().string(from: now).replacingOccurrences(of: ":", with: "")
        let destination = directory.url.appendingPathComponent("cadence-salvaged-\(stamp).sqlite").path
        let results = try DatabaseSalvage.salvage(from: directory.databasePath, to: destination, now: now)
        return (
            destination,
            results.map { SalvagedTable(table: $0.table, copied: $0.copied, lost: $0.lost, firstError: $0.firstError) }
        )
    }
}
