import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Pauses the running workout: "Pause my workout in Cadence". Fails with
/// `failureNoMatchingWorkout` when nothing is running.
public struct PauseWorkout: PauseWorkoutIntent, LiveActivityIntent {
    public static let title: LocalizedStringResource = "Pause Workout"
    public static let description = IntentDescription("Pauses the workout in progress.")

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let snapshot = try await controller.pause()
            return WorkoutIntentSupport.success(
                snapshot,
                IntentDialog(
                    full: "Paused at \(Formatting.spokenDurationResource(snapshot.elapsedTime)). Say resume when you're ready.",
                    supporting: "Paused at \(Formatting.clock(snapshot.elapsedTime))"))
        }
    }
}
