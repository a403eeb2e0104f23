import CadenceIntents
import Testing

/// The seeds' samples compile against CadenceIntents, their phrases reach their intents, and
/// every perform() runs.
@Suite(.serialized)
struct SeedSampleTests {
    /// Every phrase of a provider, written out with the app name (and each parameter value).
    static func renderedPhrases<P: AppShortcutsProvider>(_ provider: P.Type, appName: String) -> [(String, String)] {
        P.appShortcuts.flatMap { shortcut in
            shortcut.phrases.filter { $0.parameterNames.isEmpty }.map {
                ($0.rendered(applicationName: appName), shortcut.intentIdentifier)
            }
        }
    }

    @Test("seed 000: the run phrases reach StartPhoneRunIntent, exactly and paraphrased")
    func seed000Phrases() async throws {
        let index = await AppShortcutsIndex(provider: FitnessShortcuts.self, applicationName: "Fitness")
        for (phrase, intent) in Self.renderedPhrases(FitnessShortcuts.self, appName: "Fitness") {
            let match = try #require(index.match(phrase), "\(phrase)")
            #expect(match.intentIdentifier == intent && match.isExact)
        }
        #expect(index.match("start a run in fitness!")?.isExact == true)
        let paraphrase = try #require(index.match("Could you begin my run with Fitness"))
        #expect(paraphrase.intentIdentifier == "StartPhoneRunIntent" && !paraphrase.isExact)
        #expect(index.match("Start a run") == nil)
        #expect(await AppShortcutsValidator.validate(FitnessShortcuts.self).isEmpty)
    }

    @Test("seed 000: every perform() runs, and the start intent keeps Apple's shape")
    func seed000Perform() async throws {
        let runner = IntentRunner()
        for intent in [StartRunIntent(style: .treadmillRun)] as [StartRunIntent] {
            #expect(await runner.run(intent).succeeded)
        }
        #expect(await runner.run(PauseRunIntent()).succeeded)
        #expect(await runner.run(ResumeRunIntent()).succeeded)
        #expect(await runner.run(StartPhoneRunIntent()).succeeded)
        #expect(await runner.run(StartRunWithLiveActivityIntent()).succeeded)
        let log = await WorkoutManager.shared.log
        #expect(log.starts(with: ["start treadmillRun"]))
        #expect(log.contains("pause") && log.contains("resume"))
        #expect(await PhoneWorkoutController.shared.starts.count == 2)

        #expect(StartRunIntent.suggestedWorkouts.map(\.workoutStyle) == [.outdoorRun, .treadmillRun])
        #expect(StartRunIntent().workoutStyle == .outdoorRun)
        #expect(StartRunIntent(style: .treadmillRun).displayRepresentation.subtitle?.defaultValue == "Treadmill")
        #expect(StartRunIntent.openAppWhenRun)
        let before = SuggestedWorkouts.generation(of: StartRunIntent.self)
        StartRunIntent.invalidateSuggestedWorkouts()
        #expect(SuggestedWorkouts.generation(of: StartRunIntent.self) == before + 1)
    }

    @Test("seed 002: the question phrases reach AskQuestionIntent; the validator names the phrase with two app names")
    func seed002() async throws {
        let index = await AppShortcutsIndex(provider: AskQuestionShortcut.self, applicationName: "Ask Me Anything")
        for (phrase, intent) in Self.renderedPhrases(AskQuestionShortcut.self, appName: "Ask Me Anything") {
            #expect(index.match(phrase)?.intentIdentifier == intent, "\(phrase)")
        }
        let issues = await AppShortcutsValidator.validate(AskQuestionShortcut.self)
        #expect(issues.map(\.rule) == [.applicationNameCount])
        #expect(
            issues.first?.message
                == "shortcut 'Ask Question' (AskQuestionIntent): phrase \"Ask ${applicationName} about ${applicationName}\" has 2 app-name tokens; exactly one ${applicationName} is required"
        )

        let runner = IntentRunner()
        let missing = await runner.run(AskQuestionIntent())
        #expect(missing.missingParameter == "question")
        let asked = await runner.run(AskQuestionIntent(question: "Why is the sky blue?"))
        #expect(asked.succeeded)
        #expect(AskQuestionIntent().storedQuestion == "Why is the sky blue?")
        #expect(AskQuestionIntent.supportedModes == .foreground)
        #expect(
            AskQuestionIntent.description.descriptionText.defaultValue == "Ask a question to get an AI-powered answer")
    }

    @Test("seed 004: list phrases reach their intents with the entity as parameter; the negative phrase vetoes")
    func seed004() async throws {
        let index = await AppShortcutsIndex(provider: DemoAppShortcuts.self, applicationName: "Demo")
        #expect(await AppShortcutsValidator.validate(DemoAppShortcuts.self).isEmpty)
        #expect(index.match("Create a list in Demo")?.intentIdentifier == "CreateListIntent")
        #expect(index.match("Make a new list with Demo")?.intentIdentifier == "CreateListIntent")
        #expect(index.match("Summarize a list with Demo")?.intentIdentifier == "SummarizeListIntent")

        let groceries = "00000000-0000-0000-0000-000000000001"
        let exact = try #require(index.match("Summarize my groceries with Demo"))
        #expect(exact.intentIdentifier == "SummarizeListIntent" && exact.isExact)
        #expect(exact.parameters == ["list": groceries])
        #expect(
            index.match("What's in my chores in Demo")?.parameters == ["list": "00000000-0000-0000-0000-000000000002"])
        // The seed's flexible-matching examples, and a synonym.
        for utterance in [
            "Tell me the summary of my groceries with Demo", "Give me a summary of my shopping list with Demo",
            "Summarize my grocery list with Demo",
        ] {
            let match = try #require(index.match(utterance), "\(utterance): \(index.explain(utterance).message)")
            #expect(match.intentIdentifier == "SummarizeListIntent")
            #expect(match.parameters == ["list": groceries], "\(utterance) \(match.phrase) \(match.score)")
        }
        #expect(index.match("Send a Demo summary to my grocery store") == nil)
        if case .negativePhrase = index.explain("Send a Demo summary to my grocery store").reason {
        } else {
            Issue.record("expected a negative-phrase veto")
        }

        let runner = IntentRunner()
        let match = try #require(index.match("Summarize my groceries with Demo"))
        let response = await runner.run(match.intent)
        #expect(response.dialog?.full == "groceries has 9 pending items")
        #expect((response.value as? ListSummary)?.pendingCount == 9)
        let created = await runner.run(
            intentIdentifier: "CreateListIntent", parameters: ["listName": "Camping"],
            intentTypes: [CreateListIntent.self])
        #expect(created.dialog?.full == "Created list Camping")
        #expect((created.value as? TodoList)?.name == "Camping")
        let byID = await runner.run(
            intentIdentifier: "SummarizeListIntent", parameters: ["list": groceries],
            intentTypes: [SummarizeListIntent.self])
        #expect(byID.dialog?.full == "groceries has 9 pending items")
        #expect(homePodDialog.supporting == "5 items pending")
    }
}
