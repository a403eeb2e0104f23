import CadenceApp
import CadenceIntents
import Testing

/// The README's CadenceIntents example, so it keeps compiling and matching.
struct ReadmeIntentsExampleTests {
    @Test("the README's matching example finds StartWorkout with an outdoor run")
    func example() async throws {
        let index = await AppShortcutsIndex(provider: CadenceShortcuts.self, applicationName: "Cadence")
        let match = try #require(index.match("Could you kick off a jog with Cadence"))
        #expect(match.intentIdentifier == "StartWorkout")
        #expect((match.intent as? StartWorkout)?.workoutStyle == .outdoorRun)
        // Without a running app the intent answers that it needs one.
        let response = await IntentRunner().run(match.intent)
        #expect((response.value as? WorkoutIntentValue)?.code == .failureRequiringAppLaunch)
    }
}
