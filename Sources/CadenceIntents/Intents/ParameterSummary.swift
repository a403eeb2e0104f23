/// How an intent reads as a sentence in a shortcuts editor, with its parameters in place
/// (App Intents' `ParameterSummary`): `Summary("Start \(\.$workout)")`, and `When` / `Switch`
/// to change it with a parameter's value. On Linux `cadence shortcuts` shows it.
public protocol ParameterSummary: Sendable {
    /// The sentence for an intent instance, with set parameters' values and unset ones' titles.
    func render(_ intent: any AppIntent) -> String
}

/// The summary of an intent that declares none: its title.
public struct DefaultParameterSummary: ParameterSummary {
    let title: String
    public func render(_ intent: any AppIntent) -> String { title }
}

/// A summary sentence whose interpolations are an intent's parameters: `"Start \(\.$workout)"`.
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    enum Piece: Sendable {
        case text(String)
        case parameter(@Sendable (Intent) -> String)
    }

    let pieces: [Piece]

    public init(stringLiteral value: String) { pieces = [.text(value)] }

    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { pieces.append(.text(literal)) }

        /// A parameter, by its projected value's key path (`\.$workout`).
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            // Key paths to stored properties are immutable values: safe to share.
            nonisolated(unsafe) let path = keyPath
            pieces.append(.parameter { intent in ParameterSummaryText.text(of: intent[keyPath: path]) })
        }
    }

    func render(_ intent: Intent) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .parameter(let value): value(intent)
            }
        }.joined()
    }
}

enum ParameterSummaryText {
    /// A parameter in a summary: its value's title, or its own title in brackets when unset.
    static func text<Value>(of parameter: IntentParameter<Value>) -> String {
        guard let value = parameter.anyValue.flatMap(unwrapped) else { return "[\(parameter.titleText)]" }
        if let enumCase = value as? any AppEnum { return enumCase.displayRepresentation.title.defaultValue }
        if let entity = value as? any AppEntity { return entity.displayRepresentation.title.defaultValue }
        if let flag = value as? Bool, let names = parameter.boolDisplayName {
            return (flag ? names.trueName : names.falseName).defaultValue
        }
        return String(describing: value)
    }

    /// The value inside any number of optionals, or `nil` for none.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}

/// A sentence, with the parameters that go in the editor's table below it.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    let sentence: ParameterSummaryString<Intent>
    /// How many parameters are listed under the sentence.
    public let tableCount: Int

    /// A sentence alone.
    public init(_ formatString: ParameterSummaryString<Intent>) {
        sentence = formatString
        tableCount = 0
    }

    /// A sentence with the other parameters below it: `Summary("…") { \.$note; \.$date }`.
    public init(
        _ formatString: ParameterSummaryString<Intent>,
        @ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]
    ) {
        sentence = formatString
        tableCount = table().count
    }

    public func render(_ intent: any AppIntent) -> String {
        guard let intent = intent as? Intent else { return "" }
        return sentence.render(intent)
    }
}

/// Builds a ``Summary``'s table of parameters.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>)
        -> [PartialKeyPath<Intent>]
    {
        [keyPath]
    }
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
        parts.flatMap { $0 }
    }
}

/// How ``When`` compares a parameter.
public enum ParameterSummaryComparison: Sendable {
    case equalTo, notEqualTo
}

/// One summary or another, by a parameter's value.
public struct When<Intent: AppIntent>: ParameterSummary {
    let condition: @Sendable (Intent) -> Bool
    let then: any ParameterSummary
    let otherwise: (any ParameterSummary)?

    /// `When(\.$unit, .equalTo, .miles) { Summary(…) } otherwise: { Summary(…) }`.
    public init<Value: Equatable & Sendable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
        _ value: Value, @ParameterSummaryBuilder then: () -> some ParameterSummary,
        @ParameterSummaryBuilder otherwise: () -> some ParameterSummary
    ) {
        nonisolated(unsafe) let path = keyPath
        condition = { intent in
            let current = intent[keyPath: path].anyValue as? Value
            return comparison == .equalTo ? current == value : current != value
        }
        self.then = then()
        self.otherwise = otherwise()
    }

    /// `When(\.$unit, .equalTo, .miles) { Summary(…) }`.
    public init<Value: Equatable & Sendable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterSummaryComparison,
        _ value: Value, @ParameterSummaryBuilder then: () -> some ParameterSummary
    ) {
        nonisolated(unsafe) let path = keyPath
        condition = { intent in
            let current = intent[keyPath: path].anyValue as? Value
            return comparison == .equalTo ? current == value : current != value
        }
        self.then = then()
        self.otherwise = nil
    }

    public func render(_ intent: any AppIntent) -> String {
        guard let typed = intent as? Intent else { return "" }
        return condition(typed) ? then.render(intent) : otherwise?.render(intent) ?? ""
    }
}

/// One summary per value of a parameter: `Switch(\.$mode) { Case(.fast) { … } DefaultCase { … } }`.
public struct Switch<Intent: AppIntent, Value: Equatable & Sendable>: ParameterSummary {
    let currentValue: @Sendable (Intent) -> Value?
    let cases: [SwitchCase<Value>]

    public init(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Value> _ cases: () -> [SwitchCase<Value>]
    ) {
        nonisolated(unsafe) let path = keyPath
        currentValue = { $0[keyPath: path].anyValue as? Value }
        self.cases = cases()
    }

    public func render(_ intent: any AppIntent) -> String {
        guard let typed = intent as? Intent else { return "" }
        let current = currentValue(typed)
        let chosen = cases.first { $0.value != nil && $0.value == current } ?? cases.first { $0.value == nil }
        return chosen?.summary.render(intent) ?? ""
    }
}

/// One case of a ``Switch`` (``Case`` or ``DefaultCase``).
public struct SwitchCase<Value: Sendable>: Sendable {
    let value: Value?
    let summary: any ParameterSummary
}

/// The summary for one value.
public func Case<Value: Sendable>(
    _ value: Value, @ParameterSummaryBuilder _ summary: () -> some ParameterSummary
) -> SwitchCase<Value> {
    SwitchCase(value: value, summary: summary())
}

/// The summary for every other value.
public func DefaultCase<Value: Sendable>(@ParameterSummaryBuilder _ summary: () -> some ParameterSummary)
    -> SwitchCase<Value>
{
    SwitchCase(value: nil, summary: summary())
}

/// Builds the cases of a ``Switch``.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Value: Sendable> {
    public static func buildExpression(_ part: SwitchCase<Value>) -> [SwitchCase<Value>] { [part] }
    public static func buildBlock(_ parts: [SwitchCase<Value>]...) -> [SwitchCase<Value>] { parts.flatMap { $0 } }
}

/// Builds a parameter summary (one summary, a ``When`` or a ``Switch``).
@resultBuilder
public enum ParameterSummaryBuilder {
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
}

// Inside an intent, `Summary`, `When` and `Switch` are the ones for that intent, so key paths
// like `\.$workout` know their root, as Apple's `ParameterSummaryBuilder<Self>` provides.
extension AppIntent {
    public typealias Summary = CadenceIntents.Summary<Self>
    public typealias When = CadenceIntents.When<Self>
    public typealias Switch<Value: Equatable & Sendable> = CadenceIntents.Switch<Self, Value>
}
