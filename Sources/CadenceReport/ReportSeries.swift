import CadenceCore
import Foundation

/// One reading of a series: seconds since the workout's start, and the value.
struct ReportPoint: Sendable, Hashable {
    var time: Double
    var value: Double
}

/// Cumulative distance over elapsed time, for the over-distance axis and for speed: from the
/// workout's distance samples, or from its route when it has none.
struct DistanceTimeline: Sendable {
    /// Elapsed seconds, ascending, starting with 0.
    private(set) var times: [Double] = [0]
    /// Metres covered by each time.
    private(set) var distances: [Double] = [0]

    /// From readings grouped by type (``ReportSeries/grouped(_:start:)``): the activity's own
    /// distance type, else any distance type, else the route.
    init(workout: Workout, pointsByType: [QuantityType: [ReportPoint]]) {
        let primary = QuantityType.distanceType(for: workout.workoutActivityType)
        let distancePoints =
            primary.flatMap { pointsByType[$0] }
            ?? QuantityType.allCases.lazy.filter(\.isDistance).compactMap { pointsByType[$0] }.first ?? []
        if !distancePoints.isEmpty {
            var total = 0.0
            for point in distancePoints where point.value > 0 {
                total += point.value
                append(time: point.time, distance: total)
            }
            return
        }
        let start = workout.startDate
        var total = 0.0
        var previous: LocationSample?
        for fix in workout.routeInTimeOrder {
            if let previous {
                let meters = previous.distance(to: fix)
                if meters.isFinite { total += meters }
            }
            append(time: fix.timestamp.timeIntervalSince(start), distance: total)
            previous = fix
        }
    }

    private mutating func append(time: Double, distance: Double) {
        guard time.isFinite, distance.isFinite else { return }
        if let last = times.last, time <= last {
            distances[distances.count - 1] = distance
        } else {
            times.append(time)
            distances.append(distance)
        }
    }

    /// The whole distance.
    var total: Double { distances.last ?? 0 }

    /// Whether there is any distance to draw against.
    var hasDistance: Bool { total > 0 }

    /// The distance covered by `time`, interpolated between readings.
    func distance(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        var low = 0
        var high = times.count - 1
        if time >= times[high] { return distances[high] }
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle } else { high = middle }
        }
        let span = times[high] - times[low]
        guard span > 0 else { return distances[high] }
        return distances[low] + (distances[high] - distances[low]) * (time - times[low]) / span
    }

    /// The distances by each of `sortedTimes` (ascending): one walk along the readings instead
    /// of a search per time.
    func distances(atSortedTimes sortedTimes: [Double]) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(sortedTimes.count)
        var index = 0
        for time in sortedTimes {
            while index + 1 < times.count, times[index + 1] <= time { index += 1 }
            if time <= 0 {
                result.append(0)
            } else if index + 1 >= times.count {
                result.append(distances[times.count - 1])
            } else {
                let span = times[index + 1] - times[index]
                let share = span > 0 ? (time - times[index]) / span : 1
                result.append(distances[index] + (distances[index + 1] - distances[index]) * min(1, max(0, share)))
            }
        }
        return result
    }

    /// The time `meters` were reached, or `nil` beyond the total.
    func time(atDistance meters: Double) -> Double? {
        guard meters <= total else { return nil }
        guard let index = distances.firstIndex(where: { $0 >= meters }) else { return nil }
        guard index > 0 else { return times[0] }
        let span = distances[index] - distances[index - 1]
        guard span > 0 else { return times[index] }
        return times[index - 1] + (times[index] - times[index - 1]) * (meters - distances[index - 1]) / span
    }

    /// Speeds in metres per second over a trailing window of at least `window` seconds (and at
    /// least one earlier reading), left out where a pause falls inside the window.
    func speeds(window: Double, pauses: [ClosedRange<Double>]) -> [ReportPoint] {
        var points: [ReportPoint] = []
        var earlier = 0
        for index in times.indices.dropFirst() {
            while earlier + 1 < index, times[earlier + 1] <= times[index] - window { earlier += 1 }
            let span = times[index] - times[earlier]
            guard span > 0 else { continue }
            if pauses.contains(where: { $0.upperBound > times[earlier] && $0.lowerBound < times[index] }) { continue }
            points.append(ReportPoint(time: times[index], value: (distances[index] - distances[earlier]) / span))
        }
        return points
    }

}

/// What one chart draws: a named quantity's readings over the workout.
struct ReportSeries: Sendable {
    /// A stable identifier: "heart-rate", "pace", "speed", "elevation", "power", "cadence".
    let id: String
    /// "Heart rate".
    let title: String
    /// "bpm".
    let unit: String
    /// Readings in time order.
    let points: [ReportPoint]
    /// Pace charts put faster (smaller) values at the top.
    let invertsAxis: Bool
    /// Value text for axis labels and the description.
    let format: @Sendable (Double) -> String
    /// Pace axes step in seconds of a clock.
    let isClockValued: Bool

    /// Samples grouped by type as points (seconds since `start` at each sample's end, value),
    /// each group in time order: one pass, 16 bytes a reading, and a sort only where a group
    /// arrived out of order.
    static func grouped(_ samples: [QuantitySample], start: Date) -> [QuantityType: [ReportPoint]] {
        // A dense table by ordinal first: hashing half a million types costs more than the rest.
        var counts = [Int](repeating: 0, count: QuantityType.allCases.count)
        for sample in samples { counts[sample.quantityType.ordinal] += 1 }
        var table = counts.map { count -> [ReportPoint] in
            var group: [ReportPoint] = []
            group.reserveCapacity(count)
            return group
        }
        let origin = start.timeIntervalSinceReferenceDate
        for sample in samples where sample.canonicalValue.isFinite {
            table[sample.quantityType.ordinal].append(
                ReportPoint(time: sample.endDate.timeIntervalSinceReferenceDate - origin, value: sample.canonicalValue))
        }
        var groups: [QuantityType: [ReportPoint]] = [:]
        for type in QuantityType.allCases where !table[type.ordinal].isEmpty {
            let group = table[type.ordinal]
            let ordered = !zip(group, group.dropFirst()).contains { $0.time > $1.time }
            groups[type] = ordered ? group : group.sorted { $0.time < $1.time }
        }
        return groups
    }

    /// Readings of some types (each group in time order) as one series.
    static func points(of types: [QuantityType], in groups: [QuantityType: [ReportPoint]]) -> [ReportPoint] {
        let present = types.compactMap { groups[$0] }
        guard present.count > 1 else { return present.first ?? [] }
        return present.flatMap { $0 }.sorted { $0.time < $1.time }
    }
}

/// Reduces readings to at most two per pixel column (the lowest and the highest, in time
/// order), so a chart of a day-long workout stays small and its peaks survive; a gap in the
/// readings or a pause breaks the line.
enum Downsample {
    /// Runs of points (x in chart units, value) to draw as one line each.
    /// `xs` holds each point's x in chart units.
    static func minMax(
        _ points: [ReportPoint], xs: [Double], columns: Int, xRange: ClosedRange<Double>,
        pauses: [ClosedRange<Double>]
    ) -> [[(x: Double, value: Double)]] {
        guard !points.isEmpty, xs.count == points.count, columns > 0, xRange.upperBound > xRange.lowerBound else {
            return []
        }
        let gap = gapLimit(points)
        var runs: [[(x: Double, value: Double)]] = []
        var run: [(x: Double, value: Double)] = []
        var column = Int.min
        var low: (x: Double, value: Double, time: Double)?
        var high: (x: Double, value: Double, time: Double)?
        var previousTime = -Double.infinity
        func flushColumn() {
            guard let low, let high else { return }
            if low.time == high.time {
                run.append((low.x, low.value))
            } else if low.time < high.time {
                run.append((low.x, low.value))
                run.append((high.x, high.value))
            } else {
                run.append((high.x, high.value))
                run.append((low.x, low.value))
            }
        }
        let width = (xRange.upperBound - xRange.lowerBound) / Double(columns)
        var pauseIndex = 0
        for (point, px) in zip(points, xs) {
            // Pauses are in order: step past those that began before the previous reading.
            while pauseIndex < pauses.count, pauses[pauseIndex].lowerBound < previousTime { pauseIndex += 1 }
            let breaks =
                point.time - previousTime > gap
                || (pauseIndex < pauses.count && pauses[pauseIndex].lowerBound < point.time)
            if breaks {
                flushColumn()
                low = nil
                high = nil
                if !run.isEmpty { runs.append(run) }
                run = []
                column = Int.min
            }
            previousTime = point.time
            guard px.isFinite else { continue }
            // Clamped first, so the conversion is exact and cheap (a point off the plot shares the edge column).
            let thisColumn = Int(min(max((px - xRange.lowerBound) / width, -1), Double(columns)).rounded(.down))
            if thisColumn != column {
                flushColumn()
                low = nil
                high = nil
                column = thisColumn
            }
            if point.value < (low?.value ?? .infinity) { low = (px, point.value, point.time) }
            if point.value > (high?.value ?? -.infinity) { high = (px, point.value, point.time) }
        }
        flushColumn()
        if !run.isEmpty { runs.append(run) }
        return runs
    }

    /// Readings further apart than this are a gap in the line: a minute, or eight times the
    /// usual spacing for sparse series (a pool swim's lengths, a GPX track's irregular points).
    static func gapLimit(_ points: [ReportPoint]) -> Double {
        guard points.count > 2 else { return .infinity }
        var spacings = zip(points.dropFirst(), points).map { $0.time - $1.time }.filter { $0 > 0 }
        guard !spacings.isEmpty else { return .infinity }
        spacings.sort()
        return max(60, 8 * spacings[spacings.count / 2])
    }
}
