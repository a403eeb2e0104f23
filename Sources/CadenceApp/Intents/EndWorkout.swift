import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Ends the workout and saves it: "End my workout in Cadence".
public struct EndWorkout: LiveActivityIntent {
    public static let title: LocalizedStringResource = "End Workout"
    public static let description = IntentDescription("Ends the workout in progress and saves it to your history.")

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        // Ending on a guess could end a workout the person meant to keep: ask first.
        if let context = CadenceAppContext.current, context.request == .understood {
            let snapshot = await context.controller.snapshot()
            if snapshot.state.isActive {
                let title = (snapshot.workoutStyle?.title ?? "workout").lowercased()
                try await requestConfirmation(
                    actionName: .continue,
                    dialog: IntentDialog(full: "End your \(title) and save it?", supporting: "End and save?"))
            }
        }
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let (snapshot, id, workout) = try await controller.end()
            guard let workout else {
                return WorkoutIntentSupport.success(
                    snapshot,
                    IntentDialog(full: "Cancelled before it started. Nothing was saved.", supporting: "Cancelled"))
            }
            let style = snapshot.workoutStyle ?? CadenceApp.WorkoutStyle(configuration: workout.configuration)
            // Resources all the way down, so the dialog catalog says it in the door's locale.
            var details = Formatting.spokenDurationResource(workout.duration)
            var short = "Saved \(style.title): \(Formatting.clock(workout.duration))"
            if let distance = workout.totalDistance?.value, distance > 0 {
                details = "\(details), \(Formatting.spokenDistanceResource(distance))"
                short += " · \(Formatting.distance(distance))"
            }
            if let heartRate = workout.averageHeartRateBPM {
                details = "\(details), average heart rate \(Int(saturating: heartRate.rounded()))"
            }
            let name = LocalizedStringResource(stringLiteral: style.title.lowercased())
            return WorkoutIntentSupport.success(
                snapshot, workoutID: id,
                IntentDialog(
                    full: "Nice work! Your \(name) is saved: \(details).",
                    supporting: LocalizedStringResource(stringLiteral: short)))
        }
    }
}
