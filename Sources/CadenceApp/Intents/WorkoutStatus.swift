import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Says how the workout is going: "How is my workout going in Cadence". The full dialog reads
/// well aloud; the supporting one is a short line.
public struct WorkoutStatus: AppIntent {
    public static let title: LocalizedStringResource = "Workout Status"
    public static let description = IntentDescription(
        "Tells you the time, distance, pace and heart rate of your workout.")

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let snapshot = await controller.snapshot()
            return WorkoutIntentSupport.success(snapshot, WorkoutIntentSupport.statusDialog(snapshot))
        }
    }
}
