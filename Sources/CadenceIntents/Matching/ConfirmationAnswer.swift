/// How a person answers a yes-or-no question ("End your run and save it?") in en, de and zh-Hans:
/// "yes", "yeah, end it", "sure" confirm; "no", "keep going", "never mind" deny; anything else
/// is no answer (the question lapses and the sentence is taken as a new request).
public enum ConfirmationAnswer: String, Sendable, Hashable {
    case yes, no

    /// The answer an utterance gives, or nil. A denial anywhere wins ("no, don't end it").
    public static func classify(_ utterance: String, locale: String = "en") -> ConfirmationAnswer? {
        let tokens = TextNormalizer.tokens(utterance)
        guard !tokens.isEmpty else { return nil }
        let text = " " + tokens.joined(separator: " ") + " "
        let (yes, no) = words(for: locale)
        func says(_ phrases: [String]) -> Bool {
            phrases.contains { phrase in
                let folded = TextNormalizer.tokens(phrase).joined(separator: " ")
                return text.contains(" " + folded + " ")
            }
        }
        if says(no) { return .no }
        if says(yes) { return .yes }
        return nil
    }

    /// The phrases that confirm and deny in a locale (a speech grammar holds them).
    public static func answers(for locale: String) -> (yes: [String], no: [String]) { words(for: locale) }

    private static func words(for locale: String) -> (yes: [String], no: [String]) {
        switch locale.lowercased().prefix(2) {
        case "de":
            (
                ["ja", "jawohl", "genau", "klar", "sicher", "mach das", "ja bitte", "bestätigen", "ok", "okay", "gerne"],
                ["nein", "nee", "nicht", "lieber nicht", "weiter", "abbrechen", "vergiss es", "stopp nein"]
            )
        case "zh", "ja":
            (
                ["是", "是的", "好", "好的", "对", "确定", "可以", "行", "嗯"],
                ["不", "不要", "别", "算了", "继续", "取消"]
            )
        default:
            (
                [
                    "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "confirm", "correct", "do it", "go ahead",
                    "affirmative", "please do", "end it", "that is right", "thats right", "absolutely", "of course",
                ],
                [
                    "no", "nope", "nah", "dont", "do not", "keep going", "never mind", "nevermind", "not now", "cancel that",
                    "wait", "negative", "stop asking", "carry on",
                ]
            )
        }
    }
}
