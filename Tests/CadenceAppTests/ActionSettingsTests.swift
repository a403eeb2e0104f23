import CadenceApp
import CadenceIntents
import Testing

@Suite(.serialized)
/// The first-press setting and the suggested workouts, in-process.
struct ActionSettingsTests {
    @Test("the first suggested workout follows the setting, and changing it invalidates the suggestions")
    func suggestions() {
        let before = SuggestedWorkouts.generation(of: StartWorkout.self)
        CadenceSettings.current = CadenceSettings(actionWorkout: .yoga)
        #expect(StartWorkout.suggestedWorkouts.first?.workoutStyle == .yoga)
        #expect(StartWorkout.suggestedWorkouts.count == WorkoutStyle.allCases.count)
        #expect(SuggestedWorkouts.generation(of: StartWorkout.self) > before)
        CadenceSettings.current = CadenceSettings()
        #expect(StartWorkout.suggestedWorkouts.first?.workoutStyle == .outdoorRun)
    }

    @Test("only the latest donation is the next action")
    func latestDonation() {
        let manager = IntentDonationManager()
        manager.donate(intent: MarkLap())
        manager.donate(intent: PauseWorkout())
        #expect(manager.nextAction.map { type(of: $0).intentIdentifier } == "PauseWorkout")
    }
}
