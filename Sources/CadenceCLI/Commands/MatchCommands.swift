import CadenceApp
import CadenceIntents
import Foundation

/// `cadence match "<utterance>"`: which shortcut a phrase reaches, without a host.
enum MatchCommand: Subcommand {
    static let spec = CommandSpec(
        name: "match", abstract: "Show which shortcut a phrase reaches (no host needed).",
        usage: "\"<utterance>\" [--locale <L>] [--exact] [--json] | --file <PATH> [--locale <L>] [--exact]",
        arguments: [("utterance", "A phrase, e.g. \"Start a run in Cadence\".")],
        options: [
            CommandSpec.Option("locale", value: "L", help: "The phrase's language: en (default), de, zh-Hans."),
            CommandSpec.Option("exact", help: "Accept exact phrases only (Apple Watch's rule)."),
            CommandSpec.Option(
                "file", value: "PATH", help: "Match every line of a file; print one JSON object per line."),
            CommandSpec.json,
        ],
        discussion: """
            --json prints {"matched", "intent", "parameters", "phrase", "score", "exact", "stage", "evidence"},
            and "reason" and "nearest" when nothing matched. "stage" is the stage that decided (exact,
            lexical, semantic) or the last one tried. Exit status 0 whether or not it matched.
            """)

    struct Result: Encodable {
        let matched: Bool
        let intent: String?
        let parameters: [String: String]?
        let phrase: String?
        let score: Double?
        let exact: Bool?
        /// The stage that decided, or the last one tried: "exact", "lexical", "semantic".
        let stage: String?
        /// The words that carried the decision, as the stage read them.
        let evidence: [String]?
        let reason: String?
        let nearest: [Nearest]?
        let utterance: String?

        struct Nearest: Encodable {
            let intent: String
            let phrase: String
            let score: Double
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        let locale = arguments.values["locale"] ?? "en"
        let index = await AppShortcutsIndex(
            provider: CadenceShortcuts.self, applicationName: CadenceShortcuts.applicationName, locale: locale,
            catalog: CadenceShortcutsCatalog.bundled, profile: arguments.has("exact") ? .exact : .flexible)
        if let path = arguments.values["file"] {
            guard arguments.positionals.isEmpty else {
                throw UsageError("give either an utterance or --file, not both")
            }
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                context.output.err("Error: cannot read \(path): \(error.localizedDescription)")
                return 1
            }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false)
            where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                context.output.out(JSONOutput.string(result(index, String(line), includeUtterance: true)))
            }
            return 0
        }
        guard arguments.positionals.count == 1, let utterance = arguments.positionals.first else {
            throw UsageError(
                arguments.positionals.isEmpty
                    ? "missing the utterance (or --file PATH)" : "expected one utterance (quote it)")
        }
        let outcome = result(index, utterance, includeUtterance: false)
        if arguments.has("json") {
            context.output.out(JSONOutput.string(outcome))
        } else if outcome.matched {
            let parameters = (outcome.parameters ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                .joined(separator: " ")
            context.output.out(
                "\(outcome.intent ?? "")\(parameters.isEmpty ? "" : " " + parameters)  (\(outcome.stage ?? ""), score \(String(format: "%.2f", outcome.score ?? 0)), phrase \"\(outcome.phrase ?? "")\")"
                    + ((outcome.evidence ?? []).isEmpty ? "" : "\n  carried by: " + (outcome.evidence ?? []).joined(separator: ", "))
            )
        } else {
            context.output.out("No match: \(outcome.reason ?? "")" + (outcome.stage.map { " [\($0) stage]" } ?? ""))
            if let evidence = outcome.evidence, !evidence.isEmpty {
                context.output.out("  read as: " + evidence.joined(separator: ", "))
            }
            for near in outcome.nearest ?? [] {
                context.output.out(
                    "  nearest: \"\(near.phrase)\" → \(near.intent) (score \(String(format: "%.2f", near.score)))")
            }
        }
        return 0
    }

    static func result(_ index: AppShortcutsIndex, _ utterance: String, includeUtterance: Bool) -> Result {
        switch index.evaluate(utterance) {
        case .matched(let match):
            return Result(
                matched: true, intent: match.intentIdentifier, parameters: match.parameters, phrase: match.phrase,
                score: match.score, exact: match.isExact, stage: match.stage.rawValue, evidence: match.evidence,
                reason: nil, nearest: nil, utterance: includeUtterance ? utterance : nil)
        case .notMatched(let explanation):
            return Result(
                matched: false, intent: nil, parameters: nil, phrase: nil, score: nil, exact: nil,
                stage: explanation.stage?.rawValue, evidence: explanation.evidence, reason: explanation.message,
                nearest: explanation.nearest.map {
                    Result.Nearest(intent: $0.intentIdentifier, phrase: $0.phrase, score: $0.score)
                },
                utterance: includeUtterance ? utterance : nil)
        }
    }
}

/// `cadence explain "<utterance>"`: how a phrase is understood, as ``AppShortcutsIndex/explain(_:applicationAddressed:)``
/// says it: the stage that decided and the words that carried it, or why nothing matched and
/// which phrases came nearest, with the words each lacked and the words it did not expect.
enum ExplainCommand: Subcommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain how a phrase is understood: the deciding stage, its words, the nearest phrases (no host needed).",
        usage: "\"<utterance>\" [--locale <L>] [--exact] [--addressed] [--json]",
        arguments: [("utterance", "A phrase, e.g. \"Stop the video in Cadence\".")],
        options: [
            CommandSpec.Option("locale", value: "L", help: "The phrase's language: en (default), de, zh-Hans."),
            CommandSpec.Option("exact", help: "Accept exact phrases only (Apple Watch's rule)."),
            CommandSpec.Option("addressed", help: "The phrase is already said to Cadence (as with say): the name may be left out."),
            CommandSpec.json,
        ],
        discussion: """
            --json prints {"utterance", "matched", "intent", "reason", "stage", "evidence", "nearest"}, each
            nearest phrase with {"intent", "phrase", "score", "missingWords", "extraWords"}. Exit status 0
            whether or not it matched.
            """)

    struct Explanation: Encodable {
        let utterance: String
        let matched: Bool
        let intent: String?
        let reason: String
        let stage: String?
        let evidence: [String]
        let nearest: [Candidate]

        struct Candidate: Encodable {
            let intent: String
            let phrase: String
            let score: Double
            let missingWords: [String]
            let extraWords: [String]
        }
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.count == 1, let utterance = arguments.positionals.first else {
            throw UsageError(arguments.positionals.isEmpty ? "missing the utterance" : "expected one utterance (quote it)")
        }
        let index = await AppShortcutsIndex(
            provider: CadenceShortcuts.self, applicationName: CadenceShortcuts.applicationName,
            locale: arguments.values["locale"] ?? "en", catalog: CadenceShortcutsCatalog.bundled,
            profile: arguments.has("exact") ? .exact : .flexible)
        let explanation = index.explain(utterance, applicationAddressed: arguments.has("addressed"))
        let intent: String?
        if case .matched(let identifier) = explanation.reason { intent = identifier } else { intent = nil }
        let result = Explanation(
            utterance: utterance, matched: intent != nil, intent: intent, reason: explanation.message,
            stage: explanation.stage?.rawValue, evidence: explanation.evidence,
            nearest: explanation.nearest.map {
                Explanation.Candidate(
                    intent: $0.intentIdentifier, phrase: $0.phrase, score: $0.score, missingWords: $0.missingWords,
                    extraWords: $0.extraWords)
            })
        if arguments.has("json") {
            context.output.out(JSONOutput.string(result))
            return 0
        }
        context.output.out(
            (intent.map { "Understood: \($0)" } ?? "Not understood: \(result.reason)")
                + (result.stage.map { " — decided by the \($0) stage" } ?? ""))
        if !result.evidence.isEmpty {
            context.output.out("  words: " + result.evidence.joined(separator: ", "))
        }
        for near in result.nearest {
            var line = "  \(intent == nil ? "nearest" : "phrase"): \"\(near.phrase)\" → \(near.intent) (score \(String(format: "%.2f", near.score)))"
            if !near.missingWords.isEmpty { line += "; lacks " + near.missingWords.joined(separator: ", ") }
            if !near.extraWords.isEmpty { line += "; not in it: " + near.extraWords.joined(separator: ", ") }
            context.output.out(line)
        }
        return 0
    }
}

/// `cadence shortcuts`: every shortcut and phrase per locale, and the validator's verdict.
enum ShortcutsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "shortcuts", abstract: "List every shortcut and phrase per locale, and check them.",
        usage: "[--data-dir <DIR>] [--json]", options: [CommandSpec.dataDirectory, CommandSpec.json])

    struct Listing: Encodable {
        struct Shortcut: Encodable {
            let intent: String
            /// The intent's parameter summary, as a shortcuts editor shows it.
            let summary: String
            let shortTitle: String
            let systemImageName: String
            let phrases: [String: [String]]
        }
        let applicationName: String
        let locales: [String]
        let shortcuts: [Shortcut]
        let negativePhrases: [String]
        let valid: Bool
        let issues: [String]
        /// What the single press (`cadence action`) starts with no workout in progress.
        let firstPressWorkout: String
        /// What it runs during a workout: the next action the app donates at each start.
        let nextAction: String
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        let catalog = CadenceShortcutsCatalog.bundled
        let locales = ["en"] + (catalog?.locales ?? [])
        let shortcuts = CadenceShortcuts.appShortcuts.map { shortcut in
            var phrases: [String: [String]] = [:]
            for locale in locales {
                phrases[locale] = shortcut.phrases.flatMap { phrase in
                    locale == "en"
                        ? [phrase.catalogText] : (catalog?.translations(of: phrase.catalogText, locale: locale) ?? [])
                }
            }
            let summary =
                CadenceShortcuts.intentTypes.first { $0.intentIdentifier == shortcut.intentIdentifier }
                .map { $0.init().parameterSummaryText } ?? shortcut.intentIdentifier
            return Listing.Shortcut(
                intent: shortcut.intentIdentifier, summary: summary, shortTitle: shortcut.shortTitle.defaultValue,
                systemImageName: shortcut.systemImageName, phrases: phrases)
        }
        let issues = await AppShortcutsValidator.validate(CadenceShortcuts.self).map(\.message)
        if let settings = try? CadenceSettings.load(from: context.dataDirectory(arguments)) {
            CadenceSettings.current = settings
        }
        let listing = Listing(
            applicationName: CadenceShortcuts.applicationName, locales: locales, shortcuts: shortcuts,
            negativePhrases: CadenceShortcuts.negativePhrases.phrases.map(\.template.catalogText),
            valid: issues.isEmpty, issues: issues, firstPressWorkout: CadenceSettings.firstPressWorkout.rawValue,
            nextAction: MarkLap.intentIdentifier)
        if arguments.has("json") {
            context.output.out(JSONOutput.string(listing))
            return issues.isEmpty ? 0 : 1
        }
        for shortcut in shortcuts {
            context.output.out("\(shortcut.shortTitle) (\(shortcut.intent)): \(shortcut.summary)")
            for locale in locales {
                for phrase in shortcut.phrases[locale] ?? [] { context.output.out("  [\(locale)] \(phrase)") }
            }
        }
        context.output.out("Negative phrases: " + listing.negativePhrases.joined(separator: "; "))
        context.output.out(
            "Action (cadence action): starts \(CadenceSettings.firstPressWorkout.title) with no workout; during one runs the next action the app donates at each start, \(listing.nextAction); --both pauses or resumes.")
        if issues.isEmpty {
            context.output.out("Validation: \(shortcuts.count) shortcuts, all rules pass.")
        } else {
            context.output.out("Validation failed:")
            for issue in issues { context.output.out("  - \(issue)") }
        }
        return issues.isEmpty ? 0 : 1
    }
}
