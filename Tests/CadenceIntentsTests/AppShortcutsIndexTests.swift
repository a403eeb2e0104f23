import CadenceIntents
import Testing

@Suite(.serialized)
struct AppShortcutsIndexTests {
    static func index(_ profile: MatchingProfile = .flexible) async -> AppShortcutsIndex {
        await AppShortcutsIndex(
            provider: TestShortcuts.self, applicationName: "Cadence", applicationNameSynonyms: ["Cadence app"],
            profile: profile)
    }

    @Test("an exact phrase matches with its parameter, whatever the case, punctuation, spacing or Unicode form")
    func exact() async throws {
        let index = await Self.index()
        for utterance in [
            "Start a run in Cadence", "start a RUN in cadence!!!", "  Start   a run, in Cadence. ",
            "Ｓｔａｒｔ a run in Cadence",
            "Start a jog in Cadence",
        ] {
            let match = try #require(index.match(utterance), "\(utterance)")
            #expect(match.intentIdentifier == "StartActivity" && match.isExact && match.score == 1)
            #expect(match.parameters == ["activity": "run"])
        }
        let ride = try #require(index.match("Start a bike ride in Cadence"))
        #expect(ride.parameters == ["activity": "ride"] && ride.phrase == "Start a bike ride in Cadence")
        #expect((ride.intent as? StartActivity)?.activity == .ride)
    }

    @Test(
        "paraphrases match: reordering, filler words, verb synonyms and inflections",
        arguments: [
            ("In Cadence, start a run", "StartActivity", ["activity": "run"]),
            ("Could you please start a run for me in Cadence", "StartActivity", ["activity": "run"]),
            ("Kick off a bike ride with Cadence", "StartActivity", ["activity": "ride"]),
            ("begin running with Cadence", "StartActivity", ["activity": "run"]),
            ("Cadence, let's get going with some yoga", "StartActivity", ["activity": "yoga"]),
            ("start my open water swim in Cadence", "StartActivity", ["activity": "openWater"]),
            ("Hold my workout in Cadence", "PauseActivity", [:]),
            ("Cadence pause", "PauseActivity", [:]),
            ("Continue my workout with Cadence", "ResumeActivity", [:]),
            ("Finish my workout in Cadence", "EndActivity", [:]),
            ("Wrap up the workout with Cadence", "EndActivity", [:]),
            ("Discard this workout in Cadence", "CancelActivity", [:]),
            ("New lap in Cadence", "MarkLap", [:]),
            ("Cadence, split", "MarkLap", [:]),
            ("How am I doing in Cadence", "ActivityStatus", [:]),
            ("Give me a summary of last week in Cadence", "Summarize", ["period": "lastWeek"]),
            ("Cadence summary for today", "Summarize", ["period": "today"]),
            ("Open the race day note in Cadence", "OpenNote", ["note": "3"]),
        ])
    func paraphrases(utterance: String, intent: String, parameters: [String: String]) async throws {
        let index = await Self.index()
        let match = try #require(index.match(utterance), "\(utterance): \(index.explain(utterance).message)")
        #expect(match.intentIdentifier == intent, "\(utterance)")
        #expect(match.parameters == parameters, "\(utterance)")
    }

    @Test("without the app name there is no match, unless the app is already addressed")
    func applicationName() async throws {
        let index = await Self.index()
        #expect(index.match("Start a run") == nil)
        #expect(index.explain("Start a run").reason == .applicationNameMissing(applicationName: "Cadence"))
        #expect(index.explain("Start a run").message == "the app name (Cadence) was not mentioned")
        let addressed = try #require(index.match("Start a run", applicationAddressed: true))
        #expect(addressed.isExact && addressed.parameters == ["activity": "run"])
        #expect(index.match("pause my workout", applicationAddressed: true)?.intentIdentifier == "PauseActivity")
        #expect(index.match("Start a run in Cadence app")?.intentIdentifier == "StartActivity")
    }

    @Test("negative phrases veto a match, exactly and paraphrased")
    func negatives() async {
        let index = await Self.index()
        #expect(index.match("Start a Cadence podcast") == nil)
        #expect(index.explain("Start a Cadence podcast").reason == .negativePhrase("Start a Cadence podcast"))
        #expect(index.match("What is Cadence?") == nil)
        #expect(index.match("please start the Cadence podcast") == nil)
    }

    @Test(
        "empty and junk input is a non-match with a reason, never a crash",
        arguments: [
            "", "   ", "!!!", "Cadence", "asdf qwer zxcv in Cadence", "\u{0}\u{1}",
            String(repeating: "run ", count: 200),
        ]
    )
    func junk(utterance: String) async {
        let index = await Self.index()
        #expect(index.match(utterance, applicationAddressed: true) == nil)
        _ = index.explain(utterance).message
    }

    @Test("two intents that score too close are ambiguous, not a guess")
    func ambiguous() async {
        let index = await Self.index()
        let explanation = index.explain("pause and resume my workout in Cadence")
        #expect(index.match("pause and resume my workout in Cadence") == nil)
        if case .ambiguous(let first, let second) = explanation.reason {
            #expect(Set([first, second]) == ["PauseActivity", "ResumeActivity"])
        } else {
            Issue.record("expected ambiguity, got \(explanation.message)")
        }
    }

    @Test("a value two options share leaves the parameter unset, so the runner can ask")
    func valueTie() async throws {
        let index = await Self.index()
        // "cycle" is a synonym of Ride; "indoor cycle" of Spin Class: the longer wins.
        #expect(index.match("Start an indoor cycle in Cadence")?.parameters == ["activity": "spin"])
        let match = try #require(index.match("Start a workout in Cadence"))
        #expect(match.parameters.isEmpty)
        let response = await IntentRunner().run(match.intent)
        #expect(response.missingParameter == "activity")
        #expect(response.dialog?.full == "Which activity?")
    }

    @Test("the explanation names the nearest phrases, with missing and extra words")
    func explain() async {
        let index = await Self.index()
        let explanation = index.explain("Make me a sandwich in Cadence")
        #expect(explanation.nearest.count == 3)
        #expect(explanation.nearest.allSatisfy { $0.score < index.threshold })
        // "sandwich" is nothing the app has, and nothing it has is named: about something else.
        #expect(explanation.reason == .aboutSomethingElse(words: ["sandwich"]))
        #expect(explanation.message == "it is about something else (\"sandwich\" is not something this app has)")
        #expect(explanation.nearest.first?.extraWords.contains("sandwich") == true)
    }

    @Test("the exact profile accepts normalized exact phrases only")
    func exactProfile() async {
        let index = await Self.index(.exact)
        #expect(index.match("start a run in cadence.")?.isExact == true)
        #expect(index.match("Kick off a run with Cadence") == nil)
        #expect(index.explain("Kick off a run with Cadence").reason == .noExactPhrase)
    }

    @Test("entity values come from the query's suggestions; the index knows when they are stale")
    func entities() async throws {
        let index = await Self.index()
        #expect(index.match("Open my packing note in Cadence")?.parameters == ["note": "1"])
        #expect(index.match("Open my training plan note in Cadence")?.parameters == ["note": "2"])
        #expect(!index.isStale(for: TestShortcuts.self))
        TestShortcuts.updateAppShortcutParameters()
        #expect(index.isStale(for: TestShortcuts.self))
        // start 1 + 2 × 12 activities, pause 2, resume 2, end 2, cancel 1, lap 2, status 2,
        // summarize 1 + 4 periods, note 1 + 3 notes.
        #expect(index.expandedPhraseCount == 25 + 2 + 2 + 2 + 1 + 2 + 2 + 5 + 4)
    }
}
