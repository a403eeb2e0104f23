import Foundation

/// The controller's sense of time: a clock to wait on, and workout dates that run `speed` times
/// faster than that clock (a simulated workout at 60× covers an hour in a minute).
///
/// Dates start at the wall-clock date when the time is made and advance with the injected
/// clock, so a test with a `ManualClock` controls them completely. ``wallNow()`` is the same
/// clock at speed 1: what a wall clock reads, which is how a workout's clock is carried across a
/// crash (``Reference``, ``continuing(_:)``).
public struct WorkoutTime: Sendable {
    /// How many workout seconds pass per clock second.
    public let speed: Double
    private let origin: Date
    private var offset: TimeInterval = 0
    private let elapsed: @Sendable () -> Duration
    private let sleeper: @Sendable (Duration) async throws -> Void

    /// Creates a time on `clock`, starting at `origin` (both the workout and the wall date then).
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

    private var elapsedSeconds: TimeInterval {
        let duration = elapsed()
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// The current workout date.
    public func now() -> Date { origin.addingTimeInterval(elapsedSeconds * speed + offset) }

    /// The current wall date (the clock at speed 1 from the origin).
    public func wallNow() -> Date { origin.addingTimeInterval(elapsedSeconds) }

    /// Waits `duration` of clock time.
    public func sleep(for duration: Duration) async throws { try await sleeper(duration) }

    /// Where a workout's clock stood at one wall moment, and how fast it ran: what the journal
    /// keeps so that recovery can tell what the workout's clock reads now.
    public struct Reference: Sendable, Hashable {
        /// The wall date of the reading.
        public var wall: Date
        /// The workout date at that moment.
        public var workout: Date
        /// Workout seconds per wall second.
        public var speed: Double

        /// The workout date at the wall date `wall` (never before the reading).
        public func workoutDate(atWall date: Date) -> Date {
            workout.addingTimeInterval(max(0, date.timeIntervalSince(wall)) * speed)
        }

        /// The reference as journal facts.
        public var info: [String: String] {
            [
                "clock.wall": String(wall.timeIntervalSinceReferenceDate),
                "clock.workout": String(workout.timeIntervalSinceReferenceDate),
                "clock.speed": String(speed),
            ]
        }

        /// Reads a reference back from journal facts; `nil` when absent or not finite numbers.
        public init?(info: [String: String]) {
            guard let wall = info["clock.wall"].flatMap(Double.init), wall.isFinite,
                let workout = info["clock.workout"].flatMap(Double.init), workout.isFinite,
                let speed = info["clock.speed"].flatMap(Double.init), speed.isFinite, speed > 0
            else { return nil }
            self.init(
                wall: Date(timeIntervalSinceReferenceDate: wall), workout: Date(timeIntervalSinceReferenceDate: workout),
                speed: speed)
        }

        /// Creates a reference.
        public init(wall: Date, workout: Date, speed: Double) {
            self.wall = wall
            self.workout = workout
            self.speed = speed
        }
    }

    /// This clock's reading now.
    public var reference: Reference { Reference(wall: wallNow(), workout: now(), speed: speed) }

    /// This time, moved so that it reads now what the clock of `reference` reads now (the time
    /// the process was down included), or `floor` if that is later; it runs on at this time's
    /// speed. Elapsed time never goes backwards across a recovery.
    public func continuing(_ reference: Reference, notBefore floor: Date) -> WorkoutTime {
        let target = max(reference.workoutDate(atWall: wallNow()), floor)
        var moved = self
        moved.offset += target.timeIntervalSince(now())
        return moved
    }
}
