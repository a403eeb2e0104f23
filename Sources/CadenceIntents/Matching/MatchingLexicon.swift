/// The words the flexible matcher treats as the same, and the words it ignores, per language:
/// verb synonyms ("begin", "kick off" → start), light stemming ("running" → run), and filler
/// ("please", "can you", "my"). Generic: it knows verbs people use with any app, not workouts.
///
/// Entries are folded and tokenized like utterances, so "hör auf" and "停一下" work as written.
/// Apps add their own with ``adding(_:)``.
public struct MatchingLexicon: Sendable, Hashable {
    /// canonical word → the phrases that mean it (a phrase may be several words or characters).
    public private(set) var synonyms: [String: [String]]
    /// Words dropped before comparing.
    public private(set) var fillers: Set<String>
    /// Which stemmer to use: "en", "de", or none.
    public let stemming: String?

    /// A lexicon with explicit contents.
    public init(synonyms: [String: [String]], fillers: Set<String>, stemming: String?) {
        self.synonyms = synonyms
        self.fillers = fillers
        self.stemming = stemming
    }

    /// The built-in lexicon for a language code ("en", "de", "zh"); English for others.
    public static func forLanguage(_ language: String) -> MatchingLexicon {
        switch language.lowercased().prefix(2) {
        case "de": german
        case "zh", "ja": chinese
        default: english
        }
    }

    /// This lexicon with more synonyms and fillers.
    public func adding(synonyms more: [String: [String]] = [:], fillers extra: Set<String> = []) -> MatchingLexicon {
        var copy = self
        for (canonical, phrases) in more { copy.synonyms[canonical, default: []] += phrases }
        copy.fillers.formUnion(extra)
        return copy
    }

    public static let english = MatchingLexicon(
        synonyms: [
            "start": [
                "start", "begin", "kick off", "launch", "commence", "fire up", "get going", "initiate", "get started",
            ],
            "end": ["end", "stop", "finish", "wrap up", "terminate", "complete", "conclude", "done with", "finish up"],
            "pause": ["pause", "hold", "freeze", "take a break", "suspend", "put on hold"],
            "resume": ["resume", "continue", "unpause", "carry on", "pick up", "keep going", "go on", "restart"],
            "cancel": ["cancel", "discard", "abort", "scrap", "throw away", "forget"],
            "lap": ["lap", "split", "new lap", "mark lap"],
            "summarize": [
                "summarize", "summarise", "summary", "recap", "overview", "sum up", "total", "totals", "review",
            ],
            "show": ["show", "display", "open", "view", "pull up", "bring up", "see"],
            "status": [
                "status", "progress", "stats", "statistics", "how am i doing", "how is my", "how far", "update",
            ],
        ],
        fillers: [
            "a", "an", "the", "in", "with", "using", "on", "to", "for", "me", "my", "please", "can", "could", "would",
            "will", "you", "i", "id", "im", "want", "wanna", "like", "lets", "let", "us", "go", "ahead", "and", "hey",
            "siri", "ok", "okay", "now", "just", "some", "of", "from", "via", "by", "app", "do", "right", "quickly",
            "our", "your", "this", "that", "it", "is", "are", "be", "at", "time", "new",
        ],
        stemming: "en")

    public static let german = MatchingLexicon(
        synonyms: [
            "start": [
                "starte", "starten", "startet", "start", "beginne", "beginnen", "fang an", "fange an", "anfangen",
                "los",
                "leg los", "loslegen",
            ],
            "end": [
                "beende", "beenden", "ende", "stoppe", "stoppen", "stopp", "hor auf", "aufhoren", "abschließen",
                "schluss", "fertig",
            ],
            "pause": ["pausiere", "pausieren", "pause", "halte an", "anhalten", "unterbrechen", "unterbreche", "halt"],
            "resume": [
                "setze fort", "fortsetzen", "fortfahren", "mach weiter", "weitermachen", "weiter", "fortfuhren",
                "setz fort",
            ],
            "cancel": ["abbrechen", "brich ab", "breche ab", "verwerfen", "verwirf", "verwerfe"],
            "lap": ["runde", "rundenzeit", "zwischenzeit", "neue runde"],
            "summarize": [
                "zusammenfassung", "fasse zusammen", "fass zusammen", "zusammenfassen", "uberblick", "ubersicht",
                "bilanz",
            ],
            "status": ["status", "stand", "wie lauft", "wie laufe ich", "fortschritt", "zwischenstand"],
            "show": ["zeige", "zeigen", "zeig mir", "zeig", "anzeigen", "offne"],
            "workout": ["training", "trainings", "workout", "sport", "einheit", "trainingseinheit"],
        ],
        fillers: [
            "ein", "eine", "einen", "einem", "einer", "der", "die", "das", "den", "dem", "des", "in", "im", "mit",
            "bitte",
            "mein", "meine", "meinen", "meinem", "meiner", "mir", "mich", "ich", "mochte", "will", "mal", "jetzt",
            "kannst",
            "du", "von", "auf", "zu", "zum", "fur", "uber", "und", "hey", "siri", "doch", "gerne", "gern", "bei", "app",
            "neue", "neuen", "neu",
        ],
        stemming: "de")

    public static let chinese = MatchingLexicon(
        synonyms: [
            "start": ["开始", "启动", "开启", "开一个", "来一个"],
            "end": ["结束", "停止", "完成", "结束掉", "收工"],
            "pause": ["暂停", "停一下", "先停", "歇一下"],
            "resume": ["继续", "恢复", "接着"],
            "cancel": ["取消", "放弃", "作废"],
            "lap": ["计圈", "一圈", "分段", "圈"],
            "summarize": ["总结", "汇总", "概况", "小结", "统计"],
            "show": ["显示", "查看", "打开", "看看", "给我看"],
            "status": ["状态", "进度", "情况", "怎么样"],
            "workout": ["锻炼", "运动", "训练", "健身"],
            "": ["一下", "一个", "帮我", "可以", "现在"],
        ],
        fillers: ["请", "帮", "我", "的", "吧", "了", "呢", "啊", "用", "在", "把", "给", "里", "中", "个", "想", "要", "能", "你", "次"],
        stemming: nil)
}
