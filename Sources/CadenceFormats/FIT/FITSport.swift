import CadenceCore

/// FIT's `sport` and `sub_sport` enums, mapped to and from HealthKit-shaped configurations.
public enum FITSport {
    /// The configuration for a FIT sport and sub-sport (FIT Profile "sport" and "sub_sport" types).
    public static func configuration(sport: Int64?, subSport: Int64?, poolLengthMeters: Double?) -> WorkoutConfiguration
    {
        let sub = subSport ?? 0
        switch sport ?? 0 {
        case 1:  // running
            return WorkoutConfiguration(
                activityType: .running, locationType: sub == 1 || sub == 45 ? .indoor : .outdoor)
        case 2:  // cycling
            let indoor = [6, 58, 5].contains(sub)  // indoor_cycling, virtual_activity, spin
            return WorkoutConfiguration(activityType: .cycling, locationType: indoor ? .indoor : .outdoor)
        case 5:  // swimming
            if sub == 18 {
                return WorkoutConfiguration(
                    activityType: .swimming, locationType: .outdoor, swimmingLocationType: .openWater)
            }
            return WorkoutConfiguration(
                activityType: .swimming, locationType: .indoor, swimmingLocationType: .pool,
                lapLength: Quantity(poolLengthMeters.flatMap { $0 > 0 ? $0 : nil } ?? 25, .meter))
        case 11: return WorkoutConfiguration(activityType: .walking, locationType: sub == 27 ? .indoor : .outdoor)
        case 17: return WorkoutConfiguration(activityType: .hiking, locationType: .outdoor)
        case 15: return WorkoutConfiguration(activityType: .rowing, locationType: sub == 14 ? .indoor : .outdoor)
        case 12: return WorkoutConfiguration(activityType: .crossCountrySkiing, locationType: .outdoor)
        case 18: return WorkoutConfiguration(activityType: .swimBikeRun, locationType: .outdoor)
        case 4:  // fitness_equipment
            switch sub {
            case 1: return WorkoutConfiguration(activityType: .running, locationType: .indoor)
            case 14: return WorkoutConfiguration(activityType: .rowing, locationType: .indoor)
            case 15: return WorkoutConfiguration(activityType: .elliptical, locationType: .indoor)
            case 16: return WorkoutConfiguration(activityType: .stairClimbing, locationType: .indoor)
            case 6: return WorkoutConfiguration(activityType: .cycling, locationType: .indoor)
            default: return WorkoutConfiguration(activityType: .other, locationType: .indoor)
            }
        case 10:  // training
            switch sub {
            case 20: return WorkoutConfiguration(activityType: .traditionalStrengthTraining, locationType: .indoor)
            case 43: return WorkoutConfiguration(activityType: .yoga, locationType: .indoor)
            case 19: return WorkoutConfiguration(activityType: .flexibility, locationType: .indoor)
            default: return WorkoutConfiguration(activityType: .highIntensityIntervalTraining, locationType: .indoor)
            }
        case 3: return WorkoutConfiguration(activityType: .transition)
        default: return WorkoutConfiguration(activityType: .other)
        }
    }

    /// The FIT sport and sub-sport for a configuration.
    public static func sport(for configuration: WorkoutConfiguration) -> (sport: UInt8, subSport: UInt8) {
        let indoor = configuration.locationType == .indoor
        switch configuration.activityType {
        case .running: return (1, indoor ? 1 : 0)
        case .cycling: return (2, indoor ? 6 : 0)
        case .swimming: return (5, configuration.swimmingLocationType == .openWater ? 18 : 17)
        case .walking: return (11, indoor ? 27 : 0)
        case .hiking: return (17, 0)
        case .rowing: return (15, indoor ? 14 : 0)
        case .crossCountrySkiing: return (12, 0)
        case .swimBikeRun: return (18, 0)
        case .elliptical: return (4, 15)
        case .stairClimbing: return (4, 16)
        case .traditionalStrengthTraining, .functionalStrengthTraining: return (10, 20)
        case .yoga: return (10, 43)
        case .flexibility: return (10, 19)
        case .highIntensityIntervalTraining: return (10, 0)
        default: return (0, 0)
        }
    }
}
