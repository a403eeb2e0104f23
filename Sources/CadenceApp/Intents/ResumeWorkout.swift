import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Resumes the paused workout: "Resume my workout in Cadence". Fails with
/// `failureNoMatchingWorkout` when nothing is paused.
public struct ResumeWorkout: ResumeWorkoutIntent, LiveActivityIntent {
    public static let title: LocalizedStringResource = "Resume Workout"
    public static let description = IntentDescription("Resumes the paused workout.")

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let snapshot = try await controller.resume()
            return WorkoutIntentSupport.success(
                snapshot, IntentDialog(full: "Resumed. Keep going!", supporting: "Resumed"))
        }
    }
}
