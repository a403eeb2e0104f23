/// Checks a provider against App Shortcuts' rules, with messages that name the shortcut and the
/// phrase: at most 10 shortcuts; exactly one app-name token per phrase; at most one parameter
/// per phrase, of an ``AppEnum`` or ``AppEntity`` type; a parameterized shortcut also has a
/// phrase without the parameter; at most 1,000 phrases after expanding parameter values; no
/// phrase in two shortcuts; no negative phrase equal to a positive one; discoverable intents.
public enum AppShortcutsValidator {
    /// One rule broken.
    public struct Issue: Sendable, Hashable, CustomStringConvertible {
        /// Which rule.
        public enum Rule: String, Sendable, Hashable, CaseIterable {
            case tooManyShortcuts, applicationNameCount, tooManyParameters, parameterType, unknownParameter,
                missingPhraseWithoutParameter, tooManyPhrases, duplicatePhrase, negativeEqualsPositive,
                notDiscoverable
        }

        /// The rule broken.
        public let rule: Rule
        /// What is wrong, naming the shortcut and the phrase.
        public let message: String

        public var description: String { message }
    }

    /// The most shortcuts an app may have.
    public static let maximumShortcuts = 10
    /// The most phrases after expanding parameter values.
    public static let maximumExpandedPhrases = 1000

    /// Every rule the provider breaks (empty when it is valid). Asks entity queries for their
    /// suggestions to count expanded phrases.
    public static func validate<Provider: AppShortcutsProvider>(_ provider: Provider.Type) async -> [Issue] {
        let shortcuts = Provider.appShortcuts
        var issues: [Issue] = []
        func add(_ rule: Issue.Rule, _ message: String) { issues.append(Issue(rule: rule, message: message)) }
        func name(_ shortcut: AppShortcut) -> String {
            "shortcut '\(shortcut.shortTitle.defaultValue)' (\(shortcut.intentIdentifier))"
        }

        if shortcuts.count > maximumShortcuts {
            add(
                .tooManyShortcuts,
                "the provider has \(shortcuts.count) shortcuts; at most \(maximumShortcuts) are allowed")
        }
        var expanded = 0
        var seen: [String: String] = [:]
        for shortcut in shortcuts {
            if !shortcut.isDiscoverable {
                add(.notDiscoverable, "\(name(shortcut)): its intent is not discoverable (isDiscoverable is false)")
            }
            var parameterized = false
            var plain = false
            for phrase in shortcut.phrases {
                let text = "\"\(phrase.catalogText)\""
                if phrase.applicationNameCount != 1 {
                    add(
                        .applicationNameCount,
                        "\(name(shortcut)): phrase \(text) has \(phrase.applicationNameCount) app-name tokens; exactly one ${applicationName} is required"
                    )
                }
                let parameters = phrase.parameterNames
                if parameters.count > 1 {
                    add(
                        .tooManyParameters,
                        "\(name(shortcut)): phrase \(text) has \(parameters.count) parameters; at most one is allowed")
                }
                if parameters.isEmpty {
                    plain = true
                    expanded += 1
                }
                for parameter in parameters {
                    parameterized = true
                    guard let source = shortcut.parameterSources[parameter] else {
                        add(
                            .unknownParameter,
                            "\(name(shortcut)): phrase \(text) names '\(parameter)', which the intent does not have")
                        continue
                    }
                    switch source {
                    case .enumeration(_, let options):
                        expanded += max(1, options.count)
                    case .entity(_, let suggestions, _):
                        expanded += max(1, ((try? await suggestions()) ?? []).count)
                    default:
                        add(
                            .parameterType,
                            "\(name(shortcut)): phrase \(text) uses '\(parameter)' of type \(source.typeName); only AppEnum and AppEntity parameters may appear in phrases"
                        )
                    }
                }
                let key = PhraseKey.normalized(phrase)
                if let other = seen[key], other != shortcut.intentIdentifier {
                    add(.duplicatePhrase, "\(name(shortcut)): phrase \(text) is also a phrase of \(other)")
                }
                seen[key] = shortcut.intentIdentifier
            }
            if parameterized && !plain {
                add(
                    .missingPhraseWithoutParameter,
                    "\(name(shortcut)): every phrase has a parameter; add one without it so the value can be asked for")
            }
        }
        if expanded > maximumExpandedPhrases {
            add(
                .tooManyPhrases,
                "the shortcuts expand to \(expanded) phrases; at most \(maximumExpandedPhrases) are allowed")
        }
        for negative in Provider.negativePhrases.phrases {
            let key = PhraseKey.normalized(negative.template)
            if let owner = seen[key] {
                add(
                    .negativeEqualsPositive,
                    "negative phrase \"\(negative.template.catalogText)\" is also a phrase of \(owner)")
            }
        }
        return issues
    }
}

/// A phrase compared by its words: case, punctuation, spacing and Unicode form do not count.
enum PhraseKey {
    static func normalized(_ template: PhraseTemplate) -> String {
        template.pieces.map { piece in
            switch piece {
            case .text(let text): TextNormalizer.tokens(text).joined(separator: " ")
            case .applicationName: "${applicationName}"
            case .parameter(let name): "${\(name)}"
            }
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
