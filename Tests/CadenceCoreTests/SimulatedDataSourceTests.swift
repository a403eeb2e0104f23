import CadenceCore
import CadenceTestSupport
import Foundation
import Testing

struct SimulatedDataSourceTests {
    typealias F = WorkoutFixtures

    func run(_ configuration: WorkoutConfiguration, seed: UInt64, seconds: Int, slice: Int) -> DataSourceBatch {
        var source = SimulatedDataSource(configuration: configuration, seed: seed)
        source.start(at: F.date(0))
        var all = DataSourceBatch()
        var t = 0
        while t < seconds {
            t = min(seconds, t + slice)
            let batch = source.samples(through: F.date(TimeInterval(t)))
            all.samples += batch.samples
            all.locations += batch.locations
        }
        return all
    }

    @Test("the same seed gives the same workout, however time is sliced", arguments: [1, 2, 3] as [UInt64])
    func deterministic(seed: UInt64) {
        let a = run(F.outdoorRun, seed: seed, seconds: 600, slice: 1)
        let b = run(F.outdoorRun, seed: seed, seconds: 600, slice: 37)
        #expect(a == b)
        #expect(run(F.outdoorRun, seed: seed &+ 1, seconds: 600, slice: 1) != a)
    }

    @Test("a simulated run is plausible: pace, heart rate, steps, power and a GPS loop")
    func plausibleRun() throws {
        var recorder = try WorkoutRecorder(configuration: F.outdoorRun)
        try recorder.handle(.startActivity, at: F.date(0))
        let batch = run(F.outdoorRun, seed: 9, seconds: 1800, slice: 10)
        try recorder.add(batch.samples)
        try recorder.add(batch.locations)
        let builder = recorder.builder
        let distance = try #require(builder.statistics(for: .distanceWalkingRunning)?.sumQuantity()?.value)
        #expect((4_500...7_000).contains(distance), "30 minutes at a jog: \(distance) m")
        let heartRate = try #require(builder.statistics(for: .heartRate))
        #expect((120...175).contains(heartRate.averageQuantity()!.value))
        #expect(heartRate.maximumQuantity()!.value <= 205)
        let steps = try #require(builder.statistics(for: .stepCount)?.sumQuantity()?.value)
        #expect((4_500...6_500).contains(steps), "\(steps) steps")
        #expect(builder.statistics(for: .runningPower) != nil)
        #expect(builder.route.count == 1800)
        #expect(builder.route.allSatisfy { $0.invalidityReason == nil })
        // The GPS loop adds up to about the distance run (noise adds a little).
        let gps = zip(builder.route, builder.route.dropFirst()).map { $0.distance(to: $1) }.reduce(0, +)
        #expect(abs(gps - distance) / distance < 0.5)
        #expect(builder.splits.filter { $0.unit == .kilometer }.count == Int(distance / 1000))
    }

    @Test("heart rate drifts upward at a steady pace")
    func cardiacDrift() throws {
        let batch = run(
            WorkoutConfiguration(activityType: .running, locationType: .indoor), seed: 3, seconds: 3600, slice: 60)
        let hr = batch.samples.filter { $0.quantityType == .heartRate }.map(\.canonicalValue)
        let early = hr[300..<900].reduce(0, +) / 600
        let late = hr[3000..<3600].reduce(0, +) / 600
        #expect(late > early + 3, "early \(early), late \(late)")
    }

    @Test("a pool swim produces whole lengths of the pool and strokes per length")
    func poolSwim() {
        let batch = run(F.poolSwim, seed: 5, seconds: 600, slice: 30)
        let lengths = batch.samples.filter { $0.quantityType == .distanceSwimming }
        #expect(!lengths.isEmpty)
        #expect(lengths.allSatisfy { $0.canonicalValue == 25 })
        #expect(batch.samples.filter { $0.quantityType == .swimmingStrokeCount }.count == lengths.count)
        #expect(batch.locations.isEmpty)
    }

    @Test("a ride produces power, cadence and speed; yoga only heart rate and energy")
    func perActivity() {
        let ride = Set(run(F.outdoorCycle, seed: 1, seconds: 60, slice: 60).samples.map(\.quantityType))
        #expect(ride == F.outdoorCycle.generatedTypes)
        let yoga = Set(
            run(WorkoutConfiguration(activityType: .yoga), seed: 1, seconds: 60, slice: 60).samples.map(\.quantityType))
        #expect(yoga == [.heartRate, .activeEnergyBurned])
    }

    @Test("a paused source produces nothing until it resumes")
    func pauseProducesNothing() {
        var source = SimulatedDataSource(configuration: F.outdoorRun, seed: 1)
        source.start(at: F.date(0))
        _ = source.samples(through: F.date(10))
        source.pause(at: F.date(10))
        #expect(source.samples(through: F.date(100)).isEmpty)
        source.resume(at: F.date(100))
        let batch = source.samples(through: F.date(105))
        #expect(batch.samples.allSatisfy { $0.startDate >= F.date(100) })
        #expect(batch.samples.filter { $0.quantityType == .heartRate }.count == 5)
    }
}
