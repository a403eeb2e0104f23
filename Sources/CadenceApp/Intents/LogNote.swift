import CadenceCore
import CadenceIntents
import Foundation

/// A note on the workout in progress: "Note that my knee hurts", `cadence note "knee hurts"`.
/// The text is free — a `String` parameter, as seed 002's AskQuestion takes a question — and is
/// kept as a marker event with the text (``WorkoutNote``) at the moment it was said, durably
/// before the answer; `show` lists the saved workout's notes with their times.
///
/// App Shortcuts allow ten per app and no free-text parameter in a phrase, and Cadence's ten are
/// the workout's commands, so a note has no App Shortcut. It is reached by its own door
/// (`cadence note`), by the JSON API (`{"intent": "LogNote", "parameters": {"text": "…"}}`) and
/// by a sentence that starts with a note's lead-in ("Note that …", "Add a note: …",
/// ``dictatedText(in:locale:)``); a note asked for without its text is asked for ("What's the
/// note?") and the next utterance is the text.
public struct LogNote: LiveActivityIntent {
    public static let title: LocalizedStringResource = "Log Note"
    public static let description = IntentDescription(
        "Adds a note to the workout in progress, with the time you said it.", categoryName: "Workout",
        searchKeywords: ["note", "remark", "comment"])
    /// The note reaches the app the person is working out with (App Intents' foreground mode).
    public static let supportedModes: IntentModes = .foreground

    /// What to note ("my knee hurts").
    @Parameter(title: "Note", inputOptions: String.IntentInputOptions(capitalizationType: .sentences),
        requestValueDialog: IntentDialog(full: "What's the note?", supporting: "Note?"))
    public var text: String

    public init() {}

    public init(text: String) { self.text = text }

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        let note: String
        do throws(WorkoutNote.Problem) {
            note = try WorkoutNote.normalized(text)
        } catch {
            return .result(
                value: WorkoutIntentValue(code: .failure),
                dialog: IntentDialog(
                    full: "That note can't be kept: \(error.description).",
                    supporting: "Note not kept"))
        }
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let snapshot = try await controller.addNote(note)
            let elapsed = Formatting.clock(snapshot.elapsedTime)
            return WorkoutIntentSupport.success(
                snapshot,
                IntentDialog(
                    full: "Noted at \(elapsed): \(note)", supporting: "Noted at \(elapsed)"))
        }
    }

    /// The words that start a dictated note, per language, longest first: what follows them is
    /// the note ("Note that my knee hurts" → "my knee hurts").
    static let leadIns: [String: [String]] = [
        "en": [
            "add a note to my workout that", "add a note to my workout", "make a note that", "add a note that",
            "take a note that", "make a note", "add a note", "take a note", "note to self", "note that", "note",
        ],
        "de": ["füge eine notiz hinzu", "notiere, dass", "notiere dass", "notiz", "notiere", "merke, dass", "merke dass"],
        "zh": ["记一下", "记录一下", "备注", "笔记", "记下"],
    ]

    /// The note in a sentence that starts with a lead-in ("Note that my knee hurts", "Notiz: Knie
    /// tut weh", "记一下膝盖疼"), with the person's own casing; an empty string when the sentence
    /// is only a lead-in ("Add a note": the note is asked for); `nil` when it is not a note. A
    /// sentence addressed to Cadence may name it first ("Cadence, note that …").
    public static func dictatedText(in utterance: String, locale: String) -> String? {
        guard let after = CadenceShortcuts.afterLeadIn(of: utterance, leadIns, locale: locale) else { return nil }
        let text = after.drop { $0.isWhitespace || $0 == ":" || $0 == "," || $0 == "：" || $0 == "，" }
        return String(text).trimmingCharacters(in: .whitespacesAndNewlines)
    }

}
