/// The tests the clause reader asks of a clause's words: whether a word is a place, a companion,
/// the subject of a tale, a qualifier of the next word; whether a clause tells a state, asks in
/// general, opens on a command's past form. Each rule's comment names the sentences it is for.
extension AppShortcutsIndex {
    /// Whether the clause opens on a command's past form ("*finished* my coffee", "*stopped* for a call").
    static func opensOnCommandPast(_ pieces: [TokenPipeline.Piece], _ readings: [Reading]) -> Bool {
        readings.first?.isCommand == true && pieces.first?.raw.first?.hasSuffix("ed") == true
    }

    /// The subject of a clause that tells what a thing the app does not have did with a command's
    /// word: "the *dog* drank …" (English, a past form after the subject), "*狗*喝完水了" (Chinese,
    /// closing on 了).
    func thingSubjectWithPast(_ pieces: [TokenPipeline.Piece], _ readings: [Reading], _ words: [String]) -> String? {
        guard let first = pieces.first else { return nil }
        if first.raw.allSatisfy(Self.isChinese) {
            // (So may a piece of a value's name standing alone: "狗" of "遛狗".)
            switch readings.first {
            case .foreign?: break
            case .known?:
                guard let canonical = first.canonical, isLoneFragment(canonical, at: 0, in: pieces) else { return nil }
            default: return nil
            }
            // (Its verb, one of the app's words, right after it: "游*了*多长时间了" asks, "穿*好*防寒服下海了"
            // tells the speaker's own doing.)
            // (A subject of a word or two: "*孩子*喝完水了"; "穿好防寒服下海了" has none.)
            var at = 1
            while at < pieces.count, readings[at].isForeign { at += 1 }
            guard words.count > 2, words.last == "了", at <= 2, at < pieces.count else { return nil }
            switch readings[at] {
            case .command, .known: break
            default: return nil
            }
            let subject = pieces[..<at].map { $0.raw.joined() }.joined()
            return Self.chineseSpeakers.contains(subject) ? nil : subject
        }
        guard isEnglish else { return nil }
        let opening = first.raw.count == 1 ? first.raw[0] : ""
        var at = Self.thingDeterminers.contains(opening) || opening == "a" || opening == "an" ? 1 : 0
        let start = at
        while at < pieces.count, readings[at].isForeign { at += 1 }
        var isAppWord: Bool {
            switch readings[at] {
            case .command, .known: true
            default: false
            }
        }
        guard at > start, at < pieces.count, isAppWord, let verb = pieces[at].raw.first,
            verb.hasSuffix("ed") || TokenPipeline.englishIrregular[verb] != nil
        else { return nil }
        return pieces[start..<at].map { $0.raw.joined(separator: " ") }.joined(separator: " ")
    }

    /// Whether a Chinese pause "for a moment" or "to a halt" is followed by what is done in it, a
    /// verb first ("暂停一下*换*电池", "停一下*喝*口水", "停下来*看*海豹").
    static func pausesToDo(_ piece: TokenPipeline.Piece, in words: [String]) -> Bool {
        let spelled = piece.raw.joined()
        guard !spelled.isEmpty, spelled.allSatisfy({ isChinese(String($0)) }) else { return false }
        let clause = words.joined()
        // ("停*下来*": said coming to a halt, the pause takes no object; what follows is done in it.
        // So does "等*我*", wait for me: what follows is what the speaker does.)
        let said = spelled.hasSuffix("一下") || spelled.hasSuffix("下来") || spelled.hasSuffix("我") ? spelled : spelled + "一下"
        guard let range = clause.range(of: said), range.upperBound < clause.endIndex else { return false }
        // (Or any verb said twice, doing it a little: "停一下*挖挖*看".)
        let next = clause[range.upperBound...]
        if next.count > 1, next.first == next.dropFirst().first { return true }
        return chineseErrandVerbs.contains(String(clause[range.upperBound]))
    }

    /// Whether the one-word piece at `position` opens its clause as the subject of what follows:
    /// first, or after a determiner that opens it, with a copula or (English) an -ing form right
    /// after it ("*phone* ringing", "the *call* is over", "*Foto* ist gemacht"), or (German) a
    /// verb of what a thing does ("*Spiel* läuft wieder").
    func isSubject(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, position + 1 < pieces.count,
            position == 0
                || (position == 1 && pieces[0].raw.count == 1
                    && (Self.nounDeterminers.contains(pieces[0].raw[0]) || Self.definiteArticles.contains(pieces[0].raw[0]))),
            let next = pieces[position + 1].raw.first
        else { return false }
        // ("Phone *slid* off the shelf", "call *ended*": what the thing did.)
        return Self.stateCopulas.contains(next) || (isEnglish && next.hasSuffix("ing") && next.count > 4)
            || (isEnglish && pieces[position + 1].isPastForm)
            // ("*Spiel* läuft wieder": what the thing does, in German.)
            || (isGerman && Self.germanThingDoings.contains(next))
    }

    /// Whether a command is said as a thing counted: its last word after "a", "another", "one
    /// more", "next" or "new" (English), in the command's own words or just before them ("mark
    /// *a lap*", "*another lap*", "*take a break*"). Not a start, an end or a show ("a start",
    /// "the end" name something else) and not a question's word.
    func isCountedCommand(_ piece: TokenPipeline.Piece, at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard isEnglish, let canonical = piece.canonical, !["start", "end", "show"].contains(canonical),
            !questions.contains(canonical)
        else { return false }
        let before = piece.raw.count > 1 ? piece.raw[piece.raw.count - 2] : position > 0 ? pieces[position - 1].raw.last : nil
        if before.map(Self.countingDeterminers.contains) == true { return true }
        // "Lunchtime *lap of* the business park": a lap said at the clause's opening with where
        // it goes round counts one.
        return canonical == "lap" && position <= 1 && position + 1 < pieces.count
            && pieces[position + 1].raw.first.map(Self.roundPrepositions.contains) == true
    }

    /// Whether the Chinese piece at `position` is in what stands between a start and the activity
    /// that closes the clause, at most three characters ("开始*沙滩*散步"): where or what kind of
    /// outing, not a thing of its own.
    func isChineseActivityQualifier(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard let start = pieces[..<position].lastIndex(where: { $0.canonical == "start" }), position - start <= 3,
            pieces.count - position >= 3
        else { return false }
        let activity = pieces[(pieces.count - 2)...].compactMap(\.canonical).joined(separator: " ")
        guard nameWordPairs.contains(activity) else { return false }
        return pieces[(start + 1)..<(pieces.count - 2)].allSatisfy { piece in
            piece.raw.count == 1 && Self.isChinese(piece.raw[0]) && !["的", "了", "个", "次"].contains(piece.raw[0])
        }
    }

    /// Whether a clause tells the state of something the app does not have: a thing it does not
    /// have, then a copula ("der Kurs *ist* vorbei", "the movie *is* over") or nothing ("Foto
    /// gemacht", "Regen vorbei"), then the commands, each one word, the last of them ending the
    /// clause when there is no copula; before the commands nothing of the app's.
    static func tellsState(_ pieces: [TokenPipeline.Piece], _ readings: [Reading]) -> Bool {
        guard let firstCommand = readings.firstIndex(where: \.isCommand),
            firstCommand > 0
        else { return false }
        var sawForeign = false
        var copula = false
        for index in 0..<firstCommand {
            if pieces[index].raw.count == 1, stateCopulas.contains(pieces[index].raw[0]) {
                copula = true
                continue
            }
            switch readings[index] {
            case .foreign: sawForeign = true
            case .filler, .neutral: break
            default: return false
            }
        }
        guard sawForeign else { return false }
        if copula { return pieces[firstCommand...].allSatisfy { $0.raw.count == 1 } }
        // (Where the thing is may stand between, "Kurs *in der* Turnhalle beginnt", or after,
        // "Vereinsausfahrt startet *am Café*".)
        let after = pieces[(firstCommand + 1)...]
        let placeAfter =
            after.first.map { $0.raw.count == 1 && (germanAtPrepositions.contains($0.raw[0]) || wherePrepositionsEnglish.contains($0.raw[0])) }
                == true
            && after.indices.allSatisfy { pieces[$0].raw.count == 1 && (readings[$0].isFiller || readings[$0].isForeign) }
        return (firstCommand == pieces.count - 1 || placeAfter) && pieces[firstCommand].raw.count == 1
            && readings.filter({ !$0.isFiller }).count <= 3
    }

    /// Where the deed after "too" and a word stands ("too hot *to run*", "zu heiß *zum Laufen*", "too
    /// tired to keep going"): said to be too much, it is not asked for; nil without one.
    static func excessive(in pieces: [TokenPipeline.Piece]) -> Int? {
        guard pieces.count >= 4 else { return nil }
        for index in 0..<(pieces.count - 3)
        where (pieces[index].raw == ["too"] || pieces[index].raw == ["zu"]) && pieces[index + 1].raw.count == 1 {
            let link = pieces[index + 2].raw
            if link == ["to"] || link == ["zum"] || link == ["zu"] { return index + 3 }
        }
        return nil
    }

    /// Whether a one-word piece after a determiner or an ordinal qualifies the noun right after
    /// it (English): a word of one piece that is none of the app's, no number, no past or -ing
    /// form ("the *mile* marker", "first *kilometre* marker", not "the distance covered" or "my
    /// pace please"). In Chinese, a word right before one character the app does not have that
    /// closes a clause that does not ask is the first part of that thing's name ("第一个*公里*牌").
    func isQualifier(_ piece: TokenPipeline.Piece, at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard position + 1 < pieces.count else { return false }
        let next = pieces[position + 1]
        if !isEnglish, piece.raw.allSatisfy(Self.isChinese) {
            // (The character closes the clause: "公里*马*上" goes on as another word.)
            guard position + 2 == pieces.count, next.raw.count == 1, Self.isChinese(next.raw[0]), let meaning = next.canonical,
                !knownWords.contains(meaning),
                !commands.contains(meaning), !meaning.allSatisfy(\.isNumber), !Self.asksInChinese(pieces)
            else { return false }
            return true
        }
        guard isEnglish, piece.raw.count == 1, position > 0,
            pieces[position - 1].raw.last.map({ Self.nounDeterminers.contains($0) || Self.ordinals.contains($0) }) == true
        else { return false }
        guard next.raw.count == 1, let word = next.raw.first, let meaning = next.canonical, !next.isSynonym,
            !next.isPastForm, !word.hasSuffix("ing"), !knownWords.contains(meaning), !commands.contains(meaning),
            !meaning.allSatisfy(\.isNumber)
        else { return false }
        return nearestAppWord(word).map { $0.1 < relatedWordThreshold } ?? true
    }

    /// The subject of an English clause that opens on a thing the app does not have (after a
    /// determiner or none) and goes on with a command's word in its third person ("*breakfast*
    /// finishes at ten", "*my shift* stops at six"), or nil.
    func presentSubject(_ pieces: [TokenPipeline.Piece], _ readings: [Reading]) -> String? {
        guard let verb = readings.firstIndex(where: \.isCommand), verb > 0, let word = pieces[verb].raw.first,
            let canonical = pieces[verb].canonical
        else { return nil }
        // (Its particle too: "lunch *stops at* two".)
        let particles = Array(pieces[verb].raw.dropFirst())
        let stems = [String(word.dropLast()), word.hasSuffix("es") ? String(word.dropLast(2)) : nil].compactMap { $0 }
        let thirdPerson =
            word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss")
            && stems.contains(where: { pipeline.canonicalize([$0] + particles) == [canonical] })
        // Or many things after a determiner, with the verb as it is ("the canals here *freeze* in
        // winter"); where or how often may stand between.
        var nouns = pieces[..<verb].indices
        while let last = nouns.last, last > 0, pieces[last].raw.count == 1,
            Self.presentAdverbs.contains(pieces[last].raw[0])
        {
            nouns = nouns.dropLast()
        }
        let plural =
            !thirdPerson && pieces[0].raw.count == 1 && Self.thingDeterminers.contains(pieces[0].raw[0])
            && nouns.count > 1
            && pieces[nouns.last!].raw.last.map {
                $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") && !Self.contractedIs.contains($0)
            } == true
        guard thirdPerson || plural else { return nil }
        var subject: [String] = []
        for index in 0..<verb {
            let raw = pieces[index].raw
            if index == 0, raw.count == 1, Self.thingDeterminers.contains(raw[0]) { continue }
            if plural, !nouns.contains(index) { continue }
            // (A word of the app's that names none of its things: "the *class* ends at ten".)
            switch readings[index] {
            case .foreign, .near(nil), .known(isThing: false): subject.append(raw.joined(separator: " "))
            default: return nil
            }
        }
        return subject.isEmpty ? nil : subject.joined(separator: " ")
    }

    /// The subject of a German clause that opens on an article and a thing the app does not
    /// have, then a verb in its third person, a command's word or the verb its particle goes with
    /// ("der *Kurs* geht los", "das *Spiel* beginnt", "die *Musik* hört auf"), or nil: it tells
    /// what that thing does. (A German order opens on its verb or closes on the infinitive.)
    func germanPresentSubject(_ pieces: [TokenPipeline.Piece], _ readings: [Reading]) -> String? {
        guard !isEnglish, pieces.count >= 3, let article = Self.singleWord(at: 0, in: pieces),
            Self.germanSubjectArticles.contains(article), let verb = readings.firstIndex(where: \.isCommand), verb >= 2
        else { return nil }
        // The finite verb: the command's own piece, or the piece before its particle ("geht | los").
        func isThirdPerson(_ index: Int) -> Bool {
            guard let word = pieces[index].raw.first else { return false }
            return word.count > 2 && word.hasSuffix("t") && !Self.isChinese(word)
        }
        let finite: Int
        if isThirdPerson(verb) {
            finite = verb
        } else if verb >= 3, isThirdPerson(verb - 1), case .filler = readings[verb - 1] {
            finite = verb - 1
        } else {
            return nil
        }
        var subject: [String] = []
        for index in 1..<finite {
            switch readings[index] {
            case .foreign, .near(nil), .known(isThing: false): subject.append(pieces[index].raw.joined(separator: " "))
            default: return nil
            }
        }
        return subject.isEmpty ? nil : subject.joined(separator: " ")
    }

    /// Whether a question asks a measure said in its own word ("how *far*", "*climbing*", "wie
    /// *lange*", not "how much" or "what"), with today, of an activity named ("*run*", "on the
    /// *bikes*"), by a group out together ("*we*") or of the day so far ("*schon*", "*already*"),
    /// or in the present ("*what's* my pace"), and in no word of workouts in general
    /// ("exercised", "trainiert"): the outing underway.
    /// (Chinese "今天跑了多远" tells no tense; "今天走了多远*了*", with 了 closing the question after
    /// the measure, asks how far so far, of the outing underway, when the activity is said in its
    /// own verb and not in a word of workouts in general, 运动 or 练.)
    func asksTodaysOuting(_ clause: UtteranceAnalysis.Clause, _ pieces: [TokenPipeline.Piece], _ readings: [Reading], _ words: [String])
        -> Bool
    {
        if words.contains(where: Self.isChinese) {
            let characters = pieces.flatMap(\.raw)
            guard clause.commands == ["status"], pieces.count >= 2, pieces[pieces.count - 1].raw == ["了"],
                pieces[pieces.count - 2].canonical == "status",
                zip(characters, characters.dropFirst()).contains(where: { $0 == "今" && $1 == "天" })
            else { return false }
            return characters.contains(where: { ["跑", "走", "骑", "游", "划"].contains($0) })
                && !characters.contains(where: { ["运", "练", "锻"].contains($0) })
        }
        // "How many sets *left* on today's door": what is still to do is the outing's; a day's
        // summary has nothing left.
        if clause.opensQuestion, clause.commands == ["status"],
            words.contains(where: { Self.todayWords.contains($0) || $0 == "todays" }),
            words.contains("left") || words.contains("remaining") || words.suffix(2).elementsEqual(["to", "go"])
        {
            return true
        }
        guard clause.opensQuestion, clause.commands == ["status"], let today = words.firstIndex(where: Self.todayWords.contains),
            !words.contains(where: Self.isChinese), !clause.canonical.contains(where: vocabularyWords.contains),
            // ("How far *did* I run today" tells of one done.)
            !words.contains("did")
        else { return false }
        // "*What's* my pace today": asked in the present, it is the pace now.
        if words.prefix(2).contains(where: Self.presentCopulas.contains) { return true }
        let measured = pieces.indices.contains { index in
            readings[index].isCommand && pieces[index].canonical == "status"
                && pieces[index].raw.contains { !Self.plainAskingWords.contains($0) }
        }
        guard measured else { return false }
        let named = pieces.indices.contains { index in
            guard case .known(isThing: true) = readings[index], let canonical = pieces[index].canonical else { return false }
            return pieces[index].raw != [words[today]] && standaloneValueWords.contains(canonical)
        }
        return named || words.contains(where: Self.outingWords.contains) || pieces.contains(where: isGermanActivityParticiple)
    }

    /// Whether a German piece is the participle of an activity's verb ("*gelaufen*", "*geradelt*",
    /// "*geschwommen*"): the activity done, told in the perfect.
    func isGermanActivityParticiple(_ piece: TokenPipeline.Piece) -> Bool {
        guard isGerman, piece.raw.count == 1, piece.isPastForm, piece.raw[0].hasPrefix("ge"), piece.raw[0].count > 5 else { return false }
        let word = piece.raw[0]
        var verb = String(word.dropFirst(2))
        if let strong = Self.germanStrongParticiples[word] {
            verb = strong
        } else if verb.hasSuffix("t") {
            // (A weak verb's stem with its ending again: "radel*n*", "wander*n*", "rudern".)
            let stem = verb.dropLast()
            verb = stem.hasSuffix("el") || stem.hasSuffix("er") ? stem + "n" : stem + "en"
        }
        return pipeline.canonicalize([verb]).contains(where: standaloneValueWords.contains)
    }

    /// The activity (a value's word) a workout named whole names: its last word in English
    /// ("today's *run*"), the word after 的 in Chinese ("今天的*跑步*"), the word of it that is a
    /// value's in German ("den *Lauf* von heute"); nil when none is.
    func activityNamed(in piece: TokenPipeline.Piece) -> String? {
        let candidates: [String]
        // (A Chinese character of a value's name is enough: 徒 of 徒步.)
        var anyValueWord = false
        if isEnglish {
            candidates = piece.raw.last.map { [$0] } ?? []
        } else if let of = piece.raw.lastIndex(of: "的") {
            candidates = Array(piece.raw[(of + 1)...])
            anyValueWord = true
        } else {
            candidates = piece.raw
        }
        for word in candidates {
            let canonical = pipeline.canonicalize([word])
            guard canonical.count == 1 else { continue }
            if standaloneValueWords.contains(canonical[0]) || (anyValueWord && valueWordShortcuts[canonical[0]] != nil) {
                return canonical[0]
            }
        }
        return nil
    }

    /// The positions of the place one is going to or is in, in an English question of how much has
    /// been done "so far" ("how many steps *to the allotment* so far", "how long *in the grove* so
    /// far"): the way, not a thing asked about. (Without "so far", "how far to the lake" asks what
    /// is left, which no workout knows.)
    func destinationsSoFar(_ pieces: [TokenPipeline.Piece]) -> Set<Int> {
        // (Read for every English clause: the words are joined only once it opens on "how" and
        // closes on "far".)
        guard pieces.first?.raw.first == "how", pieces.last?.raw.last == "far" else { return [] }
        let words = pieces.flatMap(\.raw)
        guard words.count >= 6, words.suffix(2).elementsEqual(["so", "far"]),
            let to = pieces.firstIndex(where: { $0.raw.count == 1 && Self.soFarPlacePrepositions.contains($0.raw[0]) }),
            to > 1 || (to == 1 && pieces[0].raw.count > 1)
        else { return [] }
        var index = to + 1
        while index < pieces.count, pieces[index].raw.count == 1, Self.thingDeterminers.contains(pieces[index].raw[0]) {
            index += 1
        }
        var place = Set<Int>()
        while index < pieces.count, pieces[index].raw != ["so"], pieces[index].raw != ["so", "far"], place.count < 3 {
            guard pieces[index].canonical.map({ !knownWords.contains($0) && !commands.contains($0) }) ?? false else {
                return []
            }
            place.insert(index)
            index += 1
        }
        return index < pieces.count && !place.isEmpty ? place : []
    }

    /// The positions of what an English question counts that the speaker did, when none of its words
    /// is the app's ("how many *dune climbs* have I done", "how many *burpees* did we manage"): the
    /// last is what is asked, the ones before it qualify it. The speaker as the subject of a verb of
    /// doing makes it this workout's count; a day after it would ask of the history, and is left to
    /// the other rules (as is "how many laps have I done", whose word is the app's).
    func countedByTheSpeaker(_ pieces: [TokenPipeline.Piece]) -> [Int] {
        guard pieces.count >= 5, pieces[0].raw == ["how"], pieces[1].raw == ["many"] else { return [] }
        var index = 2
        var counted: [Int] = []
        while index < pieces.count, counted.count < 4, pieces[index].raw.count == 1,
            !["have", "did", "ive", "weve"].contains(pieces[index].raw[0])
        {
            let isOf = pieces[index].raw == ["of"] && !counted.isEmpty
            // (A word the app knows only inside a phrase may be counted: "hill *repeats*"; not a
            // command's, nor an activity's: "how many trail runs" asks of the history.)
            guard isOf
                || pieces[index].canonical.map({
                    !commands.subtracting(["status"]).contains($0) && !standaloneValueWords.contains($0)
                }) == true
            else { return [] }
            counted.append(index)
            index += 1
        }
        guard let last = counted.last, pieces[last].raw[0].hasSuffix("s"), pieces[last].raw != ["of"],
            index + 1 < pieces.count
        else { return [] }
        let words = pieces[index...].flatMap(\.raw)
        var rest: ArraySlice<String>
        if ["have", "did"].contains(words[0]), words.count >= 3, ["i", "we"].contains(words[1]) {
            rest = words.dropFirst(2)
        } else if ["ive", "weve"].contains(words[0]) {
            rest = words.dropFirst()
        } else {
            return []
        }
        guard let verb = rest.first, Self.countedDoneVerbs.contains(verb) else { return [] }
        rest = rest.dropFirst()
        if let particle = rest.first, Self.countedDoneParticles.contains(particle) { rest = rest.dropFirst() }
        guard rest.isEmpty || [["so", "far"], ["now"], ["already"], ["yet"]].contains(Array(rest)) else { return [] }
        return counted
    }

    /// Whether English words ask whether the speaker has reached a measure: "have I/we", a verb of
    /// doing or going, then only the measure, compared or not ("have I done *more than five
    /// miles*", "have we gone past 10 k", "have I run 5k already").
    static func asksMeasureReached(_ words: [String]) -> Bool {
        guard words.count >= 4, words[0] == "have", words[1] == "i" || words[1] == "we",
            reachedVerbs.contains(words[2])
        else { return false }
        var rest = words.dropFirst(3)
        if let last = rest.last, ["yet", "already", "now"].contains(last) { rest = rest.dropLast() }
        if rest.prefix(2).elementsEqual(["more", "than"]) || rest.prefix(2).elementsEqual(["at", "least"]) {
            rest = rest.dropFirst(2)
        } else if let first = rest.first, ["over", "past", "beyond"].contains(first) {
            rest = rest.dropFirst()
        }
        // ("More than *a* mile", "*half* a mile".)
        guard let first = rest.first, isQuantity(first) || ["a", "an", "half"].contains(first) else { return false }
        return rest.dropFirst().allSatisfy { word in
            isQuantity(word) || distanceUnitsEnglish.contains(word) || timeUnitsEnglish.contains(word) || word == "a"
        }
    }

    /// The positions of the days that name one activity (English): a day after an activity and
    /// "from" ("the lake swim *from this morning*"), or a day's possessive with an activity at most
    /// two words after it ("*yesterday's* hill run"). An activity is a value's word, not a general
    /// one ("yesterday's workouts" are the day's).
    func daysOfOneActivity(_ pieces: [TokenPipeline.Piece]) -> Set<Int> {
        func isActivity(_ index: Int) -> Bool {
            guard pieces.indices.contains(index), let canonical = pieces[index].canonical else { return false }
            // (Not a plural: "yesterday's runs" are the day's.)
            let singular = pieces[index].raw.last.map { !$0.hasSuffix("s") || $0.hasSuffix("ss") } == true
            return singular && standaloneValueWords.contains(canonical) && !vocabularyWords.contains(canonical)
        }
        var days = Set<Int>()
        for (index, piece) in pieces.enumerated() {
            let day = piece.raw.joined(separator: " ")
            let possessive = day.hasSuffix("s") ? String(day.dropLast()) : ""
            // (Where it went may stand between: "the ride *home* from yesterday"; so may who came
            // along: "the run *with the dog* from this morning".)
            if Self.activityDays.contains(day), index >= 2, pieces[index - 1].raw == ["from"],
                isActivity(index - 2) || (pieces[index - 2].raw == ["home"] && isActivity(index - 3))
                    // (Or the activity's session or class: "the lifting *session* from tonight".)
                    || (pieces[index - 2].canonical.map(vocabularyWords.contains) == true && isActivity(index - 3))
                    // (Or the second word of its name: "the yoga *class* from tonight".)
                    || (index >= 3 && isActivity(index - 3)
                        && pieces[index - 3].canonical.flatMap { first in
                            pieces[index - 2].canonical.map { nameWordPairs.contains("\(first) \($0)") }
                        } == true)
                    || (Self.isCompanion(at: index - 2, in: pieces)
                        && Self.preposition(
                            among: Self.companionPrepositions, through: Self.companionDeterminers,
                            before: index - 2, in: pieces
                        ).map { isActivity($0 - 1) } == true)
            {
                days.insert(index)
            } else if Self.activityDays.contains(possessive), isActivity(index + 1) || isActivity(index + 2) {
                days.insert(index)
            }
        }
        return days
    }

    /// Whether a serving follows `position` with only determiners between ("finished *a whole
    /// bottle*", "finished off my water bottle"), of a shortcut whose phrases say "drink".
    func isServingDrunk(after position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        var index = position + 1
        while let word = Self.singleWord(at: index, in: pieces), Self.servingDeterminers.contains(word) { index += 1 }
        guard pieces.indices.contains(index), let serving = pieces[index].canonical, let takers = valueWordShortcuts[serving]
        else { return false }
        return phrases.contains { takers.contains($0.shortcutIndex) && $0.content.contains(Self.drinkWord) }
    }

    /// The subject of a Chinese clause that closes on a command after a clock time, with a thing
    /// the app does not have before the time ("*婚礼彩排*四点开始", "比赛九点结束") or between the
    /// time and the command ("八点*车队*出发"), or nil: the thing's timetable. ("四点开始跑步" names
    /// what starts after the command.)
    func chineseTimetableSubject(_ pieces: [TokenPipeline.Piece], _ readings: [Reading]) -> String? {
        guard let last = readings.indices.last, readings[last].isCommand, last >= 2,
            pieces[last].raw.allSatisfy(Self.isChinese)
        else { return nil }
        func isClock(_ index: Int) -> Bool { Self.chineseClockWords.contains(pieces[index].raw.last ?? "") }
        if isClock(last - 1) {
            let subject = pieces.indices.prefix(last - 1).filter { readings[$0].isForeign }.map { pieces[$0].raw.joined() }
            return subject.isEmpty ? nil : subject.joined()
        }
        // (The time, then the subject: what is between it and the command gives no command and
        // has a word the app does not have.)
        guard let clock = pieces.indices.prefix(last).last(where: isClock), clock > 0,
            Self.singleWord(at: clock - 1, in: pieces).map(Self.isChineseNumeral) == true, clock + 1 < last,
            ((clock + 1)..<last).contains(where: { readings[$0].isForeign }),
            ((clock + 1)..<last).allSatisfy({ !readings[$0].isCommand })
        else { return nil }
        return ((clock + 1)..<last).map { pieces[$0].raw.joined() }.joined()
    }

    /// Whether a past form ends a relative clause that qualifies one of the app's things
    /// (English): "the *workout* I just finished", "the ride we did": the thing, then "I" or "we",
    /// at most one adverb, then the past form.
    func isRelativePast(_ piece: TokenPipeline.Piece, at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard isEnglish, piece.isPastForm, piece.raw.count == 1 else { return false }
        var index = position - 1
        if index >= 0, pieces[index].raw.count == 1, Self.relativeAdverbs.contains(pieces[index].raw[0]) { index -= 1 }
        guard index >= 1, pieces[index].raw.count == 1, Self.relativeSubjects.contains(pieces[index].raw[0]),
            let thing = pieces[index - 1].canonical
        else { return false }
        return thingWords.contains(thing)
    }

    /// Whether a word is an -ing form right after "I'm", "I am", "we're" or "we are" (English).
    /// (German has no progressive: the present after "ich" or "wir" opening the clause says it, when
    /// a way somewhere follows ("wir radeln *zum* See", "ich laufe *zur* Arbeit"); "ich laufe gerne"
    /// tells a liking.)
    func isProgressive(_ piece: TokenPipeline.Piece, at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard piece.raw.count == 1, let word = piece.raw.first else { return false }
        if !isEnglish {
            guard !Self.isChinese(word), position >= 1, position <= 2, position + 1 < pieces.count,
                ["ich", "wir"].contains(pieces[position - 1].raw.last ?? ""),
                position == 1 || Self.germanSetOffAdverbs.contains(pieces[0].raw.last ?? "")
            else { return false }
            return pieces[position + 1].raw.count == 1 && Self.germanWays.contains(pieces[position + 1].raw[0])
        }
        guard word.hasSuffix("ing") else { return false }
        let before = pieces[..<position].flatMap(\.raw).suffix(2)
        return before.last == "im" || before.elementsEqual(["i", "am"]) || before.last == "were"
            || before.elementsEqual(["we", "are"])
    }

    /// Whether a word is the activity the speaker is setting off to do: right after "going to",
    /// "going out to", "off to", "heading out to", "gonna" (English), a form of "gehen" with at
    /// most a word of "now" between ("ich geh *jetzt* laufen"; "ich gehe *gerne* laufen" tells a
    /// liking), or 去 ("我去跑步").
    func isSetOffFor(_ piece: TokenPipeline.Piece, at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard let first = piece.raw.first, position > 0 else { return false }
        if Self.isChinese(first) {
            // The speaker, or no one named, sets off, and nothing follows but the rest of the
            // activity's word and a closing particle ("我去跑步*了*"): "我去跑步吗" asks, "你去跑步"
            // and "我妈妈去跑步了" tell of others, "我不想去跑步" wants nothing; "去跑两圈" counts.
            // Or the activity leads somewhere ("骑车*去*湖边"), with no one else before it.
            if pieces[position - 1].raw == ["去"] {
                let subject = pieces[..<(position - 1)].flatMap(\.raw).joined()
                let rest = pieces[(position + 1)...].flatMap(\.raw).joined()
                return Self.chineseSetOffSubjects.contains(subject) && rest.allSatisfy(Self.chineseSetOffEndings.contains)
            }
            let subject = pieces[..<position].flatMap(\.raw).joined()
            let rest = pieces[(position + 1)...].flatMap(\.raw)
            guard Self.chineseSetOffSubjects.contains(subject), let going = rest.firstIndex(of: "去"), going + 1 < rest.count
            else { return false }
            return rest[..<going].allSatisfy { $0.allSatisfy(Self.chineseSetOffEndings.contains) }
        }
        guard piece.raw.count == 1 else { return false }
        if !isEnglish {
            var before = pieces[..<position].flatMap(\.raw)
            if let last = before.last, Self.germanSetOffAdverbs.contains(last) { before.removeLast() }
            return before.last.map(Self.germanGoing.contains) == true
        }
        let before = pieces[..<position].flatMap(\.raw).suffix(3)
        if before.last == "gonna" { return true }
        // ("*Let's* ride", "*let us* walk": the activity proposed is set off for; "let's run
        // *through* the plan" goes over it.)
        if before.last == "lets" || before.suffix(2).elementsEqual(["let", "us"]) {
            return position + 1 >= pieces.count || pieces[position + 1].raw.first != "through"
        }
        guard before.last == "to", before.count >= 2 else { return false }
        let verb = before.dropLast()
        return verb.last == "going" || verb.last == "off" || verb.elementsEqual(["going", "out"])
            || verb.elementsEqual(["heading", "out"]) || verb.elementsEqual(["head", "out"])
    }

    /// The person an utterance opens by addressing ("*honey*, pause the show", "*Schatz*, halt
    /// mal an", "*老公*,把电视剧暂停一下"), or nil: a form of address alone in its clause, or
    /// followed at once by a request ("mom can you stop the music"). "Mom is out running" tells of
    /// her (``otherPeople``); it addresses no one.
    func addressee(opening words: [String]) -> String? {
        var words = words[...]
        if let first = words.first, Self.greetings.contains(first) { words = words.dropFirst() }
        guard let first = words.first else { return nil }
        if Self.isChinese(first) {
            // Chinese comes as characters: the form of address is the first two or three.
            let spelled = words.prefix(3).joined()
            // The longest that fits (妈妈 before 妈), the same on every run.
            guard
                let form = Self.formsOfAddress.filter({ Self.isChinese($0) && spelled.hasPrefix($0) })
                    .max(by: { ($0.count, $1) < ($1.count, $0) })
            else { return nil }
            // Alone in its clause, or before a request ("老公帮我买牛奶"); before anything else it
            // is who the sentence tells of ("*宝宝*又睡着了").
            let rest = Array(words.joined().dropFirst(form.count)).map(String.init)
            guard let next = rest.first else { return form }
            if Self.chineseRequestOpenings.contains(next) { return form }
            return pipeline.analyze(rest).first?.canonical.map(commands.contains) == true ? form : nil
        }
        guard Self.formsOfAddress.contains(first) else { return nil }
        guard let next = words.dropFirst().first else { return first }
        // (An English modal asks the one addressed only with "you": "mom *can you* …", where
        // German "Opa *will* die Enten füttern" tells what grandad wants.)
        if Self.requestOpenings.contains(next),
            !Self.englishModalOpenings.contains(next) || words.dropFirst(2).first == "you"
        {
            return first
        }
        let canonical = pipeline.canonicalize([next]).first
        return canonical.map(commands.contains) == true ? first : nil
    }

    /// The positions of Chinese people brought along ("*跟朋友*去跑步", "*和我妈妈*散步"), the
    /// preposition included; every other person named ("我*妹妹*在练瑜伽") is added to the
    /// clause's other people.
    func chinesePeople(in pieces: [TokenPipeline.Piece], into clause: inout UtteranceAnalysis.Clause) -> Set<Int> {
        guard let first = pieces.first?.raw.first, Self.isChinese(first) else { return [] }
        let spelled = pieces.map { $0.raw.joined() }
        var companions = Set<Int>()
        var start = 0
        while start < spelled.count {
            guard
                let person = Self.chinesePeople.first(where: { person in
                    start + person.count <= spelled.count
                        && spelled[start..<(start + person.count)].joined() == person
                })
            else {
                start += 1
                continue
            }
            let end = start + person.count
            // "遛狗" walks one, and is a walk.
            if person == "狗", start > 0, spelled[start - 1] == "遛" {
                start = end
                continue
            }
            if let preposition = Self.preposition(
                among: Self.companionPrepositions, through: Self.companionDeterminers, before: start, in: pieces)
            {
                companions.formUnion(preposition..<end)
            } else {
                clause.otherPeople.append(person)
            }
            start = end
        }
        return companions
    }

    /// The word that makes a clause a habit to take up: "more", "more often" or "regularly" at
    /// its end after no count ("run more", not "one more"), or German "öfter" or "mehr" beside "sollte".
    static func habitWord(_ words: [String]) -> String? {
        guard let last = words.last else { return nil }
        if last == "regularly" || words.suffix(2).elementsEqual(["more", "often"]) { return last }
        if last == "more", words.count >= 3, let before = words.dropLast().last, !isQuantity(before),
            !["some", "any", "few", "once", "little", "bit"].contains(before)
        {
            return last
        }
        if words.contains(where: { $0 == "sollte" || $0 == "sollten" }),
            let word = words.first(where: { $0 == "ofter" || $0 == "mehr" || $0 == "regelmassig" })
        {
            return word
        }
        return nil
    }

    /// Whether a word counts something ("5", "two", "a few").
    static func isQuantity(_ word: String) -> Bool {
        word.allSatisfy(\.isNumber) || quantityWords.contains(word) || isDistanceFigure(word) || isGermanCompoundNumber(word)
    }

    /// Whether a word is a German number written as one word of its parts ("*fünfhundert*",
    /// "zweiundzwanzig", "dreitausend"; umlauts folded).
    static func isGermanCompoundNumber(_ word: String) -> Bool {
        func parses(_ rest: Substring) -> Bool {
            rest.isEmpty || germanNumberParts.contains { rest.hasPrefix($0) && parses(rest.dropFirst($0.count)) }
        }
        return word.count > 6 && (word.hasSuffix("hundert") || word.hasSuffix("tausend") || word.hasSuffix("zig"))
            && parses(Substring(word))
    }

    /// A number run together with a unit of distance: "5k", "10km", "26mi", "400m".
    static func isDistanceFigure(_ word: String) -> Bool {
        guard let first = word.firstIndex(where: { !$0.isNumber }), first != word.startIndex else { return false }
        return ["k", "km", "mi", "m"].contains(String(word[first...]))
    }

    /// Whether `word` at `position` is a piece of a value's name with neither neighbour of that
    /// name beside it ("the end of the *road*", not "my *road* ride").
    func isLoneFragment(_ word: String, at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        // An amount ("*half* a litre") is an amount, whatever name it is also a piece of ("half marathon").
        guard nameFragmentWords.contains(word), !VolumeText.isAmountWord(word), !Self.isQuantity(word) else { return false }
        return !hasNameNeighbour(word, at: position, in: pieces)
    }

    /// Whether a word at `position` stands beside a word it makes a value's name with ("the week
    /// *before*"), or, unless `partnersOnly`, beside any word of a value's name.
    func hasNameNeighbour(
        _ word: String, at position: Int, in pieces: [TokenPipeline.Piece], partnersOnly: Bool = false
    ) -> Bool {
        let neighbours = [position - 1, position + 1].filter(pieces.indices.contains).compactMap { pieces[$0].canonical }
        return neighbours.contains {
            (!partnersOnly && valueWordShortcuts[$0] != nil) || nameWordPairs.contains("\(word) \($0)")
                || nameWordPairs.contains("\($0) \(word)")
        }
    }

    /// The words after a copula and an indefinite article ("is a", "are in a", "ist ein") in a
    /// question: a thing asked about in general, not the speaker's workout ("how far is a 10k").
    static func askedInGeneral(_ words: [String]) -> [String] {
        // "How far is the *nearest* pool": a question about the way to a place.
        if let place = words.first(where: placeSuperlatives.contains) { return [place] }
        // "Wie lange braucht *man* für einen Marathon": German's "one" asks of anyone.
        if let one = words.firstIndex(of: "man") { return words[(one + 1)...].isEmpty ? ["man"] : Array(words[(one + 1)...]) }
        // "When do *you* finish", "what time does *she* stop", "wann hörst *du* auf": asked of
        // someone else's day, not of the speaker's workout. ("How far do you *think* I've run"
        // asks of the speaker's.)
        for index in words.indices.prefix(4).dropFirst() where index + 1 < words.count {
            let english = askingAuxiliaries.contains(words[index]) && englishListeners.contains(words[index + 1])
            let german = index == 1 && germanListeners.contains(words[index + 1])
            guard english || german else { continue }
            if index + 2 < words.count, opinionVerbs.contains(words[index + 2]) { break }
            return [words[index + 1]]
        }
        // "How often *should I* stretch", "how many times a week *should we* run": advice asked,
        // not what was done.
        for index in words.indices.prefix(6).dropFirst() where index + 1 < words.count {
            if adviceModals.contains(words[index]), words[index + 1] == "i" || words[index + 1] == "we" { return [words[index]] }
        }
        for index in words.indices.dropLast() where generalCopulas.contains(words[index]) {
            var next = index + 1
            if words[next] == "in" || words[next] == "im", next + 1 < words.count { next += 1 }
            if indefiniteArticles.contains(words[next]) { return Array(words[(next + 1)...]) }
        }
        return []
    }

    /// The word of the piece at `at` when it is one word, or nil (also outside the pieces).
    static func singleWord(at: Int, in pieces: [TokenPipeline.Piece]) -> String? {
        pieces.indices.contains(at) && pieces[at].raw.count == 1 ? pieces[at].raw[0] : nil
    }

    /// Whether a piece is one English copula ("is", "are", "was").
    static func isCopula(_ piece: TokenPipeline.Piece) -> Bool {
        piece.raw.count == 1 && copulas.contains(piece.raw[0])
    }

    /// Whether the word at `position` is a way's noun followed by its postposition ("die *Treppen*
    /// hoch"), or the postposition itself, or one joined to it by "und" ("hoch und *runter*").
    static func isGermanPath(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        func word(_ at: Int) -> String? { singleWord(at: at, in: pieces) }
        guard let here = word(position) else { return false }
        if germanPathPostpositions.contains(here) {
            // After its noun, or after "und" and another postposition.
            return position > 0 && (word(position - 1).map { !germanPathPostpositions.contains($0) && $0 != "und" } == true
                || (word(position - 1) == "und" && word(position - 2).map(germanPathPostpositions.contains) == true))
        }
        return word(position + 1).map(germanPathPostpositions.contains) == true
    }

    /// Whether the piece at `position` names the place a preposition just before it leads to,
    /// with at most two determiners between; in Chinese, any characters after 去 or 绕 that the app
    /// does not have ("去公园": 公 and 园).
    /// `asking`: whether the clause is a Chinese question, which asks at its end about the
    /// place ("去火车站*还有多远*") rather than going there.
    static func isPlace(
        at position: Int, in pieces: [TokenPipeline.Piece], readings: [Reading], asking: Bool
    ) -> Bool {
        guard pieces[position].raw.count == 1 else { return false }
        var index = position - 1
        if isChinese(pieces[position].raw[0]) {
            if asking { return false }
            while index >= 0, pieces[index].raw.count == 1 {
                if placePrepositions.contains(pieces[index].raw[0]) { return true }
                // (A character of the place may be one of the app's elsewhere: 公 of 公里; a
                // particle may stand between: 绕*着*湖.)
                switch readings[index] {
                case .neutral, .known(isThing: false), .filler: break
                default: return false
                }
                guard isChinese(pieces[index].raw[0]) else { return false }
                index -= 1
            }
            return false
        }
        return preposition(among: placePrepositions, through: placeDeterminers, before: position, in: pieces) != nil
    }

    /// Whether the English piece at `position` is a unit of distance said with its number after
    /// a preposition of a point ("*at mile* twelve", "around 5 k", "by the tenth km"): where on
    /// the way, not how far.
    static func isPointOnTheWay(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, distanceUnitsEnglish.contains(pieces[position].raw[0]) else { return false }
        func word(_ at: Int) -> String? { singleWord(at: at, in: pieces) }
        func isNumber(_ at: Int) -> Bool { isNumberWord(at: at, in: pieces) }
        // "at mile twelve"
        if let before = word(position - 1), pointPrepositions.contains(before), isNumber(position + 1) { return true }
        // "at twelve miles", "by the tenth km"
        var at = position - 1
        guard isNumber(at) else { return false }
        at -= 1
        if word(at) == "the" { at -= 1 }
        return word(at).map(pointPrepositions.contains) == true
    }

    /// Whether the piece at `position` is a unit of distance, English or German, in one word.
    static func isDistanceUnit(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard let word = singleWord(at: position, in: pieces) else { return false }
        return distanceUnitsEnglish.contains(word) || ["kilometer", "meile", "meilen"].contains(word)
    }

    /// Whether the piece at `position` is a unit of distance with its number beside it ("mile
    /// *eighteen*", "Kilometer *dreißig*", "*twenty* k"): a point on the way named.
    static func isPassedPoint(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        isDistanceUnit(at: position, in: pieces)
            && (isNumberWord(at: position + 1, in: pieces) || isNumberWord(at: position - 1, in: pieces))
    }

    /// Whether the piece at `at` is one word that counts: a number, a quantity or an ordinal.
    static func isNumberWord(at: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard let word = singleWord(at: at, in: pieces) else { return false }
        return isQuantity(word) || ordinals.contains(word)
    }

    /// Whether the English piece at `position` follows a part of a way and "of", with "the" or an
    /// ordinal between ("the *top of the* first climb", "bottom of the hill"): where, not a question.
    static func isPartOfTheWay(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1 else { return false }
        var at = position - 1
        while let word = singleWord(at: at, in: pieces), word == "the" || ordinals.contains(word) { at -= 1 }
        guard singleWord(at: at, in: pieces) == "of", let part = singleWord(at: at - 1, in: pieces) else { return false }
        return partsOfAWay.contains(part)
    }

    /// Whether the piece at `position` is in what follows "since" or "from" ("seit", "ab"), with
    /// determiners and words the app does not have between ("since *the aid station*", "seit
    /// dem *Parkplatz*").
    static func isStartingPoint(at position: Int, in pieces: [TokenPipeline.Piece], readings: [Reading]) -> Bool {
        guard pieces[position].raw.count == 1 else { return false }
        var index = position - 1
        while position - index <= 4, let word = singleWord(at: index, in: pieces) {
            // (Right after "since" or "from" only a place said without an article: "since
            // *home*"; "since lunch" is a time. "Vom" has its article in it: "vom *Ufer*".)
            if startingPrepositions.contains(word) {
                return index < position - 1 || word == "seit" || word == "vom" || bareStartingPlaces.contains(pieces[position].raw[0])
            }
            switch readings[index] {
            case .foreign, .neutral: break
            // (Or an ordinal: "since the *first* bridge", "seit der *ersten* Brücke".)
            default:
                guard thingDeterminers.contains(word) || germanStartDeterminers.contains(word) || ordinals.contains(word)
                    || germanOrdinals.contains(word)
                else { return false }
            }
            index -= 1
        }
        return false
    }

    /// The position of one of `prepositions` just before `position`, with at most two of
    /// `determiners` between ("*with my* dog", "*um den* Block", "*带着*狗"), or nil.
    static func preposition(
        among prepositions: Set<String>, through determiners: Set<String>, before position: Int, in pieces: [TokenPipeline.Piece]
    ) -> Int? {
        var index = position - 1
        var between = 0
        while index >= 0, between <= 2 {
            let raw = pieces[index].raw
            guard raw.count == 1 else { return nil }
            if prepositions.contains(raw[0]) { return index }
            guard determiners.contains(raw[0]) else { return nil }
            between += 1
            index -= 1
        }
        return nil
    }

    /// Whether the piece at `position` is the weather something is done in: a word of it after
    /// "in" or "with", through a determiner or a demonstrative ("in *the* rain", "in *this* heat").
    static func isWeather(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, weatherWordsEnglish.contains(pieces[position].raw[0]) else { return false }
        return preposition(among: weatherPrepositionsEnglish, through: weatherDeterminers, before: position, in: pieces) != nil
    }

    /// Whether the English piece at `position` says when, a week, month or year with "this", "next"
    /// or "last" before it ("cancel the window cleaner *this week*"), or a day ("*today*").
    static func isWhenAfterObject(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard let word = singleWord(at: position, in: pieces) else { return false }
        if ["today", "tomorrow", "tonight", "yesterday"].contains(word) { return true }
        return ["week", "month", "year", "weekend"].contains(word)
            && singleWord(at: position - 1, in: pieces).map(["this", "next", "last"].contains) == true
    }

    /// Whether the English piece at `position` is a signal to set off on, after "on the" ("off *on
    /// the beep*"; the "on" may close a command's words, as in "off on").
    static func isStartSignal(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, startSignals.contains(pieces[position].raw[0]), position >= 2 else { return false }
        return pieces[position - 1].raw == ["the"] && pieces[position - 2].raw.last == "on"
    }

    /// Whether the piece at `position` is a companion brought along by a preposition just
    /// before it, with at most two determiners between ("with my dog", "mit meinem Freund").
    static func isCompanion(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, companions.contains(pieces[position].raw[0]) else { return false }
        return preposition(among: companionPrepositions, through: companionDeterminers, before: position, in: pieces) != nil
    }

    /// Whether the English piece at `position` says which kind of activity the next piece is: a
    /// companion that is no person ("a *dog* walk", "*buggy* run please") or the weather ("a
    /// *frosty* run"), right before one of the app's activities. (People before an activity are
    /// its subject: "the kids ride their bikes".)
    func isQualifierOfActivity(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, position + 1 < pieces.count, pieces[position + 1].raw.count == 1,
            Self.companionThings.contains(pieces[position].raw[0])
                || Self.weatherAdjectivesEnglish.contains(pieces[position].raw[0])
        else { return false }
        return activityNamed(in: pieces[position + 1]) != nil
    }

    /// Whether the Chinese piece at `position` is in the words that open a question before one of
    /// the app's activities said in one character, 了 and the measure asked ("*推婴儿车*走了多久了"):
    /// a verb and its object that say how the activity is done. (A ride in a vehicle is not the
    /// speaker's activity: "*坐地铁*走了多久".)
    static func isMannerOfActivity(at position: Int, in pieces: [TokenPipeline.Piece], known: Set<String>) -> Bool {
        guard pieces.first?.raw.first.map(chineseConveyanceVerbs.contains) == false,
            let activity = pieces.indices.dropLast(2).first(where: {
                $0 > position && pieces[$0].raw.count == 1 && pieces[$0].canonical.map(known.contains) == true
                    && pieces[$0 + 1].raw == ["了"] && pieces[$0 + 2].canonical == "status"
            })
        else { return false }
        return pieces[..<activity].allSatisfy { $0.raw.allSatisfy(isChinese) && !$0.raw.contains("的") && !$0.raw.contains("了") }
    }

    /// Whether the Chinese piece at `position` stands after 我 and before a 的 in its clause, in
    /// words that say where or which ("我*在沙滩上*的配速", "我爬*这个坡*的功率"): 在, 这 or 那 among
    /// them. Without one they name what the speaker has ("我*车*的速度", "我*朋友*的配速"), which is
    /// asked about in its own right.
    static func isOwnQualifier(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.last.map(isChinese) == true,
            let speaker = pieces[..<position].lastIndex(where: { $0.raw == ["我"] }),
            let of = pieces[(position + 1)...].firstIndex(where: { $0.raw.first == "的" }),
            !pieces[speaker..<position].contains(where: { $0.raw.contains("的") })
        else { return false }
        return pieces[(speaker + 1)..<of].contains { $0.raw.contains(where: ["在", "这", "那"].contains) }
    }

    /// Whether an English word is an -ing form, longer than a short word that ends so ("*riding*", not "sing").
    static func isIngForm(_ word: String) -> Bool { word.count > 4 && word.hasSuffix("ing") }

    /// Whether the piece at `position` is an -ing form after a measure's word, or one of the
    /// three words after it ("what's my pace *pushing this buggy*").
    static func isDoingWhileMeasured(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        for doing in stride(from: position, through: max(1, position - 3), by: -1) {
            guard let word = singleWord(at: doing, in: pieces) else { continue }
            if isIngForm(word), pieces[..<doing].contains(where: { $0.canonical == "status" }) { return true }
        }
        return false
    }

    /// The positions of a Chinese verb said with its object and then again with 了 ("*打腿打*了几个
    /// 来回了", "踢球踢了多久"), in words the app does not have: what the speaker is doing, whose
    /// measure the question asks.
    static func chineseCopiedVerb(in pieces: [TokenPipeline.Piece]) -> Set<Int> {
        func character(_ at: Int) -> String? {
            guard let word = singleWord(at: at, in: pieces), !pieces[at].isSynonym, isChinese(word) else { return nil }
            return word
        }
        for start in pieces.indices {
            guard let verb = character(start), verb != "了" else { continue }
            // One or two characters of object, then the verb again and 了.
            for again in (start + 2)...(start + 3) where character(again) == verb {
                guard pieces.indices.contains(again + 1), pieces[again + 1].raw == ["了"],
                    ((start + 1)..<again).allSatisfy({ character($0) != nil })
                else { continue }
                return Set(start...again)
            }
        }
        return []
    }

    /// Whether the Chinese piece at `position` lies in what qualifies the speaker's own measure,
    /// between 我 and 的 ("我*上坡*的速度是多少"): when it was taken.
    func qualifiesOwnMeasure(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        func isCharacter(_ at: Int) -> Bool {
            Self.singleWord(at: at, in: pieces).map { Self.isChinese($0) && !["我", "的", "了"].contains($0) } == true
        }
        guard isCharacter(position) else { return false }
        var start = position
        while start > 0, start > position - 3, isCharacter(start - 1) { start -= 1 }
        var end = position
        while end < position + 3, isCharacter(end + 1) { end += 1 }
        guard start > 0, pieces[start - 1].raw == ["我"], end + 2 < pieces.count, pieces[end + 1].raw == ["的"] else { return false }
        return pieces[end + 2].canonical.map(questions.contains) == true
    }

    /// Whether the Chinese piece at `position` is in what the speaker wears, 穿着 and what follows
    /// it, before a measure asked ("*穿着这身衣服*配速怎么样"), only single characters between.
    static func isWornInChinese(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        func character(_ at: Int) -> String? { singleWord(at: at, in: pieces).flatMap { isChinese($0) ? $0 : nil } }
        var start = position
        while start > 0, start > position - 6, character(start) != "穿" { start -= 1 }
        guard character(start) == "穿", character(start + 1) == "着", position != start + 1 else { return false }
        guard (start...position).allSatisfy({ character($0) != nil }) else { return false }
        var after = position + 1
        while after < pieces.count, after < position + 6, character(after) != nil { after += 1 }
        return after < pieces.count && pieces[after].canonical == "status"
    }

    /// Whether the Chinese piece at `position` lies in a place said with 在 and closed by where on
    /// it ("*在沙滩上*", "在桥边"), only single characters between.
    static func isChineseWhere(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        // (Any character: "在火*山*上", whose 山 is a hike's too.)
        func isInside(_ at: Int) -> Bool { singleWord(at: at, in: pieces).map { isChinese($0) && $0 != "了" } == true }
        var before = position
        while before > 0, before > position - 4, isInside(before), pieces[before].raw != ["在"] { before -= 1 }
        guard pieces[before].raw == ["在"], before < position else { return false }
        var after = position
        while after < position + 4, isInside(after), !chineseLocalizers.contains(pieces[after].raw[0]) { after += 1 }
        // (The localizer may close a word the lexicon reads whole: "在火*山上*".)
        return pieces.indices.contains(after) && pieces[after].raw.allSatisfy(isChinese)
            && pieces[after].raw.last.map(chineseLocalizers.contains) == true && after > position
    }

    /// Whether the English piece at `position` is in the way the speaker has come, after a
    /// preposition of it and at most two determiners ("done *to the* falls"); the preposition may
    /// close a question's words ("*how far along the* beach have I got").
    static func cameBy(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        var index = position - 1
        while index >= 0, position - index <= 3 {
            if pieces[index].raw.last.map(wayToPrepositions.contains) == true { return true }
            guard pieces[index].raw.count == 1, companionDeterminers.contains(pieces[index].raw[0]) else { return false }
            index -= 1
        }
        return false
    }

    /// Whether a Chinese question asks the speaker's own measure: it says 我 (or 我们), or asks
    /// how much of an activity has been done, with the verb and 了 before the measure ("在走廊里
    /// *划了几米*了").
    static func asksOwnInChinese(_ pieces: [TokenPipeline.Piece]) -> Bool {
        pieces.contains { piece in
            piece.raw.contains("我") || (piece.canonical == "status" && piece.raw.count > 2 && piece.raw[1] == "了")
        }
    }

    /// Whether the Chinese piece at `position` is in where the speaker has come to, said with 到
    /// opening the clause ("到*瀑布*我们爬了多高"; not "到现在", until now).
    static func isChineseDestination(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces.first?.raw == ["到"], (1...3).contains(position) else { return false }
        return pieces[1...position].allSatisfy { piece in
            piece.raw.count == 1 && isChinese(piece.raw[0]) && !["现", "这", "那", "了"].contains(piece.raw[0])
        }
    }

    /// The positions of what a question compares with: "than" or "als" and the words after it to the
    /// clause's end, or the Chinese words after 比 before the activity's verb ("我比*昨天*跑得快吗").
    static func comparedWith(in pieces: [TokenPipeline.Piece], asking: Bool) -> Set<Int> {
        guard asking, let than = pieces.firstIndex(where: { $0.raw == ["than"] || $0.raw == ["als"] || $0.raw == ["比"] }) else {
            return []
        }
        guard pieces[than].raw == ["比"] else { return Set(than..<pieces.count) }
        var positions = Set<Int>()
        for index in (than + 1)..<pieces.count {
            guard pieces[index].raw.allSatisfy(isChinese), !pieces[index].raw.contains(where: chineseComparedVerbs.contains) else { break }
            positions.insert(index)
        }
        return positions
    }

    /// The positions of what a clause passes over: "instead of", "rather than", "statt" or
    /// "anstatt" and the words after them, up to a command said as such after at least one of them
    /// ("rather than the treadmill *run* outside"); and "instead" alone ("trainer ride *instead*").
    static func passedOver(in pieces: [TokenPipeline.Piece], commands: Set<String>) -> Set<Int> {
        var positions: Set<Int> = []
        for (index, piece) in pieces.enumerated() where piece.raw.count == 1 {
            let next = index + 1 < pieces.count ? pieces[index + 1].raw : []
            let opensContrast: Bool
            switch piece.raw[0] {
            case "instead": opensContrast = next == ["of"]
            case "rather": opensContrast = next == ["than"]
            case "statt", "anstatt": opensContrast = true
            default: continue
            }
            positions.insert(index)
            guard opensContrast else { continue }
            let first = piece.raw[0].hasSuffix("statt") ? index + 1 : index + 2
            positions.insert(index + 1)
            for after in first..<pieces.count {
                let said = pieces[after]
                if after > first, said.raw.count == 1, !isIngForm(said.raw[0]), said.canonical.map(commands.contains) == true {
                    break
                }
                positions.insert(after)
            }
            break
        }
        return positions.filter(pieces.indices.contains)
    }

    /// Whether English words tell something done by mistake ("I hit start *by mistake*",
    /// "*accidentally* pressed pause").
    static func tellsMistake(_ words: [String]) -> Bool {
        words.contains { $0 == "accidentally" || $0 == "mistakenly" }
            || zip(words, words.dropFirst()).contains { $0 == "by" && ($1 == "mistake" || $1 == "accident") }
    }

    /// Whether the German piece at `position` is what the speaker has been doing, in a question of
    /// their measure with "schon" after its subject ("wie lange *schieben* wir schon *den
    /// Kinderwagen*"): the verb between the measure and the subject, or any word after "schon".
    static func isGermanDoingWhileMeasured(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard let measure = pieces.firstIndex(where: { $0.canonical == "status" }), measure < position,
            let already = pieces.firstIndex(where: { $0.raw == ["schon"] }), already > measure + 1,
            let subject = pieces[(measure + 1)..<already].firstIndex(where: { $0.raw == ["ich"] || $0.raw == ["wir"] })
        else { return false }
        return position > already || (position > measure && position < subject)
    }

    /// Whether the Chinese piece at `position` is where a measure is counted from, between 从
    /// and 到现在, 起 or 以来 ("从*停车场*到现在爬升了多少").
    static func isChineseStartingPoint(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.allSatisfy(isChinese), let from = pieces[..<position].lastIndex(where: { $0.raw.first == "从" }),
            let until = pieces[(position + 1)...].firstIndex(where: {
                $0.raw.starts(with: ["到", "现", "在"]) || $0.raw.starts(with: ["以", "来"]) || $0.raw.first == "起"
            })
        else { return false }
        return pieces[(from + 1)..<until].allSatisfy { $0.raw.allSatisfy(isChinese) && !$0.raw.contains("的") }
    }

    /// Whether the Chinese piece at `position` is the object of an activity of the app's the
    /// speaker has just finished, a verb and 完 opening the clause ("爬完*楼梯*心率多少了"): in a
    /// question, when the measure is taken. ("做完作业要多久": 做 is no activity of the app's.)
    static func isFinishedObject(at position: Int, in pieces: [TokenPipeline.Piece], readings: [Reading]) -> Bool {
        guard let done = pieces.prefix(min(position + 1, 3)).firstIndex(where: { $0.raw == ["完"] }), done >= 1,
            pieces[done...position].allSatisfy({ $0.raw.allSatisfy(isChinese) && !$0.raw.contains("了") && !$0.raw.contains("的") })
        else { return false }
        switch readings[done - 1] {
        case .known, .activity, .command: return true
        default: return false
        }
    }

    /// Whether the Chinese piece at `position` is in a subject that opens its clause and points
    /// at one session: 这 or 那, a counter of lessons and outings (节, 堂, 次, 趟), then one or
    /// two characters ("*这节课*", "*这堂课*"); or a stretch of the way it is on (段: "*这段下坡*"),
    /// or a half of it (半: "*这半场*", "*后半程*", with the first or second half said by 上, 下,
    /// 前, 后). Games and matches (场, 个) are not sessions on their own; 个 points at a stretch of
    /// the way only with a word of one (坡, 桥: "*这个爬坡*").
    static func isPointedSession(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        let characters = pieces.prefix(position + 1).flatMap(\.raw)
        let opening = Array(pieces.lazy.flatMap(\.raw).prefix(2))
        guard pieces[position].raw.allSatisfy(isChinese), characters.count <= 4, opening.count == 2 else { return false }
        let (first, second) = (opening[0], opening[1])
        // ("*下半场*平均功率多少": a half of it, the first or the second, from its first character.)
        if ["上", "下", "前", "后"].contains(first), second == "半" { return true }
        guard characters.count >= 2, ["这", "那"].contains(first) else { return false }
        if ["节", "堂", "次", "趟", "段", "半"].contains(second) { return true }
        // ("*这个爬坡*我的踏频多少": or the stretch of the way it is on, pointed at with 个.)
        return second == "个" && pieces.lazy.flatMap(\.raw).prefix(4).contains(where: chineseWayNouns.contains)
    }

    /// Whether the piece at `position` is the weather one moves in, after a preposition with at
    /// most two determiners between (German: "wie schnell fahre ich *gegen den Wind*"): context,
    /// as where one goes is.
    static func isCondition(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, weatherWords.contains(pieces[position].raw[0]) else { return false }
        return preposition(among: conditionPrepositions, through: conditionDeterminers, before: position, in: pieces) != nil
    }

    /// Whether a Chinese clause asks something, more narrowly than ``chineseQuestionWords``:
    /// 几, 怎, 哪, 吗 or 什么, or 多 before 远, 久, 少, 长, 快 or 高 (not the 多 of "more").
    static func asksInChinese(_ pieces: [TokenPipeline.Piece]) -> Bool {
        // (A piece may be several characters the lexicon reads as one: 多远.)
        let characters = pieces.flatMap(\.raw)
        for (offset, character) in characters.enumerated() {
            if ["几", "怎", "哪", "吗"].contains(character) { return true }
            if character == "什", offset + 1 < characters.count, characters[offset + 1] == "么" { return true }
            if character == "多", offset + 1 < characters.count, ["远", "久", "少", "长", "快", "高"].contains(characters[offset + 1]) {
                return true
            }
        }
        return false
    }

    /// Whether the Chinese piece at `position` is 上 or 下 right after a verb of going (走, 跑, 骑,
    /// 爬) and before 山, 坡 or 楼, or that place after them ("继续走*下山*"): which way one goes.
    static func isChineseWayAfterVerb(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        func isWay(_ at: Int) -> Bool {
            at >= 1 && singleWord(at: at, in: pieces).map({ ["上", "下"].contains($0) }) == true
                && singleWord(at: at + 1, in: pieces).map({ ["山", "坡", "楼"].contains($0) }) == true
                && pieces[at - 1].raw.last.map({ ["走", "跑", "骑", "爬"].contains($0) }) == true
        }
        return isWay(position) || isWay(position - 1)
    }

    /// The positions of Chinese spans of time from now: a number, a unit of time and 后, 以后 or
    /// 之后 ("*五分钟后*开会", "*十分钟以后*"), each piece one character.
    static func chineseTimeFromNow(in pieces: [TokenPipeline.Piece]) -> Set<Int> {
        let characters = pieces.map { $0.raw.count == 1 ? $0.raw[0] : "" }
        var positions = Set<Int>()
        var start = 0
        while start < characters.count {
            var at = start
            while at < characters.count, isChineseNumeral(characters[at]) { at += 1 }
            let units = at
            while at < characters.count, ["分", "钟", "小", "时", "秒", "个", "头"].contains(characters[at]) { at += 1 }
            if at > units, units > start, at < characters.count {
                if ["以", "之"].contains(characters[at]), at + 1 < characters.count { at += 1 }
                if characters[at] == "后" {
                    positions.formUnion(start...at)
                    start = at + 1
                    continue
                }
            }
            start += 1
        }
        return positions
    }

    /// Whether a word is a number, in digits or in Chinese numerals ("400", "五百": Swift counts
    /// 零 to 万 as numbers; not 半). An empty word, a piece of several characters, is none.
    static func isChineseNumeral(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy(\.isNumber)
    }

    /// Whether a word is Chinese (the matcher reads Chinese a character at a time).
    static func isChinese(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// Whether a command's word is the complement of the command before it ("stop *recording*",
    /// "start *tracking*"): an -ing form right after another command (fillers between do not count).
    func isComplement(_ piece: TokenPipeline.Piece, after previous: ArraySlice<TokenPipeline.Piece>) -> Bool {
        guard piece.raw.count == 1, let word = piece.raw.first, word.count > 5, word.hasSuffix("ing"),
            let before = previous.last(where: { $0.canonical != nil })
        else { return false }
        return before.canonical.map(commands.contains) ?? false
    }

    /// The app's word (not a command) nearest to a word, by the cosine of their vectors. Commands
    /// are left out: a thing near a verb ("video" ≈ view) is still a thing.
    func nearestAppWord(_ text: String) -> (VocabularyWord, Double)? {
        guard let table = semanticTable, let vector = table.vector(text), !nearestRows.isEmpty else { return nil }
        let dimensions = vector.count
        guard nearestMatrix.count == nearestRows.count * dimensions else { return nil }
        // A word that is one piece of a longer app word ("work" of "working out") is not that word.
        let canonical = pipeline.canonicalize([text]).first ?? text
        var best: (row: Int, similarity: Float)?
        nearestMatrix.withUnsafeBufferPointer { matrix in
            vector.withUnsafeBufferPointer { query in
                for row in nearestRows.indices {
                    let base = row * dimensions
                    var sum: Float = 0
                    for d in 0..<dimensions { sum += matrix[base + d] * query[d] }
                    guard sum > (best?.similarity ?? -2) else { continue }
                    let pieces = vocabularyVectors[nearestRows[row]].pieceCanonicals
                    if pieces.contains(canonical) || pieces.contains(text) { continue }
                    best = (row, sum)
                }
            }
        }
        return best.map { (vocabularyVectors[nearestRows[$0.row]], Double($0.similarity)) }
    }
}

extension Array where Element == String {
    /// Whether the words contain `part` in a row.
    func contains(subsequence part: [String]) -> Bool {
        guard !part.isEmpty, part.count <= count else { return false }
        return (0...(count - part.count)).contains { self[$0..<($0 + part.count)].elementsEqual(part) }
    }
}
