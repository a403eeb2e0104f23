import CadenceApp
import CadenceCore
import CadenceIntents
import CadenceStore
import CadenceTestSupport
import Foundation
import Synchronization
import Testing

/// An authorization sheet nobody answers: a start must not wait on it.
struct UnansweredAuthorization: HealthAuthorization {
    func requestAuthorization(toShare: Set<QuantityType>, read: Set<QuantityType>) async -> Bool {
        try? await Task.sleep(for: .seconds(3600))
        return false
    }
}

@Suite(.serialized)
struct WorkoutControllerTests {
    final class Fixture {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-app-\(UUID().uuidString)")
        let clock = ManualClock()
        let donations = IntentDonationManager()
        var path: String { directory.appendingPathComponent("cadence.sqlite").path }

        func controller(
            countdown: Duration = .zero, authorization: any HealthAuthorization = AutomaticHealthAuthorization(),
            speed: Double = 1
        )
            throws -> WorkoutController
        {
            var options = WorkoutController.Options()
            options.countdown = countdown
            options.tickInterval = .seconds(1)
            options.donations = donations
            options.authorization = authorization
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            options.calendar = calendar
            return try WorkoutController(
                databasePath: path,
                // Workout time continues from wherever this clock has got to, as wall time does.
                time: WorkoutTime(
                    clock: clock,
                    origin: WorkoutFixtures.referenceDate.addingTimeInterval(
                        Double(clock.now.offset.components.seconds)), speed: speed),
                options: options)
        }

        /// Advances the clock one second at a time, letting the ticker run between steps.
        func run(seconds: Int, controller: WorkoutController) async {
            for _ in 0..<seconds {
                await clock.waitForSleepers(count: 1)
                clock.advance(by: .seconds(1))
                _ = await controller.snapshot()
            }
        }

        deinit { try? FileManager.default.removeItem(at: directory) }
    }

    @Test("a start prepares, counts down, starts, donates MarkLap and does not wait for authorization")
    func start() async throws {
        let fixture = Fixture()
        let controller = try fixture.controller(countdown: .seconds(3), authorization: UnansweredAuthorization())
        let started = Task { try await controller.start(.outdoorRun) }
        await fixture.clock.waitForSleepers(count: 1)
        #expect(await controller.state == .prepared)
        await #expect(throws: WorkoutControlError.ongoingWorkout(.prepared)) { try await controller.start(.hike) }
        fixture.clock.advance(by: .seconds(3))
        let snapshot = try await started.value
        #expect(snapshot.state == .running && snapshot.workoutStyle == .outdoorRun)
        #expect(fixture.donations.nextAction.map { type(of: $0).intentIdentifier } == "MarkLap")
        #expect(await controller.authorizationGranted == nil, "the start returned while the sheet is still open")
    }

    @Test("commands follow the session rules with SiriKit-style failures")
    func failures() async throws {
        let fixture = Fixture()
        let controller = try fixture.controller()
        await #expect(throws: WorkoutControlError.noMatchingWorkout(command: "pause", state: .notStarted)) {
            try await controller.pause()
        }
        await #expect(throws: WorkoutControlError.noMatchingWorkout(command: "end", state: .notStarted)) {
            _ = try await controller.end()
        }
        await #expect(throws: WorkoutControlError.noMatchingWorkout(command: "cancel", state: .notStarted)) {
            try await controller.cancel()
        }
        try await controller.start(.outdoorCycle)
        await #expect(throws: WorkoutControlError.noMatchingWorkout(command: "resume", state: .running)) {
            try await controller.resume()
        }
        await #expect(throws: WorkoutControlError.ongoingWorkout(.running)) { try await controller.start(.yoga) }
        try await controller.pause()
        await #expect(throws: WorkoutControlError.noMatchingWorkout(command: "pause", state: .paused)) {
            try await controller.pause()
        }
        await #expect(throws: WorkoutControlError.ongoingWorkout(.paused)) { try await controller.start(.yoga) }
        try await controller.markLap()
        try await controller.cancel()
        #expect(await controller.state == .ended)
        #expect(try await controller.history().isEmpty, "a cancelled workout is not saved")
    }

    @Test("a workout records samples while running, ends in HealthKit's order and lands in history")
    func recordAndEnd() async throws {
        let fixture = Fixture()
        let controller = try fixture.controller()
        try await controller.start(.outdoorRun)
        await fixture.run(seconds: 120, controller: controller)
        try await controller.pause()
        await fixture.run(seconds: 30, controller: controller)
        try await controller.resume()
        await fixture.run(seconds: 60, controller: controller)
        try await controller.markLap()
        await fixture.run(seconds: 30, controller: controller)
        let live = await controller.snapshot()
        #expect(abs(live.elapsedTime - 210) < 1.5, "\(live.elapsedTime)")
        let (snapshot, id, workout) = try await controller.end()
        #expect(snapshot.state == .ended)
        let saved = try #require(workout)
        #expect(abs(saved.duration - 210) < 1.5)
        #expect(saved.laps.count == 2, "the stretch after the last mark is the second lap")
        #expect(saved.laps.last?.endDate == saved.endDate)
        #expect(WorkoutStyle(configuration: saved.configuration) == .outdoorRun)
        #expect(saved.metadata["workoutStyle"] == nil, "the style is derived, not stored")
        #expect((saved.totalDistance?.value ?? 0) > 400)
        let history = try await controller.history()
        #expect(history.map(\.id) == [id].compactMap { $0 })
        #expect(try await controller.totals(for: .today).workoutCount == 1)
    }

    @Test("a new controller on the same database recovers the workout and carries on recording")
    func recovery() async throws {
        let fixture = Fixture()
        var laps = 0
        do {
            let controller = try fixture.controller()
            try await controller.start(.outdoorWalk)
            await fixture.run(seconds: 30, controller: controller)
            try await controller.markLap()
            await fixture.run(seconds: 30, controller: controller)
            laps = await controller.snapshot().laps
            await controller.shutdown()
        }
        let controller = try fixture.controller()
        let report = try #require(try await controller.recoverIfNeeded())
        #expect(report.commandCount == 3 && report.sampleCount > 0)
        let recovered = await controller.snapshot()
        #expect(recovered.state == .running && recovered.workoutStyle == .outdoorWalk && recovered.laps == laps)
        let before = recovered.distanceMeters ?? 0
        await fixture.run(seconds: 20, controller: controller)
        #expect((await controller.snapshot().distanceMeters ?? 0) > before, "the rebuilt data source records again")
        _ = try await controller.end()
        #expect(try await controller.history().first?.lapCount == 2)
    }

    @Test("a cancel stops the clock: elapsed time stays where the cancel left it")
    func cancelStopsTheClock() async throws {
        let fixture = Fixture()
        let controller = try fixture.controller()
        try await controller.start(.outdoorRun)
        await fixture.run(seconds: 40, controller: controller)
        let cancelled = try await controller.cancel()
        #expect(cancelled.state == .ended)
        fixture.clock.advance(by: .seconds(45))
        let later = await controller.snapshot()
        #expect(later.elapsedTime == cancelled.elapsedTime && abs(later.elapsedTime - 40) < 1.5)
        fixture.clock.advance(by: .seconds(45))
        #expect(await controller.snapshot().elapsedTime == cancelled.elapsedTime)
    }

    @Test("a start whose deadline passes during the countdown is not started and leaves nothing behind")
    func deadlineDuringCountdown() async throws {
        let fixture = Fixture()
        let controller = try fixture.controller(countdown: .seconds(35))
        let runner = IntentRunner(clock: fixture.clock)
        let context = CadenceAppContext(controller: controller)
        let running = Task {
            await CadenceAppContext.$current.withValue(context) {
                await runner.run(intentIdentifier: "StartWorkout", parameters: ["workoutStyle": "hike"],
                    intentTypes: CadenceShortcuts.intentTypes)
            }
        }
        await fixture.clock.waitForSleepers(count: 2)
        #expect(await controller.state == .prepared)
        fixture.clock.advance(by: .seconds(30))
        let response = await running.value
        #expect(response.error != nil, "the runner reports the deadline")
        // The countdown's task was cancelled at the deadline: the reducer discarded the workout.
        for _ in 0..<100 where await controller.state != .ended { await Task.yield() }
        #expect(await controller.state == .ended)
        fixture.clock.advance(by: .seconds(10))
        #expect(await controller.state == .ended, "the countdown does not start it afterwards")
        #expect(try await controller.history().isEmpty)
        let relaunched = try fixture.controller()
        #expect(try await relaunched.recoverIfNeeded() == nil, "no journal is left to recover")
    }

    @Test("recovery continues the workout's clock at --speed 20: elapsed never restarts or goes back")
    func recoveredClock() async throws {
        let fixture = Fixture()
        var before: TimeInterval = 0
        do {
            let controller = try fixture.controller(speed: 20)
            try await controller.start(.outdoorRun)
            await fixture.run(seconds: 30, controller: controller)
            before = await controller.snapshot().elapsedTime
            #expect(abs(before - 600) < 25, "\(before)")
            // Killed: no shutdown, whatever was pending is lost.
        }
        fixture.clock.advance(by: .seconds(5))  // the host is down for 5 s (100 workout seconds)
        let controller = try fixture.controller(speed: 20)
        try await controller.recoverIfNeeded()
        let recovered = await controller.snapshot().elapsedTime
        #expect(abs(recovered - (before + 100)) < 25, "before \(before), recovered \(recovered)")
        await fixture.run(seconds: 3, controller: controller)
        let status = await controller.snapshot().elapsedTime
        #expect(status > recovered)
        let (ended, id, workout) = try await controller.end()
        let saved = try #require(workout)
        #expect(abs(saved.duration - ended.elapsedTime) < 0.001, "end and the saved workout agree")
        #expect(abs(saved.duration - status) < 0.001, "no time passed between status and end")
        #expect(try await controller.summary(id: try #require(id))?.duration == saved.duration)
    }

    @Test("every observer gets snapshots on an AsyncStream")
    func observers() async throws {
        let fixture = Fixture()
        let controller = try fixture.controller()
        let stream = await controller.snapshots()
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next()?.state == .notStarted)
        try await controller.start(.yoga)
        var states: [WorkoutSessionState] = []
        while let snapshot = await iterator.next() {
            states.append(snapshot.state)
            if snapshot.state == .running { break }
        }
        #expect(states.last == .running)
    }
}

@Suite(.serialized)
struct CadenceShortcutsTests {
    @Test("Cadence's shortcuts pass the validator, with at most 10 shortcuts")
    func valid() async {
        #expect(await AppShortcutsValidator.validate(CadenceShortcuts.self) == [])
        #expect(CadenceShortcuts.appShortcuts.count <= 10)
    }

    @Test(
        "phrases people say reach the right intent and style",
        arguments: [
            ("Start a run in Cadence", "StartWorkout", ["workoutStyle": "outdoorRun"]),
            ("Start a treadmill run in Cadence", "StartWorkout", ["workoutStyle": "treadmillRun"]),
            ("Kick off a bike ride with Cadence", "StartWorkout", ["workoutStyle": "outdoorCycle"]),
            ("Cadence, begin a spin class", "StartWorkout", ["workoutStyle": "indoorCycle"]),
            ("Start some laps in Cadence", "StartWorkout", ["workoutStyle": "poolSwim"]),
            ("start lifting weights in Cadence", "StartWorkout", ["workoutStyle": "strength"]),
            ("Start a workout in Cadence", "StartWorkout", [:]),
            ("Pause my workout in Cadence", "PauseWorkout", [:]),
            ("Resume my workout in Cadence", "ResumeWorkout", [:]),
            ("End my workout in Cadence", "EndWorkout", [:]),
            ("Mark a lap in Cadence", "MarkLap", [:]),
            ("How is my workout going in Cadence", "WorkoutStatus", [:]),
            ("Summarize my workouts last week in Cadence", "SummarizeWorkouts", ["period": "lastWeek"]),
            ("Summarize my workouts in Cadence", "SummarizeWorkouts", [:]),
            ("Cancel my workout in Cadence", "CancelWorkout", [:]),
        ])
    func phrases(utterance: String, intent: String, parameters: [String: String]) async throws {
        let index = await AppShortcutsIndex(provider: CadenceShortcuts.self, applicationName: "Cadence")
        let match = try #require(index.match(utterance), "\(utterance): \(index.explain(utterance).message)")
        #expect(match.intentIdentifier == intent)
        #expect(match.parameters == parameters)
    }

    @Test("each style maps to its HealthKit configuration; pool swims default to 25 m")
    func styles() throws {
        #expect(
            WorkoutStyle.allCases.map(\.rawValue) == [
                "outdoorRun", "treadmillRun", "outdoorWalk", "hike", "outdoorCycle", "indoorCycle", "poolSwim",
                "openWaterSwim", "hiit",
                "strength", "yoga", "rowing", "other",
            ])
        #expect(WorkoutStyle(configuration: WorkoutConfiguration(activityType: .crossCountrySkiing)) == .other)
        #expect(WorkoutStyle.other.rateMeasure == .none && WorkoutStyle.outdoorCycle.rateMeasure == .speed)
        #expect(
            WorkoutStyle.treadmillRun.configuration()
                == WorkoutConfiguration(activityType: .running, locationType: .indoor))
        #expect(WorkoutStyle.poolSwim.configuration().lapLength == Quantity(25, .meter))
        #expect(WorkoutStyle.poolSwim.configuration(lapLength: Quantity(50, .meter)).lapLength == Quantity(50, .meter))
        for style in WorkoutStyle.allCases {
            try style.configuration().validate()
            #expect(WorkoutStyle(configuration: style.configuration()) == style)
        }
    }
}
