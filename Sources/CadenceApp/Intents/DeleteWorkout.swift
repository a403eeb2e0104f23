import CadenceCore
import CadenceIntents
import Foundation

/// Deletes a saved workout, after asking: `cadence delete ID`, or `{"intent": "DeleteWorkout",
/// "parameters": {"workout": "latest"}}`. It always confirms first ("Delete your outdoor run of
/// 2026-03-01, 5.20 km? It can't be undone."), however it was asked; `cadence delete --yes` is the
/// answer given ahead.
public struct DeleteWorkout: AppIntent {
    public static let title: LocalizedStringResource = "Delete Workout"
    /// History is health data: not from a locked screen.
    public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication
    public static let description = IntentDescription("Deletes a workout from your history, after asking.")

    @Parameter(title: "Workout", requestValueDialog: "Which workout? Say \"my last workout\" or a date.")
    public var workout: SavedWorkout

    public init() {}

    /// The verbs that ask to delete, per language, longest first. A sentence that starts with
    /// one and names a saved workout ("delete my last workout", "remove the 2026-03-01 run",
    /// "lösche mein letztes Training") reaches this intent, which then asks; App Shortcuts allow
    /// ten per app and Cadence's ten are taken, so no phrase of its own does. Without a saved
    /// workout named, "delete my workout" stays what it was: cancelling the workout in progress,
    /// which asks too.
    static let spokenVerbs: [String: [String]] = [
        "en": ["get rid of", "delete", "remove", "erase", "discard", "throw away"],
        "de": ["lösche", "löschen", "entferne", "entfernen"],
        "zh": ["删除", "删掉", "移除"],
    ]

    /// What follows a delete verb at the start of `utterance`, or `nil` when it does not start
    /// with one (an addressed "Cadence, delete …" too).
    public static func deletionObject(in utterance: String, locale: String) -> String? {
        guard let after = CadenceShortcuts.afterLeadIn(of: utterance, spokenVerbs, locale: locale) else { return nil }
        let object = after.trimmingCharacters(in: .whitespacesAndNewlines)
        return object.isEmpty ? nil : object
    }


    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        let workout = self.workout
        // Resources all the way down, so the dialog catalog says it in the door's locale.
        let name = LocalizedStringResource(stringLiteral: workout.workoutStyle.title.lowercased())
        var what: LocalizedStringResource = "\(name) of \(workout.day)"
        if let meters = workout.distanceMeters, meters > 0 { what = "\(what), \(Formatting.distance(meters))" }
        try await requestConfirmation(
            actionName: .continue,
            dialog: IntentDialog(
                full: "Delete your \(what)? It can't be undone.", supporting: "Delete workout \(workout.id)?"))
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            guard try await controller.deleteWorkout(id: workout.id) else { return WorkoutIntentSupport.notInHistory(workout.id) }
            return .result(
                value: WorkoutIntentValue(code: .success, workoutID: workout.id),
                dialog: IntentDialog(full: "Deleted your \(what).", supporting: "Deleted workout \(workout.id)"))
        }
    }
}

/// Corrects a saved workout: what it was and its title (`cadence edit ID --style hike --title
/// "Uetliberg"`). Summaries follow at once. Nothing recorded is lost, so it does not ask.
public struct EditWorkout: AppIntent {
    public static let title: LocalizedStringResource = "Edit Workout"
    public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication
    public static let description = IntentDescription("Changes a workout's kind or title in your history.")

    @Parameter(title: "Workout", requestValueDialog: "Which workout?")
    public var workout: SavedWorkout

    /// What it really was.
    @Parameter(title: "Style")
    public var workoutStyle: WorkoutStyle?

    /// A title; empty removes it.
    @Parameter(title: "Title")
    public var workoutTitle: String?

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        let id = workout.id
        let style = workoutStyle
        let title = workoutTitle
        guard style != nil || title != nil else { throw $workoutStyle.needsValueError("What should change: the style or the title?") }
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            guard try await controller.editWorkout(id: id, style: style, title: title) else {
                return WorkoutIntentSupport.notInHistory(id)
            }
            let full: LocalizedStringResource
            if let style {
                let kind = LocalizedStringResource(stringLiteral: style.title.lowercased())
                let article = LocalizedStringResource(stringLiteral: WorkoutIntentSupport.article(style.title))
                full =
                    switch title {
                    case nil: "Workout \(id) changed: it is now \(article) \(kind)."
                    case ""?: "Workout \(id) changed: it is now \(article) \(kind) and its title is removed."
                    case let title?: "Workout \(id) changed: it is now \(article) \(kind) and its title is \"\(title)\"."
                    }
            } else {
                full = title?.isEmpty ?? true
                    ? "Workout \(id) changed: its title is removed."
                    : "Workout \(id) changed: its title is \"\(title ?? "")\"."
            }
            return .result(
                value: WorkoutIntentValue(code: .success, workoutID: id),
                dialog: IntentDialog(full: full, supporting: "Workout \(id) changed"))
        }
    }
}
