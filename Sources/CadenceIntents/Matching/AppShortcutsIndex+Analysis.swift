extension AppShortcutsIndex {
    /// Splits an utterance into clauses and reads every word: command, the app's word, filler,
    /// near one of the app's words (semantic table), or about something else.
    ///
    /// Each clause is read twice: first what every word is (a command, the app's, filler, a number,
    /// a past form, near one of the app's words, foreign), then where the command's object is and
    /// whether its head is the app's (see ``UtteranceAnalysis/somethingElse``). In an object, a
    /// word near one of the app's words counts only when it is read as that word (cosine ≥
    /// ``substitutionThreshold``) or is near a value that the command's shortcuts take ("start a
    /// marathon" ≈ run); "cancel the uber" (≈ ride, a value only starting takes) is about
    /// something else.
    func analyze(_ utterance: String) -> UtteranceAnalysis {
        var analysis = UtteranceAnalysis()
        // A conjunction that gives a reason ("because", "while I") opens its clause as one.
        // "Öffne den letzten Lauf, *den ich aufgezeichnet habe*": a German relative clause tells
        // which one; it asks nothing of its own.
        var clauses = TextNormalizer.clauses(utterance, conjunctions: conjunctions, keeping: reasonConjunctions)
            .enumerated().filter { index, words in
                index == 0 || !(words.count > 2 && Self.relativePronouns.contains(words[0]) && Self.subjectPronouns.contains(words[1]))
            }.map { removingApplicationName($0.element) }
        // "Lengths so far, *how many*": a question's opening said last asks of the clause before it.
        if clauses.count > 1, let last = clauses.last, Self.trailingQuestions.contains(last.0), !clauses[clauses.count - 2].0.isEmpty {
            clauses.removeLast()
            clauses[clauses.count - 1].0 = last.0 + clauses[clauses.count - 1].0
        }
        // "Honey, pause the show", "老公,把电视剧暂停一下": said to a person nearby, by name.
        if let first = clauses.first, let addressee = addressee(opening: first.0) {
            analysis.otherAssistants.append(addressee)
        }
        // ("*Cadence,* pause, barrier's down": the app's name alone names it for the next clause.)
        // ("Lap please, *Cadence*, second gate": and the clause it closes.)
        var named = false
        for (words, namesApp) in clauses {
            var clause = analyzeClause(words, into: &analysis)
            clause.namesApp = namesApp || named
            named = namesApp && words.isEmpty
            if named, let previous = analysis.clauses.indices.last { analysis.clauses[previous].namesApp = true }
            analysis.clauses.append(clause)
        }
        // "Forget it, cancel yoga": taking back what one was saying, before a command, is context
        // (after one, "pause, never mind", it takes that command back).
        for index in clauses.indices where Self.retractions.contains(clauses[index].0)
            && analysis.clauses[(index + 1)...].contains(where: { !$0.commands.isEmpty })
        {
            let text = clauses[index].0.joined(separator: " ")
            if let at = analysis.otherTasks.firstIndex(of: text) { analysis.otherTasks.remove(at: at) }
        }
        // "Don't let the dog eat that, *stop*", "别让孩子把彩蛋都吃了，*停下来*": a bare stop right
        // after forbidding someone else something is said to them ("别让宝宝哭，暂停一下" pauses).
        for index in analysis.clauses.indices.dropFirst() where !clauses[index].1 {
            let before = clauses[index - 1].0.joined()
            guard analysis.clauses[index - 1].commands.isEmpty, Self.forbiddingOthers.contains(where: before.hasPrefix),
                Self.stopsSaidToSomeone.contains(clauses[index].0.joined())
            else { continue }
            analysis.clauses[index].withdrawCommands()
            analysis.otherTasks.append(clauses[index].0.joined(separator: " "))
        }
        // "Cancel and *restart*", "scrap it, start again": beginning again after a cancel is what
        // the speaker will do next; it is no second command.
        for index in analysis.clauses.indices.dropFirst()
        where analysis.clauses[index - 1].commands == ["cancel"] && Self.restarts.contains(clauses[index].0) {
            analysis.clauses[index].commands = []
            analysis.clauses[index].canonical = []
        }
        // A task in a reason counts only when no other clause gives a command: "I need to call
        // my coach" asks another app; "hold on, I need to call my coach" pauses.
        for index in analysis.clauses.indices where !analysis.clauses[index].reasonTasks.isEmpty {
            let commanded = analysis.clauses.indices.contains { $0 != index && !analysis.clauses[$0].commands.isEmpty }
            if !commanded { analysis.otherTasks += analysis.clauses[index].reasonTasks }
        }
        // "Stop and refill my bottle": stopping to do something else is a break, and what is
        // done is its reason (an end says what ends: "stop and save").
        for index in analysis.clauses.indices.dropLast() where analysis.clauses[index].isBareStop {
            let next = analysis.clauses[index + 1]
            // ("Stopp, ich muss verschnaufen": a reason that itself pauses says the same.)
            // (So does a thing's state after it, "stop, gate's shut", and anything about something
            // else after a stop said to the app by name, "Cadence, stop, a cow on the path".)
            guard next.commands.isEmpty || (next.commands == ["pause"] && next.givesReason),
                next.opensForeign || next.givesReason || next.states
                    || (analysis.clauses[index].namesApp && !next.foreign.isEmpty)
            else { continue }
            analysis.clauses[index].commands = ["pause"]
            analysis.clauses[index].canonical = analysis.clauses[index].canonical.map { $0 == "end" ? "pause" : $0 }
            analysis.clauses[index + 1].givesReason = true
        }
        // A reason beside a command explains it: "hold on, I need to drink some water" pauses,
        // it does not log water.
        if analysis.clauses.contains(where: { !$0.commands.isEmpty && !$0.givesReason }) {
            for index in analysis.clauses.indices where analysis.clauses[index].givesReason {
                analysis.clauses[index].commands = []
                analysis.clauses[index].canonical = []
                analysis.clauses[index].appWords = 0
                analysis.clauses[index].vocabularyWords = 0
            }
        }
        // News of what was done beside a clause that asks is its reason ("动感单车课*结束了*，停止记录").
        if analysis.clauses.contains(where: { !$0.commands.isEmpty && $0.toldPast.isEmpty }) {
            for index in analysis.clauses.indices where !analysis.clauses[index].toldPast.isEmpty {
                analysis.clauses[index].withdrawCommands()
                analysis.clauses[index].toldPast = []
            }
        }
        // "Chain's back on, let's roll": a start that names nothing, beside a clause that says
        // something is back as it was, goes on with the workout.
        if commands.contains("resume"), analysis.clauses.contains(where: \.tellsReturn) {
            for index in analysis.clauses.indices
            where analysis.clauses[index].commands == ["start"] && analysis.clauses[index].appWords == 0 {
                analysis.clauses[index].commands = ["resume"]
                analysis.clauses[index].canonical = analysis.clauses[index].canonical.map { $0 == "start" ? "resume" : $0 }
            }
        }
        // "A lap of the lake, start a run": beside a start, a lap with where it goes is the way.
        if analysis.clauses.contains(where: { $0.commands.contains("start") }) {
            for index in analysis.clauses.indices
            where analysis.clauses[index].lapsPlace && analysis.clauses[index].commands == ["lap"] {
                analysis.clauses[index].withdrawCommands()
            }
        }
        // "Stair climb challenge at the office, start a hiit session": a measure named as a
        // thing's part, beside a command that acts, is what the workout is.
        if analysis.clauses.contains(where: { !$0.commands.isEmpty && !$0.commands.isSubset(of: questions) }) {
            for index in analysis.clauses.indices where analysis.clauses[index].namesMeasuredThing {
                analysis.clauses[index].withdrawCommands()
            }
        }
        // A plan for later asks for nothing now ("I'm going swimming tomorrow"), unless another
        // clause asks without one ("pause, I'll finish it later").
        if analysis.clauses.contains(where: { !$0.commands.isEmpty && $0.later.isEmpty }) {
            for index in analysis.clauses.indices where !analysis.clauses[index].later.isEmpty {
                analysis.clauses[index].withdrawCommands()
            }
        } else {
            analysis.laterTimes = analysis.clauses.flatMap(\.later)
        }
        // "Stopping for water, pause the workout": a clause that asks decides over one that tells
        // what the speaker is doing.
        // So does one over a remark: "that was my last lap, I'm done" ends.
        // So does one over a clause that tells how something else is ("der Kurs ist vorbei, hör
        // auf") or reports what is done ("last lap done, wrap up the swim").
        func isContext(_ clause: UtteranceAnalysis.Clause) -> Bool {
            clause.describes || clause.isRemark || clause.tellsState || clause.reportsDone
        }
        if analysis.clauses.contains(where: { !$0.commands.isEmpty && !isContext($0) }) {
            for index in analysis.clauses.indices where isContext(analysis.clauses[index]) {
                analysis.clauses[index].withdrawCommands()
            }
        }
        return analysis
    }

    /// How a word of a clause reads.
    enum Reading {
        case filler(isPreposition: Bool)
        case command
        /// An activity said as what the speaker is doing or setting off to do ("I'm *riding*",
        /// "going out to *cycle*"): the start command and its own object at once.
        case activity
        /// One of the app's words; `isThing` when it names one of the app's things.
        case known(isThing: Bool)
        /// A number, an amount or a past form: neither the app's nor foreign.
        case neutral
        /// Read as the app's word it is near (cosine ≥ substitution).
        case substituted
        /// Near one of the app's words, not enough to be read as it; `value` when that word names a value.
        case near(value: VocabularyWord?)
        case foreign

        var isCommand: Bool { if case .command = self { true } else { false } }
        /// One of the app's words that names none of its things ("short", "status").
        var isKnownWord: Bool { if case .known(isThing: false) = self { true } else { false } }
        var isActivityOrThing: Bool {
            switch self {
            case .activity, .known(isThing: true): true
            default: false
            }
        }
        var isForeign: Bool { if case .foreign = self { true } else { false } }
        var isFiller: Bool { if case .filler = self { true } else { false } }
        var isNeutral: Bool { if case .neutral = self { true } else { false } }
        /// Foreign, or only near one of the app's words that names no value ("*coaching*").
        var isOthers: Bool { if case .near(value: nil) = self { true } else { isForeign } }
        /// Foreign, or near one of the app's words (a thing the app does not have, read either way).
        var isForeignOrNear: Bool {
            switch self {
            case .foreign, .near: true
            default: false
            }
        }
    }

    private func analyzeClause(_ words: [String], into analysis: inout UtteranceAnalysis) -> UtteranceAnalysis.Clause {
        var clause = UtteranceAnalysis.Clause()
        // A reason opens with the speaker's own need ("I need to"), or tells the speaker busy
        // with their own things ("I'm tying *my* shoe"), unlike words said to someone ("I'm coming").
        clause.givesReason =
            reasonOpenings.contains { words.starts(with: $0) }
            || (isEnglish && (words.first == "im" || words.starts(with: ["i", "am"])) && words.contains("my"))
            // So does someone who needs the speaker ("the kids *need me*", "die Kinder *rufen mich*").
            || Self.summonsOfSpeaker.contains { words.count > $0.count && words.suffix($0.count).elementsEqual($0) }
            // So does a mistake told ("I hit start *by mistake*", "pressed pause by accident").
            || (isEnglish && words.count > 2 && Self.tellsMistake(words))
        clause.states =
            words.dropFirst().contains(where: Self.stateCopulas.contains)
            // ("The spin studio *smells* of sweat": a verb of how a thing seems links it to its state.)
            || (isEnglish && words.dropFirst().contains(where: Self.linkingVerbsEnglish.contains))
        clause.statesOfThing = clause.states && words.first.map(Self.definiteArticles.contains) == true
            // ("*Duathlons are* run bike run": a plural the app does not have, then "are", says what
            // such things are, in general.)
            || (isEnglish && words.count > 3 && ["are", "were"].contains(words[1]) && words[0].count > 4
                && words[0].hasSuffix("s") && !words[0].hasSuffix("ss") && !knownWords.contains(words[0])
                && !knownWords.contains(String(words[0].dropLast())))
        // "Barrier's *down*", "chain off", "tyre flat": a thing and its state with the copula left
        // out (or run into the noun as "'s").
        if isEnglish, !clause.states, let state = words.last, Self.elidedStates.contains(state) {
            let thing = words.first.map(Self.thingDeterminers.contains) == true ? words.dropFirst() : words[...]
            clause.states = thing.count == 2
        }
        // ("Trag *sie* ein": German "sie" and "ihn" after the verb are the thing just named.)
        clause.otherPeople = words.enumerated().filter { index, word in
            Self.otherPeople.contains(word) && (index == 0 || !Self.pronounsOfThings.contains(word))
        }.map(\.element)
        // ("*Tell me* how far I've gone": a question may come after a request to answer it.)
        // ("*Uh*, how active was I": a hesitation before the question's word.)
        let unhesitating = words.drop(while: Self.hesitations.contains)
        let led =
            Self.questionLeads.first { unhesitating.starts(with: $0) }.map { unhesitating.dropFirst($0.count) }
            ?? unhesitating
        // ("*Auf* welcher Höhe sind wir", "*at* what altitude are we": the question's word may come
        // after the preposition it governs.)
        let asked = led.count > 2 && led.first.map(Self.questionPrepositions.contains) == true
            && led.dropFirst().first.map(interrogatives.contains) == true ? led.dropFirst() : led
        // ("*When I* got in": a clause of time opened as a reason asks nothing.)
        clause.opensQuestion =
            asked.first.map(interrogatives.contains) == true && asked.dropFirst().first != "about" && !clause.givesReason
        if clause.opensQuestion { clause.askedInGeneral = Self.askedInGeneral(words) }
        // "How was *your* week": a question about the listener's own, not the speaker's workouts.
        if clause.opensQuestion, clause.askedInGeneral.isEmpty, let yours = words.first(where: Self.listenersOwn.contains) {
            clause.askedInGeneral = [yours]
        }
        // "Are *you* done running": whether the listener has finished asks about them.
        if isEnglish, clause.opensQuestion, clause.askedInGeneral.isEmpty, words.count > 2, words[1] == "you",
            Self.completionWords.contains(words[2])
        {
            clause.askedInGeneral = ["you"]
        }
        let pieces = pipeline.analyze(words)
        let asksInChinese = Self.asksInChinese(pieces)
        // Chinese comes as characters: the people other than the speaker are found in their run.
        let companionPositions = chinesePeople(in: pieces, into: &clause)
        // First pass: what each word is, and the clause's commands.
        var readings: [Reading] = []
        var negated = false
        // After "have" a past form is a verb of the perfect ("what have I done"), not a description.
        var perfect = false
        var participles: [String] = []
        // Whether every command so far came from an -ing form.
        var participleCommands = true
        // Pieces of a value's name standing alone in a question ("what *day* is it", of "leg day").
        var loneFragments: [String] = []
        var previousRaw: String?
        // Where a preposition of time stands ("a bottle *after* the run"), until the words it
        // governs are read; and whether one of them was.
        var whenFrom: Int?
        // Where the last word of a stretch pointed at in a question was ("on this *firm* sand").
        var stretchAt = -2
        // Where the last word of a measure's fragment's place was ("average pace among the *trees*").
        var fragmentPlaceAt = -2
        var whenRead = false
        // Where what is too much to do starts ("too hot *to run*"): nothing from there is asked for.
        let excessFrom = Self.excessive(in: pieces)
        // Where a clause of time gone by starts ("how far have I hiked *since we left* the car
        // park"): what it tells says from when; it asks for nothing. (Its subject may be named
        // with its article: "since *the nephew* left".)
        func isPast(_ piece: TokenPipeline.Piece) -> Bool {
            // (A past form the lexicon reads as a filler too: "*left*" of "time left".)
            piece.isPastForm || piece.raw.first.map { TokenPipeline.englishIrregular[$0] != nil } == true
        }
        let sinceFrom =
            isEnglish
            ? pieces.indices.dropLast(2).first { at in
                guard pieces[at].raw == ["since"], pieces[at + 1].raw.count == 1 else { return false }
                if Self.personalSubjects.contains(pieces[at + 1].raw[0]) { return isPast(pieces[at + 2]) }
                // (Then only after the speaker's own measure: "how long since the parcel came" asks
                // of the parcel.)
                let ownMeasure = pieces[..<at].contains {
                    $0.raw.contains(where: { Self.ownMeasureWords.contains($0) || $0 == "me" || $0 == "us" })
                        || $0.canonical.map(standaloneValueWords.contains) == true
                }
                return ownMeasure && at + 3 < pieces.count
                    && Self.nounDeterminers.union(Self.possessivesEnglish).contains(pieces[at + 1].raw[0])
                    && pieces[at + 2].raw.count == 1 && isPast(pieces[at + 3])
            } : nil
        // Where what an activity is for starts ("night hike *to see the stars*", "*off to see*
        // the lights"): what it tells is why; it asks for nothing.
        let purposeFrom =
            isEnglish
            ? pieces.indices.dropFirst().dropLast().first { at in
                pieces[at].raw == ["to"]
                    && (pieces[at - 1].canonical.map(standaloneValueWords.contains) == true || pieces[at - 1].raw == ["off"])
                    && pieces[at + 1].raw.count == 1 && Self.purposeVerbs.contains(pieces[at + 1].raw[0])
            } : nil
        // What the clause says happened to a thing ("the treadmill *timed out*").
        var happened: [String] = []
        // Whether the word at a position comes right after a place's word ("the feed *zone*").
        func continuesPlace(_ position: Int) -> Bool {
            position > 0 && clause.placeWords.last == pieces[position - 1].raw.joined(separator: " ")
        }
        // "A glass of water *at the aid station*", "a sip *at the trig* point": where something
        // is done, said after a preposition of place (a compound's every word). So is the weather
        // it is done in ("a bottle of water *in the heat*"). (German: "ein Glas Wasser *am
        // Verpflegungsstand*".)
        func namesWhere(_ piece: TokenPipeline.Piece, at position: Int) -> Bool {
            guard piece.raw.count == 1 else { return false }
            if isEnglish {
                // (And where the activity goes: "on the ride *to the shop*".)
                let to = Self.preposition(among: ["to"], through: Self.companionDeterminers, before: position, in: pieces)
                return Self.preposition(among: Self.wherePrepositionsEnglish, through: Self.companionDeterminers, before: position, in: pieces)
                    != nil
                    || to.map { $0 > 1 && pieces[$0 - 1].canonical.map(standaloneValueWords.contains) == true
                        && pieces[$0 - 2].raw.last.map(Self.nounDeterminers.contains) == true } == true
                    || continuesPlace(position)
                    // (And what the activity goes round: "steps *round the zoo*"; "how far is *it*
                    // round the lake" asks about the way.)
                    || Self.preposition(among: Self.roundPrepositionsEnglish, through: Self.companionDeterminers, before: position, in: pieces)
                        .map { $0 > 0 && pieces[$0 - 1].raw != ["it"] } == true
                    // (The second word of a place whose first is the app's too: "on the *river* path".)
                    || (position > 1 && pieces[position - 1].raw.count == 1 && readings.last?.isCommand == false
                        && Self.preposition(
                            among: Self.wherePrepositionsEnglish, through: Self.companionDeterminers, before: position - 1, in: pieces)
                            != nil)
                    || Self.isWeather(at: position, in: pieces)
            }
            return isGerman
                && Self.preposition(among: Self.germanAtPrepositions, through: Self.placeDeterminers, before: position, in: pieces) != nil
        }
        // "Is my pace *slipping*", "is my heart rate *too high*": asked whether the speaker's measure
        // is so, what it is said to be only describes it. (Not a thing named after the measure: "is
        // my heart rate *monitor* charged".)
        let describedAfter =
            isEnglish && pieces.count > 3 && pieces[0].raw.count == 1 && Self.yesNoCopulas.contains(pieces[0].raw[0])
                && pieces[1].raw == ["my"] && pieces[2].canonical.map(questions.contains) == true
                && pieces[3].raw.first.map { $0.hasSuffix("ing") || Self.describingWords.contains($0) } == true ? 2 : nil
        let activityDays = isEnglish && pieces.contains(where: { $0.canonical == "show" }) ? daysOfOneActivity(pieces) : []
        let destinations = isEnglish ? destinationsSoFar(pieces) : []
        let countedBySpeaker = isEnglish ? countedByTheSpeaker(pieces) : []
        // "*五分钟后*开会": a span of time from now, in Chinese, says when something else is, in a
        // clause that gives no command ("两个小时之后结束" is a command for later).
        let timeFromNow =
            pieces.contains(where: { $0.canonical.map(commands.contains) == true }) ? [] : Self.chineseTimeFromNow(in: pieces)
        let passedOver = Self.passedOver(in: pieces, commands: commands)
        let copiedVerb = asksInChinese ? Self.chineseCopiedVerb(in: pieces) : []
        // "Wie weit bin ich zur Arbeit *geradelt*": a German question of the speaker's own
        // activity done so far, whose way somewhere is where it went (not "wie weit ist es *noch*").
        let ownOuting =
            isGerman && clause.opensQuestion && words.contains(where: Self.germanSpeakerWords.contains) && !words.contains("noch")
            && pieces.contains(where: isGermanActivityParticiple)
        // "Am I quicker *than yesterday's run home*", "bin ich schneller *als gestern*", "我比*昨天*
        // 跑得快吗": what a question of now compares the speaker with names no period asked for
        // ("did I run more than last week" asks of the weeks).
        // (So does one said in the perfect: "how much further *have we walked* than yesterday".)
        let comparedWith = Self.comparedWith(
            in: pieces,
            asking: asksInChinese || words.first.map(Self.presentCopulasAsking.contains) == true
                || (isEnglish && clause.opensQuestion && (words.contains("have") || words.contains("has"))
                    && !words.contains("did")))
        // A word read as about something else: the clause keeps it among its foreign words.
        func readForeign(_ text: String, as canonical: String) {
            clause.foreign.append(text)
            clause.canonical.append(canonical)
            readings.append(.foreign)
        }
        // A word read as asking for the workout's status: the clause asks.
        func readAsking() {
            clause.commands.insert("status")
            clause.canonical.append("status")
            readings.append(.command)
        }
        for (position, piece) in pieces.enumerated() {
            // "A ride on the trainer *instead of the road*", "Rolle *statt Straße*": what is passed
            // over names nothing asked for. ("*打腿打*了几个来回了": nor does what the speaker is
            // doing, said twice in a Chinese question.)
            if passedOver.contains(position) || copiedVerb.contains(position) || comparedWith.contains(position) {
                readings.append(.neutral)
                continue
            }
            // "How many *dune climbs* have I done": what the speaker counts is asked (its last word).
            if countedBySpeaker.contains(position) {
                if position == countedBySpeaker.last { readAsking() } else { readings.append(.neutral) }
                continue
            }
            // "*跟朋友*去跑步": who comes along is context.
            // And the day one activity shown was done, which names it: it is no period and no plan
            // ("show me the lake swim *from this morning*", "*yesterday's* hill run").
            if companionPositions.contains(position) || activityDays.contains(position)
                || timeFromNow.contains(position) || destinations.contains(position)
            {
                readings.append(.neutral)
                continue
            }
            // (Not after an article, where it qualifies a noun: "the *after* school club".)
            // ("How many steps *in this* meeting": "in" before "this" says when, too.)
            if (isEnglish && piece.raw.count == 1 && Self.timePrepositions.contains(piece.raw[0]) && piece.raw[0] != "since"
                && (position == 0 || pieces[position - 1].raw.last.map(Self.nounDeterminers.contains) != true))
                || (isEnglish && piece.raw == ["in"] && Self.singleWord(at: position + 1, in: pieces) == "this")
                || (isGerman && piece.raw == ["wahrend"])
            {
                whenFrom = position
                whenRead = false
            }
            var startsActivity = false
            let before = previousRaw
            previousRaw = piece.raw.last
            if piece.raw.contains(where: Self.perfectAuxiliaries.contains) { perfect = true }
            // ("I have *drunk* 300 ml" is how water is logged: a word of the app's is no news.)
            if perfect, piece.isPastForm, !(piece.canonical.map(knownWords.contains) ?? false) {
                participles.append(piece.raw.joined(separator: " "))
            }
            let text = piece.raw.joined(separator: " ")
            switch piece.elsewhere {
            // "Hold on, I need to answer the *phone*": a task given as the reason for a command
            // beside it is why the person stops, not a request (decided in `analyze`).
            // So is one that is what the clause tells about ("the *phone* is ringing, pause", "*call*
            // is over, back to it"): a noun, the subject of a copula or an -ing form after it.
            // And one the speaker says they are doing ("*ich* mache kurz ein Foto", "*I'm* calling
            // my mum").
            // So is one the clause reports done ("*Foto* gemacht, weiter", "Suppe *gegessen*", "photo
            // taken, carry on"): a clause that ends on a past form, asking nothing.
            // (Chinese tells it done by 了 after it: "*买*好三明治了".)
            // And one after a possessive, a thing ("someone used *my phone*").
            // And one told on or off ("*Licht* an, Fahrt starten").
            // ("How far have we walked *during this call*": a task's word a preposition of time
            // governs says when.)
            case .task where whenFrom.map { position > $0 && position - $0 <= 3 } == true: break
            case .task
            where clause.givesReason || isSubject(at: position, in: pieces)
                || (isEnglish && position > 0 && piece.raw.count == 1 && pieces[position - 1].raw.count == 1
                    && Self.possessivesEnglish.contains(pieces[position - 1].raw[0]))
                // Or after a determiner or a word that qualifies it, a noun ("knocked *the phone*
                // over", "*conference call* in ten").
                || (isEnglish && position > 0 && piece.raw.count == 1 && pieces[position - 1].raw.count == 1
                    && (Self.nounDeterminers.contains(pieces[position - 1].raw[0])
                        || (readings.last?.isForeign == true && pieces[position - 1].canonical.map(knownWords.contains) == false)))
                || (isEnglish ? words.first == "im" || words.starts(with: ["i", "am"]) : words.first == "ich")
                // ("Schwiegervater *macht* ein Foto": someone else doing it, told in German.)
                || (isGerman && position >= 2 && words.contains(where: { $0 == "macht" || $0 == "machen" }))
                || (isGerman && position == 0 && pieces.count == 2 && pieces[1].raw.count == 1
                    && Self.germanStateParticles.contains(pieces[1].raw[0]))
                || (pieces.last?.isPastForm == true && !clause.opensQuestion)
                // ("*Finished* my call, carry on": after a command's past form that opens the clause.)
                || (isEnglish && position > 0 && Self.opensOnCommandPast(pieces, readings))
                // ("He's *gone to play*": where someone has gone to do it.)
                || (isEnglish && position >= 2 && pieces[position - 1].raw == ["to"]
                    && pieces[position - 2].raw.last.map({ $0 == "gone" || $0 == "went" }) == true)
                || (piece.raw.allSatisfy(Self.isChinese) && !asksInChinese
                    && pieces[(position + 1)...].contains(where: { $0.raw.contains("了") }))
                // ("*买*杯咖啡，暂停一下": in Chinese a task in a clause that gives no command of its
                // own is what the speaker is doing, the reason for another clause's command.)
                || (piece.raw.allSatisfy(Self.isChinese) && !asksInChinese
                    && !pieces.contains(where: { $0.canonical.map(commands.contains) == true }))
                // ("*Foto* am Wasserfall, Pause", "Foto vom See": a task's word that opens the
                // clause before a preposition is a noun, a thing.)
                || (position == 0 && piece.raw.count == 1 && pieces.count > 2 && pieces[1].raw.count == 1
                    && (prepositions.contains(pieces[1].raw[0]) || Self.germanAtPrepositions.contains(pieces[1].raw[0])
                        || Self.germanWherePrepositions.contains(pieces[1].raw[0]) || pieces[1].raw[0] == "von"
                        || pieces[1].raw[0] == "vom")):
                clause.reasonTasks.append(text)
            case .task: analysis.otherTasks.append(text)
            case .assistant: analysis.otherAssistants.append(text)
            case .remark:
                analysis.remarks.append(text)
                if position == 0 { clause.isRemark = true }
            // (In a question, tonight is today: "how far have I run *tonight*".)
            case .later where clause.opensQuestion && Self.presentEvenings.contains(text): break
            // (Nor after a past form: "the race I *ran tonight*".)
            case .later where position > 0 && pieces[position - 1].isPastForm && Self.presentEvenings.contains(text): break
            case .later: clause.later.append(text)
            case nil: break
            }
            guard let canonical = piece.canonical else {
                // "Split *the check*": after a determiner, a small verb is a noun, and a thing
                // the app does not have.
                if isEnglish, piece.raw.count == 1, Self.fillerVerbs.contains(piece.raw[0]),
                    before.map(Self.nounDeterminers.contains) == true
                {
                    readForeign(text, as: piece.raw[0])
                    continue
                }
                if piece.raw.count == 1, negations.contains(piece.raw[0]) {
                    negated = true
                    clause.negation = piece.raw[0]
                }
                // "Beende *die App*", "close the app": the app itself, named after a command, is
                // what the command acts on, not this workout.
                // So is another app, named by the word before ("starte die *Stoppuhr-App*", "the
                // *stopwatch app*").
                if piece.raw == ["app"], !clause.commands.isEmpty, position > 0,
                    before.map(Self.appDeterminers.contains) == true || pieces[position - 1].canonical != nil
                {
                    readForeign(text, as: "app")
                    continue
                }
                // "Acht *Grad*": degrees after a number are the weather's (not "grad", just now).
                if isGerman, piece.raw == ["grad"], position > 0, Self.isNumberWord(at: position - 1, in: pieces) {
                    readForeign(text, as: "grad")
                    continue
                }
                // "Das Hallenbad *hat* an Feiertagen *zu*", "ist auf": the particle that closes a
                // clause with "ist" or "hat" and no command says whether a place is open; the
                // clause tells about it.
                if isGerman, position == pieces.count - 1, piece.raw == ["zu"] || piece.raw == ["auf"], clause.commands.isEmpty,
                    words.dropLast().contains(where: Self.germanOpenStateVerbs.contains)
                {
                    readForeign(text, as: piece.raw[0])
                    continue
                }
                if whenRead { whenFrom = nil }
                readings.append(.filler(isPreposition: piece.raw.count == 1 && prepositions.contains(piece.raw[0])))
                continue
            }
            // "A sip from the *neighbours'* bottle": whose the thing is that a value comes from.
            if isEnglish, position >= 2, position + 1 < pieces.count, piece.raw.count == 1, piece.raw[0].hasSuffix("s"),
                pieces[position - 2].raw == ["from"], before.map(Self.nounDeterminers.contains) == true,
                !knownWords.contains(canonical), pieces[position + 1].canonical.map(standaloneValueWords.contains) == true
            {
                readings.append(.neutral)
                continue
            }
            // "海*水*九度", "湖水": the water of a sea, lake or river is swum in, not drunk.
            if piece.raw == ["水"], Self.singleWord(at: position - 1, in: pieces).map(Self.chineseOpenWaters.contains) == true {
                readings.append(.neutral)
                continue
            }
            // "A glass of *cold* water", "some *sparkling* water": a word the app does not have
            // right before the water drunk says what water.
            if isEnglish, piece.raw.count == 1, position + 1 < pieces.count, pieces[position + 1].raw == ["water"],
                !knownWords.contains(canonical), !commands.contains(canonical),
                position == 0 || before.map(Self.waterLeads.contains) == true,
                position + 2 >= pieces.count || pieces[position + 2].raw.first.map(Self.plunges.contains) != true
            {
                readings.append(.neutral)
                continue
            }
            // "*Cold water* dip in the sea": water said with how it is, before a dip or a swim, is
            // swum in, not drunk ("a glass of cold water" is).
            if isEnglish, piece.raw == ["water"], before.map(Self.waterConditions.contains) == true, position + 1 < pieces.count,
                pieces[position + 1].raw.first.map(Self.plunges.contains) == true
                    || pieces[position + 1].canonical.map(standaloneValueWords.contains) == true
            {
                readings.append(.neutral)
                continue
            }
            // "Forty is just *a number*": a measure's word after a copula and "a" is what
            // something is said to be; it asks nothing.
            if canonical == "status", isEnglish, !clause.opensQuestion, before == "a" || before == "an",
                pieces[..<position].contains(where: Self.isCopula)
            {
                readForeign(text, as: canonical)
                continue
            }
            // "两*点*五公里": 点 between two numbers is a decimal point.
            if piece.raw == ["点"], Self.singleWord(at: position - 1, in: pieces).map(Self.isChineseNumeral) == true,
                Self.singleWord(at: position + 1, in: pieces).map(Self.isChineseNumeral) == true
            {
                readings.append(.neutral)
                continue
            }
            // "A marathon *pace* run", "show my *tempo* ride": a kind of effort right before one of
            // the app's activities says which kind of it, in a clause that does not ask.
            if isEnglish, !clause.opensQuestion, piece.raw.count == 1, Self.effortKinds.contains(piece.raw[0]),
                position + 1 < pieces.count, activityNamed(in: pieces[position + 1]) != nil
            {
                readings.append(.neutral)
                continue
            }
            // "Lauf *im Marathontempo*": in German, the pace a run is done at, after "im", says how.
            if isGerman, piece.raw == ["tempo"],
                pieces[max(0, position - 2)..<position].contains(where: { $0.raw == ["im"] })
            {
                readings.append(.neutral)
                continue
            }
            // "Vorsätze halten drei *Wochen*": in German, weeks, months or years counted after a
            // command that acts on the workout say how long something lasts; they are no thing of
            // the app's for it to act on.
            if isGerman, position > 1, piece.raw.count == 1, Self.germanLongDurations.contains(piece.raw[0]),
                Self.isNumberWord(at: position - 1, in: pieces),
                pieces[..<position].contains(where: { $0.canonical.map(Self.workoutCommands.contains) == true })
            {
                readings.append(.neutral)
                continue
            }
            // "骑了*超*过八公里*有*": in Chinese, 超过 before a number says "more than", and 有 after 没
            // closing a clause that has said 了 asks whether; neither names a thing.
            if !isEnglish, !isGerman, piece.raw == ["超"] || piece.raw == ["有"],
                piece.raw == ["超"]
                    ? Self.singleWord(at: position + 1, in: pieces) == "过"
                        && Self.singleWord(at: position + 2, in: pieces).map(Self.isChineseNumeral) == true
                    : position == pieces.count - 1 && Self.singleWord(at: position - 1, in: pieces) == "没"
                        && pieces[..<position].contains(where: { $0.raw.contains("了") })
            {
                readings.append(.neutral)
                continue
            }
            // "Summit *number* two": "number" before a number labels what is counted; it asks nothing.
            if isEnglish, piece.raw == ["number"], position > 0, Self.isNumberWord(at: position + 1, in: pieces) {
                readings.append(.neutral)
                continue
            }
            // "Steel cables *to clip into*": a command's word after "to" and a thing the app does not
            // have says what that thing is for; nothing is asked.
            // (Not a verb that opens the clause: "use Cadence to track my walk" reaches here as "use
            // to track my walk".)
            if isEnglish, position >= 3, commands.contains(canonical), pieces[position - 1].raw == ["to"],
                readings[position - 2].isForeign
            {
                readForeign(text, as: canonical)
                continue
            }
            // "Gloves *off for a* drink": "off" right after a thing the app does not have says what
            // came off; nobody sets off for anything.
            if isEnglish, position > 0, piece.raw.first == "off", canonical == "start",
                readings[position - 1].isForeignOrNear
            {
                readForeign(text, as: canonical)
                continue
            }
            // "School *pick up* in twenty": "pick up" after the one word opening the clause, a thing
            // the app does not have, is a noun; it resumes nothing.
            if isEnglish, position == 1, piece.raw == ["pick", "up"], pieces[0].raw.count == 1,
                readings[0].isForeignOrNear
            {
                readForeign(text, as: canonical)
                continue
            }
            // "Show my *new year's* dip": the day the year begins on, before what was done then,
            // not the year ("how many runs since new year" asks of it).
            if isEnglish, piece.raw == ["years"] || piece.raw == ["year"], before == "new",
                position + 1 < pieces.count
            {
                readings.append(.neutral)
                continue
            }
            // "How was the *first* lap": an ordinal before a lap's noun says which stretch; before
            // an activity, which outing ("*first* run at altitude").
            if isEnglish, piece.raw.count == 1, Self.ordinals.contains(piece.raw[0]), position + 1 < pieces.count,
                Self.singleWord(at: position + 1, in: pieces).map(Self.lapNouns.contains) == true
                    || pieces[position + 1].canonical.map(standaloneValueWords.contains) == true
            {
                readings.append(.neutral)
                continue
            }
            // "Wie viele Schritte heute *Abend*": in a question, the part of today said after
            // "heute" is today's.
            if isGerman, clause.opensQuestion, piece.raw.count == 1, before == "heute", Self.germanDayParts.contains(piece.raw[0]) {
                readings.append(.neutral)
                continue
            }
            // "What did I manage *over the holidays*": a long break after "over" says when.
            if isEnglish, piece.raw.count == 1, Self.longBreaks.contains(piece.raw[0]), position >= 1,
                pieces[position - 1].raw == ["over"]
                    || (position >= 2 && pieces[position - 1].raw == ["the"] && pieces[position - 2].raw == ["over"])
            {
                readings.append(.neutral)
                continue
            }
            // "How far along *the prom* are we", "how far up the hill": the way a question of
            // distance asks along is where the speaker is. (Not "into", which is also into a film.)
            if isEnglish, piece.raw.count == 1, position >= 2, pieces[position - 1].raw.count == 1,
                Self.nounDeterminers.contains(pieces[position - 1].raw[0]),
                let way = pieces[position - 2].raw.last, Self.wayPrepositionsEnglish.contains(way),
                pieces[position - 2].canonical == "status"
                    || (position >= 3 && pieces[position - 2].raw.count == 1 && pieces[position - 3].canonical == "status")
            {
                readings.append(.neutral)
                continue
            }
            // "Wie viele Höhenmeter *haben* wir gemacht": in a question, the perfect's auxiliary
            // says when, as "habe" and "hat" do.
            if isGerman, clause.opensQuestion, piece.raw == ["haben"] || piece.raw == ["habt"] {
                readings.append(.neutral)
                continue
            }
            // "Stop the twins splashing *each other*": the other of "each other" is a person, not
            // a workout of another kind.
            if isEnglish, piece.raw == ["other"], before == "each" {
                readForeign(text, as: canonical)
                continue
            }
            // "Cooled *off on* the side": "off" right after a past form is that verb's particle
            // ("dried off", "dozed off"); with "on" it sets off on nothing.
            if isEnglish, canonical == "start", piece.raw == ["off", "on"], position >= 1,
                pieces[position - 1].isPastForm
            {
                readings.append(.neutral)
                continue
            }
            // "What have I done this week *while cruising*": what the speaker does meanwhile, an -ing
            // form after "while", is context; it names nothing asked for.
            if isEnglish, position >= 1, piece.raw.count == 1, piece.raw[0].hasSuffix("ing"), piece.raw[0].count > 5,
                pieces[position - 1].raw == ["while"] || pieces[position - 1].raw == ["whilst"],
                piece.canonical.map({ !commands.contains($0) && !standaloneValueWords.contains($0) }) ?? true
            {
                readings.append(.neutral)
                continue
            }
            // "*Finish* arch, end the run": "finish" with one noun the app does not have, alone in
            // its clause, names a place of a race ("finish line" is said whole); it ends nothing.
            if isEnglish, canonical == "end", piece.raw == ["finish"], position == 0, pieces.count == 2,
                pieces[1].raw.count == 1, pieces[1].canonical.map({ !knownWords.contains($0) }) == true
            {
                readings.append(.neutral)
                continue
            }
            // "Fairground *loop* before it opens": a lap's word right after a word the app does not
            // have, opening a clause that goes on, is the route's name, a noun; it marks no lap.
            if isEnglish, canonical == "lap", piece.raw == ["loop"] || piece.raw == ["circuit"], position == 1,
                pieces.count > 2, readings.first?.isForeignOrNear == true,
                pieces[2].raw.first.map({ word in
                    Self.timePrepositions.contains(word) || Self.wherePrepositionsEnglish.contains(word)
                }) == true
            {
                readings.append(.neutral)
                continue
            }
            // "Last *breath*, end my yoga": a pause's noun that only "last" or "final" comes before,
            // alone in its clause, tells what was last; it asks for no pause.
            if isEnglish, canonical == "pause", piece.raw.count == 1, position == 1, pieces.count == 2,
                pieces[0].raw == ["last"] || pieces[0].raw == ["final"]
            {
                readings.append(.neutral)
                continue
            }
            // "Can *see* the cairns again": seeing after "can" or "could", said of oneself, is what
            // the speaker perceives; it shows nothing ("can you see …" and "can I see my run" ask).
            if isEnglish, piece.raw == ["see"], canonical == "show", before == "can" || before == "could",
                position < 2 || pieces[position - 2].raw.last != "you"
            {
                readForeign(text, as: canonical)
                continue
            }
            // "*Power* flickered", "power cut": the house's power, not the rider's watts.
            if isEnglish, piece.raw == ["power"], position + 1 < pieces.count,
                pieces[position + 1].isPastForm || pieces[position + 1].raw.first.map(Self.powerFailures.contains) == true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "Back at *the steps*": a measure's word after a preposition of where and "the", in
            // a clause that asks nothing, names the place.
            if isEnglish, canonical == "status", !clause.opensQuestion, piece.raw.count == 1, before == "the",
                Self.preposition(among: Self.wherePrepositionsEnglish, through: ["the"], before: position, in: pieces) != nil
            {
                clause.placeWords.append(text)
                readings.append(.neutral)
                continue
            }
            // (Read by the two English rules below only.)
            let determinedBefore =
                isEnglish
                && pieces[max(0, position - 2)..<position].contains { $0.raw.count == 1 && Self.nounDeterminers.contains($0.raw[0]) }
            // "The hilly *loop* is 40 k": a command's word after a determiner, the subject of a
            // copula, is a thing ("the lap is done" still marks one). So is one that opens the
            // clause, when the copula says when or where it is ("*pick up* is at quarter past three").
            // (A lap's of several words too: "the *next interval* is the hardest".)
            if isEnglish, commands.contains(canonical), !questions.contains(canonical),
                ((piece.raw.count == 1 || canonical == "lap") && determinedBefore)
                    || (position == 0 && position + 2 < pieces.count
                        && pieces[position + 2].raw.first.map(Self.whenOrWherePrepositions.contains) == true),
                position + 1 < pieces.count, Self.isCopula(pieces[position + 1]),
                position + 2 >= pieces.count || pieces[position + 2].raw.first.map(Self.endedStates.contains) != true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "Office *stretch* break": an activity right before "break" names the kind of break, one
            // from work; it starts nothing.
            if isEnglish, standaloneValueWords.contains(canonical), piece.raw.count == 1,
                Self.singleWord(at: position + 1, in: pieces) == "break"
            {
                readings.append(.neutral)
                continue
            }
            // "The hilly *loop* ride": a lap's word right before an activity, after a determiner,
            // names the activity's kind.
            if isEnglish, canonical == "lap", piece.raw.count == 1, determinedBefore, position + 1 < pieces.count,
                pieces[position + 1].canonical.map(standaloneValueWords.contains) == true
            {
                readings.append(.neutral)
                continue
            }
            // "Sandbag *split open*": "split" before how a thing came apart is what happened to it,
            // no lap.
            if isEnglish, piece.raw == ["split"], position + 1 < pieces.count,
                pieces[position + 1].raw.first.map(Self.splitResults.contains) == true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "A walk *round* it", "steps round the zoo": "round" before what it goes round is a
            // preposition, no lap.
            if isEnglish, piece.raw == ["round"], position + 1 < pieces.count,
                pieces[position + 1].raw.first.map(Self.roundedThings.contains) == true
            {
                readings.append(.filler(isPreposition: true))
                continue
            }
            // "Back to tempo *pace*", "zurück ins *Tempo*": a measure after "back to" is what one
            // goes back to, the app's thing; it asks nothing.
            if questions.contains(canonical), !clause.opensQuestion, position == pieces.count - 1,
                let resume = readings.lastIndex(where: \.isCommand), pieces[resume].canonical == "resume",
                isEnglish ? pieces[resume].raw.last == "to" : pieces[resume].raw.first == "zuruck", position - resume <= 2
            {
                clause.canonical.append(canonical)
                clause.appWords += 1
                readings.append(.known(isThing: true))
                continue
            }
            // "What's the five hundred *split*", "how was the first *lap*": a lap's noun numbered or
            // ordered, in a question opened with "what" or "how", asks its time; it marks none. So
            // does one asked to be told: "give me my five hundred *split*", "tell me the last lap".
            if isEnglish, canonical == "lap", piece.raw.count == 1, Self.lapNouns.contains(piece.raw[0]),
                (clause.opensQuestion && unhesitating.first.map(Self.timeQuestionWords.contains) == true
                    && Self.isNumberWord(at: position - 1, in: pieces))
                    || (Self.tellingRequests.contains(Array(unhesitating.prefix(2)))
                        && (Self.isNumberWord(at: position - 1, in: pieces)
                            || Self.singleWord(at: position - 1, in: pieces).map(["last", "previous"].contains) == true))
            {
                readAsking()
                continue
            }
            // "What was that *last* four hundred in": the last stretch numbered by its distance, in a
            // question of what or how, asks its time, as "the last lap" does; it shows no workout.
            if isEnglish, piece.raw == ["last"], clause.opensQuestion,
                unhesitating.first.map(Self.timeQuestionWords.contains) == true,
                position + 1 < pieces.count, pieces[position + 1].raw.allSatisfy(Self.isQuantity),
                pieces[(position + 2)...].allSatisfy({ piece in
                    piece.raw == ["in"]
                        || piece.raw.allSatisfy { Self.isQuantity($0) || Self.distanceUnitsEnglish.contains($0) }
                })
            {
                readAsking()
                continue
            }
            // "*Lengths* with the kickboard so far": what is counted, opening a clause that closes on
            // "so far", asks how many, as "lengths so far" does with nothing between.
            if isEnglish, position == 0, piece.raw.count == 1, Self.countedSoFar.contains(piece.raw[0]), words.count > 3,
                words.suffix(2) == ["so", "far"]
            {
                readAsking()
                continue
            }
            // "How far did I *go on* my last ride": "go on" after "did" and its subject is the
            // question's verb and its preposition; it resumes nothing.
            if isEnglish, piece.raw == ["go", "on"], position >= 2, pieces[position - 2].raw == ["did"],
                Self.singleWord(at: position - 1, in: pieces).map(["i", "we", "you"].contains) == true
            {
                readings.append(.filler(isPreposition: true))
                continue
            }
            // "Show me the *stats* for my last walk", "my *pace* on my last run": a measure's word
            // right before a saved workout named after a preposition is what of it is shown; it
            // asks nothing of now.
            if questions.contains(canonical), position + 2 < pieces.count,
                Self.singleWord(at: position + 1, in: pieces).map(["for", "from", "of", "on", "in"].contains) == true,
                pieces[position + 2].canonical == "show", pieces[position + 2].raw.count > 1,
                pieces[position + 2].raw.contains(where: Self.lastWorkoutWords.contains)
            {
                readings.append(.neutral)
                continue
            }
            // "Average *split* on this row": a lap's noun after "average" is the measure asked; it
            // marks none.
            if isEnglish, canonical == "lap", piece.raw.count == 1, Self.lapNouns.contains(piece.raw[0]),
                before == "average" || before == "avg"
            {
                readings.append(.neutral)
                continue
            }
            // "Zwei *Runden* reichen": laps counted before a word of being enough are how many were
            // done, enough (the other clause says what follows); none is marked.
            if isGerman, canonical == "lap", piece.raw.count == 1, position >= 1, Self.isNumberWord(at: position - 1, in: pieces),
                pieces[(position + 1)...].contains(where: { $0.raw.count == 1 && Self.germanEnough.contains($0.raw[0]) })
            {
                readings.append(.neutral)
                continue
            }
            // "In welcher Zeit war die letzte *Runde*": a lap named by its order, after the question's
            // own word, is what is asked about; none is marked (as "how was the last lap" asks).
            if isGerman, canonical == "lap", piece.raw.count == 1, clause.commands.contains(where: questions.contains),
                Self.singleWord(at: position - 1, in: pieces).map(Self.germanLapOrders.contains) == true
            {
                readings.append(.neutral)
                continue
            }
            // "继续走*下山*", "跑*上坡*": in Chinese, up or down a hill, a slope or stairs right after
            // the verb of going says which way.
            if Self.isChineseWayAfterVerb(at: position, in: pieces) {
                readings.append(.neutral)
                continue
            }
            // "五百*米*": metres counted, in Chinese, are a distance said, no thing. (Half a metre,
            // "半米", only in a question of a measure: "我现在*半米*…" says over what stretch.)
            if piece.raw == ["米"], position > 0,
                pieces[position - 1].raw.last.map(Self.isChineseNumeral) == true
                    || (Self.singleWord(at: position - 1, in: pieces).map(Self.chineseNumerals.contains) == true
                        && pieces.contains(where: { $0.canonical.map(questions.contains) == true }))
            {
                readings.append(.neutral)
                continue
            }
            // "还剩几*圈*", "还有几组": in Chinese, laps or sets counted with 几 after what is left
            // ask how many; they mark or start none ("再跑几圈" is a few more).
            if piece.raw.count == 1, piece.raw.allSatisfy(Self.isChinese), position >= 2, pieces[position - 1].raw == ["几"],
                Self.chineseLeft.contains(pieces[position - 2].raw.joined())
            {
                readAsking()
                continue
            }
            // "我的平均五百米*分段*多少": in Chinese, a lap's word after 的 in a clause that asks is
            // the split asked about; it marks none.
            if asksInChinese, canonical == "lap", piece.raw.allSatisfy(Self.isChinese),
                pieces[..<position].contains(where: { $0.raw.contains("的") })
            {
                readAsking()
                continue
            }
            // "Locked up at the pub, *ride over*": "over" closing a clause that names only the
            // activity ends it ("ride over to the shop" and "got run over" go on or tell).
            if isEnglish, piece.raw == ["over"], position == pieces.count - 1, position > 0,
                pieces[position - 1].canonical.map(standaloneValueWords.contains) == true,
                readings[position - 1].isActivityOrThing,
                pieces[..<(position - 1)].allSatisfy({ $0.raw.count == 1 && Self.thingDeterminers.contains($0.raw[0]) })
            {
                clause.commands.insert("end")
                clause.canonical.append("end")
                readings.append(.command)
                continue
            }
            if let describedAfter, position > describedAfter {
                clause.canonical.append(canonical)
                readings.append(.neutral)
                continue
            }
            if let from = excessFrom ?? sinceFrom ?? purposeFrom, position >= from {
                clause.canonical.append(canonical)
                readings.append(.neutral)
                continue
            }
            // "A whole bottle *after the run*", "intervals *before dinner*": the words a
            // preposition of time governs say when; they name neither the app's thing nor
            // another. (A command's word there is read below: "water *during the break*".)
            if let from = whenFrom, position > from {
                // (A command's word governed by it says when too, as the first word read: "pause
                // *until the light turns green*"; after one, it gives the command, unless the
                // clause gave its command or activity before the preposition: then it is the verb
                // of the time, "mall walking before the shops *open*".)
                func actedBefore() -> Bool {
                    readings.prefix(from).contains {
                        switch $0 {
                        case .command, .activity, .known(isThing: true): true
                        default: false
                        }
                    }
                }
                if (commands.contains(canonical) && whenRead && !(position == pieces.count - 1 && actedBefore()))
                    || position - from > 3
                {
                    whenFrom = nil
                } else {
                    whenRead = true
                    readings.append(.neutral)
                    continue
                }
            }
            // "Waiting at the feed *zone*", "at the bus *stop*": the app's word that ends the
            // clause right after a place's first word is the rest of the place's name.
            if isEnglish, piece.raw.count == 1, position == pieces.count - 1, continuesPlace(position) {
                clause.placeWords.append(text)
                readings.append(.neutral)
                continue
            }
            // "What was *my best* effort last week", "my *longest* run": the speaker's own record
            // is asked of the speaker's own workouts ("the *best* running shoe" is not).
            if isEnglish, piece.raw.count == 1, Self.superlatives.contains(piece.raw[0]), before == "my" {
                readings.append(.neutral)
                continue
            }
            // "A sip *from my bottle*": a value's word after "from" and a determiner, beside another
            // value the same shortcut takes, is where that one comes from.
            // (Or a possessive after the determiner: "from the *kids'* bottle".)
            if isEnglish, position >= 2, standaloneValueWords.contains(canonical), !commands.contains(canonical),
                (pieces[position - 2].raw == ["from"] && before.map(Self.nounDeterminers.contains) == true)
                    || (position >= 3 && pieces[position - 3].raw == ["from"]
                        && pieces[position - 2].raw.last.map(Self.nounDeterminers.contains) == true
                        && before?.hasSuffix("s") == true),
                let takers = valueWordShortcuts[canonical],
                pieces.indices.contains(where: { at in
                    guard at != position, let other = pieces[at].canonical, other != canonical,
                        standaloneValueWords.contains(other), let shortcuts = valueWordShortcuts[other]
                    else { return false }
                    return !shortcuts.isDisjoint(with: takers)
                })
            {
                readings.append(.neutral)
                continue
            }
            // "A stroll *around* the block": a preposition that is not a filler still ends the object.
            // (So does one that is a piece of a value's name standing alone: "before" of "the day
            // before yesterday" in "a run *before* dinner".)
            if !piece.isSynonym, piece.raw.count == 1, prepositions.contains(piece.raw[0]), !commands.contains(canonical),
                !knownWords.contains(canonical)
                    || (!standaloneValueWords.contains(canonical)
                        && !hasNameNeighbour(canonical, at: position, in: pieces, partnersOnly: true))
            {
                readings.append(.filler(isPreposition: true))
                continue
            }
            if !piece.isSynonym, piece.raw.count == 1, negations.contains(piece.raw[0]) {
                negated = true
                clause.negation = piece.raw[0]
                readings.append(.neutral)
                continue
            }
            // "I'm *riding* to the office", "going out to *cycle* to the next village": the
            // progressive of an activity, or the activity one is setting off to do, says it is starting.
            if commands.contains("start"), !piece.isSynonym, standaloneValueWords.contains(canonical),
                isProgressive(piece, at: position, in: pieces) || isSetOffFor(piece, at: position, in: pieces)
            {
                clause.commands.insert("start")
                clause.canonical.append("start")
                startsActivity = true
            }
            // "Is the pool *open*", "the gym is open", "pool's open": after a copula, or closing a
            // clause that tells a thing's state, "open" says how a place is; it opens nothing.
            // ("The garage door's *stuck open*": so does "open" after how a thing came to be so.)
            if canonical == "show", piece.raw == ["open"],
                words.first.map(Self.copulas.contains) == true || before.map(Self.copulas.contains) == true
                    || (position == pieces.count - 1 && clause.states)
                    || before.map(Self.cameToBeOpen.contains) == true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "Café *am Ende* der Strecke", "bis zum Ende": in German, "Ende" after a preposition
            // with its article, or after an article, is the noun, the end of something else; the
            // end one goes to ("bis *zum Ende* weiterlaufen") says how far.
            if isGerman, piece.raw == ["ende"], let before, Self.germanEndNounOpeners.contains(before) {
                if before == "zum" || before == "ans" { readings.append(.neutral) } else { readForeign(text, as: canonical) }
                continue
            }
            // "*Ende der* Seebrücke": "Ende" before a genitive article and a thing the app does not
            // have is that thing's end, a place ("Ende des Trainings" still ends).
            if isGerman, piece.raw == ["ende"], position + 2 < pieces.count,
                pieces[position + 1].raw.first.map(["der", "des", "vom", "von"].contains) == true,
                pieces[position + 2].canonical.map({ !knownWords.contains($0) && !commands.contains($0) }) ?? true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "the *end* of the trail", "the *start*": starting and ending as nouns name something
            // else; so does a *show* after a determiner ("pause the show"), or *the trash*. (After
            // a day's possessive too: "tuesday's *track* run".)
            if commands.contains(canonical), piece.raw.count == 1,
                ((canonical == "start" || canonical == "end")
                    && (before == "the" || before.map(Self.dayPossessives.contains) == true
                        || (position + 1 < pieces.count && pieces[position + 1].raw.first == "of")))
                    || (canonical == "show" && before.map(Self.nounDeterminers.contains) == true)
                    || (canonical == "cancel" && Self.discardNouns.contains(piece.raw[0])
                        && before.map(Self.nounDeterminers.contains) == true)
            {
                readForeign(text, as: canonical)
                continue
            }
            // "停止*记录*", "暂停*计时*": in Chinese a start right after an end or a pause is what
            // stops, the recording, as "stop *recording*" is.
            if canonical == "start", commands.contains(canonical), piece.raw.allSatisfy(Self.isChinese), position > 0,
                case .command? = readings.last, let previous = pieces[position - 1].canonical,
                previous == "end" || previous == "pause"
            {
                readings.append(.neutral)
                continue
            }
            // "上一次的跑步*记录*", "训练的*开始*": in Chinese a start after 的 is a noun, the record
            // or the beginning of what 的 qualifies; it starts nothing.
            // So is one right before 的 ("上次*记录*的跑步", the run that was recorded).
            if canonical == "start", commands.contains(canonical), piece.raw.allSatisfy(Self.isChinese),
                pieces[..<position].contains(where: { $0.raw == ["的"] })
                    || (position + 1 < pieces.count && pieces[position + 1].raw == ["的"])
            {
                readings.append(.neutral)
                continue
            }
            // "Throw out *the trash*": a command's word after a determiner, once the clause has
            // given that command, is its object, a thing ("trash") the app does not have. Pausing's
            // and asking's words stay: "stop for *a break*" and "how fast, *my pace*" say it again, as
            // do a lap's: "mark it as *a lap*" names the lap it marks.
            if commands.contains(canonical), piece.isSynonym, piece.raw.count == 1, clause.commands.contains(canonical),
                canonical != "pause", canonical != "lap", !questions.contains(canonical),
                before.map(Self.nounDeterminers.contains) == true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "Show the walk *home*", "how long is it taking me to walk *home*": "home" right after an
            // activity is where it goes.
            if isEnglish, piece.raw == ["home"], position > 0, pieces[position - 1].canonical.map(standaloneValueWords.contains) == true {
                readings.append(.neutral)
                continue
            }
            // "*Lunch break* yoga at my desk": a break right before an activity says when it is
            // done; it asks for no break.
            if isEnglish, canonical == "pause", piece.isSynonym, piece.raw.last == "break", position + 1 < pieces.count,
                pieces[position + 1].canonical.map(standaloneValueWords.contains) == true
            {
                readings.append(.neutral)
                continue
            }
            // "Pause *the traffic lights*", "stop the crossing light": a signal one waits at, right
            // after a command and its determiner, is what that command acts on, a thing; it tells
            // no break ("red light, pause" and "pause at the lights" still pause).
            if isEnglish, canonical == "pause", piece.isSynonym, position >= 2, readings[position - 2].isCommand,
                before.map(Self.nounDeterminers.contains) == true, piece.raw.last.map(Self.signalWords.contains) == true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "*小巴*五点准时*出发*": setting off (出发) after a thing the app does not have that
            // opens the clause, with none of the app's activities before, is that thing's; the
            // speaker's own has no subject ("出发吧") or a person for one ("我们出发", "大家出发").
            if piece.raw == ["出", "发"], position >= 1, !readings[0].isFiller, readings.contains(where: \.isForeign),
                !Self.chineseGroups.contains(where: pieces[..<position].flatMap(\.raw).joined().hasPrefix),
                !readings.contains(where: { if case .known(isThing: true) = $0 { true } else { $0.isCommand } })
            {
                readForeign(text, as: canonical)
                continue
            }
            // "Stop the cat *scratching* the rower": a command's -ing form right after a thing the app
            // does not have, which a stopping command opening the clause acts on, is what that thing
            // is stopped from doing. (So after a companion: "stop the dog *running* off".)
            if isEnglish, piece.raw.count == 1, Self.isIngForm(piece.raw[0]), position >= 2,
                readings.last?.isForeign == true
                    || (readings.last?.isNeutral == true && pieces[position - 1].raw.last.map(Self.companions.contains) == true),
                readings.first?.isCommand == true, pieces[0].canonical.map(Self.stoppingCommands.contains) == true,
                readings[1..<(position - 1)].allSatisfy({ $0.isFiller })
            {
                readForeign(text, as: canonical)
                continue
            }
            // "The club *stops at the* same café": a command said in the third person after a thing
            // named with its article tells what that thing does ("the run *starts* now" starts it).
            if isEnglish, commands.contains(canonical), let verb = piece.raw.first, Self.thirdPersonCommandVerbs.contains(verb),
                position >= 2, pieces[0].raw == ["the"] || pieces[0].raw == ["my"] || pieces[0].raw == ["our"],
                !readings[1...].contains(where: \.isActivityOrThing)
            {
                readForeign(text, as: canonical)
                continue
            }
            // "Knocked *me out for a* week": "out for a" after the one knocked out is no outing.
            if isEnglish, canonical == "start", piece.raw.first == "out", position >= 1,
                Self.singleWord(at: position - 1, in: pieces).map(["me", "us", "him", "her", "them"].contains) == true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "Café *stop* with the group", "the café *stop* halfway", "audax *start* at the village
            // hall": a stop or a start right after a thing the app does not have that opens the
            // clause, or follows a determiner, is that thing's stop or start, a noun.
            if isEnglish, (canonical == "end" && piece.raw == ["stop"]) || (canonical == "start" && piece.raw == ["start"]),
                position >= 1, case .foreign? = readings.last,
                position == 1 || pieces[position - 2].raw.last.map(Self.nounDeterminers.contains) == true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "What is the course *record*", "where's the bus *stop*": in a question, a command's
            // word right after a thing the app does not have, itself after a determiner, is the
            // head of that thing's name. (Not in an order: "take a short *break*".)
            if commands.contains(canonical), isEnglish, clause.opensQuestion, piece.raw.count == 1, position >= 2,
                case .foreign? = readings.last,
                pieces[position - 2].raw.last.map(Self.nounDeterminers.contains) == true
            {
                readForeign(text, as: canonical)
                continue
            }
            // "A glass of water *during the break*": a command's word after a preposition of time
            // and a determiner says when, it gives no command. After one of place in a question,
            // where ("what speed am I holding *on this stretch*"; "I'm *at a stoplight*" pauses).
            // (A question's only measure is what it asks: "are we *on the pace* we need".)
            if commands.contains(canonical), piece.raw.count == 1, isEnglish, position >= 2,
                before.map(Self.nounDeterminers.contains) == true, pieces[position - 2].raw.count == 1,
                Self.timePrepositions.contains(pieces[position - 2].raw[0])
                    // ("Two tries up *at the break*": "at" says when before an interval's name.)
                    || (pieces[position - 2].raw[0] == "at" && piece.raw[0] == "break")
                    || (clause.opensQuestion && Self.commandPlacePrepositions.contains(pieces[position - 2].raw[0])
                        && !(questions.contains(canonical) && !clause.commands.contains(where: questions.contains)))
            {
                readings.append(.neutral)
                continue
            }
            // "Passing *the mile* marker": a question's word after a determiner, right before a
            // noun the app does not have, names that thing ("a *pace* car"), in a clause that does
            // not ask.
            if commands.contains(canonical), questions.contains(canonical), isQualifier(piece, at: position, in: pieces),
                !clause.opensQuestion
            {
                readForeign(text, as: canonical)
                continue
            }
            // "How long was *my break*", "how fast was that last *lap*": in a question with a
            // copula, after the question's own word, another command's word after a determiner
            // is what is asked about; it gives no command. ("*What's* my split for this *lap*": the
            // copula joined to the question's word.)
            if commands.contains(canonical), piece.raw.count == 1, !Self.isChinese(piece.raw[0]), clause.opensQuestion,
                !questions.contains(canonical), clause.commands.contains(where: questions.contains),
                words.prefix(4).contains(where: Self.questionCopulas.contains) || words.first.map(Self.presentCopulas.contains) == true,
                pieces[max(0, position - 2)..<position].contains(where: {
                    $0.raw.count == 1 && Self.askedDeterminers.contains($0.raw[0])
                })
            {
                readings.append(.neutral)
                continue
            }
            // "*Finished* a bottle at the café": finishing a serving that drinking logs is drinking it.
            if isEnglish, canonical == "end", piece.isPastForm, isServingDrunk(after: position, in: pieces) {
                clause.saysOwnPast = true
                clause.canonical.append(Self.drinkWord)
                clause.objectWords.append(text)
                readings.append(.known(isThing: false))
                continue
            }
            if commands.contains(canonical) {
                // "Didn't mean to *track* this, cancel the walk": the deed a cancel says was not
                // meant is what it takes back; it gives no command of its own.
                if canonical != "cancel", position > 0, pieces[position - 1].canonical == "cancel", pieces[position - 1].raw.last == "to" {
                    readings.append(.neutral)
                    continue
                }
                // "End *today's run*": a workout named whole as showing, after a command that acts,
                // is what that command acts on, the activity it names.
                // (Chinese and German name it among the day's words: "开始今天的*跑步*", "den *Lauf* von heute".)
                if canonical == "show", piece.raw.count > 1, clause.commands.contains(where: { !questions.contains($0) }),
                    let thing = activityNamed(in: piece)
                {
                    clause.canonical.append(thing)
                    clause.appWords += 1
                    readings.append(.known(isThing: true))
                    continue
                }
                // "停下来*看*海豹": the verb right after a Chinese pause with an errand is that
                // errand; it gives no command of its own.
                // (Said twice too: "停下来*看看*猎户座".)
                if position > 0, piece.raw.count <= 2, piece.raw.allSatisfy(Self.chineseErrandVerbs.contains),
                    pieces[position - 1].canonical == "pause", Self.pausesToDo(pieces[position - 1], in: words)
                {
                    readings.append(.neutral)
                    continue
                }
                // "The chain *came off on* the red route": a start that opens on "off" right after a
                // verb of coming loose is that verb's particle.
                if isEnglish, canonical == "start", piece.raw.first == "off", before.map(Self.looseningVerbs.contains) == true {
                    readings.append(.neutral)
                    continue
                }
                // "Top *of the climb*": a question's word after "of" and a determiner, in a clause
                // that does not ask, names the place it is part of.
                if isEnglish, questions.contains(canonical), !clause.opensQuestion, position >= 2,
                    before.map(Self.nounDeterminers.contains) == true, pieces[position - 2].raw == ["of"]
                {
                    readings.append(.neutral)
                    continue
                }
                // "I don't want to *stop*": a negated command is not given. "run *a few miles*":
                // after a number, a question's word is an amount. (Not the speaker's measure over a
                // distance asked: "what's *my hundred* pace".)
                var opener = position - 1
                while let word = Self.singleWord(at: opener, in: pieces), Self.isQuantity(word) { opener -= 1 }
                let measuredOver =
                    clause.opensQuestion
                    && Self.singleWord(at: opener, in: pieces).map(Self.measuredOverOpeners.contains) == true
                if negated || (before.map(Self.isQuantity) == true && questions.contains(canonical) && !measuredOver) {
                    readings.append(.neutral)
                    continue
                }
                // "Show my last *lap swim*": a command's word that opens a value's name, said with
                // the rest of it, names the value (whose other words name it well enough: the
                // command's word is left out of what is matched).
                if isEnglish, piece.raw.count == 1, position + 1 < pieces.count, let next = pieces[position + 1].canonical,
                    commandLedNamePairs.contains("\(piece.raw[0]) \(next)")
                {
                    clause.objectWords.append(text)
                    clause.appWords += 1
                    readings.append(.known(isThing: true))
                    continue
                }
                // "My ride is *over there*": "over" before "there" or "here" says where, it ends nothing.
                if isEnglish, piece.raw.count > 1, piece.raw.last == "over", position + 1 < pieces.count,
                    pieces[position + 1].raw.first.map({ $0 == "there" || $0 == "here" }) == true
                {
                    clause.foreign.append(text)
                    clause.canonical.append(contentsOf: piece.raw)
                    readings.append(.foreign)
                    continue
                }
                // "The treadmill *timed out*", "my watch *paused*", "the rain *has stopped*": a past
                // form right after a thing that opens the clause (or after that thing's perfect)
                // tells what happened to it; it gives no command (news). The thing may be named in
                // two words ("pram wheel's *broken*"); after a quantifier it is asked about ("any
                // workouts *logged* today").
                let subject = before.map(Self.perfectAuxiliaries.contains) == true ? position - 2 : position - 1
                let thingStart = pieces.first?.raw.last.map(Self.nounDeterminers.contains) == true ? 1 : 0
                // ("*Hike resumed*", "run paused": the app's own activity and the past form of going
                // on or of a break, alone, announce it; they ask for it.)
                let announced =
                    (canonical == "resume" || canonical == "pause") && piece.raw.count == 1 && subject == thingStart
                    && position == pieces.count - 1
                    && before == pieces[subject].raw.last
                    && pieces[subject].canonical.map(standaloneValueWords.contains) == true
                // ("Yesterday's workouts *added up*": totalled is how they are asked for.)
                if isEnglish, piece.isPastForm, !announced, canonical != "summarize", subject >= thingStart, subject - thingStart <= 1,
                    pieces.first?.raw.first.map(Self.quantifiersEnglish.contains) == false,
                    readings[thingStart...subject].allSatisfy({
                        switch $0 {
                        case .foreign, .known(isThing: true), .near, .substituted: true
                        default: false
                        }
                    })
                {
                    happened.append(text)
                    readings.append(.neutral)
                    continue
                }
                // "Breakfast's *opening*", "pool's *closing*": an -ing form that closes a clause
                // after a thing not the workout's tells what that thing is doing.
                // ("*Second* half *kicking off*": an -ing form with its particle too, the thing after
                // small words. "Neighbour's *setting off* fireworks": or before an object in which
                // nothing is the app's; "would you *mind* pausing for a bit" asks it.)
                if isEnglish, piece.raw.first.map(Self.isIngForm) == true, before != "mind",
                    position == pieces.count - 1
                        || pieces[(position + 1)...].allSatisfy({
                            $0.canonical.map { knownWords.contains($0) || commands.contains($0) } != true
                        }),
                    position > thingStart,
                    readings[thingStart..<position].allSatisfy({
                        switch $0 {
                        case .filler, .neutral, .foreign, .known(isThing: false), .near, .substituted: true
                        default: false
                        }
                    }),
                    {
                        // (Its copula may stand between: "the lads *are* kicking off a snowball fight".)
                        let copula = Self.singleWord(at: position - 1, in: pieces).map(Self.stateCopulas.contains) == true
                        let subject = copula && position - 2 >= thingStart ? position - 2 : position - 1
                        switch readings[subject] {
                        case .foreign, .known(isThing: false), .near, .substituted, .neutral: return true
                        default: return false
                        }
                    }()
                {
                    readings.append(.neutral)
                    continue
                }
                // "How far *to go on* the hike": in a question of a measure, another command's word
                // after "to" is what the measure is of; it asks to do nothing.
                if isEnglish, clause.opensQuestion, before == "to", !questions.contains(canonical),
                    clause.commands.contains(where: questions.contains)
                {
                    readings.append(.neutral)
                    continue
                }
                // "How far have I *gone on* this trail": in a question, a perfect of another
                // command tells what was done; it asks to do nothing.
                if isEnglish, perfect, piece.isPastForm, clause.opensQuestion, !questions.contains(canonical),
                    clause.commands.contains(where: questions.contains)
                {
                    readings.append(.neutral)
                    continue
                }
                // "我这一*圈*的配速是多少": a Chinese word before 的 qualifies what follows, in a
                // question; it gives no command.
                if asksInChinese, piece.raw.last.map(Self.isChinese) == true, position + 1 < pieces.count,
                    pieces[position + 1].raw.first == "的", !questions.contains(canonical)
                {
                    readings.append(.neutral)
                    continue
                }
                // "my *paused* workout", "the *recording*": a form after a determiner names a
                // thing. "stop *recording*": a form right after a command is what it acts on.
                // An -ing form after a determiner is a noun the command does not name: "stop the
                // *recording*" is about something else.
                if piece.isAttributive, !piece.isPastForm {
                    readForeign(text, as: canonical)
                    continue
                }
                // "My friend *went for* a run": a past form of starting tells of a start, it asks for
                // none; so does one after "did" ("what did I *record* this week"), and any past form
                // of someone else's ("my friend just *finished* a marathon").
                if piece.isAttributive || isComplement(piece, after: pieces[..<position])
                    || (canonical == "start"
                        && ((piece.isPastForm && !pieces[..<position].contains { Self.causatives.contains($0.raw) }
                            // "I'd appreciate it *if you recorded* my ride": a wish, not a tale.
                            && !pieces[..<position].flatMap(\.raw).suffix(2).elementsEqual(["if", "you"]))
                            || pieces[..<position].contains { $0.raw == ["did"] }))
                    || (piece.isPastForm && isEnglish
                        && pieces[..<position].contains { $0.raw.contains(where: Self.otherPeople.contains) })
                    // "The movie *was paused*": a past form after a copula tells a state.
                    || (piece.isPastForm && piece.raw.count == 1 && before.map(Self.passiveAuxiliaries.contains) == true)
                    // "Pull up the workout *I just finished*": a past form in a relative clause
                    // after one of the app's things says which one.
                    || isRelativePast(piece, at: position, in: pieces)
                    // "Sore *from yesterday's run*", "tired after my last ride": a workout named
                    // whole after a preposition says when, it shows nothing (unless asked to: "show
                    // me the data from yesterday's run").
                    || (isEnglish && canonical == "show" && piece.raw.count > 1 && !clause.commands.contains("show")
                        && before.map(Self.sincePrepositions.contains) == true)
                    // "Up and down *the steps*", "along *the distance* markers": a measure's word
                    // after a preposition of a way and "the" is a place, not a question.
                    || (isEnglish && questions.contains(canonical) && piece.raw.count == 1
                        && Self.preposition(among: Self.wayPrepositionsEnglish, through: ["the", "those", "these"], before: position, in: pieces)
                            != nil && before == "the")
                    // "Show the *altitude* run": a measure's word between a determiner and an
                    // activity names which outing.
                    || (isEnglish && canonical == "status" && piece.raw.count == 1
                        && (before.map(Self.nounDeterminers.contains) == true
                            // (Or after a word of the name the app does not have: "the temple *steps* hike".)
                            || (position >= 2 && readings.last.map({ $0.isNeutral || $0.isForeignOrNear }) == true
                                && pieces[position - 1].raw.count == 1
                                && pieces[position - 2].raw.last.map(Self.nounDeterminers.contains) == true))
                        && position + 1 < pieces.count && pieces[position + 1].canonical.map(standaloneValueWords.contains) == true)
                    // "First run *at altitude*": the height one is at, said not asking, is where.
                    || (isEnglish && canonical == "status" && !clause.opensQuestion && piece.raw == ["altitude"]
                        && (before == "at" || before == "high"))
                    // "First aid station *at mile* twelve", "a gel at 20 km": a distance with its
                    // number after "at" is a point on the way, not a question.
                    || (isEnglish && canonical == "status" && Self.isPointOnTheWay(at: position, in: pieces))
                    // "*Mile eighteen*, split", "Kilometer dreißig, Zwischenzeit": a unit with its
                    // number, said not asking, is the point reached; "split *the mile*": the lap.
                    || (canonical == "status" && !clause.opensQuestion
                        && (Self.isPassedPoint(at: position, in: pieces)
                            || (position >= 2 && before == "the" && readings[position - 2].isCommand
                                && pieces[position - 2].canonical == "lap" && Self.isDistanceUnit(at: position, in: pieces))))
                    // "*Top of the first climb*, new lap": a measure's word as the place a part is of.
                    || (isEnglish && questions.contains(canonical) && Self.isPartOfTheWay(at: position, in: pieces))
                    // "How's my heart rate *holding up*": an -ing form after the measure a question
                    // asks about (past small words: "what watts am I *pushing on*") tells how the
                    // measure does.
                    || (isEnglish && clause.opensQuestion && !questions.contains(canonical)
                        && piece.raw.first.map(Self.isIngForm) == true
                        && readings.lastIndex(where: { !$0.isFiller }).map {
                            readings[$0].isCommand && pieces[$0].canonical.map(questions.contains) == true
                        } == true)
                {
                    readings.append(.neutral)
                    continue
                }
                // (A phrasal verb's too, and a measure's noun it acts on: "*picking up* my race
                // number, pause it". Not a start's: "*hopping on* the turbo trainer, start the
                // ride" names what starts.)
                let participle =
                    isEnglish
                    && (piece.raw.count == 1 || canonical != "start")
                    && piece.raw.first.map(Self.isIngForm) == true
                let actedOn = participleCommands && !clause.commands.isEmpty && questions.contains(canonical)
                participleCommands = participleCommands && (participle || actedOn)
                clause.commands.insert(canonical)
                clause.canonical.append(canonical)
                readings.append(.command)
            } else if knownWords.contains(canonical) {
                if piece.isPastForm { clause.saysOwnPast = true }
                if clause.opensQuestion, isLoneFragment(canonical, at: position, in: pieces) { loneFragments.append(text) }
                if thingWords.contains(canonical) { clause.appWords += 1 }
                if vocabularyWords.contains(canonical) { clause.vocabularyWords += 1 }
                clause.canonical.append(canonical)
                clause.objectWords.append(text)
                readings.append(
                    startsActivity
                        ? .activity
                        : .known(isThing: vocabularyWords.contains(canonical) || standaloneValueWords.contains(canonical)))
            } else if canonical.allSatisfy(\.isNumber) || piece.raw.allSatisfy(VolumeText.isAmountWord)
                || piece.raw.allSatisfy(Self.isQuantity)
            {
                // Numbers and amounts ("half a litre", "8 fl oz") name dates, distances and
                // measurement parameters' values: neither the app's nor foreign.
                clause.canonical.append(canonical)
                readings.append(.neutral)
            } else if isGerman, piece.raw.count == 1, position >= 1, pieces[position - 1].canonical == "status",
                pieces[position - 1].raw.count >= 3, pieces[position - 1].raw.prefix(2).elementsEqual(["wie", "viele"]),
                position + 1 == pieces.count
                    || Self.singleWord(at: position + 1, in: pieces).map(Self.germanCountedFollowers.contains) == true
            {
                // "Wie viele Sätze *Beinpresse* habe ich geschafft": in German, what is counted may be
                // named right after its count's noun, without "of"; it qualifies what is asked.
                readings.append(.neutral)
            } else if isEnglish, clause.opensQuestion, clause.commands.contains("status"), piece.raw.count == 1,
                Self.groupNouns.contains(piece.raw[0]) && before.map(["the", "our", "my"].contains) == true
                    || (words.starts(with: ["how", "long"]) && words.contains(where: Self.lastingParticiples.contains)
                        && before.map(Self.thingDeterminers.contains) == true
                        && Self.singleWord(at: position + 1, in: pieces).map(Self.lastingParticiples.contains) == true)
            {
                // "How many strokes per minute is *the crew* doing": the speaker's group out
                // together asks of the outing. "How long has the *parade* taken": what has lasted so
                // long is what the speaker is out on.
                readings.append(.neutral)
            } else if isGerman, clause.opensQuestion, clause.commands.contains("status"), piece.raw.count == 1,
                Self.germanGroupNouns.contains(piece.raw[0])
                    && before.map(["die", "der", "das", "unsere", "unser", "meine", "mein"].contains) == true
                    || (words.starts(with: ["wie", "lange"])
                        && words.contains(where: { $0 == "dauert" || $0 == "dauerte" })
                        && before.map(["der", "die", "das", "dieser", "diese", "dieses", "unser", "unsere"].contains)
                            == true
                        && words.contains(where: { $0 == "bisher" || $0 == "schon" }))
            {
                // "Wie viele Schläge pro Minute macht *die Mannschaft*", "wie lange dauert *der Umzug*
                // bisher": the speaker's group, or what has lasted so far, as in English.
                readings.append(.neutral)
            } else if isEnglish, clause.opensQuestion, clause.commands.contains("status"), before == "last",
                position == pieces.count - 1, piece.raw.count == 1
            {
                // "How long was that last *burst*": the last stretch, whatever it is called, closing
                // a question of a measure, is what the measure is asked of.
                readings.append(.neutral)
            } else if isEnglish, piece.raw == ["than"], before.map(Self.comparingWords.contains) == true,
                position + 1 < pieces.count, Self.isNumberWord(at: position + 1, in: pieces)
                    || pieces[position + 1].raw.allSatisfy(VolumeText.isAmountWord)
                    || Self.singleWord(at: position + 1, in: pieces).map(["a", "an", "half"].contains) == true
            {
                // "Have I done more *than* five miles" (or "than a mile"): a measure compared with a number asks how
                // far along it is; "than" names nothing.
                readings.append(.neutral)
            } else if isEnglish, piece.raw == ["sub"], position + 1 < pieces.count, before != "a",
                pieces[position + 1].canonical.map({ $0.allSatisfy(\.isNumber) }) == true
                    || pieces[position + 1].raw.allSatisfy(VolumeText.isAmountWord)
            {
                // "On schedule for *sub* twenty": under a time or a distance, a target. ("A sub four
                // marathon" is a kind of race, asked about in general.)
                readings.append(.neutral)
            } else if isGerman, piece.raw.count == 1, Self.placePrepositions.contains(piece.raw[0]),
                (1...2).contains(where: {
                    position + $0 < pieces.count && Self.isPlace(at: position + $0, in: pieces, readings: readings, asking: false)
                })
            {
                // "Lauf *durch* den Wald starten": the preposition of the way before its place is
                // context with it.
                readings.append(.neutral)
            } else if !isEnglish, !clause.opensQuestion || !words.contains(where: Self.germanDistanceWords.contains) || ownOuting,
                Self.isPlace(at: position, in: pieces, readings: readings, asking: asksInChinese)
            {
                // "Zur *Arbeit* radeln", "骑车去*公园*": where the activity goes is context. (English
                // ends a command's object at its prepositions.) A question of distance asks about the
                // place ("wie weit ist es zum *Bahnhof*"); one of how often does not ("wie oft bin ich
                // zur *Arbeit* geradelt"). Where one is ("im Park") may say what is liked or done
                // anyway ("ich laufe gerne im Park"), so only a way somewhere counts.
                readings.append(.neutral)
            } else if isGerman, clause.opensQuestion,
                words.contains(where: Self.germanSpeakerWords.contains)
                    || (clause.commands.contains("status") && words.contains(where: Self.germanSoFar.contains)),
                Self.preposition(
                    among: Self.germanWhereOrRoundPrepositions, through: Self.conditionDeterminers, before: position, in: pieces
                ) != nil
            {
                // "Wie hoch ist mein Puls *auf der Treppe*", "wie weit bin ich *im Moor* gewandert",
                // "wie weit bin ich *um den Stausee* gekommen":
                // where one is, in a question of one's own measure, says where it is measured. (A
                // way to a place in a question of distance asks about the place, as above; a question
                // not of the speaker's asks about it: "wie steht es beim Fußball". A measure asked
                // "so far" is the speaker's: "wie viele Kalorien *im Kurs* bisher".)
                readings.append(.neutral)
            } else if isGerman, clause.opensQuestion, words.contains(where: Self.germanSpeakerWords.contains),
                Self.isGermanPath(at: position, in: pieces)
            {
                // "Wie lange laufe ich schon *die Treppen hoch und runter*", "*am Fluss entlang*": a
                // way said with a postposition, in a question of one's own measure, says where too.
                readings.append(.neutral)
            } else if asksInChinese, Self.isWornInChinese(at: position, in: pieces) {
                // "*穿着这身衣服*配速怎么样": what the speaker wears, said before the measure asked,
                // is context, as English "in this suit" is.
                readings.append(.neutral)
            } else if asksInChinese, clause.otherPeople.isEmpty, qualifiesOwnMeasure(at: position, in: pieces) {
                // "我*上坡*的速度是多少": what stands between the speaker and 的 before the measure
                // says when it is taken. ("我朋友的配速" is someone else's.)
                readings.append(.neutral)
            } else if !isEnglish, !isGerman, isChineseActivityQualifier(at: position, in: pieces) {
                // "开始*沙滩*散步": where or what kind of outing is started.
                readings.append(.neutral)
            } else if asksInChinese, Self.asksOwnInChinese(pieces),
                Self.isChineseWhere(at: position, in: pieces) || Self.isChineseDestination(at: position, in: pieces)
            {
                // "*在沙滩上*我的配速是多少": where one is, in a Chinese question of one's own
                // measure, says where it is measured, as in German; so does where one has come to
                // ("*到瀑布*我们爬了多高").
                readings.append(.neutral)
            } else if isEnglish, !clause.opensQuestion, clause.commands == ["status"], fragmentPlaceAt == position - 1
                || (Self.preposition(among: Self.fragmentPrepositionsEnglish,
                        through: Self.companionDeterminers.union(["all", "this", "these", "that", "those"]),
                        before: position, in: pieces)
                    .map { at in
                        // (An activity may qualify the measure: "minutes *of yoga* with the kids".)
                        at >= 1
                            && readings[..<at].allSatisfy { reading in
                                if case .known(isThing: true) = reading { return true }
                                return reading.isCommand || reading.isFiller
                            } && readings[..<at].contains(where: \.isCommand) && !readings[at - 1].isFiller
                    } == true)
            {
                // "Average pace *among the trees*?": a measure asked without a verb, then where, says
                // where it is measured (every word of the place: "by the old *mill*").
                fragmentPlaceAt = position
                readings.append(.neutral)
            } else if isEnglish, clause.opensQuestion,
                Self.preposition(among: Self.alongPrepositions, through: Self.demonstratives, before: position, in: pieces) != nil
                    || stretchAt == position - 1
            {
                // "How fast am I going *on this flat bit*": the stretch the speaker is on, pointed
                // at, in a question, says where the measure is taken (every word of it: "on this
                // firm *sand*").
                stretchAt = position
                readings.append(.neutral)
            } else if isEnglish || isGerman, clause.opensQuestion, clause.commands.contains("status"),
                words.contains(where: Self.ownMeasureWords.contains)
                    && (Self.preposition(among: ["with", "mit"], through: Self.carriedDeterminers, before: position, in: pieces) != nil
                        || (isEnglish && Self.isDoingWhileMeasured(at: position, in: pieces))
                        || (isGerman && Self.isGermanDoingWhileMeasured(at: position, in: pieces))
                        // (Or where the speaker has come to or along: "how much climbing have we done
                        // *to the falls*", "how far *along the beach* have I got".)
                        || (isEnglish && words.contains(where: { $0 == "did" || Self.perfectAuxiliaries.contains($0) })
                            && Self.cameBy(at: position, in: pieces)))
                    // (Pointed at, it is the speaker's own without "my": "how many calories *with
                    // this vest* so far".)
                    || Self.preposition(among: ["with", "mit"], through: Self.pointingDeterminers, before: position, in: pieces)
                        .map({ $0 < position - 1 }) == true
            {
                // "What's my pace *with the pram*", "my heart rate with this backpack", "what's my
                // pace *pushing this buggy*", "wie viele Kalorien habe ich *mit der Weste*", "wie
                // lange *schieben* wir schon *den Kinderwagen*": what
                // the speaker carries, wears or pushes, or is doing, in a question of their measure,
                // says how it is taken.
                readings.append(.neutral)
            } else if isEnglish || isGerman, clause.opensQuestion, clause.commands.contains("status"),
                words.contains(where: Self.ownMeasureWords.contains)
                    || pieces[..<position].contains(where: { piece in
                        piece.canonical == "status"
                            && (piece.raw.count == 1 || piece.raw.last.map { Self.distanceUnitsEnglish.contains($0) || $0 == "far" } == true)
                    }),
                Self.isStartingPoint(at: position, in: pieces, readings: readings)
            {
                // "How many miles have I covered *since the aid station*": where a measure is
                // counted from, in a question of it, is context. (So in a question of the speaker's
                // measure named in one word, "wie viele *Höhenmeter* seit dem Parkplatz", or by its
                // unit, "how many *k* since the first bridge"; "how long since the delivery" asks of
                // no measure.)
                readings.append(.neutral)
            } else if asksInChinese, Self.isOwnQualifier(at: position, in: pieces) {
                // "我*爬这个坡*的功率是多少": what the speaker did, before 的 in a question, says
                // which of their measures is asked.
                readings.append(.neutral)
            } else if asksInChinese, Self.isChineseStartingPoint(at: position, in: pieces) {
                // "从*停车场*到现在爬升了多少": where the measure is counted from.
                readings.append(.neutral)
            } else if asksInChinese, Self.isFinishedObject(at: position, in: pieces, readings: readings) {
                // "爬完*楼梯*心率多少了": what the speaker has just finished says when it is measured.
                readings.append(.neutral)
            } else if asksInChinese, Self.isMannerOfActivity(at: position, in: pieces, known: knownWords) {
                // "*推婴儿车*走了多久了": a verb and its object before the speaker's activity say
                // how it is done.
                readings.append(.neutral)
            } else if asksInChinese, Self.isPointedSession(at: position, in: pieces) {
                // "*这节课*消耗了多少卡路里": the session pointed at, as the question's subject, is
                // the one being recorded ("*这段下坡*最快速度多少": so is the stretch it is on).
                readings.append(.neutral)
            } else if isEnglish, clause.opensQuestion, Self.isWeather(at: position, in: pieces) {
                // "How long have we been out *in this snow*": the weather a question's measure is
                // taken in is context.
                readings.append(.neutral)
            } else if isEnglish, Self.singleWord(at: position, in: pieces).map(Self.ordinals.contains) == true,
                Self.singleWord(at: position + 1, in: pieces) == "time"
            {
                // "Enough for the *first* time back": which time, not a thing.
                readings.append(.neutral)
            } else if isEnglish, Self.isStartSignal(at: position, in: pieces) {
                // "Off *on the beep*", "go on the whistle": the signal one sets off on says when.
                readings.append(.neutral)
            } else if Self.isCompanion(at: position, in: pieces) || Self.isCondition(at: position, in: pieces) {
                // "Eine Runde drehen *mit dem Hund*", "a ride with my friends": who comes along
                // is context, not what the command acts on.
                readings.append(.neutral)
            } else if isEnglish, isQualifierOfActivity(at: position, in: pieces) {
                // "*Buggy* run please", "a *frosty* run": what comes along, or the weather, named
                // right before one of the app's activities says which kind of it; the activity is
                // still what is asked for.
                readings.append(.neutral)
            } else if piece.isPastForm {
                // "How many calories have I burned": a past form says when, not what — beside a
                // command. Without one it is what the sentence is about ("I'm so *tired* today").
                if !perfect { clause.pastForms.append(text) }
                readings.append(.neutral)
            } else if let (word, similarity) = nearestAppWord(text), similarity >= relatedWordThreshold {
                analysis.related.append("\(text) ≈ \(word.text) \(MatchExplanation.format(similarity))")
                clause.objectWords.append(text)
                // Read as the app's word only when that word names no value: values have
                // siblings the embedding cannot tell apart ("tomorrow" ≈ today, "turn" ≈ spin).
                if !word.isValue, similarity >= substitutionThreshold {
                    clause.canonical.append(word.canonical)
                    clause.appWords += 1
                    if vocabularyWords.contains(word.canonical) { clause.vocabularyWords += 1 }
                    readings.append(.substituted)
                } else {
                    clause.canonical.append(canonical)
                    clause.weak.append(text)
                    // Near a piece of a value's name ("house" ≈ indoor) is not near a value.
                    readings.append(.near(value: word.isValue && standaloneValueWords.contains(word.canonical) ? word : nil))
                    if namesWhere(piece, at: position) { clause.placeWords.append(text) }
                }
            } else {
                clause.foreign.append(text)
                clause.canonical.append(canonical)
                clause.objectWords.append(text)
                readings.append(.foreign)
                if namesWhere(piece, at: position) { clause.placeWords.append(text) }
            }
        }
        // "Show the ride I *did* on Sunday": a day said with "did" is gone, no plan.
        if !clause.later.isEmpty, words.contains("did") { clause.later = [] }
        // "Start tracking *again*", "start the ride *back up*": a restart is a resume.
        if clause.commands.contains("start"), commands.contains("resume"),
            repetitions.contains(where: { words.contains(subsequence: $0) })
                || isEnglish && pieces.last.map({ $0.raw == ["back", "up"] && $0.canonical == "resume" }) == true
        {
            clause.commands.remove("start")
            clause.commands.insert("resume")
            clause.canonical = clause.canonical.map { $0 == "start" ? "resume" : $0 }
        }
        // "End the break", "Pause beenden", "休息结束": ending a break is going on.
        // But "stop *a sec*": a pause said as how long the stop lasts is a pause; so is an end
        // said with how short it is ("stop the ride *for a moment*").
        let shortStop =
            clause.commands == ["end", "pause"]
            ? pieces.contains(where: { $0.canonical == "pause" && $0.raw.last.map(Self.moments.contains) == true })
            : clause.commands == ["end"] && words.count >= 3 && words.suffix(3).first == "for"
                && words.last.map(Self.moments.contains) == true
        if shortStop, commands.contains("pause") {
            clause.commands = ["pause"]
            clause.canonical = clause.canonical.map { $0 == "end" ? "pause" : $0 }
        } else if clause.commands == ["end", "pause"], commands.contains("resume") {
            clause.commands = ["resume"]
            clause.canonical = clause.canonical.map { $0 == "end" || $0 == "pause" ? "resume" : $0 }
        }
        // "跑完一圈心率到多少了": in a Chinese question of a measure, the lap is when it is asked,
        // not one to mark.
        if asksInChinese, clause.commands.contains("lap"), clause.commands.contains(where: { $0 != "lap" && questions.contains($0) }) {
            clause.commands.remove("lap")
            clause.canonical.removeAll { $0 == "lap" }
        }
        // "Running *again*": an activity said with nothing but "again" goes on with it.
        if clause.commands.isEmpty, commands.contains("resume"), clause.foreign.isEmpty,
            repetitions.contains(where: { words.contains(subsequence: $0) }),
            zip(pieces, readings).contains(where: { piece, reading in
                if case .known(true) = reading, let canonical = piece.canonical {
                    return standaloneValueWords.contains(canonical)
                }
                return false
            })
        {
            clause.commands.insert("resume")
            clause.canonical.append("resume")
        }
        // "Gate shut, *ride on*": an activity said with "on" closing the clause goes on with it.
        // ("Let's *hike on*": so does one said as setting off.)
        if isEnglish, commands.contains("resume"), clause.foreign.isEmpty,
            pieces.count >= 2, pieces[pieces.count - 1].raw == ["on"], pieces[pieces.count - 2].raw.count == 1,
            pieces[pieces.count - 2].canonical.map(standaloneValueWords.contains) == true
        {
            switch readings[pieces.count - 2] {
            case .known(true) where clause.commands.isEmpty:
                clause.commands = ["resume"]
                clause.canonical.append("resume")
            case .activity where clause.commands == ["start"] && !readings.contains(where: \.isCommand):
                clause.commands = ["resume"]
                clause.canonical = clause.canonical.map { $0 == "start" ? "resume" : $0 }
            default: break
            }
        }
        // "*Die Runde geht* auf mich", "*the lap* pool *is* closed": a command's word after the
        // definite article that opens the clause, with a finite verb after it (German: right
        // after it; English: a copula), is what the clause tells about; an order ends on its verb
        // ("die Runde markieren").
        if clause.commands.count == 1, pieces.count >= 3, pieces[0].raw.count == 1,
            Self.definiteArticles.contains(pieces[0].raw[0]), case .command = readings[1], pieces[1].raw.count == 1,
            pieces[2].raw.count == 1
        {
            let told =
                isEnglish
                ? pieces[2...].contains(where: Self.isCopula)
                : pieces[2].raw[0].hasSuffix("t") || Self.germanFiniteVerbs.contains(pieces[2].raw[0])
            // (In German the word after is the verb itself, so it must not be one of the app's.)
            let verbIsApps: Bool
            switch readings[2] {
            case .command, .activity, .known: verbIsApps = !isEnglish
            default: verbIsApps = false
            }
            if told, !verbIsApps { clause.withdrawCommands() }
        }
        // "Ich gehe *heute* laufen", "*今天*去游个泳": in German and Chinese an activity said for
        // today, and nothing else, starts it, as it does alone; "today" says when, as "now" does.
        // (Not in English, where "I have swim practice today" tells a plan without a verb to go.)
        if !isEnglish, clause.commands.isEmpty, !clause.opensQuestion, !perfect, clause.foreign.isEmpty,
            clause.pastForms.isEmpty, clause.otherPeople.isEmpty
        {
            var dated = clause
            // Chinese comes as characters: "今天" may be two pieces.
            let spelled = pieces.map { $0.raw.joined() }
            for start in spelled.indices {
                guard
                    let length = (1...2).first(where: {
                        start + $0 <= spelled.count && Self.presentDays.contains(spelled[start..<(start + $0)].joined())
                    })
                else { continue }
                for piece in pieces[start..<(start + length)] {
                    guard let canonical = piece.canonical, let at = dated.canonical.firstIndex(of: canonical) else { continue }
                    dated.canonical.remove(at: at)
                    if thingWords.contains(canonical) { dated.appWords -= 1 }
                    dated.objectWords.removeAll { $0 == piece.raw.joined(separator: " ") }
                }
            }
            // What is left must still name one of the app's things: the activity.
            if dated.appWords > 0 { clause = dated }
        }
        // "Eine Runde *joggen*", "跑一圈": in German and Chinese a command's word counted out ("a
        // round", "one lap") beside an activity that none of that command's shortcuts take says
        // how much of the activity, not the command: the activity decides. (Not in English: "mark
        // a lap on my run" marks a lap.)
        // Beside a start, the counted command is the one that is not ("我出门跑一圈").
        let countable =
            clause.commands.count == 1
            ? clause.commands.first
            : clause.commands.count == 2 && clause.commands.contains("start")
                ? clause.commands.subtracting(["start"]).first : nil
        if !isEnglish, let command = countable, !questions.contains(command),
            !repetitions.contains(where: { words.contains(subsequence: $0) }),
            let counted = zip(pieces, readings).enumerated().first(where: { position, pair in
                guard case .command = pair.1 else { return false }
                let first = pair.0.raw.first ?? ""
                let article = position > 0 ? pieces[position - 1].raw.last ?? "" : ""
                return Self.countingWords.contains(first) || Self.countingWords.contains(article)
            }),
            counted.element.0.canonical == command,
            zip(pieces, readings).contains(where: { piece, reading in
                guard case .known(true) = reading, let canonical = piece.canonical, standaloneValueWords.contains(canonical),
                    let takers = valueWordShortcuts[canonical]
                else { return false }
                return takers.allSatisfy { !(shortcutCommands[$0] ?? []).contains(command) }
            })
        {
            clause.commands.remove(command)
            clause.canonical.removeAll { $0 == command }
        }
        // "Review *my last run*", "how was *my latest ride*": asked about one thing, showing it
        // decides over totalling.
        if clause.commands.isSuperset(of: ["show", "summarize"]) {
            clause.commands.remove("summarize")
            clause.canonical.removeAll { $0 == "summarize" }
        }
        // (Or on a word only near one of the app's: "*juice* break for the kids, pause".)
        if readings.first?.isOthers == true { clause.opensForeign = true }
        // A perfect that does not open as a question tells what was done ("I have done 10 km
        // today"); "have I done 10 km" and "how far have I run" ask. An order is no tale.
        if !clause.opensQuestion, !participles.isEmpty, clause.commands.isSubset(of: questions),
            !(words.first.map(Self.perfectAuxiliaries.contains) ?? false)
        {
            clause.toldPast = participles
        }
        if clause.toldPast.isEmpty, !happened.isEmpty, clause.commands.isSubset(of: questions) { clause.toldPast = happened }
        clause.asksTodaysOuting = asksTodaysOuting(clause, pieces, readings, words)
        clause.namesMeasuredThing =
            !clause.commands.isEmpty && clause.commands.isSubset(of: questions)
            && (isEnglish
                ? !clause.opensQuestion
                    && (pieces.indices.dropFirst().contains { index in
                        guard readings[index].isCommand, pieces[index].raw.count == 1 else { return false }
                        switch readings[index - 1] {
                        case .foreign, .known(isThing: false): return true
                        default: return false
                        }
                    }
                        // (Or the measure names the thing after it: "heart rate *strap* on"; or
                        // qualifies the workout after it, past a number: "zone two *ride*".)
                        || pieces.indices.dropLast().contains { index in
                            guard readings[index].isCommand else { return false }
                            let next = readings[(index + 1)...].first { !$0.isNeutral }
                            switch next {
                            case .foreign?: return true
                            case .known(isThing: true)?: return readings[index + 1].isNeutral
                            default: return false
                            }
                        })
                // "*坡度*调到八，开始跑步机": a Chinese measure in a clause that does not ask.
                : words.contains(where: Self.isChinese) && !asksInChinese)
        // "The pool is *full*", "my run is long", "yoga classes are full": the activity, then a
        // copula and only small words, tells how the activity or its place is; it starts nothing
        // ("the run is on" and "yoga is next" still do).
        if isEnglish, clause.commands.isEmpty, !clause.opensQuestion,
            let copula = pieces.firstIndex(where: Self.isCopula),
            copula > 0, copula < pieces.count - 1,
            readings[..<copula].allSatisfy({
                switch $0 {
                case .filler, .neutral, .known, .activity: true
                default: false
                }
            }),
            readings[..<copula].contains(where: { $0.isActivityOrThing || $0.isKnownWord }),
            readings[(copula + 1)...].allSatisfy({ $0.isFiller || $0.isNeutral || $0.isKnownWord }),
            readings[(copula + 1)...].contains(where: { $0.isFiller || $0.isKnownWord }),
            !pieces[(copula + 1)...].contains(where: { $0.raw.first.map(Self.startingStates.contains) == true })
        {
            clause.foreign.append(
                contentsOf: pieces[(copula + 1)...].indices.filter { readings[$0].isFiller || readings[$0].isKnownWord }
                    .map { pieces[$0].raw.joined(separator: " ") })
        }
        // "Control number four *found*", "gate *fixed*": a thing the app does not have, then the
        // past form that closes the clause, tells what was done to it.
        if isEnglish, clause.toldPast.isEmpty, !clause.opensQuestion, clause.commands.isSubset(of: questions),
            let last = pieces.last, last.isPastForm, pieces.count > 1, readings.dropLast().contains(where: \.isForeign)
        {
            clause.toldPast = [last.raw.joined(separator: " ")]
        }
        // "Das Training gestern *war* super", "the ride *was* tough": a past copula after the
        // clause's first word, in a clause that does not ask, tells how something went ("wie war
        // mein Lauf" and "war das alles" ask).
        if clause.toldPast.isEmpty, !clause.opensQuestion, clause.commands.isSubset(of: questions),
            let copula = words.dropFirst().first(where: (isEnglish ? Self.englishPastCopulas : Self.germanPastCopulas).contains)
        {
            clause.toldPast = [copula]
        }
        // "My coach *says* I should rest more": another person's words, reported, ask nothing.
        if clause.toldPast.isEmpty, !clause.otherPeople.isEmpty, let verb = words.first(where: Self.speechVerbs.contains) {
            clause.toldPast = [verb]
        }
        // "我上周骑*了*五十公里": in Chinese, 了 in a clause that names a time gone by and asks
        // nothing tells what was done ("上周骑了多少" asks).
        if clause.toldPast.isEmpty, clause.commands.isSubset(of: questions), words.contains("了"),
            Self.chinesePastTimes.contains(where: { words.contains(subsequence: $0) }),
            !words.contains(where: Self.chineseQuestionWords.contains)
        {
            clause.toldPast = ["了"]
        }
        // "The *dog* drank some water", "*狗*喝完水了": a command's word said in the past of a
        // thing the app does not have, its subject, is news of it (Chinese: a clause closing on
        // 了); beside a command it is the reason, and nothing of it is asked for ("the dog drank
        // some water, carry on").
        if !clause.commands.isEmpty || clause.appWords > 0, let subject = thingSubjectWithPast(pieces, readings, words) {
            if clause.toldPast.isEmpty { clause.toldPast = [subject] }
            clause.givesReason = true
        }
        // "The hotel *breakfast finishes* at ten": a command's word in the present of a thing the
        // app does not have, its subject, tells what that thing does (a timetable, as "the class
        // ends at ten" does); nothing of it is asked for.
        // Chinese with a clock time before the command that closes the clause ("婚礼彩排*四点开始*").
        if clause.toldPast.isEmpty, let subject = chineseTimetableSubject(pieces, readings) { clause.toldPast = [subject] }
        // "塔巴塔四分钟*就能*练完", "瑜伽课*会*取消": a Chinese command's word right after 就能, 就可以,
        // 才能 or 会 tells what can or will happen; it orders nothing ("能结束吗" asks; "等会结束" is
        // in a moment).
        if clause.toldPast.isEmpty, let command = readings.firstIndex(where: \.isCommand), command > 0,
            pieces[command].raw.allSatisfy(Self.isChinese)
        {
            let before = pieces[..<command].flatMap(\.raw).joined()
            if let modal = Self.chineseOutcomeModals.first(where: { before.hasSuffix($0) }),
                !Self.chineseMomentWords.contains(where: { before.hasSuffix($0) })
            {
                clause.toldPast = [modal]
            }
        }
        // German says it with the verb after its subject ("der Kurs *geht los*").
        if clause.toldPast.isEmpty, let subject = isEnglish ? presentSubject(pieces, readings) : germanPresentSubject(pieces, readings) {
            clause.toldPast = [subject]
        }
        // "迷路了，*看一下*地图，暂停": a Chinese verb "for a moment" that gives no command, or
        // whose object the app does not have (below), is what the speaker does meanwhile, the
        // reason for a command beside it.
        let forAMoment = words.count > 3 && words[1] == "一" && words[2] == "下" && words[0].allSatisfy({ Self.isChinese(String($0)) })
        if forAMoment, clause.commands.isEmpty { clause.givesReason = true }
        // "你作业做*完了吗*", "锻炼结束*了吗*": a Chinese clause that closes on 了吗 asks whether
        // something has happened; it gives no order.
        if clause.toldPast.isEmpty, !clause.commands.isSubset(of: questions), words.count > 2,
            words.suffix(2).elementsEqual(["了", "吗"]) || words.suffix(2).elementsEqual(["了", "没"])
        {
            clause.toldPast = ["了吗"]
        }
        // "膝盖手术要恢复*好几个月*": in Chinese, days, weeks, months or years counted right after
        // the command, closing the clause, say how long something takes; nothing is ordered now.
        // (A few minutes is a pause's length: "休息几分钟".)
        if clause.toldPast.isEmpty, let last = readings.lastIndex(where: \.isCommand) {
            var rest = pieces[(last + 1)...].flatMap(\.raw)[...]
            if rest.first == "好" { rest = rest.dropFirst() }
            let counted = rest.prefix(while: { $0 == "几" || Self.isChineseNumeral($0) })
            rest = rest.dropFirst(counted.count)
            if rest.first == "个" { rest = rest.dropFirst() }
            if !counted.isEmpty, let unit = rest.first, ["天", "周", "星", "月", "年"].contains(unit),
                rest.dropFirst(unit == "星" ? 2 : 1).allSatisfy({ ["了", "的", "呢", "吧"].contains($0) })
            {
                clause.toldPast = [pieces[last...].flatMap(\.raw).joined()]
            }
        }
        // "I should start running *more*", "ich sollte *öfter* laufen": a habit to take up is a
        // resolution, not a request now ("one *more*" counts, and asks).
        if clause.toldPast.isEmpty, let habit = Self.habitWord(words) { clause.toldPast = [habit] }
        // "游泳比赛取消*了*": in Chinese, a thing the app does not have right before the command,
        // with only 了 after it, is what the clause tells about (the race was called off).
        if clause.toldPast.isEmpty, let last = readings.lastIndex(where: \.isCommand),
            last > 0, case .foreign = readings[last - 1], pieces[last - 1].raw.allSatisfy(Self.isChinese),
            last + 1 < pieces.count, pieces[(last + 1)...].allSatisfy({ $0.raw == ["了"] })
        {
            clause.toldPast = [pieces[last - 1].raw.joined()]
        }
        // "我走*够十*分钟了吗", "跑*到*五公里了没", "跑*了三*公里了吗": in Chinese, whether a measure
        // is reached yet (够, 到 or 了 before a number, closing on 了吗) asks how far along the
        // workout is. So does 没有 closing a clause that has said 了 ("骑*了超过*八公里*没有*"),
        // and 超过 or 过 ("more than") between the verb and the number.
        let closesOnWhether = words.suffix(2).elementsEqual(["了", "吗"]) || words.suffix(2).elementsEqual(["了", "没"])
            || (words.suffix(2).elementsEqual(["没", "有"]) && words.dropLast(2).contains("了"))
        let reached = words.firstIndex(where: { $0 == "够" || $0 == "到" || $0 == "了" }).map { reach in
            words[(reach + 1)...].prefix(2).elementsEqual(["超", "过"]) ? reach + 2 : reach
        }
        if clause.commands.isEmpty || clause.commands == ["end"] || clause.commands == ["start"], words.count > 4,
            closesOnWhether, let reach = reached, reach + 1 < words.count, Self.isChineseNumeral(words[reach + 1])
        {
            clause.withdrawCommands()
            clause.commands = ["status"]
            clause.canonical.append("status")
            clause.toldPast = []
        }
        // "Have I done ten minutes *yet*", "have we walked two miles yet": whether the speaker has
        // reached a measure yet asks how far along the workout is. So does a measure the speaker
        // has done, run or gone, alone or compared ("have I run *more than* 3 miles", "have we gone
        // past ten kilometres"): the verb starts nothing.
        if isEnglish, clause.commands.isEmpty, clause.foreign.isEmpty, words.count > 4, words[0] == "have",
            words[1] == "i" || words[1] == "we", words.last == "yet", words.dropLast().contains(where: Self.isQuantity)
        {
            clause.commands = ["status"]
            clause.canonical.append("status")
        } else if isEnglish, clause.commands.isSubset(of: ["start"]), clause.foreign.isEmpty,
            Self.asksMeasureReached(words)
        {
            clause.withdrawCommands()
            clause.commands = ["status"]
            clause.canonical.append("status")
        }
        // A question without a command asks about what a piece of a value's name alone says
        // ("what *day* is it today", of "leg day"), nothing the app has; beside a value it is
        // context otherwise ("going into the *lake* for a swim"), and with a command the object
        // decides (below).
        guard !clause.commands.isEmpty else {
            clause.foreign += loneFragments
            // "Marathon training takes over *your* life": without a command, what is the
            // listener's tells of them (or of anyone), not of the speaker's workout.
            clause.otherPeople += words.filter(Self.listenersOwn.contains)
            if isEnglish, let back = words.dropFirst().firstIndex(of: "back"),
                back == words.count - 1 || Self.returnParticles.contains(words[back + 1])
            {
                clause.tellsReturn = true
            }
            // (The speaker first, then a thing the app does not have after its article.)
            if let first = words.first, Self.speakers.contains(first),
                pieces.indices.dropFirst(2).contains(where: { at in
                    guard case .foreign = readings[at], pieces[at - 1].raw.count == 1 else { return false }
                    return Self.objectArticles.contains(pieces[at - 1].raw[0])
                })
            {
                clause.tellsOwnDoing = true
            }
            return clause
        }
        clause.isQuestion = clause.commands.isSubset(of: questions)
        clause.describes = participleCommands
        // "*Café stop* at the end, save the ride": a pause's noun after the thing it is for names
        // a stop; beside a clause that asks, it is context.
        if isEnglish, clause.opensForeign, readings.count >= 2, readings[1].isCommand, pieces[0].raw.count == 1,
            pieces[1].raw.first.map(Self.pauseNouns.contains) == true
        {
            clause.describes = true
        }
        // "*码表上已经开始记录了*，这次骑行不要了", "*我哥已经记录了*这次散步": a thing the app does
        // not have, or someone else, that has already done a command's deed, told with 已经 and
        // 了, says what was done; beside a clause that asks, it is context.
        if pieces.count >= 3, !Self.asksInChinese(pieces),
            let already = pieces.firstIndex(where: { $0.raw == ["已", "经"] }),
            readings[..<already].contains(where: { $0.isKnownWord || $0.isForeign }),
            pieces.contains(where: { $0.raw == ["了"] }),
            let command = readings.firstIndex(where: \.isCommand), already < command
        {
            clause.describes = true
        }
        // "*开始拉伸了*，结束训练", "开始下雨了": a start of something the app does not have, told
        // with 了, says what has begun; beside a clause that asks, it is context.
        if pieces.count >= 3, pieces[0].raw.allSatisfy(Self.isChinese), pieces[0].canonical == "start", readings[0].isCommand,
            pieces[pieces.count - 1].raw == ["了"], readings[1..<(pieces.count - 1)].allSatisfy(\.isForeign)
        {
            clause.describes = true
        }
        clause.tellsState = Self.tellsState(pieces, readings)
        // (Only when the completion is said of another command: "I'm *finished*" ends.)
        let completion: [TokenPipeline.Piece]
        if isEnglish {
            completion =
                pieces.suffix(3).flatMap(\.raw).elementsEqual(["in", "the", "bag"])
                ? Array(pieces.suffix(3))
                : pieces.suffix(1).filter { $0.raw.count == 1 && Self.completionWords.contains($0.raw[0]) }
        } else if let last = words.last, Self.germanCompletion.contains(last) {
            completion = Array(pieces.suffix(1))
        } else {
            // (Spelled out only here: every clause of every utterance reaches this.)
            let spelled = words.joined()
            completion =
                spelled.hasSuffix("完了") || spelled.hasSuffix("好了")
                ? Array(pieces.reversed().prefix { Self.chineseCompletion.contains($0.raw.joined()) }) : []
        }
        clause.reportsDone =
            !completion.isEmpty && completion.count < pieces.count
            && (!clause.commands.subtracting(completion.compactMap(\.canonical)).isEmpty
                // (Or, in Chinese, another thing's verb done: "咖啡*喝完了*".)
                || (!isEnglish && readings.contains(where: \.isForeign)
                    && !readings[pieces.count - completion.count - 1].isCommand))
        // (English, the speaker's own: "my" at most two words before it.) So does one whose last
        // command, the speaker's own, is followed only by where it is asked: "what's my heart
        // rate *at the top of this hill*".
        if isEnglish, let last = readings.lastIndex(where: { !$0.isFiller }) {
            let ownAt = { (at: Int) in pieces[max(0, at - 2)..<at].contains(where: { $0.raw == ["my"] }) }
            if case .command = readings[last], ownAt(last) {
                clause.endsOnCommand = true
            } else if let found = readings.lastIndex(where: \.isCommand), ownAt(found),
                // ("What's my average speed *been* on the chaingang": past the participle of "be".)
                case let command = found + 1 < pieces.count && pieces[found + 1].raw == ["been"] ? found + 1 : found,
                command + 1 < pieces.count, pieces[command + 1].raw.count == 1,
                Self.placePrepositionsEnglish.contains(pieces[command + 1].raw[0])
                    || Self.conditionPrepositionsEnglish.contains(pieces[command + 1].raw[0])
                    || (Self.weatherPrepositionsEnglish.contains(pieces[command + 1].raw[0])
                        && pieces[(command + 2)...].prefix(3).contains { $0.raw.count == 1 && Self.weatherWordsEnglish.contains($0.raw[0]) })
            {
                clause.endsOnCommand = true
            }
        }

        // Second pass: the command's object and its head. A word near one of the app's words is
        // the app's in a command's object only when it is near a value that the command's
        // shortcuts take ("start a marathon" ≈ run); "end the meeting" (≈ session) and "cancel
        // the uber" (≈ ride, which only starting takes) are about something else.
        let objectAnywhere = prepositions.isEmpty
        var inObject = objectAnywhere
        var afterCommand = false
        var withPreposition = false
        // Whether an activity gave the start ("I'm *riding* to the office"): it names what starts,
        // so with no object of its own the object is the app's; "I'm *walking* the dog" has one.
        var activityStarted = false
        // Whether the command was said as a thing counted ("mark *a lap* at the bridge", "one
        // more *lap* of the park", "*taking a breather* at the viewpoint"): where it happens is
        // context ("a pause *in the music*" is still about the music).
        var counted = false
        // Whether that command was a round ("another *round*"), which is also of drinks or golf.
        var countedRound = false
        // Whether the last command given was a pause.
        var lastPause = false
        // Where the last word of a counted command's place was ("a lap of the office *park*").
        var countedPlace = -2
        // Whether a copula came after the command ("Ampel an der Kreuzung *ist* rot").
        var copulaAfterCommand = false
        // Where the last word of a German place after the named activity was ("an der alten *Brücke*").
        var germanPlace = -2
        // Whether the object of a command that stops, a thing the app does not have, was followed
        // by whose it is ("stop the beeping *of* the treadmill", "stopp das Piepen *vom* Laufband";
        // "show the details of my run" shows the run).
        var ownerFollows = false
        for (position, (piece, reading)) in zip(pieces, readings).enumerated() {
            let text = piece.raw.joined(separator: " ")
            if afterCommand, piece.raw.count == 1, Self.stateCopulas.contains(piece.raw[0]) { copulaAfterCommand = true }
            let isApp: Bool
            switch reading {
            case .filler(let isPreposition):
                if isPreposition, !objectAnywhere { inObject = false }
                // Right after a pause with no object:
                // "Red light *at the junction*": said in words of its own, where it is is context
                // ("wait for me *at the corner*" is said to someone).
                // "Pause *for* a chat": said as "pause" or "hold on", "for" leads to why, as "stop
                // for a" does. ("Wait for the bus" and "pause for a photo *with me*" are said to
                // someone; "wait for *her*", for another person, is the speaker's waiting.)
                // German says it with "für" ("Pause *für* einen Kaffee"), not to someone ("für mich").
                if isGerman, lastPause, clause.objectHead == nil, piece.raw == ["fur"], position > 0,
                    case .command = readings[position - 1],
                    pieces[position - 1].raw.first.map(["pause", "pausieren", "pausiere", "anhalten"].contains) == true,
                    !pieces[position...].contains(where: { $0.raw == ["mich"] || $0.raw == ["uns"] })
                {
                    withPreposition = true
                }
                if isPreposition, isEnglish, lastPause, clause.objectHead == nil, piece.raw.count == 1, position > 0,
                    case .command = readings[position - 1]
                {
                    let pause = pieces[position - 1].raw
                    if (Self.placePrepositionsEnglish.contains(piece.raw[0]) && pause.count > 1)
                        || (piece.raw[0] == "for" && pause.first.map(["pause", "hold"].contains) == true
                            && !pieces[position...].contains(where: { $0.raw == ["me"] || $0.raw == ["us"] }))
                        || (piece.raw[0] == "for" && pause == ["wait"]
                            && pieces[(position + 1)...].prefix(2).contains(where: {
                                $0.raw.count == 1 && (Self.otherPeople.contains($0.raw[0]) || Self.objectPronouns.contains($0.raw[0]))
                            }))
                    {
                        withPreposition = true
                    }
                }
                // "把*电视剧*暂停": in Chinese, 把 brings the object before the verb.
                if piece.raw == ["把"], !afterCommand { inObject = true }
                if inObject, clause.objectHead == false, piece.raw.count == 1, Self.ownerPrepositions.contains(piece.raw[0]),
                    !clause.commands.isEmpty, clause.commands.isSubset(of: Self.stoppingCommands)
                {
                    ownerFollows = true
                }
                continue
            case .command:
                inObject = true
                afterCommand = true
                if isCountedCommand(piece, at: position, in: pieces) {
                    counted = true
                    countedRound = piece.raw.contains("round")
                }
                // "stop *for a* coffee": after a pause said with its preposition, a word the app
                // does not have is the reason. ("Go *for* dinner" is no start: a start's
                // preposition leads to what is started.)
                // So does a verb's after a pause "for a moment" in Chinese ("暂停一下*换*电池"): what
                // is done then ("暂停一下电视剧" still pauses the show).
                // ("*Put* the tv *on standby*" was read as "put on standby the tv": its object follows.)
                withPreposition =
                    piece.canonical == "pause"
                    && ((piece.raw.first != "put" && piece.raw.dropFirst().contains(where: prepositions.contains))
                        || Self.pausesToDo(piece, in: words))
                lastPause = piece.canonical == "pause"
                // "Show the details of *my last workout*": a command said with its thing names its object.
                if isEnglish, piece.raw.count > 1, let head = piece.raw.last,
                    pipeline.canonicalize([head]).contains(where: thingWords.contains)
                {
                    clause.objectHead = true
                    inObject = false
                }
                continue
            case .activity:
                inObject = true
                afterCommand = true
                activityStarted = true
                continue
            case .neutral:
                // ("Eine Runde *um den Sportplatz*": where a lap goes, read as the way.)
                if !isEnglish, clause.commands == ["lap"], Self.isPlace(at: position, in: pieces, readings: readings, asking: false) {
                    clause.lapsPlace = true
                }
                continue
            case .known(let isThing):
                // A piece of a value's name alone is not the app's when it would head an object
                // by itself ("the end of the *road*"); beside the app's head ("my hike up the
                // *mountain*") or after a preposition ("back on the *road*") it is context.
                if let canonical = piece.canonical, isLoneFragment(canonical, at: position, in: pieces) {
                    guard inObject, clause.objectHead != true else { continue }
                    // (Where the way leads is context too: "wir radeln zum *See*".)
                    if !isEnglish, !piece.raw.contains(where: Self.isChinese),
                        Self.isPlace(at: position, in: pieces, readings: readings, asking: false)
                    {
                        continue
                    }
                    isApp = false
                    break
                }
                // A word of the app's phrases that names none of its things ("water", "status")
                // is the app's, but weaker: it heads an object only when nothing else does.
                isApp = true
                if !isThing, inObject, clause.objectHead != nil { continue }
            case .substituted:
                isApp = true
            case .near(let value?):
                let takers = valueWordShortcuts[value.canonical] ?? []
                isApp = takers.contains { !(shortcutCommands[$0] ?? []).isDisjoint(with: clause.commands) }
                if !isApp { clause.foreign.append(text) }
            case .near(nil):
                isApp = false
                clause.foreign.append(text)
            case .foreign:
                isApp = false
            }
            if withPreposition, !isApp { continue }
            // "Lauf *an der Promenade* starten", "starte den Lauf im Park": in German, where the
            // activity already named is done, said after a preposition of place, is
            // context (every word of the place: "an der *alten Brücke*"). So is where one goes on
            // or stops, said after "am" or "an" ("weiter *am Sandsack*"; not an end's or a
            // cancel's: "stopp den Timer am Herd"). So is where a lap goes, after any preposition
            // of place ("Runden *auf dem Promenadendeck*", "eine Runde *um den Sportplatz*").
            func namedActivity() -> Bool {
                activityStarted
                    || readings.prefix(position).indices.contains(where: { at in
                        guard case .known(isThing: true) = readings[at] else { return false }
                        return pieces[at].canonical.map(standaloneValueWords.contains) == true
                    })
            }
            if isGerman, !isApp,
                germanPlace == position - 1
                    || ((clause.commands == ["lap"] || namedActivity())
                        && Self.preposition(among: Self.germanPlacePrepositions, through: Self.placeDeterminers, before: position, in: pieces)
                            != nil)
                    || (!clause.commands.isEmpty && clause.commands.isDisjoint(with: UtteranceAnalysis.destructiveCommands)
                        && Self.preposition(among: Self.germanAtPrepositions, through: Self.placeDeterminers, before: position, in: pieces)
                            != nil)
            {
                germanPlace = position
                clause.placeWords.append(text)
                if clause.commands == ["lap"] { clause.lapsPlace = true }
                continue
            }
            // (Every word of the place's name: "a lap of the *office park*".)
            // (A round of what has no article is that thing's round: "another round *of drinks*",
            // where a lap goes "round *of the* park".)
            if counted, !isApp,
                countedPlace == position - 1
                    || Self.preposition(among: Self.placePrepositionsEnglish, through: Self.companionDeterminers, before: position, in: pieces)
                        .map({ !(countedRound && $0 == position - 1 && pieces[$0].raw == ["of"]) }) == true
            {
                countedPlace = position
                clause.lapsPlace = true
                continue
            }
            if inObject {
                // "Pause the marathon *live* tracker": the app's word after "live" names a
                // broadcast of something else; "end the night bus *tracker*": a tracker after a
                // thing the app does not have tracks that thing. (So is training before the noun it
                // qualifies: "the puppy *training* class"; "core training" is a workout.)
                let tracker = piece.raw.last.map { word in
                    Self.trackerWords.contains(word) || (Self.qualifyingTrackerWords.contains(word) && position + 1 < pieces.count)
                }
                let broadcast =
                    isApp && isEnglish && position > 0
                    && (pieces[position - 1].raw == ["live"] || (tracker == true && readings[position - 1].isOthers))
                // (The app's thing a foreign object is of is whose it is: "das Piepen vom
                // *Laufband*".)
                if isApp, ownerFollows { continue }
                // ("Cancel the window cleaner *this week*": when, after the object, is no head of it.)
                // (A question's period is what it asks of: "have I hit my goals *this week*".)
                if isApp, isEnglish, !clause.objectForeign.isEmpty, !clause.commands.contains(where: questions.contains),
                    Self.isWhenAfterObject(at: position, in: pieces)
                {
                    continue
                }
                clause.objectHead = isApp && !broadcast
                if !isApp || broadcast { clause.objectForeign.append(text) }
            }
            if afterCommand, !isApp {
                clause.foreignAfterCommand.append(text)
                if copulaAfterCommand { clause.statedOfCommand.append(text) }
            }
        }
        if activityStarted, clause.objectHead == nil { clause.objectHead = true }
        // "*Ich schau mir* die Robben an, Wanderung anhalten": German that opens on "ich" tells
        // what the speaker does to a thing the app does not have; beside a clause that asks, it
        // is context.
        // ("*Warte* auf die Gruppe, Pause": waiting for someone, said without "ich", too.)
        // ("*Alle warten* am Zauntritt": the group, or the speaker with it, waiting, too.)
        if isGerman, clause.objectHead == false, let first = words.first,
            first == "ich" || Self.germanWaiting.contains(first)
                || (["alle", "wir"].contains(first) && words.count > 1 && Self.germanWaiting.contains(words[1]))
        {
            clause.describes = true
        }
        // "Stop the treadmill *from beeping*": what is stopped is the -ing form after "from", a
        // thing the app does not have.
        if isEnglish, let from = words.firstIndex(of: "from"), from + 1 < words.count, words[from + 1].hasSuffix("ing"),
            clause.foreign.contains(words[from + 1])
        {
            clause.objectHead = false
            clause.objectForeign.append(words[from + 1])
        }
        if forAMoment, clause.objectHead == false { clause.givesReason = true }
        // "*Off on the beep*, resume the swim": setting off, said with only the signal for it, tells
        // when; beside a clause that asks, it is context ("off on the beep" alone starts).
        if isEnglish, !clause.commands.isEmpty, clause.commands.isSubset(of: ["start", "resume"]), clause.appWords == 0,
            clause.foreign.isEmpty, pieces.indices.contains(where: { Self.isStartSignal(at: $0, in: pieces) })
        {
            clause.describes = true
        }
        // "*He's gone back to* his desk, resume the yoga": someone else doing a command's deed to a
        // thing the app does not have is news of them; beside a clause that asks, it is context.
        if isEnglish, !clause.commands.isEmpty, clause.objectHead == false, let first = words.first,
            Self.otherPersonSubjects.contains(first)
        {
            clause.describes = true
        }
        // "*Papa braucht* eine Pause, Wanderung anhalten": in German, someone else who needs the
        // break tells why; beside a clause that asks, it is context.
        if isGerman, clause.commands == ["pause"], let need = words.firstIndex(where: Self.germanNeeding.contains), need > 0,
            Self.otherPeople.contains(words[need - 1])
        {
            clause.describes = true
        }
        // "*Glühwein am Ziel*, Lauf beenden": a thing the app does not have at the place a command
        // is said by ("am Ziel" ends) is what is there; beside a clause that asks, it is context.
        if isGerman, pieces.count >= 2, readings[0].isForeign, readings.last?.isCommand == true,
            pieces[pieces.count - 1].raw.count > 1, pieces[pieces.count - 1].raw.first.map(Self.germanAtPrepositions.contains) == true,
            readings.dropFirst().dropLast().allSatisfy({ !$0.isCommand })
        {
            clause.describes = true
        }
        // "*Time for a gel*, pause", "Zeit für ein Gel, kurz pausieren": the time come for
        // something the app does not have, beside a clause that asks, says why.
        if clause.objectHead == false, let first = pieces.first, first.canonical == "start",
            first.raw == ["time", "for"] || first.raw == ["zeit", "fur"]
        {
            clause.describes = true
        }
        // "*Jetzt kommt die* Gehpause, neue Runde": what comes next, announced with its article,
        // is context beside a clause that asks ("jetzt kommt das Training" alone still starts).
        if isGerman, words.count > 3, Self.germanNow.contains(words[0]), words[1] == "kommt" || words[1] == "kommen",
            Self.definiteArticles.contains(words[2]), clause.objectHead == false
        {
            clause.describes = true
        }
        // "*Finished* my coffee, back to it", "finished chatting to the neighbours, carry on": a
        // command's past form that opens the clause, done to a thing the app does not have,
        // reports what is done.
        // ("*Stopped* for a call, resume": or with what it was for.)
        // ("*Crossed* the charity finish arch, stop my walk": or any past form, with a command's
        // word in what it tells.)
        if isEnglish, clause.objectHead != true, pieces.count > 1,
            readings.first?.isCommand == true ? Self.opensOnCommandPast(pieces, readings) : pieces[0].isPastForm
        {
            clause.reportsDone = true
        }
        // "Desk yoga done, *back to emails*, stop the session": back to something the app does not
        // have tells what the speaker goes on to; beside a clause that asks, it is context.
        // (German too: "*zurück zum Quiz*, Spaziergang beenden".)
        if clause.commands == ["resume"], clause.objectHead == false,
            isEnglish ? pieces.first?.raw == ["back", "to"] : isGerman && pieces.first?.raw.first == "zuruck"
        {
            clause.describes = true
        }
        // "*Back to the gym after the holidays*, start strength training", "nach den Feiertagen
        // zurück ins Studio": a return after a long break is to a habit, not to a paused workout;
        // beside a clause that asks, it is context.
        if clause.commands == ["resume"], words.contains(where: Self.longBreaks.contains) {
            clause.describes = true
        }
        // "*I'm back at the office*, end the walk": back at a place the app does not have tells
        // where the speaker has arrived; beside a clause that asks, it is context.
        if isEnglish, clause.commands == ["resume"], clause.objectHead != true, clause.appWords == 0, !clause.foreign.isEmpty,
            pieces.count > 2, pieces[0].raw.last == "back", pieces[0].canonical == "resume",
            Self.singleWord(at: 1, in: pieces).map(Self.wherePrepositionsEnglish.contains) == true
        {
            clause.describes = true
        }
        clause.isBareStop =
            clause.commands == ["end"] && clause.objectHead == nil && clause.foreignAfterCommand.isEmpty
            && pieces.contains { $0.raw.count == 1 && Self.bareStops.contains($0.raw[0]) }
        return clause
    }
}
