import CadenceCore
import Foundation

/// Builders for samples and workouts in tests, with readable defaults.
public enum WorkoutFixtures {
    /// A fixed reference date (2026-03-01T08:00:00Z), so tests never read the clock.
    public static let referenceDate = Date(timeIntervalSince1970: 1_772_352_000)

    /// `referenceDate` plus `seconds`.
    public static func date(_ seconds: TimeInterval) -> Date { referenceDate.addingTimeInterval(seconds) }

    /// An outdoor run.
    public static let outdoorRun = WorkoutConfiguration(activityType: .running, locationType: .outdoor)
    /// An outdoor ride.
    public static let outdoorCycle = WorkoutConfiguration(activityType: .cycling, locationType: .outdoor)
    /// A 25 m pool swim.
    public static let poolSwim = WorkoutConfiguration(
        activityType: .swimming, locationType: .indoor, swimmingLocationType: .pool, lapLength: Quantity(25, .meter))

    /// A heart-rate reading at `seconds` after the reference date.
    public static func heartRate(_ bpm: Double, at seconds: TimeInterval) -> QuantitySample {
        QuantitySample(type: .heartRate, quantity: Quantity(bpm, .countPerMinute), date: date(seconds))
    }

    /// Distance covered over `[from, to]` seconds after the reference date.
    public static func distance(
        _ meters: Double, from: TimeInterval, to: TimeInterval, type: QuantityType = .distanceWalkingRunning
    ) -> QuantitySample {
        QuantitySample(type: type, quantity: Quantity(meters, .meter), start: date(from), end: date(to))
    }

    /// Active energy burned over `[from, to]` seconds after the reference date.
    public static func energy(_ kilocalories: Double, from: TimeInterval, to: TimeInterval) -> QuantitySample {
        QuantitySample(
            type: .activeEnergyBurned, quantity: Quantity(kilocalories, .kilocalorie), start: date(from), end: date(to))
    }

    /// A random stream of 1 Hz samples of the given types, seeded, starting one second after the
    /// reference date: plausible values per type (heart rate 60–190, distance 0–6 m per second…).
    public static func randomSamples(
        count: Int, types: [QuantityType], seed: UInt64
    ) -> [QuantitySample] {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var samples: [QuantitySample] = []
        samples.reserveCapacity(count)
        for index in 0..<count {
            let type = types[index % types.count]
            let second = TimeInterval(index / types.count + 1)
            let value: Double =
                switch type {
                case .heartRate: Double.random(in: 60...190, using: &rng).rounded()
                case .activeEnergyBurned: Double.random(in: 0...0.4, using: &rng)
                case .stepCount: Double(Int.random(in: 0...4, using: &rng))
                case .cyclingCadence: Double.random(in: 40...120, using: &rng)
                case .runningPower, .cyclingPower: Double.random(in: 0...600, using: &rng)
                case .runningSpeed, .cyclingSpeed: Double.random(in: 0...15, using: &rng)
                default: Double.random(in: 0...6, using: &rng)
                }
            let cumulative = type.aggregationStyle.isCumulative
            samples.append(
                QuantitySample(
                    type: type, canonicalValue: value, start: date(cumulative ? second - 1 : second), end: date(second))
            )
        }
        return samples
    }

    /// A simulated outdoor run of `seconds` (seed 1), finished: its workout and samples, for
    /// benchmarks that need a long real-shaped file (about one GPS fix a second).
    public static func simulatedRun(seconds: TimeInterval) throws -> (workout: Workout, samples: [QuantitySample]) {
        let configuration = WorkoutConfiguration(activityType: .running, locationType: .outdoor)
        var recorder = try WorkoutRecorder(configuration: configuration)
        var source = SimulatedDataSource(configuration: configuration, seed: 1)
        let start = Date(timeIntervalSince1970: 1_772_352_000)
        try recorder.handle(.startActivity, at: start)
        source.start(at: start)
        var samples: [QuantitySample] = []
        var t = 0.0
        while t < seconds {
            t = min(seconds, t + 60)
            let batch = source.samples(through: start.addingTimeInterval(t))
            try recorder.add(batch.samples)
            try recorder.add(batch.locations)
            samples += batch.samples
        }
        try recorder.handle(.end, at: start.addingTimeInterval(seconds))
        return (try recorder.finishWorkout(), samples)
    }
}
