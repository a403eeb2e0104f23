import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// A workout in history, as intents and phrases refer to it ("Show my last workout in Cadence").
public struct SavedWorkout: AppEntity {
    /// The id in history.
    public let id: Int64
    /// Its style.
    public let workoutStyle: WorkoutStyle
    /// When it started.
    public let startDate: Date
    /// Active time.
    public let duration: TimeInterval
    /// Distance in metres, if any.
    public let distanceMeters: Double?
    /// Whether it is the most recent workout.
    public let isLatest: Bool
    /// Whether it is the most recent workout of its style ("my last ride").
    public let isLatestOfStyle: Bool

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Workout"
    public static let defaultQuery = SavedWorkoutQuery()

    init(summary: WorkoutSummary, isLatest: Bool, isLatestOfStyle: Bool = false) {
        id = summary.id
        workoutStyle = WorkoutStyle(configuration: summary.configuration)
        startDate = summary.startDate
        duration = summary.duration
        distanceMeters = summary.totalDistanceMeters
        self.isLatest = isLatest
        self.isLatestOfStyle = isLatest || isLatestOfStyle
    }

    /// The day it started, "2026-03-01".
    public var day: String { Formatting.day(startDate) }

    public var displayRepresentation: DisplayRepresentation {
        var subtitle = Formatting.clock(duration)
        if let distanceMeters, distanceMeters > 0 { subtitle = Formatting.distance(distanceMeters) + " · " + subtitle }
        var synonyms: [LocalizedStringResource] = [LocalizedStringResource(stringLiteral: day)]
        if isLatest { synonyms += ["last", "latest", "most recent"] }
        if isLatestOfStyle {
            let style = workoutStyle.displayRepresentation
            for name in [style.title] + style.synonyms {
                let kind = name.defaultValue.lowercased()
                synonyms += ["last \(kind)", "latest \(kind)", "most recent \(kind)"].map { LocalizedStringResource(stringLiteral: $0) }
            }
            // In another language, the catalog's "last %@" with each of the style's names there.
            synonyms.append("last \(style.title)")
        }
        return DisplayRepresentation(
            title: LocalizedStringResource(stringLiteral: "\(workoutStyle.title), \(day)"),
            subtitle: LocalizedStringResource(stringLiteral: subtitle), synonyms: synonyms)
    }
}

/// Finds saved workouts: by id, the recent ones as suggestions, and by name or date as text
/// ("run", "yesterday", "2026-03-01", "latest").
public struct SavedWorkoutQuery: EntityStringQuery {
    public init() {}

    private func recent(limit: Int?) async throws -> [SavedWorkout] {
        guard let controller = CadenceAppContext.current?.controller else { return [] }
        let summaries = try await controller.history(limit: limit)
        var styles = Set<WorkoutStyle>()
        return summaries.enumerated().map { position, summary in
            SavedWorkout(
                summary: summary, isLatest: position == 0,
                isLatestOfStyle: styles.insert(WorkoutStyle(configuration: summary.configuration)).inserted)
        }
    }

    public func entities(for identifiers: [Int64]) async throws -> [SavedWorkout] {
        guard let controller = CadenceAppContext.current?.controller else { return [] }
        let latest = try await controller.latestWorkoutID()
        var found: [SavedWorkout] = []
        for id in identifiers {
            guard let summary = try await controller.summary(id: id) else { continue }
            found.append(SavedWorkout(summary: summary, isLatest: id == latest))
        }
        return found
    }

    /// The ten most recent workouts.
    public func suggestedEntities() async throws -> [SavedWorkout] { try await recent(limit: 10) }

    public func entities(matching string: String) async throws -> [SavedWorkout] {
        let text = string.trimmingCharacters(in: .whitespaces).lowercased()
        let all = try await recent(limit: nil)
        if ["latest", "last", "most recent"].contains(text) { return Array(all.prefix(1)) }
        let calendar = Calendar.current
        let now = await CadenceAppContext.current?.controller.now() ?? Date()
        if text == "today" { return all.filter { calendar.isDate($0.startDate, inSameDayAs: now) } }
        if text == "yesterday", let yesterday = calendar.date(byAdding: .day, value: -1, to: now) {
            return all.filter { calendar.isDate($0.startDate, inSameDayAs: yesterday) }
        }
        return all.filter { workout in
            workout.day == text || workout.workoutStyle.rawValue.lowercased() == text
                || workout.workoutStyle.displayRepresentation.title.defaultValue.lowercased().contains(text)
                || workout.workoutStyle.displayRepresentation.synonyms.contains { $0.defaultValue.lowercased() == text }
        }
    }
}

/// Shows a saved workout: "Show my last workout in Cadence".
public struct ShowWorkout: AppIntent {
    public static let title: LocalizedStringResource = "Show Workout"
    /// History is health data: not from a locked screen.
    public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication
    public static let description = IntentDescription("Tells you about a workout in your history.")

    /// The workout to show.
    @Parameter(title: "Workout", requestValueDialog: "Which workout? Say \"my last workout\" or a date.")
    public var workout: SavedWorkout

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        let id = workout.id
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            guard let stored = try await controller.workout(id: id) else { return WorkoutIntentSupport.notInHistory(id) }
            var value = StoredWorkoutValue(stored)
            let w = stored.workout
            let beats = try await controller.samples(workoutID: id, type: .heartRate)
            if !beats.isEmpty {
                let zones = CadenceSettings.current.heartRateZones
                value.heartRateZones = StoredWorkoutValue.ZoneTimes(
                    zones.zones, basis: zones.basis, samples: beats, pauses: w.pauseIntervals)
            }
            let style = value.workoutStyle
            // Resources all the way down, so the dialog catalog says it in the door's locale.
            var details = Formatting.spokenDurationResource(w.duration)
            var short = "\(style.title) · \(Formatting.clock(w.duration))"
            if let distance = w.totalDistance?.value, distance > 0, style.showsDistance {
                var covered = Formatting.spokenDistanceResource(distance)
                if let rate = Formatting.spokenRateResource(
                    style.rateMeasure, metersPerSecond: w.duration > 0 ? distance / w.duration : nil)
                {
                    covered = "\(covered) at \(rate)"
                }
                details = "\(details), \(covered)"
                short += " · \(Formatting.distance(distance))"
            }
            if let heartRate = w.averageHeartRateBPM {
                details = "\(details), average heart rate \(Int(saturating: heartRate.rounded()))"
            }
            let name = LocalizedStringResource(stringLiteral: style.title.lowercased())
            let day = Formatting.day(w.startDate)
            return .result(
                value: WorkoutIntentValue(code: .success, workoutID: id, workout: value),
                dialog: IntentDialog(
                    full: "Your \(name) on \(day): \(details).", supporting: LocalizedStringResource(stringLiteral: short)))
        }
    }
}
