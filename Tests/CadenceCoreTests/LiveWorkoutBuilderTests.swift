import CadenceCore
import CadenceTestSupport
import Foundation
import Testing

struct LiveWorkoutBuilderTests {
    typealias F = WorkoutFixtures

    func collecting(_ configuration: WorkoutConfiguration = F.outdoorRun) throws -> LiveWorkoutBuilder {
        var builder = LiveWorkoutBuilder(configuration: configuration)
        try builder.beginCollection(at: F.date(0))
        return builder
    }

    // MARK: Order

    @Test("adding before beginCollection is an order error")
    func addBeforeBegin() {
        var builder = LiveWorkoutBuilder(configuration: F.outdoorRun)
        #expect(throws: WorkoutBuilderError.collectionNotStarted(operation: "add samples")) {
            try builder.add([F.heartRate(120, at: 1)])
        }
        #expect(throws: WorkoutBuilderError.collectionNotStarted(operation: "finish the workout")) {
            _ = try builder.finishWorkout()
        }
    }

    @Test("finishing before endCollection is an order error, and nothing is accepted after finishing")
    func finishOrder() throws {
        var builder = try collecting()
        #expect(throws: WorkoutBuilderError.collectionNotEnded) { _ = try builder.finishWorkout() }
        #expect(throws: WorkoutBuilderError.collectionAlreadyStarted) { try builder.beginCollection(at: F.date(1)) }
        try builder.endCollection(at: F.date(10))
        #expect(throws: WorkoutBuilderError.collectionAlreadyEnded) { try builder.endCollection(at: F.date(11)) }
        _ = try builder.finishWorkout()
        #expect(throws: WorkoutBuilderError.workoutAlreadyFinished(operation: "add samples")) {
            try builder.add([F.heartRate(120, at: 1)])
        }
        #expect(throws: WorkoutBuilderError.workoutAlreadyFinished(operation: "finish the workout")) {
            _ = try builder.finishWorkout()
        }
    }

    @Test("a sample before the start is rejected with a reason, and the batch is not added")
    func sampleBeforeStart() throws {
        var builder = LiveWorkoutBuilder(configuration: F.outdoorRun)
        try builder.beginCollection(at: F.date(10))
        do {
            try builder.add([F.heartRate(120, at: 11), F.heartRate(130, at: 5)])
            Issue.record("expected a rejection")
        } catch {
            #expect(
                error.description
                    == "workout builder: sample 1 rejected: it starts at 2026-03-01T08:00:05Z, before the workout's start at 2026-03-01T08:00:10Z"
            )
        }
        #expect(builder.statistics(for: .heartRate) == nil)
    }

    @Test("a sample after the end is rejected; one inside is still accepted before finishing")
    func sampleAfterEnd() throws {
        var builder = try collecting()
        try builder.endCollection(at: F.date(60))
        #expect(throws: WorkoutBuilderError.self) { try builder.add([F.heartRate(120, at: 61)]) }
        try builder.add([F.heartRate(120, at: 59)])
        #expect(builder.statistics(for: .heartRate)?.sampleCount == 1)
    }

    @Test(
        "bad values are rejected with a reason",
        arguments: [
            (
                QuantitySample(type: .heartRate, quantity: Quantity(.nan, .countPerMinute), date: F.date(1)),
                "not finite"
            ),
            (
                QuantitySample(type: .heartRate, quantity: Quantity(1, .meter), date: F.date(1)),
                "does not fit heartRate"
            ),
            (F.distance(-5, from: 1, to: 2), "cannot be negative"),
            (
                QuantitySample(
                    type: .heartRate, quantity: Quantity(1, .countPerMinute), start: F.date(3), end: F.date(2)),
                "before it starts"
            ),
        ])
    func badValues(sample: QuantitySample, reason: String) throws {
        var builder = try collecting()
        do {
            try builder.add([sample])
            Issue.record("expected a rejection")
        } catch {
            #expect(error.description.contains(reason), "\(error)")
        }
    }

    @Test("samples of types not collected are ignored and counted")
    func notCollected() throws {
        var builder = try collecting()
        let water = QuantitySample(type: .dietaryWater, quantity: Quantity(250, .milliliter), date: F.date(5))
        #expect(try builder.add([water, F.heartRate(100, at: 5)]) == 1)
        #expect(builder.ignoredSampleCount == 1 && builder.ignoredSampleCounts[.dietaryWater] == 1)
        #expect(builder.statistics(for: .dietaryWater) == nil)
        builder.enableCollection(for: .dietaryWater)
        try builder.add([water])
        #expect(builder.statistics(for: .dietaryWater)?.sumQuantity() == Quantity(250, .milliliter))
        builder.disableCollection(for: .heartRate)
        try builder.add([F.heartRate(180, at: 6)])
        #expect(builder.statistics(for: .heartRate)?.sampleCount == 1)
        #expect(builder.ignoredSampleCounts[.heartRate] == 1)
    }

    @Test("generated types follow the activity")
    func generatedTypes() {
        #expect(
            F.outdoorRun.generatedTypes == [
                .heartRate, .activeEnergyBurned, .distanceWalkingRunning, .stepCount, .runningPower, .runningSpeed,
            ])
        #expect(
            F.outdoorCycle.generatedTypes == [
                .heartRate, .activeEnergyBurned, .distanceCycling, .cyclingPower, .cyclingCadence, .cyclingSpeed,
            ])
        #expect(
            F.poolSwim.generatedTypes == [.heartRate, .activeEnergyBurned, .distanceSwimming, .swimmingStrokeCount])
        #expect(WorkoutConfiguration(activityType: .yoga).generatedTypes == [.heartRate, .activeEnergyBurned])
    }

    // MARK: Elapsed time

    @Test("elapsed time excludes every pause→resume interval")
    func elapsedTimeWithPauses() throws {
        var builder = try collecting()
        try builder.add([
            WorkoutEvent(type: .pause, date: F.date(100)), WorkoutEvent(type: .resume, date: F.date(160)),
            WorkoutEvent(type: .pause, date: F.date(300)), WorkoutEvent(type: .resume, date: F.date(310)),
            WorkoutEvent(type: .pause, date: F.date(500)),
        ])
        #expect(builder.elapsedTime(at: F.date(50)) == 50)
        #expect(builder.elapsedTime(at: F.date(130)) == 100)
        #expect(builder.elapsedTime(at: F.date(200)) == 140)
        #expect(builder.elapsedTime(at: F.date(400)) == 330)
        #expect(builder.elapsedTime(at: F.date(700)) == 430, "an open pause runs to the date asked about")
        try builder.endCollection(at: F.date(800))
        #expect(builder.elapsedTime(at: F.date(9999)) == 430)
        let workout = try builder.finishWorkout()
        #expect(workout.duration == 430)
    }

    @Test("auto-pause (motionPaused → motionResumed) is excluded too, overlapping a manual pause")
    func motionPauses() throws {
        var builder = try collecting()
        try builder.add([
            WorkoutEvent(type: .motionPaused, date: F.date(10)), WorkoutEvent(type: .pause, date: F.date(15)),
            WorkoutEvent(type: .motionResumed, date: F.date(20)), WorkoutEvent(type: .resume, date: F.date(30)),
        ])
        #expect(builder.elapsedTime(at: F.date(40)) == 20)
    }

    @Test("a resume before any pause is rejected")
    func resumeFirst() throws {
        var builder = try collecting()
        #expect(throws: WorkoutBuilderError.self) { try builder.add([WorkoutEvent(type: .resume, date: F.date(5))]) }
        #expect(builder.workoutEvents.isEmpty)
    }

    // MARK: Statistics

    @Test(
        "statistics equal a brute-force recomputation on seeded random streams",
        arguments: [1, 7, 42, 1234, 99999] as [UInt64])
    func statisticsMatchBruteForce(seed: UInt64) throws {
        let types: [QuantityType] = [
            .heartRate, .activeEnergyBurned, .distanceWalkingRunning, .stepCount, .runningPower, .runningSpeed,
        ]
        let samples = F.randomSamples(count: 6_000, types: types, seed: seed)
        var builder = try collecting()
        var rng = SeededRandomNumberGenerator(seed: seed)
        var index = 0
        while index < samples.count {
            let size = Int.random(in: 1...50, using: &rng)
            try builder.add(Array(samples[index..<min(index + size, samples.count)]))
            index += size
        }
        for type in types {
            let values = samples.filter { $0.quantityType == type }.map(\.canonicalValue)
            let statistics = try #require(builder.statistics(for: type))
            #expect(statistics.sampleCount == values.count)
            if type.aggregationStyle.isCumulative {
                #expect(abs(statistics.sumQuantity()!.value - values.reduce(0, +)) < 1e-6)
                #expect(statistics.averageQuantity() == nil)
            } else {
                #expect(abs(statistics.averageQuantity()!.value - values.reduce(0, +) / Double(values.count)) < 1e-9)
                #expect(statistics.minimumQuantity()!.value == values.min())
                #expect(statistics.maximumQuantity()!.value == values.max())
                #expect(statistics.mostRecentQuantity()!.value == values.last)
                #expect(statistics.sumQuantity() == nil)
            }
        }
    }

    @Test("statistics for a type with no samples are nil; one sample is its own average, min and max")
    func edgeLadder() throws {
        var builder = try collecting()
        #expect(builder.statistics(for: .heartRate) == nil)
        try builder.add([F.heartRate(150, at: 3)])
        let one = try #require(builder.statistics(for: .heartRate))
        #expect(one.averageQuantity() == Quantity(150, .countPerMinute))
        #expect(one.minimumQuantity() == one.maximumQuantity())
        try builder.add([F.heartRate(100, at: 4)])
        #expect(builder.statistics(for: .heartRate)?.averageQuantity() == Quantity(125, .countPerMinute))
    }

    @Test("the most recent value is the sample that ended last, not the one added last")
    func mostRecent() throws {
        var builder = try collecting()
        try builder.add([F.heartRate(150, at: 10), F.heartRate(100, at: 5)])
        #expect(builder.statistics(for: .heartRate)?.mostRecentQuantity() == Quantity(150, .countPerMinute))
    }

    // MARK: Laps and splits

    @Test("kilometre and mile splits are timed where the distance crossed them, excluding pauses")
    func splits() throws {
        var builder = try collecting()
        // 4 m/s for 500 s = 2,000 m, with a 60 s pause after 100 s (no distance while paused).
        var t = 0.0
        for second in 1...560 {
            if second == 101 { try builder.add([WorkoutEvent(type: .pause, date: F.date(100))]) }
            if second == 161 { try builder.add([WorkoutEvent(type: .resume, date: F.date(160))]) }
            if (101...160).contains(second) { continue }
            t = Double(second)
            try builder.add([F.heartRate(second <= 310 ? 140 : 160, at: t), F.distance(4, from: t - 1, to: t)])
        }
        let kilometers = builder.splits.filter { $0.unit == .kilometer }
        #expect(kilometers.count == 2)
        #expect(kilometers[0].endDate == F.date(310))
        #expect(kilometers[0].duration == 250)
        #expect(kilometers[0].paceSecondsPerKilometer == 250)
        #expect(kilometers[0].averageHeartRateBPM == 140)
        #expect(kilometers[1].startDate == F.date(310) && kilometers[1].endDate == F.date(560))
        #expect(kilometers[1].averageHeartRateBPM == 160)
        let miles = builder.splits.filter { $0.unit == .mile }
        #expect(miles.count == 1)
        #expect(abs(miles[0].duration - 1609.344 / 4) < 1e-6)
    }

    @Test("a lap covers the stretch since the previous mark, with its own distance and heart rate")
    func laps() throws {
        var recorder = try WorkoutRecorder(configuration: F.outdoorRun)
        try recorder.handle(.startActivity, at: F.date(0))
        try recorder.add([F.distance(400, from: 0, to: 100), F.heartRate(150, at: 50)])
        try recorder.handle(.markLap, at: F.date(100))
        try recorder.handle(.pause, at: F.date(120))
        try recorder.handle(.resume, at: F.date(140))
        try recorder.add([F.distance(300, from: 140, to: 200), F.heartRate(170, at: 150)])
        try recorder.handle(.markLap, at: F.date(200))
        try recorder.handle(.end, at: F.date(210))
        let workout = try recorder.finishWorkout()
        #expect(workout.laps.count == 3, "the end closes the stretch after the last mark")
        #expect(workout.laps[2].startDate == F.date(200) && workout.laps[2].duration == 10)
        #expect(workout.laps[0].distanceMeters == 400 && workout.laps[0].duration == 100)
        #expect(workout.laps[0].averageHeartRateBPM == 150)
        #expect(workout.laps[1].startDate == F.date(100) && workout.laps[1].duration == 80)
        #expect(workout.laps[1].distanceMeters == 300 && workout.laps[1].averageHeartRateBPM == 170)
        #expect(workout.duration == 190)
        #expect(workout.totalDistance == Quantity(700, .meter))
    }
}
