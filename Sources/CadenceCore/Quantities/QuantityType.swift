/// How the values of a quantity type combine over time, with HealthKit's raw values.
///
/// Mirrors `HKQuantityAggregationStyle`. Cumulative types are summed (distance, energy, steps);
/// discrete types are described by average, minimum, maximum and most recent value (heart rate,
/// power, speed).
public enum QuantityAggregationStyle: Int, Sendable, Hashable, Codable, CaseIterable {
    case cumulative = 0
    case discreteArithmetic = 1
    case discreteTemporallyWeighted = 2
    case discreteEquivalentContinuousLevel = 3

    /// Whether samples of this style add up (`cumulative`) rather than describe a level.
    public var isCumulative: Bool { self == .cumulative }
}

/// A kind of measurement a workout collects, like HealthKit's `HKQuantityType`.
///
/// The raw value is HealthKit's identifier without its `HKQuantityTypeIdentifier` prefix, so
/// `QuantityType(rawValue: "heartRate")` is `HKQuantityTypeIdentifier.heartRate`.
public enum QuantityType: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case heartRate
    case activeEnergyBurned
    case distanceWalkingRunning
    case distanceCycling
    case distanceSwimming
    case distanceRowing
    case stepCount
    case runningPower
    case runningSpeed
    case cyclingPower
    case cyclingCadence
    case cyclingSpeed
    case swimmingStrokeCount
    /// Water drunk during the workout: a *collected* type an app enables itself (WWDC25 322).
    case dietaryWater

    /// HealthKit's full identifier, `"HKQuantityTypeIdentifierHeartRate"`.
    public var identifier: String {
        "HKQuantityTypeIdentifier" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// Whether values are summed (cumulative) or described by average, min, max (discrete).
    public var aggregationStyle: QuantityAggregationStyle {
        switch self {
        case .activeEnergyBurned, .distanceWalkingRunning, .distanceCycling, .distanceSwimming,
            .distanceRowing, .stepCount, .swimmingStrokeCount, .dietaryWater:
            .cumulative
        case .heartRate, .runningPower, .runningSpeed, .cyclingPower, .cyclingCadence, .cyclingSpeed:
            .discreteArithmetic
        }
    }

    /// The unit Cadence stores and aggregates this type in.
    public var canonicalUnit: QuantityUnit {
        switch self {
        case .heartRate: .countPerMinute
        case .activeEnergyBurned: .kilocalorie
        case .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceRowing: .meter
        case .stepCount, .swimmingStrokeCount: .count
        case .runningPower, .cyclingPower: .watt
        case .runningSpeed, .cyclingSpeed: .meterPerSecond
        case .cyclingCadence: .countPerMinute
        case .dietaryWater: .milliliter
        }
    }

    /// The type's place in ``allCases``: a dense index for per-type tables on hot paths (a
    /// dictionary lookup hashes, which costs more than the aggregation itself).
    package var ordinal: Int {
        switch self {
        case .heartRate: 0
        case .activeEnergyBurned: 1
        case .distanceWalkingRunning: 2
        case .distanceCycling: 3
        case .distanceSwimming: 4
        case .distanceRowing: 5
        case .stepCount: 6
        case .runningPower: 7
        case .runningSpeed: 8
        case .cyclingPower: 9
        case .cyclingCadence: 10
        case .cyclingSpeed: 11
        case .swimmingStrokeCount: 12
        case .dietaryWater: 13
        }
    }

    /// The dimension of ``canonicalUnit``, whose factor to its base unit is always 1: what the
    /// per-sample checks compare (without reaching the unit statics).
    package var canonicalDimension: QuantityUnit.Dimension {
        switch self {
        case .heartRate, .cyclingCadence: .frequency
        case .activeEnergyBurned: .energy
        case .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceRowing: .length
        case .stepCount, .swimmingStrokeCount: .count
        case .runningPower, .cyclingPower: .power
        case .runningSpeed, .cyclingSpeed: .speed
        case .dietaryWater: .volume
        }
    }

    /// Whether this type is one of the distance types (the ones splits and pace come from).
    public var isDistance: Bool {
        switch self {
        case .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceRowing: true
        default: false
        }
    }

    /// The distance type HealthKit generates for an activity, if it has one.
    public static func distanceType(for activity: WorkoutActivityType) -> QuantityType? {
        switch activity {
        case .running, .walking, .hiking, .wheelchairRunPace, .wheelchairWalkPace, .elliptical:
            .distanceWalkingRunning
        case .cycling, .handCycling: .distanceCycling
        case .swimming: .distanceSwimming
        case .rowing: .distanceRowing
        default: nil
        }
    }

    public static func < (lhs: QuantityType, rhs: QuantityType) -> Bool { lhs.rawValue < rhs.rawValue }
}
