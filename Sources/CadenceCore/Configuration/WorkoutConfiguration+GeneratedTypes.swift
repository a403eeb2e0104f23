extension WorkoutConfiguration {
    /// The quantity types a data source produces for this configuration by default, as
    /// `HKLiveWorkoutDataSource(healthStore:workoutConfiguration:)` pre-populates `typesToCollect`.
    ///
    /// Every activity gets heart rate and active energy; moving activities add their distance
    /// type; running adds steps, running power and speed; cycling adds power, cadence and speed;
    /// swimming adds strokes. Collected types such as water are not generated: enable them on the
    /// builder with ``LiveWorkoutBuilder/enableCollection(for:)``.
    public var generatedTypes: Set<QuantityType> {
        var types: Set<QuantityType> = [.heartRate, .activeEnergyBurned]
        if let distance = QuantityType.distanceType(for: activityType) { types.insert(distance) }
        switch activityType {
        case .running:
            types.formUnion([.stepCount, .runningPower, .runningSpeed])
        case .walking, .hiking:
            types.insert(.stepCount)
        case .cycling:
            types.formUnion([.cyclingPower, .cyclingCadence, .cyclingSpeed])
        case .swimming:
            types.insert(.swimmingStrokeCount)
        default:
            break
        }
        return types
    }
}

extension QuantityType: CodingKeyRepresentable {}
