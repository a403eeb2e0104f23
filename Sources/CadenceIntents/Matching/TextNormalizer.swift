import Foundation

/// Turns text into comparable tokens: Unicode-normalized (NFKC), case- and accent-folded, split
/// into words, with each CJK character a token of its own — Chinese and Japanese are written
/// without spaces, so matching must not depend on them.
package enum TextNormalizer {
    /// Folds case, accents and width: "Läuft" → "lauft", "ＣＡＤＥＮＣＥ" → "cadence".
    package static func fold(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
    }

    /// The folded words of `text`; punctuation and spaces separate words, apostrophes inside a
    /// word vanish ("what's" → "whats"), and every CJK character is its own token.
    package static func tokens(_ text: String) -> [String] {
        asciiTokens(text) ?? foldedTokens(text)
    }

    /// ``tokens(_:)`` of any text, through Foundation's folding.
    package static func foldedTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var word = String.UnicodeScalarView()
        func flush() {
            if !word.isEmpty { tokens.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        for scalar in fold(text).unicodeScalars {
            if isCJK(scalar) {
                flush()
                tokens.append(String(scalar))
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                word.append(scalar)
            } else if scalar == "'" || scalar == "\u{2019}", !word.isEmpty {
                continue
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }

    /// ``tokens(_:)`` of an ASCII text, without Foundation's folding (which changes nothing in
    /// ASCII but case); nil for any other text.
    private static func asciiTokens(_ text: String) -> [String]? {
        var tokens: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case 0x80...:
                return nil
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                word.append(byte + 32)
            case UInt8(ascii: "'") where !word.isEmpty:
                continue
            default:
                if !word.isEmpty { tokens.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { tokens.append(String(decoding: word, as: UTF8.self)) }
        return tokens
    }

    /// The folded words of `text` per clause: a comma, full stop, colon, semicolon, question or
    /// exclamation mark (Latin or CJK) ends a clause, and so does any of `conjunctions` ("and",
    /// "then", "然后": each the folded words of one, longest first), which is dropped. A
    /// conjunction of several words ends a clause only said whole: the 后 of 最后 is no 然后.
    /// A conjunction in `keeping` ("because", "while I") stays, opening the clause it begins:
    /// it says what that clause is. Clauses without words are left out.
    package static func clauses(_ text: String, conjunctions: [[String]] = [], keeping: Set<[String]> = []) -> [[String]] {
        let breaks: Set<Unicode.Scalar> = [",", ".", ";", ":", "!", "?", "\u{FF0C}", "\u{3002}", "\u{FF1B}", "\u{FF1A}", "\u{FF01}", "\u{FF1F}", "\u{3001}"]
        var result: [[String]] = []
        var current = String.UnicodeScalarView()
        func flush() {
            var clause: [String] = []
            let words = tokens(String(current))
            var index = 0
            while index < words.count {
                if let conjunction = conjunctions.first(where: { words[index...].starts(with: $0) }) {
                    if !clause.isEmpty { result.append(clause) }
                    clause = keeping.contains(conjunction) ? conjunction : []
                    index += conjunction.count
                } else {
                    clause.append(words[index])
                    index += 1
                }
            }
            if !clause.isEmpty { result.append(clause) }
            current = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if breaks.contains(scalar) { flush() } else { current.append(scalar) }
        }
        flush()
        return result
    }

    /// Han, kana and Hangul: scripts written without spaces between words.
    package static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
            true
        default: false
        }
    }

    /// Whether a token is Latin-like (stemmable), not a CJK character.
    package static func isWord(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return !isCJK(first)
    }
}
