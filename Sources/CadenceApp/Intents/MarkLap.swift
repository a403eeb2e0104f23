import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Marks a lap: "Mark a lap in Cadence" — also the next action donated after every start.
public struct MarkLap: LiveActivityIntent {
    public static let title: LocalizedStringResource = "Mark Lap"
    public static let description = IntentDescription("Marks a lap in the workout in progress.")

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let snapshot = try await controller.markLap()
            return WorkoutIntentSupport.success(
                snapshot,
                IntentDialog(
                    full: "Lap \(snapshot.laps) marked.", supporting: "Lap \(snapshot.laps)"))
        }
    }
}
