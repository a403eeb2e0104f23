import Foundation

/// Matches spoken or typed utterances to an app's shortcuts, as Apple's App Shortcuts do: exact
/// phrases first, then paraphrases, then semantic similarity — and rejects what is not for the app.
///
/// Build it once (it asks entity queries for their suggestions), then match many times:
///
/// ```swift
/// let index = await AppShortcutsIndex(provider: FitnessShortcuts.self, applicationName: "Cadence")
/// if let match = index.match("Could you kick off a jog with Cadence") {
///     match.intentIdentifier   // "StartWorkout"
///     match.parameters         // ["workoutStyle": "outdoorRun"]
///     match.stage              // .lexical
/// } else {
///     print(index.explain("…").message)
/// }
/// ```
///
/// **The stages** (deterministic, explainable, microseconds, no model at run time):
///
/// 1. *Exact*: the utterance, folded (case, accents, width, NFKC), is one of the phrases with a
///    value's name in its parameter slot.
/// 2. *Lexical*: the utterance is split into clauses and words; the lexicon folds synonyms to
///    canonical words ("kick off" → start), drops filler and stems. A word the app does not know is
///    looked up in the semantic table: near one of the app's words, it is read as that word
///    ("exercise" ≈ workout); near none, it is **about something else**, and a clause that gives a
///    command about something else ("stop the video") matches nothing. Each phrase then scores a
///    weighted Dice overlap, words weighted by rarity; a parameter value that only one shortcut
///    takes matches that shortcut ("I'm going for a run").
/// 3. *Semantic*: when no phrase is close enough, the phrases whose command the utterance gives
///    are compared by the cosine of their object words' embeddings. Embeddings put opposite
///    commands together ("continue" lands nearer *end* than *resume*), so this stage never
///    chooses the command: the lexicon's verbs do.
///
/// The best intent wins if it clears the threshold and no other intent comes within the ambiguity
/// margin; a negative phrase that scores at least as well vetoes it.
///
/// **Coverage per locale**: exact and lexical stages cover every locale with a lexicon (en, de,
/// zh-Hans). The semantic table is English (all-MiniLM-L6-v2's vocabulary), so the semantic stage and
/// the "near the app's words" reading run for English only; elsewhere a word the app does not know
/// counts as about something else.
public struct AppShortcutsIndex: Sendable {
    /// The app's name as spoken.
    public let applicationName: String
    /// The locale the phrases are in.
    public let locale: String
    /// Exact only, or exact then flexible.
    public let profile: MatchingProfile
    /// The lowest score that matches (lexical stage).
    public var threshold = 0.5
    /// Two intents within this score of each other are ambiguous.
    public var ambiguityMargin = 0.06
    /// The lowest cosine at which an unknown word counts as near one of the app's words.
    public var relatedWordThreshold = 0.50
    /// The lowest cosine at which an unknown word is read as the app's word it is nearest to.
    public var substitutionThreshold = 0.65
    /// The lowest cosine of the object words that matches at the semantic stage.
    public var semanticThreshold = 0.5
    /// Problems met while building (an entity query that failed, no semantic table), one line each.
    public let warnings: [String]
    /// The provider's parameter generation when built; see ``isStale(for:)``.
    public let parameterGeneration: Int
    /// The embedding table the semantic stage uses; nil when the locale is not covered.
    public let semanticTable: SemanticTable?

    let shortcuts: [AppShortcut]
    let phrases: [CompiledPhrase]
    let negatives: [CompiledPhrase]
    let options: [OptionKey: CompiledOptions]
    let applicationNames: [[String]]
    let pipeline: TokenPipeline
    let weights: [String: Double]
    let commands: Set<String>
    let conjunctions: [[String]]
    /// Conjunctions that give a reason ("because", "while I"): kept at the head of the clause they open.
    let reasonConjunctions: Set<[String]>
    /// Canonical words the app knows: its phrases', its values', its vocabulary.
    let knownWords: Set<String>
    /// Canonical words that name the app's things: its values' words and its lexicon's vocabulary.
    let thingWords: Set<String>
    /// The lexicon's vocabulary, canonical ("workout"): the app's things that are no parameter's value.
    let vocabularyWords: Set<String>
    /// Words that alone are a value's whole name ("run", "yoga"), not a piece of one ("machine").
    let standaloneValueWords: Set<String>
    /// Words that are only ever a piece of a value's name ("road" of "road run"), in no phrase and
    /// no lexicon entry: alone, they name nothing the app has ("the end of the *road*").
    let nameFragmentWords: Set<String>
    /// Each two neighbouring words of a value's name ("road run" → "road run"), joined by a space:
    /// a fragment beside its neighbour is part of a name.
    let nameWordPairs: Set<String>
    /// The first two words of each value's name that opens on a command's word ("*lap swim*"):
    /// the first as written, the second canonical, joined by a space. Said together they name the
    /// value, they give no command.
    let commandLedNamePairs: Set<String>
    /// Words that end a command's object ("in", "for"); empty where the object may stand anywhere.
    let prepositions: Set<String>
    /// Commands that ask rather than act; see ``MatchingLexicon/questions``.
    let questions: Set<String>
    /// Whether the lexicon is English (its grammar rules: the progressive, determiners).
    let isEnglish: Bool
    /// Whether the lexicon is German (its clauses open on their subject: "*ich* schau mir …").
    let isGerman: Bool
    /// Words that negate the rest of their clause.
    let negations: Set<String>
    /// Word sequences that make "start" mean "resume".
    let repetitions: [[String]]
    /// How a clause giving the speaker's own reason opens ("i need").
    let reasonOpenings: [[String]]
    /// Words that open a question; see ``MatchingLexicon/interrogatives``.
    let interrogatives: Set<String>
    /// For each word of a value's name, the shortcuts whose parameters take that value.
    let valueWordShortcuts: [String: Set<Int>]
    /// The commands each shortcut's phrases give.
    let shortcutCommands: [Int: Set<String>]
    /// The shortcuts whose intent takes an amount (a volume parameter): an utterance carrying one
    /// reaches only these.
    let amountShortcuts: Set<Int>
    /// The app's words as written, with their canonical form and vector (semantic stage).
    let vocabularyVectors: [VocabularyWord]
    /// The vectors of the vocabulary's words that are no command, one row each, for
    /// ``nearestAppWord(_:)``; `nearestRows[i]` is the row's index in ``vocabularyVectors``.
    let nearestMatrix: [Float]
    let nearestRows: [Int]

    /// Every value name's vector, per parameter (semantic stage).
    let valueVectors: [OptionKey: [ValueVector]]

    /// A value's name and its vector.
    struct ValueVector: Sendable {
        let vector: [Float]
        let option: ParameterOption
        let name: String
    }

    /// A word of the app's, for the semantic stage.
    struct VocabularyWord: Sendable {
        let text: String
        let canonical: String
        let isCommand: Bool
        /// Whether it is a word of a parameter value's name.
        let isValue: Bool
        let vector: [Float]
        /// For a word of several ("working out"), each one's canonical form: a word that is one of
        /// them is a piece of it, not near it.
        var pieceCanonicals: Set<String> = []
    }

    /// Builds an index.
    /// - Parameters:
    ///   - provider: the app's shortcuts.
    ///   - applicationName: the app's name as spoken ("Cadence").
    ///   - applicationNameSynonyms: other names for the app (Info.plist's `INAlternativeAppNames`).
    ///   - locale: the language of the utterances ("en", "de", "zh-Hans").
    ///   - catalog: localized phrases and value names; phrases of other locales come from it.
    ///   - profile: `.flexible` (default) or `.exact` (Apple Watch's rule).
    ///   - lexicon: synonyms, filler and the app's vocabulary; by default the provider's
    ///     ``AppShortcutsProvider/matchingLexicon(for:)``.
    ///   - semanticTable: the embedding table; the bundled one by default, used for English only.
    public init<Provider: AppShortcutsProvider>(
        provider: Provider.Type, applicationName: String, applicationNameSynonyms: [String] = [],
        locale: String = "en", catalog: AppShortcutsCatalog? = nil, profile: MatchingProfile = .flexible,
        lexicon: MatchingLexicon? = nil, semanticTable: SemanticTable? = SemanticTable.bundled
    ) async {
        let shortcuts = Provider.appShortcuts
        let lexicon = lexicon ?? Provider.matchingLexicon(for: locale)
        let pipeline = TokenPipeline(lexicon)
        let commands = lexicon.commands
        let translating = catalog.map { !$0.isSource(locale) } ?? false
        var warnings: [String] = []
        let table = Self.covers(locale) ? semanticTable : nil
        if Self.covers(locale), semanticTable == nil {
            warnings.append("no semantic table: the semantic stage is off")
        }

        var compiled: [CompiledPhrase] = []
        var options: [OptionKey: CompiledOptions] = [:]
        var phraseTexts: [String] = []
        for (shortcutIndex, shortcut) in shortcuts.enumerated() {
            for source in shortcut.phrases {
                let texts =
                    translating
                    ? (catalog?.translations(of: source.catalogText, locale: locale) ?? [source.catalogText])
                    : [source.catalogText]
                for text in texts {
                    let template = PhraseTemplate(catalogText: text)
                    compiled.append(
                        CompiledPhrase(
                            shortcutIndex: shortcutIndex, intentIdentifier: shortcut.intentIdentifier,
                            template: template, pipeline: pipeline, commands: commands, semanticTable: table))
                    for case .text(let piece) in template.pieces { phraseTexts.append(piece) }
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
                    pipeline: pipeline, commands: commands)
                phraseTexts += typeNames.compactMap { $0 }
            }
        }
        let negatives = Provider.negativePhrases.phrases.map {
            CompiledPhrase(
                shortcutIndex: -1, intentIdentifier: "", template: $0.template, pipeline: pipeline, commands: commands)
        }

        var frequency: [String: Int] = [:]
        for phrase in compiled {
            for token in phrase.content { frequency[token, default: 0] += 1 }
        }
        let count = Double(max(1, compiled.count))
        var weights: [String: Double] = [:]
        for (token, df) in frequency { weights[token] = 1 + log((count + 1) / (Double(df) + 1)) }

        // The app's words: in its phrases, its values' names, its lexicon's synonyms and vocabulary.
        var sources: [String] = phraseTexts
        for compiledOptions in options.values { sources += compiledOptions.names.map(\.name) }
        for (canonical, phrases) in lexicon.synonyms where !canonical.isEmpty { sources += phrases + [canonical] }
        sources += lexicon.vocabulary
        // A value's words, but not the app's generic things ("training" in "Strength Training" is
        // the app's "workout", not a word that names one value).
        let vocabularyWords = Set(lexicon.vocabulary.flatMap { pipeline.canonicalize($0) })
        let valueWords = Set(options.values.flatMap(\.allWords)).subtracting(vocabularyWords)
        var known = Set(compiled.flatMap(\.content)).union(valueWords).union(vocabularyWords)
        known.formUnion(lexicon.vocabulary.flatMap { pipeline.canonicalize($0) })
        var valueVectors: [OptionKey: [ValueVector]] = [:]
        if let table {
            for (key, compiledOptions) in options {
                valueVectors[key] = compiledOptions.names.compactMap { entry in
                    table.vector(entry.name).map { ValueVector(vector: $0, option: entry.option, name: entry.name) }
                }
            }
        }
        var vectors: [VocabularyWord] = []
        var seen = Set<String>()
        for source in sources {
            for piece in pipeline.analyze(TextNormalizer.tokens(source)) {
                guard let canonical = piece.canonical else { continue }
                known.insert(canonical)
                let text = piece.raw.joined(separator: " ")
                guard let table, seen.insert(text).inserted, let vector = table.vector(text) else { continue }
                vectors.append(
                    VocabularyWord(
                        text: text, canonical: canonical, isCommand: commands.contains(canonical),
                        isValue: valueWords.contains(canonical), vector: vector,
                        pieceCanonicals: piece.raw.count > 1
                            ? Set(piece.raw.flatMap { pipeline.canonicalize([$0]) + [$0] }) : []))
            }
        }

        self.applicationName = applicationName
        self.locale = locale
        self.profile = profile
        self.warnings = warnings
        self.parameterGeneration = Provider.parameterGeneration
        self.semanticTable = table
        self.shortcuts = shortcuts
        self.phrases = compiled
        self.negatives = negatives
        self.options = options
        self.applicationNames = ([applicationName] + applicationNameSynonyms).map { TextNormalizer.tokens($0) }
            .filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        var splitting = pipeline
        splitting.compoundParts = known
        self.pipeline = splitting
        self.weights = weights
        self.commands = commands
        self.conjunctions = lexicon.conjunctions.map { TextNormalizer.tokens($0) }.filter { !$0.isEmpty }
            .sorted { ($0.count, $1.joined(separator: " ")) > ($1.count, $0.joined(separator: " ")) }
        self.knownWords = known
        self.vocabularyVectors = vectors
        self.nearestRows = vectors.indices.filter { !vectors[$0].isCommand }
        self.nearestMatrix = nearestRows.flatMap { vectors[$0].vector }
        self.valueVectors = valueVectors
        self.vocabularyWords = vocabularyWords
        self.standaloneValueWords = Set(
            options.values.flatMap { $0.canonicalNames.values.flatMap { $0 } }.compactMap { $0.0.count == 1 ? $0.0[0] : nil }
        ).subtracting(vocabularyWords)
        let lexiconWords = Set(
            lexicon.synonyms.flatMap { canonical, phrases in
                phrases.flatMap { pipeline.canonicalize($0) } + (canonical.isEmpty ? [] : [canonical])
            })
        self.nameFragmentWords = valueWords.subtracting(standaloneValueWords).subtracting(compiled.flatMap(\.content))
            .subtracting(lexiconWords)
        self.nameWordPairs = Set(
            options.values.flatMap { $0.canonicalNames.values.flatMap { $0 } }.flatMap { name, _, _ in
                zip(name, name.dropFirst()).map { "\($0) \($1)" }
            })
        self.commandLedNamePairs = Set(
            options.values.flatMap { $0.rawNames.values.flatMap { $0 } }.compactMap { name, _, _ -> String? in
                guard name.count >= 2, let first = pipeline.canonicalize([name[0]]).first, commands.contains(first),
                    let second = pipeline.canonicalize([name[1]]).first
                else { return nil }
                return "\(name[0]) \(second)"
            })
        self.prepositions = Set(lexicon.prepositions.flatMap { TextNormalizer.tokens($0) })
        self.questions = lexicon.questions
        self.isEnglish = lexicon.stemming == "en"
        self.isGerman = lexicon.stemming == "de"
        self.negations = Set(lexicon.negations.flatMap { TextNormalizer.tokens($0) })
        self.interrogatives = Set(lexicon.interrogatives.flatMap(TextNormalizer.tokens))
        self.reasonOpenings = lexicon.reasons.map { TextNormalizer.tokens($0) }.filter { !$0.isEmpty }
            .sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
        self.reasonConjunctions = Set(conjunctions).intersection(reasonOpenings)
        self.repetitions = lexicon.repetitions.map { TextNormalizer.tokens($0) }.filter { !$0.isEmpty }.sorted { $0.joined() < $1.joined() }
        self.thingWords = valueWords.union(vocabularyWords)
        var valueWordShortcuts: [String: Set<Int>] = [:]
        for (key, compiledOptions) in options {
            for word in compiledOptions.allWords where valueWords.contains(word) {
                valueWordShortcuts[word, default: []].insert(key.shortcut)
            }
        }
        self.valueWordShortcuts = valueWordShortcuts
        self.shortcutCommands = compiled.reduce(into: [Int: Set<String>]()) {
            $0[$1.shortcutIndex, default: []].formUnion($1.commands)
        }
        self.amountShortcuts = Set(
            shortcuts.indices.filter { index in
                shortcuts[index].parameterSources.values.contains { if case .volume = $0 { true } else { false } }
            })
    }

    /// Whether the semantic table covers a locale (English).
    public static func covers(_ locale: String) -> Bool { locale.lowercased().hasPrefix("en") }

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

    /// How an utterance was understood: the stage that decided, the phrase, the words that carried
    /// it — or why nothing matched, with the nearest phrases.
    public func explain(_ utterance: String, applicationAddressed: Bool = false) -> MatchExplanation {
        switch evaluate(utterance, applicationAddressed: applicationAddressed) {
        case .matched(let match):
            var explanation = MatchExplanation(
                utterance: utterance, reason: .matched(intentIdentifier: match.intentIdentifier),
                nearest: [
                    MatchExplanation.Candidate(
                        intentIdentifier: match.intentIdentifier, phrase: match.phrase, score: match.score,
                        missingWords: [], extraWords: [])
                ])
            explanation.stage = match.stage
            explanation.evidence = match.evidence
            return explanation
        case .notMatched(let explanation):
            return explanation
        }
    }

    /// The outcome of matching: a match, or an explanation.
    public enum Outcome: Sendable {
        case matched(AppShortcutMatch)
        case notMatched(MatchExplanation)
    }
}
