/// A phrase as a speech recognizer's grammar needs it: its words, folded, with the parameter's
/// slot as a choice among the value names the index knows.
public struct SpokenPhrase: Sendable, Hashable {
    /// One place in a phrase.
    public enum Piece: Sendable, Hashable {
        /// Words said as they are.
        case words([String])
        /// One of these names (each a list of words), for the parameter `parameter`.
        case choice(parameter: String, names: [[String]])
    }

    /// The intent it reaches.
    public let intentIdentifier: String
    /// Its pieces in order.
    public let pieces: [Piece]
}

extension AppShortcutsIndex {
    /// Every phrase as spoken: with the app's name, and without it and the word that joins it
    /// ("start a run", for a listener already addressed), each parameter slot a choice among its
    /// values' names (titles and synonyms). What a speech grammar is made of; the recognized
    /// words then go through ``match(_:applicationAddressed:)`` like typed text.
    public var spokenPhrases: [SpokenPhrase] {
        var result: [SpokenPhrase] = []
        var seen = Set<SpokenPhrase>()
        for phrase in phrases {
            for pieces in [phrase.exactPieces, phrase.exactPiecesWithoutName] {
                var spoken: [SpokenPhrase.Piece] = []
                for piece in pieces {
                    switch piece {
                    case .tokens(let tokens): spoken.append(.words(tokens))
                    case .applicationName: spoken.append(.words(TextNormalizer.tokens(applicationName)))
                    case .parameter(let name):
                        let names = options[OptionKey(shortcut: phrase.shortcutIndex, parameter: name)]?.names
                            .map { TextNormalizer.tokens($0.name) }.filter { !$0.isEmpty } ?? []
                        guard !names.isEmpty else { continue }
                        spoken.append(.choice(parameter: name, names: Array(Set(names)).sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }))
                    }
                }
                let candidate = SpokenPhrase(intentIdentifier: phrase.intentIdentifier, pieces: spoken)
                if !spoken.isEmpty, seen.insert(candidate).inserted { result.append(candidate) }
            }
        }
        return result
    }

    /// The names of every value of every parameter, as words: the answers to "Which workout?".
    public var spokenValueNames: [[String]] {
        var seen = Set<[String]>()
        var result: [[String]] = []
        for key in options.keys.sorted(by: { ($0.shortcut, $0.parameter) < ($1.shortcut, $1.parameter) }) {
            for entry in options[key]?.names ?? [] {
                let words = TextNormalizer.tokens(entry.name)
                if !words.isEmpty, seen.insert(words).inserted { result.append(words) }
            }
        }
        return result
    }
}
