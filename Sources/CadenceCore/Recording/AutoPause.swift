import Foundation

/// When a workout pauses itself because the person stopped moving, and resumes when they move
/// again: HealthKit's `motionPaused` and `motionResumed` events, which Apple offers for running
/// and cycling. The time between them is not active, like a manual pause, but the data source
/// keeps running (it has to see the person move again).
///
/// The reducer reads speed from what the data source delivers — a fix's speed, a speed sample,
/// or a distance sample over its interval — in time order. The workout pauses when every
/// reading for ``after`` seconds is below ``pauseBelow``, dated at the first of them, and
/// resumes at the first reading at or above ``resumeAtOrAbove``. The two thresholds differ so
/// that a standing person's GPS jitter does not flap between the two.
///
/// ```swift
/// let rule = AutoPause.standard(for: .cycling)   // below 1.5 m/s for 1 s; moving again at 1.8 m/s
/// _ = try recorder.send(.autoPause(rule, at: now))
/// ```
public struct AutoPause: Sendable, Hashable, Codable {
    /// The speed below which the person counts as stopped, in m/s.
    public var pauseBelow: Double
    /// The speed at which the person counts as moving again, in m/s.
    public var resumeAtOrAbove: Double
    /// How long every reading must stay below ``pauseBelow`` before the workout pauses, in seconds.
    public var after: TimeInterval

    /// A rule; the resume speed is at least the pause speed.
    public init(pauseBelow: Double, resumeAtOrAbove: Double, after: TimeInterval) {
        self.pauseBelow = max(0, pauseBelow)
        self.resumeAtOrAbove = max(self.pauseBelow, resumeAtOrAbove)
        self.after = max(0, after)
    }

    /// The rule for an activity, or nil where Apple offers no auto-pause (only running and cycling).
    ///
    /// Cycling pauses below 1.5 m/s (5.4 km/h) held for a second and resumes at 1.8 m/s: on the
    /// Garmin Edge 500 ride in `../shared/data/fit` this finds the device's 28 closed auto-pauses
    /// and no others (see `AutoPauseTests`). Running pauses below 0.5 m/s held for 2 s (a walk
    /// is over 1 m/s) and resumes at 1 m/s.
    public static func standard(for activity: WorkoutActivityType) -> AutoPause? {
        switch activity {
        case .running: AutoPause(pauseBelow: 0.5, resumeAtOrAbove: 1.0, after: 2)
        case .cycling: AutoPause(pauseBelow: 1.5, resumeAtOrAbove: 1.8, after: 1)
        default: nil
        }
    }
}

/// The reducer's view of motion: the rule, the first slow reading not yet followed by a fast
/// one, and whether the workout is auto-paused now.
struct MotionDetector: Sendable, Hashable {
    var rule: AutoPause
    /// The first reading of the current run of slow readings.
    var slowSince: Date?
    /// Whether the workout is auto-paused (a `motionPaused` without its `motionResumed`).
    var isPaused = false
    /// The latest reading taken; earlier ones arriving late are ignored.
    var lastReading: Date?

    init(rule: AutoPause, isPaused: Bool = false) {
        self.rule = rule
        self.isPaused = isPaused
    }

    /// Takes one speed reading; returns the event it causes, if any.
    mutating func observe(speed: Double, at date: Date) -> WorkoutEvent? {
        guard speed.isFinite, speed >= 0 else { return nil }
        if let lastReading, date < lastReading { return nil }
        lastReading = date
        if isPaused {
            guard speed >= rule.resumeAtOrAbove else { return nil }
            isPaused = false
            slowSince = nil
            return WorkoutEvent(type: .motionResumed, date: date)
        }
        guard speed < rule.pauseBelow else {
            slowSince = nil
            return nil
        }
        let since = slowSince ?? date
        slowSince = since
        guard date.timeIntervalSince(since) >= rule.after else { return nil }
        isPaused = true
        slowSince = nil
        return WorkoutEvent(type: .motionPaused, date: since)
    }

    /// Forgets a run of slow readings (the person paused by hand: the stop is theirs).
    mutating func forgetSlowReadings() { slowSince = nil }

    /// The speed readings in a batch, in time order: fixes' speeds and speed samples; without
    /// either, distance samples over their intervals (an average over a stop hides it, so only
    /// as the last resort).
    static func readings(in batch: DataSourceBatch) -> [(date: Date, speed: Double)] {
        var readings: [(date: Date, speed: Double)] = []
        for fix in batch.locations {
            if let speed = fix.speed, speed >= 0 { readings.append((fix.timestamp, speed)) }
        }
        for sample in batch.samples where sample.quantityType == .runningSpeed || sample.quantityType == .cyclingSpeed {
            readings.append((sample.endDate, sample.canonicalValue))
        }
        if readings.isEmpty {
            for sample in batch.samples
            where sample.quantityType == .distanceWalkingRunning || sample.quantityType == .distanceCycling {
                let seconds = sample.endDate.timeIntervalSince(sample.startDate)
                if seconds > 0 { readings.append((sample.endDate, sample.canonicalValue / seconds)) }
            }
        }
        return readings.sorted { $0.date < $1.date }
    }
}
