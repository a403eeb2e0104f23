import CadenceIntents
import Foundation

/// What a grammar-constrained recognizer may hear: an app's phrases (``AppShortcutsIndex/spokenPhrases``)
/// with and without its name, each parameter a choice of its value names, the answers to a
/// yes-or-no question and to "Which workout?", as a JSGF grammar; and a pronunciation for every
/// word in it.
///
/// Pronunciations come from the model's dictionary (CMUdict for en-us, its first for each word,
/// with apostrophes dropped as the matcher drops them: "what's" is "whats"), then from
/// ``pronunciations`` the app gives ("hiit"), and a word in neither is spelled out letter by
/// letter and digit by digit ("5k" → "five k") — the documented rule for names the dictionary
/// does not know. One more rule, for the en-us model: a word of one syllable whose vowel is `AH`
/// (CMUdict's stressed "uh" of "run", "up", "one") may also be said with `AA`. The model's `AH`
/// learned mostly the unstressed schwa ("a", the "-ence" of "cadence"); a stressed "uh" as many
/// voices say it, espeak-ng's among them, scores nearer `AA`, so "start a run" was heard as
/// "start a row" until the variant was there. The rule cannot tell stress (the model's
/// dictionary has no stress marks), so one-syllable function words ("a", "of", "the") get the
/// variant too; `cadence-bench voice` measured the rule as it is.
public struct SpeechGrammar: Sendable, Hashable {
    /// The JSGF text (`#JSGF V1.0; grammar …; public <utterance> = …;`): the phrases and the
    /// answers to the app's questions (a value named alone, yes, no).
    public let jsgf: String
    /// The phrases alone, for when no question waits for an answer: a value name or a "yes" on
    /// its own is then no request, and a short word is what any stray speech is forced into.
    public let commandJSGF: String
    /// Every word the grammar uses, with its pronunciations (phones in CMU ARPAbet), the
    /// dictionary's first one first.
    public let dictionary: [String: [[String]]]
    /// Words no dictionary knew, spelled out by rule.
    public let spelledWords: [String]

    /// Builds the grammar of an index's phrases.
    /// - Parameters:
    ///   - index: the app's index for the recognizer's language.
    ///   - pronunciations: the app's own words (folded) and their phones, for names a dictionary lacks.
    ///   - valueEndings: per parameter, words that may follow any of its values' names in a
    ///     phrase, as people add them ("session" in "start a yoga session"); each a list of
    ///     folded words. The matcher must understand the phrase with them, as it does without.
    ///   - dictionary: the model's pronunciation dictionary (`word PH PH …` lines).
    public init(
        index: AppShortcutsIndex, pronunciations: [String: [String]] = [:], valueEndings: [String: [[String]]] = [:],
        dictionary: URL
    ) throws {
        var rules: [[[String]]: String] = [:]
        var ruleLines: [String] = []
        var endingRules: [[[String]]: String] = [:]
        // A value said alone, or with one of its endings.
        func endingRule(for endings: [[String]]) -> String {
            if let name = endingRules[endings] { return name }
            let name = "ending\(endingRules.count)"
            endingRules[endings] = name
            let branches = ["<NULL>"] + endings.map { $0.joined(separator: " ") }
            ruleLines.append("<\(name)> = ( " + branches.joined(separator: " | ") + " );")
            return name
        }
        func rule(for names: [[String]]) -> String {
            if let name = rules[names] { return name }
            let name = "value\(rules.count)"
            rules[names] = name
            ruleLines.append("<\(name)> = " + Self.alternation(names) + ";")
            return name
        }
        var alternatives: [String] = []
        var seen = Set<String>()
        for phrase in index.spokenPhrases {
            let text = phrase.pieces.map { piece -> String in
                switch piece {
                case .words(let words): words.joined(separator: " ")
                case .choice(let parameter, let names):
                    if let endings = valueEndings[parameter]?.filter({ !$0.isEmpty }), !endings.isEmpty {
                        "<\(rule(for: names))> <\(endingRule(for: endings))>"
                    } else {
                        "<\(rule(for: names))>"
                    }
                }
            }.joined(separator: " ")
            if seen.insert(text).inserted { alternatives.append(text) }
        }
        let commands = alternatives
        let values = index.spokenValueNames
        if !values.isEmpty { alternatives.append("<\(rule(for: values))>") }
        let (yes, no) = ConfirmationAnswer.answers(for: index.locale)
        for answer in yes + no {
            let words = TextNormalizer.tokens(answer).joined(separator: " ")
            if !words.isEmpty, seen.insert(words).inserted { alternatives.append(words) }
        }
        func grammar(_ alternatives: [String]) -> String {
            let sequences = alternatives.map { $0.split(separator: " ").map(String.init) }
            return "#JSGF V1.0;\ngrammar app;\npublic <utterance> = " + Self.alternation(sequences) + ";\n"
                + ruleLines.joined(separator: "\n") + "\n"
        }
        jsgf = grammar(alternatives)
        commandJSGF = grammar(commands)

        // Pronunciations for every word the grammar says.
        var words = Set(rules.keys.joined().joined()).union(endingRules.keys.joined().joined())
        for alternative in alternatives {
            for token in alternative.split(separator: " ") where !token.hasPrefix("<") { words.insert(String(token)) }
        }
        let known = try Self.read(dictionary, keeping: words)
        var entries: [String: [[String]]] = [:]
        var spelled: [String] = []
        for word in words.sorted() {
            var variants: [[String]]
            if let listed = known[word] {
                variants = listed
            } else if let phones = pronunciations[word] {
                variants = [phones]
            } else {
                variants = [Self.spell(word)]
                spelled.append(word)
            }
            for phones in variants {
                if let open = Self.openStressedUh(phones), !variants.contains(open) { variants.append(open) }
            }
            entries[word] = variants
        }
        self.dictionary = entries
        self.spelledWords = spelled
    }

    /// Alternatives (each a sequence of words and `<rule>` references) as one JSGF expansion that
    /// shares their beginnings: "start a <value0>", "start a <value0> in cadence" and "start my
    /// <value0>" are `start ( a <value0> ( in cadence | <NULL> ) | my <value0> )`.
    ///
    /// pocketsphinx makes a state for every word of every alternative and a copy of a rule's
    /// states for every reference to it, and it visits every state in every 10 ms frame, so a
    /// flat list of phrases that each name a workout style cost a copy of 150 names per phrase.
    /// No weights: pocketsphinx gives every alternative of a JSGF rule the probability 1 (a
    /// weight is taken as the probability itself, not normalized), so every phrase scores as it
    /// did in the flat list.
    static func alternation(_ sequences: [[String]]) -> String {
        final class Node {
            var children: [(token: String, node: Node)] = []
            var ends = false
        }
        let root = Node()
        for sequence in sequences where !sequence.isEmpty {
            var node = root
            for token in sequence {
                if let child = node.children.first(where: { $0.token == token })?.node {
                    node = child
                } else {
                    let child = Node()
                    node.children.append((token, child))
                    node = child
                }
            }
            node.ends = true
        }
        // What may follow `node`: nothing ("") when it only ends there.
        func expansion(_ node: Node) -> String {
            if node.children.count == 1, !node.ends {
                let (token, child) = node.children[0]
                let rest = expansion(child)
                return rest.isEmpty ? token : token + " " + rest
            }
            if node.children.isEmpty { return "" }
            var branches = node.children.map { token, child in
                let rest = expansion(child)
                return rest.isEmpty ? token : token + " " + rest
            }
            if node.ends { branches.append("<NULL>") }
            return "( " + branches.joined(separator: " | ") + " )"
        }
        return expansion(root)
    }

    /// The dictionary file's entries for `words`: the first pronunciation of each (apostrophes
    /// dropped). Its other ones (`word(2)`, …) measured no better in `cadence-bench voice`.
    static func read(_ url: URL, keeping words: Set<String>) throws -> [String: [[String]]] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var entries: [String: [[String]]] = [:]
        // 134,000 lines, of which a grammar wants a few hundred: look at each line's word first
        // and split only the lines kept.
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            var word = line[..<space]
            if word.hasSuffix(")"), let open = word.firstIndex(of: "(") { word = word[..<open] }
            let key = word.contains("'") ? word.replacingOccurrences(of: "'", with: "") : String(word)
            guard words.contains(key), entries[key] == nil else { continue }
            let phones = line[line.index(after: space)...].split(separator: " ").map(String.init)
            if !phones.isEmpty { entries[key] = [phones] }
        }
        return entries
    }

    /// The ARPAbet vowels.
    static let vowels: Set<String> = ["AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"]

    /// A one-syllable pronunciation whose vowel is `AH`, with `AA` in its place (the stressed
    /// "uh"); nil for any other.
    static func openStressedUh(_ phones: [String]) -> [String]? {
        let vowelPositions = phones.indices.filter { vowels.contains(phones[$0]) }
        guard vowelPositions.count == 1, let at = vowelPositions.first, phones[at] == "AH" else { return nil }
        var open = phones
        open[at] = "AA"
        return open
    }

    /// A word spelled out: each letter's name and each digit's word.
    static func spell(_ word: String) -> [String] {
        word.flatMap { character in letterPhones[character] ?? [] }
    }

    static let letterPhones: [Character: [String]] = [
        "a": ["EY"], "b": ["B", "IY"], "c": ["S", "IY"], "d": ["D", "IY"], "e": ["IY"], "f": ["EH", "F"],
        "g": ["JH", "IY"], "h": ["EY", "CH"], "i": ["AY"], "j": ["JH", "EY"], "k": ["K", "EY"], "l": ["EH", "L"],
        "m": ["EH", "M"], "n": ["EH", "N"], "o": ["OW"], "p": ["P", "IY"], "q": ["K", "Y", "UW"], "r": ["AA", "R"],
        "s": ["EH", "S"], "t": ["T", "IY"], "u": ["Y", "UW"], "v": ["V", "IY"], "w": ["D", "AH", "B", "AH", "L", "Y", "UW"],
        "x": ["EH", "K", "S"], "y": ["W", "AY"], "z": ["Z", "IY"], "0": ["Z", "IH", "R", "OW"], "1": ["W", "AH", "N"],
        "2": ["T", "UW"], "3": ["TH", "R", "IY"], "4": ["F", "AO", "R"], "5": ["F", "AY", "V"], "6": ["S", "IH", "K", "S"],
        "7": ["S", "EH", "V", "AH", "N"], "8": ["EY", "T"], "9": ["N", "AY", "N"],
    ]

    /// The dictionary in pocketsphinx's format: a word's second pronunciation is `word(2)`.
    public var dictionaryText: String { Self.dictionaryLines(dictionary) }

    static func dictionaryLines(_ dictionary: [String: [[String]]]) -> String {
        dictionary.sorted { $0.key < $1.key }.flatMap { word, variants in
            variants.enumerated().map { number, phones in
                (number == 0 ? word : "\(word)(\(number + 1))") + " " + phones.joined(separator: " ")
            }
        }.joined(separator: "\n") + "\n"
    }
}
