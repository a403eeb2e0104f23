extension AppShortcutsIndex {
    /// The most content words a sentence may have for a parameter value alone to reach a shortcut.
    static let valueMatchMaximumWords = 6

    /// Matches and explains in one pass: exact, then lexical, then semantic (see the type's
    /// documentation for what each stage does).
    public func evaluate(_ utterance: String, applicationAddressed: Bool = false) -> Outcome {
        let raw = TextNormalizer.tokens(utterance)
        let (withoutName, named) = removingApplicationName(raw)
        let allContent = pipeline.canonicalize(withoutName)
        func fail(
            _ reason: MatchExplanation.Reason, _ nearest: [MatchExplanation.Candidate] = [],
            stage: MatchStage? = nil, evidence: [String] = []
        ) -> Outcome {
            var explanation = MatchExplanation(utterance: utterance, reason: reason, nearest: nearest)
            explanation.stage = stage
            explanation.evidence = evidence
            return .notMatched(explanation)
        }
        guard !raw.isEmpty, !(allContent.isEmpty && !named) else { return fail(.empty) }

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
        if let vetoedBy {
            return fail(
                .negativePhrase(vetoedBy.template.rendered(applicationName: applicationName)), stage: .exact)
        }
        if let (phrase, values) = exactMatches.first,
            exactMatches.allSatisfy({ $0.0.intentIdentifier == phrase.intentIdentifier })
        {
            if !named, !applicationAddressed, phrase.template.applicationNameCount > 0 {
                return fail(
                    .applicationNameMissing(applicationName: applicationName),
                    allContent.isEmpty ? [] : nearest(allContent))
            }
            return .matched(makeMatch(phrase, values: values, score: 1, stage: .exact, evidence: withoutName))
        }
        if !named, !applicationAddressed {
            return fail(
                .applicationNameMissing(applicationName: applicationName), allContent.isEmpty ? [] : nearest(allContent))
        }
        if profile == .exact { return fail(.noExactPhrase, nearest(allContent), stage: .exact) }

        // 2. Paraphrases, after reading every word and rejecting what is about something else.
        let analysis = analyze(utterance)
        let content = analysis.content
        guard !content.isEmpty else { return fail(.empty) }
        // A request for another app ("remind me to go running"), or for another assistant when
        // this app is not named ("Alexa, stop").
        let elsewhere =
            analysis.otherTasks + (named ? [] : analysis.otherAssistants)
            + (analysis.commands.isEmpty ? analysis.remarks : []) + analysis.laterTimes
        if !elsewhere.isEmpty {
            return fail(.aboutSomethingElse(words: elsewhere), nearest(content), stage: .lexical)
        }
        let somethingElse = analysis.somethingElse
        if !somethingElse.isEmpty {
            return fail(
                .aboutSomethingElse(words: somethingElse), nearest(content), stage: .lexical,
                evidence: analysis.related)
        }
        // An amount ("300 ml") is evidence for the shortcuts whose intent takes one: "log 300 ml"
        // logs water, it does not start a workout (where "log" also means start).
        let carriesAmount = !amountShortcuts.isEmpty && VolumeText.volume(in: utterance) != nil
        // "How many sessions have I done": a question that gives no command asks, so of the app's
        // words alone it reaches only the shortcuts that answer (it starts nothing); so does an
        // utterance whose every command asks ("show me a swim" starts none).
        let onlyAsks =
            analysis.commands.isEmpty
            ? analysis.clauses.contains(where: \.opensQuestion) : analysis.commands.isSubset(of: questions)
        let scored = scoreAll(content, commands: analysis.commands).filter {
            (!carriesAmount || amountShortcuts.contains($0.phrase.shortcutIndex))
                && (!onlyAsks || (shortcutCommands[$0.phrase.shortcutIndex] ?? []).isSubset(of: questions))
        }
        let negativeBest = negatives.map { ($0, dice($0.words, LexicalBag(content), slot: nil)) }.max { $0.1 < $1.1 }
        // A negative phrase vetoes when it scores as well and the utterance says one of its own
        // words, not only words it shares with the best phrase.
        if let best = scored.first, let (negative, score) = negativeBest, score >= threshold, score >= best.score,
            !negative.content.intersection(content).subtracting(best.phrase.content).isEmpty
        {
            return fail(
                .negativePhrase(negative.template.rendered(applicationName: applicationName)), nearest(content),
                stage: .lexical)
        }
        if let best = scored.first, best.score >= threshold {
            if let answer = questionAnsweredByValue(best, content: content, analysis: analysis) { return .matched(answer) }
            if let rival = scored.first(where: { $0.phrase.intentIdentifier != best.phrase.intentIdentifier }),
                rival.score >= best.score - ambiguityMargin
            {
                // Tied on the app's words alone ("a HIIT session" is as near "Start a workout" as
                // "End my workout"), a value that only one shortcut takes decides.
                if analysis.commands.isEmpty, let match = valueMatch(content, analysis: analysis, tokens: withoutName) { return .matched(match) }
                // Tied on a command both phrases give ("log" starts and logs water), the value
                // the best one holds decides when the rival holds none ("log a *bottle*").
                if best.value != nil, rival.value == nil, !analysis.commands.isEmpty,
                    analysis.commands.isSubset(of: best.phrase.commands)
                {
                    return .matched(lexicalMatch(best, scored: scored, analysis: analysis, tokens: withoutName))
                }
                return fail(
                    .ambiguous(first: best.phrase.intentIdentifier, second: rival.phrase.intentIdentifier),
                    nearest(content), stage: .lexical)
            }
            return .matched(lexicalMatch(best, scored: scored, analysis: analysis, tokens: withoutName))
        }
        // A value of a parameter only one shortcut takes, with no command against it.
        if let match = valueMatch(content, analysis: analysis, tokens: withoutName) { return .matched(match) }

        // 3. Semantic similarity, within the phrases whose command the utterance gives.
        switch semanticMatch(analysis) {
        case .matched(let match)
        where !carriesAmount || amountShortcuts.contains(where: { shortcuts[$0].intentIdentifier == match.intentIdentifier }):
            return .matched(match)
        case .matched:
            return fail(.belowThreshold(bestScore: scored.first?.score ?? 0, threshold: threshold), nearest(content), stage: .semantic)
        case .ambiguous(let first, let second):
            return fail(.ambiguous(first: first, second: second), nearest(content), stage: .semantic)
        case .none(let best):
            let bestScore = max(scored.first?.score ?? 0, best)
            return fail(
                .belowThreshold(bestScore: bestScore, threshold: threshold), nearest(content),
                stage: semanticTable == nil ? .lexical : .semantic, evidence: analysis.related)
        }
    }

    /// The lexical stage's match for the best-scoring phrase.
    private func lexicalMatch(_ first: Scored, scored: [Scored], analysis: UtteranceAnalysis, tokens: [String])
        -> AppShortcutMatch
    {
        var best = first
        // Two values of the same parameter tied: the one named where the command is given wins
        // ("coastal path walk to the lighthouse, begin *the hike*"); failing that, leave it unset,
        // so the runner asks for it.
        var undecided = false
        let tied =
            best.value == nil
            ? []
            : scored.filter {
                $0.phrase.shortcutIndex == best.phrase.shortcutIndex && $0.value != nil && $0.score >= best.score - 1e-9
            }
        if let value = best.value, tied.contains(where: { $0.value?.value != value.value }) {
            let commanded = analysis.commandContent
            let given = tied.filter { !$0.positions.isEmpty && commanded.isSuperset(of: $0.positions) }
            if let chosen = given.first, given.allSatisfy({ $0.value?.value == chosen.value?.value }) {
                best = chosen
            } else {
                undecided = true
            }
        }
        // A value put together from words of other clauses gives way to one named whole where
        // the command is given, when it shares none of its words ("brick *session*, *bike* first,
        // start *the ride*" is a ride, not an exercise bike; "at the *lake*, start a *swim*" stays
        // an open-water swim).
        // (So does a tie left undecided: "jogging laps of the pitch, start *a run*".)
        if best.value != nil, let given = valueNamedWhereCommanded(instead: best, analysis: analysis, tied: undecided) {
            best = given
            undecided = false
        }
        let values =
            undecided
            ? [:]
            : best.value.map {
                [best.phrase.parameter ?? "": MatchedValue(option: $0, name: best.said ?? $0.representation.title.defaultValue)]
            } ?? [:]
        var carried = analysis.content.filter { best.phrase.content.contains($0) } + (best.said.map { [$0] } ?? [])
        // "Show my last ride": the lexicon read "my last ride" as showing; the value's name is there as written.
        // (The best phrase may take no value, "Show a workout": its sibling that takes one answers.)
        if best.value == nil,
            let phrase = best.phrase.parameter != nil
                ? best.phrase
                : phrases.first(where: { $0.shortcutIndex == best.phrase.shortcutIndex && $0.parameter != nil }),
            let parameter = phrase.parameter,
            let compiled = options[OptionKey(shortcut: phrase.shortcutIndex, parameter: parameter)],
            let (option, name) = valueNamedAsWritten(in: tokens, compiled, shortcut: phrase.shortcutIndex)
        {
            return makeMatch(
                phrase, values: [parameter: MatchedValue(option: option, name: name)], score: best.score,
                stage: .lexical, evidence: carried + [name] + analysis.related)
        }
        // No value named, but a word near one ("start a marathon"): the semantic table fills it.
        if best.value == nil, let (parameter, value, said) = semanticValue(best.phrase.shortcutIndex, analysis: analysis),
            let phrase = phrases.first(where: { $0.shortcutIndex == best.phrase.shortcutIndex && $0.parameter == parameter })
        {
            carried.append(said)
            return makeMatch(
                phrase, values: [parameter: value], score: best.score, stage: .semantic, evidence: carried + analysis.related)
        }
        return makeMatch(
            best.phrase, values: values, score: best.score, stage: .lexical, evidence: carried + analysis.related)
    }

    /// The same shortcut scored on the clauses that give the command alone, when its value is
    /// named whole there and shares no word with `best`'s value, which is named elsewhere too
    /// (see ``lexicalMatch``).
    private func valueNamedWhereCommanded(instead best: Scored, analysis: UtteranceAnalysis, tied: Bool) -> Scored? {
        guard let value = best.value?.value, !best.positions.isEmpty else { return nil }
        let commanded = analysis.commandContent
        guard !commanded.isEmpty, !commanded.isSuperset(of: best.positions) else { return nil }
        let content = analysis.content
        let own = commanded.sorted().filter(content.indices.contains)
        guard let given = scoreAll(own.map { content[$0] }, commands: analysis.commands).first(where: {
            $0.phrase.shortcutIndex == best.phrase.shortcutIndex && $0.value != nil && (tied || $0.value?.value != value)
                && !$0.positions.isEmpty
        })
        else { return nil }
        // Its positions, back in the whole utterance's content; the score the whole utterance had.
        let positions = given.positions.map { own[$0] }
        // (Not when both names share a word: "wild *swim* in the loch, start my *swim*".)
        guard Set(positions.map { content[$0] }).isDisjoint(with: best.positions.compactMap { content.indices.contains($0) ? content[$0] : nil })
        else { return nil }
        return Scored(phrase: given.phrase, value: given.value, score: best.score, said: given.said, positions: positions)
    }

    /// "How far did I run last week": the utterance asks (its commands are all questions), its
    /// best phrase names no value, and it names a value only one other asking shortcut takes (a
    /// period only the summary takes; "last" of "last week" may name a saved workout too, "week"
    /// only a period): that shortcut answers, with the value.
    private func questionAnsweredByValue(_ best: Scored, content: [String], analysis: UtteranceAnalysis)
        -> AppShortcutMatch?
    {
        guard best.value == nil, !analysis.commands.isEmpty, analysis.commands.isSubset(of: questions),
            // ("How far have I run today" asks of the outing underway.)
            !analysis.clauses.contains(where: \.asksTodaysOuting)
        else { return nil }
        let asking = onlyNamedValue(in: content) { key, positions in
            key.shortcut != best.phrase.shortcutIndex && (shortcutCommands[key.shortcut] ?? []).isSubset(of: questions)
                && positions.contains { valueWordShortcuts[content[$0]] == [key.shortcut] }
        }
        guard let (phrase, option, said) = asking, let parameter = phrase.parameter else { return nil }
        return makeMatch(
            phrase, values: [parameter: MatchedValue(option: option, name: said)], score: best.score, stage: .lexical,
            evidence: analysis.content.filter { best.phrase.content.contains($0) } + [said] + analysis.related)
    }

    /// "I'm going for a run": a value that only one shortcut's parameter takes, and no command
    /// that shortcut's phrases do not give, reaches that shortcut's phrase with the parameter.
    private func valueMatch(_ content: [String], analysis: UtteranceAnalysis, tokens: [String]) -> AppShortcutMatch? {
        // A short sentence about the value ("a run, please"), not a long one that repeats it.
        guard content.count <= Self.valueMatchMaximumWords else { return nil }
        // "What's the time on my run", "how did my ride go": a question about an activity starts none.
        let asks = analysis.clauses.contains(where: \.opensQuestion)
        let found = namedValues(in: content) { key, _ in
            let commands = shortcutCommands[key.shortcut] ?? []
            return analysis.commands.isSubset(of: commands) && (!asks || (!commands.isEmpty && commands.isSubset(of: questions)))
        }
        func answers(_ value: NamedValue) -> Bool {
            let commands = shortcutCommands[value.phrase.shortcutIndex] ?? []
            return !commands.isEmpty && commands.isSubset(of: questions)
        }
        // "Yoga minutes this week", "rides last month": with no command, a value of another
        // shortcut that qualifies what is counted (a plural, or a noun before the measure), beside
        // a value only an answer takes, says what is asked of; the answer's value decides. ("I
        // went for a run yesterday" tells, "das Schwimmbad hat heute zu" says how a place is: a
        // subject or a verb of its own makes a sentence.)
        var named = found.count == 1 ? found.first : nil
        if found.count == 2, analysis.commands.isEmpty, !tokens.contains(where: Self.speakingSubjects.contains),
            let answer = found.first(where: answers),
            let other = found.first(where: { !answers($0) }), !pipeline.isPastForm(other.said),
            (isEnglish && other.said.hasSuffix("s") && !other.said.hasSuffix("ss"))
                || Self.measureFollows(other.said, in: tokens)
        {
            named = answer
        }
        // "A quick sip from the bottle *on the turbo*": with no command, of two values the one
        // said after a preposition of place is where the other is asked for.
        if named == nil, found.count == 2, analysis.commands.isEmpty {
            let unplaced = found.filter { !Self.saidAfterPlace($0.said, in: tokens) }
            if unplaced.count == 1 { named = unplaced.first }
        }
        guard let (phrase, option, said) = named, let parameter = phrase.parameter else { return nil }
        return makeMatch(
            phrase, values: [parameter: MatchedValue(option: option, name: said)], score: threshold, stage: .lexical,
            evidence: [said] + analysis.related)
    }

    /// Whether `said` comes right after a preposition of place and a determiner in the tokens
    /// ("*on the* turbo", "*auf der* Rolle").
    static func saidAfterPlace(_ said: String, in tokens: [String]) -> Bool {
        places(of: said, in: tokens).contains { start, _ in
            guard start >= 2 else { return false }
            let determiner = tokens[start - 1]
            let preposition = tokens[start - 2]
            return (placeDeterminers.contains(determiner) || nounDeterminers.contains(determiner))
                && (wherePrepositionsEnglish.contains(preposition) || germanAtPrepositions.contains(preposition))
        }
    }

    /// Whether a measure's noun comes right after `said` in the tokens ("yoga *minutes*").
    static func measureFollows(_ said: String, in tokens: [String]) -> Bool {
        places(of: said, in: tokens).contains { _, end in end < tokens.count && measureNouns.contains(tokens[end]) }
    }

    /// Where the words of `said` stand in the tokens: each place's start and the index after it.
    private static func places(of said: String, in tokens: [String]) -> [(start: Int, end: Int)] {
        let name = TextNormalizer.tokens(said)
        guard !name.isEmpty, tokens.count >= name.count else { return [] }
        return (0...(tokens.count - name.count)).filter { tokens[$0..<($0 + name.count)].elementsEqual(name) }
            .map { ($0, $0 + name.count) }
    }

    /// The one parameter that `content` names a single value of, among those `accepts` keeps
    /// (given the parameter and the value's word positions), with a phrase that takes it; nil
    /// when none or several do.
    private func onlyNamedValue(in content: [String], where accepts: (OptionKey, [Int]) -> Bool)
        -> (CompiledPhrase, ParameterOption, String)?
    {
        let found = namedValues(in: content, where: accepts)
        return found.count == 1 ? found[0] : nil
    }

    /// A parameter's value named in an utterance: a phrase that takes it, the value, and its name as said.
    private typealias NamedValue = (phrase: CompiledPhrase, option: ParameterOption, said: String)

    /// Each parameter that `content` names a single value of, among those `accepts` keeps, with
    /// a phrase that takes it.
    private func namedValues(in content: [String], where accepts: (OptionKey, [Int]) -> Bool)
        -> [NamedValue]
    {
        var found: [NamedValue] = []
        var longer = LongerNames(content: content)
        for (key, compiled) in options.sorted(by: { ($0.key.shortcut, $0.key.parameter) < ($1.key.shortcut, $1.key.parameter) }) {
            let values = compiled.find(in: content)
            guard let (option, positions, said) = values.first, values.count == 1, accepts(key, positions),
                let phrase = phrases.first(where: { $0.shortcutIndex == key.shortcut && $0.parameter == key.parameter }),
                // "*last* week" names the period, not the last workout.
                !longer.contain(positions, besidesKey: key, in: self),
                !qualifiesOtherValue(positions, in: content, key: key)
            else { continue }
            found.append((phrase, option, said))
        }
        return found
    }
}
