import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Cancels the workout without saving it: "Cancel my workout in Cadence".
public struct CancelWorkout: AppIntent {
    public static let title: LocalizedStringResource = "Cancel Workout"
    public static let description = IntentDescription("Stops the workout in progress without saving it.")

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let snapshot = try await controller.cancel()
            return WorkoutIntentSupport.success(
                snapshot, IntentDialog(full: "Workout cancelled. Nothing was saved.", supporting: "Cancelled"))
        }
    }
}
