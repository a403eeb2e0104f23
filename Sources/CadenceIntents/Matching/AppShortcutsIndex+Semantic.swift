extension AppShortcutsIndex {
    /// What the semantic stage decided.
    enum SemanticOutcome {
        case matched(AppShortcutMatch)
        case ambiguous(first: String, second: String)
        case none(bestScore: Double)
    }

    /// The semantic stage: among the phrases that give one of the utterance's commands, the one
    /// whose object words' vector is nearest the utterance's. The command itself is never chosen
    /// by similarity (embeddings put "continue" near "end"): an utterance without a command the
    /// lexicon knows is not decided here.
    func semanticMatch(_ analysis: UtteranceAnalysis) -> SemanticOutcome {
        guard let table = semanticTable else { return .none(bestScore: 0) }
        let commands = analysis.commands
        guard !commands.isEmpty else { return .none(bestScore: 0) }
        let object = analysis.objectWords
        let objectVector = object.isEmpty ? nil : table.vector(object.joined(separator: " "))
        var bestPerIntent: [String: (score: Double, phrase: CompiledPhrase)] = [:]
        for phrase in phrases where !phrase.commands.isDisjoint(with: commands) {
            let score: Double
            switch (objectVector, phrase.objectVector) {
            case (nil, nil): score = 1
            case (let a?, let b?): score = Double(SemanticTable.dot(a, b))
            default: score = semanticThreshold
            }
            if score > (bestPerIntent[phrase.intentIdentifier]?.score ?? -2) {
                bestPerIntent[phrase.intentIdentifier] = (score, phrase)
            }
        }
        let ranked = bestPerIntent.sorted { ($0.value.score, $1.key) > ($1.value.score, $0.key) }
        guard let (intent, best) = ranked.first, best.score >= semanticThreshold else {
            return .none(bestScore: ranked.first?.value.score ?? 0)
        }
        if let rival = ranked.dropFirst().first, rival.value.score >= best.score - ambiguityMargin {
            return .ambiguous(first: intent, second: rival.key)
        }
        var values: [String: MatchedValue] = [:]
        var evidence = commands.sorted() + ["\(object.joined(separator: " ")) ≈ \(best.phrase.objectWords.joined(separator: " ")) \(MatchExplanation.format(best.score))"]
        if let (parameter, value, said) = semanticValue(best.phrase.shortcutIndex, analysis: analysis) {
            values[parameter] = value
            evidence.append(said)
        }
        return .matched(
            makeMatch(best.phrase, values: values, score: best.score, stage: .semantic, evidence: evidence + analysis.related))
    }

    /// A parameter value for a shortcut named by a word the app does not know but whose vector is
    /// near exactly one value's name ("marathon" ≈ run): the nearest value, when it clears the
    /// related-word threshold and beats every other value by the ambiguity margin.
    func semanticValue(_ shortcutIndex: Int, analysis: UtteranceAnalysis) -> (String, MatchedValue, String)? {
        guard let table = semanticTable else { return nil }
        // Each unknown word's vector once, for every parameter of the shortcut.
        let unknown: [(word: String, vector: [Float])] = analysis.objectWords.compactMap { word in
            guard !knownWords.contains(pipeline.canonicalize(word).first ?? word), let vector = table.vector(word)
            else { return nil }
            return (word, vector)
        }
        guard !unknown.isEmpty else { return nil }
        for (key, names) in valueVectors.sorted(by: { $0.key.parameter < $1.key.parameter }) where key.shortcut == shortcutIndex {
            var best: (ValueVector, Float, String)?
            var scores: [String: Float] = [:]
            for (word, vector) in unknown {
                for name in names {
                    let similarity = SemanticTable.dot(vector, name.vector)
                    scores[name.option.value] = max(scores[name.option.value] ?? -2, similarity)
                    if similarity > (best?.1 ?? -2) { best = (name, similarity, word) }
                }
            }
            guard let (name, similarity, word) = best, Double(similarity) >= relatedWordThreshold else { continue }
            let runnerUp = scores.filter { $0.key != name.option.value }.map(\.value).max() ?? -2
            guard Double(similarity - runnerUp) >= ambiguityMargin else { continue }
            return (
                key.parameter, MatchedValue(option: name.option, name: name.name),
                "\(word) ≈ \(name.name) \(MatchExplanation.format(Double(similarity)))"
            )
        }
        return nil
    }
}
