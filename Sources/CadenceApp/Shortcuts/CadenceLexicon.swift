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

    /// The activities as what one is doing ("keep *hiking*", "done *swimming*").
    static let activitiesDoing = [
        "running", "jogging", "riding", "cycling", "biking", "walking", "hiking", "swimming", "rowing", "lifting",
        // (Yoga's, as its flow: "let's keep *flowing*"; a trek's, a stroll's, a spin class's, a
        // sculler's.)
        "flowing", "trekking", "strolling", "spinning", "sculling",
    ]

    static let english = MatchingLexicon.english.adding(
        synonyms: [
            "workout": [
                "workout", "work out", "working out", "worked out", "exercise", "exercising", "exercised",
                "training", "trained", "session", "activity", "sweat", "tracking", "tracker", "routine", "practice",
                "practise", "whole thing", "blast", "sesh", "counting",
                // The fitness class one is in is the workout ("music's back on, resume *the class*";
                // "the puppy training class" is another).
                "the class", "this class", "my class",
                // Races of several sports, which no one style names.
                "triathlon", "duathlon", "aquathlon",
                // Tests and trials against the clock, of any sport ("end the *ftp test*", "the *2k
                // test*" on a rowing machine).
                "ftp test", "ramp test", "time trial", "time trials", "2k test", "erg test", "5k test",
                // The one being done ("average power *for this test*").
                "this test",
            ],
            // Where one swims, said as one word: its "open" opens nothing ("end my open water swim").
            "openwater": ["open water"],
            "lap": [
                "lap", "split", "new lap", "mark lap", "lap marker", "another lap", "next lap", "loop", "another loop",
                "one more loop", "another round", "one more round", "next round", "new round",
                // Once more round what is run in circles ("one more time round the track").
                "time round the track", "time around the track", "times round the track", "times around the track",
                "lap of the track", "lap around the track",
                // The next piece of intervals or a circuit ("station four, *new interval*").
                "new interval", "next interval", "another interval", "one more interval", "mark an interval",
                "mark interval", "next station", "new station",
                // (And of sets: "bench press done, *mark a set*". Not "next set", which a coach
                // explains before it is swum.)
                "mark a set", "mark the set", "mark set",
                // Said of a lap just run ("mile two done, *mark it*").
                "mark it",
            ] + ["mile", "km", "k", "kilometer", "kilometre"].flatMap { unit in
                // A stretch just finished, by its number: "*mile two done*", "*first km down*".
                ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].map { "\(unit) \($0)" }
                    + ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"].map { "\($0) \(unit)" }
            }.flatMap { stretch in ["done", "down", "complete", "finished"].map { "\(stretch) \($0)" } },
            "status": [
                "heart rate", "pulse", "bpm", "pace", "speed", "how fast", "how slow", "distance", "how far", "how long",
                // Whether the speaker is going faster than before ("*am I quicker* than yesterday"), or
                // than planned ("*am I ahead* on time").
                "am i faster", "am i quicker", "am i slower", "are we faster", "are we quicker", "are we slower",
                "am i ahead", "am i behind", "are we ahead", "are we behind", "ahead of pace", "behind pace",
                "ahead of schedule", "behind schedule", "am i behind schedule", "are we behind schedule",
                "am i ahead of schedule", "are we ahead of schedule",
                // How much of the activity is done ("*how much of the* trail have we done").
                "how much of the", "how much of my", "how much of this",
                // The working part of an interval, timed ("how many *minutes of work* so far").
                "minutes of work", "seconds of work", "how many minutes of work", "how many seconds of work",
                // One's own time at an activity ("give me *my walking time*").
                "my walking time", "my running time", "my riding time", "my cycling time", "my swimming time",
                "my rowing time", "my hiking time", "our walking time", "our running time", "our riding time",
                "our hiking time", "our rowing time",
                // A swimmer's efficiency score, strokes and seconds per length; a rower's last piece.
                "swolf", "last five hundred",
                // ("How long *is it taking* me to walk home.")
                "how long is it taking", "how long has it taken",
                // ("What am I *averaging*": the average of the measure the activity goes by.)
                "averaging", "am i averaging",
                // The stretches run so far, asked after ("tell me my splits").
                "my splits", "my lap times",
                // A split asked after is its time ("*what's our split*"); "split" alone marks one.
                "whats my split", "whats our split", "what is my split", "what is our split",
                "what was my split", "what was my last split", "whats my last split", "hows my split", "hows our split",
                // The time one will finish in ("what's my *projected finish time*"): no end.
                "finish time", "finishing time", "projected finish", "predicted finish", "estimated finish",
                "projected time", "predicted time", "estimated time", "projection",
                // Ground covered ("how much *ground have I covered*").
                "how much ground", "ground covered", "have i covered", "have we covered", "ive covered", "weve covered",
                "calories", "kilojoules", "kilojoule", "kj",
                "elapsed time", "elapsed", "how much time", "kilometers", "kilometres", "km", "ks", "kms", "miles",
                "time so far", "my time", "steps", "step count", "zone", "heart rate zone", "elevation", "altitude",
                "climb", "ascent", "descent", "descending", "elevation loss", "power", "watts", "stroke rate", "strokes", "my rate", "moving time", "duration", "meters",
                "metres", "yards", "kcal", "energy", "numbers", "figures", "metrics", "watts per kilo", "watts per kg",
                "power to weight",
                // A treadmill's slope and the height climbed ("what *incline* am I running at").
                "what incline", "which incline", "the incline", "my incline", "gradient", "height gained", "height gain",
                "how much height", "how high",
                // A swimmer's pace ("what's my average *per hundred*").
                "per hundred", "per 100",
                // A goal of the day ("how long till I reach my *step goal*").
                "step goal", "distance goal", "calorie goal", "move goal", "on pace", "effort", "how am i going",
                "hows it looking", "how does it look", "how much farther", "how much further", "total time",
                "hows the", "how is the", "lap time", "split time", "whats my split", "what is my split",
                "status report", "progress report", "how much longer", "top speed", "heart at", "how far along",
                "heartbeat", "heart beat", "mileage", "how many k", "stride", "stride rate", "stride length",
                "cadence", "steps per minute", "spm", "rpm", "how hard", "intensity", "too fast", "too slow",
                "too hard", "too easy", "hard enough", "pushing too hard", "going too hard", "pushing it too hard",
                "step rate", "power output", "wattage", "output",
                // What the clock shows ("what's the clock say").
                "the clock say", "the clock says", "does the clock say", "the clock read", "the clock reads",
                // The time a workout has taken ("what's the time *on this swim*"; "the time" alone is the clock's).
                "the time on this", "the time on my", "the time on the", "time on this", "time on my", "the time for this",
                "the time for my", "the clock on this", "the clock on my",
                // Height in feet ("how many *feet* have we climbed"); "feet" alone are the speaker's.
                "how many feet", "feet climbed", "feet of climbing", "feet gained",
                "how many flights", "flights climbed", "how many floors", "floors climbed",
                "how many laps", "lap count", "number of laps", "laps so far", "how many lengths", "length count",
                "number of lengths", "lengths so far", "how many widths", "widths so far", "number of widths", "vo2",
                // Rounds, sets and intervals are the laps of a circuit or a gym session ("how many
                // *rounds* left in the tabata").
                "how many rounds", "rounds so far", "round count", "number of rounds", "how many sets", "sets so far",
                "how many intervals", "intervals so far",
                // And the repetitions of an exercise or a hill ("how many *reps* have I got in").
                "how many reps", "reps so far", "how many repetitions", "repetitions so far",
                // And of the moves counted in a circuit or on a hill ("*burpees so far*", "how many *sprints*").
                "how many repeats", "repeats so far", "how many burpees", "burpees so far", "how many push ups",
                "push ups so far", "how many pushups", "pushups so far", "how many press ups", "press ups so far",
                "how many pull ups", "pull ups so far", "how many sit ups", "sit ups so far", "how many squats",
                "squats so far", "how many lunges", "lunges so far", "how many sprints", "sprints so far",
                "how many climbs", "climbs so far", "how many efforts", "efforts so far",
                // A swim set's repeats, by their distance ("how many *hundreds* have we done").
                "how many hundreds", "hundreds so far", "how many fifties", "fifties so far",
                "how hard am i working", "what rate am i", "what rate are we", "how many minutes", "how many hours", "what lap", "which lap", "what length", "which length", "what minute", "which minute", "what split", "what splits", "elevation gain", "total ascent", "vertical", "fat burning", "fat burn", "burning fat", "burning fat or carbs", "burning carbs or fat", "fat or carbs", "carbs or fat",
                "brief me", "catch me up", "heart doing", "heart working", "how am i tracking", "report my progress",
                "how is my progress", "hows my progress",
                "readout", "read out", "heart rate too high", "heart rate too low", "pulse too high", "pulse too low",
                "hr", "avg hr", "max hr", "keeping pace", "keeping a good pace", "on track", "on target", "on schedule",
                "holding pace", "holding my pace", "am i holding", "are we holding", "how quick", "how quickly", "mile split", "km split", "kilometer split",
                "kilometre split", "breathing", "breathing rate", "respiratory rate",
                // A mark asked about ("have I hit 5k yet").
                "have i hit", "have i reached", "have we hit", "have we reached", "am i at", "are we at",
            ] + ["what was", "whats", "what is", "how was", "hows", "how is"].flatMap { question in
                // A lap asked about ("what was that last lap"), not marked.
                ["my", "that", "the", "this"].flatMap { which in
                    ["lap", "last lap", "split", "last split"].map { "\(question) \(which) \($0)" }
                }
            },
            "start": [
                "track", "record", "log", "register", "embark on", "embarking on", "go for", "going for", "head out for",
                "heading out for", "time to",
                // Into the water, for a swim.
                "wading into", "wade into", "wading in", "wade in",
                "bang out", "knock out", "crank out",
                "do a", "do some", "about to go", "hop on", "hopping on", "getting in", "to exercise", "to work out",
                "lets work out", "lets exercise", "doing a", "doing some", "time for", "set up", "set me up with", "set me up for", "off for a",
                "out for a", "lace up", "suit up", "about to", "do my", "doing my", "jump in", "jump on", "get on",
                "off on", "head out", "feel like", "planning to", "plan to", "off for my", "out for my", "going for my",
                "go for my", "heading out for my", "head out for my", "hit the road", "hitting the road",
                "note it down", "note down", "jot it down", "jot down", "write it down", "add it", "add that", "add this", "note it", "note that", "mark down", "mark it down", "clock a", "clock an", "clock me a", "clock me an", "clock some time", "put in some time", "put some time in",
                "clock in a", "clock in an", "clock my", "warming up for", "warm up for", "roll out", "rolling out",
                "setting off", "set off", "hit the", "hitting the", "go on a", "going on a",
                "off i go", "off we go", "off i trot", "off we trot", "off i pop", "off we pop", "squeeze in", "squeezing in", "fit in a", "fitting in a",
                // Taking one's place at the machine ("sitting down at the rower").
                "sitting down at", "sitting down on", "sit down at", "sit down on",
                // Clipping into the pedals.
                "clip in", "clipping in", "clip into", "clipping into", "strap in", "strapping in", "strap into",
                // Onto the bike ("saddle up").
                "saddle up", "saddling up", "lets roll", "let us roll",
                // Under way ("let's get this hike underway").
                "underway", "under way",
            ] + ["roll out", "rolling out", "unroll", "unrolling", "lay out", "laying out"].flatMap { verb in
                ["my mat", "the mat"].map { "\(verb) \($0)" }
            },
            "pause": [
                // A need no workout waits through ("I have to use the bathroom").
                "use the bathroom", "use the toilet", "go to the bathroom", "go to the toilet", "need the bathroom",
                "need the toilet", "need to pee",
                "break", "a break", "breather", "hang tight", "take a breather", "wait a second", "one second", "stop for a",
                "stop at a", "catch my breath", "hold up", "wait", "time out", "timeout", "take five", "red light",
                "traffic light", "stoplight", "stop light", "crossing light", "crosswalk", "walk signal", "pedestrian light",
                "at a crossing", "at the crossing", "at an intersection", "at the intersection",
                "waiting for the light", "one sec", "a sec", "a tick", "rest", "a rest", "take a rest", "resting", "breathe",
                "stop the clock", "pause the clock", "freeze the clock", "pause the timer", "freeze the timer",
                "stop the timer", "hold the timer", "one moment", "just a moment", "give me a moment",
                "need a second", "need a minute", "need a moment", "give me a second", "give me a minute",
                // ("Stop *a minute*": stopped for that long.)
                "stop a minute", "stop a moment", "stop a second",
                "give us a second", "give us a minute", "give us a sec", "give us a moment", "give me a sec",
                // Stopping to do something else is a break ("stop and refill my bottle", "stop to stretch").
                "stop and", "stop to", "=stopping to", "=stopping for", "stopping at", "stop at the",
                // ("Quick *pause to* grab a towel.")
                "pause to", "=pausing to",
                // The reasons runners stop.
                "tie my shoe", "tie my shoes", "tie my shoelace", "tie my shoelaces", "tie my laces",
                // … and cyclists ("front tyre's flat, I need to *change the tube*").
                "fix a puncture", "fix the puncture", "fix my puncture", "change the tube", "change my tube", "change a tube",
                "change the inner tube",
                "answer the door", "get the door", "grab the door",
            ]
                // Set aside for now ("*park the workout* for a minute"; "park" alone is a place).
                + ["the", "my", "this"].flatMap { determiner in
                    ["workout", "session", "run", "ride", "walk", "hike", "swim", "row", "training"].map { "park \(determiner) \($0)" }
                } + ["park it"],
            "resume": [
                // Into the race one was in again ("got it, *back to the race*").
                "back to the race", "back in the race", "rejoin the race",
                "im back", "i am back", "break is over", "breaks over", "pause is over", "pauses over", "go again", "back to it",
                "unfreeze",
                // Told of the activity ("cake done, ride *resumes*").
                "=resumes", "=continues",
                // Urged on again ("barriers up, *go go go*").
                "go go",
                "back to", "back into", "back from my break", "back from break", "im back from my break", "moving again",
                "pick it back up", "pick back up", "pick it up", "pick up again", "ready to go", "good to go",
                "break is done", "breaks done", "done with my break", "keep recording", "keep tracking",
                "restart the timer", "resume the timer", "restart the clock", "back at it", "back on it", "ready again",
                "unfreeze the timer", "unfreeze the clock", "unpause the timer", "unpause the clock",
                "start the timer again", "start the clock again",
                "off again", "here we go again", "caught my breath", "back up", "done resting", "finished resting",
                "rest is over", "rest is done", "rests done", "rest is finished", "done with my rest", "done with the break", "break is finished", "keep at it",
                "green light", "light turned green", "lights turned green",
                "light changed", "lights changed",
                "keep it going", "keep the workout going", "keep the tracker going", "keep the timer going",
                "keep the clock going", "rolling again",
                // Back where the activity is done ("cake eaten, *back on the road*").
                "back on the road", "back on the trail", "back on the track", "back on the path", "back in the saddle",
                "back in the water", "back on the water",
                // Back to the activity itself ("causeway's clear, *back on the hike*").
                "back on the hike", "back on the walk", "back on the run", "back on the ride", "back on the swim",
                "back on the row", "back on the workout", "back on with the",
                "breather over", "breathers over", "break over", "rest over",
                "start the clock back up", "clock running again",
                "timer running again", "clock going again", "timer going again", "clock ticking again",
                "timer ticking again", "watch ticking again", "on we go", "on i go", "onward", "onwards",
                "keep the workout running", "keep it running", "keep the clock running", "keep the timer running",
            ]
                // Back at the activity ("all sorted, *back running*"), or going on with it ("seals
                // have gone, let's *keep hiking*").
                + (activitiesDoing + ["moving", "pedalling", "pedaling"]).flatMap { ["back \($0)", "keep \($0)", "keep on \($0)"] }
                // Going on with it ("cups empty, *on with the walk*"); not "on with the shoes", put on.
                + ["workout", "run", "ride", "walk", "hike", "swim", "row", "session", "yoga", "class"]
                .map { "on with the \($0)" }
                // Going on turning the pedals ("race is back on, *pedal on*").
                + ["pedal on", "pedalling on", "pedaling on", "carry on pedalling", "carry on pedaling", "pedalling again",
                    "pedaling again"]
                // Back on what the workout is done on ("laces done, *back on the treadmill*").
                + ["bike", "treadmill", "rower", "erg", "mat", "trainer", "turbo", "rollers", "exercise bike", "spin bike"].flatMap {
                    ["back on the \($0)", "back on my \($0)"]
                },
            "end": [
                "save", "stop and save", "enough for one day", "enough for the day", "done for the day",
                // The workout said to be over ("all eight rounds done, *workout over*").
                "workout over", "workouts over", "workout is over", "session over", "sessions over", "session is over",
                "training over", "training is over",
                // Done for the day, said as an idiom ("*I'm calling it a day*"; "I'm calling it" alone is
                // below, and would leave "a day" behind).
                // ("Too icy, *call it*": said alone, of the workout.)
                "=call it",
                "im calling it a day", "im calling it a night", "call it a night", "calling it a night", "im calling it quits",
                "call it quits", "calling it quits",
                "thats enough for one day", "thats enough for the day", "thats enough for today",
                "thats it for the day", "thats all for the day", "thats it for today", "enough for today",
                "done for today", "all done", "im all done",
                // The workout named as finished ("that's the workout", "that's my ride"); as written
                // only, since by stems they would meet the question "is *that my run*".
                "=thats the workout", "=thats my workout", "=thats the session", "=thats my session",
                "=thats the run", "=thats my run", "=thats the ride", "=thats my ride", "=thats the walk",
                "=thats the hike", "=thats the swim",
                "thats a wrap", "quit", "done for now", "im through", "thats all for today", "thats all for now",
                "thats the end", "completely done", "totally done", "calling it a day", "calling it for today",
                "call it for today", "im calling it", "lets call it", "call it here", "call it there",
                // Said whole, before the shorter "let's call it" takes their first words.
                "lets call it a day", "lets call it a night", "lets call it quits", "lets call it for today",
                "clock out", "clock out of", "clock me out", "clock me out of", "clocking out",
                // British English, of the end of a shift.
                "clock off", "clock me off", "clocking off",
                "pack it in", "packing it in", "knock it on the head", "knock that on the head",
                "wind up", "wind it up", "crossed the finish line", "across the finish line", "reached the finish",
                "made it to the finish", "=were done", "=we are done", "done here",
                // Closing time said of what it ends ("*call time on* the walk").
                "call time on", "calling time on", "lets call time on",
            ]
                + [
                    "workout", "run", "ride", "walk", "hike", "swim", "session", "training", "row", "yoga", "treadmill",
                    "circuit", "class",
                ].flatMap { thing in
                // "done" as written: by stems it would meet "did" and "do" ("what workouts did I do").
                ["\(thing) is over", "=\(thing)s over", "=\(thing) is done", "=\(thing) done", "=\(thing)s done", "\(thing) is finished", "\(thing) finished"]
                    // "Shut … down" around what it ends; "call the ride done", said finished; "knock the
                    // ride on the head", stopped short.
                    + ["this", "the", "my", "that"].flatMap {
                        ["shut \($0) \(thing) down", "call \($0) \(thing) done", "knock \($0) \(thing) on the head"]
                    }
            }
                // Done with the activity itself ("breakfast's on, *done swimming*").
                + activitiesDoing.map { "=done \($0)" },
            "cancel": [
                "delete", "dont save", "do not save", "dont want to save", "without saving", "by mistake", "erase",
                // Not worth keeping ("we only rowed to the jetty, *no need to keep* that").
                "no need to keep", "no need to save", "dont need to keep", "dont need to save",
                "not worth keeping", "not worth saving", "isnt worth keeping", "isnt worth saving", "not worth recording",
                "trash", "nuke", "nix", "get rid of", "toss", "dont keep", "do not keep", "by accident", "accidentally",
                "mistake", "undo", "remove", "void", "didnt mean to", "did not mean to", "dont want to keep", "dont want this",
                "dont want it", "throw out", "dump", "bin it", "ditch", "junk", "shouldnt be recorded",
                "should not be recorded", "dont record this", "dont record it", "throw this away", "scratch",
                "throw it out", "throw it away", "dont bother saving", "no need to save", "dont need to save",
                "dont bother keeping", "dont want it saved", "do not want it saved", "dont want this saved",
                "dont need it saved", "was a test", "just a test", "only a test", "its a test", "it is a test",
                "this is a test", "its just a test", "wipe it", "wipe this", "wipe that", "chuck it away", "chuck it out",
            ] + ["this", "the", "my", "that"].flatMap { determiner in
                ["workout", "run", "ride", "walk", "session", "one"].flatMap {
                    [
                        "throw \(determiner) \($0) away", "forget \(determiner) \($0)", "forget about \(determiner) \($0)",
                        "bin \(determiner) \($0)", "wipe \(determiner) \($0)", "chuck \(determiner) \($0) away",
                        "chuck \(determiner) \($0) out",
                    ]
                }
            }
                // ("*Cancel that ride*": not "cancel that", the words taking back what was said.)
                + ["workout", "run", "ride", "walk", "hike", "swim", "session"].flatMap { ["cancel that \($0)", "scratch that \($0)"] },
            // One saved workout named ("my last run"): it is shown.
            "show": ["last", "latest", "most recent", "previous", "newest"].flatMap { adjective in
                [
                    "workout", "run", "ride", "bike ride", "walk", "hike", "swim", "jog", "row", "session",
                    "training", "yoga session", "strength session", "hiit workout", "spin class",
                ].flatMap { ["my \(adjective) \($0)", "how did my \(adjective) \($0) go", "how my \(adjective) \($0) went"] }
            }
                // One activity of a day named by its possessive ("yesterday's run"); a day's workouts
                // ("yesterday's workouts") are its summary.
                // (A weekday's too, as written: "*sunday's* long run", not "sunday long run".)
                + [
                    "yesterdays", "todays", "this mornings", "this evenings", "last nights", "tonights", "=mondays",
                    "=tuesdays", "=wednesdays", "=thursdays", "=fridays", "=saturdays", "=sundays",
                ].flatMap { day in
                    [
                        "run", "ride", "bike ride", "walk", "hike", "swim", "jog", "row", "long run", "race",
                        // A class or a session of a kind is one workout too ("yesterday's *spin class*");
                        // a day's "session" alone is the day.
                        "class", "spin class", "spin session", "yoga", "yoga class", "yoga session", "strength session",
                        "weights session", "hiit session", "hiit class", "swim session", "pool swim", "parkrun",
                    ].map { "\(day) \($0)" }
                }
                // … or by the day after it ("the swim I did this morning", "my ride from yesterday").
                + ["yesterday", "today", "this morning", "this afternoon", "this evening", "last night", "tonight"].flatMap { day in
                    ["run", "ride", "bike ride", "walk", "hike", "swim", "jog", "row", "long run", "race"].flatMap {
                        ["the \($0) i did \(day)", "the \($0) from \(day)", "my \($0) from \(day)", "the \($0) we did \(day)"]
                    }
                },
            // Where the speaker is, not what they want: "I'm back home, finish the run" ends by its
            // second clause, "I'm back home" alone asks for nothing.
            "": [
                "im back home", "back home", "im home", "get done", "got done", "gotten done",
                // Before something else begins ("home *in time for* carols"): no start of one's own.
                "in time for", "just in time for",
                // Taking children to school, no run ("gym before *the school run*").
                "school run", "school runs",
                // A lift after an article is the one up to a floor, or a ride given ("stop *the lift* on
                // floor three", "give me *a lift*"); lifting is said so ("start lifting", "my lifts").
                "=the lift", "=a lift", "=this lift", "=that lift",
                // A day without training is said whole ("*rest day*, just mobility, start some yoga"):
                // it is no pause.
                "rest day", "rest days", "recovery day", "day off",
                // A short holiday in a city ("my canal run from *the city break*"): no pause.
                "city break", "city breaks", "weekend break", "weekend breaks",
                // From one end to the other ("the prom is two miles *end to end*"): nothing ends.
                "end to end", "from end to end", "start to finish", "from start to finish",
                // How often it was done ("circuit done *twice*, end it"): no thing of its own.
                "twice", "thrice",
                // A part of the workout whose measure is asked ("that last *sprint's* pace", "that
                // *surge*").
                "sprint", "sprints", "surge", "surges",
                // Put right, as the reason beside a command ("*all sorted*, back running").
                "all sorted", "all sorted out", "sorted now",
                // In the water is where one swims or rows: no water is drunk ("first *in the water*, start a
                // swim", "crew's *on the water*").
                "in the water", "into the water", "out of the water", "on the water",
                // One after another ("*back to back* long runs"): nothing comes back.
                "back to back",
                // For the record ("one more glass of water *for the log*").
                "for the log", "for my log", "for the record", "for the records", "on the books", "in the books",
                "in the log", "in my log", "into the log", "into my log",
                // Being away ("how active have I been *on holiday*").
                "on holiday", "on vacation", "on my holidays", "on my vacation",
                // The lines a race starts and ends at are places; crossing one is said whole.
                "finish line", "finishing line", "start line", "starting line",
            ]
                + ["at the car", "at my car", "to the car", "to my car", "at the trailhead", "at the parking lot"].flatMap { place in
                    ["back \(place)", "im back \(place)", "were back \(place)"]
                },
            "summarize": [
                "how active", "how did i do", "how i did", "what i did", "how much did i", "how many workouts",
                "how many times", "how much i", "how much have i", "how was", "tally", "total up", "rundown",
                // The workouts just named, asked after ("last month's workouts, *how were they*").
                "how were they", "how did they go",
                "training load", "my load", "how much moving", "how much movement",
                "run me through", "walk me through", "take me through", "howd i do", "how did i get on",
                "active enough", "more active", "less active", "as active", "been active", "stack up", "stacked up",
                "was i active", "were we active",
                "stacks up", "shaping up", "shapes up", "shaped up", "adding up", "add up", "adds up", "added up", "summed up", "tot up", "totted up",
                // Everything taken together ("last week's distance *all together*").
                "altogether", "all together", "all told",
                "how many classes have i", "how many classes did i", "how many classes i",
                // How many times, asked as how often ("how often did I swim last month").
                "how often",
                // How many of one kind were done ("how many rides did we do last week").
                "how many rides", "how many runs", "how many walks", "how many hikes", "how many swims", "how many rows",
                "how many sessions",
            ],
        ],
        // Words that qualify a metric or a workout ("my *average* heart rate", "my *latest* run").
        fillers: [
            "average", "averaging", "averaged", "avg", "max", "maximum", "peak", "whole", "full", "entire", "looking",
            "until", "till", "left",
            "remaining", "to go", "say", "says", "according to", "overall",
            // How big ("a *big* glass of water").
            "big", "large", "small", "huge", "massive", "tiny",
            // Kinds of one run that name no other workout ("a *tempo* run", "a few lengths").
            "few", "tempo", "recovery", "fartlek", "brick", "endurance", "long", "short", "easy", "steady",
            // The way to work is where a ride goes ("track my *commute* by bike").
            "commute", "commuting",
            // Which way the ground goes ("how fast did I go *downhill*").
            "uphill", "downhill",
            // How soon ("grab the door *real quick*").
            "real quick", "right quick", "super quick",
            // Done so far, said as saved up ("how many miles have I got *in the bank*").
            "in the bank", "in the legs",
            // Done, said as made room for ("how many hikes did I *fit in*").
            "fit in", "fitted in", "squeeze in", "squeezed in",
            // What was achieved, asked ("what did I *manage* last week").
            "manage", "managed", "manage to", "managed to",
            // Where a number ought to be ("is my pace *where it should be*"); what a pause holds ("pause *things*").
            "where it should be", "where it needs to be", "things",
            // What the watch shows ("what's the distance *on the clock*"); as far as workouts go
            // ("what did last week look like *in terms of* workouts").
            "on the clock", "on the watch", "on my watch", "in terms of", "exercise wise", "workout wise", "training wise",
            // Without food first ("how many calories have I burned *on an empty stomach*").
            "on an empty stomach", "fasted",
            // Where a number is just now ("what's my heart rate *sitting at*").
            "sitting at", "sits at", "sat at", "hovering at", "hovering around", "sitting around",
        ],
        vocabulary: ["workout", "latest", "recent", "newest", "openwater"],
        // What makes a person stop mid-workout, said after the command ("hold on, cramp").
        reasons: [
            "cramp", "cramping", "stitch", "side stitch", "blister", "shoelace", "lace", "laces", "untied", "dropped",
            "bathroom", "toilet", "pee",
            // Someone at the door.
            "someones at", "somebodys at", "someone is at", "somebody is at", "theres someone", "doorbell",
            // Where the person is, said beside the command ("split here, I'm at the bridge").
            "im at", "i am at", "were at", "we are at",
            // Stopping for something else, said before the command ("stopping to look at the plans, pause").
            "stopping to", "stopped to",
        ])

    static let german = MatchingLexicon.german.adding(
        synonyms: [
            "workout": [
                "training", "trainings", "workout", "sport", "einheit", "trainingseinheit", "trainieren", "trainiert",
                "trainiere", "aufzeichnung", "ubung", "ubungen", "aktivitat", "bewegung", "triathlon", "triathlons", "duathlon",
                // Tests against the clock ("*FTP-Test* beenden").
                "ftp test", "rampentest", "zeitfahren",
            ],
            "lap": [
                "runde", "zwischenzeit", "neue runde", "nachste runde", "weitere runde", "noch eine runde",
                // The last lap of a race, rung in ("*Glockenrunde*, markieren").
                "glockenrunde", "schlussrunde",
                // The next station of a circuit ("Beinpresse fertig, *nächste Station*").
                "nachste station",
                "nachste zwischenzeit", "neue zwischenzeit", "runde setzen", "zwischenzeit setzen", "marke setzen",
                // Taken ("*Zwischenzeit nehmen*"; "nehmen" alone starts nothing: "ich nehme ein Gel").
                "zwischenzeit nehmen", "nimm eine zwischenzeit", "nimm zwischenzeit", "nehme eine zwischenzeit",
                "eine bahn", "noch eine bahn", "wieder eine bahn", "nachste bahn", "runde ist rum", "runde rum",
                "runde ist um", "markier eine runde", "markier die runde", "markier das", "markiere das", "markier es",
            ] + ["kilometer", "km"].flatMap { unit in
                // A stretch just finished, by its number: "*Kilometer zwei geschafft*", "*erster Kilometer ist um*".
                ["eins", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn"].map { "\(unit) \($0)" }
                    + ["erster", "zweiter", "dritter", "vierter", "funfter", "sechster", "siebter", "achter", "neunter", "zehnter"]
                    .map { "\($0) \(unit)" }
            }.flatMap { stretch in ["geschafft", "ist geschafft", "fertig", "ist um", "rum", "ist rum"].map { "\(stretch) \($0)" } },
            "status": [
                "puls", "herzfrequenz", "tempo", "pace", "wie weit", "wie schnell", "wie langsam", "wie lange", "distanz", "strecke",
                // ("*Bin ich schneller* als gestern.")
                "bin ich schneller", "bin ich langsamer", "sind wir schneller", "sind wir langsamer",
                "kalorien", "wie hoch ist mein puls", "kilometer", "km", "meter", "meile", "meilen", "wie hoch", "update", "ein update",
                "zwischenstand", "=stand", "geschwindigkeit", "schnitt", "durchschnitt", "schritte", "schrittzahl",
                "hohenmeter", "hohe", "zone", "pulszone", "herzfrequenzzone", "pulsbereich", "herzfrequenzbereich", "trittfrequenz", "kadenz", "leistung", "watt", "watt pro kilo", "watt pro kilogramm",
                "dauer", "herzschlag", "energie", "kcal", "wie viele runden", "wie viele bahnen", "wie viele langen",
                "wie viele wiederholungen", "wie viele satze",
                // Which one the speaker is at ("bei der *wievielten Bahn* bin ich"), and since when
                // ("*seit wann sind wir* unterwegs").
                "wievielte runde", "wievielten runde", "wievielte bahn", "wievielten bahn", "welche runde",
                "welcher runde", "welche bahn", "welcher bahn", "seit wann bin ich", "seit wann sind wir",
                // The speaker's time, and per how far ("*welche Zeit hab ich pro fünfhundert* Meter").
                "hochgerechnet", "hoch gerechnet", "hochrechnung",
                "welche zeit hab ich", "welche zeit habe ich", "in welcher zeit", "wie viele zuge", "wie viele armzuge",
                "pro funfhundert", "pro 500", "pro hundert", "pro 100",
                "verstrichene zeit", "kalorienverbrauch", "energieverbrauch", "schrittfrequenz",
                "bisherige zeit", "unsere zeit",
                "zu schnell", "zu langsam", "schnell genug", "langsamer als", "schneller als", "niedriger als", "wie viele minuten", "wie viele stunden",
                // A lap's time is asked, not marked.
                "rundenzeit", "wie flott", "fettverbrennung", "fettverbrennungsbereich", "fettverbrennungszone", "statuscheck",
                "status check", "wie viel zeit ist rum", "seit dem start", "seit start",
                "gesamtzeit", "wie viel zeit", "anstieg", "steigung", "meine zeit", "was zeigt die uhr", "wie gut",
                "schlage pro minute", "schlagzahl", "schlagfrequenz",
            ],
            // Separable verbs ("leg … los", "zeichne … auf") come apart around their object.
            "start": [
                "steige auf", "steige aufs", "eine runde drehen", "gehe eine runde", "zeit fur",
                "sport machen", "leg", "zeichne auf", "zeichne", "aufzeichnen", "aufnehmen", "will trainieren", "mochte trainieren",
                "will jetzt trainieren", "lass uns", "fange", "fangen", "=anfangen",
                "jetzt kommt", "setz mich aufs", "setze mich aufs", "setz mich auf", "setze mich auf",
                "schwing mich aufs", "schwinge mich aufs", "schwing mich auf", "schwinge mich auf", "schwing mich", "schwinge mich",
                "drehe eine runde", "dreh eine runde", "drehen eine runde", "aufbrechen", "aufbruch", "fahr los", "fahre los",
                "fahren los", "losfahren", "beginnt", "anwerfen", "wirf an", "werf an", "ab aufs",
                "mitschreiben", "schreib mit", "schreibe mit", "roll aus", "rolle aus", "ausrollen", "brechen auf",
                "breche auf", "brich auf", "anlegen", "lege an", "leg an", "springe ins", "spring ins", "ab ins wasser",
                "fang an", "aufzuzeichnen", "mache mich auf den weg", "mach mich auf den weg", "machen uns auf den weg",
                "auf den weg",
            ],
            "pause": [
                "eine pause", "kurz anhalten", "moment", "warte", "warte mal", "sekunde", "eine sekunde", "stehen bleiben", "bleibe stehen",
                "verschnaufen", "durchatmen", "luft holen", "ampel", "rote ampel",
                // A stop that is short is a break ("stopp mal kurz").
                "stopp mal kurz", "stopp kurz", "stoppe kurz", "stoppe mal kurz", "kurz stoppen", "kurz stopp", "kurzer stopp",
                "kurzen stopp", "halt kurz", "halt mal", "trinkpause", "pinkelpause", "klopause",
                "bleib stehen", "bleib kurz stehen", "bleibe kurz stehen", "aufs klo", "auf klo", "auf die toilette",
                "aufs wc", "kreuzung", "auszeit", "auf eis", "pausier", "ampel ist rot", "stopp mal eben", "halt mal eben", "unterbrich", "unterbreche", "unterbrechung", "timer anhalten", "timer stoppen", "timer pausieren", "uhr anhalten",
                "stoppuhr anhalten",
                // A flat tyre to fix ("ich muss den *Schlauch wechseln*").
                "schlauch wechseln", "den schlauch wechseln", "platten flicken", "den platten flicken", "reifen flicken",
                // "Frier … ein", joined again when "ein" closes the clause.
                "einfrieren", "einfrier", "einfriere",
            ] + ["halt", "halte"].flatMap { verb in
                // The separable "anhalten" around what it stops ("halt die Uhr an").
                ["die uhr", "die zeit", "den timer", "die stoppuhr"].map { "\(verb) \($0) an" }
            },
            "resume": [
                "bin wieder da", "weiter gehts", "pause ist vorbei", "pause vorbei", "wieder bereit", "weitergehen", "weiter gehen",
                "geht weiter", "pause ist um", "pause um", "genug pausiert", "ausgeruht", "genug ausgeruht", "genug pause",
                "ampel ist grun", "ampel grun", "grune ampel", "grun", "kann wieder", "pause ist zu ende", "pause zu ende",
                "pause ist aus", "wieder fit", "weiter im text", "weiter geht", "weiter gehts",
                "weiter geht die fahrt", "die fahrt geht weiter",
                "rollt wieder", "es rollt wieder", "rolle wieder", "rollen wieder",
                // Going on with the activity ("jetzt weiterfahren").
                "weiterfahren", "weiterlaufen", "weiterradeln", "weiterschwimmen", "weiterrudern", "weiterwandern",
                // Back to what was paused ("*zurück ins* Tempo", "zurück zum Training"): what follows
                // is the object.
                "zuruck zum", "zuruck zur", "zuruck ins", "zuruck aufs", "zuruck in den", "zuruck in die", "zuruck auf den",
                "fahr weiter", "fahre weiter", "lauf weiter", "laufe weiter", "geh weiter", "gehe weiter",
                // The call that stopped it is over.
                "telefonat ist vorbei", "telefonat vorbei", "anruf ist vorbei", "anruf vorbei", "gesprach ist vorbei",
            ],
            // How a past week went asks its summary ("wie lief die letzte Woche").
            "summarize": [
                "wie lief", "wie liefen", "wie oft", "wie aktiv", "ruckblick", "statistik", "wie sieht", "wie sah", "was lief",
                "wie viele kurse",
                "kam zusammen", "zusammengekommen",
            ],
            // One saved workout named ("mein letzter Lauf", "wie war meine letzte Radtour"): it is shown.
            "show": ["sehen", "ansehen", "anschauen"] + ["letzter", "vorige", "jungste", "neueste"].flatMap { adjective in
                [
                    "training", "workout", "lauf", "radtour", "radfahrt", "fahrradtour", "ausfahrt", "tour", "wanderung",
                    "spaziergang", "einheit", "trainingseinheit", "schwimmen", "radtraining", "lauftraining", "krafttraining",
                    "yoga", "session", "rad", "fahrrad", "fahrt",
                ].map { "\(adjective) \($0)" }
            }
                // One activity of a day, named by the day after it or before it ("den Lauf *von
                // gestern*", "die gestrige Radtour"); a day's training is its summary.
                + ["lauf", "radtour", "radfahrt", "fahrradtour", "ausfahrt", "wanderung", "spaziergang", "schwimmen", "fahrt"]
                .flatMap { activity in
                    ["von gestern", "von heute", "von heute morgen", "von gestern abend"].map { "\(activity) \($0)" }
                        + ["gestrige", "heutige"].map { "\($0) \(activity)" }
                },
            "end": [
                "fertig fur heute", "bin fertig", "bin durch", "speichern", "speichere", "schluss fur heute", "=das wars",
                "am ziel", "im ziel", "beendet", "abgeschlossen", "vorbei", "schluss jetzt", "kann nicht mehr", "genug fur heute",
                "reicht fur heute", "das reicht", "feierabend", "ist geschafft", "ziel erreicht", "fur heute reichts",
                "reichts fur heute",
                // "Mach … zu", joined again when "zu" closes the clause.
                "zumach", "zumache", "zumachen",
            ],
            "cancel": [
                "aus versehen", "versehen", "nicht speichern", "nicht gespeichert", "nicht gespeichert werden", "ohne zu speichern", "ohne speichern", "losche", "loschen", "losch", "vergiss", "vergessen",
                "nicht behalten", "wegwerfen", "wirf weg", "wegschmeissen", "schmeiss weg", "weg damit", "zahlt nicht",
                "nur ein test", "war ein test", "fehlstart", "streiche", "streichen", "fehler", "ein fehler", "war ein fehler",
                // "Wirf … weg", joined again when "weg" closes the clause.
                "wegwirf", "wegwerf", "wegschmeiss", "soll weg", "kann weg", "muss weg",
                "versehentlich", "wollte ich nicht starten", "wollte ich gar nicht starten", "wollte gar nicht starten",
            ],
            // When, not what: "wie ist meine Pace im Moment" asks the pace, it does not pause. Passing
            // by ("darf ich vorbei") ends nothing.
            "": [
                "im moment", "im augenblick", "darf ich vorbei", "kann ich vorbei", "lass mich vorbei", "lassen sie mich vorbei", "vorbeilassen",
                "komm vorbei", "kommt vorbei", "vorbeikommen",
            ],
        ],
        fillers: [
            "viele", "wieviel", "welche", "welcher", "fahre", "fahren", "gerade", "aktuell", "aktuelle", "durchschnittlich",
            "kleine", "kleinen", "wissen", "sagen", "sag", "unterwegs",
            // Which way the ground goes ("wie schnell bin ich *bergab* gefahren").
            "bergab", "bergauf",
            // "Notier das": what is logged is said beside it.
            "notier", "notiere", "notieren", "gib", "gibt", "geben", "bisher", "bis jetzt", "inzwischen", "mittlerweile", "bislang",
            // "Was *macht* mein Puls": how it is doing.
            "macht",
            // The usual round of a time of day is the workout itself ("meine *Abendrunde* joggen");
            // a surprise says nothing ("*hoppla*").
            "abendrunde", "morgenrunde", "mittagsrunde", "feierabendrunde", "hoppla", "huch", "ups",
            // "Mein *bisheriges* Jahr" is the year so far; "eine *ganze* Flasche" is a bottle.
            "bisherige", "bisheriges", "bisherigen", "bisheriger", "ganze", "ganzen", "ganzes", "volle", "vollen", "volles",
            "zeigt", "sagt", "brauch", "stehe", "steh", "angekommen", "sah", "grad", "grade", "dabei", "alles", "drehen", "drehe", "dreh",
            // Where a number ought to be ("ist mein Puls höher, *als er sein sollte*"); as far as
            // training goes ("wie sah letzte Woche *trainingsmäßig* aus").
            "als er sein sollte", "als er sein soll", "als sie sein sollte", "als sie sein soll", "als es sein sollte",
            "als normal", "als sonst", "wo er sein sollte", "wo sie sein sollte",
            "trainingsmassig", "sportmassig", "sportlich gesehen", "was das training angeht", "was den sport angeht",
            "genommen", "wurde", "bisschen", "bissl", "schnell", "kleiner", "kleines", "kurzer", "kurzen", "welchen",
            "welches", "welchem", "um", "fahr", "aktueller", "aktuellen", "aktuelles", "momentan", "momentane",
            "momentaner", "derzeit", "derzeitige", "derzeitiger", "pro", "insgesamt", "gesamt", "draussen",
            // "Weißt du meinen Puls", "zähl eine Runde": knowing and counting ask nothing of their own.
            "weisst", "weiss", "kennst", "zahl", "zahle", "zahlen", "trete", "tritt", "treten", "bringe", "bringst", "details",
            "einzelheiten",
            // "Lass mich … sehen": asked to be shown.
            "lass mich",
        ],
        vocabulary: ["workout"],
        reasons: [
            "seitenstechen", "krampf", "wadenkrampf", "blase", "schnursenkel", "schuh", "schuhe", "toilette", "klo",
            "durst", "ich trink", "ich trinke", "ich hole", "ich binde", "ich geh kurz", "ich gehe kurz", "es klingelt",
            "jemand ist", "jemand klingelt", "ich hab vergessen", "ich habe vergessen",
        ])

    /// The days of the week in Chinese, this week's and last week's ("周日", "上周日", "星期天").
    static let chineseWeekdays: [String] = ["一", "二", "三", "四", "五", "六", "日", "天"].flatMap { day in
        (day == "天" ? ["星期天", "上星期天"] : ["周\(day)", "上周\(day)", "星期\(day)", "上星期\(day)"])
    }

    static let chinese = MatchingLexicon.chinese.adding(
        synonyms: [
            "workout": ["锻炼", "运动", "训练", "健身", "练", "计时", "铁三", "铁人三项"],
            "lap": ["计圈", "一圈", "分段", "圈", "计一圈", "记一圈", "公里跑完了", "公里跑完", "圈跑完了", "圈跑完"],
            "status": [
                "心率", "配速", "多远", "距离", "多长时间", "多久", "速度", "卡路里", "多快", "公里", "多少公里", "几公里", "英里", "待了多久", "待了多长时间",
                "多少英里", "几英里", "多少瓦", "几瓦", "瓦数", "报告", "汇报",
                "播报", "心跳", "多少米", "几米", "多少步", "步数", "几步", "快不快", "海拔", "高度", "爬升", "步频", "踏频", "功率", "热量",
                "移动时间",
                "用时", "圈速", "划频", "划桨频率", "每百米", "每公里", "每英里", "每五百米", "几圈了", "多少圈了", "几组", "多少组", "几轮", "多少轮", "多少路", "多远的路", "几个横池", "多少个横池", "现在跑了多少", "现在骑了多少", "现在游了多少", "现在走了多少", "现在练了多少", "快吗", "跑得快吗", "太快", "太慢", "多少分钟", "几分钟", "多少秒", "几秒", "坡度", "每公斤多少瓦", "每公斤几瓦", "瓦每公斤", "多少小时", "几个小时", "几个来回", "多少个来回", "燃脂", "燃脂区间", "心率区间", "区间", "数据", "一圈用了多久", "圈用了多久", "一圈用时", "圈用时", "平均速度", "平均时速", "时速", "平均配速", "平均心率", "最高心率", "最快速度", "最高速度",
                "多高", "爬了多高", "还差多少", "差多少", "多少卡", "多少卡路里", "几卡", "大卡", "千卡", "桨频", "几桨", "多少桨", "几区", "哪个区", "哪区", "一区", "二区", "两区", "三区", "四区", "五区",
            ] + ["跑", "骑", "游", "走", "划", "练", "爬", "待"].flatMap { activity in
                // How much of this one ("走了多少步", "游了多少米"): a period would make it a summary.
                // ("跑了几圈": laps already gone round are asked; "去跑几圈" sets off for a few.)
                ["了多少步", "了几步", "了多少米", "了几米", "了几百米", "了几千米", "了多少路",
                 "了几个来回", "了多少个来回", "了多少分钟", "了几分钟", "了几圈", "了多少圈", "了几次", "了多少次", "了几趟",
                 "了多少趟"]
                    .map { activity + $0 }
            },
            "start": [
                "记录", "准备", "准备去", "要去", "想锻炼", "想运动", "要锻炼", "要运动", "要训练", "要健身", "去锻炼", "去运动", "下水", "出发", "出门", "走起",
            ],
            // "歇" alone would be the pause in 间歇 (intervals, a HIIT's name): it rests with a word after it.
            "pause": [
                // A flat tyre to fix ("我要*换内胎*").
                "换内胎", "补胎",
                "停下来", "先停下来", "先停下", "停下", "歇一会", "歇会", "歇一歇", "歇歇", "歇口气", "先歇", "我歇", "歇了", "歇息", "等一下", "等等", "等我", "等我一下", "等一会", "等一会儿", "等会儿", "等下", "喘口气", "喘气", "红灯", "等红灯", "停一停", "红绿灯", "等红绿灯",
                "停一会", "停一会儿", "停会儿", "停停", "先停一停", "稍等", "稍等一下", "稍等片刻", "上厕所", "去厕所", "上个厕所", "去个厕所",
            ],
            "end": ["练完了", "练到这里", "练到这", "到此为止", "到这里", "就到这", "完了", "跑完", "练完", "骑完", "游完", "保存", "练够了", "跑够了", "骑够了", "够了", "不练了", "不跑了", "不骑了", "不走了", "不游了", "就这样吧", "今天就这样", "到终点", "终点", "到终点线", "终点线", "冲线", "就练这么多", "练这么多"],
            "resume": [
                "回来了", "接着练", "接着来", "接着", "绿灯", "绿灯了", "红灯变绿", "灯变绿", "变绿灯", "变绿", "接着跑", "接着骑", "接着走", "接着游", "接着划", "继续走", "继续跑", "继续骑", "继续骑行", "接着骑行", "继续游", "继续划", "休息好了", "休息够了", "歇好了", "准备好了",
                "歇够了",
            ]
                // Said whole: "继续跑" would take the first character of 跑步 and leave 步 alone.
                + ["继续", "接着"].flatMap { verb in ["跑步", "跑步机", "骑车", "骑自行车", "走路", "游泳", "划船"].map { verb + $0 } },
            "cancel": ["取消重来", "别存", "不存了", "不用存", "误操作", "不要了", "不要保存", "别保存", "删除", "删掉", "点错", "误点", "按错", "不算", "删了", "误触", "误碰", "不小心", "别记录", "不要记录", "不用记录", "扔掉", "扔了"],
            // Words said whole that say nothing about what is asked: a filler's characters would each
            // be one ("说" of "说说" would make "继续说" go on with the workout).
            // When in the day, or so far ("开始*早上*的瑜伽", "本月*到目前为止*"), the way to work, and a
            // place named for working out ("健身房今天人很多"): none is a workout.
            // (A heart rate strap, 心率带, is a thing, not the heart rate asked; being on holiday, 度假, and
            // going home, 回家, say where one is or goes.)
            "": ["心率带", "胸带", "冲刺", "度假中", "在度假", "度假", "回家", "此刻", "这会儿", "当前", "目前", "早上", "早晨", "上午", "中午", "下午", "傍晚", "晚上", "到目前为止", "目前为止", "到现在为止", "到目前", "到现在",
                "上班", "去上班", "通勤", "一起", "健身房", "饭前", "饭后", "晚饭前", "晚饭后", "早饭前", "午饭前", "午饭后", "早饭后", "早餐后", "午餐后", "晚餐后", "还有", "下班前", "下班后", "上班前", "睡前", "睡觉前", "告诉", "说说", "知道", "一共", "总共", "累计", "我们", "咱们", "一节", "正常", "一组",
                // The weather of the day ("*下雨的*周日开始骑行"): when, not what.
                "下雨的", "下雨天", "雨天", "下雪的", "下雪天", "雪天", "刮风的", "大风天", "晴天", "阴天",
                "雾里", "雨里", "雪里", "大雾天", "雾天", "大雾里",
                // Asking whether or which ("我*是不是*跑太快了", "*哪个*区间"): the question, not a negation.
                "是不是", "有没有", "哪个", "哪一个",
                // Per minute ("*每分钟*划几桨"): how a rate is asked; minutes counted ("暂停五*分钟*"), said
                // whole, or 分 alone would be a pace's minutes and leave 钟 unknown.
                "每分钟", "分钟", "秒钟", "钟头",
                // What is left ("这组*还剩*多长时间"): asked as the measure is.
                "还剩", "剩下", "还剩下",
                // When, at a point of the way ("*半程的时候*我用了多久").
                "的时候", "时候", "半程",
                // The last one of a series ("*最后*一圈的配速"; 最后一次 is the latest workout, said whole
                // below); refuelling, which is food ("*补充能量*").
                "最后", "补充能量", "补能量",
                // An aid station, a place on the way, and filling bottles there ("*补给站灌水*，先停一下"):
                // said whole, their 补 and 水 would log water.
                "补给站", "补给点", "灌水", "接水", "装水",
                // A countdown, whose 计时 is no workout ("暂停渡轮的*倒计时*").
                "倒计时",
                // How far a trip goes ("*长途*骑行"): it names no other thing.
                "长途", "短途",
                // At once ("跑完一公里*马上*记一圈"): how soon, whose 马 is no horse.
                "马上", "立刻", "立即", "赶紧", "赶快",
                // The wind one moves against or with ("*顶着风*我们平均速度多少"), the rain one goes out in.
                "顶风", "逆风", "迎风", "顶着风", "迎着风", "逆着风", "顺风", "冒雨", "冒着雨",
                // What is pushed along ("*推着车*我现在配速多少").
                "推着车", "推着婴儿车", "推着童车", "推着推车",
                // What is worn or carried ("*穿着背心*消耗了多少卡路里").
                "穿着背心", "穿着负重背心", "穿着负重", "背着包", "背着背包", "背着重包", "背着孩子", "背着宝宝",
                // A machine set to a value ("坡度*调到*八"): a setting, not a thing of its own.
                "调到", "调成", "调高", "调低",
                // The set under way ("*这组*平均功率多少"), a part of the workout asked about.
                "这组", "这一组", "那组", "上一组", "这一轮",
                // Which value of a measure ("*平均*功率"), as "average" is in English.
                "平均", "最大"],
            // The last one, said whole: its characters alone ("上" of 跑步机上) name nothing.
            "latest": ["上次", "上一次", "最近一次", "最后一次", "上回", "最近的一次"],
            // How the last one went ("我上次跑步怎么样"): it is shown.
            "show": ["上次", "上一次", "最近一次", "最后一次", "上回"].flatMap { last in
                ["跑步", "骑车", "骑行", "锻炼", "训练", "运动", "游泳", "散步", "徒步", "健身", "爬山", "划船"].flatMap {
                    ["\(last)\($0)怎么样", "\(last)的\($0)怎么样"]
                }
            }
                // One activity of a day ("昨天的跑步", "上周日的长跑"); a day's 锻炼 or 训练 is its summary.
                + (["昨天", "今天", "早上", "今早", "昨晚", "今晚"] + Self.chineseWeekdays).flatMap { day in
                    ["跑步", "长跑", "骑行", "骑车", "游泳", "散步", "徒步", "爬山", "划船"].flatMap { ["\(day)的\($0)", "\(day)的\($0)怎么样"] }
                }
                // Called up or dug out ("*调出*上次的跑步", "*翻出*上次游泳的记录").
                + ["调出", "调出来", "调取", "翻出", "翻出来"],
            "summarize": ["活动量", "运动量", "一共多少", "总共多少", "成绩", "总成绩", "总量", "运动了多少", "锻炼了多少", "练了多少", "练了什么", "跑了多少", "骑了多少", "游了多少", "走了多少", "几次", "多少次"],
        ],
        fillers: ["够", "一直", "最高", "最低", "快", "烧", "燃烧", "烧掉", "每", "出来", "着", "绕", "绕着", "沿", "沿着", "表现", "趟", "离", "输出", "取得", "详情", "详细", "细节", "并", "需要", "会儿", "儿", "多少", "一会", "该", "做", "刚才", "出去", "消耗", "消耗了",
            // A length there and back, what a swim is counted in ("现在游了多少个*来回*了").
            "来回",
            // A mistake owned, the reason for a command ("骑行*记错*了，删掉").
            "记错", "弄错", "搞错",
            // Than usual, what a measure asked after is held against ("我的心率*比平时*高吗").
            "比平时", "比平常", "比往常", "比以前"],
        vocabulary: ["workout", "latest"],
        reasons: ["电话", "来电话", "来电", "手机响", "我回", "抽筋", "岔气", "鞋带", "我系", "系鞋带", "系个鞋带", "我绑", "肚子疼", "我去", "去个厕所", "上厕所", "上个厕所", "我喝", "喝口水", "我渴", "我接", "我累", "敲门", "有人敲门", "门铃", "忘了", "忘记", "天黑"])
}
