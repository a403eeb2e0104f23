import Foundation

/// What a body and a sport can physically produce: the one table every path in (imports and live
/// sources) checks before a value reaches a workout. A value outside is a sensor's or a file's
/// garbage, not a record: it is dropped and counted, never stored.
public enum Plausibility {
    /// Heart rate, bpm.
    public static let heartRate: ClosedRange<Double> = 20...250
    /// Power, W (a track sprinter peaks near 2,500).
    public static let power: ClosedRange<Double> = 0...3000
    /// Cadence, rpm or strides per minute.
    public static let cadence: ClosedRange<Double> = 0...250
    /// Altitude, m (the Dead Sea shore to above Everest's summit).
    public static let altitude: ClosedRange<Double> = -500...9000
    /// Water in one log, mL.
    public static let waterPerLog: ClosedRange<Double> = 0...2000
    /// The earliest date a recording is believed without the file saying otherwise.
    public static let earliestDate = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01
    /// The longest a workout lasts, s.
    public static let longestWorkout: TimeInterval = 7 * 24 * 3600

    /// The fastest the activity moves over ground, m/s, with margin: a sprinter 12.5, a
    /// downhill cyclist 35, a swimmer 3, a rowing eight 7; anything else 50 (skiing, skating).
    public static func maximumSpeed(for activity: WorkoutActivityType) -> Double {
        switch activity {
        case .running: 12.5
        case .walking, .hiking: 5
        case .cycling: 35
        case .swimming: 3
        case .rowing: 7
        default: 50
        }
    }

    /// The range of a single sample of `type` for `activity`, in the type's canonical unit, per
    /// second for cumulative types (a rate, so a sample over a minute may hold more).
    public static func range(of type: QuantityType, for activity: WorkoutActivityType) -> ClosedRange<Double> {
        switch type {
        case .heartRate: heartRate
        case .runningPower, .cyclingPower: power
        case .cyclingCadence: cadence
        case .runningSpeed, .cyclingSpeed: 0...maximumSpeed(for: activity)
        case .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceRowing:
            0...maximumSpeed(for: activity)
        case .activeEnergyBurned: 0...1  // kcal/s: 60 kcal a minute is beyond any athlete
        case .stepCount: 0...6  // steps/s
        case .swimmingStrokeCount: 0...3  // strokes/s
        case .dietaryWater: waterPerLog
        }
    }

    /// Why a sample is implausible for `activity`, or nil. Cumulative samples are checked as a
    /// rate over their duration (at least one second).
    public static func reason(_ sample: QuantitySample, for activity: WorkoutActivityType) -> String? {
        let value = sample.canonicalValue
        let type = sample.quantityType
        guard value.isFinite else { return "\(type.rawValue) \(value) is not a number" }
        let range = range(of: type, for: activity)
        if type.aggregationStyle.isCumulative, type != .dietaryWater {
            let rate = value / max(1, sample.endDate.timeIntervalSince(sample.startDate))
            guard range.contains(rate) else {
                return "\(type.rawValue) of \(value.formatted()) \(type.canonicalUnit.symbol) in "
                    + "\(sample.endDate.timeIntervalSince(sample.startDate).formatted()) s is more than "
                    + "\(range.upperBound.formatted()) per second"
            }
            return nil
        }
        guard range.contains(value) else {
            return "\(type.rawValue) \(value.formatted()) \(type.canonicalUnit.symbol) is outside "
                + "\(range.lowerBound.formatted())…\(range.upperBound.formatted())"
        }
        return nil
    }
}
