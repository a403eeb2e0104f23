import Foundation
import Testing

@testable import CadenceIntents

/// The English stemmer reads ASCII words byte by byte: it must stem every word as reading it
/// character by character does.
struct StemmingTests {
    @Test("byte-wise English stems agree with character-wise ones on every word of the English development set")
    func bytesAgreeWithCharacters() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CadenceAppTests/Fixtures/understanding-dev-en.tsv")
        let text = try String(contentsOf: file, encoding: .utf8)
        var words = Set(TextNormalizer.tokens(text))
        // Each rule's edges: doubled letters, -ies, -ss, -us, short words, a final e or y.
        words.formUnion([
            "running", "swimming", "rolling", "stopped", "jogged", "batteries", "miles", "glass", "bonus", "sing",
            "ring", "bed", "fed", "yes", "bus", "pace", "easy", "days", "ties", "eyes", "seeing", "ss", "s", "",
        ])
        #expect(words.count > 1_000)
        for word in words {
            #expect(TokenPipeline.stemEnglish(word) == TokenPipeline.stemEnglishCharacters(word), "\(word)")
        }
    }
}
