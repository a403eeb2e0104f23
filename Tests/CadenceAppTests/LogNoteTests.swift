import CadenceApp
import CadenceCore
import Testing

@Suite("A note's text: dictation lead-ins and the rule for what is kept")
struct LogNoteTests {
    @Test("a lead-in starts a note; the rest is the note, as said")
    func leadIns() {
        #expect(LogNote.dictatedText(in: "Note that my knee hurts", locale: "en") == "my knee hurts")
        #expect(LogNote.dictatedText(in: "Cadence, make a note that Gel at 10K", locale: "en-US") == "Gel at 10K")
        #expect(LogNote.dictatedText(in: "note: windy on the bridge", locale: "en") == "windy on the bridge")
        #expect(LogNote.dictatedText(in: "Add a note", locale: "en") == "")
        #expect(LogNote.dictatedText(in: "Notiz: Knie tut weh", locale: "de-DE") == "Knie tut weh")
        #expect(LogNote.dictatedText(in: "记一下膝盖疼", locale: "zh-Hans") == "膝盖疼")
        #expect(LogNote.dictatedText(in: "notebook battery is low", locale: "en") == nil, "whole words only")
        #expect(LogNote.dictatedText(in: "pause my workout", locale: "en") == nil)
    }

    @Test("control characters and runs of space are cleaned; empty and overlong notes are refused")
    func normalization() throws {
        #expect(try WorkoutNote.normalized("  knee\u{7}\n hurts  ") == "knee hurts")
        #expect(throws: WorkoutNote.Problem.empty) { try WorkoutNote.normalized(" \n\t ") }
        #expect(throws: WorkoutNote.Problem.tooLong(characters: 501)) {
            try WorkoutNote.normalized(String(repeating: "x", count: 501))
        }
    }
}
