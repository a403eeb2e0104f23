import CadenceCore
import CadenceTestSupport
import Foundation
import Testing

/// Auto-pause in the reducer: motionPaused/motionResumed from speed, excluded from active time,
/// journaled, and rebuilt the same from the journal.
struct AutoPauseTests {
    typealias F = WorkoutFixtures

    /// A running run with auto-pause on, started at t = 0.
    static func running(_ configuration: WorkoutConfiguration = F.outdoorRun) throws -> WorkoutRecorder {
        var recorder = try WorkoutRecorder.start(configuration, at: F.date(0), replacing: nil).recorder
        _ = try recorder.send(.autoPause(AutoPause.standard(for: configuration.activityType), at: F.date(0)))
        _ = try recorder.send(.countdownElapsed(at: F.date(0)))
        return recorder
    }

    /// One fix a second from `from` to `to` (inclusive) at `speed` m/s, each sent as a batch;
    /// returns every effect.
    @discardableResult
    static func move(_ recorder: inout WorkoutRecorder, at speed: Double, from: Int, to: Int) throws
        -> [WorkoutRecorderEffect]
    {
        var effects: [WorkoutRecorderEffect] = []
        for second in from...to {
            let fix = LocationSample(
                latitude: 47.37 + Double(second) * 1e-5, longitude: 8.54, speed: speed, timestamp: F.date(Double(second)))
            effects += try recorder.send(.samples(DataSourceBatch(locations: [fix]), at: F.date(Double(second))))
        }
        return effects
    }

    static func events(_ effects: [WorkoutRecorderEffect]) -> [WorkoutEvent] {
        effects.compactMap { if case .journal(.event(let event), _) = $0 { event } else { nil } }
    }

    @Test("a run pauses itself after 2 s below 0.5 m/s, dated at the stop, and resumes on movement")
    func pausesAndResumes() throws {
        var recorder = try Self.running()
        try Self.move(&recorder, at: 3, from: 1, to: 9)
        #expect(!recorder.isMotionPaused)
        // Stopped at t = 10; two seconds later it is sure.
        let stopping = try Self.move(&recorder, at: 0.2, from: 10, to: 11)
        #expect(Self.events(stopping).isEmpty && !recorder.isMotionPaused)
        let stopped = try Self.move(&recorder, at: 0.1, from: 12, to: 19)
        #expect(Self.events(stopped) == [WorkoutEvent(type: .motionPaused, date: F.date(10))])
        #expect(recorder.isMotionPaused && recorder.session.state == .running)
        // Below the resume speed nothing changes; at it the workout resumes.
        try Self.move(&recorder, at: 0.8, from: 20, to: 20)
        let moving = try Self.move(&recorder, at: 2.5, from: 21, to: 30)
        #expect(Self.events(moving) == [WorkoutEvent(type: .motionResumed, date: F.date(21))])
        #expect(!recorder.isMotionPaused)
        // 30 s of workout, 11 of them stopped.
        #expect(recorder.builder.elapsedTime(at: F.date(30)) == 19)
        // The events are durable before the next answer, like a command.
        #expect(stopped.contains(.journal(.event(WorkoutEvent(type: .motionPaused, date: F.date(10))), .beforeAnswer)))
    }

    @Test("without auto-pause, and for sports Apple offers none, a stop is only a stop")
    func offByDefault() throws {
        var plain = try WorkoutRecorder.start(F.outdoorRun, at: F.date(0), replacing: nil).recorder
        _ = try plain.send(.countdownElapsed(at: F.date(0)))
        let effects = try Self.move(&plain, at: 0, from: 1, to: 30)
        #expect(Self.events(effects).isEmpty && !plain.isMotionPaused)
        #expect(AutoPause.standard(for: .swimming) == nil && AutoPause.standard(for: .yoga) == nil)
        #expect(AutoPause.standard(for: .cycling) != nil && AutoPause.standard(for: .running) != nil)
    }

    @Test("auto-pause turned off while auto-paused resumes the workout; a manual pause inside it is its own")
    func offWhilePausedAndManualPauses() throws {
        var recorder = try Self.running()
        try Self.move(&recorder, at: 0, from: 1, to: 10)
        #expect(recorder.isMotionPaused)
        let off = try recorder.send(.autoPause(nil, at: F.date(15)))
        #expect(
            off == [
                .journal(.autoPause(nil), .beforeAnswer),
                .journal(.event(WorkoutEvent(type: .motionResumed, date: F.date(15))), .beforeAnswer),
            ])
        #expect(!recorder.isMotionPaused && recorder.autoPause == nil)
        #expect(recorder.builder.elapsedTime(at: F.date(20)) == 6, "stopped from 1 to 15")

        // A manual pause and resume inside an auto-pause: both kinds count once.
        var other = try Self.running()
        try Self.move(&other, at: 0, from: 1, to: 10)
        _ = try other.send(.command(.pause, at: F.date(12)))
        _ = try other.send(.command(.resume, at: F.date(14)))
        #expect(other.isMotionPaused, "still not moving")
        try Self.move(&other, at: 3, from: 20, to: 22)
        #expect(!other.isMotionPaused)
        #expect(other.builder.elapsedTime(at: F.date(22)) == 3, "inactive from 1 to 20")
    }

    @Test("the journal rebuilds the same workout: events, rule and whether it is auto-paused")
    func replay() throws {
        var recorder = try WorkoutRecorder.start(F.outdoorCycle, at: F.date(0), replacing: nil).recorder
        var log: [WorkoutLogEntry] = []
        func keep(_ effects: [WorkoutRecorderEffect]) {
            for case .journal(let entry, _) in effects { log.append(entry) }
        }
        keep(try recorder.send(.autoPause(AutoPause.standard(for: .cycling), at: F.date(0))))
        keep(try recorder.send(.countdownElapsed(at: F.date(0))))
        keep(try Self.move(&recorder, at: 6, from: 1, to: 20))
        keep(try Self.move(&recorder, at: 0.3, from: 21, to: 40))
        keep(try Self.move(&recorder, at: 5, from: 41, to: 50))
        keep(try Self.move(&recorder, at: 0, from: 51, to: 60))
        #expect(recorder.isMotionPaused)
        // The journal holds prepare first; begin from it as recovery does.
        let entries = [WorkoutLogEntry.command(RecordedCommand(.prepare, at: F.date(0)))] + log
        let rebuilt = try WorkoutRecorder(configuration: F.outdoorCycle, replaying: entries)
        #expect(rebuilt.builder.workoutEvents == recorder.builder.workoutEvents)
        #expect(rebuilt.isMotionPaused && rebuilt.autoPause == AutoPause.standard(for: .cycling))
        #expect(rebuilt.builder.elapsedTime(at: F.date(60)) == recorder.builder.elapsedTime(at: F.date(60)))
        // Ended while auto-paused, the last stop is not active time.
        var ending = recorder
        let saved = try ending.send(.command(.end, at: F.date(70)))
        guard case .saveWorkout(let workout) = saved.first else {
            Issue.record("expected a save, got \(saved)")
            return
        }
        #expect(workout.duration == 31, "active from 0 to 21 and from 41 to 51")
    }
}
