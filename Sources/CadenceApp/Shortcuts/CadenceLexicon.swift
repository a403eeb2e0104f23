import CadenceIntents

/// Cadence's own words for flexible matching, per language: the built-in lexicon knows verbs any
/// app hears ("start", "pause"); these are a workout app's — its things (workout, session), its
/// command "lap", the metrics a person asks about, and the ways people say they are setting off,
/// taking a break or done. Every word here is one a person would say to any workout app.
enum CadenceLexicon {
    static func forLocale(_ locale: String) -> MatchingLexicon {
        switch locale.lowercased().prefix(2) {
        case "de": german
        case "zh": chinese
        default: english
        }
    }

    static let english = MatchingLexicon.english.adding(
        synonyms: [
            "workout": [
                "workout", "work out", "working out", "worked out", "exercise", "exercising", "exercised",
                "training", "trained", "session", "activity", "sweat",
            ],
            "lap": ["lap", "split", "new lap", "mark lap", "lap time"],
            "status": [
                "heart rate", "pulse", "bpm", "pace", "speed", "how fast", "distance", "how far", "how long",
                "calories", "elapsed time", "elapsed", "how much time", "kilometers", "kilometres", "km", "miles",
                "time so far", "my time",
            ],
            "start": [
                "track", "record", "log", "go for", "going for", "head out for", "heading out for", "time to",
                "do a", "do some", "about to go", "hop on", "hopping on", "getting in", "to exercise", "to work out",
                "lets work out", "lets exercise",
            ],
            "pause": ["break", "a break", "breather", "take a breather", "wait a second", "one second"],
            "resume": ["im back", "i am back", "break is over", "breaks over", "go again", "back to it"],
            "end": ["save", "thats it for today", "enough for today", "done for today"],
            "cancel": ["delete", "dont save", "do not save", "dont want to save", "without saving", "by mistake"],
            "summarize": [
                "how active", "how did i do", "how i did", "what i did", "how much did i", "how many workouts",
                "how many times",
            ],
        ],
        vocabulary: ["workout"])

    static let german = MatchingLexicon.german.adding(
        synonyms: [
            "workout": [
                "training", "trainings", "workout", "sport", "einheit", "trainingseinheit", "trainieren", "trainiert",
                "trainiere",
            ],
            "lap": ["runde", "rundenzeit", "zwischenzeit", "neue runde"],
            "status": [
                "puls", "herzfrequenz", "tempo", "pace", "wie weit", "wie schnell", "wie lange", "distanz", "strecke",
                "kalorien", "wie hoch ist mein puls",
            ],
            "pause": ["eine pause"],
            "resume": ["bin wieder da", "weiter gehts"],
            "end": ["fertig fur heute", "bin fertig"],
        ],
        vocabulary: ["workout"])

    static let chinese = MatchingLexicon.chinese.adding(
        synonyms: [
            "workout": ["锻炼", "运动", "训练", "健身", "练"],
            "lap": ["计圈", "一圈", "分段", "圈"],
            "status": ["心率", "配速", "多远", "距离", "多长时间", "多久", "速度", "卡路里"],
            "end": ["练完了", "练到这里", "到此为止"],
            "resume": ["回来了", "接着练", "接着来"],
            "summarize": ["练了多少", "练了什么"],
        ],
        vocabulary: ["workout"])
}
