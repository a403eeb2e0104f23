import CadenceCore
import CadenceTestSupport
import Foundation
import Testing

struct WorkoutSessionTests {
    typealias F = WorkoutFixtures

    /// A session driven into `state` with commands at t = 0, 1, 2 seconds.
    static func session(in state: WorkoutSessionState) throws -> WorkoutSession {
        var session = try WorkoutSession(configuration: F.outdoorRun)
        switch state {
        case .notStarted: break
        case .prepared: try session.prepare(at: F.date(0))
        case .running: try session.startActivity(with: F.date(0))
        case .paused:
            try session.startActivity(with: F.date(0))
            try session.pause(at: F.date(1))
        case .stopped:
            try session.startActivity(with: F.date(0))
            try session.stopActivity(with: F.date(1))
        case .ended:
            try session.startActivity(with: F.date(0))
            try session.end(at: F.date(1))
        }
        return session
    }

    /// The transition table as the reference states it, written out independently of the code.
    static let legal: [WorkoutSessionCommand: [WorkoutSessionState: WorkoutSessionState]] = [
        .prepare: [.notStarted: .prepared],
        .startActivity: [.notStarted: .running, .prepared: .running],
        .pause: [.running: .paused],
        .resume: [.paused: .running],
        .markLap: [.running: .running, .paused: .paused],
        .stopActivity: [.running: .stopped, .paused: .stopped],
        .end: [.running: .ended, .paused: .ended, .stopped: .ended],
        .discard: [.prepared: .ended, .running: .ended, .paused: .ended, .stopped: .ended],
    ]

    static let pairs: [(WorkoutSessionState, WorkoutSessionCommand)] = WorkoutSessionState.allCases.flatMap { state in
        WorkoutSessionCommand.allCases.map { (state, $0) }
    }

    @Test("every command in every state follows the transition table", arguments: pairs)
    func transitionTable(state: WorkoutSessionState, command: WorkoutSessionCommand) throws {
        var session = try Self.session(in: state)
        let before = session
        let date = F.date(10)
        if let expected = Self.legal[command]?[state] {
            let transition = try session.handle(command, at: date)
            #expect(transition.fromState == state)
            #expect(transition.toState == expected)
            #expect(session.state == expected)
            #expect(transition.effects.first == .appendToJournal(RecordedCommand(command, at: date)))
            #expect(session.recordedCommands.last == RecordedCommand(command, at: date))
        } else {
            #expect(throws: WorkoutSessionError.invalidTransition(state: state, command: command)) {
                try session.handle(command, at: date)
            }
            #expect(session == before, "an illegal command changes nothing")
        }
    }

    @Test("the raw values are HealthKit's")
    func rawValues() {
        #expect(WorkoutSessionState.allCases.map(\.rawValue).sorted() == [1, 2, 3, 4, 5, 6])
        #expect(WorkoutSessionState.notStarted.rawValue == 1)
        #expect(WorkoutSessionState.running.rawValue == 2)
        #expect(WorkoutSessionState.ended.rawValue == 3)
        #expect(WorkoutSessionState.paused.rawValue == 4)
        #expect(WorkoutSessionState.prepared.rawValue == 5)
        #expect(WorkoutSessionState.stopped.rawValue == 6)
        #expect(WorkoutEventType.allCases.map(\.rawValue) == Array(1...8))
        #expect(WorkoutEventType.pauseOrResumeRequest.rawValue == 8)
    }

    @Test("an illegal command's error names the state and the command")
    func errorText() throws {
        var session = try Self.session(in: .notStarted)
        do {
            try session.pause(at: F.date(1))
            Issue.record("pause from notStarted should throw")
        } catch {
            #expect(error.description == "invalid transition: cannot pause a workout session that is notStarted")
        }
    }

    @Test("a full workout produces the exact state and effects after each command")
    func exactEffects() throws {
        var session = try WorkoutSession(configuration: F.outdoorRun)
        func record(_ c: WorkoutSessionCommand, _ t: TimeInterval) -> WorkoutSessionEffect {
            .appendToJournal(RecordedCommand(c, at: F.date(t)))
        }

        var transition = try session.prepare(at: F.date(0))
        #expect(session.state == .prepared && session.startDate == nil)
        #expect(transition.effects == [record(.prepare, 0), .prepareDataSource])

        transition = try session.startActivity(with: F.date(3))
        #expect(session.state == .running && session.startDate == F.date(3))
        #expect(
            transition.effects == [
                record(.startActivity, 3), .beginCollection(at: F.date(3)), .startDataSource(at: F.date(3)),
            ])

        transition = try session.pause(at: F.date(60))
        let pause = WorkoutEvent(type: .pause, date: F.date(60))
        #expect(session.state == .paused && session.events == [pause])
        #expect(transition.events == [pause])
        #expect(transition.effects == [record(.pause, 60), .addEvents([pause]), .pauseDataSource(at: F.date(60))])

        transition = try session.resume(at: F.date(90))
        let resume = WorkoutEvent(type: .resume, date: F.date(90))
        #expect(session.state == .running && session.events == [pause, resume])
        #expect(transition.effects == [record(.resume, 90), .addEvents([resume]), .resumeDataSource(at: F.date(90))])

        transition = try session.markLap(at: F.date(120))
        let lap = WorkoutEvent(type: .lap, dateInterval: DateInterval(start: F.date(3), end: F.date(120)))
        #expect(session.state == .running && session.events == [pause, resume, lap])
        #expect(transition.effects == [record(.markLap, 120), .addEvents([lap])])
        #expect(session.currentLapStartDate == F.date(120))

        transition = try session.stopActivity(with: F.date(200))
        let lastLap = WorkoutEvent(type: .lap, dateInterval: DateInterval(start: F.date(120), end: F.date(200)))
        #expect(session.state == .stopped && session.endDate == nil)
        #expect(session.events == [pause, resume, lap, lastLap], "the stop closes the lap in progress")
        #expect(
            transition.effects == [
                record(.stopActivity, 200), .addEvents([lastLap]), .stopDataSource(at: F.date(200)),
                .endCollection(at: F.date(200)),
            ])

        transition = try session.end(at: F.date(201))
        #expect(session.state == .ended && session.endDate == F.date(201) && !session.wasDiscarded)
        #expect(transition.effects == [record(.end, 201), .finishWorkout])
    }

    @Test("ending a paused workout stops, ends collection and finishes without inventing a resume")
    func endWhilePaused() throws {
        var session = try Self.session(in: .paused)
        let transition = try session.end(at: F.date(30))
        #expect(session.state == .ended)
        #expect(session.events.map(\.type) == [.pause])
        #expect(
            transition.effects == [
                .appendToJournal(RecordedCommand(.end, at: F.date(30))), .stopDataSource(at: F.date(30)),
                .endCollection(at: F.date(30)), .finishWorkout,
            ])
    }

    @Test("discarding a running workout stops the source and discards instead of finishing")
    func discardRunning() throws {
        var session = try Self.session(in: .running)
        let transition = try session.discard(at: F.date(5))
        #expect(session.state == .ended && session.wasDiscarded)
        #expect(
            transition.effects == [
                .appendToJournal(RecordedCommand(.discard, at: F.date(5))), .stopDataSource(at: F.date(5)),
                .endCollection(at: F.date(5)), .discardWorkout,
            ])
    }

    @Test("a command dated before the last change is refused and changes nothing")
    func timeRunsForward() throws {
        var session = try Self.session(in: .paused)
        let before = session
        #expect(
            throws: WorkoutSessionError.dateBeforeLastChange(command: .resume, date: F.date(0), lastChange: F.date(1))
        ) {
            try session.resume(at: F.date(0))
        }
        #expect(session == before)
    }

    @Test("a pool swim without a lap length cannot start a session")
    func invalidConfiguration() {
        let swim = WorkoutConfiguration(activityType: .swimming, locationType: .indoor, swimmingLocationType: .pool)
        #expect(throws: WorkoutSessionError.invalidConfiguration(.poolSwimWithoutLapLength)) {
            _ = try WorkoutSession(configuration: swim)
        }
    }

    @Test("replaying the recorded commands rebuilds the same session", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func replayRebuilds(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var session = try WorkoutSession(configuration: F.outdoorRun)
        var t = 0.0
        for _ in 0..<200 {
            t += Double.random(in: 0...30, using: &rng)
            let command = WorkoutSessionCommand.allCases.filter { $0 != .end && $0 != .discard }
                .randomElement(using: &rng)!
            _ = try? session.handle(command, at: F.date(t))
        }
        let rebuilt = try WorkoutSession(configuration: F.outdoorRun, replaying: session.recordedCommands)
        #expect(rebuilt == session)
    }
}
