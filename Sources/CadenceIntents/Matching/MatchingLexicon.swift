/// The words the flexible matcher treats as the same, the words it ignores, and the words that
/// split a sentence into clauses, per language: verb synonyms ("begin", "kick off" → start), light
/// stemming ("running" → run), and filler ("please", "can you", "my").
///
/// Generic: the built-in lexicons know the verbs and small words people use with any app, and no
/// word of any app's domain. An app hands in its own words with ``adding(synonyms:fillers:vocabulary:)``:
/// more synonyms for its commands, and its **vocabulary** — canonical words that name the app's
/// things rather than commands ("workout" for a workout app). A synonym's canonical word is a
/// *command* unless it is vocabulary; the semantic stage never chooses between commands (see
/// ``AppShortcutsIndex``).
///
/// Entries are folded and tokenized like utterances, so "hör auf" and "停一下" work as written.
public struct MatchingLexicon: Sendable, Hashable {
    /// canonical word → the phrases that mean it (a phrase may be several words or characters).
    public private(set) var synonyms: [String: [String]]
    /// Words dropped before comparing.
    public private(set) var fillers: Set<String>
    /// Canonical words that name the app's things, not commands.
    public private(set) var vocabulary: Set<String>
    /// Words that join two clauses ("and", "then"): "I'm at a red light, so pause" has two.
    public private(set) var conjunctions: Set<String>
    /// Words that ask another app for something ("remind me", "text", "set an alarm"): an
    /// utterance that says one is not for this app, whatever else it says. Like every lexicon
    /// phrase they also meet by stems ("reminding"), unless written with a leading "=" ("=my
    /// weight" is not "my weights").
    public private(set) var otherTasks: Set<String>
    /// Other voice assistants' names ("Alexa"): an utterance addressed to one is not for this
    /// app unless it names this app too ("Hey Siri, start a run in Cadence").
    public private(set) var otherAssistants: Set<String>
    /// Words that end a command's object ("stop the video *in* the kitchen"), so that what
    /// follows is context. Empty for a language whose objects may stand before the verb (German):
    /// there every word of a clause with a command counts as its object.
    public private(set) var prepositions: Set<String>
    /// How a remark opens ("that was a good run", "what a day"): an utterance that makes one and
    /// gives no command asks for nothing.
    public private(set) var remarks: Set<String>
    /// Times still to come, or another day than today ("tomorrow", "next week", "on Friday",
    /// "明天"): a clause that names one tells a plan ("I'm going swimming tomorrow") and asks for
    /// nothing now; beside a clause that gives a command without one, it is context.
    public private(set) var laterTimes: Set<String>
    /// Words that negate what follows in their clause ("I don't want to *stop*"): a command
    /// after one is not given, unless a synonym says the negation itself ("don't save").
    public private(set) var negations: Set<String>
    /// Words that make starting a restart ("start tracking *again*"): with one, "start" means
    /// "resume".
    public private(set) var repetitions: Set<String>
    /// How a clause opens that gives the speaker's own reason ("hold on, *I need to* tie my
    /// shoe"): beside a bare command it is context, where another clause would be what the
    /// command was said about ("stop, there's a car coming").
    public private(set) var reasons: Set<String>
    /// Words that open a question ("*what's* the time on my run", "*wie* war mein Lauf"): a
    /// question names an activity to ask about it, so the activity alone never starts one.
    /// ("How *about* a run" suggests one: a question word before "about" opens no question.)
    public private(set) var interrogatives: Set<String>
    /// Canonical commands that ask rather than act ("status", "summarize", "show"): between
    /// them, a parameter's value decides ("how far did I run *last week*" is a summary).
    public private(set) var questions: Set<String>
    /// Which stemmer to use: "en", "de", or none.
    public let stemming: String?

    /// A lexicon with explicit contents.
    public init(
        synonyms: [String: [String]], fillers: Set<String>, vocabulary: Set<String> = [],
        conjunctions: Set<String> = [], otherTasks: Set<String> = [], otherAssistants: Set<String> = [],
        prepositions: Set<String> = [], questions: Set<String> = ["status", "summarize", "show"],
        negations: Set<String> = [], repetitions: Set<String> = [], reasons: Set<String> = [],
        remarks: Set<String> = [], laterTimes: Set<String> = [], interrogatives: Set<String> = [], stemming: String?
    ) {
        self.laterTimes = laterTimes
        self.interrogatives = interrogatives
        self.remarks = remarks
        self.reasons = reasons
        self.repetitions = repetitions
        self.negations = negations
        self.prepositions = prepositions
        self.questions = questions
        self.synonyms = synonyms
        self.fillers = fillers
        self.vocabulary = vocabulary
        self.conjunctions = conjunctions
        self.otherTasks = otherTasks
        self.otherAssistants = otherAssistants
        self.stemming = stemming
    }

    /// The canonical words that are commands: every synonym's canonical word but the vocabulary.
    public var commands: Set<String> { Set(synonyms.keys).subtracting(vocabulary).subtracting([""]) }

    /// The built-in lexicon for a language code ("en", "de", "zh"); English for others.
    public static func forLanguage(_ language: String) -> MatchingLexicon {
        switch language.lowercased().prefix(2) {
        case "de": german
        case "zh", "ja": chinese
        default: english
        }
    }

    /// This lexicon with more synonyms, fillers, vocabulary, other apps' tasks and openings of reasons.
    public func adding(
        synonyms more: [String: [String]] = [:], fillers extra: Set<String> = [], vocabulary words: Set<String> = [],
        otherTasks tasks: Set<String> = [], reasons moreReasons: Set<String> = []
    ) -> MatchingLexicon {
        var copy = self
        for (canonical, phrases) in more { copy.synonyms[canonical, default: []] += phrases }
        copy.fillers.formUnion(extra)
        copy.vocabulary.formUnion(words)
        copy.otherTasks.formUnion(tasks)
        copy.reasons.formUnion(moreReasons)
        return copy
    }

    public static let english = MatchingLexicon(
        synonyms: [
            "start": [
                "start", "begin", "kick off", "launch", "commence", "fire up", "get going", "initiate", "get started",
                "kick things off", "kick it off", "get moving", "get rolling", "fire off", "ease into",
            ],
            "end": [
                "end", "stop", "finish", "wrap up", "wrap it up", "terminate", "complete", "conclude", "done with",
                "finish up", "close out", "im done", "i am done", "call it a day", "thats enough", "wrap things up",
                "finalize", "finalise", "shut down", "to a close", "to an end", "shut it down", "shut this down",
                "close the book on", "close the books on",
            ],
            "pause": [
                "pause", "hold", "freeze", "take a break", "suspend", "put on hold", "hold on", "hang on", "hang fire", "halt",
                "on ice", "on standby", "on pause", "put on ice", "put on standby", "put on pause",
            ],
            "resume": [
                "resume", "continue", "unpause", "carry on", "pick up", "keep going", "go on", "restart", "get back to", "get back into",
                "recommence", "crack on", "cracking on", "press on", "pressing on", "push on", "pushing on", "un pause",
                "going again", "proceed", "proceed with", "press play", "hit play",
            ],
            "cancel": ["cancel", "discard", "abort", "abandon", "scrap", "throw away", "forget", "throw it away"],
            "summarize": [
                "summarize", "summarise", "summary", "recap", "overview", "sum up", "total", "totals", "review",
                "break down", "breakdown",
            ],
            "show": [
                "show", "display", "open", "open up", "view", "check out", "pull up", "bring up", "bring back up", "pull back up", "call up", "dig out", "dig up", "look up", "fetch", "see", "look at", "have a look at",
                // Finding one's own ("*find my* run from wednesday"; "find a pool" names another thing).
                "find my", "find me my", "look for my",
                "tell me about", "what was my last", "look like", "looked like",
            ],
            "status": [
                "status", "progress", "stats", "statistics", "how am i doing", "how is my", "hows my", "how my",
                "how im doing", "how i am doing", "how is it going", "hows it going", "update", "fill me in",
            ],
        ],
        fillers: [
            "a", "an", "the", "in", "with", "using", "on", "to", "for", "me", "my", "please", "can", "could", "would",
            // How and with whom one goes on ("walking *slowly* again", "cycled *together*").
            "together", "too", "slowly", "gently", "steadily", "carefully",
            "will", "you", "i", "id", "im", "want", "wanna", "like", "lets", "let", "us", "go", "ahead", "and", "hey",
            "ok", "okay", "now", "just", "some", "of", "from", "via", "by", "app", "do", "right", "quickly",
            "our", "your", "this", "that", "it", "is", "are", "be", "at", "time", "new",
            // Small verbs and words that say nothing about what is asked.
            "give", "tell", "get", "got", "have", "has", "had", "been", "was", "were", "am", "did", "does", "much",
            "many", "so", "far", "already", "again", "back", "up", "out", "off", "here", "there", "what", "whats",
            "how", "hows", "need", "needs", "know", "check", "read", "hit", "take", "put", "make", "keep", "bit",
            "little", "quick", "current", "currently", "yet", "still", "another", "one", "going", "gone", "doing",
            "heading", "about", "ready", "mine", "its", "thats", "theres", "all", "very", "really", "should", "may",
            "might", "we", "well", "oh", "um", "uh", "yeah", "hi", "hello", "count", "mark", "log", "record",
            "add", "note", "enter", "ask", "hear", "listen", "think", "guess", "suppose", "believe", "sure", "maybe",
            "actually", "probably", "gonna", "gotta", "into", "onto", "most", "which", "when", "where", "wondering",
            "wonder", "curious",
            // "How far have we *come*": how far along.
            "come",
            // "Mark it *as* a lap": what something counts for.
            "as",
            // Lengths of time ("stop for a minute") qualify a request; they are no app's thing.
            "second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "moment", "while", "hour", "hours",
            "per", "everything", "anything", "something", "ive", "ill", "youre", "weve", "theyre", "them", "these", "those",
            // "Heart rate *wise*": as far as that goes.
            "wise",
            // "At this point": now.
            "at this point", "at this stage",
            // "Start yoga *anyway*": whatever was said before.
            "anyway", "anyhow", "regardless", "all the same",
            // "The speed is *totally* off": how much.
            "totally", "absolutely", "utterly",
            // "What *kind of* pace is this", "*sort of* slow": roughly, whatever it is.
            "kind of", "sort of", "kinda", "sorta",
        ],
        conjunctions: ["and", "then", "but", "because", "while i", "while im", "while we", "when i", "when we", "so im", "so were"],
        otherTasks: [
            "remind", "reminder", "text", "call", "phone", "email", "message", "send", "book", "order", "buy",
            "sign up", "signed up", "register for", "registered for", "enroll", "enrol",
            "navigate", "directions", "translate", "play", "set an alarm", "set a timer", "set a reminder", "alarm",
            "timer for", "skip", "what time does", "when does",
            // A lift someone gives ("the kids *need a ride* to school"); not a ride started to
            // somewhere ("start a ride to the shop").
            "give me a ride", "need a ride", "get me a ride", "get us a ride", "catch a ride", "hitch a ride",
            "offer a ride", "offered me a ride", "rideshare", "ride share",
            "opening hours", "opening time", "opening times", "closing time", "closing times", "who", "whos", "whose",
            // Said to people nearby, or about the last thing said: nothing for an app to do.
            "=speed up", "=slow down", "=hurry up", "come on", "cancel that", "scratch that", "never mind",
            "see you", "see ya",
            "nevermind", "forget it", "forget that",
            // Records of the world are a search's, not a workout's.
            "world record", "world records",
            "wake me", "turn on", "turn off", "turn up", "turn down", "weather", "forecast", "schedule", "calendar",
            "appointment",
            // Machines about the house, whose cycles are no ride.
            "laundry", "washing machine", "washer", "dryer", "dishwasher", "wash cycle", "washing cycle", "rinse cycle",
            "spin cycle",
            // Television watched in a row, whose sets are no workout's.
            "box set", "box sets", "boxset", "boxsets",
            // Parking paid by the hour, whose sessions are no workout.
            "parking",
            // Accounts, not workouts.
            "log in", "log me in", "log out", "log me out", "sign in", "sign me in", "sign out", "sign me out",
            "login", "logout", "password",
            // The body, not a workout.
            "=my weight", "body weight", "weigh in", "weigh myself", "blood pressure",
            // A timetable's lateness, not a run ("the 7:40 is *running late*").
            "running late", "run late", "runs late", "ran late",
        ],
        otherAssistants: ["alexa", "siri", "google", "cortana", "bixby"],
        prepositions: [
            "in", "on", "at", "with", "for", "to", "from", "by", "near", "around", "through", "along", "into", "onto",
            "before", "after", "during", "until", "without", "via", "using", "because", "across", "over", "past", "toward",
            "towards", "under", "behind", "beside", "between", "within", "inside", "outside", "against", "beyond",
            "among", "upon", "amid", "above", "below", "about", "up", "down",
        ],
        negations: ["dont", "not", "never", "no", "cant", "cannot", "wont", "shouldnt", "doesnt", "didnt"],
        repetitions: ["again", "once more"],
        reasons: [
            "i need", "i have to", "i must", "i gotta", "ive got to", "i got to", "need to", "have to", "gotta", "my",
            "i forgot", "forgot",
            "because", "cause", "so i can",
            // What the speaker does meanwhile ("hold on *while I* grab my gel").
            "while i", "while im", "while we",
            // When it is to happen ("start the run *when I* cross the mat").
            "when i", "when we",
        ],
        // Preparing for an event is no session now: "I'm *training for* a marathon".
        remarks: ["that was", "it was", "what a", "that is a", "training for a", "training for the", "training for my"],
        laterTimes: Set([
            "tomorrow", "tomorrows", "next week", "next weeks", "next month", "next year", "next weekend",
            "later today", "later on", "later", "the day after tomorrow", "someday", "some day",
            // The evening ahead: beside a command, the plan it was ("track session *tonight*, start
            // the run"); in a question, today ("how far have I run tonight"). So are the other
            // parts of today ("a swim *this afternoon*"; "how far did I run *this morning*").
            "tonight", "this morning", "this lunchtime", "this afternoon", "this evening",
            // ("A hundred burpees *at midnight*": the hour named, not now.)
            "at midnight",
        ] + Self.weekdays.english.flatMap { ["on \($0)", "next \($0)", "this coming \($0)", "on \($0)s"] }),
        interrogatives: [
            // Not "were": it is also "we're".
            "what", "whats", "how", "hows", "when", "whens", "where", "wheres", "which", "why", "is", "are", "was",
            "did", "does", "isnt", "arent", "didnt", "doesnt",
        ],
        stemming: "en")

    public static let german = MatchingLexicon(
        synonyms: [
            "start": [
                "starte", "starten", "startet", "start", "beginne", "beginnen", "fang an", "fange an",
                // ("=anfangen": by its stem it would meet "Anfänger" and "am Anfang".)
                "=anfangen", "los", "leg los", "loslegen",
            ],
            "end": [
                "beende", "beenden", "ende", "stoppe", "stoppen", "stopp", "hor auf", "aufhoren", "abschließen",
                "schluss", "fertig", "schließe ab", "schließ ab", "schließe", "hor",
            ],
            "pause": [
                "pausiere", "pausieren", "pause", "halte an", "anhalten", "unterbrechen", "unterbreche", "halt",
                "halte",
            ],
            "resume": [
                "setze fort", "fortsetzen", "fortfahren", "mach weiter", "weitermachen", "weiter", "fortfuhren",
                "setz fort", "fort",
            ],
            // Separable verbs ("brich … ab") come apart around their object: the stem alone counts.
            "cancel": ["abbrechen", "brich ab", "breche ab", "verwerfen", "verwirf", "verwerfe", "brich", "breche"],
            "summarize": [
                "zusammenfassung", "fasse zusammen", "fass zusammen", "zusammenfassen", "uberblick", "ubersicht",
                "bilanz",
                // "Fass … zusammen", joined again when "zusammen" closes the clause.
                "zusammenfass", "zusammenfasse", "zusammenfasst",
            ],
            // ("=stand": by its stem it would meet "Ständer", "am Fahrradständer".)
            "status": ["status", "=stand", "wie lauft", "wie laufe ich", "fortschritt", "zwischenstand"],
            "show": ["zeige", "zeigen", "zeig mir", "zeig", "anzeigen", "offne", "finde meinen", "finde meine", "finde mein", "such meinen", "such meine", "such mein", "suche meinen", "suche meine", "suche mein"],
        ],
        fillers: Set([
            "ein", "eine", "einen", "einem", "einer", "der", "die", "das", "den", "dem", "des", "in", "im", "mit",
            "bitte", "mein", "meine", "meinen", "meinem", "meiner", "mir", "mich", "ich", "mochte", "will", "mal",
            "unser", "unsere", "unseren", "unserem", "unserer",
            // Hesitations ("*ähm*, wie weit bin ich").
            "ah", "ahm", "hm", "hmm", "oh", "na",
            // How one goes on ("*langsam* weitergehen"; "wie langsam" asks).
            "langsam",
            // Lengths of time ("eine *Minute* Pause") qualify a request; they are no app's thing.
            "sekunde", "sekunden", "minute", "minuten", "stunde", "stunden",
            "jetzt", "kannst", "du", "von", "vom", "auf", "zu", "zum", "fur", "uber", "und", "hey", "doch",
            "gerne", "gern", "bei", "app", "neue", "neuen", "neu", "war", "muss", "musst", "kann", "soll", "darf",
            // Small verbs and words that say nothing about what is asked.
            "ist", "bin", "bist", "habe", "hab", "hast", "hat", "hatte", "hatten", "hattest", "wie", "was", "schon", "noch", "wieder", "da", "es",
            "gehts", "geht", "so", "viel", "kurze", "kurz", "brauche", "gehe", "gehen", "mache", "machen", "ja",
            // ("Papa *braucht* eine Pause", as "needs" is in English.)
            "braucht", "brauchen", "brauchst",
            "wir", "uns", "dann", "also", "nun", "eben", "sich", "ab", "an", "aus", "sind",
            // "Nimm *sie* auf": the thing just named (who "sie" and "ihn" are, ``otherPeople`` tells).
            "sie", "ihn",
            // Contractions of a preposition and an article, and colloquial short forms ("ich geh …").
            "ins", "ans", "aufs", "zur", "beim", "am", "geh", "mach", "komm", "kommt", "komme", "setz", "setze",
            // "ein paar Bahnen": a few.
            "paar",
            // "*Gegen* den Wind", "*trotz* Regen", "bei *diesem* Regen": the weather they lead to is
            // context (``UtteranceAnalysis``'s conditions).
            "gegen", "trotz", "diese", "dieser", "diesem", "diesen", "dieses",
            // Prepositions of time ("*vor* dem Abendessen", "*nach* der Arbeit"): what follows says when.
            "vor", "nach", "wahrend", "bis",
            // "Füge … hinzu": adding is logging, as English "add" is.
            "fuge", "hinzu", "hinzufugen",
            // "Ist mein Puls *okay*", "im *richtigen* Bereich": whether it is fine is what is asked.
            "okay", "ok", "richtig", "richtige", "richtigen", "richtigem", "richtiger", "richtiges",
            // "Starte einen Lauf *darauf*": words that point back at what was named, or at where
            // one is.
            "darauf", "damit", "dabei", "dazu", "danach", "davor", "dort", "hier", "dorthin", "dahin", "hierhin",
            // Prepositions of where ("*unter* den Bäumen", "*zwischen* den Feldern"): what follows
            // says where, as after "auf" and "am".
            "unter", "unterm", "zwischen", "hinter", "hinterm", "neben",
            // "Hier *oben*", "da *unten*", "von zu *Hause*": where, as "hier" is.
            "oben", "unten", "drinnen", "hause", "zuhause",
            // "Um die Wiese *herum*": the particle that closes a way round.
            "herum",
            // "Wie lange *dauert* der Umzug": lasting, which "wie lange" asks.
            "dauert", "dauerte",
            // "Wanderung *trotzdem* starten": whatever was said before, as English "anyway".
            "trotzdem", "dennoch", "sowieso",
            // "Wie viele Runden *fehlen* noch": what is left, asked.
            "fehlen", "fehlt",
            // "Wie viele Watt *drücke* ich": pushing a measure out, as English "pushing".
            "drucke", "druckst",
            // "*Leer* getrunken", "die *erste* Runde": how empty, which one in order.
            "leer", "erste", "ersten", "erster", "zweite", "zweiten", "dritte", "dritten",
        ])
            // "Zwei Runden *reichen*": being enough, which the clause beside it acts on ("das
            // reicht" alone ends, as a phrase).
            .union(AppShortcutsIndex.germanEnough),
        conjunctions: ["und", "dann", "aber", "weil"],
        otherTasks: [
            "erinnere", "erinnerung", "ruf", "rufe", "anrufen", "schreib", "schreibe", "schicke", "schick", "sende",
            "nachricht", "bestelle", "bestell", "buche", "kaufe", "navigiere", "ubersetze", "spiele", "spiel",
            "wecker", "wetter", "termin", "kalender", "licht", "weltrekord", "weltrekorde", "foto", "fotos", "bilder",
            // What was done that no app of this kind keeps ("was habe ich gestern *gegessen*").
            "gegessen", "geschlafen", "gekauft", "gekocht", "gelesen",
            // Machines about the house.
            "waschmaschine", "trockner", "geschirrspuler", "spulmaschine", "waschgang",
            // When a place opens, a search's.
            "offnungszeit", "offnungszeiten",
        ],
        otherAssistants: ["alexa", "siri", "google", "cortana", "bixby"],
        negations: ["nicht", "kein", "keine", "keinen", "nie"],
        repetitions: ["wieder", "erneut"],
        reasons: ["ich muss", "ich brauche", "mein", "meine", "weil"],
        laterTimes: Set([
            "ubermorgen", "morgen fruh", "morgen abend", "morgen nachmittag", "ab morgen", "nachste woche",
            "nachsten monat", "nachstes jahr", "nachstes wochenende", "spater", "irgendwann",
            // The evening ahead, as English "tonight" ("*heute Abend* laufen gehen").
            "heute abend", "heute nacht",
        ] + Self.weekdays.german.flatMap { ["am \($0)", "nachsten \($0)", "kommenden \($0)", "diesen \($0)"] }),
        interrogatives: ["was", "wie", "wann", "wo", "welche", "welcher", "welches", "warum", "ist", "sind", "war", "waren"],
        stemming: "de")

    public static let chinese = MatchingLexicon(
        synonyms: [
            "start": ["开始", "启动", "开启", "开一个", "来一个"],
            "end": ["结束", "停止", "完成", "结束掉", "收工"],
            "pause": ["暂停", "停一下", "先停", "歇一下", "休息"],
            "resume": ["继续", "恢复", "接着"],
            "cancel": ["取消", "放弃", "作废"],
            "summarize": ["总结", "汇总", "概况", "小结", "统计"],
            "show": ["显示", "查看", "打开", "看看", "给我看", "给我看看", "看一下", "找出"],
            "status": ["状态", "进度", "情况", "怎么样"],
            // "能不能", "可不可以": a question's form asks politely; its 不 negates nothing.
            // ("是*什么*速度": what a question asks is in its other words.)
            "": ["一下", "一个", "帮我", "可以", "现在", "已经", "能不能", "可不可以", "可以不可以", "行不行", "好不好", "什么"],
        ],
        fillers: [
            "请", "帮", "我", "的", "吧", "了", "呢", "啊", "用", "在", "把", "给", "里", "中", "个", "想", "要", "能", "你", "次",
            "是", "吗", "这", "那", "就", "到", "还", "都", "很", "去", "来",
            // Particles of manner and aspect ("练*得*怎么样", "跑*过*").
            "得", "地", "过",
            // Particles that close a sentence, softening it ("是多少*呀*").
            "呀", "哦", "啦", "嘛",
        ],
        conjunctions: ["然后", "再", "但是"],
        otherTasks: [
            "提醒", "世界纪录", "过得", "打电话", "电话", "发消息", "发短信", "短信", "订", "买", "导航", "翻译", "播放", "闹钟", "天气", "日程", "空调",
            // The lights turned on or off (a lamp that is out is a reason: "头灯没电了").
            "开灯", "关灯", "把灯", "灯关", "灯打开",
            "洗衣机", "烘干机", "洗碗机", "营业时间", "几点开门",
        ],
        otherAssistants: ["alexa", "siri", "google", "小爱", "小度", "天猫精灵"],
        prepositions: ["在", "用", "给", "跟", "和", "从", "到", "为"],
        negations: ["不", "别", "没"],
        repetitions: ["重新", "又"],
        reasons: ["我要", "我需要", "我得", "我的", "因为"],
        laterTimes: ["明天", "后天", "下周", "下个星期", "下星期", "下个月", "明年", "以后", "待会", "待会儿", "晚点", "改天"],
        stemming: nil)

    /// The days of the week, folded as the matcher reads them: "on Friday" names another day than
    /// today, so a command beside it is about something planned ("cancel the yoga class on Friday").
    static let weekdays = (
        english: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
        german: ["montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"]
    )
}
