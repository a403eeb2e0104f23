import CadenceCore
import Foundation

/// One workout as history lists it: the per-workout summary row, without samples.
public struct WorkoutSummary: Sendable, Hashable, Codable, Identifiable {
    /// The workout's id in history.
    public let id: Int64
    /// What was recorded.
    public let configuration: WorkoutConfiguration
    /// When it started.
    public let startDate: Date
    /// When it ended.
    public let endDate: Date
    /// Active time (pauses excluded).
    public let duration: TimeInterval
    /// Total distance in metres, if any.
    public let totalDistanceMeters: Double?
    /// Total active energy in kilocalories, if any.
    public let totalEnergyKilocalories: Double?
    /// Mean heart rate in beats per minute, if measured.
    public let averageHeartRateBPM: Double?
    /// How many laps were marked.
    public let lapCount: Int
    /// Metadata stored with the workout.
    public let metadata: [String: String]
}

/// A workout from history with its id.
public struct StoredWorkout: Sendable, Hashable, Identifiable {
    /// The id in history.
    public let id: Int64
    /// The workout, with its events, statistics, laps, splits and route.
    public let workout: Workout
}

/// Totals over a period, answered from the per-workout summary rows.
public struct WorkoutTotals: Sendable, Hashable, Codable {
    /// The interval summed (start inclusive, end exclusive).
    public let dateInterval: DateInterval
    /// How many workouts started in it.
    public let workoutCount: Int
    /// Their active time.
    public let duration: TimeInterval
    /// Their distance in metres.
    public let distanceMeters: Double
    /// Their active energy in kilocalories.
    public let energyKilocalories: Double
}
