import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Starts a workout: "Start a run in Cadence". Without a style it asks "Which workout?" and
/// lists the choices. Fails with `failureOngoingWorkout` while one is prepared, running, paused
/// or stopped.
public struct StartWorkout: StartWorkoutIntent {
    public static let title: LocalizedStringResource = "Start Workout"
    public static let description = IntentDescription("Starts a workout of the style you choose.")

    /// The workout to start.
    @Parameter(
        title: "Workout",
        requestValueDialog: IntentDialog(full: "Which workout? You can say \(StartWorkout.styleList).", supporting: "Which workout?"))
    public var workoutStyle: CadenceApp.WorkoutStyle?

    public init() {}

    /// Every style's name, as resources the dialog catalog translates: "outdoor run, indoor cycle, …".
    static var styleList: LocalizedStringResource {
        let names = CadenceApp.WorkoutStyle.allCases.map { LocalizedStringResource(stringLiteral: $0.title.lowercased()) }
        return names.dropFirst().reduce(names[0]) { list, name in "\(list), \(name)" }
    }

    /// Every style, for the Action button's list: the configured first-press workout first
    /// (`cadence config set action-workout STYLE`), then the others in their order.
    public static var suggestedWorkouts: [StartWorkout] {
        let first = CadenceSettings.current.actionWorkout
        let ordered = (first.map { [$0] } ?? []) + CadenceApp.WorkoutStyle.allCases.filter { $0 != first }
        return ordered.map { StartWorkout(style: $0) }
    }

    public static var parameterSummary: some ParameterSummary {
        Summary("Start \(\.$workoutStyle)")
    }

    public var displayRepresentation: DisplayRepresentation {
        workoutStyle?.displayRepresentation ?? DisplayRepresentation(title: "Workout")
    }

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        guard let style = workoutStyle else { throw $workoutStyle.needsValueError() }
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let snapshot = try await controller.start(style)
            let name = LocalizedStringResource(stringLiteral: style.title.lowercased())
            let title = LocalizedStringResource(stringLiteral: style.title)
            return WorkoutIntentSupport.success(
                snapshot, IntentDialog(full: "Your \(name) has started. Have a good one!", supporting: "\(title) started"))
        }
    }
}
