/// What an utterance says, clause by clause, as the lexical and semantic stages read it: the
/// commands it gives, the app's words it names, the words it reads through the semantic table, and
/// the words that are about something else.
struct UtteranceAnalysis: Sendable {
    /// One clause ("I'm at a red light" / "pause my workout").
    struct Clause: Sendable {
        var commands: Set<String> = []
        var canonical: [String] = []
        /// Words other than commands, as written (the object, for the semantic stage).
        var objectWords: [String] = []
        var appWords = 0
        var foreign: [String] = []
    }

    var clauses: [Clause] = []
    /// Unknown words read through the semantic table: "exercise ≈ workout 0.77".
    var related: [String] = []

    /// The clauses that decide: those that give a command or name the app's things, when any
    /// clause gives a command; otherwise every clause. "I'm waiting at a red light, pause" decides
    /// on "pause"; "I'm at a red light" is context.
    var deciding: [Clause] {
        guard clauses.contains(where: { !$0.commands.isEmpty }) else { return clauses }
        return clauses.filter { !$0.commands.isEmpty || $0.appWords > 0 }
    }

    var content: [String] { deciding.flatMap(\.canonical) }
    var commands: Set<String> { deciding.reduce(into: Set<String>()) { $0.formUnion($1.commands) } }
    var objectWords: [String] { deciding.flatMap(\.objectWords) }

    /// The words that make the utterance about something else, or empty: a clause that gives a
    /// command about a thing the app does not have, or, with no command at all, things the app
    /// does not have and nothing it has.
    var somethingElse: [String] {
        if clauses.contains(where: { !$0.commands.isEmpty }) {
            return clauses.filter { !$0.commands.isEmpty }.flatMap(\.foreign)
        }
        let foreign = clauses.flatMap(\.foreign)
        return clauses.reduce(0) { $0 + $1.appWords } == 0 ? foreign : []
    }
}

extension AppShortcutsIndex {
    /// Splits an utterance into clauses and reads every word: command, the app's word, filler,
    /// near one of the app's words (semantic table), or about something else.
    ///
    /// In a clause that gives a command the object must be the app's: a word near one of the app's
    /// words counts only when it is read as that word (cosine ≥ ``substitutionThreshold``) or is near
    /// a value of a parameter that the command's shortcuts take ("start a marathon" ≈ run); "end the
    /// meeting" (≈ session 0.42) and "cancel the uber" (≈ ride, a value only starting takes) are
    /// about something else. In a clause without a command, near is enough: it is context.
    func analyze(_ utterance: String) -> UtteranceAnalysis {
        var analysis = UtteranceAnalysis()
        for tokens in TextNormalizer.clauses(utterance, conjunctions: conjunctions) {
            let withoutName = removingApplicationName(tokens).0
            var clause = UtteranceAnalysis.Clause()
            var nearValues: [(text: String, word: VocabularyWord)] = []
            var nearOnly: [String] = []
            for piece in pipeline.analyze(withoutName) {
                guard let canonical = piece.canonical else { continue }
                let text = piece.raw.joined(separator: " ")
                if commands.contains(canonical) {
                    clause.commands.insert(canonical)
                    clause.canonical.append(canonical)
                } else if knownWords.contains(canonical) {
                    if thingWords.contains(canonical) { clause.appWords += 1 }
                    clause.canonical.append(canonical)
                    clause.objectWords.append(text)
                } else if canonical.allSatisfy(\.isNumber) || piece.raw.allSatisfy(VolumeText.isAmountWord) {
                    // Numbers and amounts ("half a litre", "8 fl oz") name dates, distances and
                    // measurement parameters' values: neither the app's nor foreign.
                    clause.canonical.append(canonical)
                } else if let (word, similarity) = nearestAppWord(text), similarity >= relatedWordThreshold {
                    analysis.related.append("\(text) ≈ \(word.text) \(MatchExplanation.format(similarity))")
                    // Read as the app's word only when that word names no value: values have
                    // siblings the embedding cannot tell apart ("tomorrow" ≈ today, "turn" ≈ spin).
                    if !word.isValue, similarity >= substitutionThreshold {
                        clause.canonical.append(word.canonical)
                        clause.appWords += 1
                    } else {
                        clause.canonical.append(canonical)
                        if word.isValue { nearValues.append((text, word)) } else { nearOnly.append(text) }
                    }
                    clause.objectWords.append(text)
                } else {
                    clause.foreign.append(text)
                    clause.canonical.append(canonical)
                    clause.objectWords.append(text)
                }
            }
            if !clause.commands.isEmpty {
                clause.foreign += nearOnly
                for (text, word) in nearValues {
                    let takers = valueWordShortcuts[word.canonical] ?? []
                    let fits = takers.contains { !(shortcutCommands[$0] ?? []).isDisjoint(with: clause.commands) }
                    if !fits { clause.foreign.append(text) }
                }
            }
            analysis.clauses.append(clause)
        }
        return analysis
    }

    /// The app's word (not a command) nearest to a word, by the cosine of their vectors. Commands
    /// are left out: a thing near a verb ("video" ≈ view) is still a thing.
    func nearestAppWord(_ text: String) -> (VocabularyWord, Double)? {
        guard let table = semanticTable, let vector = table.vector(text) else { return nil }
        var best: (VocabularyWord, Float)?
        for word in vocabularyVectors where !word.isCommand {
            let similarity = SemanticTable.dot(vector, word.vector)
            if similarity > (best?.1 ?? -2) { best = (word, similarity) }
        }
        return best.map { ($0.0, Double($0.1)) }
    }
}
