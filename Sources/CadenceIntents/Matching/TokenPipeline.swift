/// A compiled ``MatchingLexicon``: folds synonyms to their canonical word (longest phrase
/// first), drops fillers and stems what is left. Phrases and utterances go through the same
/// pipeline, so whatever it does, it does to both sides.
struct TokenPipeline: Sendable {
    /// A lexicon phrase: a synonym of a canonical word, or a word that sends the utterance elsewhere.
    private struct Entry: Sendable {
        let sequence: [String]
        /// The same words stemmed, so "kilometer" meets the synonym "kilometers".
        let stemmed: [String]
        let canonical: String
        let elsewhere: Piece.Elsewhere?
        /// Met only as written, never by stems (a lexicon phrase written with a leading "=").
        let exact: Bool
    }

    private let entries: [String: [Entry]]
    /// The lexicon's commands ("start", "lap"): a noun's plural that stems to one ("laps") is not it.
    private let commands: Set<String>
    private let fillers: Set<String>
    private let stemming: String?
    /// The app's words (canonical), where a German compound is split: a word made of two of the
    /// app's words reads as both ("Rudereinheit" → ruder einheit, "Yogaübungen"). Set by the
    /// index once it knows its words; empty, nothing is split.
    var compoundParts: Set<String> = []

    init(_ lexicon: MatchingLexicon) {
        stemming = lexicon.stemming
        var entries: [Entry] = []
        for (canonical, phrases) in lexicon.synonyms {
            for phrase in phrases { entries.append(Self.entry(phrase, canonical: canonical, elsewhere: nil, stemming)) }
        }
        for phrase in lexicon.otherTasks { entries.append(Self.entry(phrase, canonical: "", elsewhere: .task, stemming)) }
        for phrase in lexicon.remarks { entries.append(Self.entry(phrase, canonical: "", elsewhere: .remark, stemming)) }
        for phrase in lexicon.laterTimes { entries.append(Self.entry(phrase, canonical: "", elsewhere: .later, stemming)) }
        for phrase in lexicon.otherAssistants {
            entries.append(Self.entry(phrase, canonical: "", elsewhere: .assistant, stemming))
        }
        var table: [String: [Entry]] = [:]
        for entry in entries where !entry.sequence.isEmpty {
            table[entry.sequence[0], default: []].append(entry)
            if entry.stemmed[0] != entry.sequence[0] { table[entry.stemmed[0], default: []].append(entry) }
        }
        // Longest first; among equals, by text and canonical word: a dictionary's order changes
        // from run to run, and the match must not.
        for key in table.keys {
            table[key]?.sort {
                ($0.sequence.count, $1.sequence.joined(separator: " "), $1.canonical)
                    > ($1.sequence.count, $0.sequence.joined(separator: " "), $0.canonical)
            }
        }
        self.entries = table
        commands = lexicon.commands
        fillers = Set(lexicon.fillers.flatMap { TextNormalizer.tokens($0) })
    }

    private static func entry(_ phrase: String, canonical: String, elsewhere: Piece.Elsewhere?, _ stemming: String?)
        -> Entry
    {
        let exact = phrase.hasPrefix("=")
        let sequence = TextNormalizer.tokens(exact ? String(phrase.dropFirst()) : phrase)
        return Entry(
            sequence: sequence, stemmed: sequence.map { stem($0, stemming) }, canonical: canonical, elsewhere: elsewhere,
            exact: exact)
    }

    /// One word (or several that a synonym joins) and what it stands for.
    struct Piece: Sendable, Hashable {
        /// Where a word sends an utterance that is not for this app.
        enum Elsewhere: Sendable, Hashable {
            /// A task of another app ("remind me", "text", "set an alarm").
            case task
            /// Another voice assistant's name ("Alexa").
            case assistant
            /// The opening of a remark ("that was"): nothing asked unless a command is given.
            case remark
            /// A time still to come ("tomorrow"): a plan, nothing asked now.
            case later
        }

        /// The folded words as written.
        let raw: [String]
        /// The canonical token: a synonym's canonical word or the stemmed word; nil for filler.
        let canonical: String?
        /// Whether a lexicon synonym produced it.
        let isSynonym: Bool
        /// A past form of a verb ("burned", "ridden"): it says when, not what.
        var isPastForm = false
        /// A past or -ing form after a determiner ("my *paused* workout", "the *recording*"): it
        /// names or describes a thing, it gives no command.
        var isAttributive = false
        /// Set when the words send the utterance to another app or assistant.
        var elsewhere: Elsewhere? = nil
    }

    /// The pieces of already-tokenized text, in order.
    func analyze(_ tokens: [String]) -> [Piece] {
        let (tokens, asWritten) = splittingCompounds(
            joiningSeparableVerb(joiningPhrasalVerb(joiningPutOn(joiningQualifiedName(articledStopFor(tokens))))))
        var result: [Piece] = []
        let stems = tokens.map { stem($0) }
        var index = 0
        while index < tokens.count {
            // The longest lexicon phrase starting here; at equal length, one said as written
            // beats one that only meets by stems ("tracking" as written beats "track").
            var best: (entry: Entry, rawEqual: Bool)?
            let candidates = (entries[tokens[index]] ?? []) + (stems[index] != tokens[index] ? entries[stems[index]] ?? [] : [])
            for entry in candidates {
                let end = index + entry.sequence.count
                guard end <= tokens.count else { continue }
                let rawEqual = tokens[index..<end].elementsEqual(entry.sequence)
                guard rawEqual || (!entry.exact && stems[index..<end].elementsEqual(entry.stemmed)) else { continue }
                // A plural that stems to a command ("laps") names things: it meets no command by stems.
                if !rawEqual, entry.sequence.count == 1, tokens[index] == entry.sequence[0] + "s",
                    commands.contains(entry.canonical)
                {
                    continue
                }
                // So does one that stems to another app's task ("the *phone's* ringing", "my
                // *texts*"): a task is asked for with the verb as written ("phone mom").
                if !rawEqual, entry.sequence.count == 1, entry.elsewhere == .task { continue }
                // A German small word as written meets no word by its stem ("wie viele Runden
                // *fehlen* noch" is not "Fehler"): German stems fold more words together.
                if !rawEqual, stemming == "de", entry.sequence.count == 1, fillers.contains(tokens[index]) { continue }
                // A past form that stems to showing ("*found* my keys", "*saw* the deer") tells what
                // the speaker came upon: it shows nothing.
                if !rawEqual, entry.canonical == "show", isPastForm(tokens[index]) { continue }
                if let current = best,
                    (current.entry.sequence.count, current.rawEqual ? 1 : 0) >= (entry.sequence.count, rawEqual ? 1 : 0)
                {
                    continue
                }
                best = (entry, rawEqual)
            }
            if let entry = best?.entry {
                let end = index + entry.sequence.count
                let word = tokens[index]
                // "went for": a phrase whose first word is a past form is in the past.
                let past = isPastForm(word)
                let single = entry.sequence.count == 1
                let gerund = single && stemming == "en" && word.count > 5 && word.hasSuffix("ing")
                result.append(
                    Piece(
                        raw: Array(tokens[index..<end]), canonical: entry.canonical.isEmpty ? nil : entry.canonical,
                        isSynonym: true, isPastForm: past,
                        isAttributive: single && (past || gerund) && followsDeterminer(tokens, index),
                        elsewhere: entry.elsewhere))
                index = end
                continue
            }
            let token = tokens[index]
            let stemmed = stems[index]
            index += 1
            // A filler says nothing, nor does an irregular past form of one ("*took* a sip of water",
            // "a sip *taken*"), but "done", which tells ("I have *done* 10 km") or ends ("I'm done").
            guard !fillers.contains(token),
                stemming != "en" || token == "done" || !(Self.englishIrregular[token].map(fillers.contains) ?? false)
            else {
                result.append(Piece(raw: [token], canonical: nil, isSynonym: false))
                continue
            }
            // A plural that stems to a command ("laps" → lap) names things, not the command: it keeps
            // its own form, so "start some laps" is not "lap". Verb forms ("started") still stem.
            let isPluralOfCommand = commands.contains(stemmed) && token == stemmed + "s"
            let past = isPastForm(token)
            result.append(
                Piece(
                    raw: [token], canonical: isPluralOfCommand || asWritten.contains(index - 1) ? token : stemmed,
                    isSynonym: false, isPastForm: past,
                    isAttributive: past && followsDeterminer(tokens, index - 1)))
        }
        return result
    }

    /// A German separable verb whose particle closes the clause ("wir *brechen* zur Wanderung
    /// *auf*"), joined again when the lexicon knows the whole verb ("aufbrechen", setting off):
    /// the stem alone would be another verb ("brich … ab", cancelling). Unknown joins change nothing.
    private func joiningSeparableVerb(_ tokens: [String]) -> [String] {
        guard stemming == "de", tokens.count >= 2, let particle = tokens.last, Self.germanParticles.contains(particle)
        else { return tokens }
        for index in tokens.indices.dropLast() {
            // A verb that changes its vowel ("*nimm* den Lauf *auf*") joins as its plain stem.
            let joined = particle + (Self.germanVowelChanges[tokens[index]] ?? tokens[index])
            guard lexiconMeaning(of: joined) != nil else { continue }
            var result = tokens
            result[index] = joined
            result.removeLast()
            return result
        }
        return tokens
    }

    /// An English phrasal verb whose particle closes the clause after a short object ("*wrap*
    /// this session *up*", "*note* that *down*"), its particle put back beside the verb when the
    /// lexicon knows the two together ("wrap up this session"), so the clause reads as it would
    /// said that way. Unknown pairs change nothing.
    private func joiningPhrasalVerb(_ tokens: [String]) -> [String] {
        guard stemming == "en", tokens.count >= 3 else { return tokens }
        // The particle closes the clause, or stands before a time said after it ("get a run *in*
        // before work") or a word that closes it ("wind the session *up* now").
        let closing =
            tokens.indices.dropFirst(3).first {
                AppShortcutsIndex.timePrepositions.contains(tokens[$0]) || Self.closingAdverbs.contains(tokens[$0])
            }
            ?? tokens.count
        let end = closing - 1
        let particle = tokens[end]
        guard Self.englishParticles.contains(particle) else { return tokens }
        // Already beside its verb ("time to *work out*"): nothing to join.
        guard !knowsPhrasalVerb(tokens[end - 1], particle) else { return tokens }
        // One to three words between the verb and its particle: an object, not a clause. A
        // phrase the lexicon has whole ("keep the timer going") is read as it is.
        for index in max(0, end - 4)...(end - 2)
        where knowsPhrasalVerb(tokens[index], particle) && (particle != "in" || Self.fittingVerbs.contains(tokens[index])) {
            let phrase = Array(tokens[index..<closing])
            guard firstEntry(startingWith: tokens[index], { $0.sequence == phrase }) == nil else { return tokens }
            var joined = Array(tokens[...index])
            joined.append(particle)
            joined += tokens[(index + 1)..<end]
            joined += tokens[closing...]
            return joined
        }
        return tokens
    }

    /// "Yesterday's *family* ride" → "yesterday's ride family": a word the lexicon does not have,
    /// standing inside a workout named by a day's possessive and its activity, which the lexicon
    /// has whole, qualifies it; it is read after it, so that the name stays whole (English).
    private func joiningQualifiedName(_ tokens: [String]) -> [String] {
        guard stemming == "en", tokens.count >= 3 else { return tokens }
        for index in 0..<(tokens.count - 2) {
            let inner = tokens[index + 1]
            guard entries[inner] == nil, entries[stem(inner)] == nil, !fillers.contains(inner), TextNormalizer.isWord(inner),
                tokens[index].hasSuffix("s"),
                firstEntry(startingWith: tokens[index], { $0.sequence == [tokens[index], tokens[index + 2]] && $0.canonical == "show" })
                    != nil
            else { continue }
            var joined = tokens
            joined.swapAt(index + 1, index + 2)
            return joined
        }
        return tokens
    }

    /// "*Put* the tv *on standby*" → "put on standby the tv": a verb and the "on …" that closes its
    /// clause, with one to three words between, read together when the lexicon has them whole
    /// (English), so that what stands between is the command's object.
    /// "Stop for *coffee*" → "stop for a coffee": a stop for a thing named without its article,
    /// which the lexicon knows with one ("stop for a" pauses). Words of time ("stop for today",
    /// "for now", "for good") and words that bring their own determiner are left as said.
    private func articledStopFor(_ tokens: [String]) -> [String] {
        guard stemming == "en", tokens.count >= 3 else { return tokens }
        for index in tokens.indices.dropLast(2) where tokens[index] == "stop" && tokens[index + 1] == "for" {
            let next = tokens[index + 2]
            guard TextNormalizer.isWord(next), !next.allSatisfy(\.isNumber), !Self.ownDeterminedWords.contains(next),
                // ("Let's stop for coffee *after this*": a stop planned for later is left as said.)
                !tokens[(index + 3)...].contains(where: Self.laterWords.contains)
            else { continue }
            return Array(tokens[...(index + 1)]) + ["a"] + tokens[(index + 2)...]
        }
        return tokens
    }

    /// Words that put a stop later ("stop for coffee *after* this").
    private static let laterWords: Set<String> = ["after", "later", "tomorrow", "tonight", "when", "once", "afterwards"]

    /// Words after "stop for" that need no article, or are one: of time ("today", "now", "good"),
    /// determiners and pronouns.
    private static let ownDeterminedWords: Set<String> = [
        "a", "an", "the", "my", "our", "your", "his", "her", "their", "this", "that", "these", "those", "some", "it",
        "me", "us", "them", "him", "today", "tonight", "now", "good", "ever", "real", "sure", "one", "two",
        "three", "five", "ten", "few", "several", "another", "any", "each", "every", "all", "half", "more", "less",
        "whatever", "what", "which", "who", "how", "long", "awhile", "while", "lunchtime", "morning", "evening",
        "tomorrow", "yesterday", "then", "later", "once", "twice",
    ]

    private func joiningPutOn(_ tokens: [String]) -> [String] {
        guard stemming == "en", tokens.count >= 4 else { return tokens }
        let end = tokens.count - 2
        guard tokens[end] == "on" else { return tokens }
        let state = tokens[end + 1]
        for index in max(0, end - 4)...(end - 2) {
            let phrase = [tokens[index], "on", state]
            guard firstEntry(startingWith: tokens[index], { $0.sequence == phrase }) != nil else { continue }
            return Array(tokens[...index]) + ["on", state] + tokens[(index + 1)..<end]
        }
        return tokens
    }

    /// Whether the lexicon has `verb` (as written or by its stem) followed by `particle`.
    private func knowsPhrasalVerb(_ verb: String, _ particle: String) -> Bool {
        firstEntry(startingWith: verb) { $0.sequence.count == 2 && $0.sequence[1] == particle } != nil
    }

    /// Words that may stand after a closing particle ("wind the session *up now*").
    private static let closingAdverbs: Set<String> = ["now", "please", "then"]

    /// Particles of English phrasal verbs that may close a clause, "going" of "keep … going"
    /// ("keep the session going" reads as "keep going") and "in" of "get … in" ("get a swim in").
    private static let englishParticles: Set<String> = ["up", "down", "off", "out", "going", "in"]

    /// The verbs of fitting something in ("*get* a run *in*", "*squeeze* a swim *in*"): the only
    /// ones "in" joins, which otherwise ends a place ("log it in Cadence").
    private static let fittingVerbs: Set<String> = [
        "get", "gets", "getting", "got", "squeeze", "squeezing", "fit", "fitting", "sneak", "sneaking",
    ]

    /// Forms of German verbs that change their stem's vowel, with the form of the plain stem
    /// their separable verbs are listed by ("nimm … auf" → "aufnehme", of "aufnehmen").
    private static let germanVowelChanges: [String: String] = [
        "nimm": "nehme", "nimmst": "nehme", "nimmt": "nehme", "gib": "gebe", "gibst": "gebe", "gibt": "gebe",
        "brich": "breche", "brichst": "breche", "bricht": "breche", "wirf": "werfe", "wirfst": "werfe", "wirft": "werfe",
    ]

    /// Particles of German separable verbs of going that stand before a participle ("*weg*geschwommen"),
    /// with "ü" as folded.
    private static let germanParticipleParticles: [String] = [
        "weg", "los", "weiter", "zuruck", "zurueck", "hoch", "runter", "hinunter", "hinauf", "ruber", "rueber", "raus",
        "hinaus", "heim", "davon", "voraus", "vorbei",
    ]

    /// Particles of German separable verbs that may close a clause.
    private static let germanParticles: Set<String> = ["auf", "ab", "an", "los", "weiter", "fort", "zu", "aus", "mit", "weg", "zusammen", "ein"]

    /// German words that are two of the app's words in one ("Rudereinheit", "Trainingseinheit"),
    /// split in two, and one of the app's words after a time or a place ("Abendlauf"), read as
    /// that word; every other word as it is. `asWritten` holds the positions of parts that are
    /// the app's word as they stand, not by their stem ("Ruder" of "Rudern": stemmed, it would be
    /// "rud").
    private func splittingCompounds(_ tokens: [String]) -> (tokens: [String], asWritten: Set<Int>) {
        guard stemming == "de", !compoundParts.isEmpty else { return (tokens, []) }
        var result: [String] = []
        var asWritten = Set<Int>()
        result.reserveCapacity(tokens.count)
        for token in tokens {
            guard let parts = compoundSplit(token) else {
                result.append(token)
                continue
            }
            for part in parts {
                if compoundParts.contains(part), !compoundParts.contains(stem(part)) { asWritten.insert(result.count) }
                result.append(part)
            }
        }
        return (result, asWritten)
    }

    /// The parts of a compound to read: the two parts when both are the app's words, the tail
    /// (a compound's head noun, at least four letters) as long as it can be, the first part with
    /// a linking "s" or not ("Trainings|einheit"). A tail that is a command splits only after the
    /// same command ("Verschnauf|pause"): "Wochen|ende" and "Trainings|ende" end nothing.
    /// Failing that, the tail alone after a time or a place ("Abend|lauf", "Wald|runde"), which
    /// says when or where: the word decides.
    private func compoundSplit(_ token: String) -> [String]? {
        let letters = Array(token)
        guard letters.count >= 7, canonicalPart(token) == nil, !fillers.contains(token) else { return nil }
        // "*Weg*geschwommen", "*los*gelaufen": a participle after a separable verb's particle is
        // that verb's, which says where the activity went.
        if let particle = Self.germanParticipleParticles.first(where: { token.hasPrefix($0 + "ge") }) {
            let participle = String(token.dropFirst(particle.count))
            if canonicalPart(participle) != nil || isPastForm(participle) { return [participle] }
        }
        var qualified: String?
        for cut in 3...(letters.count - 4) {
            let tail = String(letters[cut...])
            guard let tailMeaning = canonicalPart(tail) else { continue }
            let written = String(letters[..<cut])
            // The linking "s" ("Durchschnitt*s*puls") belongs to neither word.
            let unlinked = written.count > 3 && written.hasSuffix("s") ? String(written.dropLast()) : nil
            var head = written
            if let unlinked, canonicalPart(unlinked) != nil { head = unlinked }
            if let headMeaning = canonicalPart(head) {
                // "Verschnauf|pause" is one pause; "Jahres|statistik" a summary of the year (a
                // question's word after another word splits: it asks, it changes nothing).
                if headMeaning == tailMeaning { return [tail] }
                if commands.contains(tailMeaning), !Self.askingCommands.contains(tailMeaning) { continue }
                return [head, tail]
            }
            if qualified == nil, !commands.contains(tailMeaning),
                Self.qualifierHeads.contains(written) || unlinked.map(Self.qualifierHeads.contains) == true
            {
                qualified = tail
            }
            // "*Vogelbeobachtungs*wanderung": a walk or a tour of any kind is still one; other
            // tails take only known heads ("Kreis|lauf" is no run, "Auto|fahrt" no ride).
            if qualified == nil, Self.openCompoundTails.contains(tail), written.count >= 4 {
                qualified = tail
            }
            // "*Höchst*geschwindigkeit", "*Gesamt*zeit": which value of a measure, still the measure asked.
            if qualified == nil, Self.askingCommands.contains(tailMeaning),
                Self.measureQualifierHeads.contains(written) || unlinked.map(Self.measureQualifierHeads.contains) == true
            {
                qualified = tail
            }
        }
        return qualified.map { [$0] }
    }

    /// The built-in commands that ask rather than act, which a compound may end in.
    private static let askingCommands: Set<String> = ["summarize", "status"]

    /// German words that say which value of a measure a compound asks ("*Höchst*geschwindigkeit").
    private static let measureQualifierHeads: Set<String> = [
        "hochst", "maximal", "max", "spitzen", "mindest", "minimal", "gesamt", "aktuell", "momentan", "mittel", "schnitt",
    ]

    /// German activities that stay themselves after any word ("*Pilz*wanderung", "*Schnee*spaziergang").
    private static let openCompoundTails: Set<String> = [
        "wanderung", "wanderungen", "spaziergang", "spaziergange", "radtour", "radtouren",
    ]

    /// German times of day, places, company and seasons that qualify a compound's head noun ("*Abend*lauf").
    private static let qualifierHeads: Set<String> = [
        "morgen", "abend", "mittag", "nachmittag", "vormittag", "feierabend", "fruh", "nacht", "wochenend", "sonntag",
        "samstag", "sonntags", "samstags", "wald", "park", "strand", "berg", "stadt", "see", "ufer", "feld",
        // Where the way goes every day ("*Pendel*fahrt").
        "pendel",
        // And who comes along, and the season ("*Vereins*lauf", "*Familien*wanderung", "*Winter*lauf").
        "verein", "gruppe", "gruppen", "club", "klub", "team", "familie", "familien", "winter", "sommer", "herbst",
    ]

    /// What one word stands for when it is one of the app's words or a lexicon entry's, or `nil`.
    private func canonicalPart(_ word: String) -> String? {
        if let meaning = lexiconMeaning(of: word) { return meaning }
        if compoundParts.contains(word) { return word }
        let stemmed = stem(word)
        return compoundParts.contains(stemmed) ? stemmed : nil
    }

    /// The canonical word of a one-word lexicon entry that `word` is, as written or by its stem.
    private func lexiconMeaning(of word: String) -> String? {
        firstEntry(startingWith: word) { $0.sequence.count == 1 }?.canonical
    }

    /// The first lexicon entry that begins with `word` (as written, or by its stem) and is
    /// `such`: those listed under the word first, then those under its stem.
    private func firstEntry(startingWith word: String, _ such: (Entry) -> Bool) -> Entry? {
        let stemmed = stem(word)
        for key in stemmed == word ? [word] : [word, stemmed] {
            if let found = entries[key]?.first(where: { such($0) && ($0.sequence[0] == word || $0.stemmed[0] == stemmed) }) {
                return found
            }
        }
        return nil
    }

    /// Canonical content tokens of already-tokenized text.
    func canonicalize(_ tokens: [String]) -> [String] { analyze(tokens).compactMap(\.canonical) }

    func canonicalize(_ text: String) -> [String] { canonicalize(TextNormalizer.tokens(text)) }

    private func stem(_ token: String) -> String { Self.stem(token, stemming) }

    private static func stem(_ token: String, _ stemming: String?) -> String {
        guard TextNormalizer.isWord(token) else { return token }
        switch stemming {
        case "en": return stemEnglish(englishIrregular[token] ?? token)
        case "de": return stemGerman(token)
        default: return token
        }
    }

    /// Whether a word the lexicon does not know is a past form of a verb: English -ed and the
    /// irregular past forms, German participles (ge…t, ge…en, …iert).
    func isPastForm(_ token: String) -> Bool {
        guard TextNormalizer.isWord(token) else { return false }
        switch stemming {
        case "en":
            if Self.englishIrregular[token] != nil { return true }
            return token.count >= 4 && token.hasSuffix("ed") && !token.hasSuffix("eed")
        case "de":
            if token.hasSuffix("iert") || Self.germanParticiples.contains(token) { return true }
            return token.count >= 6 && token.hasPrefix("ge") && (token.hasSuffix("t") || token.hasSuffix("en"))
        default:
            return false
        }
    }

    /// Whether the word before `index` is a determiner ("my", "the"); English only.
    private func followsDeterminer(_ tokens: [String], _ index: Int) -> Bool {
        guard stemming == "en", index > 0 else { return false }
        return Self.englishDeterminers.contains(tokens[index - 1])
    }

    static let englishDeterminers: Set<String> = [
        "my", "the", "this", "that", "a", "an", "your", "our", "his", "her", "their", "these", "those",
    ]

    /// Past forms of common irregular English verbs → the verb, so "ran" meets "run" and "ridden"
    /// meets "ride".
    static let englishIrregular: [String: String] = [
        "ran": "run", "rode": "ride", "ridden": "ride", "swam": "swim", "swum": "swim", "went": "go", "gone": "go",
        "did": "do", "done": "do", "took": "take", "taken": "take", "burnt": "burn", "ate": "eat", "eaten": "eat",
        "drank": "drink", "drunk": "drink", "got": "get", "gotten": "get", "made": "make", "began": "begin",
        "begun": "begin", "felt": "feel", "kept": "keep", "left": "leave", "lost": "lose", "paid": "pay",
        "said": "say", "saw": "see", "seen": "see", "sent": "send", "spent": "spend", "stood": "stand",
        "told": "tell", "thought": "think", "won": "win", "wrote": "write", "written": "write", "broke": "break",
        "broken": "break", "came": "come", "fell": "fall", "fallen": "fall", "found": "find", "gave": "give",
        "given": "give", "heard": "hear", "knew": "know", "known": "know", "met": "meet", "sat": "sit",
        "slept": "sleep", "threw": "throw", "thrown": "throw", "woke": "wake", "woken": "wake", "wore": "wear",
        "worn": "wear", "climbed": "climb", "led": "lead", "meant": "mean", "brought": "bring", "bought": "buy",
        "caught": "catch", "taught": "teach", "held": "hold", "flew": "fly", "flown": "fly", "drove": "drive",
        "driven": "drive", "rose": "rise", "risen": "rise", "hid": "hide", "hidden": "hide", "shot": "shoot",
        "spoke": "speak", "spoken": "speak", "forgot": "forget", "forgotten": "forget", "chose": "choose",
        "chosen": "choose", "grew": "grow", "grown": "grow", "showed": "show", "shown": "show",
        "rang": "ring", "rung": "ring", "slid": "slide", "stuck": "stick", "blew": "blow", "blown": "blow",
        "tore": "tear", "torn": "tear", "dug": "dig", "sank": "sink", "sunk": "sink", "swung": "swing",
    ]

    /// German participles that do not start with ge- ("verbrannt").
    static let germanParticiples: Set<String> = [
        "verbrannt", "verbraucht", "zuruckgelegt", "geschafft", "absolviert", "erreicht", "verloren", "begonnen",
        "bekommen", "vergangen",
    ]

    /// A light English stemmer: -ing, -ies, -ed, -s, then a final -e, so that "running" and
    /// "run", "biking" and "bike", "summaries" and "summary" meet.
    static func stemEnglish(_ word: String) -> String {
        // Most words are ASCII: their bytes are their characters, and working on bytes spares
        // breaking the word into characters (the dearest step of reading an utterance).
        guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return stemEnglishCharacters(word) }
        return String(decoding: englishStem(Array(word.utf8), letter: { UInt8(ascii: $0) }), as: UTF8.self)
    }

    /// ``stemEnglish(_:)`` character by character, for words beyond ASCII.
    static func stemEnglishCharacters(_ word: String) -> String {
        String(englishStem(Array(word), letter: { Character($0) }))
    }

    /// The rules of ``stemEnglish(_:)`` on a word's letters (its bytes or its characters);
    /// `letter` turns an ASCII letter of the rules into one.
    private static func englishStem<Letter: Equatable>(_ letters: [Letter], letter: (Unicode.Scalar) -> Letter)
        -> [Letter]
    {
        var w = letters
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard w.count >= count else { return false }
            let start = suffix.utf8Start
            for offset in 0..<count where w[w.count - count + offset] != letter(Unicode.Scalar(start[offset])) {
                return false
            }
            return true
        }
        func dropDoubled() {
            guard w.count >= 3, w[w.count - 1] == w[w.count - 2] else { return }
            if !"aeiouls".unicodeScalars.contains(where: { letter($0) == w[w.count - 1] }) { w.removeLast() }
        }
        if w.count > 5, ends("ing") {
            w.removeLast(3)
            dropDoubled()
        } else if w.count > 4, ends("ies") {
            w.removeLast(3)
            w.append(letter("y"))
        } else if w.count > 4, ends("ed") {
            w.removeLast(2)
            dropDoubled()
        } else if w.count > 3, ends("s"), !ends("ss"), !ends("us") {
            w.removeLast()
        }
        if w.count > 3, w.last == letter("e") { w.removeLast() }
        if w.count > 3, w.last == letter("y") { w[w.count - 1] = letter("i") }
        return w
    }

    /// A light German stemmer: one inflectional ending (-en, -er, -es, -em, -e, -n, -s) off a
    /// stem of at least three letters, so "Läufe", "laufen" and "Lauf" meet.
    static func stemGerman(_ word: String) -> String {
        for suffix in ["en", "er", "es", "em", "e", "n", "s"]
        where word.count - suffix.count >= 3 && word.hasSuffix(suffix) {
            return String(word.dropLast(suffix.count))
        }
        return word
    }
}
