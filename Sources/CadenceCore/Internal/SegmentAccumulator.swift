import Foundation

/// Running totals for one stretch of a workout (a lap or a split): O(1) per sample.
struct SegmentAccumulator: Sendable, Hashable {
    var distanceMeters = 0.0
    var energyKilocalories = 0.0
    var heartRateSum = 0.0
    var heartRateCount = 0

    mutating func addHeartRate(_ bpm: Double) {
        heartRateSum += bpm
        heartRateCount += 1
    }

    var averageHeartRate: Double? {
        heartRateCount > 0 ? heartRateSum / Double(heartRateCount) : nil
    }
}

/// Finds where the cumulative distance crosses each whole split unit and times the split there.
struct SplitTracker: Sendable, Hashable {
    let unit: SplitUnit
    private(set) var splits: [WorkoutSplit] = []
    private var cumulativeMeters = 0.0
    private var splitStart: Date
    private var current = SegmentAccumulator()

    init(unit: SplitUnit, start: Date) {
        self.unit = unit
        self.splitStart = start
    }

    mutating func addHeartRate(_ bpm: Double) { current.addHeartRate(bpm) }

    /// Boundaries passed so far (a split is recorded for each, unless one sample jumped too far).
    private var passed = 0

    /// The most splits one sample may close: a sample covering more is a glitch (1,000 km in one
    /// reading), and timing hundreds of thousands of splits inside it would mean nothing and cost
    /// unbounded memory.
    static let maximumSplitsPerSample = 1000

    /// Adds a distance sample; closes every split boundary it crosses, interpolating the crossing
    /// time linearly inside the sample's interval.
    mutating func addDistance(
        meters: Double, start: Date, end: Date, activeTime: (Date, Date) -> TimeInterval
    ) {
        guard meters > 0, meters.isFinite else { return }
        let before = cumulativeMeters
        cumulativeMeters += meters
        let reached = Int(saturating: min(cumulativeMeters / unit.meters, Double(Int.max / 2)))
        if reached - passed > Self.maximumSplitsPerSample {
            // Too far in one sample to time: skip those boundaries without splits.
            passed = reached
            splitStart = end
            current = SegmentAccumulator()
            return
        }
        while passed < reached {
            let boundary = Double(passed + 1) * unit.meters
            let fraction = (boundary - before) / meters
            let crossing = start.addingTimeInterval(end.timeIntervalSince(start) * fraction)
            passed += 1
            splits.append(
                WorkoutSplit(
                    unit: unit, index: passed, startDate: splitStart, endDate: crossing,
                    duration: activeTime(splitStart, crossing), averageHeartRateBPM: current.averageHeartRate))
            splitStart = crossing
            current = SegmentAccumulator()
        }
    }
}
