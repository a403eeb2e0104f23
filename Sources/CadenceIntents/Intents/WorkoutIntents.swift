import Synchronization

/// An intent that starts a workout, as App Intents' `StartWorkoutIntent`: the Action button's
/// first press on Apple Watch Ultra, and the system's start-workout door in general.
///
/// The system launches the app before `perform()`, which has 30 seconds to start the session
/// (``IntentRunner`` enforces this deadline). Start the session first, then ask for
/// authorization in a `Task`: the start must never wait on a sheet.
public protocol StartWorkoutIntent: SystemIntent {
    /// The styles of workout offered (an ``AppEnum`` or ``AppEntity``).
    associatedtype WorkoutStyle: Sendable
    /// Which workout to start.
    var workoutStyle: WorkoutStyle { get set }
    /// The workouts offered under Settings › Action Button.
    static var suggestedWorkouts: [Self] { get }
    /// How this configured intent is shown.
    var displayRepresentation: DisplayRepresentation { get }
    /// Creates the intent for one style.
    init(style: WorkoutStyle)
}

extension StartWorkoutIntent {
    /// Apple's default: start workout intents open the app. Do not change it.
    public static var openAppWhenRun: Bool { true }
    /// The system gives a start-workout intent 30 seconds to start the session.
    public static var performDeadline: Duration? { .seconds(30) }

    public init(style: WorkoutStyle) {
        self.init()
        self.workoutStyle = style
    }

    /// Tells the system the list of suggested workouts changed, so it reads it again.
    public static func invalidateSuggestedWorkouts() {
        SuggestedWorkouts.invalidate(intentIdentifier)
    }
}

/// Pauses the current workout (Action and side button pressed together while running).
public protocol PauseWorkoutIntent: SystemIntent {}

/// Resumes the paused workout (Action and side button pressed together while paused).
public protocol ResumeWorkoutIntent: SystemIntent {}

/// An intent that may start or change a Live Activity from the background (iOS 17).
public protocol LiveActivityIntent: SystemIntent {}

/// How many times each start intent's suggestions were invalidated, so a reader (an Action
/// button settings screen, a test) can tell when to read `suggestedWorkouts` again.
public enum SuggestedWorkouts {
    private static let generations = Mutex<[String: Int]>([:])

    static func invalidate(_ identifier: String) {
        generations.withLock { $0[identifier, default: 0] += 1 }
    }

    /// The number of invalidations so far for an intent type.
    public static func generation(of intent: (some StartWorkoutIntent).Type) -> Int {
        generations.withLock { $0[intent.intentIdentifier] ?? 0 }
    }
}
