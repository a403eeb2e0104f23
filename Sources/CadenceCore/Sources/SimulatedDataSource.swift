import Foundation

/// A deterministic, plausible workout simulator: one tick per second of active time.
///
/// Per activity it produces heart rate that follows effort with a slow cardiac drift, speed that
/// wanders around the activity's typical pace, distance and energy from them, steps and running
/// power for runs, power, cadence and speed for rides, strokes and whole pool lengths for pool
/// swims, and a GPS loop (with noise, altitude and course) for outdoor activities. The same seed
/// and the same calls give the same samples, however the calls slice time.
///
/// ```swift
/// var source = SimulatedDataSource(configuration: run, seed: 42)
/// source.start(at: start)
/// let batch = source.samples(through: start.addingTimeInterval(60))   // 60 ticks
/// ```
public struct SimulatedDataSource: DataSource {
    public let configuration: WorkoutConfiguration
    public let producedTypes: Set<QuantityType>
    /// Where the GPS loop is centred (latitude, longitude).
    public let routeCenter: (latitude: Double, longitude: Double)

    private let profile: ActivityProfile
    private var random: Xoshiro256
    private var cursor: Date?
    private var isPaused = false
    private var activeSeconds = 0.0
    private var speed: Double
    private var heartRate = 85.0
    private var routeMeters = 0.0
    private var stepCarry = 0.0
    private var strokeCarry = 0.0
    private var lengthMeters = 0.0
    private var lengthStart: Date?

    /// Creates a simulator for a configuration.
    /// - Parameters:
    ///   - configuration: what to simulate; a pool swim uses its lap length (25 m if unset).
    ///   - seed: the same seed gives the same workout.
    ///   - routeCenter: the centre of the GPS loop.
    public init(
        configuration: WorkoutConfiguration, seed: UInt64,
        routeCenter: (latitude: Double, longitude: Double) = (47.3769, 8.5417)
    ) {
        self.configuration = configuration
        self.producedTypes = configuration.generatedTypes
        self.routeCenter = routeCenter
        self.profile = ActivityProfile(configuration.activityType)
        self.random = Xoshiro256(seed: seed)
        self.speed = profile.speed
    }

    public mutating func start(at date: Date) {
        cursor = date
        lengthStart = date
        isPaused = false
    }

    public mutating func pause(at date: Date) {
        _ = samples(through: date)
        isPaused = true
    }

    public mutating func resume(at date: Date) {
        cursor = date
        lengthStart = date
        isPaused = false
    }

    public mutating func samples(through date: Date) -> DataSourceBatch {
        var batch = DataSourceBatch()
        guard !isPaused, var tick = cursor else { return batch }
        while true {
            let next = tick.addingTimeInterval(1)
            guard next <= date else { break }
            step(from: tick, to: next, into: &batch)
            tick = next
        }
        cursor = tick
        return batch
    }

    // MARK: One second

    private mutating func step(from start: Date, to end: Date, into batch: inout DataSourceBatch) {
        activeSeconds += 1
        let t = activeSeconds
        // Speed wanders around the typical pace: a slow wave plus a mean-reverting random walk.
        let wave = profile.speedWave * sin(2 * .pi * t / 600)
        speed += (profile.speed + wave - speed) * 0.05 + random.nextGaussian(standardDeviation: profile.speedNoise)
        speed = min(max(speed, profile.speed * 0.4), profile.speed * 1.8)
        let effort = profile.effort(speed: speed, seconds: t)
        // Heart rate follows effort with a lag and drifts up ~1 bpm per 6 minutes (cardiac drift).
        let target = profile.restingHeartRate + profile.heartRateRange * effort + t / 360
        heartRate += (target - heartRate) * 0.04 + random.nextGaussian(standardDeviation: 0.6)
        heartRate = min(max(heartRate, 50), 205)

        func emit(_ type: QuantityType, _ value: Double, instant: Bool = false) {
            guard producedTypes.contains(type) else { return }
            batch.samples.append(
                QuantitySample(type: type, canonicalValue: value, start: instant ? end : start, end: end))
        }

        emit(.heartRate, heartRate.rounded(), instant: true)
        let meters = profile.movesAlongDistance ? speed : 0
        let watts = profile.power(speed: speed, effort: effort) + random.nextGaussian(standardDeviation: 6)
        emit(.activeEnergyBurned, profile.kilocalories(watts: watts, heartRate: heartRate))

        switch configuration.activityType {
        case .running:
            let cadence = 150 + 8 * speed + random.nextGaussian(standardDeviation: 1.5)
            if let steps = takeSteps(cadence: cadence) { emit(.stepCount, steps) }
            emit(.runningPower, max(0, watts).rounded(), instant: true)
            emit(.runningSpeed, speed, instant: true)
        case .walking, .hiking:
            let cadence = 95 + 12 * speed + random.nextGaussian(standardDeviation: 1.5)
            if let steps = takeSteps(cadence: cadence) { emit(.stepCount, steps) }
        case .cycling:
            emit(.cyclingPower, max(0, watts).rounded(), instant: true)
            emit(.cyclingCadence, (78 + 2 * speed + random.nextGaussian(standardDeviation: 2)).rounded(), instant: true)
            emit(.cyclingSpeed, speed, instant: true)
        default:
            break
        }

        if configuration.activityType == .swimming, configuration.swimmingLocationType != .openWater {
            // A pool swim counts whole lengths: distance and strokes arrive when a length is done.
            let poolLength = configuration.lapLengthMeters ?? 25
            lengthMeters += meters
            if lengthMeters >= poolLength {
                lengthMeters -= poolLength
                let from = lengthStart ?? start
                emitInterval(.distanceSwimming, poolLength, from, end, into: &batch)
                let strokes = (poolLength * 0.7 + random.nextGaussian(standardDeviation: 1)).rounded()
                emitInterval(.swimmingStrokeCount, max(1, strokes), from, end, into: &batch)
                lengthStart = end
            }
        } else if let distanceType = QuantityType.distanceType(for: configuration.activityType), meters > 0 {
            emit(distanceType, meters)
            if configuration.activityType == .swimming {
                strokeCarry += 0.45
                if strokeCarry >= 1 {
                    emit(.swimmingStrokeCount, strokeCarry.rounded(.down))
                    strokeCarry -= strokeCarry.rounded(.down)
                }
            }
        }
        routeMeters += meters
        if configuration.recordsRoute {
            batch.locations.append(location(at: end))
        }
    }

    /// Whole steps taken this second at `cadence` steps per minute; fractions carry over.
    private mutating func takeSteps(cadence: Double) -> Double? {
        stepCarry += cadence / 60
        let whole = stepCarry.rounded(.down)
        guard whole >= 1 else { return nil }
        stepCarry -= whole
        return whole
    }

    private func emitInterval(
        _ type: QuantityType, _ value: Double, _ start: Date, _ end: Date, into batch: inout DataSourceBatch
    ) {
        guard producedTypes.contains(type) else { return }
        batch.samples.append(QuantitySample(type: type, canonicalValue: value, start: start, end: end))
    }

    /// A point on a circular loop whose circumference suits the activity, with GPS noise.
    private mutating func location(at date: Date) -> LocationSample {
        let radius = profile.loopMeters / (2 * .pi)
        let angle = routeMeters / radius
        let north = radius * sin(angle) + random.nextGaussian(standardDeviation: 1.5)
        let east = radius * (1 - cos(angle)) + random.nextGaussian(standardDeviation: 1.5)
        let metersPerDegree = 111_320.0
        let latitude = routeCenter.latitude + north / metersPerDegree
        let longitude = routeCenter.longitude + east / (metersPerDegree * cos(routeCenter.latitude * .pi / 180))
        var course = (90 - angle * 180 / .pi).truncatingRemainder(dividingBy: 360)
        if course < 0 { course += 360 }
        return LocationSample(
            latitude: latitude, longitude: longitude,
            altitude: 410 + profile.climbMeters * sin(angle * 2) + random.nextGaussian(standardDeviation: 0.5),
            horizontalAccuracy: 3 + 5 * random.nextUnit(), speed: speed, course: course, timestamp: date)
    }
}
