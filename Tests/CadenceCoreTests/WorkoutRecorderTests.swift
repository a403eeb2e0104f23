import CadenceCore
import CadenceTestSupport
import Foundation
import Testing

struct WorkoutRecorderTests {
    typealias F = WorkoutFixtures

    @Test("replaying the log rebuilds the live session and statistics exactly", arguments: [11, 12, 13] as [UInt64])
    func replayEqualsLive(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var live = try WorkoutRecorder(configuration: F.outdoorRun)
        var source = SimulatedDataSource(configuration: F.outdoorRun, seed: seed)
        var log: [WorkoutLogEntry] = []
        func command(_ c: WorkoutSessionCommand, _ t: TimeInterval) throws {
            try live.handle(c, at: F.date(t))
            log.append(.command(RecordedCommand(c, at: F.date(t))))
        }
        try command(.prepare, 0)
        try command(.startActivity, 3)
        source.start(at: F.date(3))
        var t = 3.0
        for _ in 0..<60 {
            t += Double(Int.random(in: 1...20, using: &rng))
            if live.session.state == .running {
                let batch = source.samples(through: F.date(t))
                try live.add(batch.samples)
                try live.add(batch.locations)
                log += [.samples(batch.samples), .locations(batch.locations)]
            }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where live.session.state == .running:
                try command(.pause, t)
                source.pause(at: F.date(t))
            case 1 where live.session.state == .paused:
                try command(.resume, t)
                source.resume(at: F.date(t))
            case 2:
                try command(.markLap, t)
            default:
                break
            }
        }
        let replayed = try WorkoutRecorder(configuration: F.outdoorRun, replaying: log)
        #expect(replayed == live)
        #expect(replayed.builder.statistics(for: .heartRate) == live.builder.statistics(for: .heartRate))
    }

    @Test("a log that could not have been written names the entry it fails at")
    func badLog() {
        let log: [WorkoutLogEntry] = [
            .command(RecordedCommand(.startActivity, at: F.date(0))),
            .command(RecordedCommand(.resume, at: F.date(5))),
        ]
        do {
            _ = try WorkoutRecorder(configuration: F.outdoorRun, replaying: log)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == "log entry 1: invalid transition: cannot resume a workout session that is running")
        }
    }

    @Test("finishing after a stop follows the HealthKit order and returns the workout")
    func finishAfterStop() throws {
        var recorder = try WorkoutRecorder(configuration: F.outdoorRun)
        try recorder.handle(.startActivity, at: F.date(0))
        try recorder.add([F.distance(1000, from: 0, to: 300), F.energy(60, from: 0, to: 300)])
        try recorder.handle(.stopActivity, at: F.date(300))
        #expect(recorder.builder.phase == .ended)
        let workout = try recorder.finishWorkout()
        try recorder.handle(.end, at: F.date(301))
        #expect(workout.totalDistance == Quantity(1000, .meter))
        #expect(workout.totalEnergyBurned == Quantity(60, .kilocalorie))
        #expect(workout.splits(in: .kilometer).count == 1)
        #expect(workout.endDate == F.date(300) && workout.duration == 300)
    }
}
