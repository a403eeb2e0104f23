import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceIntents

/// The embedding table, WordPiece, confirmation answers and the semantic stage's verb rule.
struct SemanticMatchingTests {
    @Test("the bundled table loads and puts related words nearer than unrelated ones")
    func bundledTable() throws {
        let table = try #require(SemanticTable.bundled)
        #expect(table.dimensions == 128)
        #expect(table.tokenCount == 30_522)
        #expect(table.similarity("exercise", "workout") > table.similarity("video", "workout"))
        #expect(table.similarity("swimming", "swim") > 0.8)
    }

    @Test("a damaged table is refused with the reason", arguments: [0, 7, 19, 100])
    func damagedTable(_ length: Int) throws {
        let url = try #require(SemanticTable.bundledURL)
        let data = try Data(contentsOf: url).prefix(length)
        #expect(throws: SemanticTable.FormatError.self) { try SemanticTable(data: Data(data)) }
    }

    @Test("WordPiece splits unknown words into subwords and gives up on unknown characters")
    func wordPiece() throws {
        let table = try #require(SemanticTable.bundled)
        #expect(table.tokenizer.tokenIDs("workout").count == 1)
        #expect(table.tokenizer.tokenIDs("pilates").count == 2)
        #expect(table.tokenizer.tokenIDs("").isEmpty)
        #expect(table.vector("\u{1F3C3}\u{1F3C3}") == nil || table.vector("\u{1F3C3}") != nil)
    }

    @Test(
        "answers to a yes-or-no question, in three languages",
        arguments: [
            ("yes", "en", ConfirmationAnswer.yes), ("yeah, end it", "en", .yes), ("no", "en", .no),
            ("keep going", "en", .no), ("no, don't end it", "en", .no), ("ja", "de", .yes), ("nein", "de", .no),
            ("好的", "zh-Hans", .yes), ("不要", "zh-Hans", .no),
        ])
    func answers(_ text: String, _ locale: String, _ expected: ConfirmationAnswer) {
        #expect(ConfirmationAnswer.classify(text, locale: locale) == expected)
    }

    @Test("a sentence that answers nothing is no answer")
    func noAnswer() {
        #expect(ConfirmationAnswer.classify("what's my pace") == nil)
        #expect(ConfirmationAnswer.classify("") == nil)
    }

    @Test("clauses split at punctuation and conjunctions, in Latin and CJK script")
    func clauses() {
        #expect(
            TextNormalizer.clauses("I'm at a red light, pause", conjunctions: [["and"]]) == [
                ["im", "at", "a", "red", "light"], ["pause"],
            ])
        #expect(TextNormalizer.clauses("save it and stop", conjunctions: [["and"]]) == [["save", "it"], ["stop"]])
        #expect(TextNormalizer.clauses("我回来了，继续").count == 2)
        // A conjunction that says what its clause is stays at its head.
        #expect(
            TextNormalizer.clauses("hold on while I grab a gel", conjunctions: [["while", "i"]], keeping: [["while", "i"]]) == [
                ["hold", "on"], ["while", "i", "grab", "a", "gel"],
            ])
    }

    @Test("a conjunction of several characters splits only when said whole (然后, not the 后 of 最后)")
    func conjunctionsOfSeveralCharacters() {
        let conjunctions = [["然", "后"], ["但", "是"]]
        #expect(TextNormalizer.clauses("看看我最后一次训练", conjunctions: conjunctions).count == 1)
        #expect(TextNormalizer.clauses("这是我的锻炼", conjunctions: conjunctions).count == 1)
        #expect(TextNormalizer.clauses("先暂停然后继续", conjunctions: conjunctions) == [["先", "暂", "停"], ["继", "续"]])
    }

    @Test("ASCII text is tokenized without Foundation's folding exactly as with it")
    func asciiTokens() {
        var random = SeededRandomNumberGenerator(seed: 26)
        let alphabet = Array("abcXYZ019 ',.?!-_\t\n\"'()&")
        for _ in 0..<3_000 {
            let text = String((0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(TextNormalizer.tokens(text) == TextNormalizer.foldedTokens(text), "\(text.debugDescription)")
        }
        #expect(TextNormalizer.tokens("What's my PACE, Cadence?") == ["whats", "my", "pace", "cadence"])
        #expect(TextNormalizer.tokens("'tis") == ["tis"])
    }
}
