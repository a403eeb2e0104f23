import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// SiriKit-style result codes (from `INStartWorkoutIntentResponseCode` and its siblings), as the
/// JSON API reports them in `code`.
public enum WorkoutResponseCode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Done.
    case success
    /// A start while a workout is prepared, running, paused or stopped.
    case failureOngoingWorkout
    /// Nothing to act on: pause when not running, resume when not paused, lap/end/cancel with no workout.
    case failureNoMatchingWorkout
    /// The app must be running (no host).
    case failureRequiringAppLaunch
    /// Anything else went wrong.
    case failure
    /// The request ends or discards something and was understood by paraphrase (or discards more
    /// than a minute): nothing happened yet; the dialog asks, and the next "yes" (or
    /// `cadence confirm`) within 30 s goes ahead.
    case confirmationRequired
    /// A parameter is missing: the dialog asks for it ("Which workout?"), and the next utterance
    /// within 30 s answers.
    case needsValue
}

/// What every Cadence intent returns as its value: the code, the state after, and what the
/// intent produced (the saved workout's id, totals, a stored workout).
public struct WorkoutIntentValue: Sendable {
    /// The result code.
    public let code: WorkoutResponseCode
    /// The workout as it is after the intent.
    public let snapshot: WorkoutSnapshot?
    /// The id of a workout the intent saved or showed.
    public let workoutID: Int64?
    /// Totals a summary computed.
    public let totals: WorkoutTotalsValue?
    /// The workout a show intent found.
    public let workout: StoredWorkoutValue?

    init(
        code: WorkoutResponseCode, snapshot: WorkoutSnapshot? = nil, workoutID: Int64? = nil,
        totals: WorkoutTotalsValue? = nil,
        workout: StoredWorkoutValue? = nil
    ) {
        self.code = code
        self.snapshot = snapshot
        self.workoutID = workoutID
        self.totals = totals
        self.workout = workout
    }
}

/// A summary's totals with the period they cover.
public struct WorkoutTotalsValue: Sendable, Codable, Hashable {
    /// The period's raw value, or nil for all time.
    public let period: String?
    public let startDate: Date
    public let endDate: Date
    public let workouts: Int
    /// Active seconds.
    public let duration: TimeInterval
    /// Metres.
    public let totalDistance: Double
    /// Kilocalories.
    public let totalEnergyBurned: Double
}
