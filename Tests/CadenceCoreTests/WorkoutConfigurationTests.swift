import CadenceCore
import Testing

struct WorkoutConfigurationTests {
    @Test("activity types carry HealthKit's raw values")
    func activityRawValues() {
        let expected: [WorkoutActivityType: UInt] = [
            .running: 37, .walking: 52, .cycling: 13, .swimming: 46, .hiking: 24,
            .highIntensityIntervalTraining: 63, .traditionalStrengthTraining: 50, .yoga: 57, .rowing: 35,
            .elliptical: 16, .other: 3000, .crossTraining: 11, .functionalStrengthTraining: 20, .stairClimbing: 44,
            .coreTraining: 59, .jumpRope: 64, .mixedCardio: 73, .cooldown: 80, .swimBikeRun: 82, .transition: 83,
        ]
        for (type, raw) in expected { #expect(type.rawValue == raw, "\(type)") }
        #expect(WorkoutActivityType(rawValue: 81) == nil)
        #expect(WorkoutActivityType.highIntensityIntervalTraining.name == "highIntensityIntervalTraining")
    }

    @Test("location types carry HealthKit's raw values")
    func locationRawValues() {
        #expect(WorkoutSessionLocationType.unknown.rawValue == 1)
        #expect(WorkoutSessionLocationType.indoor.rawValue == 2)
        #expect(WorkoutSessionLocationType.outdoor.rawValue == 3)
        #expect(WorkoutSwimmingLocationType.unknown.rawValue == 0)
        #expect(WorkoutSwimmingLocationType.pool.rawValue == 1)
        #expect(WorkoutSwimmingLocationType.openWater.rawValue == 2)
    }

    @Test("a pool swim needs a lap length, with a typed error and a clear message")
    func poolSwim() throws {
        var swim = WorkoutConfiguration(activityType: .swimming, locationType: .indoor, swimmingLocationType: .pool)
        #expect(throws: WorkoutConfigurationError.poolSwimWithoutLapLength) { try swim.validate() }
        do { try swim.validate() } catch {
            #expect(
                error.description
                    == "invalid workout configuration: a pool swim needs a lap length (set lapLength, e.g. 25 m)")
        }
        swim.lapLength = Quantity(25, .yard)
        try swim.validate()
        #expect(abs(swim.lapLengthMeters! - 22.86) < 1e-9)
    }

    @Test("a lap length must be a positive length")
    func lapLength() {
        let energy = WorkoutConfiguration(
            activityType: .swimming, swimmingLocationType: .pool, lapLength: Quantity(25, .kilocalorie))
        #expect(throws: WorkoutConfigurationError.lapLengthNotALength(Quantity(25, .kilocalorie))) {
            try energy.validate()
        }
        let zero = WorkoutConfiguration(
            activityType: .swimming, swimmingLocationType: .pool, lapLength: Quantity(0, .meter))
        #expect(throws: WorkoutConfigurationError.lapLengthNotPositive(Quantity(0, .meter))) { try zero.validate() }
    }

    @Test("open-water swims and outdoor runs record a route; treadmills and pools do not")
    func routes() {
        #expect(WorkoutConfiguration(activityType: .running, locationType: .outdoor).recordsRoute)
        #expect(!WorkoutConfiguration(activityType: .running, locationType: .indoor).recordsRoute)
        #expect(
            WorkoutConfiguration(activityType: .swimming, locationType: .outdoor, swimmingLocationType: .openWater)
                .recordsRoute)
        #expect(
            !WorkoutConfiguration(activityType: .swimming, swimmingLocationType: .pool, lapLength: Quantity(25, .meter))
                .recordsRoute)
        #expect(!WorkoutConfiguration(activityType: .yoga).recordsRoute)
    }
}
