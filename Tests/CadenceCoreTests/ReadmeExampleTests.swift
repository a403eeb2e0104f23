import CadenceCore
import Foundation
import Testing

/// The README's Swift example, verbatim, so it keeps compiling and meaning what it says.
struct ReadmeExampleTests {
    @Test("the README's one-idea example builds, the replay equals the live recorder, and the end closes the last lap")
    func oneIdea() throws {
        let start = Date(timeIntervalSince1970: 1_772_352_000)
        let configuration = WorkoutConfiguration(activityType: .running, locationType: .outdoor)
        var (recorder, effects) = try WorkoutRecorder.start(configuration, at: start, replacing: nil)
        #expect(
            effects == [
                .beginJournal(configuration, at: start),
                .journal(.command(RecordedCommand(.prepare, at: start)), .beforeAnswer), .prepareDataSource,
            ])
        var log: [WorkoutLogEntry] = [.command(RecordedCommand(.prepare, at: start))]

        effects = try recorder.send(.countdownElapsed(at: start.addingTimeInterval(3)))
        #expect(
            effects == [
                .journal(.command(RecordedCommand(.startActivity, at: start.addingTimeInterval(3))), .beforeAnswer),
                .startDataSource(at: start.addingTimeInterval(3)),
            ])
        var source = SimulatedDataSource(configuration: configuration, seed: 42)
        source.start(at: start.addingTimeInterval(3))
        effects += try recorder.send(
            .samples(source.samples(through: start.addingTimeInterval(63)), at: start.addingTimeInterval(63)))
        effects += try recorder.send(.command(.markLap, at: start.addingTimeInterval(63)))
        for case .journal(let entry, _) in effects { log.append(entry) }

        let rebuilt = try WorkoutRecorder(configuration: configuration, replaying: log)
        #expect(rebuilt == recorder)

        let end = try recorder.send(.command(.end, at: start.addingTimeInterval(90)))
        guard case .saveWorkout(let workout) = end.first else {
            Issue.record("expected a save first, got \(end)")
            return
        }
        #expect(Array(end.dropFirst()) == [.stopDataSource(at: start.addingTimeInterval(90))])
        #expect(workout.laps.count == 2 && workout.laps.last?.endDate == start.addingTimeInterval(90))
    }
}
