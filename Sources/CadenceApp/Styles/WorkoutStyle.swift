import CadenceCore
import CadenceIntents

/// The workouts Cadence offers, with the names people say. The raw values are part of the
/// public JSON and command line (`cadence start treadmillRun`) and never change.
public enum WorkoutStyle: String, AppEnum, Codable, CaseIterable {
    case outdoorRun, treadmillRun, outdoorWalk, hike, outdoorCycle, indoorCycle, poolSwim, openWaterSwim, hiit,
        strength, yoga, rowing
    /// Any other activity (HealthKit's `other`): what an import without a sport becomes, with
    /// distance but no pace.
    case other

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Workout"

    public static let caseDisplayRepresentations: [WorkoutStyle: DisplayRepresentation] = [
        .outdoorRun: DisplayRepresentation(
            title: "Outdoor Run", subtitle: "Run", image: .init(systemName: "figure.run"),
            synonyms: [
                "run", "running", "jog", "jogging", "outdoor run", "road run", "trail run", "5k", "10k",
                "half marathon", "marathon", "parkrun", "group run", "club run",
            ]),
        .treadmillRun: DisplayRepresentation(
            title: "Treadmill Run", image: .init(systemName: "figure.run.treadmill"),
            synonyms: ["treadmill", "indoor run", "treadmill jog"]),
        .outdoorWalk: DisplayRepresentation(
            title: "Outdoor Walk", subtitle: "Walk", image: .init(systemName: "figure.walk"),
            synonyms: ["walk", "walking", "stroll", "power walk", "wander", "ramble"]),
        .hike: DisplayRepresentation(
            title: "Hike", image: .init(systemName: "figure.hiking"), synonyms: ["hiking", "trek", "trekking", "power hike", "power hiking", "mountain walk", "hill walk", "trail", "mountain trail", "the mountains"]),
        .outdoorCycle: DisplayRepresentation(
            title: "Outdoor Cycle", subtitle: "Ride", image: .init(systemName: "figure.outdoor.cycle"),
            synonyms: ["ride", "bike ride", "bike", "cycle", "cycling", "biking", "road ride", "out for a spin", "road bike", "mountain bike", "mountain biking", "mtb", "gravel ride", "gravel",
                "sportive", "group ride", "club ride",
                // A long ride against the clock from control to control.
                "audax", "brevet"]),
        .indoorCycle: DisplayRepresentation(
            title: "Indoor Cycle", image: .init(systemName: "figure.indoor.cycle"),
            synonyms: ["spin class", "spin", "spinning", "indoor ride", "bike trainer", "stationary bike", "spin bike", "indoor bike", "trainer", "turbo trainer", "turbo", "smart trainer", "zwift",
                "trainer ride", "turbo ride", "indoor bike ride",
                "exercise bike", "peloton", "peloton ride",
            ]),
        .poolSwim: DisplayRepresentation(
            title: "Pool Swim", subtitle: "Swim", image: .init(systemName: "figure.pool.swim"),
            synonyms: ["swim", "swimming", "laps", "lap swim", "lengths", "pool"]),
        .openWaterSwim: DisplayRepresentation(
            title: "Open Water Swim", image: .init(systemName: "figure.open.water.swim"),
            synonyms: [
                "open water", "lake swim", "sea swim", "ocean swim", "the sea", "the ocean", "river swim", "reservoir swim",
                "quarry swim", "loch swim", "wild swim", "wild swimming", "dip",
            ]),
        .hiit: DisplayRepresentation(
            title: "HIIT", subtitle: "High Intensity Interval Training",
            image: .init(systemName: "figure.highintensity.intervaltraining"),
            synonyms: [
                "intervals", "interval training", "high intensity", "tabata", "circuit", "crossfit", "wod", "amrap", "emom",
                "metcon", "boot camp", "bootcamp", "jump rope", "jumping rope", "skipping rope", "rope skipping",
                "burpees", "jumping jacks", "star jumps", "box jumps",
            ]),
        .strength: DisplayRepresentation(
            title: "Strength Training", subtitle: "Strength",
            image: .init(systemName: "figure.strengthtraining.traditional"),
            synonyms: [
                "weights", "weight room", "weight training", "weight lifting", "weightlifting", "lifting", "gym", "strength", "leg day",
                "arm day", "chest day", "push day", "pull day", "sets", "my sets", "squat rack", "squats", "dumbbells",
                "dumbbell", "barbell", "deadlifts", "bench press", "lunges", "push ups",
                "pushups", "press ups", "pull ups", "chin ups", "step ups", "resistance bands",
            ]),
        .yoga: DisplayRepresentation(
            title: "Yoga", image: .init(systemName: "figure.yoga"), synonyms: ["stretching", "yoga class", "yoga flow", "flow", "vinyasa", "sun salutations", "sun salutation", "yoga mat",
                // The pose that closes a class ("how long have I been in *savasana*"). (Not poses
                // named after things: each word of a name is the app's, and "stop the *dog*" is not.)
                "savasana", "shavasana",
                // Recorded as yoga, as an imported pilates workout is.
                "pilates"]),
        .rowing: DisplayRepresentation(
            title: "Rowing", subtitle: "Row", image: .init(systemName: "figure.rower"),
            synonyms: ["row", "rower", "erg", "rowing machine",
                // A boat in which each rower pulls two oars ("start a *single scull*").
                "scull", "sculls", "sculling", "single scull", "double scull"]),
        .other: DisplayRepresentation(title: "Other", image: .init(systemName: "figure.mixed.cardio")),
    ]

    /// The HealthKit-shaped configuration this workout records. Pool swims use a 25 m pool
    /// unless `lapLength` is given.
    public func configuration(lapLength: Quantity? = nil) -> WorkoutConfiguration {
        switch self {
        case .outdoorRun: WorkoutConfiguration(activityType: .running, locationType: .outdoor)
        case .treadmillRun: WorkoutConfiguration(activityType: .running, locationType: .indoor)
        case .outdoorWalk: WorkoutConfiguration(activityType: .walking, locationType: .outdoor)
        case .hike: WorkoutConfiguration(activityType: .hiking, locationType: .outdoor)
        case .outdoorCycle: WorkoutConfiguration(activityType: .cycling, locationType: .outdoor)
        case .indoorCycle: WorkoutConfiguration(activityType: .cycling, locationType: .indoor)
        case .poolSwim:
            WorkoutConfiguration(
                activityType: .swimming, locationType: .indoor, swimmingLocationType: .pool,
                lapLength: lapLength ?? Quantity(25, .meter))
        case .openWaterSwim:
            WorkoutConfiguration(activityType: .swimming, locationType: .outdoor, swimmingLocationType: .openWater)
        case .hiit: WorkoutConfiguration(activityType: .highIntensityIntervalTraining, locationType: .indoor)
        case .strength: WorkoutConfiguration(activityType: .traditionalStrengthTraining, locationType: .indoor)
        case .yoga: WorkoutConfiguration(activityType: .yoga, locationType: .indoor)
        case .rowing: WorkoutConfiguration(activityType: .rowing, locationType: .indoor)
        case .other: WorkoutConfiguration(activityType: .other, locationType: .unknown)
        }
    }

    /// The style of a configuration: the inverse of ``configuration(lapLength:)`` for the
    /// configurations Cadence records, and the nearest style for a workout recorded elsewhere.
    /// This is the one mapping: the style is never stored beside the configuration.
    public init(configuration: WorkoutConfiguration) {
        switch configuration.activityType {
        case .running: self = configuration.locationType == .indoor ? .treadmillRun : .outdoorRun
        case .walking: self = .outdoorWalk
        case .hiking: self = .hike
        case .cycling: self = configuration.locationType == .indoor ? .indoorCycle : .outdoorCycle
        case .swimming: self = configuration.swimmingLocationType == .openWater ? .openWaterSwim : .poolSwim
        case .highIntensityIntervalTraining, .crossTraining, .mixedCardio: self = .hiit
        case .traditionalStrengthTraining, .functionalStrengthTraining, .coreTraining: self = .strength
        case .yoga, .pilates, .flexibility, .mindAndBody: self = .yoga
        case .rowing: self = .rowing
        default: self = .other
        }
    }

    /// The title people read ("Outdoor Run").
    public var title: String { displayRepresentation.title.defaultValue }

    /// How the style's rate reads: a pace per the distance the sport counts in, a speed, or none.
    public enum RateMeasure: Sendable, Hashable {
        /// Time per `meters`: 1000 for runs, walks and hikes ("/km"), 100 for swims ("/100 m"),
        /// 500 for rowing ("/500 m").
        case pace(per: Double)
        /// Kilometres per hour (rides).
        case speed
        /// No rate (yoga, strength, HIIT, a generic workout).
        case none
    }

    /// The style's rate measure: the one table every door, the live view, the dialogs and the
    /// report show rates by.
    public var rateMeasure: RateMeasure {
        switch self {
        case .outdoorRun, .treadmillRun, .outdoorWalk, .hike: .pace(per: 1000)
        case .poolSwim, .openWaterSwim: .pace(per: 100)
        case .rowing: .pace(per: 500)
        case .outdoorCycle, .indoorCycle: .speed
        case .hiit, .strength, .yoga, .other: .none
        }
    }

    /// Whether the style shows a distance: not yoga, strength or HIIT, which are time, heart
    /// rate and energy only (a generic workout shows the distance it has, without a pace).
    public var showsDistance: Bool {
        switch self {
        case .hiit, .strength, .yoga: false
        default: true
        }
    }
}

/// The calendar periods a summary covers; the raw values are part of the public JSON and
/// command line (`cadence summary lastWeek`).
public enum WorkoutSummaryPeriod: String, AppEnum, Codable, CaseIterable {
    case today, yesterday, thisWeek, lastWeek, thisMonth, lastMonth, thisYear

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Period"

    public static let caseDisplayRepresentations: [WorkoutSummaryPeriod: DisplayRepresentation] = [
        .today: DisplayRepresentation(title: "Today", synonyms: ["daily", "so far today", "since breakfast"]),
        .yesterday: DisplayRepresentation(title: "Yesterday"),
        .thisWeek: DisplayRepresentation(
            title: "This Week",
            synonyms: ["the week", "this past week", "weekly", "since monday", "since the start of the week", "since the beginning of the week"]),
        .lastWeek: DisplayRepresentation(title: "Last Week", synonyms: ["previous week", "the week before", "previous seven days", "last seven days", "past seven days"]),
        .thisMonth: DisplayRepresentation(
            title: "This Month", synonyms: ["the month", "monthly", "since the start of the month", "since the beginning of the month"]),
        .lastMonth: DisplayRepresentation(title: "Last Month", synonyms: ["previous month", "the month before", "past month"]),
        .thisYear: DisplayRepresentation(title: "This Year", synonyms: [
            "the year", "year to date", "ytd", "yearly", "annual", "since january", "since the start of the year",
            "since the beginning of the year",
        ]),
    ]

    /// The store's period.
    public var period: SummaryPeriod { SummaryPeriod(rawValue: rawValue) ?? .thisWeek }
}
