import Foundation

/// Statistics over the samples of one quantity type, like HealthKit's `HKStatistics`.
///
/// Cumulative types answer ``sumQuantity()``; discrete types answer ``averageQuantity()``,
/// ``minimumQuantity()``, ``maximumQuantity()`` and ``mostRecentQuantity()``. A method that does
/// not fit the type's aggregation style returns `nil`, as HealthKit does for options it was not
/// asked for.
///
/// The value is updated in O(1) per sample and its size does not depend on how many samples it
/// has seen, so a 24-hour workout costs what a 5-minute one does.
///
/// **The average is arithmetic**, not time-weighted: the mean of the sample values. Cadence's data
/// sources sample at a steady rate, where the two agree; an arithmetic mean can be recomputed
/// exactly from the stored samples in any order (the crash test relies on this), and it does not
/// depend on when it is read. A time-weighted mean would have to guess how long the last value
/// holds.
public struct Statistics: Sendable, Hashable, Codable {
    /// The type these statistics describe.
    public let quantityType: QuantityType
    /// The earliest sample start, or `nil` before the first sample.
    public private(set) var startDate: Date?
    /// The latest sample end, or `nil` before the first sample.
    public private(set) var endDate: Date?
    /// How many samples were aggregated.
    public private(set) var sampleCount = 0

    private var sum = 0.0
    private var minimum = Double.infinity
    private var maximum = -Double.infinity
    private var mostRecent = 0.0
    /// When the most recent sample was measured.
    public private(set) var mostRecentQuantityDateInterval: DateInterval?

    /// Creates empty statistics for a type.
    public init(quantityType: QuantityType) {
        self.quantityType = quantityType
    }

    /// Adds one sample's value, given in the type's canonical unit. O(1).
    package mutating func add(canonicalValue value: Double, start: Date, end: Date) {
        sampleCount += 1
        sum += value
        minimum = Swift.min(minimum, value)
        maximum = Swift.max(maximum, value)
        startDate = startDate.map { Swift.min($0, start) } ?? start
        endDate = endDate.map { Swift.max($0, end) } ?? end
        // The most recent sample is the one that ended last; a tie goes to the later arrival.
        if let current = mostRecentQuantityDateInterval, end < current.end { return }
        mostRecent = value
        mostRecentQuantityDateInterval = DateInterval(start: start, end: end)
    }

    private var unit: QuantityUnit { quantityType.canonicalUnit }
    private var isCumulative: Bool { quantityType.aggregationStyle.isCumulative }

    /// The sum of all values (cumulative types only).
    public func sumQuantity() -> Quantity? {
        guard isCumulative, sampleCount > 0 else { return nil }
        return Quantity(sum, unit)
    }

    /// The arithmetic mean of the values (discrete types only).
    public func averageQuantity() -> Quantity? {
        guard !isCumulative, sampleCount > 0 else { return nil }
        return Quantity(sum / Double(sampleCount), unit)
    }

    /// The smallest value (discrete types only).
    public func minimumQuantity() -> Quantity? {
        guard !isCumulative, sampleCount > 0 else { return nil }
        return Quantity(minimum, unit)
    }

    /// The largest value (discrete types only).
    public func maximumQuantity() -> Quantity? {
        guard !isCumulative, sampleCount > 0 else { return nil }
        return Quantity(maximum, unit)
    }

    /// The value of the sample that ended last (discrete types only).
    public func mostRecentQuantity() -> Quantity? {
        guard !isCumulative, sampleCount > 0 else { return nil }
        return Quantity(mostRecent, unit)
    }
}
