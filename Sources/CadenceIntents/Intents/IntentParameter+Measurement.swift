import Foundation

/// How a parameter takes its value from the result of the intent before it in a shortcut
/// (App Intents' `InputConnectionBehavior`). Kept for source compatibility: a Linux host runs
/// one intent at a time, so every parameter behaves as `.default`.
public struct InputConnectionBehavior: Sendable, Hashable {
    private let name: String
    /// The parameter takes no value from a previous intent.
    public static let `default` = InputConnectionBehavior(name: "default")
    /// The parameter takes the previous intent's result when the shortcut connects them.
    public static let connectToPreviousIntentResult = InputConnectionBehavior(name: "connectToPreviousIntentResult")
}

/// The units a volume parameter reads a bare number in: App Intents' `IntentParameter.Volume`
/// (the names are Foundation's `UnitVolume` class properties).
public enum IntentVolumeUnit: String, Sendable, Hashable, CaseIterable {
    case milliliters, centiliters, deciliters, liters, cubicCentimeters
    case fluidOunces, cups, pints, quarts, gallons
    case imperialFluidOunces, imperialPints, imperialQuarts, imperialGallons

    /// Foundation's unit.
    public var unit: UnitVolume {
        switch self {
        case .milliliters: .milliliters
        case .centiliters: .centiliters
        case .deciliters: .deciliters
        case .liters: .liters
        case .cubicCentimeters: .cubicCentimeters
        case .fluidOunces: .fluidOunces
        case .cups: .cups
        case .pints: .pints
        case .quarts: .quarts
        case .gallons: .gallons
        case .imperialFluidOunces: .imperialFluidOunces
        case .imperialPints: .imperialPints
        case .imperialQuarts: .imperialQuarts
        case .imperialGallons: .imperialGallons
        }
    }
}

extension IntentParameter {
    /// `IntentParameter<Value>.Volume`: the default unit of a volume parameter.
    public typealias Volume = IntentVolumeUnit
}

extension IntentParameter where Value == Measurement<UnitVolume> {
    /// A volume parameter (`@Parameter(title: "Amount", defaultUnit: .milliliters)`): text is
    /// read by ``VolumeText`` ("250 ml", "two cups", "half a liter"), a bare number in
    /// `defaultUnit` (milliliters when nil). `defaultUnitAdjustForLocale` is kept for source
    /// compatibility; the declared unit is used in every locale.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: Volume? = nil, defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let unit = (defaultUnit ?? .milliliters).unit
        self.init(
            title: title, description: description, default: defaultValue.map { Measurement(value: $0, unit: unit) },
            requestValueDialog: requestValueDialog, range: nil, defaultUnit: unit,
            supportsNegativeNumbers: supportsNegativeNumbers)
    }
}

extension IntentParameter where Value == Measurement<UnitVolume>? {
    /// An optional volume parameter; see the non-optional initializer.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: Volume? = nil, defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = false,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let unit = (defaultUnit ?? .milliliters).unit
        self.init(
            title: title, description: description,
            default: defaultValue.map { Optional(Measurement(value: $0, unit: unit)) }, requestValueDialog: requestValueDialog,
            range: nil, defaultUnit: unit, supportsNegativeNumbers: supportsNegativeNumbers)
    }
}

extension AppIntent {
    /// Values for this intent's measurement parameters that `utterance` carries ("I drank 250 ml
    /// of water" → `["amount": "250 mL"]`), as strings ``IntentRunner`` reads. App Shortcut
    /// phrases cannot hold a measurement, so a host fills them from the words around the phrase,
    /// as Siri does; a parameter already set or not found is left out.
    ///
    /// - Parameter bareNumbers: whether a number alone ("300") counts, in the parameter's
    ///   default unit: true for an answer to "How much?", false for a whole request.
    public static func measurementValues(in utterance: String, bareNumbers: Bool = false) -> [String: String] {
        var values: [String: String] = [:]
        for (name, parameter) in IntentParameters.list(of: Self()) where !parameter.hasValue {
            guard case .volume = ParameterValueSource(for: parameter.valueType) else { continue }
            let unit = bareNumbers ? parameter.measurementDefaultUnit as? UnitVolume : nil
            if let volume = VolumeText.volume(in: utterance, defaultUnit: unit) {
                values[name] = "\(volume.value.formatted(.number.grouping(.never))) \(volume.unit.symbol)"
            }
        }
        return values
    }
}
