import Foundation

/// Matches spoken or typed utterances to an app's shortcuts: exact phrases first, then
/// paraphrases, with parameter values, negative phrases, ambiguity and an app-name rule.
///
/// Build it once (it asks entity queries for their suggestions), then match many times:
///
/// ```swift
/// let index = await AppShortcutsIndex(provider: FitnessShortcuts.self, applicationName: "Cadence")
/// if let match = index.match("Could you kick off a jog with Cadence") {
///     match.intentIdentifier   // "StartWorkout"
///     match.parameters         // ["workoutStyle": "outdoorRun"]
/// } else {
///     print(index.explain("…").message)
/// }
/// ```
///
/// **How flexible matching works** (deterministic, explainable, no model): both the phrases and
/// the utterance are folded (case, accents, width, NFKC), split into words (each CJK character a
/// word), mapped through a lexicon of verb synonyms ("kick off" → start), stripped of filler
/// ("please", "my") and lightly stemmed ("running" → run). A parameter value is found as the
/// longest run of words naming it (title, subtitle, synonyms, in the locale). Each phrase then
/// scores a weighted Dice overlap with the rest of the utterance, words weighted by rarity across
/// the phrases (so "start" counts less than "lap" when every phrase starts something). Word order
/// does not matter. The best intent wins if it clears the threshold and no other intent comes
/// within the ambiguity margin; a negative phrase that scores at least as well vetoes it.
public struct AppShortcutsIndex: Sendable {
    /// The app's name as spoken.
    public let applicationName: String
    /// The locale the phrases are in.
    public let locale: String
    /// Exact only, or exact then flexible.
    public let profile: MatchingProfile
    /// The lowest score that matches (flexible profile).
    public var threshold = 0.5
    /// Two intents within this score of each other are ambiguous.
    public var ambiguityMargin = 0.06
    /// Problems met while building (an entity query that failed), one line each.
    public let warnings: [String]
    /// The provider's parameter generation when built; see ``isStale(for:)``.
    public let parameterGeneration: Int

    let shortcuts: [AppShortcut]
    let phrases: [CompiledPhrase]
    let negatives: [CompiledPhrase]
    let options: [OptionKey: CompiledOptions]
    let applicationNames: [[String]]
    let pipeline: TokenPipeline
    let weights: [String: Double]

    /// Builds an index.
    /// - Parameters:
    ///   - provider: the app's shortcuts.
    ///   - applicationName: the app's name as spoken ("Cadence").
    ///   - applicationNameSynonyms: other names for the app (Info.plist's `INAlternativeAppNames`).
    ///   - locale: the language of the utterances ("en", "de", "zh-Hans").
    ///   - catalog: localized phrases and value names; phrases of other locales come from it.
    ///   - profile: `.flexible` (default) or `.exact` (Apple Watch's rule).
    ///   - lexicon: synonyms and filler; the built-in one for the locale's language by default.
    public init<Provider: AppShortcutsProvider>(
        provider: Provider.Type, applicationName: String, applicationNameSynonyms: [String] = [],
        locale: String = "en", catalog: AppShortcutsCatalog? = nil, profile: MatchingProfile = .flexible,
        lexicon: MatchingLexicon? = nil
    ) async {
        let shortcuts = Provider.appShortcuts
        let pipeline = TokenPipeline(lexicon ?? MatchingLexicon.forLanguage(locale))
        let translating = catalog.map { !$0.isSource(locale) } ?? false
        var warnings: [String] = []

        var compiled: [CompiledPhrase] = []
        var options: [OptionKey: CompiledOptions] = [:]
        for (shortcutIndex, shortcut) in shortcuts.enumerated() {
            for source in shortcut.phrases {
                let texts =
                    translating
                    ? (catalog?.translations(of: source.catalogText, locale: locale) ?? [source.catalogText])
                    : [source.catalogText]
                for text in texts {
                    compiled.append(
                        CompiledPhrase(
                            shortcutIndex: shortcutIndex, intentIdentifier: shortcut.intentIdentifier,
                            template: PhraseTemplate(catalogText: text), pipeline: pipeline))
                }
            }
            for name in Set(shortcut.phrases.flatMap(\.parameterNames)) {
                let key = OptionKey(shortcut: shortcutIndex, parameter: name)
                var list: [ParameterOption] = []
                switch shortcut.parameterSources[name] {
                case .enumeration(_, let cases):
                    list = cases
                case .entity(let typeName, let suggestions, _):
                    do {
                        list = try await suggestions()
                    } catch {
                        warnings.append(
                            "\(shortcut.intentIdentifier).\(name): \(typeName) suggestions failed: \(error)")
                    }
                default:
                    break
                }
                let typeName = shortcut.parameterTypeNames[name]
                let typeNames =
                    [typeName?.defaultValue]
                    + (translating
                        ? (typeName.flatMap { catalog?.translations(of: $0.key, locale: locale) } ?? []) : [])
                options[key] = CompiledOptions(
                    list, typeNames: typeNames.compactMap { $0 }, catalog: translating ? catalog : nil, locale: locale,
                    pipeline: pipeline)
            }
        }
        let negatives = Provider.negativePhrases.phrases.map {
            CompiledPhrase(shortcutIndex: -1, intentIdentifier: "", template: $0.template, pipeline: pipeline)
        }

        var frequency: [String: Int] = [:]
        for phrase in compiled {
            for token in phrase.content { frequency[token, default: 0] += 1 }
        }
        let count = Double(max(1, compiled.count))
        var weights: [String: Double] = [:]
        for (token, df) in frequency { weights[token] = 1 + log((count + 1) / (Double(df) + 1)) }

        self.applicationName = applicationName
        self.locale = locale
        self.profile = profile
        self.warnings = warnings
        self.parameterGeneration = Provider.parameterGeneration
        self.shortcuts = shortcuts
        self.phrases = compiled
        self.negatives = negatives
        self.options = options
        self.applicationNames = ([applicationName] + applicationNameSynonyms).map { TextNormalizer.tokens($0) }
            .filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        self.pipeline = pipeline
        self.weights = weights
    }

    /// Whether ``AppShortcutsProvider/updateAppShortcutParameters()`` was called since this index
    /// was built, so entity values may have changed.
    public func isStale<Provider: AppShortcutsProvider>(for provider: Provider.Type) -> Bool {
        Provider.parameterGeneration != parameterGeneration
    }

    /// The number of phrases after expanding parameter values (App Shortcuts allow 1,000).
    public var expandedPhraseCount: Int {
        phrases.reduce(0) { total, phrase in
            guard let parameter = phrase.parameter else { return total + 1 }
            return total
                + max(1, options[OptionKey(shortcut: phrase.shortcutIndex, parameter: parameter)]?.options.count ?? 1)
        }
    }

    // MARK: Matching

    /// The shortcut an utterance asks for, or `nil`.
    ///
    /// - Parameter applicationAddressed: `true` when the utterance is already addressed to the
    ///   app (a command line's `say`), so it need not name the app.
    public func match(_ utterance: String, applicationAddressed: Bool = false) -> AppShortcutMatch? {
        if case .matched(let match) = evaluate(utterance, applicationAddressed: applicationAddressed) { return match }
        return nil
    }

    /// Why an utterance did not match, with the nearest phrases.
    public func explain(_ utterance: String, applicationAddressed: Bool = false) -> MatchExplanation {
        switch evaluate(utterance, applicationAddressed: applicationAddressed) {
        case .matched(let match):
            MatchExplanation(
                utterance: utterance, reason: .belowThreshold(bestScore: match.score, threshold: threshold), nearest: []
            )
        case .notMatched(let explanation):
            explanation
        }
    }

    /// The outcome of matching: a match, or an explanation.
    public enum Outcome: Sendable {
        case matched(AppShortcutMatch)
        case notMatched(MatchExplanation)
    }

    /// Matches and explains in one pass.
    public func evaluate(_ utterance: String, applicationAddressed: Bool = false) -> Outcome {
        let raw = TextNormalizer.tokens(utterance)
        let (withoutName, named) = removingApplicationName(raw)
        let content = pipeline.canonicalize(withoutName)
        func fail(_ reason: MatchExplanation.Reason, _ nearest: [MatchExplanation.Candidate] = []) -> Outcome {
            .notMatched(MatchExplanation(utterance: utterance, reason: reason, nearest: nearest))
        }
        guard !raw.isEmpty, !(content.isEmpty && !named) else { return fail(.empty) }

        // 1. Exact phrases.
        var exactMatches: [(CompiledPhrase, [String: MatchedValue])] = []
        for phrase in phrases {
            let pieces = applicationAddressed && !named ? phrase.exactPiecesWithoutName : phrase.exactPieces
            if let values = exactMatch(pieces, raw, phrase: phrase) { exactMatches.append((phrase, values)) }
        }
        let vetoedBy = negatives.first { negative in
            exactMatch(
                applicationAddressed && !named ? negative.exactPiecesWithoutName : negative.exactPieces, raw,
                phrase: negative) != nil
        }
        if let vetoedBy { return fail(.negativePhrase(vetoedBy.template.rendered(applicationName: applicationName))) }
        if let (phrase, values) = exactMatches.first,
            exactMatches.allSatisfy({ $0.0.intentIdentifier == phrase.intentIdentifier })
        {
            if !named, !applicationAddressed, phrase.template.applicationNameCount > 0 {
                return fail(
                    .applicationNameMissing(applicationName: applicationName), content.isEmpty ? [] : nearest(content))
            }
            return .matched(makeMatch(phrase, values: values, score: 1, exact: true))
        }
        if !named, !applicationAddressed {
            return fail(
                .applicationNameMissing(applicationName: applicationName), content.isEmpty ? [] : nearest(content))
        }
        if profile == .exact { return fail(.noExactPhrase, nearest(content)) }
        guard !content.isEmpty else { return fail(.empty) }

        // 2. Paraphrases.
        let scored = scoreAll(content)
        let negativeBest = negatives.map { ($0, dice($0, Bag(content), slot: nil)) }.max { $0.1 < $1.1 }
        guard let best = scored.first else { return fail(.belowThreshold(bestScore: 0, threshold: threshold)) }
        if let (negative, score) = negativeBest, score >= threshold, score >= best.score {
            return fail(.negativePhrase(negative.template.rendered(applicationName: applicationName)), nearest(content))
        }
        guard best.score >= threshold else {
            return fail(.belowThreshold(bestScore: best.score, threshold: threshold), nearest(content))
        }
        if let rival = scored.first(where: { $0.phrase.intentIdentifier != best.phrase.intentIdentifier }),
            rival.score >= best.score - ambiguityMargin
        {
            return fail(
                .ambiguous(first: best.phrase.intentIdentifier, second: rival.phrase.intentIdentifier), nearest(content)
            )
        }
        // Two values of the same parameter tied: leave it unset, so the runner asks for it.
        var values =
            best.value.map {
                [
                    best.phrase.parameter ?? "": MatchedValue(
                        option: $0, name: best.said ?? $0.representation.title.defaultValue)
                ]
            } ?? [:]
        if let value = best.value,
            scored.contains(where: {
                $0.phrase.shortcutIndex == best.phrase.shortcutIndex && $0.value != nil
                    && $0.value?.value != value.value
                    && $0.score >= best.score - 1e-9
            })
        {
            values = [:]
        }
        return .matched(makeMatch(best.phrase, values: values, score: best.score, exact: false))
    }

    // MARK: Internals

    private func removingApplicationName(_ tokens: [String]) -> ([String], Bool) {
        var result: [String] = []
        var found = false
        var index = 0
        outer: while index < tokens.count {
            for name in applicationNames where index + name.count <= tokens.count {
                if tokens[index..<index + name.count].elementsEqual(name) {
                    found = true
                    index += name.count
                    continue outer
                }
            }
            result.append(tokens[index])
            index += 1
        }
        return (result, found)
    }

    private func makeMatch(_ phrase: CompiledPhrase, values: [String: MatchedValue], score: Double, exact: Bool)
        -> AppShortcutMatch
    {
        let shortcut = shortcuts[phrase.shortcutIndex]
        let intent = shortcut.makeIntent()
        let parameters = IntentParameters.list(of: intent)
        var strings: [String: String] = [:]
        var shown: [String: String] = [:]
        for (name, matched) in values {
            _ = parameters.first { $0.name == name }?.parameter.setAny(matched.option.instance)
            strings[name] = matched.option.value
            shown[name] = matched.name
        }
        return AppShortcutMatch(
            intent: intent, intentIdentifier: shortcut.intentIdentifier, parameters: strings,
            phrase: phrase.template.rendered(applicationName: applicationName, parameters: shown), score: score,
            isExact: exact)
    }

    private func exactMatch(_ pieces: [ExactPiece], _ tokens: [String], phrase: CompiledPhrase) -> [String:
        MatchedValue]?
    {
        var values: [String: MatchedValue] = [:]
        func go(_ p: Int, _ t: Int) -> Bool {
            if p == pieces.count { return t == tokens.count }
            switch pieces[p] {
            case .tokens(let sequence):
                guard t + sequence.count <= tokens.count, tokens[t..<t + sequence.count].elementsEqual(sequence) else {
                    return false
                }
                return go(p + 1, t + sequence.count)
            case .applicationName:
                for name in applicationNames
                where t + name.count <= tokens.count && tokens[t..<t + name.count].elementsEqual(name) {
                    if go(p + 1, t + name.count) { return true }
                }
                return false
            case .parameter(let name):
                guard t < tokens.count,
                    let compiled = options[OptionKey(shortcut: phrase.shortcutIndex, parameter: name)]
                else { return false }
                for (sequence, option, said) in compiled.rawNames[tokens[t]] ?? []
                where t + sequence.count <= tokens.count && tokens[t..<t + sequence.count].elementsEqual(sequence) {
                    values[name] = MatchedValue(option: option, name: said)
                    if go(p + 1, t + sequence.count) { return true }
                }
                return false
            }
        }
        return go(0, 0) ? values : nil
    }

    struct Scored {
        let phrase: CompiledPhrase
        let value: ParameterOption?
        let score: Double
        var said: String?
    }

    /// A parameter value and the name it was called by.
    struct MatchedValue {
        let option: ParameterOption
        let name: String
    }

    /// Every phrase's best score against the utterance, best first.
    private func scoreAll(_ content: [String]) -> [Scored] {
        var slotCache: [OptionKey: [(ParameterOption, Range<Int>, String)]] = [:]
        let utterance = Bag(content)
        var results: [Scored] = []
        for phrase in phrases {
            guard let parameter = phrase.parameter else {
                results.append(Scored(phrase: phrase, value: nil, score: dice(phrase, utterance, slot: nil)))
                continue
            }
            let key = OptionKey(shortcut: phrase.shortcutIndex, parameter: parameter)
            let candidates = slotCache[key] ?? options[key]?.find(in: content) ?? []
            slotCache[key] = candidates
            if candidates.isEmpty {
                results.append(
                    Scored(phrase: phrase, value: nil, score: dice(phrase, utterance, slot: false)))
            }
            let typeWords = options[key]?.typeWords ?? []
            for (option, span, said) in candidates {
                var rest = content
                rest.removeSubrange(span)
                // The type's name said beside the value ("my shopping list") belongs to the value,
                // unless the phrase itself says it.
                rest.removeAll { typeWords.contains($0) && !phrase.content.contains($0) }
                results.append(
                    Scored(phrase: phrase, value: option, score: dice(phrase, Bag(rest), slot: true), said: said))
            }
        }
        return results.sorted { $0.score > $1.score }
    }

    /// Weighted Dice overlap; `slot` is nil for a phrase without a parameter, else whether the
    /// utterance filled it.
    /// Distinct words in a fixed (sorted) order, for sums that come out the same every run.
    struct Bag {
        let set: Set<String>
        let sorted: [String]
        init(_ words: [String]) {
            set = Set(words)
            sorted = set.sorted()
        }
    }

    private func dice(_ phrase: CompiledPhrase, _ utterance: Bag, slot: Bool?) -> Double {
        dice(phrase.words, utterance, slot: slot)
    }

    private func dice(_ phrase: Bag, _ utterance: Bag, slot: Bool?) -> Double {
        let slotWeight = 2.0
        func weight(_ token: String) -> Double { weights[token] ?? 0.5 }
        var matched = 0.0
        var total = 0.0
        // Sum in sorted order: a set's order changes from run to run, and floating-point sums
        // with it, which could flip a near tie.
        for token in phrase.sorted {
            total += weight(token)
            if utterance.set.contains(token) { matched += weight(token) }
        }
        for token in utterance.sorted { total += weight(token) }
        // A parameter value alone does not make a phrase: some of its own words must be there.
        if !phrase.sorted.isEmpty, matched == 0 { return 0 }
        if let slot {
            total += slotWeight + (slot ? slotWeight : 0)
            if slot { matched += slotWeight }
        }
        return total > 0 ? 2 * matched / total : 0
    }

    private func nearest(_ content: [String]) -> [MatchExplanation.Candidate] {
        var seen = Set<String>()
        var result: [MatchExplanation.Candidate] = []
        let utterance = Set(content)
        for scored in scoreAll(content) {
            let text = scored.phrase.template.catalogText
            guard seen.insert(text).inserted else { continue }
            let valueTokens = Set(
                scored.value.map {
                    options[OptionKey(shortcut: scored.phrase.shortcutIndex, parameter: scored.phrase.parameter ?? "")]?
                        .tokens(of: $0) ?? []
                } ?? [])
            result.append(
                MatchExplanation.Candidate(
                    intentIdentifier: scored.phrase.intentIdentifier,
                    phrase: scored.phrase.template.rendered(applicationName: applicationName), score: scored.score,
                    missingWords: scored.phrase.content.subtracting(utterance).sorted(),
                    extraWords: utterance.subtracting(scored.phrase.content).subtracting(valueTokens).sorted()))
            if result.count == 3 { break }
        }
        return result
    }
}

// MARK: - Compiled pieces

struct OptionKey: Hashable, Sendable {
    let shortcut: Int
    let parameter: String
}

enum ExactPiece: Sendable {
    case tokens([String])
    case applicationName
    case parameter(String)
}

/// Words that join an app name to a phrase ("in Cadence", "用Cadence"): dropped with the name when
/// the utterance is already addressed to the app.
let applicationNameConnectors: Set<String> = [
    "in", "with", "using", "on", "from", "to", "for", "via", "mit", "im", "bei", "auf", "用", "在", "里", "中",
]

struct CompiledPhrase: Sendable {
    let shortcutIndex: Int
    let intentIdentifier: String
    let template: PhraseTemplate
    let content: Set<String>
    let words: AppShortcutsIndex.Bag
    let parameter: String?
    let exactPieces: [ExactPiece]
    let exactPiecesWithoutName: [ExactPiece]

    init(shortcutIndex: Int, intentIdentifier: String, template: PhraseTemplate, pipeline: TokenPipeline) {
        self.shortcutIndex = shortcutIndex
        self.intentIdentifier = intentIdentifier
        self.template = template
        var text: [String] = []
        var pieces: [ExactPiece] = []
        for piece in template.pieces {
            switch piece {
            case .text(let string):
                let tokens = TextNormalizer.tokens(string)
                text += tokens
                if !tokens.isEmpty { pieces.append(.tokens(tokens)) }
            case .applicationName:
                pieces.append(.applicationName)
            case .parameter(let name):
                pieces.append(.parameter(name))
            }
        }
        content = Set(pipeline.canonicalize(text))
        words = AppShortcutsIndex.Bag(Array(content))
        parameter = template.parameterNames.first
        exactPieces = pieces
        exactPiecesWithoutName = Self.droppingName(pieces)
    }

    /// The pieces without the app name and the connector word next to it.
    private static func droppingName(_ pieces: [ExactPiece]) -> [ExactPiece] {
        var result: [ExactPiece] = []
        for (index, piece) in pieces.enumerated() {
            if case .applicationName = piece {
                if case .tokens(var before)? = result.last, let last = before.last,
                    applicationNameConnectors.contains(last)
                {
                    before.removeLast()
                    result[result.count - 1] = .tokens(before)
                } else if index + 1 < pieces.count, case .tokens = pieces[index + 1] {
                    // "Cadence, start…": nothing to drop before; a connector after is unusual.
                }
                continue
            }
            result.append(piece)
        }
        return result.filter { if case .tokens(let t) = $0 { !t.isEmpty } else { true } }
    }
}

/// A parameter's values with their names as raw tokens (for exact matching) and canonical
/// tokens (for flexible matching), indexed by first token.
struct CompiledOptions: Sendable {
    let options: [ParameterOption]
    let rawNames: [String: [([String], ParameterOption, String)]]
    let canonicalNames: [String: [([String], ParameterOption, String)]]
    private let canonicalByValue: [String: Set<String>]
    /// Words of the type's name ("todo", "list"): said beside a value ("my shopping list"), they
    /// belong to the value and do not count against a phrase.
    let typeWords: Set<String>

    init(
        _ options: [ParameterOption], typeNames: [String], catalog: AppShortcutsCatalog?, locale: String,
        pipeline: TokenPipeline
    ) {
        self.options = options
        typeWords = Set(typeNames.flatMap { pipeline.canonicalize($0) })
        var raw: [String: [([String], ParameterOption, String)]] = [:]
        var canonical: [String: [([String], ParameterOption, String)]] = [:]
        var byValue: [String: Set<String>] = [:]
        for option in options {
            var seen = Set<String>()
            // In declaration order (title, subtitle, synonyms), so the same name wins every run.
            for name in option.names(catalog: catalog, locale: locale) where seen.insert(name).inserted {
                let tokens = TextNormalizer.tokens(name)
                if let first = tokens.first { raw[first, default: []].append((tokens, option, name)) }
                let content = pipeline.canonicalize(tokens)
                if let first = content.first { canonical[first, default: []].append((content, option, name)) }
                byValue[option.value, default: []].formUnion(content)
            }
        }
        // Longest names first; among equals, declaration order (a stable sort).
        for key in raw.keys {
            raw[key] = raw[key]?.enumerated().sorted {
                ($1.element.0.count, $0.offset) < ($0.element.0.count, $1.offset)
            }.map(\.element)
        }
        for key in canonical.keys {
            canonical[key] = canonical[key]?.enumerated().sorted {
                ($1.element.0.count, $0.offset) < ($0.element.0.count, $1.offset)
            }.map(\.element)
        }
        rawNames = raw
        canonicalNames = canonical
        canonicalByValue = byValue
    }

    /// The values named in `content`, each with the span naming it; only the longest spans.
    func find(in content: [String]) -> [(ParameterOption, Range<Int>, String)] {
        var found: [(ParameterOption, Range<Int>, String)] = []
        var longest = 0
        for start in content.indices {
            for (sequence, option, name) in canonicalNames[content[start]] ?? [] {
                let end = start + sequence.count
                guard end <= content.count, sequence.count >= longest, content[start..<end].elementsEqual(sequence)
                else {
                    continue
                }
                if sequence.count > longest {
                    longest = sequence.count
                    found.removeAll()
                }
                if !found.contains(where: { $0.0.value == option.value }) { found.append((option, start..<end, name)) }
            }
        }
        return found
    }

    func tokens(of option: ParameterOption) -> Set<String> { canonicalByValue[option.value] ?? [] }
}
