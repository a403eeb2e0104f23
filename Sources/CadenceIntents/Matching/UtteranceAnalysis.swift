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
        /// Of those, the words after a copula that follows the command: how the thing the
        /// command's word names is ("die Ampel an der Kreuzung ist *rot*").
        var statedOfCommand: [String] = []
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
        /// Whether it states so of a thing named with the definite article ("*the river is* too
        /// high", "*der Fluss ist* zu hoch").
        var statesOfThing = false
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
        /// Whether it asks a measure of an activity today, of the outing underway ("how *far* have
        /// I *run* today", "wie viele *Höhenmeter* haben *wir* heute geschafft"): the workout's
        /// status, not the day's summary ("how much have I exercised today").
        var asksTodaysOuting = false
        /// Whether, not asking, it names a measure as a thing's part ("stair *climb* challenge",
        /// "hill *climb*"): beside a command that acts, it says what the workout is.
        var namesMeasuredThing = false

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
        // A question asked in general beside a command given outright is context ("pause, how
        // long should I rest").
        let commanded = commandedOutright
        return clauses.filter { ($0.askedInGeneral.isEmpty || !commanded) && (!$0.commands.isEmpty || $0.appWords > 0) }
    }

    /// Whether a clause gives a command outright, not asked ("*pause*, how long should I rest").
    var commandedOutright: Bool {
        clauses.contains { !$0.commands.isEmpty && !$0.isQuestion && $0.askedInGeneral.isEmpty }
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

    /// The commands that end or throw away the workout: never given on a guess of where.
    static let destructiveCommands: Set<String> = ["end", "cancel"]

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
            let commanded = commandedOutright
            let words = clauses.indices.filter { !clauses[$0].commands.isEmpty }.flatMap { index -> [String] in
                let clause = clauses[index]
                // A question asked in general beside a command given outright is context.
                if !clause.askedInGeneral.isEmpty { return commanded ? [] : clause.askedInGeneral }
                // "Bus an der Ampel, Pause": a clause that opens on something else, whose command
                // the last one gives again, bare, tells why it is given ("stop the video, stop" does not).
                if index < last, clause.opensForeign, clause.objectHead != true, !clause.isQuestion,
                    clauses[last].commands == clause.commands,
                    clauses[last].objectWords.isEmpty, clauses[last].foreign.isEmpty, !clauses[last].isQuestion
                {
                    return []
                }
                // "Wait at the stile, pause the run", "kurz am Zaun warten, Lauf anhalten": beside
                // that command given to the app's thing, the same command said with only where is
                // context ("wait at the gate" alone is said to someone).
                if clause.objectHead != true, !clause.foreign.isEmpty, clause.foreign.allSatisfy(clause.placeWords.contains),
                    addressed.contains(where: { $0.commands == clause.commands })
                {
                    return []
                }
                // "Ampel an der Kreuzung ist rot, Lauf pausieren", "the lights at the crossing are
                // red, pause": how the thing that stops one is (and where), told beside another
                // clause's command, is why it is given.
                if clause.states, !clause.statedOfCommand.isEmpty, !clause.isQuestion,
                    (clause.objectForeign + clause.foreignAfterCommand).allSatisfy({
                        clause.statedOfCommand.contains($0) || clause.placeWords.contains($0)
                    }),
                    clauses.indices.contains(where: { $0 != index && !clauses[$0].commands.isEmpty })
                {
                    return []
                }
                if !clause.toldPast.isEmpty { return clause.toldPast }
                // "Pause in Cadence *at the gate*": said to the app by name, where a command with
                // no object is given is context ("wait at the gate" alone is said to someone). (Not
                // an end's or a cancel's: "stop in Cadence at the shop" may be said of the shop.)
                if clause.namesApp, clause.objectHead == nil, !clause.isQuestion, !clause.foreignAfterCommand.isEmpty,
                    clause.commands.isDisjoint(with: Self.destructiveCommands),
                    clause.foreignAfterCommand.allSatisfy(clause.placeWords.contains)
                {
                    return []
                }
                return switch clause.objectHead {
                case .some(true): []
                // A question whose object is not the app's is about what its other words say
                // ("what's a *good* pace for a marathon", "*nice* pace").
                case .some(false): clause.isQuestion ? clause.foreign : clause.objectForeign
                // A question that ends on its metric asks about it, whatever qualifies it ("am I
                // above or below my *target* pace"); where it was done is context ("how much
                // climbing have I done *on the moor*").
                case nil:
                    clause.isQuestion
                        ? (clause.endsOnCommand
                            ? [] : clause.opensQuestion ? clause.foreign.filter { !clause.placeWords.contains($0) } : clause.foreign)
                        : clause.foreignAfterCommand
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
        // "The river is too high today", "der Fluss ist heute zu hoch": so is one said only in the
        // app's words, of a thing, not asked.
        let statedThings = clauses.filter { $0.statesOfThing && !$0.isQuestion && !$0.opensQuestion }
            .flatMap(\.objectWords)
        if !statedThings.isEmpty { return statedThings }
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
