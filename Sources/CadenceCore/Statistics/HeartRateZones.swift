import Foundation

/// Five heart-rate zones as shares of a maximum heart rate, the model Garmin, Polar and Apple's
/// Fitness share: zone 1 is 50–60 % of the maximum, zone 2 60–70 %, zone 3 70–80 %, zone 4
/// 80–90 % and zone 5 from 90 %. A beat rate under 50 % is in no zone.
public struct HeartRateZones: Sendable, Hashable, Codable {
    /// The maximum heart rate the zones are shares of, in beats per minute.
    public let maximumHeartRate: Double

    /// The lower bound of each zone as a share of the maximum.
    public static let lowerShares: [Double] = [0.5, 0.6, 0.7, 0.8, 0.9]

    /// The longest a reading is taken to hold when the next one is late: a gap in the sensor
    /// is not time in a zone.
    public static let longestHold: TimeInterval = 15

    /// Zones from a maximum heart rate (clamped to 100–250 bpm, the plausible range).
    public init(maximumHeartRate: Double) {
        self.maximumHeartRate = maximumHeartRate.isFinite ? min(250, max(100, maximumHeartRate)) : 190
    }

    /// Zones from an age, by the common estimate of 220 − age.
    public init(age: Int) { self.init(maximumHeartRate: Double(220 - min(120, max(0, age)))) }

    /// The zones' beat-rate ranges: zone *n* is `ranges[n - 1]`; the last is open above.
    public var ranges: [Range<Double>] {
        let bounds = lowerBounds
        return bounds.indices.map { index in
            bounds[index]..<(index + 1 < bounds.count ? bounds[index + 1] : .infinity)
        }
    }

    /// The zone (1…5) of a beat rate, or `nil` below zone 1.
    public func zone(of beatsPerMinute: Double) -> Int? { Self.zone(of: beatsPerMinute, lowerBounds: lowerBounds) }

    /// Each zone's lowest beat rate.
    private var lowerBounds: [Double] { Self.lowerShares.map { ($0 * maximumHeartRate).rounded() } }

    private static func zone(of beatsPerMinute: Double, lowerBounds: [Double]) -> Int? {
        guard beatsPerMinute.isFinite else { return nil }
        return lowerBounds.lastIndex { beatsPerMinute >= $0 }.map { $0 + 1 }
    }

    /// Active time in each zone (index 0 is zone 1) from heart-rate samples: each reading holds
    /// until the next one (at most ``longestHold``), and paused time counts in no zone.
    public func timeInZones(of samples: [QuantitySample], excluding pauses: [DateInterval] = []) -> [TimeInterval] {
        var times = [TimeInterval](repeating: 0, count: Self.lowerShares.count)
        let readings = samples.filter { $0.quantityType == .heartRate }.sorted { $0.endDate < $1.endDate }
        let bounds = lowerBounds
        for (index, reading) in readings.enumerated() {
            guard let zone = Self.zone(of: reading.canonicalValue, lowerBounds: bounds) else { continue }
            let start = reading.endDate
            let next = index + 1 < readings.count ? readings[index + 1].endDate : start
            let end = min(next, start.addingTimeInterval(Self.longestHold))
            guard end > start else { continue }
            var held = end.timeIntervalSince(start)
            for pause in pauses where pause.end > start && pause.start < end {
                held -= min(pause.end, end).timeIntervalSince(max(pause.start, start))
            }
            times[zone - 1] += max(0, held)
        }
        return times
    }
}
