import CadenceCore
import Foundation
import Testing

/// The README's Swift example, verbatim, so it keeps compiling and meaning what it says.
struct ReadmeExampleTests {
    @Test("the README's one-idea example builds and the replay equals the live recorder")
    func oneIdea() throws {
        let start = Date(timeIntervalSince1970: 1_772_352_000)
        var recorder = try WorkoutRecorder(configuration: .init(activityType: .running, locationType: .outdoor))
        var log: [WorkoutLogEntry] = []

        let transition = try recorder.handle(.startActivity, at: start)
        // transition.effects == [.appendToJournal(…), .beginCollection(at: start), .startDataSource(at: start)]
        log.append(.command(RecordedCommand(.startActivity, at: start)))

        var source = SimulatedDataSource(configuration: recorder.configuration, seed: 42)
        source.start(at: start)
        let batch = source.samples(through: start.addingTimeInterval(60))  // one minute of 1 Hz samples
        try recorder.add(batch.samples)
        log.append(.samples(batch.samples))

        let rebuilt = try WorkoutRecorder(configuration: recorder.configuration, replaying: log)
        // rebuilt == recorder: the same session state, events and statistics
        #expect(rebuilt == recorder)
        #expect(transition.effects.dropFirst() == [.beginCollection(at: start), .startDataSource(at: start)])
    }
}
