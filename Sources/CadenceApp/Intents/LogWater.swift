import CadenceCore
import CadenceIntents
import Foundation

/// Water drunk during a workout: "I drank 250 ml of water", "Log a glass of water in Cadence".
///
/// Water is a *collected* type (seed 003): logging it turns its collection on for the workout,
/// as an app calls `enableCollection(for:)` before adding samples of its own. It is logged while
/// the workout runs or is paused, durably before the answer, and the saved workout's `show`
/// lists the total.
public struct LogWater: LiveActivityIntent {
    public static let title: LocalizedStringResource = "Log Water"
    public static let description = IntentDescription(
        "Adds water you drank to the workout in progress.", categoryName: "Workout", searchKeywords: ["drink", "hydration"])

    /// The smallest and largest amount one log takes: a sip to a large bottle.
    public static let plausibleMilliliters: ClosedRange<Double> = 10...2000

    /// How much, in any volume unit ("250 ml", "8 fl oz", "2 cups"); a bare number is millilitres.
    @Parameter(title: "Amount", defaultUnit: .milliliters, requestValueDialog: "How much water?")
    public var amount: Measurement<UnitVolume>?

    /// A serving named instead of an amount ("a glass of water").
    @Parameter(title: "Serving")
    public var serving: WaterServing?

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        guard let volume = amount ?? serving?.volume else {
            throw $amount.needsValueError(
                IntentDialog(
                    full: "How much water? Say an amount, like 250 milliliters, or a glass.", supporting: "How much?"))
        }
        let milliliters = volume.converted(to: .milliliters).value
        let range = Self.plausibleMilliliters
        guard milliliters.isFinite, range.contains(milliliters) else {
            let said = Formatting.volume(milliliters: milliliters)
            let (least, most) = (Formatting.volume(milliliters: range.lowerBound), Formatting.volume(milliliters: range.upperBound))
            return .result(
                value: WorkoutIntentValue(code: .failure),
                dialog: IntentDialog(
                    full: "\(said) isn't one drink. Log between \(least) and \(most) at a time.",
                    supporting: "Between \(least) and \(most)"))
        }
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let snapshot = try await controller.log(Quantity(milliliters, .milliliter), of: .dietaryWater)
            let total = snapshot.statistics[QuantityType.dietaryWater.rawValue]?.sum ?? milliliters
            let logged = Formatting.volume(milliliters: milliliters)
            return WorkoutIntentSupport.success(
                snapshot,
                IntentDialog(
                    full: "Logged \(logged) of water, \(Formatting.volume(milliliters: total)) this workout.",
                    supporting: "+\(logged) water"))
        }
    }
}

/// Servings people name instead of an amount: a glass 250 ml, a bottle 500 ml, a sip 30 ml. A cup
/// is an amount (240 ml, Foundation's `UnitVolume.cups`), read with the other units.
public enum WaterServing: String, AppEnum, CaseIterable {
    case sip, glass, bottle

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Serving"

    public static let caseDisplayRepresentations: [WaterServing: DisplayRepresentation] = [
        .sip: DisplayRepresentation(title: "Sip", synonyms: ["mouthful", "swig"]),
        .glass: DisplayRepresentation(title: "Glass", synonyms: ["tumbler"]),
        .bottle: DisplayRepresentation(title: "Bottle", synonyms: ["water bottle", "flask", "bidon"]),
    ]

    /// The serving's volume.
    public var volume: Measurement<UnitVolume> {
        switch self {
        case .sip: Measurement(value: 30, unit: .milliliters)
        case .glass: Measurement(value: 250, unit: .milliliters)
        case .bottle: Measurement(value: 500, unit: .milliliters)
        }
    }
}
