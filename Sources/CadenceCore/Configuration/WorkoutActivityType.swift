/// The kind of activity a workout records, with HealthKit's raw values.
///
/// Mirrors `HKWorkoutActivityType` (an `NSUInteger` enumeration): the cases run sequentially
/// from `americanFootball` = 1 in header order up to `cooldown` = 80, then `swimBikeRun` = 82,
/// `transition` = 83, and `other` = 3000. Keeping the raw values lets a workout move between
/// Cadence and HealthKit (or a FIT/TCX file mapped through them) without a lookup table.
///
/// ```swift
/// let type = WorkoutActivityType(rawValue: 37)   // .running
/// ```
public enum WorkoutActivityType: UInt, Sendable, Hashable, Codable, CaseIterable {
    case americanFootball = 1
    case archery = 2
    case australianFootball = 3
    case badminton = 4
    case baseball = 5
    case basketball = 6
    case bowling = 7
    case boxing = 8
    case climbing = 9
    case cricket = 10
    case crossTraining = 11
    case curling = 12
    case cycling = 13
    case dance = 14
    case danceInspiredTraining = 15
    case elliptical = 16
    case equestrianSports = 17
    case fencing = 18
    case fishing = 19
    case functionalStrengthTraining = 20
    case golf = 21
    case gymnastics = 22
    case handball = 23
    case hiking = 24
    case hockey = 25
    case hunting = 26
    case lacrosse = 27
    case martialArts = 28
    case mindAndBody = 29
    case mixedMetabolicCardioTraining = 30
    case paddleSports = 31
    case play = 32
    case preparationAndRecovery = 33
    case racquetball = 34
    case rowing = 35
    case rugby = 36
    case running = 37
    case sailing = 38
    case skatingSports = 39
    case snowSports = 40
    case soccer = 41
    case softball = 42
    case squash = 43
    case stairClimbing = 44
    case surfingSports = 45
    case swimming = 46
    case tableTennis = 47
    case tennis = 48
    case trackAndField = 49
    case traditionalStrengthTraining = 50
    case volleyball = 51
    case walking = 52
    case waterFitness = 53
    case waterPolo = 54
    case waterSports = 55
    case wrestling = 56
    case yoga = 57
    case barre = 58
    case coreTraining = 59
    case crossCountrySkiing = 60
    case downhillSkiing = 61
    case flexibility = 62
    case highIntensityIntervalTraining = 63
    case jumpRope = 64
    case kickboxing = 65
    case pilates = 66
    case snowboarding = 67
    case stairs = 68
    case stepTraining = 69
    case wheelchairWalkPace = 70
    case wheelchairRunPace = 71
    case taiChi = 72
    case mixedCardio = 73
    case handCycling = 74
    case discSports = 75
    case fitnessGaming = 76
    case cardioDance = 77
    case socialDance = 78
    case pickleball = 79
    case cooldown = 80
    case swimBikeRun = 82
    case transition = 83
    case other = 3000

    /// The case name, as written in Swift (`"highIntensityIntervalTraining"`).
    public var name: String {
        // Without a custom `description`, `String(describing:)` on an enum case is its name.
        String(describing: self)
    }

    /// Whether distance is a primary measure of this activity (it moves the person along a
    /// route, so splits and pace make sense).
    public var measuresDistance: Bool {
        switch self {
        case .running, .walking, .hiking, .cycling, .swimming, .rowing, .crossCountrySkiing,
            .wheelchairWalkPace, .wheelchairRunPace, .handCycling, .paddleSports, .elliptical,
            .swimBikeRun:
            true
        default:
            false
        }
    }
}
