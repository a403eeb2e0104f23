import CadenceCore
import CadenceIntents
import Foundation
import Synchronization

/// The person's settings, kept in `settings.json` in the data directory: the workout the single
/// press (`cadence action`, the Action button's "First Press") starts, and the maximum heart
/// rate (or age) heart-rate zones are shares of.
public struct CadenceSettings: Sendable, Hashable, Codable {
    /// The workout a press starts when none is in progress; `nil` for the first suggestion.
    public var actionWorkout: WorkoutStyle?
    /// The person's maximum heart rate in beats per minute (`cadence config set max-hr 185`).
    public var maximumHeartRate: Int?
    /// The person's age in years, for 220 − age when no maximum is set.
    public var age: Int?
    /// The units every door, dialog, the live view and the report use (`cadence config set units
    /// imperial`); metric when unset.
    public var units: MeasurementSystem?
    /// Whether runs and rides pause themselves when the person stops moving (`cadence config set
    /// auto-pause on`); off when unset, as on Apple Watch. See ``AutoPause``.
    public var autoPause: Bool?

    /// The plausible maximum heart rates, in beats per minute.
    public static let maximumHeartRateRange = 100...250
    /// The ages a maximum heart rate is estimated from.
    public static let ageRange = 5...110

    public init(
        actionWorkout: WorkoutStyle? = nil, maximumHeartRate: Int? = nil, age: Int? = nil, units: MeasurementSystem? = nil,
        autoPause: Bool? = nil
    ) {
        self.autoPause = autoPause
        self.actionWorkout = actionWorkout
        self.maximumHeartRate = maximumHeartRate
        self.age = age
        self.units = units
    }

    /// The auto-pause rule for a workout of `configuration`: its activity's standard rule when
    /// auto-pause is on (running and cycling have one), else nil.
    public func autoPauseRule(for configuration: WorkoutConfiguration) -> AutoPause? {
        autoPause == true ? AutoPause.standard(for: configuration.activityType) : nil
    }

    /// The zones heart rate is counted in, and where their maximum came from: the set maximum,
    /// else 220 − age, else 190 bpm said as a default to replace.
    public var heartRateZones: (zones: HeartRateZones, basis: String) {
        if let maximumHeartRate, Self.maximumHeartRateRange.contains(maximumHeartRate) {
            return (HeartRateZones(maximumHeartRate: Double(maximumHeartRate)), "Zones are shares of your maximum heart rate, \(maximumHeartRate) bpm.")
        }
        if let age, Self.ageRange.contains(age) {
            let zones = HeartRateZones(age: age)
            return (zones, "Zones are shares of a maximum heart rate of \(Int(saturating: zones.maximumHeartRate)) bpm (220 − age \(age)); set yours with cadence config set max-hr.")
        }
        return (HeartRateZones(maximumHeartRate: 190), "Zones are shares of a default maximum heart rate of 190 bpm; set yours with cadence config set max-hr (or age).")
    }

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
