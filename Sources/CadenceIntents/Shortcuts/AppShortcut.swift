/// An intent with the phrases that run it, a short title and a symbol (App Intents' `AppShortcut`).
///
/// ```swift
/// AppShortcut(
///     intent: StartPhoneRunIntent(),
///     phrases: ["Start a run in \(.applicationName)", "Start my \(.applicationName) run"],
///     shortTitle: "Start Run",
///     systemImageName: "figure.run")
/// ```
public struct AppShortcut: Sendable {
    /// The intent type's name ("StartWorkout").
    public let intentIdentifier: String
    /// The intent type's title.
    public let intentTitle: LocalizedStringResource
    /// Whether the intent type is discoverable (App Shortcuts need it).
    public let isDiscoverable: Bool
    /// The phrases, in the source language.
    public let phrases: [PhraseTemplate]
    /// The short title shown in Shortcuts and Spotlight.
    public let shortTitle: LocalizedStringResource
    /// The SF Symbol shown with it.
    public let systemImageName: String
    /// How each parameter's values are listed (for matching and validation).
    package let parameterSources: [String: ParameterValueSource]
    /// The type name of each AppEnum or AppEntity parameter ("Todo List"), which people say
    /// next to a value ("my shopping list").
    package let parameterTypeNames: [String: LocalizedStringResource]
    /// Makes a fresh intent configured like the one given, with its parameters copied, then
    /// `values` (by parameter name) set.
    package let makeIntent: @Sendable (_ values: [(name: String, value: any Sendable)]) -> any AppIntent

    /// Creates a shortcut.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {
        intentIdentifier = Intent.intentIdentifier
        intentTitle = Intent.title
        isDiscoverable = Intent.isDiscoverable
        self.phrases = phrases.map(\.template)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        var sources: [String: ParameterValueSource] = [:]
        var typeNames: [String: LocalizedStringResource] = [:]
        let declared = IntentParameters.list(of: intent)
        for (name, parameter) in declared {
            sources[name] = ParameterValueSource(for: parameter.valueType)
            typeNames[name] = ParameterValueSource.typeDisplayName(for: parameter.valueType)
        }
        parameterSources = sources
        parameterTypeNames = typeNames
        let presets = declared.compactMap { entry in
            entry.parameter.anyValue.map { (entry.name, $0) }
        }
        makeIntent = { values in
            let fresh = Intent()
            // Listing the parameters reflects the intent (a Mirror), the dearest step of a
            // match: only when there is something to set, and once.
            guard !presets.isEmpty || !values.isEmpty else { return fresh }
            let parameters = IntentParameters.list(of: fresh)
            for (name, value) in presets + values {
                _ = parameters.first { $0.name == name }?.parameter.setAny(value)
            }
            return fresh
        }
    }

    /// Creates a shortcut without a visual title (iOS 16's form): the intent's title is used.
    /// A shortcut with an image and the intent's title as its short title.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String) {
        self.init(intent: intent, phrases: phrases, shortTitle: Intent.title, systemImageName: systemImageName)
    }

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.init(intent: intent, phrases: phrases, shortTitle: Intent.title, systemImageName: "app")
    }
}

/// Builds the list of an app's shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// The colour of an app's shortcut tiles (App Intents' `ShortcutTileColor`).
public enum ShortcutTileColor: String, Sendable, Hashable, CaseIterable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine,
        teal, yellow
}

/// The app's preconfigured shortcuts: one provider per app (App Intents' `AppShortcutsProvider`).
///
/// ```swift
/// struct FitnessShortcuts: AppShortcutsProvider {
///     static var appShortcuts: [AppShortcut] {
///         AppShortcut(intent: StartPhoneRunIntent(), phrases: ["Start a run in \(.applicationName)"],
///                     shortTitle: "Start Run", systemImageName: "figure.run")
///     }
/// }
/// ```
public protocol AppShortcutsProvider: Sendable {
    /// The shortcuts (at most 10).
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The tile colour.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Phrases that must not run any of the app's shortcuts.
    @NegativeAppShortcutPhrasesBuilder static var negativePhrases: NegativeAppShortcutPhrases { get }
    /// Call when the values of entity parameters change (and at first launch), so phrase
    /// indexes rebuild with the new `suggestedEntities()`.
    static func updateAppShortcutParameters()
    /// The words flexible matching uses for a locale ("en", "de", "zh-Hans"): the built-in
    /// lexicon plus the app's own synonyms and vocabulary. Not in Apple's API (Apple's matcher
    /// learns an app's words from its phrases); the default is the built-in lexicon.
    static func matchingLexicon(for locale: String) -> MatchingLexicon
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    public static var negativePhrases: NegativeAppShortcutPhrases { [] }
    public static func updateAppShortcutParameters() { AppShortcutParameterUpdates.bump(String(reflecting: Self.self)) }
    public static func matchingLexicon(for locale: String) -> MatchingLexicon { .forLanguage(locale) }

    /// How many times ``updateAppShortcutParameters()`` was called for this provider; an index
    /// built at an older generation is stale.
    public static var parameterGeneration: Int { AppShortcutParameterUpdates.generation(String(reflecting: Self.self)) }
}
