/// What an utterance says, clause by clause, as the lexical and semantic stages read it: the
/// commands it gives, the app's words it names, the words it reads through the semantic table, and
/// the words that are about something else.
struct UtteranceAnalysis: Sendable {
    /// One clause ("I'm at a red light" / "pause my workout").
    struct Clause: Sendable {
        var commands: Set<String> = []
        var canonical: [String] = []
        /// Words other than commands, as written (the object, for the semantic stage).
        var objectWords: [String] = []
        /// How many of the app's things it names (values and vocabulary) …
        var appWords = 0
        /// … and how many of those are not a parameter's value ("workout", "session").
        var vocabularyWords = 0
        var foreign: [String] = []
        /// Words read only as near one of the app's words (cosine below substitution): context in a
        /// clause that names the app's things, too weak to stand alone.
        var weak: [String] = []
        /// The foreign words in the place of a command's object: after the command, before a
        /// preposition ("stop *the video*", but not "start a run *in the park*").
        var objectForeign: [String] = []
        /// Whether the head of a command's object (its last word) is the app's; nil without an object.
        var objectHead: Bool?
        /// Foreign words anywhere after the first command.
        var foreignAfterCommand: [String] = []
        /// Past forms the app does not know ("burned", "tired").
        var pastForms: [String] = []
        /// Whether it says a past form of the app's own ("*drank* a bottle"): what was done is the
        /// app's, and other past forms tell what else was ("*refilled* my bottle and drank it").
        var saysOwnPast = false
        /// Whether every command it gives asks rather than acts (status, summary).
        var isQuestion = false
        /// Whether it opens with the speaker's own need ("I need to tie my shoe", "my lace came
        /// undone"): a reason for the command beside it, not something said to someone else.
        var givesReason = false
        /// The negation of a clause without a command ("I *don't* feel like running"): it wants nothing.
        var negation: String?
        /// Whether every command word is an -ing form ("*stopping* for water"): the clause says
        /// what the speaker is doing; beside a clause that asks, it is context.
        var describes = false
        /// Other apps' tasks named in a clause that gives a reason ("I need to *call* my coach").
        var reasonTasks: [String] = []
        /// Whether it opens as a remark ("*that was* my last lap"): beside a clause that asks, it
        /// tells what happened.
        var isRemark = false
        /// Whether it closes on a word of completion ("last lap *done*", "最后一圈游*完了*"): it
        /// reports what is finished; beside a clause that asks, it is the reason.
        var reportsDone = false
        /// Whether its last word that is not a filler is a command, the speaker's own (English: "am I
        /// under *my* target *pace*").
        var endsOnCommand = false
        /// Whether it tells how something the app does not have is ("der *Kurs ist vorbei*", "*Foto
        /// gemacht*"): its commands come after that thing, said as its state; beside a clause
        /// that asks, it is the reason.
        var tellsState = false
        /// Whether, with no command of its own, it tells what the speaker is doing to a thing the
        /// app does not have ("*I'm changing the battery*", "*ich wechsle die Batterie*"): after a
        /// bare command, the reason for it.
        var tellsOwnDoing = false
        /// Whether it opens with a question word ("*what's* the time on my run").
        var opensQuestion = false
        /// Whether a copula stands after its first word ("cycling *is* great exercise", "der Hund
        /// *ist* fertig"): without a command, it says how something is.
        var states = false
        /// The times still to come it names ("I'm going swimming *tomorrow*").
        var later: [String] = []
        /// The people other than the speaker it names ("my *daughter* has swim practice today"):
        /// without a command, it tells of them.
        var otherPeople: [String] = []
        /// The participles of a perfect told, not asked ("ich habe gestern zehn Kilometer
        /// *geschafft*", "I have *done* 10 km today"): news of what was done, no request.
        var toldPast: [String] = []
        /// Its foreign words that say where, after a preposition of place ("a glass of water *at the
        /// aid station*"): without a command, context for what else it names.
        var placeWords: [String] = []
        /// Whether it is a bare "stop", nothing after it ("*stop* and refill my bottle").
        var isBareStop = false
        /// Whether its first word is one the app does not have, a verb of something else done
        /// ("stop and *refill* my bottle"), not a filler ("stop, *there's* a car").
        var opensForeign = false
        /// What a question asks about in general, not of this workout: the words after "is a"
        /// ("how long *is a* marathon", "how many steps are in *a mile*"); empty otherwise.
        var askedInGeneral: [String] = []
        /// Whether, with no command, it says something is back as it was ("the chain's *back on*",
        /// "power's *back*"): beside a bare start, the workout goes on.
        var tellsReturn = false
        /// Whether it counts a lap with where it goes round ("a lap *of the lake*"): beside a
        /// start, the way the workout goes, not a lap to mark.
        var lapsPlace = false
        /// Whether it names the app ("*Cadence* pause"): what it asks is asked of the app, so a
        /// clause after it tells why, not something said to someone else ("Cadence pause, seals
        /// on the rocks").
        var namesApp = false

        /// Takes back the commands it gave: it is context beside a clause that asks.
        mutating func withdrawCommands() {
            let given = commands
            canonical.removeAll { given.contains($0) }
            commands = []
        }
    }

    var clauses: [Clause] = []
    /// Words that ask another app for something ("remind me", "text").
    var otherTasks: [String] = []
    /// Other assistants' names ("Alexa").
    var otherAssistants: [String] = []
    /// Openings of remarks ("that was").
    var remarks: [String] = []
    /// Times still to come in the clauses that decide: the utterance tells a plan.
    var laterTimes: [String] = []
    /// Unknown words read through the semantic table: "exercise ≈ workout 0.77".
    var related: [String] = []

    /// The clauses that decide: those that give a command or name the app's things, when any
    /// clause gives a command; otherwise every clause. "I'm waiting at a red light, pause" decides
    /// on "pause"; "I'm at a red light" is context.
    var deciding: [Clause] {
        guard clauses.contains(where: { !$0.commands.isEmpty }) else { return clauses }
        return clauses.filter { !$0.commands.isEmpty || $0.appWords > 0 }
    }

    var content: [String] { deciding.flatMap(\.canonical) }
    /// The positions in ``content`` of the words of clauses that give a command: a value named
    /// there is the one asked for ("coastal path walk to the lighthouse, begin *the hike*").
    var commandContent: Set<Int> {
        var positions = Set<Int>()
        var start = 0
        for clause in deciding {
            let end = start + clause.canonical.count
            if !clause.commands.isEmpty { positions.formUnion(start..<end) }
            start = end
        }
        return positions
    }
    var commands: Set<String> { deciding.reduce(into: Set<String>()) { $0.formUnion($1.commands) } }
    var objectWords: [String] { deciding.flatMap(\.objectWords) }

    /// The words that make the utterance about something else, or empty.
    ///
    /// In a clause with a command, the command's object decides: the words after it up to a
    /// preposition, whose last word is the head ("stop the *video*", "cancel my gym *membership*",
    /// "pause my *workout* for the dog"). A head the app has makes the rest context; a head it
    /// does not have is about something else; with no object at all ("wait for me at the corner"),
    /// any word after the command the app does not have is. Words before the command are context
    /// ("I have to tie my shoe, hold on").
    ///
    /// With no command at all: things the app does not have beside nothing it has but a
    /// parameter's value ("the bike needs new tires", "is it going to rain today").
    var somethingElse: [String] {
        if let last = clauses.lastIndex(where: { !$0.commands.isEmpty }) {
            // A clause that gives the app's own thing a command ("pause *the run*").
            let addressed = clauses.filter { !$0.commands.isEmpty && $0.objectHead == true && !$0.isQuestion }
            let words = clauses.filter { !$0.commands.isEmpty }.flatMap { clause -> [String] in
                if !clause.askedInGeneral.isEmpty { return clause.askedInGeneral }
                // "Wait at the stile, pause the run", "kurz am Zaun warten, Lauf anhalten": beside
                // that command given to the app's thing, the same command said with only where is
                // context ("wait at the gate" alone is said to someone).
                if clause.objectHead != true, !clause.foreign.isEmpty, clause.foreign.allSatisfy(clause.placeWords.contains),
                    addressed.contains(where: { $0.commands == clause.commands })
                {
                    return []
                }
                if !clause.toldPast.isEmpty { return clause.toldPast }
                return switch clause.objectHead {
                case .some(true): []
                // A question whose object is not the app's is about what its other words say
                // ("what's a *good* pace for a marathon", "*nice* pace").
                case .some(false): clause.isQuestion ? clause.foreign : clause.objectForeign
                // A question that ends on its metric asks about it, whatever qualifies it ("am I
                // above or below my *target* pace").
                case nil: clause.isQuestion ? (clause.endsOnCommand ? [] : clause.foreign) : clause.foreignAfterCommand
                }
            }
            guard words.isEmpty else { return words }
            // A bare command followed by a clause about something else is said to someone about
            // it ("stop, there's a car coming", "hold on, I'm coming"); a reason before the
            // command is context ("I'm at a red light, pause"). (Not when the command names the
            // app: said to it, what follows is why.)
            if clauses[last].objectHead == nil, !clauses[last].namesApp,
                let after = clauses[(last + 1)...].first(where: { $0.appWords == 0 && !$0.foreign.isEmpty }),
                !after.givesReason, !after.isRemark, !after.tellsOwnDoing,
                // (A thing's state is the reason: "hold on, *chain is off*".)
                !after.states
            {
                return after.foreign
            }
            return []
        }
        let told = clauses.flatMap(\.toldPast)
        if !told.isEmpty { return told }
        let others = clauses.flatMap(\.otherPeople)
        if !others.isEmpty { return others }
        let negations = clauses.compactMap(\.negation)
        if !negations.isEmpty { return negations }
        // "Cycling is great exercise": a statement about something, with words the app does not have.
        let statements = clauses.filter(\.states).flatMap(\.foreign)
        if !statements.isEmpty { return statements }
        guard clauses.reduce(0, { $0 + $1.vocabularyWords }) == 0 else { return [] }
        let toldOwn = clauses.contains(where: \.saysOwnPast)
        let words = clauses.flatMap { $0.foreign + $0.weak + (toldOwn ? [] : $0.pastForms) }
        // Where it happened is context when something else is named ("a glass of water at the aid
        // station"); alone it is what the sentence is about ("what time is it at the beach").
        let placed = Set(clauses.flatMap(\.placeWords))
        let elsewhere = words.filter { !placed.contains($0) }
        return elsewhere.isEmpty && clauses.contains(where: { $0.appWords > 0 }) ? [] : words
    }
}

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
        let clauses = TextNormalizer.clauses(utterance, conjunctions: conjunctions, keeping: reasonConjunctions)
            .enumerated().filter { index, words in
                index == 0 || !(words.count > 2 && Self.relativePronouns.contains(words[0]) && Self.subjectPronouns.contains(words[1]))
            }.map { removingApplicationName($0.element) }
        // "Honey, pause the show", "老公,把电视剧暂停一下": said to a person nearby, by name.
        if let first = clauses.first, let addressee = addressee(opening: first.0) {
            analysis.otherAssistants.append(addressee)
        }
        // ("*Cadence,* pause, barrier's down": the app's name alone names it for the next clause.)
        var named = false
        for (words, namesApp) in clauses {
            var clause = analyzeClause(words, into: &analysis)
            clause.namesApp = namesApp || named
            named = namesApp && words.isEmpty
            analysis.clauses.append(clause)
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
    private enum Reading {
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
        var isForeign: Bool { if case .foreign = self { true } else { false } }
        var isFiller: Bool { if case .filler = self { true } else { false } }
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
        clause.states = words.dropFirst().contains(where: Self.stateCopulas.contains)
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
        let asked = Self.questionLeads.first { words.starts(with: $0) }.map { words.dropFirst($0.count) } ?? words[...]
        // ("*When I* got in": a clause of time opened as a reason asks nothing.)
        clause.opensQuestion =
            asked.first.map(interrogatives.contains) == true && asked.dropFirst().first != "about" && !clause.givesReason
        if clause.opensQuestion { clause.askedInGeneral = Self.askedInGeneral(words) }
        // "How was *your* week": a question about the listener's own, not the speaker's workouts.
        if clause.opensQuestion, clause.askedInGeneral.isEmpty, let yours = words.first(where: Self.listenersOwn.contains) {
            clause.askedInGeneral = [yours]
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
        var whenRead = false
        // Where what is too much to do starts ("too hot *to run*"): nothing from there is asked for.
        let excessFrom = Self.excessive(in: pieces)
        // Where a clause of time gone by starts ("how far have I hiked *since we left* the car
        // park"): what it tells says from when; it asks for nothing.
        let sinceFrom =
            isEnglish
            ? pieces.indices.dropLast(2).first { at in
                pieces[at].raw == ["since"] && pieces[at + 1].raw.count == 1
                    && Self.personalSubjects.contains(pieces[at + 1].raw[0])
                    // (A past form the lexicon reads as a filler too: "*left*" of "time left".)
                    && (pieces[at + 2].isPastForm || pieces[at + 2].raw.first.map { TokenPipeline.englishIrregular[$0] != nil } == true)
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
                return Self.preposition(among: Self.wherePrepositionsEnglish, through: Self.companionDeterminers, before: position, in: pieces)
                    != nil
                    || continuesPlace(position)
                    || (Self.weatherWordsEnglish.contains(piece.raw[0])
                        && Self.preposition(
                            among: Self.weatherPrepositionsEnglish, through: Self.companionDeterminers, before: position, in: pieces) != nil)
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
        for (position, piece) in pieces.enumerated() {
            // "*跟朋友*去跑步": who comes along is context.
            if companionPositions.contains(position) {
                readings.append(.neutral)
                continue
            }
            if isEnglish, piece.raw.count == 1, Self.timePrepositions.contains(piece.raw[0]), piece.raw[0] != "since" {
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
            case .task
            where clause.givesReason || isSubject(at: position, in: pieces)
                || (isEnglish ? words.first == "im" || words.starts(with: ["i", "am"]) : words.first == "ich")
                || (pieces.last?.isPastForm == true && !clause.opensQuestion)
                // ("*Finished* my call, carry on": after a command's past form that opens the clause.)
                || (isEnglish && position > 0 && Self.opensOnCommandPast(pieces, readings))
                || (piece.raw.allSatisfy(Self.isChinese) && !asksInChinese
                    && pieces[(position + 1)...].contains(where: { $0.raw.contains("了") })):
                clause.reasonTasks.append(text)
            case .task: analysis.otherTasks.append(text)
            case .assistant: analysis.otherAssistants.append(text)
            case .remark:
                analysis.remarks.append(text)
                if position == 0 { clause.isRemark = true }
            // (In a question, tonight is today: "how far have I run *tonight*".)
            case .later where clause.opensQuestion && Self.presentEvenings.contains(text): break
            case .later: clause.later.append(text)
            case nil: break
            }
            guard let canonical = piece.canonical else {
                // "Split *the check*": after a determiner, a small verb is a noun, and a thing
                // the app does not have.
                if isEnglish, piece.raw.count == 1, Self.fillerVerbs.contains(piece.raw[0]),
                    before.map(Self.nounDeterminers.contains) == true
                {
                    clause.foreign.append(text)
                    clause.canonical.append(piece.raw[0])
                    readings.append(.foreign)
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
                    clause.foreign.append(text)
                    clause.canonical.append("app")
                    readings.append(.foreign)
                    continue
                }
                if whenRead { whenFrom = nil }
                readings.append(.filler(isPreposition: piece.raw.count == 1 && prepositions.contains(piece.raw[0])))
                continue
            }
            if let describedAfter, position > describedAfter {
                clause.canonical.append(canonical)
                readings.append(.neutral)
                continue
            }
            if let from = excessFrom ?? sinceFrom, position >= from {
                clause.canonical.append(canonical)
                readings.append(.neutral)
                continue
            }
            // "A whole bottle *after the run*", "intervals *before dinner*": the words a
            // preposition of time governs say when; they name neither the app's thing nor
            // another. (A command's word there is read below: "water *during the break*".)
            if let from = whenFrom, position > from {
                // (A command's word governed by it says when too, as the first word read: "pause
                // *until the light turns green*"; after one, it gives the command.)
                if (commands.contains(canonical) && whenRead) || position - from > 3 {
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
            if isEnglish, position >= 2, standaloneValueWords.contains(canonical), !commands.contains(canonical),
                pieces[position - 2].raw == ["from"], before.map(Self.nounDeterminers.contains) == true,
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
            // "Is the pool *open*": after a copula that opens a question, "open" says how a
            // place is, it opens nothing.
            if canonical == "show", piece.raw == ["open"], let first = words.first, Self.copulas.contains(first) {
                clause.foreign.append(text)
                clause.canonical.append(canonical)
                readings.append(.foreign)
                continue
            }
            // "the *end* of the trail", "the *start*": starting and ending as nouns name something
            // else; so does a *show* after a determiner ("pause the show").
            if commands.contains(canonical), piece.raw.count == 1,
                ((canonical == "start" || canonical == "end")
                    && (before == "the" || (position + 1 < pieces.count && pieces[position + 1].raw.first == "of")))
                    || (canonical == "show" && before.map(Self.nounDeterminers.contains) == true)
            {
                clause.foreign.append(text)
                clause.canonical.append(canonical)
                readings.append(.foreign)
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
            // and asking's words stay: "stop for *a break*" and "how fast, *my pace*" say it again.
            if commands.contains(canonical), piece.isSynonym, piece.raw.count == 1, clause.commands.contains(canonical),
                canonical != "pause", !questions.contains(canonical),
                before.map(Self.nounDeterminers.contains) == true
            {
                clause.foreign.append(text)
                clause.canonical.append(canonical)
                readings.append(.foreign)
                continue
            }
            // "Café *stop* with the group", "the café *stop* halfway", "audax *start* at the village
            // hall": a stop or a start right after a thing the app does not have that opens the
            // clause, or follows a determiner, is that thing's stop or start, a noun.
            if isEnglish, (canonical == "end" && piece.raw == ["stop"]) || (canonical == "start" && piece.raw == ["start"]),
                position >= 1, case .foreign? = readings.last,
                position == 1 || pieces[position - 2].raw.last.map(Self.nounDeterminers.contains) == true
            {
                clause.foreign.append(text)
                clause.canonical.append(canonical)
                readings.append(.foreign)
                continue
            }
            // "What is the course *record*", "where's the bus *stop*": in a question, a command's
            // word right after a thing the app does not have, itself after a determiner, is the
            // head of that thing's name. (Not in an order: "take a short *break*".)
            if commands.contains(canonical), isEnglish, clause.opensQuestion, piece.raw.count == 1, position >= 2,
                case .foreign? = readings.last,
                pieces[position - 2].raw.last.map(Self.nounDeterminers.contains) == true
            {
                clause.foreign.append(text)
                clause.canonical.append(canonical)
                readings.append(.foreign)
                continue
            }
            // "A glass of water *during the break*": a command's word after a preposition of time
            // and a determiner says when, it gives no command. After one of place in a question,
            // where ("what speed am I holding *on this stretch*"; "I'm *at a stoplight*" pauses).
            // (A question's only measure is what it asks: "are we *on the pace* we need".)
            if commands.contains(canonical), piece.raw.count == 1, isEnglish, position >= 2,
                before.map(Self.nounDeterminers.contains) == true, pieces[position - 2].raw.count == 1,
                Self.timePrepositions.contains(pieces[position - 2].raw[0])
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
                clause.foreign.append(text)
                clause.canonical.append(canonical)
                readings.append(.foreign)
                continue
            }
            // "How long was *my break*", "how fast was that last *lap*": in a question with a
            // copula, after the question's own word, another command's word after a determiner
            // is what is asked about; it gives no command.
            if commands.contains(canonical), piece.raw.count == 1, !Self.isChinese(piece.raw[0]), clause.opensQuestion,
                !questions.contains(canonical), clause.commands.contains(where: questions.contains),
                words.prefix(4).contains(where: Self.questionCopulas.contains),
                pieces[max(0, position - 2)..<position].contains(where: {
                    $0.raw.count == 1 && Self.askedDeterminers.contains($0.raw[0])
                })
            {
                readings.append(.neutral)
                continue
            }
            if commands.contains(canonical) {
                // "End *today's run*": a workout named whole as showing, after a command that acts,
                // is what that command acts on, the activity it names.
                if isEnglish, canonical == "show", piece.raw.count > 1, clause.commands.contains(where: { !questions.contains($0) }),
                    let head = piece.raw.last, let thing = pipeline.canonicalize([head]).first, standaloneValueWords.contains(thing)
                {
                    clause.canonical.append(thing)
                    clause.appWords += 1
                    readings.append(.known(isThing: true))
                    continue
                }
                // "停下来*看*海豹": the verb right after a Chinese pause with an errand is that
                // errand; it gives no command of its own.
                if position > 0, piece.raw.count == 1, Self.chineseErrandVerbs.contains(piece.raw[0]),
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
                // after a number, a question's word is an amount.
                if negated || (before.map(Self.isQuantity) == true && questions.contains(canonical)) {
                    readings.append(.neutral)
                    continue
                }
                // "The treadmill *timed out*", "my watch *paused*", "the rain *has stopped*": a past
                // form right after a thing that opens the clause (or after that thing's perfect)
                // tells what happened to it; it gives no command (news).
                let subject = before.map(Self.perfectAuxiliaries.contains) == true ? position - 2 : position - 1
                if isEnglish, piece.isPastForm, subject >= 0, subject <= 1,
                    subject == 0 || pieces[0].raw.last.map(Self.nounDeterminers.contains) == true,
                    {
                        switch readings[subject] {
                        case .foreign, .known(isThing: true), .near, .substituted: true
                        default: false
                        }
                    }()
                {
                    happened.append(text)
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
                    clause.foreign.append(text)
                    clause.canonical.append(canonical)
                    readings.append(.foreign)
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
                    // "First aid station *at mile* twelve", "a gel at 20 km": a distance with its
                    // number after "at" is a point on the way, not a question.
                    || (isEnglish && canonical == "status" && Self.isPointOnTheWay(at: position, in: pieces))
                    // "*Top of the first climb*, new lap": a measure's word as the place a part is of.
                    || (isEnglish && questions.contains(canonical) && Self.isPartOfTheWay(at: position, in: pieces))
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
                    && piece.raw.first.map { $0.count > 4 && $0.hasSuffix("ing") } == true
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
            } else if !isEnglish, !clause.opensQuestion || !words.contains(where: Self.germanDistanceWords.contains),
                Self.isPlace(at: position, in: pieces, readings: readings, asking: asksInChinese)
            {
                // "Zur *Arbeit* radeln", "骑车去*公园*": where the activity goes is context. (English
                // ends a command's object at its prepositions.) A question of distance asks about the
                // place ("wie weit ist es zum *Bahnhof*"); one of how often does not ("wie oft bin ich
                // zur *Arbeit* geradelt"). Where one is ("im Park") may say what is liked or done
                // anyway ("ich laufe gerne im Park"), so only a way somewhere counts.
                readings.append(.neutral)
            } else if isGerman, clause.opensQuestion, words.contains(where: Self.germanSpeakerWords.contains),
                Self.preposition(among: Self.germanWherePrepositions, through: Self.conditionDeterminers, before: position, in: pieces)
                    != nil
            {
                // "Wie hoch ist mein Puls *auf der Treppe*", "wie weit bin ich *im Moor* gewandert":
                // where one is, in a question of one's own measure, says where it is measured. (A
                // way to a place in a question of distance asks about the place, as above; a question
                // not of the speaker's asks about it: "wie steht es beim Fußball".)
                readings.append(.neutral)
            } else if isGerman, clause.opensQuestion, words.contains(where: Self.germanSpeakerWords.contains),
                Self.isGermanPath(at: position, in: pieces)
            {
                // "Wie lange laufe ich schon *die Treppen hoch und runter*", "*am Fluss entlang*": a
                // way said with a postposition, in a question of one's own measure, says where too.
                readings.append(.neutral)
            } else if isEnglish, clause.opensQuestion,
                Self.preposition(among: Self.alongPrepositions, through: Self.demonstratives, before: position, in: pieces) != nil
            {
                // "How fast am I going *on this flat bit*": the stretch the speaker is on, pointed
                // at, in a question, says where the measure is taken.
                readings.append(.neutral)
            } else if isEnglish, clause.opensQuestion, clause.commands.contains("status"),
                words.contains("i") || words.contains("we") || words.contains("my"),
                Self.isStartingPoint(at: position, in: pieces, readings: readings)
            {
                // "How many miles have I covered *since the aid station*": where a measure is
                // counted from, in a question of it, is context.
                readings.append(.neutral)
            } else if asksInChinese, Self.isOwnQualifier(at: position, in: pieces) {
                // "我*爬这个坡*的功率是多少": what the speaker did, before 的 in a question, says
                // which of their measures is asked.
                readings.append(.neutral)
            } else if asksInChinese, Self.isPointedSession(at: position, in: pieces) {
                // "*这节课*消耗了多少卡路里": the session pointed at, as the question's subject, is
                // the one being recorded.
                readings.append(.neutral)
            } else if Self.isCompanion(at: position, in: pieces) || Self.isCondition(at: position, in: pieces) {
                // "Eine Runde drehen *mit dem Hund*", "a ride with my friends": who comes along
                // is context, not what the command acts on.
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
        // "Start tracking *again*": a restart is a resume.
        if clause.commands.contains("start"), commands.contains("resume"),
            repetitions.contains(where: { words.contains(subsequence: $0) })
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
                ? pieces[2...].contains { $0.raw.count == 1 && Self.copulas.contains($0.raw[0]) }
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
        if case .foreign? = readings.first { clause.opensForeign = true }
        // A perfect that does not open as a question tells what was done ("I have done 10 km
        // today"); "have I done 10 km" and "how far have I run" ask. An order is no tale.
        if !clause.opensQuestion, !participles.isEmpty, clause.commands.isSubset(of: questions),
            !(words.first.map(Self.perfectAuxiliaries.contains) ?? false)
        {
            clause.toldPast = participles
        }
        if clause.toldPast.isEmpty, !happened.isEmpty, clause.commands.isSubset(of: questions) { clause.toldPast = happened }
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
        if isEnglish, clause.toldPast.isEmpty, let subject = presentSubject(pieces, readings) { clause.toldPast = [subject] }
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
        // A question without a command asks about what a piece of a value's name alone says
        // ("what *day* is it today", of "leg day"), nothing the app has; beside a value it is
        // context otherwise ("going into the *lake* for a swim"), and with a command the object
        // decides (below).
        guard !clause.commands.isEmpty else {
            clause.foreign += loneFragments
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
        // Whether the last command given was a pause.
        var lastPause = false
        // Where the last word of a counted command's place was ("a lap of the office *park*").
        var countedPlace = -2
        for (position, (piece, reading)) in zip(pieces, readings).enumerated() {
            let text = piece.raw.joined(separator: " ")
            let isApp: Bool
            switch reading {
            case .filler(let isPreposition):
                if isPreposition, !objectAnywhere { inObject = false }
                // "Red light *at the junction*": right after a pause said in words of its own, with no
                // object, where it is is context ("wait for me *at the corner*" is said to someone).
                if isPreposition, isEnglish, lastPause, clause.objectHead == nil, piece.raw.count == 1,
                    Self.placePrepositionsEnglish.contains(piece.raw[0]), position > 0,
                    case .command = readings[position - 1], pieces[position - 1].raw.count > 1
                {
                    withPreposition = true
                }
                // "把*电视剧*暂停": in Chinese, 把 brings the object before the verb.
                if piece.raw == ["把"], !afterCommand { inObject = true }
                continue
            case .command:
                inObject = true
                afterCommand = true
                if isCountedCommand(piece, at: position, in: pieces) { counted = true }
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
            // (Every word of the place's name: "a lap of the *office park*".)
            if counted, !isApp,
                countedPlace == position - 1
                    || Self.preposition(among: Self.placePrepositionsEnglish, through: Self.companionDeterminers, before: position, in: pieces) != nil
            {
                countedPlace = position
                clause.lapsPlace = true
                continue
            }
            if inObject {
                // "Pause the marathon *live* tracker": the app's word after "live" names a
                // broadcast of something else; "end the night bus *tracker*": a tracker after a
                // thing the app does not have tracks that thing.
                let broadcast =
                    isApp && isEnglish && position > 0
                    && (pieces[position - 1].raw == ["live"]
                        || (piece.raw.last.map(Self.trackerWords.contains) == true && readings[position - 1].isForeign))
                clause.objectHead = isApp && !broadcast
                if !isApp || broadcast { clause.objectForeign.append(text) }
            }
            if afterCommand, !isApp { clause.foreignAfterCommand.append(text) }
        }
        if activityStarted, clause.objectHead == nil { clause.objectHead = true }
        // "*Ich schau mir* die Robben an, Wanderung anhalten": German that opens on "ich" tells
        // what the speaker does to a thing the app does not have; beside a clause that asks, it
        // is context.
        // ("*Warte* auf die Gruppe, Pause": waiting for someone, said without "ich", too.)
        if isGerman, clause.objectHead == false, let first = words.first, first == "ich" || Self.germanWaiting.contains(first) {
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
        clause.isBareStop =
            clause.commands == ["end"] && clause.objectHead == nil && clause.foreignAfterCommand.isEmpty
            && pieces.contains { $0.raw.count == 1 && Self.bareStops.contains($0.raw[0]) }
        return clause
    }

    /// Whether the clause opens on a command's past form ("*finished* my coffee", "*stopped* for a call").
    private static func opensOnCommandPast(_ pieces: [TokenPipeline.Piece], _ readings: [Reading]) -> Bool {
        readings.first?.isCommand == true && pieces.first?.raw.first?.hasSuffix("ed") == true
    }

    /// The subject of a clause that tells what a thing the app does not have did with a command's
    /// word: "the *dog* drank …" (English, a past form after the subject), "*狗*喝完水了" (Chinese,
    /// closing on 了).
    private func thingSubjectWithPast(_ pieces: [TokenPipeline.Piece], _ readings: [Reading], _ words: [String]) -> String? {
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
        return chineseErrandVerbs.contains(String(clause[range.upperBound]))
    }

    /// Chinese verbs of small errands done during a pause (change, drink, eat, tie, take a photo,
    /// look…).
    static let chineseErrandVerbs: Set<String> = [
        "换", "喝", "吃", "系", "拍", "接", "拿", "穿", "脱", "擦", "找", "加", "装", "修", "充", "看", "清", "捡",
    ]

    /// Whether the one-word piece at `position` opens its clause as the subject of what follows:
    /// first, or after a determiner that opens it, with a copula or (English) an -ing form right
    /// after it ("*phone* ringing", "the *call* is over", "*Foto* ist gemacht").
    func isSubject(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, position + 1 < pieces.count,
            position == 0
                || (position == 1 && pieces[0].raw.count == 1
                    && (Self.nounDeterminers.contains(pieces[0].raw[0]) || Self.definiteArticles.contains(pieces[0].raw[0]))),
            let next = pieces[position + 1].raw.first
        else { return false }
        return Self.stateCopulas.contains(next) || (isEnglish && next.hasSuffix("ing") && next.count > 4)
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

    /// Nouns of a pause ("a café *stop*", "a water *break*").
    static let pauseNouns: Set<String> = ["stop", "break", "halt"]

    /// What says where a lap goes round ("a lap *of* the park", "*around* the lake").
    static let roundPrepositions: Set<String> = ["of", "around", "round"]

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
        "fog", "storm",
    ]

    /// The English prepositions before where something is done ("a glass of water *at* the aid station", "a
    /// bottle *on* the railway path").
    static let wherePrepositionsEnglish: Set<String> = ["at", "by", "near", "inside", "outside", "beside", "on", "along"]

    /// The English prepositions of a way taken ("*up* the steps"; "how much *of* the climb" asks).
    static let wayPrepositionsEnglish: Set<String> = ["up", "down", "along", "past", "through", "across", "over", "around", "round"]

    /// The English words that lead to where something counted happens ("a lap *around* the lake").
    static let placePrepositionsEnglish: Set<String> = [
        "at", "around", "round", "of", "along", "past", "by", "near", "through", "across", "up", "down", "over",
    ]

    /// Whether a clause tells the state of something the app does not have: a thing it does not
    /// have, then a copula ("der Kurs *ist* vorbei", "the movie *is* over") or nothing ("Foto
    /// gemacht", "Regen vorbei"), then the commands, each one word, the last of them ending the
    /// clause when there is no copula; before the commands nothing of the app's.
    private static func tellsState(_ pieces: [TokenPipeline.Piece], _ readings: [Reading]) -> Bool {
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
        return firstCommand == pieces.count - 1 && pieces[firstCommand].raw.count == 1 && pieces.count <= 3
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

    /// The English words that close a report of something finished ("last lap *done*", or "in the
    /// bag") …
    static let completionWords: Set<String> = ["done", "finished", "complete", "completed"]
    /// … the German ones ("dreißig Kilometer *geschafft*") …
    static let germanCompletion: Set<String> = ["geschafft", "erledigt", "absolviert", "abgehakt", "gemacht"]
    /// … and the Chinese ones ("游*完了*", "补*好了*").
    static let chineseCompletion: Set<String> = ["完", "好", "了", "完了", "好了"]

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

    /// The copulas that tell a state ("is", "ist", "sind").
    static let stateCopulas: Set<String> = copulas.union(["ist", "sind", "war", "waren"])

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
    private func presentSubject(_ pieces: [TokenPipeline.Piece], _ readings: [Reading]) -> String? {
        guard let verb = readings.firstIndex(where: \.isCommand), verb > 0, let word = pieces[verb].raw.first,
            let canonical = pieces[verb].canonical, word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss")
        else { return nil }
        // (Its particle too: "lunch *stops at* two".)
        let particles = Array(pieces[verb].raw.dropFirst())
        let stems = [String(word.dropLast()), word.hasSuffix("es") ? String(word.dropLast(2)) : nil].compactMap { $0 }
        guard stems.contains(where: { pipeline.canonicalize([$0] + particles) == [canonical] }) else { return nil }
        var subject: [String] = []
        for index in 0..<verb {
            let raw = pieces[index].raw
            if index == 0, raw.count == 1, Self.thingDeterminers.contains(raw[0]) { continue }
            // (A word of the app's that names none of its things: "the *class* ends at ten".)
            switch readings[index] {
            case .foreign, .near(nil), .known(isThing: false): subject.append(raw.joined(separator: " "))
            default: return nil
            }
        }
        return subject.isEmpty ? nil : subject.joined(separator: " ")
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

    /// English words for a thing that follows something ("the parcel *tracker*"), or is a time
    /// spent on it ("the zoom *session*").
    static let trackerWords: Set<String> = ["tracker", "trackers", "session", "sessions"]

    /// English verbs of something coming loose, whose "off" is their own ("the chain *came off*").
    static let looseningVerbs: Set<String> = [
        "come", "comes", "came", "coming", "fall", "falls", "fell", "fallen", "falling", "pop", "popped", "slip",
        "slipped", "drop", "dropped", "blow", "blew", "blown", "fly", "flew", "flown",
    ]

    /// The personal pronouns that open an English clause as its subject.
    static let personalSubjects: Set<String> = ["i", "we", "you", "he", "she", "they"]

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
        if Self.requestOpenings.contains(next) { return first }
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

    /// People other than the speaker, in Chinese, longest first, and a dog: brought along
    /// ("*带着狗*遛弯") it is context, running ("我的狗在跑") it is news of it.
    static let chinesePeople: [String] = [
        "男朋友", "女朋友", "孩子们", "朋友", "妹妹", "姐姐", "哥哥", "弟弟", "妈妈", "爸爸", "老公", "老婆", "儿子", "女儿",
        "同事", "邻居", "孩子", "教练", "别人", "爷爷", "奶奶", "老师", "同学", "狗",
    ]

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

    /// A bare stop, English and German ("*stop*, I need a break", "*stopp*, ich muss verschnaufen").
    static let bareStops: Set<String> = ["stop", "stopp"]

    /// The listener's own ("how was *your* week", "wie war *deine* Woche").
    static let listenersOwn: Set<String> = ["your", "yours", "deine", "dein", "deinen", "deiner", "deinem"]

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

    /// Chinese words that open a request to someone addressed ("老公*帮*我…", "*把*电视剧暂停").
    static let chineseRequestOpenings: Set<String> = ["帮", "把", "你", "请", "能", "给", "别", "快"]

    /// Whether a word counts something ("5", "two", "a few").
    static func isQuantity(_ word: String) -> Bool {
        word.allSatisfy(\.isNumber) || quantityWords.contains(word) || isDistanceFigure(word)
    }

    /// A number run together with a unit of distance: "5k", "10km", "26mi", "400m".
    static func isDistanceFigure(_ word: String) -> Bool {
        guard let first = word.firstIndex(where: { !$0.isNumber }), first != word.startIndex else { return false }
        return ["k", "km", "mi", "m"].contains(String(word[first...]))
    }

    /// Verbs that open a yes-or-no question about how something is ("*is* the pool open").
    static let copulas: Set<String> = ["is", "are", "was", "were", "isnt", "arent"]

    /// Whether `word` at `position` is a piece of a value's name with neither neighbour of that
    /// name beside it ("the end of the *road*", not "my *road* ride").
    private func isLoneFragment(_ word: String, at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        // An amount ("*half* a litre") is an amount, whatever name it is also a piece of ("half marathon").
        guard nameFragmentWords.contains(word), !VolumeText.isAmountWord(word), !Self.isQuantity(word) else { return false }
        return !hasNameNeighbour(word, at: position, in: pieces)
    }

    /// Whether a word at `position` stands beside a word it makes a value's name with ("the week
    /// *before*"), or, unless `partnersOnly`, beside any word of a value's name.
    private func hasNameNeighbour(
        _ word: String, at position: Int, in pieces: [TokenPipeline.Piece], partnersOnly: Bool = false
    ) -> Bool {
        let neighbours = [position - 1, position + 1].filter(pieces.indices.contains).compactMap { pieces[$0].canonical }
        return neighbours.contains {
            (!partnersOnly && valueWordShortcuts[$0] != nil) || nameWordPairs.contains("\(word) \($0)")
                || nameWordPairs.contains("\($0) \(word)")
        }
    }

    /// Words before a past form that make it a state ("was *paused*", "got *cancelled*").
    static let passiveAuxiliaries: Set<String> = ["is", "are", "was", "were", "got", "gets", "been", "be", "ist", "wurde", "war"]

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
        for index in words.indices.dropLast() where generalCopulas.contains(words[index]) {
            var next = index + 1
            if words[next] == "in" || words[next] == "im", next + 1 < words.count { next += 1 }
            if indefiniteArticles.contains(words[next]) { return Array(words[(next + 1)...]) }
        }
        return []
    }

    /// Auxiliaries that open a question's subject ("when *do* you finish").
    private static let askingAuxiliaries: Set<String> = ["do", "does", "did", "will", "would", "are", "is"]
    /// Subjects of a question asked of someone other than the speaker, English and German (after
    /// the question word and the verb: "wann hörst *du* auf").
    private static let englishListeners: Set<String> = ["you", "he", "she", "they"]
    private static let germanListeners: Set<String> = ["du", "ihr", "er"]
    /// Verbs of opinion after the subject, which ask of what the speaker did ("do you *think*").
    private static let opinionVerbs: Set<String> = ["think", "reckon", "guess", "suppose", "know", "glaubst", "denkst", "meinst"]

    /// Words that ask the way to a place ("how far is the *nearest* pool").
    private static let placeSuperlatives: Set<String> = ["nearest", "closest"]

    /// Copulas before a thing asked about in general, English and German.
    private static let generalCopulas: Set<String> = [
        "is", "are", "was", "isnt", "arent", "ist", "sind", "war", "whats", "hows",
        // "how many laps *has a* marathon", "wie viele Kalorien *hat eine* Banane", "does a mile have".
        "has", "have", "does", "do", "hat", "haben",
    ]

    /// Copulas of the past, which tell how something went (German "was" is "something").
    static let englishPastCopulas: Set<String> = ["was", "were"]
    static let germanPastCopulas: Set<String> = ["war", "waren"]
    private static let indefiniteArticles: Set<String> = ["a", "an", "ein", "eine", "einen", "einem"]

    /// Indefinite articles and "one" of German and Chinese, which count a command's word out
    /// ("*eine* Runde", "*一*圈", "*几*圈").
    static let countingWords: Set<String> = ["eine", "ein", "einen", "ne", "一", "几", "两", "三", "五", "十"]

    /// Words after which "show" is the noun ("pause *the show*").
    static let nounDeterminers: Set<String> = ["the", "my", "a", "this", "that", "your"]

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
        // Chinese comes as characters, so only one-character words can be here: "他" of 他们.
        "他", "她",
    ]

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

    /// Whether the word at `position` is a way's noun followed by its postposition ("die *Treppen*
    /// hoch"), or the postposition itself, or one joined to it by "und" ("hoch und *runter*").
    static func isGermanPath(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        func word(_ at: Int) -> String? { pieces.indices.contains(at) && pieces[at].raw.count == 1 ? pieces[at].raw[0] : nil }
        guard let here = word(position) else { return false }
        if germanPathPostpositions.contains(here) {
            // After its noun, or after "und" and another postposition.
            return position > 0 && (word(position - 1).map { !germanPathPostpositions.contains($0) && $0 != "und" } == true
                || (word(position - 1) == "und" && word(position - 2).map(germanPathPostpositions.contains) == true))
        }
        return word(position + 1).map(germanPathPostpositions.contains) == true
    }

    /// Verbs of saying: another person's words reported ("my coach *says* I should rest") ask nothing.
    static let speechVerbs: Set<String> = ["says", "said", "told", "tells", "thinks", "sagt", "meint", "sagte", "说"]

    /// The German and Chinese words that lead somewhere ("*zur* Arbeit", "*um* den Block", "*去*公园", "*绕*着湖"),
    /// or say when ("*vor dem* Abendessen", "*nach der* Arbeit").
    static let placePrepositions: Set<String> = [
        "zur", "zum", "nach", "durch", "um", "ums", "entlang", "vor", "wahrend", "bis", "去", "绕", "沿",
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
    /// The German words that say where one is ("*auf der* Treppe", "*im* Wald", "*am* Berg").
    static let germanWherePrepositions: Set<String> = ["auf", "an", "am", "im", "in", "bei", "beim"]
    /// The German words that say at which place something is done ("*am* Verpflegungsstand", "*bei*
    /// der Hütte"), as English "at" and "by" do; not "in", which is also "in the rain".
    static let germanAtPrepositions: Set<String> = ["am", "an", "bei", "beim", "neben"]
    /// What may stand between such a word and the place ("um *den* Block", "durch *den* Wald").
    static let placeDeterminers: Set<String> = [
        "der", "die", "das", "den", "dem", "des", "meine", "meinen", "meinem", "meiner", "unsere", "unseren", "unserem",
        "einen", "einem", "einer", "ein", "eine",
    ]

    /// Whether the piece at `position` names the place a preposition just before it leads to,
    /// with at most two determiners between; in Chinese, any characters after 去 or 绕 that the app
    /// does not have ("去公园": 公 and 园).
    /// `asking`: whether the clause is a Chinese question, which asks at its end about the
    /// place ("去火车站*还有多远*") rather than going there.
    private static func isPlace(
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

    /// The position of one of `prepositions` just before `position`, with at most two of
    /// `determiners` between ("*with my* dog", "*um den* Block", "*带着*狗"), or nil.
    /// Whether the English piece at `position` is a unit of distance said with its number after
    /// a preposition of a point ("*at mile* twelve", "around 5 k", "by the tenth km"): where on
    /// the way, not how far.
    private static func isPointOnTheWay(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, distanceUnitsEnglish.contains(pieces[position].raw[0]) else { return false }
        func word(_ at: Int) -> String? { pieces.indices.contains(at) && pieces[at].raw.count == 1 ? pieces[at].raw[0] : nil }
        func isNumber(_ at: Int) -> Bool {
            guard let word = word(at) else { return false }
            return word.allSatisfy(\.isNumber) || isQuantity(word) || ordinals.contains(word)
        }
        // "at mile twelve"
        if let before = word(position - 1), pointPrepositions.contains(before), isNumber(position + 1) { return true }
        // "at twelve miles", "by the tenth km"
        var at = position - 1
        guard isNumber(at) else { return false }
        at -= 1
        if word(at) == "the" { at -= 1 }
        return word(at).map(pointPrepositions.contains) == true
    }
    /// Whether the English piece at `position` follows a part of a way and "of", with "the" or an
    /// ordinal between ("the *top of the* first climb", "bottom of the hill"): where, not a question.
    private static func isPartOfTheWay(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1 else { return false }
        var at = position - 1
        while at >= 0, pieces[at].raw.count == 1, pieces[at].raw[0] == "the" || ordinals.contains(pieces[at].raw[0]) { at -= 1 }
        guard at >= 1, pieces[at].raw == ["of"], pieces[at - 1].raw.count == 1 else { return false }
        return partsOfAWay.contains(pieces[at - 1].raw[0])
    }
    /// Parts of a way ("the *top* of the climb").
    static let partsOfAWay: Set<String> = ["top", "bottom", "foot", "crest", "summit", "base", "middle", "start", "end"]

    /// English prepositions of a point on a way.
    static let pointPrepositions: Set<String> = ["at", "by", "around", "past", "until", "till", "near"]
    /// English units of distance.
    static let distanceUnitsEnglish: Set<String> = [
        "mile", "miles", "km", "kms", "k", "kilometre", "kilometres", "kilometer", "kilometers", "metres", "meters",
    ]

    /// Whether the piece at `position` is in what follows "since" or "from", with determiners
    /// and words the app does not have between ("since *the aid station*").
    private static func isStartingPoint(at position: Int, in pieces: [TokenPipeline.Piece], readings: [Reading]) -> Bool {
        guard pieces[position].raw.count == 1 else { return false }
        var index = position - 1
        while index >= 0, position - index <= 4, pieces[index].raw.count == 1 {
            let word = pieces[index].raw[0]
            if word == "since" || word == "from" { return index < position - 1 }
            switch readings[index] {
            case .foreign, .neutral: break
            default: guard thingDeterminers.contains(word) else { return false }
            }
            index -= 1
        }
        return false
    }

    private static func preposition(
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

    /// Who may come along on a workout: the other people, and a dog.
    static let companions: Set<String> = otherPeople.union(["dog", "dogs", "puppy", "hund", "hunde", "hunden", "狗"])
    /// The words that bring a companion along ("*with* my dog", "*mit* dem Hund", "*带*狗").
    static let companionPrepositions: Set<String> = ["with", "mit", "和", "跟", "带", "陪"]
    /// What may stand between the preposition and the companion ("with *my* dog").
    static let companionDeterminers: Set<String> = [
        "the", "my", "our", "a", "some", "dem", "der", "den", "einem", "einer", "meinem", "meiner", "meinen",
        "unserem", "unserer", "unseren", "我", "的", "着",
    ]

    /// Whether the piece at `position` is a companion brought along by a preposition just
    /// before it, with at most two determiners between ("with my dog", "mit meinem Freund").
    static func isCompanion(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, companions.contains(pieces[position].raw[0]) else { return false }
        return preposition(among: companionPrepositions, through: companionDeterminers, before: position, in: pieces) != nil
    }

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

    /// Whether the Chinese piece at `position` is in a subject that opens its clause and points
    /// at one session: 这 or 那, a counter of lessons and outings (节, 堂, 次, 趟), then one or
    /// two characters ("*这节课*", "*这堂课*"). Games and matches (场, 个) are not sessions.
    static func isPointedSession(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        let characters = pieces.prefix(position + 1).flatMap(\.raw)
        guard pieces[position].raw.allSatisfy(isChinese), characters.count >= 2, characters.count <= 4,
            ["这", "那"].contains(characters[0]), ["节", "堂", "次", "趟"].contains(characters[1])
        else { return false }
        return true
    }

    /// Whether the piece at `position` is the weather one moves in, after a preposition with at
    /// most two determiners between (German: "wie schnell fahre ich *gegen den Wind*"): context,
    /// as where one goes is.
    static func isCondition(at position: Int, in pieces: [TokenPipeline.Piece]) -> Bool {
        guard pieces[position].raw.count == 1, weatherWords.contains(pieces[position].raw[0]) else { return false }
        return preposition(among: conditionPrepositions, through: conditionDeterminers, before: position, in: pieces) != nil
    }

    /// Definite articles, English and German ("*die* Runde geht auf mich").
    static let definiteArticles: Set<String> = ["the", "der", "die", "das", "den", "dem"]
    /// German finite forms of "be" and "become" that end in no "-t" ("die Pause *war* zu kurz").
    static let germanFiniteVerbs: Set<String> = ["war", "waren", "sind", "wird", "werden"]

    /// Times gone by, in Chinese, as the characters the words come as.
    static let chinesePastTimes: [[String]] = ["上周", "昨天", "前天", "上个月", "去年", "上星期", "上个星期", "上礼拜", "上次"]
        .map { $0.map(String.init) }
    /// The characters that make a Chinese clause ask ("多少", "几", "吗", "什么", "怎么", "哪").
    static let chineseQuestionWords: Set<String> = ["多", "几", "吗", "什", "怎", "哪", "呢"]

    /// Whether a Chinese clause asks something, more narrowly than ``chineseQuestionWords``:
    /// 几, 怎, 哪 or 吗, or 多 before 远, 久, 少, 长 or 快 (not the 多 of "more").
    private static func asksInChinese(_ pieces: [TokenPipeline.Piece]) -> Bool {
        // (A piece may be several characters the lexicon reads as one: 多远.)
        let characters = pieces.flatMap(\.raw)
        for (offset, character) in characters.enumerated() {
            if ["几", "怎", "哪", "吗"].contains(character) { return true }
            if character == "多", offset + 1 < characters.count, ["远", "久", "少", "长", "快"].contains(characters[offset + 1]) {
                return true
            }
        }
        return false
    }

    /// Whether a word is Chinese (the matcher reads Chinese a character at a time).
    static func isChinese(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// The evening of today, a time still to come unless asked about ("how far have I run *tonight*").
    static let presentEvenings: Set<String> = ["tonight", "this morning", "this afternoon", "this evening"]

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
