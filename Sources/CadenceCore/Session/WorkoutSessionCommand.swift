import Foundation

/// A request to a ``WorkoutSession``: the HealthKit control methods plus lap and discard.
public enum WorkoutSessionCommand: String, Sendable, Hashable, Codable, CaseIterable {
    /// `prepare()`: enter session mode before a countdown.
    case prepare
    /// `startActivity(with:)`: start the activity; the state becomes running.
    case startActivity
    /// `pause()`.
    case pause
    /// `resume()`.
    case resume
    /// Mark a lap (a `lap` event from the previous lap or the start to now).
    case markLap
    /// `stopActivity(with:)`: stop the sensors before finishing the workout.
    case stopActivity
    /// `end()`: end the session and finish (save) the workout.
    case end
    /// End the session without a workout: the cancel path (`discardWorkout()` on the builder).
    case discard
}

/// A command with the date it was given: what the journal records and recovery replays.
public struct RecordedCommand: Sendable, Hashable, Codable {
    /// What was asked.
    public let command: WorkoutSessionCommand
    /// When it was asked.
    public let date: Date

    /// Creates a recorded command.
    public init(_ command: WorkoutSessionCommand, at date: Date) {
        self.command = command
        self.date = date
    }
}
