import CadenceCore
import CadenceTestSupport
import Foundation
import Testing

/// Every state × every input of the reducer, with the effects listed exactly: the owner's only
/// instructions.
struct WorkoutRecorderReducerTests {
    typealias F = WorkoutFixtures

    /// Where a recorder can be, built by sending inputs from `idle`.
    enum Situation: String, CaseIterable, CustomTestStringConvertible {
        case idle, prepared, running, paused, stopped, saved, discarded, missedDeadline
        var testDescription: String { rawValue }
    }

    static func recorder(_ situation: Situation) throws -> WorkoutRecorder {
        var recorder = WorkoutRecorder.idle
        if situation == .idle { return recorder }
        recorder = try WorkoutRecorder.start(F.outdoorRun, at: F.date(0), replacing: nil).recorder
        switch situation {
        case .idle, .prepared: return recorder
        case .missedDeadline:
            _ = try recorder.send(.deadlinePassed(at: F.date(1)))
            return recorder
        default: break
        }
        _ = try recorder.send(.countdownElapsed(at: F.date(3)))
        _ = try recorder.send(.command(.markLap, at: F.date(20)))
        switch situation {
        case .paused: _ = try recorder.send(.command(.pause, at: F.date(30)))
        case .stopped: _ = try recorder.send(.command(.stopActivity, at: F.date(30)))
        case .saved: _ = try recorder.send(.command(.end, at: F.date(30)))
        case .discarded: _ = try recorder.send(.command(.discard, at: F.date(30)))
        default: break
        }
        return recorder
    }

    /// The inputs, all dated t = 60 s.
    enum Input: String, CaseIterable, CustomTestStringConvertible {
        case prepare, startActivity, pause, resume, markLap, stopActivity, end, discard
        case samples, metadata, countdownElapsed, deadlinePassed, recovered
        case collectionOff, collectionOn, loggedWater, autoPauseOn, autoPauseOff, note
        var testDescription: String { rawValue }

        static let heartRate = F.heartRate(150, at: 55)
        static let strokes = QuantitySample(
            type: .swimmingStrokeCount, quantity: Quantity(3, .count), start: F.date(50), end: F.date(55))
        static let fix = LocationSample(latitude: 47.37, longitude: 8.54, timestamp: F.date(56))
        static let water = QuantitySample(type: .dietaryWater, quantity: Quantity(250, .milliliter), date: F.date(60))

        var value: WorkoutRecorderInput {
            let t = F.date(60)
            return switch self {
            case .samples: .samples(DataSourceBatch(samples: [Self.heartRate, Self.strokes], locations: [Self.fix]), at: t)
            case .metadata: .metadata(["shoe": "blue"])
            case .countdownElapsed: .countdownElapsed(at: t)
            case .deadlinePassed: .deadlinePassed(at: t)
            case .recovered: .recovered(at: t)
            case .collectionOff: .collection([.heartRate], enabled: false)
            case .collectionOn: .collection([.heartRate, .dietaryWater], enabled: true)
            case .loggedWater: .logged([Self.water])
            case .autoPauseOn: .autoPause(AutoPause.standard(for: .running), at: t)
            case .autoPauseOff: .autoPause(nil, at: t)
            case .note: .note("  knee\nhurts ", at: t)
            default: .command(WorkoutSessionCommand(rawValue: rawValue)!, at: t)
            }
        }
    }

    enum Expected: Equatable {
        case effects([WorkoutRecorderEffect])
        case saves(lastEffects: [WorkoutRecorderEffect])
        case refused(String)
    }

    /// The whole table. A state absent for an input refuses it with the session's message.
    static func expected(_ situation: Situation, _ input: Input) -> Expected {
        let t = F.date(60)
        func journal(_ c: WorkoutSessionCommand) -> WorkoutRecorderEffect {
            .journal(.command(RecordedCommand(c, at: t)), .beforeAnswer)
        }
        let state: String =
            switch situation {
            case .idle: "notStarted"
            case .prepared: "prepared"
            case .running: "running"
            case .paused: "paused"
            case .stopped: "stopped"
            case .saved, .discarded, .missedDeadline: "ended"
            }
        func refused(_ c: WorkoutSessionCommand) -> Expected {
            .refused("invalid transition: cannot \(c.rawValue) a workout session that is \(state)")
        }
        switch (input, situation) {
        case (.prepare, .idle): return .effects([journal(.prepare), .prepareDataSource])
        case (.startActivity, .idle), (.startActivity, .prepared):
            return .effects([journal(.startActivity), .startDataSource(at: t)])
        case (.countdownElapsed, .prepared): return .effects([journal(.startActivity), .startDataSource(at: t)])
        case (.countdownElapsed, _): return .refused("the countdown ended, but the workout is \(state)")
        case (.pause, .running): return .effects([journal(.pause), .pauseDataSource(at: t)])
        case (.resume, .paused): return .effects([journal(.resume), .resumeDataSource(at: t)])
        case (.markLap, .running), (.markLap, .paused): return .effects([journal(.markLap)])
        case (.stopActivity, .running), (.stopActivity, .paused):
            return .effects([journal(.stopActivity), .stopDataSource(at: t)])
        case (.end, .running), (.end, .paused): return .saves(lastEffects: [.stopDataSource(at: t)])
        case (.end, .stopped): return .saves(lastEffects: [])
        case (.end, .prepared), (.discard, .prepared): return .effects([.discardJournal])
        case (.discard, .running), (.discard, .paused): return .effects([.discardJournal, .stopDataSource(at: t)])
        case (.discard, .stopped): return .effects([.discardJournal])
        case (.samples, .running):
            return .effects([
                .journal(.samples([Input.heartRate]), .groupCommitted), .journal(.locations([Input.fix]), .groupCommitted),
            ])
        case (.samples, _): return .effects([])
        case (.metadata, _): return .effects([.journal(.metadata(["shoe": "blue"]), .beforeAnswer)])
        case (.recovered, .prepared): return .effects([journal(.startActivity), .startDataSource(at: t)])
        case (.recovered, .running): return .effects([.startDataSource(at: t)])
        case (.recovered, .paused): return .effects([.startDataSource(at: t), .pauseDataSource(at: t)])
        case (.recovered, .stopped): return .saves(lastEffects: [])
        case (.recovered, _): return .effects([])
        case (.collectionOff, .prepared), (.collectionOff, .running), (.collectionOff, .paused):
            return .effects([.journal(.collection(.heartRate, enabled: false), .beforeAnswer)])
        case (.collectionOn, .prepared), (.collectionOn, .running), (.collectionOn, .paused):
            // Heart rate is already collected: only water changes.
            return .effects([.journal(.collection(.dietaryWater, enabled: true), .beforeAnswer)])
        case (.loggedWater, .running), (.loggedWater, .paused):
            return .effects([
                .journal(.collection(.dietaryWater, enabled: true), .beforeAnswer),
                .journal(.samples([Input.water]), .beforeAnswer),
            ])
        case (.autoPauseOn, .prepared), (.autoPauseOn, .running), (.autoPauseOn, .paused):
            return .effects([.journal(.autoPause(AutoPause.standard(for: .running)), .beforeAnswer)])
        case (.autoPauseOff, .prepared), (.autoPauseOff, .running), (.autoPauseOff, .paused):
            // Already off: nothing to record.
            return .effects([])
        case (.note, .running), (.note, .paused):
            // Normalized before it is kept, durably before the answer.
            return .effects([.journal(.event(WorkoutNote.event("knee hurts", at: t)), .beforeAnswer)])
        case (.collectionOff, _), (.collectionOn, _), (.loggedWater, _), (.autoPauseOn, _), (.autoPauseOff, _),
            (.note, _):
            return .refused("no workout is recording (the session is \(state))")
        case (.deadlinePassed, .prepared): return .effects([.discardJournal])
        case (.deadlinePassed, _): return .effects([])
        case (let command, _):
            return refused(WorkoutSessionCommand(rawValue: command.rawValue)!)
        }
    }

    @Test(
        "every state × every input gives exactly the listed effects, or a refusal that changes nothing",
        arguments: Situation.allCases, Input.allCases)
    func table(situation: Situation, input: Input) throws {
        var recorder = try Self.recorder(situation)
        if ![Situation.running, .paused, .stopped].contains(situation), input == .metadata {
            // Metadata needs a builder that is collecting or ended: that refusal is the builder's.
            #expect(throws: WorkoutRecorderError.self) { _ = try recorder.send(input.value) }
            return
        }
        let before = recorder
        switch Self.expected(situation, input) {
        case .effects(let effects):
            #expect(try recorder.send(input.value) == effects)
        case .saves(let lastEffects):
            let effects = try recorder.send(input.value)
            guard case .saveWorkout(let workout) = effects.first else {
                Issue.record("expected a save first, got \(effects)")
                return
            }
            #expect(Array(effects.dropFirst()) == lastEffects)
            #expect(recorder.session.state == .ended && !recorder.session.wasDiscarded)
            let stop = situation == .stopped ? F.date(30) : F.date(60)
            #expect(workout.endDate == stop)
            #expect(workout.laps.map(\.endDate) == [F.date(20), stop], "the last lap is closed at the stop")
        case .refused(let message):
            #expect {
                _ = try recorder.send(input.value)
            } throws: { error in
                (error as? WorkoutRecorderError)?.description == message
            }
            #expect(recorder == before)
        }
    }

    @Test("a start refuses while a workout is active and begins the journal before anything else")
    func start() throws {
        let (recorder, effects) = try WorkoutRecorder.start(F.outdoorRun, at: F.date(0), replacing: .idle)
        #expect(
            effects == [
                .beginJournal(F.outdoorRun, at: F.date(0)),
                .journal(.command(RecordedCommand(.prepare, at: F.date(0))), .beforeAnswer), .prepareDataSource,
            ])
        for situation in [Situation.prepared, .running, .paused, .stopped] {
            let current = try Self.recorder(situation)
            #expect(throws: WorkoutRecorderError.ongoingWorkout(current.session.state)) {
                _ = try WorkoutRecorder.start(F.outdoorRun, at: F.date(99), replacing: current)
            }
        }
        for situation in [Situation.saved, .discarded, .missedDeadline] {
            _ = try WorkoutRecorder.start(F.outdoorRun, at: F.date(99), replacing: try Self.recorder(situation))
        }
        #expect(recorder.session.state == .prepared)
    }

    @Test("a cancel stops the clock: elapsed time stays at the cancel")
    func cancelStopsTheClock() throws {
        var recorder = try Self.recorder(.running)
        _ = try recorder.send(.command(.discard, at: F.date(40)))
        #expect(recorder.builder.elapsedTime(at: F.date(40)) == 37)
        #expect(recorder.builder.elapsedTime(at: F.date(4000)) == 37)
    }

    @Test("a deadline that passes while counting down discards the workout; one that passes later changes nothing")
    func deadline() throws {
        var counting = try Self.recorder(.prepared)
        #expect(try counting.send(.deadlinePassed(at: F.date(30))) == [.discardJournal])
        #expect(counting.missedDeadline && counting.session.state == .ended && counting.session.wasDiscarded)
        var running = try Self.recorder(.running)
        #expect(try running.send(.deadlinePassed(at: F.date(30))) == [])
        #expect(!running.missedDeadline && running.session.state == .running)
    }

    @Test("an input dated before the last change is moved up to it")
    func datesRunForward() throws {
        var recorder = try Self.recorder(.running)
        #expect(
            try recorder.send(.command(.pause, at: F.date(5)))
                == [.journal(.command(RecordedCommand(.pause, at: F.date(20))), .beforeAnswer), .pauseDataSource(at: F.date(20))])
    }

    @Test("replaying what the journal got rebuilds the recorder the effects came from")
    func effectsAreTheJournal() throws {
        var recorder = try WorkoutRecorder.start(F.outdoorRun, at: F.date(0), replacing: nil).recorder
        var log: [WorkoutLogEntry] = [.command(RecordedCommand(.prepare, at: F.date(0)))]
        let inputs: [WorkoutRecorderInput] = [
            .countdownElapsed(at: F.date(3)),
            .samples(DataSourceBatch(samples: [F.heartRate(120, at: 10), F.distance(30, from: 3, to: 10)]), at: F.date(10)),
            .command(.markLap, at: F.date(12)), .metadata(["note": "hills"]), .command(.pause, at: F.date(15)),
            .command(.resume, at: F.date(25)), .collection([.heartRate], enabled: false),
            .samples(DataSourceBatch(samples: [F.heartRate(130, at: 30)], locations: [Input.fix]), at: F.date(60)),
            .logged([Input.water]),
        ]
        for input in inputs {
            for case .journal(let entry, _) in try recorder.send(input) { log.append(entry) }
        }
        #expect(try WorkoutRecorder(configuration: F.outdoorRun, replaying: log) == recorder)
        #expect(!recorder.builder.typesToCollect.contains(.heartRate))
        #expect(recorder.builder.statistics(for: .heartRate)?.mostRecentQuantity()?.value == 120, "off drops later samples")
        #expect(recorder.builder.statistics(for: .dietaryWater)?.sumQuantity()?.value == 250)
    }

    @Test("implausible live samples are dropped and counted before they are journaled")
    func implausibleSamples() throws {
        var recorder = try Self.recorder(.running)
        let wild = [
            F.heartRate(400, at: 40), F.heartRate(150, at: 41),
            QuantitySample(type: .distanceWalkingRunning, canonicalValue: 5000, start: F.date(41), end: F.date(42)),
        ]
        let effects = try recorder.send(.samples(DataSourceBatch(samples: wild), at: F.date(42)))
        #expect(effects == [.journal(.samples([wild[1]]), .groupCommitted)])
        #expect(recorder.implausibleSampleCount == 2)
        #expect {
            _ = try recorder.send(.logged([QuantitySample(type: .dietaryWater, quantity: Quantity(9, .liter), date: F.date(43))]))
        } throws: { ($0 as? WorkoutRecorderError)?.description.contains("outside 0…2,000") == true }
    }
}
