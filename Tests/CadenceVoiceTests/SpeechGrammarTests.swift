import Testing

@testable import CadenceVoice

@Suite("The grammar: its phrases and pronunciations")
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

    @Test("phrases share their beginnings, unweighted as in a flat list")
    func sharedBeginnings() {
        let phrases = [
            ["start", "a", "<value0>"], ["start", "a", "<value0>", "in", "cadence"], ["start", "my", "<value0>"],
            ["pause"], ["pause", "cadence"],
        ]
        #expect(
            SpeechGrammar.alternation(phrases)
                == "( start ( a <value0> ( in cadence | <NULL> ) | my <value0> ) | pause ( cadence | <NULL> ) )"
        )
        // One phrase is its words; a rule's names alone are a plain choice.
        #expect(SpeechGrammar.alternation([["mark", "a", "lap"]]) == "mark a lap")
        #expect(SpeechGrammar.alternation([["run"], ["ride"]]) == "( run | ride )")
        // A phrase listed twice is one path.
        #expect(SpeechGrammar.alternation(phrases + [["pause"]]) == SpeechGrammar.alternation(phrases))
    }
}
