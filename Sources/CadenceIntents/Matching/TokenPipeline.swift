/// A compiled ``MatchingLexicon``: folds synonyms to their canonical word (longest phrase
/// first), drops fillers and stems what is left. Phrases and utterances go through the same
/// pipeline, so whatever it does, it does to both sides.
struct TokenPipeline: Sendable {
    private let synonyms: [String: [(sequence: [String], canonical: String)]]
    /// The lexicon's commands ("start", "lap"): a noun's plural that stems to one ("laps") is not it.
    private let commands: Set<String>
    private let fillers: Set<String>
    private let stemming: String?

    init(_ lexicon: MatchingLexicon) {
        var table: [String: [(sequence: [String], canonical: String)]] = [:]
        for (canonical, phrases) in lexicon.synonyms {
            for phrase in phrases {
                let sequence = TextNormalizer.tokens(phrase)
                guard let first = sequence.first else { continue }
                table[first, default: []].append((sequence, canonical))
            }
        }
        for key in table.keys { table[key]?.sort { $0.sequence.count > $1.sequence.count } }
        synonyms = table
        commands = lexicon.commands
        fillers = Set(lexicon.fillers.flatMap { TextNormalizer.tokens($0) })
        stemming = lexicon.stemming
    }

    /// One word (or several that a synonym joins) and what it stands for.
    struct Piece: Sendable, Hashable {
        /// The folded words as written.
        let raw: [String]
        /// The canonical token: a synonym's canonical word or the stemmed word; nil for filler.
        let canonical: String?
        /// Whether a lexicon synonym produced it.
        let isSynonym: Bool
    }

    /// The pieces of already-tokenized text, in order.
    func analyze(_ tokens: [String]) -> [Piece] {
        var result: [Piece] = []
        var index = 0
        outer: while index < tokens.count {
            for entry in synonyms[tokens[index]] ?? [] {
                let end = index + entry.sequence.count
                if end <= tokens.count, tokens[index..<end].elementsEqual(entry.sequence) {
                    result.append(
                        Piece(
                            raw: Array(tokens[index..<end]), canonical: entry.canonical.isEmpty ? nil : entry.canonical,
                            isSynonym: true))
                    index = end
                    continue outer
                }
            }
            let token = tokens[index]
            index += 1
            guard !fillers.contains(token) else {
                result.append(Piece(raw: [token], canonical: nil, isSynonym: false))
                continue
            }
            // A plural that stems to a command ("laps" → lap) names things, not the command: it keeps
            // its own form, so "start some laps" is not "lap". Verb forms ("started") still stem.
            let stemmed = stem(token)
            let isPluralOfCommand = commands.contains(stemmed) && token == stemmed + "s"
            result.append(Piece(raw: [token], canonical: isPluralOfCommand ? token : stemmed, isSynonym: false))
        }
        return result
    }

    /// Canonical content tokens of already-tokenized text.
    func canonicalize(_ tokens: [String]) -> [String] { analyze(tokens).compactMap(\.canonical) }

    func canonicalize(_ text: String) -> [String] { canonicalize(TextNormalizer.tokens(text)) }

    private func stem(_ token: String) -> String {
        guard TextNormalizer.isWord(token) else { return token }
        switch stemming {
        case "en": return Self.stemEnglish(token)
        case "de": return Self.stemGerman(token)
        default: return token
        }
    }

    /// A light English stemmer: -ing, -ies, -ed, -s, then a final -e, so that "running" and
    /// "run", "biking" and "bike", "summaries" and "summary" meet.
    static func stemEnglish(_ word: String) -> String {
        var w = Array(word)
        func dropDoubled() {
            if w.count >= 3, w[w.count - 1] == w[w.count - 2], !"aeiouls".contains(w[w.count - 1]) { w.removeLast() }
        }
        if w.count > 5, w.suffix(3) == ["i", "n", "g"] {
            w.removeLast(3)
            dropDoubled()
        } else if w.count > 4, w.suffix(3) == ["i", "e", "s"] {
            w.removeLast(3)
            w.append("y")
        } else if w.count > 4, w.suffix(2) == ["e", "d"] {
            w.removeLast(2)
            dropDoubled()
        } else if w.count > 3, w.last == "s", !w.hasSuffix(["s", "s"]), !w.hasSuffix(["u", "s"]) {
            w.removeLast()
        }
        if w.count > 3, w.last == "e" { w.removeLast() }
        if w.count > 3, w.last == "y" { w[w.count - 1] = "i" }
        return String(w)
    }

    /// A light German stemmer: one inflectional ending (-en, -er, -es, -em, -e, -n, -s) off a
    /// stem of at least three letters, so "Läufe", "laufen" and "Lauf" meet.
    static func stemGerman(_ word: String) -> String {
        for suffix in ["en", "er", "es", "em", "e", "n", "s"]
        where word.count - suffix.count >= 3 && word.hasSuffix(suffix) {
            return String(word.dropLast(suffix.count))
        }
        return word
    }
}

extension Array where Element == Character {
    fileprivate func hasSuffix(_ suffix: [Character]) -> Bool {
        count >= suffix.count && Array(self.suffix(suffix.count)) == suffix
    }
}
