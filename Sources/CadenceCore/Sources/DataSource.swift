import Foundation

/// What a data source produced for a stretch of time.
public struct DataSourceBatch: Sendable, Hashable, Codable {
    /// Quantity samples, in time order.
    public var samples: [QuantitySample]
    /// Location fixes, in time order.
    public var locations: [LocationSample]

    /// Creates a batch.
    public init(samples: [QuantitySample] = [], locations: [LocationSample] = []) {
        self.samples = samples
        self.locations = locations
    }

    /// Whether nothing was produced.
    public var isEmpty: Bool { samples.isEmpty && locations.isEmpty }
}

/// Something that produces samples for a workout configuration over time: HealthKit's
/// `HKLiveWorkoutDataSource`, a file being replayed, a simulator, later a real sensor.
///
/// A data source is pulled, not pushed, and never reads a clock: its owner asks for everything
/// measured up to a date (``samples(through:)``), with dates from the owner's injected clock.
/// That is what lets a simulated workout run many times faster than real time under a test
/// clock, and what makes a source deterministic: the same calls give the same samples however
/// the time between them is sliced.
///
/// After a crash the data source is not recovered (as in HealthKit): the owner builds a new one
/// from the recovered configuration and starts it at the recovery date.
public protocol DataSource: Sendable {
    /// The configuration the source produces samples for.
    var configuration: WorkoutConfiguration { get }
    /// The quantity types the source can produce.
    var producedTypes: Set<QuantityType> { get }
    /// Starts producing at `date`; nothing at or before it is produced.
    mutating func start(at date: Date)
    /// Everything measured after the last call (or the start) up to and including `date`.
    mutating func samples(through date: Date) -> DataSourceBatch
    /// Stops producing until ``resume(at:)``; time in between produces nothing.
    mutating func pause(at date: Date)
    /// Produces again from `date`.
    mutating func resume(at date: Date)
    /// What the source says about what it depends on (a receiver's fix, a daemon's connection);
    /// `nil` by default.
    var condition: String? { get }
}

extension DataSource {
    /// What a source that depends on something outside says about it now, for `status` and the
    /// live view ("GPS: no fix", "gpsd unreachable at 127.0.0.1:2947; retrying"); `nil` when
    /// there is nothing to say (a simulator, a replay).
    public var condition: String? { nil }
}
