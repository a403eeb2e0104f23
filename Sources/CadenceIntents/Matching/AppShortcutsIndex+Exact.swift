extension AppShortcutsIndex {
    /// A parameter value and the name it was called by.
    struct MatchedValue {
        let option: ParameterOption
        let name: String
    }

    /// The tokens without the app's name (and its synonyms), and whether it was there. A name that
    /// is also a word, said as that word — after "my", "your" or "our" and ending the sentence
    /// ("what's *my cadence*" to a workout app called Cadence) — is kept as the word.
    func removingApplicationName(_ tokens: [String]) -> ([String], Bool) {
        var result: [String] = []
        var found = false
        var index = 0
        outer: while index < tokens.count {
            for name in applicationNames where index + name.count <= tokens.count {
                if tokens[index..<index + name.count].elementsEqual(name) {
                    let possessed = index > 0 && Self.possessives.contains(tokens[index - 1])
                    let last = index + name.count == tokens.count || Self.sentenceEnds.contains(tokens[index + name.count])
                    if possessed, last { break }
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

    static let possessives: Set<String> = ["my", "your", "our", "mein", "meine", "meinen", "meiner", "deine"]
    /// Words that may follow a noun at the end of a question ("what's my cadence *now*", "my
    /// cadence *on* the bike").
    static let sentenceEnds: Set<String> = [
        "now", "right", "at", "please", "today", "so", "in", "on", "during", "while", "jetzt", "bitte", "gerade", "beim",
        "auf", "im",
        // How it is ("what's my cadence *like*", "how's my cadence *holding*", "is my cadence *ok*").
        "like", "looking", "doing", "holding", "going", "dropping", "slipping", "steady", "high", "low", "ok", "okay",
        "good",
    ]

    func makeMatch(
        _ phrase: CompiledPhrase, values: [String: MatchedValue], score: Double, stage: MatchStage, evidence: [String]
    ) -> AppShortcutMatch {
        let shortcut = shortcuts[phrase.shortcutIndex]
        let intent = shortcut.makeIntent(values.map { ($0.key, $0.value.option.instance) })
        var strings: [String: String] = [:]
        var shown: [String: String] = [:]
        for (name, matched) in values {
            strings[name] = matched.option.value
            shown[name] = matched.name
        }
        var unique: [String] = []
        for word in evidence where !unique.contains(word) { unique.append(word) }
        return AppShortcutMatch(
            intent: intent, intentIdentifier: shortcut.intentIdentifier, parameters: strings,
            phrase: phrase.template.rendered(applicationName: applicationName, parameters: shown), score: score,
            stage: stage, evidence: unique)
    }

    /// The parameter values if the tokens are exactly the phrase's pieces.
    func exactMatch(_ pieces: [ExactPiece], _ tokens: [String], phrase: CompiledPhrase) -> [String: MatchedValue]? {
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
}
