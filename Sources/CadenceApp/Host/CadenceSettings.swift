import CadenceIntents
import Foundation
import Synchronization

/// The person's settings, kept in `settings.json` in the data directory: for now the workout
/// the single press (`cadence action`, the Action button's "First Press") starts.
public struct CadenceSettings: Sendable, Hashable, Codable {
    /// The workout a press starts when none is in progress; `nil` for the first suggestion.
    public var actionWorkout: WorkoutStyle?

    public init(actionWorkout: WorkoutStyle? = nil) { self.actionWorkout = actionWorkout }

    /// The file in a data directory.
    public static func url(in directory: DataDirectory) -> URL { directory.url.appendingPathComponent("settings.json") }

    /// Why the settings file could not be read or written.
    public struct FileError: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Reads the settings (the defaults when there is no file).
    public static func load(from directory: DataDirectory) throws(FileError) -> CadenceSettings {
        let url = url(in: directory)
        guard FileManager.default.fileExists(atPath: url.path) else { return CadenceSettings() }
        do {
            return try JSONDecoder().decode(CadenceSettings.self, from: Data(contentsOf: url))
        } catch {
            throw FileError(path: url.path, reason: "not valid settings (\(error.localizedDescription)); fix or delete it")
        }
    }

    /// Writes the settings atomically (owner-only).
    public func save(in directory: DataDirectory) throws(FileError) {
        let url = Self.url(in: directory)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(self).write(to: url, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        } catch {
            throw FileError(path: url.path, reason: error.localizedDescription)
        }
    }

    /// The settings the running app uses (``StartWorkout/suggestedWorkouts`` follows them).
    public static var current: CadenceSettings {
        get { shared.withLock { $0 } }
        set {
            shared.withLock { $0 = newValue }
            // The first suggestion is the first-press workout: tell readers to read them again.
            StartWorkout.invalidateSuggestedWorkouts()
        }
    }

    private static let shared = Mutex(CadenceSettings())

    /// The workout a press starts now.
    public static var firstPressWorkout: WorkoutStyle {
        StartWorkout.suggestedWorkouts.first?.workoutStyle ?? .outdoorRun
    }
}
