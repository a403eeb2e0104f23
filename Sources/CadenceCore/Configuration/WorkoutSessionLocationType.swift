/// Where a workout takes place, with HealthKit's raw values.
///
/// Mirrors `HKWorkoutSessionLocationType`: `unknown` = 1, `indoor` = 2, `outdoor` = 3. Note that
/// SiriKit's `INWorkoutLocationType` numbers the same ideas differently (unknown 0, outdoor 1,
/// indoor 2): map between them by name, never by raw value.
public enum WorkoutSessionLocationType: Int, Sendable, Hashable, Codable, CaseIterable {
    case unknown = 1
    case indoor = 2
    case outdoor = 3
}

/// Where a swim takes place, with HealthKit's raw values.
///
/// Mirrors `HKWorkoutSwimmingLocationType`: `unknown` = 0, `pool` = 1, `openWater` = 2.
public enum WorkoutSwimmingLocationType: Int, Sendable, Hashable, Codable, CaseIterable {
    case unknown = 0
    case pool = 1
    case openWater = 2
}
