import CadenceIntents

/// The host's own dialogs (not an intent's), in the door's locale: en, de, zh-Hans.
enum HostDialogs {
    static func notUnderstood(_ utterance: String, locale: String) -> HostResponse.Dialog {
        switch locale.lowercased().prefix(2) {
        case "de":
            HostResponse.Dialog(
                full: "Das habe ich nicht verstanden: „\(utterance)“. Versuch „Starte einen Lauf“ oder „Pausiere mein Training“.",
                supporting: "Nicht verstanden")
        case "zh":
            HostResponse.Dialog(full: "抱歉，我没听懂“\(utterance)”。试试“开始跑步”或“暂停锻炼”。", supporting: "没听懂")
        default:
            HostResponse.Dialog(
                full:
                    "Sorry, I didn't understand \"\(utterance)\". Try \"Start a run\", \"Pause my workout\" or \"How is my workout going\".",
                supporting: "Not understood")
        }
    }

    static func declined(locale: String) -> IntentDialog {
        switch locale.lowercased().prefix(2) {
        case "de": IntentDialog(full: "In Ordnung, ich lasse alles, wie es ist.", supporting: "Nichts geändert")
        case "zh": IntentDialog(full: "好的，什么都没有改变。", supporting: "未更改")
        default: IntentDialog(full: "OK, I'll leave it as it is.", supporting: "Nothing changed")
        }
    }
}
