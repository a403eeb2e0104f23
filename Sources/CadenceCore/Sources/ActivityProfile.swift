import Foundation

/// The typical numbers of an activity that drive ``SimulatedDataSource``.
struct ActivityProfile: Sendable, Hashable {
    /// Typical speed in metres per second (for non-moving activities, a notional intensity).
    var speed: Double
    var speedWave: Double
    var speedNoise: Double
    var restingHeartRate: Double
    var heartRateRange: Double
    var movesAlongDistance: Bool
    /// The GPS loop's circumference.
    var loopMeters: Double
    var climbMeters: Double
    var kind: WorkoutActivityType

    init(_ activity: WorkoutActivityType) {
        kind = activity
        movesAlongDistance = QuantityType.distanceType(for: activity) != nil
        restingHeartRate = 70
        heartRateRange = 90
        loopMeters = 2000
        climbMeters = 8
        speedWave = 0
        speedNoise = 0.03
        switch activity {
        case .running:
            speed = 3.1; speedWave = 0.25; speedNoise = 0.05
        case .walking:
            speed = 1.4; speedWave = 0.1; heartRateRange = 45
        case .hiking:
            speed = 1.1; speedWave = 0.15; heartRateRange = 60; climbMeters = 60
        case .cycling:
            speed = 7.5; speedWave = 1.2; speedNoise = 0.12; loopMeters = 8000; climbMeters = 20
        case .swimming:
            speed = 0.9; speedWave = 0.05; heartRateRange = 65; loopMeters = 1500; climbMeters = 0
        case .rowing:
            speed = 3.8; speedWave = 0.2; heartRateRange = 80
        case .highIntensityIntervalTraining:
            speed = 1; heartRateRange = 100
        case .yoga, .mindAndBody, .flexibility, .cooldown:
            speed = 1; heartRateRange = 25
        default:
            speed = 1; heartRateRange = 60
        }
    }

    /// Effort from 0 (rest) to about 1 (hard), from speed (or an interval pattern).
    func effort(speed: Double, seconds: Double) -> Double {
        switch kind {
        case .highIntensityIntervalTraining:
            // 40 s hard, 20 s easy.
            return seconds.truncatingRemainder(dividingBy: 60) < 40 ? 0.95 : 0.45
        case .traditionalStrengthTraining, .functionalStrengthTraining:
            return seconds.truncatingRemainder(dividingBy: 90) < 45 ? 0.7 : 0.35
        default:
            return movesAlongDistance ? min(1.2, speed / (self.speed * 1.3)) : 0.6
        }
    }

    /// Mechanical power in watts (cycling and running power; a notional value otherwise).
    func power(speed: Double, effort: Double) -> Double {
        switch kind {
        case .cycling: 0.28 * speed * speed * speed + 9 * speed + 40 * effort
        case .running: 1.04 * 70 * speed
        default: 120 * effort
        }
    }

    /// Active energy for one second: mechanical work at ~24 % efficiency, or a heart-rate
    /// estimate for activities without power.
    func kilocalories(watts: Double, heartRate: Double) -> Double {
        switch kind {
        case .cycling, .running: max(0, watts) / 4184 / 0.24
        default: max(0, (heartRate - 60) * 0.0022)
        }
    }
}
