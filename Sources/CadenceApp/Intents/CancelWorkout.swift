import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Cancels the workout without saving it: "Cancel my workout in Cadence".
public struct CancelWorkout: AppIntent {
    public static let title: LocalizedStringResource = "Cancel Workout"
    public static let description = IntentDescription("Stops the workout in progress without saving it.")

    public init() {}

    /// A workout longer than this is always confirmed before it is discarded, however it was asked.
    public static let confirmAlwaysAfter: TimeInterval = 60

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        // Cancelling discards data: ask on a guess, and always once there is a minute to lose.
        if let context = CadenceAppContext.current {
            let snapshot = await context.controller.snapshot()
            if snapshot.state.isActive, context.request == .understood || snapshot.elapsedTime > Self.confirmAlwaysAfter {
                let title = (snapshot.workoutStyle?.title ?? "workout").lowercased()
                try await requestConfirmation(
                    actionName: .continue,
                    dialog: IntentDialog(
                        full: "Cancel your \(title)? \(Formatting.spokenDurationResource(snapshot.elapsedTime)) will not be saved.",
                        supporting: "Discard \(Formatting.clock(snapshot.elapsedTime))?"))
            }
        }
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let snapshot = try await controller.cancel()
            return WorkoutIntentSupport.success(
                snapshot, IntentDialog(full: "Workout cancelled. Nothing was saved.", supporting: "Cancelled"))
        }
    }
}
