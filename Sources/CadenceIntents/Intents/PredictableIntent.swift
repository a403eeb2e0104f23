/// An intent the system may suggest before the person asks, from what they ran before (App
/// Intents' `PredictableIntent`). Its ``predictionConfiguration`` says which parameter
/// combinations make a suggestion and how each reads:
///
/// ```swift
/// struct StartRouteIntent: AppIntent, PredictableIntent {
///     @Parameter(title: "Route") var route: RouteEntity
///     static var predictionConfiguration: some IntentPredictionConfiguration {
///         IntentPrediction(parameters: (\.$route)) { route in
///             DisplayRepresentation(title: "Run \(route.name)")
///         }
///     }
///     …
/// }
/// ```
///
/// On Linux, ``predictions(from:)`` turns the intents donated to an ``IntentDonationManager``
/// into these suggestions, most recent first, one per distinct title.
public protocol PredictableIntent: AppIntent {
    /// The configuration's type.
    associatedtype Prediction: IntentPredictionConfiguration
    /// The suggestions this intent makes.
    @IntentPredictionConfigurationBuilder<Self>
    static var predictionConfiguration: Prediction { get }
}

/// What a ``PredictableIntent`` suggests (App Intents' `IntentPredictionConfiguration`).
public protocol IntentPredictionConfiguration: Sendable {
    /// The intent type the suggestions run.
    associatedtype Intent: AppIntent
    /// How a donated intent reads as suggestions (one per prediction whose parameters it has).
    func representations(of intent: Intent) -> [DisplayRepresentation]
}

extension IntentPredictionConfiguration {
    /// The suggestions for an intent of any type: none unless it is this configuration's.
    func representations(ofAny intent: any AppIntent) -> [DisplayRepresentation] {
        (intent as? Intent).map(representations(of:)) ?? []
    }
}

/// One kind of suggestion: the parameters it needs and how it reads (App Intents'
/// `IntentPrediction`).
public struct IntentPrediction<Intent: AppIntent>: IntentPredictionConfiguration {
    private let represent: @Sendable (Intent) -> DisplayRepresentation?

    /// A suggestion without parameters.
    public init(displayRepresentation: @escaping @Sendable () -> DisplayRepresentation) {
        represent = { _ in displayRepresentation() }
    }

    /// A suggestion made from one parameter's value (`parameters: (\.$route)`).
    public init<V0: Sendable>(
        parameters: KeyPath<Intent, IntentParameter<V0>>,
        displayRepresentation: @escaping @Sendable (V0) -> DisplayRepresentation
    ) {
        let path = SendableKeyPath(parameters)
        represent = { intent in
            Self.value(intent[keyPath: path.keyPath]).map(displayRepresentation)
        }
    }

    /// A suggestion made from two parameters' values.
    public init<V0: Sendable, V1: Sendable>(
        parameters: (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>),
        displayRepresentation: @escaping @Sendable (V0, V1) -> DisplayRepresentation
    ) {
        let (first, second) = (SendableKeyPath(parameters.0), SendableKeyPath(parameters.1))
        represent = { intent in
            guard let v0 = Self.value(intent[keyPath: first.keyPath]), let v1 = Self.value(intent[keyPath: second.keyPath]) else {
                return nil
            }
            return displayRepresentation(v0, v1)
        }
    }

    /// A suggestion made from three parameters' values.
    public init<V0: Sendable, V1: Sendable, V2: Sendable>(
        parameters: (
            KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>,
            KeyPath<Intent, IntentParameter<V2>>
        ),
        displayRepresentation: @escaping @Sendable (V0, V1, V2) -> DisplayRepresentation
    ) {
        let (first, second, third) = (
            SendableKeyPath(parameters.0), SendableKeyPath(parameters.1), SendableKeyPath(parameters.2)
        )
        represent = { intent in
            guard let v0 = Self.value(intent[keyPath: first.keyPath]), let v1 = Self.value(intent[keyPath: second.keyPath]),
                let v2 = Self.value(intent[keyPath: third.keyPath])
            else { return nil }
            return displayRepresentation(v0, v1, v2)
        }
    }

    public func representations(of intent: Intent) -> [DisplayRepresentation] { represent(intent).map { [$0] } ?? [] }

    /// A parameter's value, or `nil` when a required one was never set (no suggestion then).
    private static func value<V>(_ parameter: IntentParameter<V>) -> V? {
        parameter.hasValue || V.self is any OptionalParameterValue.Type ? parameter.wrappedValue : nil
    }
}

/// Several predictions of one intent.
public struct IntentPredictions<Intent: AppIntent>: IntentPredictionConfiguration {
    let predictions: [IntentPrediction<Intent>]

    public func representations(of intent: Intent) -> [DisplayRepresentation] {
        predictions.flatMap { $0.representations(of: intent) }
    }
}

/// Builds a ``PredictableIntent``'s configuration from `IntentPrediction` lines (App Intents'
/// `IntentPredictionConfigurationBuilder`).
@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
    public static func buildExpression(_ expression: IntentPrediction<Intent>) -> IntentPredictions<Intent> {
        IntentPredictions(predictions: [expression])
    }

    public static func buildBlock(_ components: IntentPredictions<Intent>...) -> IntentPredictions<Intent> {
        IntentPredictions(predictions: components.flatMap(\.predictions))
    }

    public static func buildOptional(_ component: IntentPredictions<Intent>?) -> IntentPredictions<Intent> {
        component ?? IntentPredictions(predictions: [])
    }

    public static func buildEither(first component: IntentPredictions<Intent>) -> IntentPredictions<Intent> {
        component
    }

    public static func buildEither(second component: IntentPredictions<Intent>) -> IntentPredictions<Intent> {
        component
    }
}

extension PredictableIntent {
    /// The suggestions the donated intents of this type make, most recent first, without
    /// repeating a title.
    public static func predictions(from donations: [IntentDonationManager.Donation]) -> [DisplayRepresentation] {
        var seen = Set<String>()
        var suggestions: [DisplayRepresentation] = []
        for donation in donations.reversed() {
            guard donation.intent is Self else { continue }
            for representation in predictionConfiguration.representations(ofAny: donation.intent)
            where seen.insert(representation.title.defaultValue).inserted {
                suggestions.append(representation)
            }
        }
        return suggestions
    }
}
