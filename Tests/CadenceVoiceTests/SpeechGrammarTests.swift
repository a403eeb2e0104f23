import Testing

@testable import CadenceVoice

@Suite("The grammar's pronunciations")
struct SpeechGrammarTests {
    @Test("a one-syllable word with the stressed \"uh\" (AH) may also be said with AA; other words keep theirs")
    func stressedUh() {
        #expect(SpeechGrammar.openStressedUh(["R", "AH", "N"]) == ["R", "AA", "N"])
        #expect(SpeechGrammar.openStressedUh(["AH", "P"]) == ["AA", "P"])
        // The schwa of a longer word is unstressed: "cadence" keeps it.
        #expect(SpeechGrammar.openStressedUh(["K", "EY", "D", "AH", "N", "S"]) == nil)
        #expect(SpeechGrammar.openStressedUh(["R", "OW"]) == nil)
        #expect(SpeechGrammar.openStressedUh(["S", "T", "AA", "R", "T"]) == nil)
    }

    @Test("the dictionary text names a word's second pronunciation word(2), as pocketsphinx reads it")
    func dictionaryText() throws {
        let text = SpeechGrammar.dictionaryLines(["run": [["R", "AH", "N"], ["R", "AA", "N"]], "a": [["AH"]]])
        #expect(text == "a AH\nrun R AH N\nrun(2) R AA N\n")
    }
}
