/// What a workout session records: the activity, where it happens, and the pool length for a
/// pool swim. Mirrors `HKWorkoutConfiguration`.
///
/// A configuration is a value: the session keeps its own copy, so changing yours later has no
/// effect on a running session (as `HKWorkoutSession.workoutConfiguration` returns a copy).
///
/// ```swift
/// var swim = WorkoutConfiguration(activityType: .swimming, swimmingLocationType: .pool)
/// try swim.validate()                    // throws: a pool swim needs a lap length
/// swim.lapLength = Quantity(25, .meter)
/// try swim.validate()                    // fine
/// ```
public struct WorkoutConfiguration: Sendable, Hashable, Codable {
    /// The activity.
    public var activityType: WorkoutActivityType
    /// Indoors, outdoors or unknown.
    public var locationType: WorkoutSessionLocationType
    /// For swims: pool, open water or unknown.
    public var swimmingLocationType: WorkoutSwimmingLocationType
    /// The length of one pool length (required for a pool swim), or of a lap on a track.
    public var lapLength: Quantity?

    /// Creates a configuration; HealthKit's defaults are `.other` and `.unknown`.
    public init(
        activityType: WorkoutActivityType = .other,
        locationType: WorkoutSessionLocationType = .unknown,
        swimmingLocationType: WorkoutSwimmingLocationType = .unknown,
        lapLength: Quantity? = nil
    ) {
        self.activityType = activityType
        self.locationType = locationType
        self.swimmingLocationType = swimmingLocationType
        self.lapLength = lapLength
    }

    /// Checks that a session can record this configuration.
    ///
    /// HealthKit's session initializer throws for an invalid configuration without documenting
    /// which ones are; Cadence states its rules: a pool swim needs a lap length, and a lap length
    /// must be a positive, finite length.
    ///
    /// - Throws: ``WorkoutConfigurationError``.
    public func validate() throws(WorkoutConfigurationError) {
        if let lapLength {
            guard lapLength.unit.dimension == .length else { throw .lapLengthNotALength(lapLength) }
            guard lapLength.value.isFinite, lapLength.value > 0 else { throw .lapLengthNotPositive(lapLength) }
        }
        if activityType == .swimming, swimmingLocationType == .pool, lapLength == nil {
            throw .poolSwimWithoutLapLength
        }
    }

    /// The lap length in metres, if one is set and is a length.
    public var lapLengthMeters: Double? {
        guard let lapLength, lapLength.unit.dimension == .length else { return nil }
        return lapLength.doubleValue(for: .meter)
    }

    /// Whether a GPS route is expected: outdoor activities that move, and open-water swims.
    public var recordsRoute: Bool {
        guard activityType.measuresDistance, locationType != .indoor else { return false }
        if activityType == .swimming { return swimmingLocationType == .openWater }
        return true
    }
}

/// Why a ``WorkoutConfiguration`` cannot be recorded.
public enum WorkoutConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A swim in a pool was configured without the pool's length.
    case poolSwimWithoutLapLength
    /// The lap length is not a length (for example kilocalories).
    case lapLengthNotALength(Quantity)
    /// The lap length is zero, negative or not finite.
    case lapLengthNotPositive(Quantity)

    public var description: String {
        switch self {
        case .poolSwimWithoutLapLength:
            "invalid workout configuration: a pool swim needs a lap length (set lapLength, e.g. 25 m)"
        case .lapLengthNotALength(let quantity):
            "invalid workout configuration: lap length \(quantity) is not a length"
        case .lapLengthNotPositive(let quantity):
            "invalid workout configuration: lap length \(quantity) must be positive and finite"
        }
    }
}
