import Foundation

/// The controller's sense of time: a clock to wait on, and workout dates that run `speed` times
/// faster than that clock (a simulated workout at 60× covers an hour in a minute).
///
/// Dates start at the wall-clock date when the time is made and advance with the injected
/// clock, so a test with a `ManualClock` controls them completely.
public struct WorkoutTime: Sendable {
    /// How many workout seconds pass per clock second.
    public let speed: Double
    private let origin: Date
    private let elapsed: @Sendable () -> Duration
    private let sleeper: @Sendable (Duration) async throws -> Void

    /// Creates a time on `clock`, starting at `origin`.
    public init<C: Clock>(clock: C, origin: Date, speed: Double = 1) where C.Duration == Duration {
        let start = clock.now
        self.speed = speed > 0 && speed.isFinite ? speed : 1
        self.origin = origin
        self.elapsed = { start.duration(to: clock.now) }
        self.sleeper = { try await clock.sleep(for: $0) }
    }

    /// Real time: the continuous clock, from now.
    public static func live(speed: Double = 1) -> WorkoutTime {
        WorkoutTime(clock: ContinuousClock(), origin: Date(), speed: speed)
    }

    /// The current workout date.
    public func now() -> Date {
        let duration = elapsed()
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        return origin.addingTimeInterval(seconds * speed)
    }

    /// Waits `duration` of clock time.
    public func sleep(for duration: Duration) async throws { try await sleeper(duration) }
}
