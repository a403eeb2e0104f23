import CadenceCore
import CadenceIntents
import Foundation

/// Starts or stops collecting a measurement for the workout in progress: HealthKit's
/// `enableCollection(for:)` and `disableCollection(for:)` (seed 003), as `cadence collect TYPE
/// on|off`. The choice is journaled before the answer, so it survives a crash; samples already
/// collected stay in the workout.
///
/// No App Shortcut carries it: App Shortcuts allow ten per app and Cadence's ten are the
/// session's commands, history and water. It runs by name (`cadence collect`, the socket's
/// `{"intent": "SetCollection"}`).
public struct SetCollection: AppIntent {
    public static let title: LocalizedStringResource = "Set Collection"
    public static let description = IntentDescription(
        "Starts or stops recording a measurement, like heart rate or water, for the workout in progress.")

    @Parameter(title: "Measurement", requestValueDialog: "Which measurement?")
    public var quantity: CollectedQuantity

    /// On (collect) or off (stop collecting).
    @Parameter(title: "Collect", default: true)
    public var enabled: Bool

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        let quantity = self.quantity
        let enabled = self.enabled
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let style = await controller.snapshot().workoutStyle
            let types = quantity.quantityTypes(for: style?.configuration(lapLength: nil) ?? WorkoutConfiguration(activityType: .other, locationType: .unknown))
            let snapshot = try await controller.setCollection(of: types, enabled: enabled)
            let name = quantity.title
            let workout = LocalizedStringResource(stringLiteral: snapshot.workoutStyle?.title.lowercased() ?? "workout")
            let measure = LocalizedStringResource(stringLiteral: name.lowercased())
            return WorkoutIntentSupport.success(
                snapshot,
                enabled
                    ? IntentDialog(full: "Recording \(measure) for this \(workout).", supporting: "\(measure) on")
                    : IntentDialog(full: "No longer recording \(measure) for this \(workout).", supporting: "\(measure) off"))
        }
    }
}

/// The measurements a person can turn on or off, named as people say them; each stands for the
/// HealthKit types that fit the workout (distance is cycling distance on a ride).
public enum CollectedQuantity: String, AppEnum, CaseIterable {
    case heartRate, activeEnergy, distance, steps, power, cadence, speed, strokes, water

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Measurement"

    public static let caseDisplayRepresentations: [CollectedQuantity: DisplayRepresentation] = [
        .heartRate: DisplayRepresentation(title: "Heart Rate", synonyms: ["pulse", "hr", "heart"]),
        .activeEnergy: DisplayRepresentation(title: "Active Energy", synonyms: ["calories", "energy", "kcal"]),
        .distance: DisplayRepresentation(title: "Distance"),
        .steps: DisplayRepresentation(title: "Steps", synonyms: ["step count"]),
        .power: DisplayRepresentation(title: "Power", synonyms: ["watts"]),
        .cadence: DisplayRepresentation(title: "Cadence", synonyms: ["rpm"]),
        .speed: DisplayRepresentation(title: "Speed"),
        .strokes: DisplayRepresentation(title: "Strokes", synonyms: ["stroke count", "swimming strokes"]),
        .water: DisplayRepresentation(title: "Water", synonyms: ["hydration", "drinks", "dietary water"]),
    ]

    /// The quantity types this measurement means for a workout of `configuration`.
    public func quantityTypes(for configuration: WorkoutConfiguration) -> Set<QuantityType> {
        let cycling = configuration.activityType == .cycling
        switch self {
        case .heartRate: return [.heartRate]
        case .activeEnergy: return [.activeEnergyBurned]
        case .distance: return [QuantityType.distanceType(for: configuration.activityType) ?? .distanceWalkingRunning]
        case .steps: return [.stepCount]
        case .power: return [cycling ? .cyclingPower : .runningPower]
        case .cadence: return [.cyclingCadence]
        case .speed: return [cycling ? .cyclingSpeed : .runningSpeed]
        case .strokes: return [.swimmingStrokeCount]
        case .water: return [.dietaryWater]
        }
    }

    /// The title ("Heart Rate").
    public var title: String { displayRepresentation.title.defaultValue }
}
