import CadenceCore
import CadenceFormats
import CadenceStore
import Foundation

/// Workout files in and out of history: `cadence export` and `cadence import`. Opens the
/// database directly (SQLite's WAL lets it run beside a host).
public final class WorkoutArchive {
    let store: WorkoutStore
    private let now: @Sendable () -> Date

    /// Opens the history in a data directory.
    public init(dataDirectory: DataDirectory, now: @escaping @Sendable () -> Date = { Date() }) throws(ArchiveError) {
        do {
            try dataDirectory.create()
        } catch {
            throw .dataDirectory(dataDirectory.url.path, error.localizedDescription)
        }
        do {
            store = try WorkoutStore(path: dataDirectory.databasePath, now: now())
        } catch {
            throw .database(error)
        }
        self.now = now
    }

    /// Opens the history in a data directory for reading only (export): nothing is created or
    /// written, and a host may be recording beside it.
    public init(readingFrom dataDirectory: DataDirectory) throws(ArchiveError) {
        guard FileManager.default.fileExists(atPath: dataDirectory.databasePath) else { throw .noWorkouts }
        do {
            store = try WorkoutStore(readingAt: dataDirectory.databasePath)
        } catch {
            throw .database(error)
        }
        self.now = { Date() }
    }

    /// Works on a store the caller owns (the host's controller imports through its own connection).
    init(store: WorkoutStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    // MARK: Export

    /// The workout a reference names: an id, or "latest".
    public func resolve(_ reference: String) throws(ArchiveError) -> Int64 {
        do {
            if reference.lowercased() == "latest" {
                guard let id = try store.latestWorkoutID() else { throw ArchiveError.noWorkouts }
                return id
            }
            guard let id = Int64(reference) else { throw ArchiveError.badReference(reference) }
            guard try store.summary(id: id) != nil else { throw ArchiveError.noSuchWorkout(id) }
            return id
        } catch let error as ArchiveError {
            throw error
        } catch let error as DatabaseError {
            throw .database(error)
        } catch {
            throw .unexpected(String(describing: error))
        }
    }

    /// A sensible file name: "cadence-2026-03-01-outdoorRun-7.fit".
    public func defaultFileName(id: Int64, format: WorkoutFileFormat) throws(ArchiveError) -> String {
        guard let summary = try? store.summary(id: id) else { throw .noSuchWorkout(id) }
        let style = WorkoutStyle(configuration: summary.configuration).rawValue
        return "cadence-\(Formatting.day(summary.startDate))-\(style)-\(id).\(format.rawValue)"
    }

    /// The bytes of one workout in a format.
    public func export(id: Int64, format: WorkoutFileFormat) throws(ArchiveError) -> Data {
        let (stored, samples) = try workoutWithSamples(id: id)
        let style = WorkoutStyle(configuration: stored.workout.configuration)
        do {
            return try WorkoutFiles.write(
                stored.workout, samples: samples, format: format,
                name: "\(style.title), \(Formatting.day(stored.workout.startDate))")
        } catch {
            throw .cannotExport(id: id, format: format.rawValue, reason: error.description)
        }
    }

    /// One saved workout and every sample of it (export and the report draw from all of them).
    func workoutWithSamples(id: Int64) throws(ArchiveError) -> (StoredWorkout, [QuantitySample]) {
        do {
            guard let stored = try store.workout(id: id) else { throw ArchiveError.noSuchWorkout(id) }
            var samples: [QuantitySample] = []
            for type in QuantityType.allCases {
                samples += try store.samples(workoutID: id, type: type)
            }
            return (stored, samples)
        } catch let error as ArchiveError {
            throw error
        } catch let error as DatabaseError {
            throw .database(error)
        } catch {
            throw .unexpected(String(describing: error))
        }
    }

    // MARK: Import

    /// What happened to one imported file.
    public enum ImportOutcome: Sendable, Hashable {
        /// Saved as a new workout.
        case imported(id: Int64, workoutStyle: String, warnings: [String])
        /// The same bytes were imported before, as this workout.
        case alreadyImported(id: Int64)
    }

    /// Imports one file, read from `path`. With `strict`, a file with any warning (a bad CRC, a
    /// truncation, dropped records) is refused and nothing of it is saved.
    public func importFile(atPath path: String, strict: Bool = false) throws(ArchiveError) -> ImportOutcome {
        try importFile(named: path, bytes: FileBytes.read(atPath: path), strict: strict)
    }

    /// Imports one file's bytes.
    public func importFile(named name: String, bytes: [UInt8], strict: Bool = false) throws(ArchiveError)
        -> ImportOutcome
    {
        let hash = Self.contentHash(bytes)
        do {
            if let id = try store.importedWorkoutID(contentHash: hash) { return .alreadyImported(id: id) }
        } catch {
            throw .database(error)
        }
        let hint = WorkoutFileFormat(pathExtension: URL(fileURLWithPath: name).pathExtension)
        let fileName = URL(fileURLWithPath: name).lastPathComponent
        // The samples and the route are written to history while the file is read (one
        // transaction), so a long file is never held as either; a refused or unreadable file
        // leaves nothing behind.
        var refusal: ArchiveError?
        var outcome: (style: String, warnings: [String])?
        let saved: Int64?
        do throws(DatabaseError) {
            saved = try store.saveImport(importedFrom: fileName, contentHash: hash, at: now()) { write, writeRoute in
                let imported: ImportedWorkout
                do {
                    imported = try withoutActuallyEscaping(write) { write in
                        try withoutActuallyEscaping(writeRoute) { writeRoute in
                            try WorkoutFiles.read(bytes, formatHint: hint, samples: write, route: writeRoute)
                        }
                    }
                } catch {
                    refusal = .unreadable(name, String(describing: error))
                    return nil
                }
                if strict, !imported.warnings.isEmpty {
                    refusal = .refusedByStrict(name, imported.warnings)
                    return nil
                }
                outcome = (WorkoutStyle(configuration: imported.workout.configuration).rawValue, imported.warnings)
                var metadata = imported.workout.metadata
                metadata["importedFrom"] = fileName
                let w = imported.workout
                return Workout(
                    configuration: w.configuration, startDate: w.startDate, endDate: w.endDate, duration: w.duration,
                    events: w.events,
                    allStatistics: w.allStatistics, laps: w.laps, splits: w.splits, route: w.route, metadata: metadata)
            }
        } catch {
            throw .database(error)
        }
        if let refusal { throw refusal }
        guard let saved, let outcome else { throw .unexpected("the import of \(name) saved nothing and said no reason") }
        return .imported(id: saved, workoutStyle: outcome.style, warnings: outcome.warnings)
    }

    /// FNV-1a (64 bits) of the bytes, with their length: the same file is the same import.
    static func contentHash(_ bytes: [UInt8]) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        return String(value, radix: 16) + "-" + String(bytes.count)
    }

    /// Reads a recorded file for replay: the workout and its samples.
    public static func recording(at path: String) throws(ArchiveError) -> ImportedWorkout {
        let bytes = try FileBytes.read(atPath: path)
        do {
            return try WorkoutFiles.read(
                bytes, formatHint: WorkoutFileFormat(pathExtension: URL(fileURLWithPath: path).pathExtension))
        } catch {
            throw .unreadable(path, error.description)
        }
    }
}

/// Why an export or import failed.
public enum ArchiveError: Error, Sendable, Hashable, CustomStringConvertible {
    case dataDirectory(String, String)
    /// The database failed; the error says how and names the file.
    case database(DatabaseError)
    /// Something else failed (not expected: every call below throws `DatabaseError`).
    case unexpected(String)
    case noWorkouts
    case noSuchWorkout(Int64)
    case badReference(String)
    case cannotExport(id: Int64, format: String, reason: String)
    case unreadable(String, String)
    /// `import --strict` refused a file that imports only with warnings.
    case refusedByStrict(String, [String])

    public var description: String {
        switch self {
        case .dataDirectory(let path, let reason): "cannot open the data directory \(path): \(reason)"
        case .database(let error): error.description
        case .unexpected(let message): message
        case .noWorkouts: "there are no saved workouts yet"
        case .noSuchWorkout(let id): "there is no workout \(id) (see cadence history)"
        case .badReference(let text): "'\(text)' is not a workout id (a number from cadence history, or latest)"
        case .cannotExport(let id, let format, let reason): "cannot export workout \(id) as \(format): \(reason)"
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .refusedByStrict(let path, let warnings):
            "\(path): refused (--strict): \(warnings.joined(separator: "; "))"
        }
    }
}
