extension AppShortcutsIndex {
    /// A phrase's score against an utterance, with the value that filled its parameter.
    struct Scored {
        let phrase: CompiledPhrase
        let value: ParameterOption?
        let score: Double
        var said: String?
        /// Where in the content the value was named; empty without one.
        var positions: [Int] = []
    }

    /// Every phrase's best score against the utterance, best first. A phrase that gives a command
    /// is left out when the utterance gives others and none of its own.
    func scoreAll(_ content: [String], commands: Set<String>? = nil) -> [Scored] {
        // Per parameter, the values found beside each set of a phrase's own words.
        var slotCache: [OptionKey: [(excluding: Set<String>, found: [CompiledOptions.Found])]] = [:]
        let utterance = LexicalBag(content)
        var longer = LongerNames(content: content)
        var results: [Scored] = []
        for phrase in phrases {
            if let commands, !commands.isEmpty, !phrase.commands.isEmpty, phrase.commands.isDisjoint(with: commands) {
                continue
            }
            guard let parameter = phrase.parameter else {
                results.append(Scored(phrase: phrase, value: nil, score: dice(phrase.words, utterance, slot: nil)))
                continue
            }
            let key = OptionKey(shortcut: phrase.shortcutIndex, parameter: parameter)
            let candidates: [CompiledOptions.Found]
            if let cached = slotCache[key]?.first(where: { $0.excluding == phrase.content }) {
                candidates = cached.found
            } else {
                candidates = (options[key]?.find(in: content, excluding: phrase.content) ?? []).filter {
                    !longer.contain($0.positions, besidesKey: key, in: self) && !qualifiesOtherValue($0.positions, in: content, key: key)
                }
                slotCache[key, default: []].append((phrase.content, candidates))
            }
            if candidates.isEmpty {
                results.append(Scored(phrase: phrase, value: nil, score: dice(phrase.words, utterance, slot: false)))
            }
            let typeWords = options[key]?.typeWords ?? []
            for (option, positions, said) in candidates {
                var rest = content
                for position in positions.reversed() { rest.remove(at: position) }
                // The type's name said beside the value ("my shopping list") belongs to the value,
                // unless the phrase itself says it.
                rest.removeAll { typeWords.contains($0) && !phrase.content.contains($0) }
                results.append(
                    Scored(
                        phrase: phrase, value: option, score: dice(phrase.words, LexicalBag(rest), slot: true),
                        said: said, positions: positions))
            }
        }
        return results.sorted { $0.score > $1.score }
    }

    /// The longer names of the values each parameter finds in one utterance, looked up once per
    /// parameter, when first needed: a value named inside another parameter's longer name is a
    /// piece of it ("*last* month" is a period, not the last workout).
    struct LongerNames {
        let content: [String]
        private var spans: [OptionKey: [Set<Int>]] = [:]

        init(content: [String]) { self.content = content }

        /// Whether the words at `positions` lie inside a longer name another parameter than `key` finds.
        mutating func contain(_ positions: [Int], besidesKey key: OptionKey, in index: AppShortcutsIndex) -> Bool {
            // Only a word that other shortcuts' values have too can be a piece of one of them.
            guard positions.contains(where: { (index.valueWordShortcuts[content[$0]]?.count ?? 0) > 1 }) else { return false }
            let inner = Set(positions)
            for (other, compiled) in index.options where other != key {
                let found: [Set<Int>]
                if let known = spans[other] {
                    found = known
                } else {
                    found = compiled.find(in: content).filter { $0.positions.count > 1 }.map { Set($0.positions) }
                    spans[other] = found
                }
                if found.contains(where: { $0.count > inner.count && $0.isSuperset(of: inner) }) { return true }
            }
            return false
        }
    }

    /// Whether the value's name at `positions` qualifies the word after it instead of naming a
    /// value of its own (see ``qualifies(_:next:names:_:shortcut:)``).
    func qualifiesOtherValue(_ positions: [Int], in content: [String], key: OptionKey) -> Bool {
        guard let end = positions.max(), content.indices.contains(end + 1), let compiled = options[key] else { return false }
        return qualifies(
            positions.map { content[$0] }, next: content[end + 1], names: compiled.canonicalNames, compiled,
            shortcut: key.shortcut)
    }

    /// Whether `name`, one of a parameter's value names, qualifies the canonical word `next`:
    /// `next` names none of the parameter's values, but values of the same other parameters as a
    /// word that follows `name` in one of its longer names. "my last *swim*", when "last ride" is
    /// a name and no swim is saved, is not the last workout (a ride); "the treadmill *today*" is
    /// still a treadmill run ("today" is no workout style, as "run" of "treadmill run" is).
    func qualifies(
        _ name: [String], next: String, names: [String: [([String], ParameterOption, String)]], _ compiled: CompiledOptions,
        shortcut: Int
    ) -> Bool {
        guard let first = name.first, let others = valueWordShortcuts[next]?.subtracting([shortcut]), !others.isEmpty,
            !compiled.allWords.contains(next), !compiled.typeWords.contains(next)
        else { return false }
        return (names[first] ?? []).contains { sequence, _, _ in
            guard sequence.count > name.count, sequence.starts(with: name),
                let follower = pipeline.canonicalize([sequence[name.count]]).first
            else { return false }
            return !(valueWordShortcuts[follower]?.subtracting([shortcut]).isDisjoint(with: others) ?? true)
        }
    }

    /// Weighted Dice overlap; `slot` is nil for a phrase without a parameter, else whether the
    /// utterance filled it.
    func dice(_ phrase: LexicalBag, _ utterance: LexicalBag, slot: Bool?) -> Double {
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

    /// The three nearest phrases (distinct texts), for explanations.
    func nearest(_ content: [String]) -> [MatchExplanation.Candidate] {
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
