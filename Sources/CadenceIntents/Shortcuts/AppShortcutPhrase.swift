/// A phrase that runs an App Shortcut, written with interpolation: the app's name as
/// `\(.applicationName)` and at most one parameter as `\(\.$parameter)`.
///
/// ```swift
/// "Start a run in \(.applicationName)"
/// "Summarize my \(\.$list) with \(.applicationName)"
/// ```
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// The phrase's pieces.
    public let template: PhraseTemplate

    public init(stringLiteral value: String) {
        template = PhraseTemplate(pieces: [.text(value)])
    }

    public init(stringInterpolation: StringInterpolation) {
        template = PhraseTemplate(pieces: stringInterpolation.pieces)
    }

    /// Collects the pieces of an interpolated phrase.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [PhraseTemplate.Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            pieces.append(.text(literal))
        }

        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            pieces.append(.applicationName)
        }

        /// `\(\.$parameter)`: the parameter is named by its property.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            let intent = Intent()
            let wrapper = intent[keyPath: keyPath]
            let name = IntentParameters.list(of: intent).first { $0.parameter === wrapper }?.name ?? "parameter"
            pieces.append(.parameter(name))
        }
    }
}

/// A phrase that must *not* run the app's shortcuts (App Intents' `NegativeAppShortcutPhrase`):
/// utterances like it bypass the app entirely.
public struct NegativeAppShortcutPhrase: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The phrase's pieces.
    public let template: PhraseTemplate

    /// Creates a negative phrase from text (with `${applicationName}` where the app is named).
    public init(_ text: String) { template = PhraseTemplate(catalogText: text) }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        template = PhraseTemplate(pieces: stringInterpolation.pieces)
    }

    /// Collects the pieces of an interpolated negative phrase.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [PhraseTemplate.Piece] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { pieces.append(.text(literal)) }
        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { pieces.append(.applicationName) }
    }
}

/// The app's negative phrases (App Intents' `NegativeAppShortcutPhrases`).
public struct NegativeAppShortcutPhrases: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// The phrases.
    public let phrases: [NegativeAppShortcutPhrase]

    /// Creates the set, as Apple documents it: `NegativeAppShortcutPhrases(phrases: ["Stop the video"])`.
    public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }

    /// Creates the set.
    public init(_ phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }

    public init(arrayLiteral elements: NegativeAppShortcutPhrase...) { self.init(elements) }
}

/// Builds ``NegativeAppShortcutPhrases`` from a list of phrases.
@resultBuilder
public enum NegativeAppShortcutPhrasesBuilder {
    public static func buildExpression(_ phrase: NegativeAppShortcutPhrase) -> [NegativeAppShortcutPhrase] { [phrase] }
    /// Apple's documented form inside the property, `NegativeAppShortcutPhrases(phrases: […])`,
    /// with or without `return`.
    public static func buildExpression(_ phrases: NegativeAppShortcutPhrases) -> [NegativeAppShortcutPhrase] {
        phrases.phrases
    }
    public static func buildBlock(_ parts: [NegativeAppShortcutPhrase]...) -> [NegativeAppShortcutPhrase] {
        parts.flatMap { $0 }
    }
    public static func buildOptional(_ part: [NegativeAppShortcutPhrase]?) -> [NegativeAppShortcutPhrase] { part ?? [] }
    public static func buildEither(first: [NegativeAppShortcutPhrase]) -> [NegativeAppShortcutPhrase] { first }
    public static func buildEither(second: [NegativeAppShortcutPhrase]) -> [NegativeAppShortcutPhrase] { second }
    public static func buildArray(_ parts: [[NegativeAppShortcutPhrase]]) -> [NegativeAppShortcutPhrase] {
        parts.flatMap { $0 }
    }
    public static func buildFinalResult(_ phrases: [NegativeAppShortcutPhrase]) -> NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases)
    }
}
