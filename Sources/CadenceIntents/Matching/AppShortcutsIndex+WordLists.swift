/// The closed word lists the clause reader's rules use (English, German, Chinese): prepositions,
/// determiners, copulas, the people other than the speaker, states, times. The app's own words
/// come from its lexicon; these are the language's.
extension AppShortcutsIndex {
    /// Chinese verbs of small errands done during a pause (change, drink, eat, tie, take a photo,
    /// look…).
    static let chineseErrandVerbs: Set<String> = [
        "换", "喝", "吃", "系", "拍", "接", "拿", "穿", "脱", "擦", "找", "加", "装", "修", "充", "看", "清", "捡",
    ]

    /// Nouns of a pause ("a café *stop*", "a water *break*").
    static let pauseNouns: Set<String> = ["stop", "break", "halt"]

    /// What says where a lap goes round ("a lap *of* the park", "*around* the lake", "a loop *through* the forest").
    static let roundPrepositions: Set<String> = ["of", "around", "round", "through"]

    /// What counts a command said as a thing ("*another* lap").
    static let countingDeterminers: Set<String> = [
        "a", "an", "one", "another", "more", "next", "new", "each", "first", "second", "third", "fourth", "fifth", "final",
    ]

    /// The English prepositions after one's own metric that say what it is measured against
    /// ("my speed *into* this wind", "my pace *on* the climb") …
    static let conditionPrepositionsEnglish: Set<String> = ["on", "into", "against", "under", "during"]

    /// … and those that do only before the weather ("my heart rate *in this heat*"; "my pace in
    /// the video" asks about the video).
    static let weatherPrepositionsEnglish: Set<String> = ["in", "with"]

    /// The weather they lead to ("in this *heat*"); without a command, where something is done in
    /// it, it is context ("a bottle of water in the *heat*").
    static let weatherWordsEnglish: Set<String> = [
        "heat", "wind", "headwind", "rain", "snow", "cold", "sun", "humidity", "mud", "dark", "darkness", "weather", "ice",
        "fog", "storm", "wet", "drizzle", "sleet", "hail",
    ]

    /// What may stand between them and the weather ("in *the* rain", "in *this* heat").
    static let weatherDeterminers: Set<String> = companionDeterminers.union(demonstratives)

    /// The English prepositions before where something is done ("a glass of water *at* the aid station", "a
    /// bottle *on* the railway path", "my pace *among* the trees").
    static let wherePrepositionsEnglish: Set<String> = [
        "at", "by", "near", "inside", "outside", "beside", "on", "along", "among", "amongst", "amid", "amidst",
        "beneath", "underneath",
    ]

    /// The English prepositions of a way taken ("*up* the steps"; "how much *of* the climb" asks).
    static let wayPrepositionsEnglish: Set<String> = ["up", "down", "along", "past", "through", "across", "over", "around", "round"]

    /// Sounds and small words of hesitation a question may open on ("*uh*, how far", "*ähm* wie weit").
    static let hesitations: Set<String> = ["uh", "um", "er", "erm", "hmm", "ah", "ahm", "ahem", "ach", "na", "so", "well", "oh", "okay", "ok", "alright"]

    /// The clauses that take back what one was saying ("*forget it*", "*never mind*").
    static let retractions: Set<[String]> = [["forget", "it"], ["forget", "that"], ["never", "mind"], ["nevermind"]]

    /// How a clause forbids someone else something ("*don't let* the dog eat that", "*别让*孩子
    /// 把彩蛋都吃了"), spelled as its words run together.
    static let forbiddingOthers: [String] = ["dontlet", "donotlet", "别让", "不要让", "别叫", "不许"]

    /// A bare "stop" said to someone, spelled as its words run together ("*stop it*", "*停下来*").
    static let stopsSaidToSomeone: Set<String> = [
        "stop", "stopit", "stopthat", "stopp", "halt", "停", "停下", "停下来", "停住", "住手", "停手",
    ]

    /// The clauses that begin again after a cancel ("cancel and *restart*").
    static let restarts: Set<[String]> = [
        ["restart"], ["start", "again"], ["start", "over"], ["begin", "again"], ["start", "it", "again"], ["start", "a", "new", "one"],
        ["neu", "starten"], ["von", "vorne"], ["nochmal", "von", "vorne"],
    ]

    /// The German words of which lap by its order ("die *letzte* Runde").
    static let germanLapOrders: Set<String> = [
        "letzte", "letzten", "vorige", "vorigen", "erste", "ersten", "zweite", "zweiten",
    ]

    /// The words before a distance that a measure asked is taken over ("what's *my* hundred pace",
    /// "the *last* four hundred"): a thing's determiners, and "last".
    static let measuredOverOpeners: Set<String> = thingDeterminers.union(["last"])

    /// The Chinese characters of open water, whose 水 is swum in ("*海*水", "*湖*水", "*河*水").
    static let chineseOpenWaters: Set<String> = ["海", "湖", "河", "江", "溪", "潭"]

    /// How water one swims in is ("*cold* water dip"): water so described is not drunk.
    static let waterConditions: Set<String> = ["cold", "icy", "freezing", "chilly", "warm", "calm", "choppy", "rough", "flat", "murky", "clear"]

    /// The words before what kind of water is drunk ("a glass *of* cold water", "*some* fizzy water").
    static let waterLeads: Set<String> = ["of", "some", "more"]

    /// Going into water ("cold water *dip*").
    static let plunges: Set<String> = ["dip", "dips", "plunge", "plunges", "immersion"]

    /// What follows "power" when it is the house's ("power *cut*", "power *out*").
    static let powerFailures: Set<String> = ["cut", "cuts", "out", "outage", "failure", "off", "tripped", "surge"]

    /// The states a copula gives an activity about to happen ("the run is *on*", "yoga is *next*").
    static let startingStates: Set<String> = ["on", "now", "next", "up", "ready", "go", "happening", "a", "an"]

    /// The states a copula gives something that is over ("the lap is *done*", "the break is *over*").
    static let endedStates: Set<String> = ["done", "finished", "complete", "completed", "over", "up"]

    /// The English prepositions of what a way goes round ("steps *round* the zoo").
    static let roundPrepositionsEnglish: Set<String> = ["round", "around"]

    /// What "round" goes round when it is a preposition ("a walk round *the* zoo", "round *it*").
    static let roundedThings: Set<String> = ["the", "it", "this", "that", "my", "our", "his", "her", "their"]

    /// The English words that lead to where something counted happens ("a lap *around* the lake").
    static let placePrepositionsEnglish: Set<String> = [
        "at", "around", "round", "of", "along", "past", "by", "near", "through", "across", "up", "down", "over",
        "under", "beneath", "beside", "outside", "behind",
    ]

    /// The English words that close a report of something finished ("last lap *done*", or "in the
    /// bag") …
    static let completionWords: Set<String> = ["done", "finished", "complete", "completed"]

    /// … the German ones ("dreißig Kilometer *geschafft*") …
    static let germanCompletion: Set<String> = ["geschafft", "erledigt", "absolviert", "abgehakt", "gemacht"]

    /// … and the Chinese ones ("游*完了*", "补*好了*").
    static let chineseCompletion: Set<String> = ["完", "好", "了", "完了", "好了"]

    /// Chinese verbs of going in a vehicle ("*坐*地铁", "*开*车", "*打*车").
    static let chineseConveyanceVerbs: Set<String> = ["坐", "开", "乘", "搭", "打"]

    /// The English prepositions before a workout that say what came of it ("sore *from* yesterday's
    /// run", "tired *after* my last ride").
    static let sincePrepositions: Set<String> = ["from", "after", "since", "because"]

    /// The English prepositions that say when ("*during* the break", "a sip *between* reps").
    static let timePrepositions: Set<String> = ["during", "after", "before", "since", "until", "till", "throughout", "between"]

    /// German forms of waiting that open a clause without "ich" ("*warte* auf die Gruppe").
    static let germanWaiting: Set<String> = ["warte", "warten", "wartet"]

    /// German words for "now" that open an announcement of what comes next ("*jetzt* kommt der Anstieg").
    static let germanNow: Set<String> = ["jetzt", "gleich", "nun", "hier", "da"]

    /// States a thing is said to be in with no copula ("gate *shut*", "barrier's *down*").
    static let elidedStates: Set<String> = [
        "off", "down", "out", "shut", "closed", "open", "broken", "flat", "stuck", "jammed", "loose", "dead", "empty",
        "blocked", "red", "gone", "clear",
    ]

    /// Determiners before a thing whose state is told ("*the* gate's shut").
    static let thingDeterminers: Set<String> = ["the", "my", "our", "this", "that"]

    /// The measures that name a kind of effort right before an activity ("a marathon *pace* run", "a
    /// *tempo* ride").
    static let effortKinds: Set<String> = ["pace", "tempo", "threshold", "zone", "effort", "speed", "power"]

    /// German lengths of time too long for a break ("drei *Wochen*").
    static let germanLongDurations: Set<String> = ["tage", "wochen", "monate", "jahre", "woche", "monat", "jahr"]

    /// The commands that act on the workout under way.
    static let workoutCommands: Set<String> = ["start", "pause", "resume", "end", "cancel", "lap"]

    /// A word and "is" said as one, as folded ("this *one's* not worth keeping"): no plural.
    static let contractedIs: Set<String> = [
        "ones", "thats", "whats", "heres", "theres", "lets", "its", "hes", "shes", "whos",
    ]

    /// Where or how often, said between a subject and its verb ("the canals *here* freeze").
    static let presentAdverbs: Set<String> = [
        "here", "there", "always", "usually", "often", "sometimes", "never", "still", "all",
    ]

    /// The German articles and possessives a clause's subject opens on ("*der* Kurs geht los").
    static let germanSubjectArticles: Set<String> = [
        "der", "die", "das", "ein", "eine", "mein", "meine", "unser", "unsere", "dein", "deine",
    ]

    /// German verbs of what a thing does, said of it as its subject ("das Spiel *läuft*", "der
    /// Anruf *kommt*").
    static let germanThingDoings: Set<String> = [
        "lauft", "geht", "kommt", "klingelt", "spielt", "hangt", "piept", "brummt", "startet", "beginnt", "endet", "ladt",
    ]

    /// German particles that tell a thing on or off, open or shut ("Licht *an*").
    static let germanStateParticles: Set<String> = ["an", "aus", "auf", "zu"]

    /// German participles of activities' strong verbs that do not keep the infinitive's vowel.
    static let germanStrongParticiples: [String: String] = ["geschwommen": "schwimmen", "geritten": "reiten"]

    /// The German verbs a place's being open or shut follows ("hat zu", "ist auf").
    static let germanOpenStateVerbs: Set<String> = ["ist", "sind", "hat", "haben", "war", "waren", "hatte", "hatten"]

    /// The copulas that tell a state ("is", "ist", "sind").
    static let stateCopulas: Set<String> = copulas.union(["ist", "sind", "war", "waren"])

    /// Who did what a relative clause tells ("the run *I* did") …
    static let relativeSubjects: Set<String> = ["i", "we"]

    /// … and the adverb that may stand before its verb ("the ride I *just* finished").
    static let relativeAdverbs: Set<String> = ["just", "already", "recently", "only", "last"]

    /// What may follow "back" when something is as it was again ("back *on*", "back *up*").
    static let returnParticles: Set<String> = ["on", "up", "in", "together", "working", "online"]

    /// English ordinals, which pick one of a series as a determiner does ("*first* kilometre marker").
    static let ordinals: Set<String> = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "next", "final",
    ]

    /// Verbs of what an outing is for, after "to" ("a hike *to see* the stars", "a ride *to
    /// watch* the sunset").
    static let purposeVerbs: Set<String> = ["see", "watch", "catch", "visit", "meet", "look", "find", "check", "get", "spot"]

    /// The English prepositions of the way come so far ("*to* the falls", "*along* the beach").
    static let wayToPrepositions: Set<String> = ["to", "along", "up", "down", "across", "through"]

    /// German words of so far, which make a measure asked the outing's ("wie viele Kalorien
    /// *bisher*").
    static let germanSoFar: Set<String> = ["bisher", "bislang"]

    /// English pronouns of other people as objects ("wait for *him*").
    static let objectPronouns: Set<String> = ["him", "them"]

    /// How a thing comes apart after "split" ("split *open*"; "split *in* Cadence" marks a lap).
    static let splitResults: Set<String> = ["open", "apart"]

    /// The parts of a German day after "heute" ("heute *Abend*"): today's.
    static let germanDayParts: Set<String> = ["abend", "morgen", "fruh", "mittag", "nachmittag", "vormittag", "nacht"]

    /// The English prepositions that say when or where a thing is, after its copula ("pick up is
    /// *at* three").
    static let whenOrWherePrepositions: Set<String> = ["at", "on", "in", "from", "until", "till", "after", "before"]

    /// The present copulas that open a question of whether, English and German ("*am* I quicker",
    /// "*is* my pace better", "*bin* ich schneller").
    static let presentCopulasAsking: Set<String> = ["am", "are", "is", "bin", "sind", "ist"]

    /// The Chinese verbs and adjectives that close what 比 compares with ("比昨天*跑*得快", "比平时*高*").
    static let chineseComparedVerbs: Set<String> = ["跑", "骑", "走", "游", "划", "爬", "快", "慢", "高", "低", "多", "少", "远", "长", "短"]

    /// The commands that stop something: those never given on a guess of where, and a pause.
    static let stoppingCommands: Set<String> = UtteranceAnalysis.destructiveCommands.union(["pause"])

    /// The prepositions that say whose a thing is ("the beeping *of* the treadmill", "der Alarm
    /// *vom* E-Bike").
    static let ownerPrepositions: Set<String> = ["of", "vom", "von"]

    /// The nouns of one stretch of a workout ("the first *split*").
    static let lapNouns: Set<String> = ["lap", "laps", "split", "splits"]

    /// The English words that open a question of how a stretch went ("*what's* the 500 split").
    static let timeQuestionWords: Set<String> = ["what", "whats", "how", "hows"]

    /// The openings that ask to be told something ("*give me* my five hundred split").
    static let tellingRequests: Set<[String]> = [["give", "me"], ["tell", "me"], ["read", "me"], ["read", "out"]]

    /// German ordinals as they stand after an article ("seit der *ersten* Brücke").
    static let germanOrdinals: Set<String> = [
        "erste", "ersten", "zweite", "zweiten", "dritte", "dritten", "vierte", "vierten", "funfte", "funften", "letzte", "letzten",
    ]

    /// English words for a thing that follows something ("the parcel *tracker*"), or is a time
    /// spent on it ("the zoom *session*").
    static let trackerWords: Set<String> = ["tracker", "trackers", "tracking", "session", "sessions"]

    /// Those that are only before the noun they qualify ("the puppy *training* class").
    static let qualifyingTrackerWords: Set<String> = ["training"]

    /// English verbs of something coming loose, whose "off" is their own ("the chain *came off*").
    static let looseningVerbs: Set<String> = [
        "come", "comes", "came", "coming", "fall", "falls", "fell", "fallen", "falling", "pop", "popped", "slip",
        "slipped", "drop", "dropped", "blow", "blew", "blown", "fly", "flew", "flown",
    ]

    /// The personal pronouns that open an English clause as its subject.
    static let personalSubjects: Set<String> = ["i", "we", "you", "he", "she", "they"]

    /// The speaker as a subject, English and German ("*I* ran a marathon last year").
    static let speakingSubjects: Set<String> = ["i", "we", "ich", "wir"]

    /// Chinese numerals, a character each ("*五百*米").
    static let chineseNumerals: Set<String> = ["一", "二", "两", "三", "四", "五", "六", "七", "八", "九", "十", "百", "千", "万", "半"]

    /// Chinese words that close a place said with 在: where on or in it ("在沙滩*上*").
    static let chineseLocalizers: Set<String> = ["上", "里", "边", "旁", "下", "中", "内"]

    /// Nouns of what is measured, after an activity that qualifies them ("yoga *minutes*",
    /// "Rad*kilometer*" said apart: "Rad Kilometer").
    static let measureNouns: Set<String> = [
        "minutes", "mins", "hours", "miles", "kilometres", "kilometers", "km", "kms", "metres", "meters", "lengths",
        "laps", "time", "distance", "calories", "steps", "minuten", "stunden", "kilometer", "meter", "bahnen",
        "runden", "zeit", "kalorien", "schritte",
    ]

    /// German words that lead the way somewhere ("wir radeln *zum* See").
    static let germanWays: Set<String> = ["zum", "zur", "nach", "um", "durch", "ins", "ans", "zu", "richtung", "heim", "nachhause"]

    /// German words of a question that asks how far or how long to a place ("wie *weit* ist es zum Bahnhof").
    static let germanDistanceWords: Set<String> = ["weit", "entfernt", "lange", "lang", "dauert", "brauche", "braucht"]

    /// German forms of "gehen" before an activity set off for ("ich *geh* laufen") …
    static let germanGoing: Set<String> = ["geh", "gehe", "gehen", "gehn"]

    /// … and the words of "now" that may stand between ("ich geh *jetzt* laufen").
    static let germanSetOffAdverbs: Set<String> = ["jetzt", "mal", "kurz", "gleich", "eben", "schnell", "nun", "noch"]

    /// What may stand before 去 when the speaker sets off ("*我现在*去跑步") …
    static let chineseSetOffSubjects: Set<String> = [
        "", "我", "我们", "咱们", "我要", "我们要", "我现在", "我们现在", "现在", "我先", "我这就", "我马上", "马上", "那我", "我出",
        "我们出", "出", "我该", "该",
    ]

    /// … and what may follow the activity's first character: the rest of its word and the
    /// particles that close a statement ("我去跑*步了*", "我们去骑*车吧*").
    static let chineseSetOffEndings: Set<Character> = ["步", "泳", "车", "船", "了", "啦", "喽", "咯", "吧", "啊", "去"]

    /// People other than the speaker, in Chinese, longest first, and a dog: brought along
    /// ("*带着狗*遛弯") it is context, running ("我的狗在跑") it is news of it.
    static let chinesePeople: [String] = [
        "男朋友", "女朋友", "孩子们", "朋友", "妹妹", "姐姐", "哥哥", "弟弟", "妈妈", "爸爸", "老公", "老婆", "儿子", "女儿",
        "同事", "邻居", "孩子", "教练", "别人", "爷爷", "奶奶", "老师", "同学", "狗",
    ]

    /// A bare stop, English and German ("*stop*, I need a break", "*stopp*, ich muss verschnaufen").
    static let bareStops: Set<String> = ["stop", "stopp"]

    /// The listener's own ("how was *your* week", "wie war *deine* Woche", "*dein* ganzes Leben").
    static let listenersOwn: Set<String> = ["your", "yours", "deine", "dein", "deinen", "deiner", "deinem", "deines"]

    /// German relative pronouns and the subjects after them ("*den ich* aufgezeichnet habe").
    static let relativePronouns: Set<String> = ["den", "die", "das", "der", "dem", "welche", "welchen", "welches"]

    static let subjectPronouns: Set<String> = ["ich", "wir", "du"]

    /// Greetings before a name ("*hey* honey").
    static let greetings: Set<String> = ["hey", "hi", "ok", "okay", "oh", "na", "he", "hallo"]

    /// How people address those close to them, English, German and Chinese (as characters).
    static let formsOfAddress: Set<String> = [
        "honey", "hon", "babe", "baby", "darling", "sweetie", "sweetheart", "mom", "mum", "mommy", "dad", "daddy",
        "kids", "guys", "dude", "bro", "sis", "grandma", "grandpa", "schatz", "schatzi", "liebling", "mama", "papa",
        "mami", "papi", "kinder", "leute", "jungs", "oma", "opa", "老公", "老婆", "亲爱的", "宝贝", "妈妈", "爸爸", "儿子",
        "女儿", "孩子们", "宝宝", "媳妇", "妈", "爸",
    ]

    /// Words that open a request right after a form of address ("mom *can* you …").
    static let requestOpenings: Set<String> = [
        "can", "could", "would", "will", "please", "kannst", "konntest", "wurdest", "bitte", "mach", "machst",
    ]

    /// The English modals among them, which ask the one addressed only before "you".
    static let englishModalOpenings: Set<String> = ["can", "could", "would", "will"]

    /// Chinese words that open a request to someone addressed ("老公*帮*我…", "*把*电视剧暂停").
    static let chineseRequestOpenings: Set<String> = ["帮", "把", "你", "请", "能", "给", "别", "快"]

    /// Verbs that open a yes-or-no question about how something is ("*is* the pool open").
    static let copulas: Set<String> = ["is", "are", "was", "were", "isnt", "arent"]

    /// English verbs that link a thing to how it seems, said of it ("the studio *smells* of
    /// sweat", "the pool *felt* cold").
    static let linkingVerbsEnglish: Set<String> = [
        "smells", "smelled", "smelt", "feels", "felt", "looks", "looked", "sounds", "sounded", "seems", "seemed",
        "tastes", "tasted",
        // And one that says it goes on so ("the strap *keeps* dropping").
        "keeps", "kept",
    ]

    /// Words before a past form that make it a state ("was *paused*", "got *cancelled*").
    static let passiveAuxiliaries: Set<String> = ["is", "are", "was", "were", "got", "gets", "been", "be", "ist", "wurde", "war"]

    /// Auxiliaries that open a question's subject ("when *do* you finish").
    static let askingAuxiliaries: Set<String> = ["do", "does", "did", "will", "would", "are", "is"]

    /// Modals of a question that asks for advice ("how often *should* I stretch").
    static let adviceModals: Set<String> = ["should", "ought", "shall"]

    /// Subjects of a question asked of someone other than the speaker, English and German (after
    /// the question word and the verb: "wann hörst *du* auf").
    static let englishListeners: Set<String> = ["you", "he", "she", "they"]

    static let germanListeners: Set<String> = ["du", "ihr", "er"]

    /// Verbs of opinion after the subject, which ask of what the speaker did ("do you *think*").
    static let opinionVerbs: Set<String> = ["think", "reckon", "guess", "suppose", "know", "glaubst", "denkst", "meinst"]

    /// Words that ask the way to a place ("how far is the *nearest* pool").
    static let placeSuperlatives: Set<String> = ["nearest", "closest"]

    /// Copulas before a thing asked about in general, English and German.
    static let generalCopulas: Set<String> = [
        "is", "are", "was", "isnt", "arent", "ist", "sind", "war", "whats", "hows",
        // "how many laps *has a* marathon", "wie viele Kalorien *hat eine* Banane", "does a mile have".
        "has", "have", "does", "do", "hat", "haben",
    ]

    /// Copulas of the past, which tell how something went (German "was" is "something").
    static let englishPastCopulas: Set<String> = ["was", "were"]

    static let germanPastCopulas: Set<String> = ["war", "waren"]

    static let indefiniteArticles: Set<String> = ["a", "an", "ein", "eine", "einen", "einem"]

    /// Indefinite articles and "one" of German and Chinese, which count a command's word out
    /// ("*eine* Runde", "*一*圈", "*几*圈").
    static let countingWords: Set<String> = ["eine", "ein", "einen", "ne", "一", "几", "两", "三", "五", "十"]

    /// The German words that may follow a counted exercise in a question ("wie viele Sätze
    /// Beinpresse *habe* ich", "… *bisher*").
    static let germanCountedFollowers: Set<String> = [
        "habe", "hab", "haben", "hast", "hat", "bin", "sind", "schon", "bisher", "gemacht", "geschafft", "jetzt",
    ]

    /// The English prepositions of the place a question asked "so far" is about ("how long *in* the
    /// grove so far", "how many steps *to* the allotment so far").
    static let soFarPlacePrepositions: Set<String> = wherePrepositionsEnglish.union(["to", "in", "round", "around"])

    /// The English prepositions after which a measure asked without a verb says where or with what
    /// it is measured ("average pace *among* the trees", "speed *with* all the bangs").
    static let fragmentPrepositionsEnglish: Set<String> = placePrepositionsEnglish.union(wherePrepositionsEnglish)
        .union(["with", "in", "during"])

    /// Prepositions that may come before a question's word ("*at* what altitude", "*auf* welcher
    /// Höhe", "*in* welcher Zone").
    static let questionPrepositions: Set<String> = [
        "at", "in", "on", "by", "to", "from", "for", "with", "auf", "im", "bei", "mit", "um", "nach", "seit", "zu",
        "von", "fur", "uber",
    ]

    /// English nouns of a group out together ("how fast are *the crew* going").
    static let groupNouns: Set<String> = ["crew", "team", "squad", "gang", "pack", "bunch", "peloton", "group", "boat"]

    /// German nouns of a group out together ("wie schnell ist *die Mannschaft*").
    static let germanGroupNouns: Set<String> = ["mannschaft", "gruppe", "team", "crew", "truppe", "boot"]

    /// English participles of lasting ("how long has the parade *taken*").
    static let lastingParticiples: Set<String> = ["taken", "lasted", "gone", "been"]

    /// English units of time a measure is given in ("ten *minutes*").
    static let timeUnitsEnglish: Set<String> = [
        "minute", "minutes", "min", "mins", "hour", "hours", "second", "seconds",
    ]

    /// The English words that compare a measure with a number ("*more* than five miles").
    static let comparingWords: Set<String> = [
        "more", "less", "fewer", "further", "farther", "longer", "faster", "slower",
    ]

    /// The verbs by which a speaker says they did what is counted ("how many hill repeats have I
    /// *done*"), and the particles that may close them ("*racked up*").
    static let countedDoneVerbs: Set<String> = [
        "done", "do", "managed", "manage", "completed", "complete", "finished", "got", "racked", "knocked", "ticked",
        "banged", "nailed", "climbed", "run", "ran", "ridden", "rode", "swum", "swam", "rowed", "walked", "hiked",
    ]
    static let countedDoneParticles: Set<String> = ["up", "out", "off", "through", "in"]

    /// The verbs by which a speaker asks whether a measure is reached ("have I *done* five miles",
    /// "have we *gone* past 10 k"): the verbs of doing, and of going or getting past.
    static let reachedVerbs: Set<String> = countedDoneVerbs.union([
        "gone", "covered", "reached", "passed", "cracked", "broken",
    ])

    /// What is counted along a workout, asked after with "so far" ("*lengths* so far").
    static let countedSoFar: Set<String> = [
        "laps", "lengths", "widths", "rounds", "sets", "intervals", "reps", "miles", "kilometres", "kilometers", "steps",
    ]

    /// Words after which "show" is the noun ("pause *the show*").
    static let nounDeterminers: Set<String> = ["the", "my", "a", "this", "that", "your"]

    /// Words of throwing away that are also nouns of where things are thrown: after a determiner
    /// they name that place or stuff ("take out *the trash*", "a trip to *the dump*").
    static let discardNouns: Set<String> = ["trash", "dump", "junk", "scratch", "toss", "void"]

    /// The last words of English signals one waits at ("traffic *lights*", "walk *signal*"):
    /// named after a command, they are what it acts on ("pause the traffic lights").
    static let signalWords: Set<String> = [
        "light", "lights", "stoplight", "stoplights", "signal", "signals", "crosswalk", "crosswalks",
    ]

    /// English quantifiers, before a noun whose existence is asked about ("*any* workouts logged").
    static let quantifiersEnglish: Set<String> = ["any", "some", "no", "all", "every", "many", "few", "more"]

    /// The copulas of a question about a thing ("how long *was* my break", "wie schnell *war* die
    /// letzte Runde").
    static let questionCopulas: Set<String> = stateCopulas.subtracting(["isnt", "arent"])

    /// The determiners before a thing asked about ("how long was *my* break", "*die* letzte Runde").
    static let askedDeterminers: Set<String> = nounDeterminers.union(["die", "der", "das", "mein", "meine", "meiner"])

    /// English fillers that are verbs, and nouns after a determiner ("split *the check*").
    static let fillerVerbs: Set<String> = [
        "check", "read", "hit", "take", "put", "make", "count", "mark", "note", "enter", "guess", "listen",
    ]

    /// German pronouns that stand for a thing as often as for a person: only as a clause's
    /// subject are they someone else.
    static let pronounsOfThings: Set<String> = ["sie", "ihn"]

    /// Someone other than the speaker (English and German): what they did is news, not a request.
    static let otherPeople: Set<String> = [
        "he", "she", "they", "hes", "shes", "theyve", "theyre", "his", "her", "their", "friend", "friends", "wife",
        "husband", "partner", "son", "daughter", "mom", "mum", "dad", "brother", "sister", "kids", "coach", "someone",
        "somebody", "everyone", "everybody", "buddy", "neighbor", "neighbour", "boss", "colleague", "colleagues",
        "coworker", "coworkers", "workmate", "workmates", "mates", "kollegen",
        "er", "tochter", "sohn", "freund", "freundin", "freunde", "kollege", "kollegin", "mutter", "mama", "vater",
        "papa", "bruder", "schwester", "kinder", "trainerin", "nachbar", "nachbarin", "chef", "chefin", "partnerin",
        "jemand", "sie", "ihn",
        // The family further out ("*granny* needs a sit down", "*Schwiegermutter* braucht eine Pause").
        "mother", "father", "parents", "grandma", "granny", "gran", "nan", "nana", "grandad", "grandpa", "grandparents",
        "aunt", "auntie", "uncle", "cousin", "nephew", "niece", "toddler", "baby",
        "oma", "opa", "eltern", "schwiegermutter", "schwiegervater", "schwiegereltern", "schwager", "schwagerin", "tante",
        "onkel", "cousine", "neffe", "nichte",
        // Chinese comes as characters, so only one-character words can be here: "他" of 他们.
        "他", "她",
    ]

    /// Words that point at a saved workout by when it was ("my *last* walk", "my *previous* run").
    static let lastWorkoutWords: Set<String> = ["last", "previous", "latest", "recent", "most"]

    /// German words after which "Ende" is the noun ("*am* Ende der Strecke", "*das* Ende").
    static let germanEndNounOpeners: Set<String> = ["am", "zum", "ans", "das", "dem"]

    /// How a door or a gate came to be open ("stuck *open*", "left open", "blown open").
    static let cameToBeOpen: Set<String> = ["stuck", "left", "wide", "jammed", "blown", "propped", "swung", "flew", "burst"]

    /// The parts German numbers are written of as one word ("fünf|hundert", "zwei|und|zwanzig").
    static let germanNumberParts: [String] = [
        "ein", "zwei", "drei", "vier", "funf", "sechs", "sech", "sieben", "sieb", "acht", "neun", "zehn", "elf", "zwolf",
        "zwanzig", "dreissig", "vierzig", "funfzig", "sechzig", "siebzig", "achtzig", "neunzig", "hundert", "tausend", "und",
    ]

    /// English pronouns of someone else as a clause's subject ("*he's* gone back to his desk").
    static let otherPersonSubjects: Set<String> = ["he", "she", "they", "hes", "shes", "theyre", "theyve", "theyd", "hed", "shed"]

    /// English commands' verbs in the third person ("the club *stops* at the café").
    static let thirdPersonCommandVerbs: Set<String> = ["stops", "pauses", "ends", "starts", "finishes", "resumes", "begins"]

    /// Chinese words of what is left ("*还剩*几圈", "*还有*几圈").
    static let chineseLeft: Set<String> = ["还剩", "还有", "剩下", "还剩下", "剩"]

    /// The signals a group sets off on ("off on the *beep*", "go on the *whistle*").
    static let startSignals: Set<String> = ["beep", "whistle", "buzzer", "gun", "horn", "hooter", "klaxon", "bell", "signal"]

    /// German words of needing ("Papa *braucht* eine Pause").
    static let germanNeeding: Set<String> = ["braucht", "brauchen", "brauchst", "will", "wollen", "muss", "mussen"]

    /// How a clause ends when someone needs the speaker, said as the reason for stopping ("the
    /// kids *need me*", "mein Chef *ruft mich*").
    static let summonsOfSpeaker: [[String]] = [
        ["need", "me"], ["needs", "me"], ["want", "me"], ["wants", "me"], ["calling", "me"], ["calling", "for", "me"],
        ["waiting", "for", "me"], ["waiting", "on", "me"], ["asking", "for", "me"], ["shouting", "for", "me"],
        ["yelling", "for", "me"], ["looking", "for", "me"],
        ["brauchen", "mich"], ["braucht", "mich"], ["ruft", "mich"], ["rufen", "mich"], ["wartet", "auf", "mich"],
        ["warten", "auf", "mich"], ["sucht", "mich"], ["suchen", "mich"],
    ]

    /// Determiners before "app" that make it the app itself ("beende *die* App").
    static let appDeterminers: Set<String> = ["the", "this", "that", "die", "diese"]

    /// The prepositions before a command's word that make it a place ("*on* this stretch", "*at*
    /// the start").
    static let commandPlacePrepositions: Set<String> = ["on", "at", "along", "past", "near", "through"]

    /// English superlatives of a record ("my *longest* run").
    static let superlatives: Set<String> = [
        "best", "longest", "fastest", "quickest", "slowest", "furthest", "farthest", "hardest", "biggest", "toughest",
    ]

    /// Short spans of time, the length of a pause ("stop *a sec*").
    static let moments: Set<String> = [
        "sec", "secs", "second", "seconds", "moment", "minute", "minutes", "min", "mins", "tick", "jiffy",
        "sekunde", "sekunden", "minuten", "augenblick",
    ]

    /// The speaker in Chinese, who may tell their own doing with 了 ("*我*喝了水").
    static let chineseSpeakers: Set<String> = ["我", "我们", "咱们", "咱"]

    /// The speaker as the first word of a clause ("*I'm* changing the battery").
    static let speakers: Set<String> = ["im", "i", "ich"]

    /// Articles and possessives before a thing handled ("changing *the* battery", "wechsle *die* Batterie").
    static let objectArticles: Set<String> = [
        "the", "my", "a", "an", "die", "der", "das", "den", "dem", "meine", "meinen", "meinem", "eine", "einen", "ein",
    ]

    /// Verbs after which a past form of starting is what is to be done ("let's *get* this run started").
    static let causatives: Set<[String]> = [["get"], ["getting"], ["lets", "get"]]

    /// German postpositions of a way ("die Treppen *hoch*", "am Fluss *entlang*").
    static let germanPathPostpositions: Set<String> = [
        "hoch", "runter", "rauf", "hinauf", "hinunter", "herauf", "herunter", "hinab", "entlang",
    ]

    /// Verbs of saying: another person's words reported ("my coach *says* I should rest") ask nothing.
    static let speechVerbs: Set<String> = ["says", "said", "told", "tells", "thinks", "sagt", "meint", "sagte", "说"]

    /// The German and Chinese words that lead somewhere ("*zur* Arbeit", "*um* den Block", "*去*公园", "*绕*着湖"),
    /// or say when ("*vor dem* Abendessen", "*nach der* Arbeit").
    static let placePrepositions: Set<String> = [
        "zur", "zum", "nach", "durch", "durchs", "um", "ums", "entlang", "vor", "wahrend", "bis", "去", "绕", "沿",
    ]

    /// Requests to answer that may come before a question's first word ("*ask* how far I've gone",
    /// "*tell me* how long", "*sag mir* wie weit").
    static let questionLeads: [[String]] = [
        ["ask"], ["tell", "me"], ["can", "you", "tell", "me"], ["could", "you", "tell", "me"], ["let", "me", "know"],
        ["sag", "mir"], ["sage", "mir"], ["sagen", "sie", "mir"], ["kannst", "du", "mir", "sagen"],
    ]

    /// The copulas that open an English question of whether something is so ("*is* my pace slipping").
    static let yesNoCopulas: Set<String> = ["is", "are", "was", "isnt", "arent"]

    /// Words that start saying how a measure is ("is my pace *too* fast", "is my heart rate *still* up").
    static let describingWords: Set<String> = [
        "too", "so", "ok", "okay", "good", "bad", "fine", "high", "low", "steady", "even", "right", "still", "any",
        "up", "down", "above", "below", "under", "over", "in", "on", "off", "dropping", "where", "about", "around",
        "normal", "stable", "consistent", "faster", "slower", "higher", "lower", "better", "worse",
    ]

    /// English prepositions of the way one is on ("*on* this climb", "*up* this hill").
    static let alongPrepositions: Set<String> = ["on", "along", "up", "down", "over"]

    /// Words that point at what is here ("on *this* stretch", "up *these* stairs").
    static let demonstratives: Set<String> = ["this", "these", "that"]

    /// The German words by which speakers speak of themselves.
    static let germanSpeakerWords: Set<String> = [
        "ich", "mein", "meine", "meinen", "meinem", "meiner", "mir", "mich", "wir", "unser", "unsere", "unseren", "unserem",
    ]

    /// The German words that say where one is ("*auf der* Treppe", "*im* Wald", "*am* Berg", "*unter den*
    /// Bäumen").
    static let germanWherePrepositions: Set<String> = [
        "auf", "an", "am", "im", "in", "bei", "beim", "unter", "unterm", "zwischen", "hinter", "hinterm", "neben",
        "uber", "uberm",
    ]

    /// The German words of going round or through a place ("*um den* See", "*durch den* Wald").
    static let germanRoundPrepositions: Set<String> = ["um", "ums", "durch", "durchs"]

    /// Where one is, or which place one goes round or through, in German.
    static let germanWhereOrRoundPrepositions: Set<String> = germanWherePrepositions.union(germanRoundPrepositions)

    /// The German words that say at which place something is done ("*am* Verpflegungsstand", "*bei*
    /// der Hütte"), as English "at" and "by" do; not "in", which is also "in the rain".
    static let germanAtPrepositions: Set<String> = ["am", "an", "bei", "beim", "neben"]

    /// The German prepositions of where and which way ("*im* Park", "*an der* Promenade", "*entlang*").
    static let germanPlacePrepositions: Set<String> = germanWherePrepositions.union(placePrepositions)

    /// What may stand between such a word and the place ("um *den* Block", "durch *den* Wald").
    static let placeDeterminers: Set<String> = [
        "der", "die", "das", "den", "dem", "des", "meine", "meinen", "meinem", "meiner", "unsere", "unseren", "unserem",
        "einen", "einem", "einer", "ein", "eine",
    ]

    /// Parts of a way ("the *top* of the climb").
    static let partsOfAWay: Set<String> = ["top", "bottom", "foot", "crest", "summit", "base", "middle", "start", "end"]

    /// English prepositions of a point on a way.
    static let pointPrepositions: Set<String> = ["at", "by", "around", "past", "until", "till", "near"]

    /// English units of distance.
    static let distanceUnitsEnglish: Set<String> = [
        "mile", "miles", "km", "kms", "k", "kilometre", "kilometres", "kilometer", "kilometers", "metres", "meters",
    ]

    /// Who may come along on a workout: the other people, a dog, what is pushed along and the
    /// kit carried.
    static let companions: Set<String> = otherPeople.union(["dog", "dogs", "puppy", "hund", "hunde", "hunden", "狗"])
        // ("Wie weit sind wir *mit dem Kinderwagen* schon".)
        .union(["buggy", "pram", "stroller", "pushchair", "kinderwagen", "buggys"])
        // ("Lengths *with the kickboard* so far", "a *backpack* run", "mit Flossen".)
        .union([
            "kickboard", "kickboards", "float", "floats", "fins", "flippers", "paddles", "snorkel", "backpack",
            "rucksack", "poles", "schwimmbrett", "flossen", "paddels", "schnorchel", "stocken",
        ])

    /// Chinese words of a stretch of a way ("这个爬*坡*", "这座*桥*").
    static let chineseWayNouns: Set<String> = ["坡", "桥", "弯", "岭", "隧", "梁"]

    /// German words of being enough ("zwei Runden *reichen*", "sind *genug*").
    static let germanEnough: Set<String> = ["reicht", "reichen", "genug", "genugt", "genugen", "langt", "langen"]

    /// Long breaks from training, after which one goes back to a habit, not to a paused workout
    /// ("back to the gym after the *holidays*", "nach den *Feiertagen*").
    static let longBreaks: Set<String> = [
        "holidays", "holiday", "hols", "christmas", "easter", "summer", "injury", "surgery", "operation", "lockdown",
        "vacation", "feiertagen", "feiertage", "urlaub", "weihnachten", "ostern", "sommerferien", "verletzung",
    ]

    /// Chinese words for the group the speaker is in ("*大家*出发"): people, not things.
    static let chineseGroups: [String] = ["大家", "咱们", "各位", "大伙"]

    /// The weather a workout is done in, said before it in English ("a *frosty* run"), and the heat
    /// of the room or water it is done in ("*hot* yoga", "a *cold* swim").
    static let weatherAdjectivesEnglish: Set<String> = [
        "rainy", "wet", "windy", "snowy", "foggy", "misty", "frosty", "icy", "sunny", "muddy", "soggy", "stormy",
        "chilly", "drizzly", "breezy", "blustery", "humid", "freezing", "sweltering", "scorching", "wintry", "murky",
        "hot", "warm", "cold", "cool", "heated", "balmy", "steamy",
    ]

    /// The companions that are no person ("a *dog* walk", "*buggy* run").
    static let companionThings: Set<String> = companions.subtracting(otherPeople)

    /// The words that bring a companion along ("*with* my dog", "*mit* dem Hund", "*带*狗").
    static let companionPrepositions: Set<String> = ["with", "mit", "和", "跟", "带", "陪"]

    /// What may stand between the preposition and the companion ("with *my* dog").
    static let companionDeterminers: Set<String> = [
        "the", "my", "our", "a", "some", "dem", "der", "den", "einem", "einer", "meinem", "meiner", "meinen",
        "unserem", "unserer", "unseren", "我", "的", "着",
    ]

    /// The weather one moves in, in German ("gegen den *Wind*", "bei diesem *Regen*") …
    static let weatherWords: Set<String> = [
        "wind", "gegenwind", "ruckenwind", "regen", "schnee", "hitze", "kalte", "sturm", "nebel", "wetter", "sonne",
        "eis", "glatte", "matsch", "schneeregen", "hagel", "gewitter",
    ]

    /// … the prepositions before it …
    static let conditionPrepositions: Set<String> = ["gegen", "bei", "beim", "trotz", "im", "in", "mit"]

    /// … and what may stand between ("bei *diesem* Regen").
    static let conditionDeterminers: Set<String> = [
        "den", "dem", "der", "die", "das", "diesem", "dieser", "diesen", "dieses", "so", "solchem", "starkem", "starken",
    ]

    /// Definite articles, English and German ("*die* Runde geht auf mich").
    static let definiteArticles: Set<String> = ["the", "der", "die", "das", "den", "dem"]

    /// German finite forms of "be" and "become" that end in no "-t" ("die Pause *war* zu kurz").
    static let germanFiniteVerbs: Set<String> = ["war", "waren", "sind", "wird", "werden"]

    /// Times gone by, in Chinese, as the characters the words come as.
    static let chinesePastTimes: [[String]] = ["上周", "昨天", "前天", "上个月", "去年", "上星期", "上个星期", "上礼拜", "上次"]
        .map { $0.map(String.init) }

    /// What can or will happen once something is so, said before a Chinese verb ("四分钟*就能*练完").
    static let chineseOutcomeModals: [String] = ["就能", "就可以", "才能", "就会", "便能", "会"]

    /// Words that end in 会 and are no "will": a moment (一会, 待会, 等会) and a meeting (开会).
    static let chineseMomentWords: [String] = ["一会", "待会", "等会", "开会"]

    /// The characters that make a Chinese clause ask ("多少", "几", "吗", "什么", "怎么", "哪").
    static let chineseQuestionWords: Set<String> = ["多", "几", "吗", "什", "怎", "哪", "呢"]

    /// The evening of today, a time still to come unless asked about ("how far have I run *tonight*").
    static let presentEvenings: Set<String> = [
        "tonight", "this morning", "this lunchtime", "this afternoon", "this evening", "heute abend", "heute nacht",
    ]

    /// A question's opening said alone after what it asks of ("lengths so far, *how many*").
    static let trailingQuestions: Set<[String]> = [
        ["how", "many"], ["how", "much"], ["how", "far"], ["how", "long"], ["wie", "viele"], ["wie", "viel"], ["wie", "weit"],
        ["wie", "lange"],
    ]

    /// The words a measure is counted from ("*since* the aid station", "*seit* dem Parkplatz").
    static let startingPrepositions: Set<String> = ["since", "from", "seit", "ab", "von", "vom"]

    /// Places said without an article that a measure is counted from ("since *home*").
    static let bareStartingPlaces: Set<String> = ["home", "base", "camp", "basecamp", "zuhause", "hause"]

    /// German determiners after "seit" ("seit *dem* Parkplatz").
    static let germanStartDeterminers: Set<String> = ["dem", "der", "den", "meinem", "meiner", "unserem", "unserer"]

    /// The speaker's words in a question of their own measure ("have *I* covered", "*my* pace").
    static let ownMeasureWords: Set<String> = ["i", "we", "my", "our", "ich", "wir", "mein", "meine", "unser", "unsere"]

    /// English possessives, before which a task's word is a thing ("my *phone*").
    static let possessivesEnglish: Set<String> = ["my", "your", "our", "his", "her", "their"]

    /// What may stand between "with" and what the speaker carries or wears, English and German
    /// ("with *the* pram", "mit *der* Weste").
    static let carriedDeterminers: Set<String> = thingDeterminers.union(pointingDeterminers).union([
        "a", "die", "das", "den", "meiner", "meinem", "meinen", "einer", "einem", "unserem", "unserer",
    ])

    /// Words that point at a thing at hand ("with *this* vest", "mit *dieser* Weste"), and
    /// German's definite article, which speaks of one's own gear as well ("mit *der* Weste").
    static let pointingDeterminers: Set<String> = ["this", "these", "those", "dieser", "diesem", "diesen", "dem", "der"]

    /// Drinking's word, as "drank" reads.
    static let drinkWord = "drink"

    /// The Chinese words that close a clock time or a date ("四*点*", "五*号*").
    static let chineseClockWords: Set<String> = ["点", "钟", "号", "半"]

    /// The words between finishing and a serving ("finished *off a whole* bottle").
    static let servingDeterminers: Set<String> = ["a", "the", "my", "that", "this", "whole", "entire", "off", "another", "water", "full", "both", "two"]

    /// The days one activity is named by ("the swim from *this morning*", "*yesterday's* run").
    static let activityDays: Set<String> = [
        "yesterday", "today", "this morning", "this lunchtime", "this afternoon", "this evening", "last night", "tonight",
        "yesterday morning", "yesterday evening", "yesterday afternoon",
    ]

    /// A day's possessive, as tokens ("*yesterday's* ride", "*tuesday's* track run").
    static let dayPossessives: Set<String> = [
        "yesterdays", "todays", "tonights", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays",
        "sundays",
    ]

    /// Today, said in one word.
    static let todayWords: Set<String> = ["today", "tonight", "heute", "heut"]

    /// The words that open a question and say no measure of their own ("*how much* have I done").
    static let plainAskingWords: Set<String> = [
        "how", "hows", "what", "whats", "much", "many", "my", "is", "was", "wie", "viel", "viele", "mein", "meine", "ist",
    ]

    /// Words of a group out together or of the day so far, in a question of a measure today ("how
    /// much climbing have *we* done today", "wie weit bin ich heute *schon* gelaufen").
    static let outingWords: Set<String> = ["we", "wir", "already", "schon", "bisher"]

    /// The present of "be" that opens an English question ("*what's* my pace", "how *is* it").
    static let presentCopulas: Set<String> = ["whats", "hows", "is", "am", "are", "ist"]

    /// The present day, German and Chinese ("ich gehe *heute* laufen").
    static let presentDays: Set<String> = ["heute", "今天"]

    /// The auxiliaries of the perfect, English and German.
    static let perfectAuxiliaries: Set<String> = [
        "have", "has", "had", "ive", "weve", "youve", "habe", "hab", "hat", "hast", "haben", "habt", "bin", "bist",
        "ist", "sind", "seid",
    ]

    static let quantityWords: Set<String> = [
        "few", "couple", "several", "more", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "fifteen", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "half", "ein", "zwei", "drei", "funf",
        "zehn", "tausend",
        "eleven", "twelve", "thirteen", "fourteen", "sixteen", "seventeen", "eighteen", "nineteen", "sixty", "seventy",
        "eighty", "ninety", "dozen",
        "vier", "sechs", "sieben", "acht", "neun", "elf", "zwolf", "funfzehn", "zwanzig", "dreissig", "vierzig",
        "funfzig", "sechzig", "hundert", "halbe", "halben",
        // A thousand metres said after a number ("five *k*").
        "k",
        // The Chinese ordinal's mark ("*第*一个").
        "第",
    ]
}
