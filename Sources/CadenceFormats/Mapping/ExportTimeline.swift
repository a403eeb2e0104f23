import CadenceCore
import Foundation

/// A workout and its samples laid out as the points files store: one point per route fix and
/// per heart-rate reading, each with the latest values of the other measurements and the
/// cumulative distance.
struct ExportTimeline {
    let workout: Workout
    let points: [TrackPoint]
    /// The laps as files need them: the workout's laps, then a closing lap to the end if the
    /// last mark was before it (FIT and TCX need at least one lap covering the activity).
    let laps: [DateInterval]
    /// Pause intervals (pause → resume; a trailing pause runs to the end).
    let pauses: [DateInterval]
    /// A pool swim's lengths in time order, from its distance samples and the strokes over the
    /// same interval; empty for anything else.
    let lengths: [(start: Date, end: Date, meters: Double, strokes: Double?)]

    init(workout: Workout, samples: [QuantitySample], wholeSeconds: Bool) {
        self.workout = workout
        let sorted = samples.sorted { $0.endDate < $1.endDate }
        var times = Set<Double>()
        func key(_ date: Date) -> Double {
            wholeSeconds ? date.timeIntervalSince1970.rounded(.down) : date.timeIntervalSince1970
        }
        for fix in workout.route { times.insert(key(fix.timestamp)) }
        for sample in sorted where sample.quantityType == .heartRate || sample.quantityType.isDistance {
            times.insert(key(sample.endDate))
        }
        if times.isEmpty {
            times.insert(key(workout.startDate))
            times.insert(key(workout.endDate))
        }
        let ordered = times.sorted().filter {
            $0 >= key(workout.startDate) && $0 <= key(workout.endDate) + (wholeSeconds ? 1 : 0)
        }
        var routeIndex = 0
        var sampleIndex = 0
        var distance = 0.0
        var latest: [QuantityType: Double] = [:]
        var fix: LocationSample?
        var points: [TrackPoint] = []
        let route = workout.route.sorted { $0.timestamp < $1.timestamp }
        for time in ordered {
            let limit = time + (wholeSeconds ? 0.999_999 : 0)
            while sampleIndex < sorted.count, sorted[sampleIndex].endDate.timeIntervalSince1970 <= limit {
                let sample = sorted[sampleIndex]
                if sample.quantityType.isDistance {
                    distance += sample.canonicalValue
                } else {
                    latest[sample.quantityType] = sample.canonicalValue
                }
                sampleIndex += 1
            }
            fix = nil
            while routeIndex < route.count, route[routeIndex].timestamp.timeIntervalSince1970 <= limit {
                fix = route[routeIndex]
                routeIndex += 1
            }
            var point = TrackPoint(date: Date(timeIntervalSince1970: time))
            if let fix {
                point.latitude = fix.latitude
                point.longitude = fix.longitude
                point.altitude = fix.altitude
            }
            point.heartRate = latest[.heartRate]
            point.cadence = latest[.cyclingCadence]
            point.power = latest[.cyclingPower] ?? latest[.runningPower]
            point.speed = latest[.runningSpeed] ?? latest[.cyclingSpeed] ?? fix?.speed
            point.distance = distance
            points.append(point)
        }
        self.points = points

        var laps: [DateInterval] = workout.laps.map { DateInterval(start: $0.startDate, end: $0.endDate) }
        let lastEnd = laps.last?.end ?? workout.startDate
        if workout.endDate > lastEnd || laps.isEmpty {
            laps.append(DateInterval(start: lastEnd, end: max(lastEnd, workout.endDate)))
        }
        self.laps = laps

        var pauses: [DateInterval] = []
        var pausedAt: Date?
        for event in workout.events.sorted(by: { $0.date < $1.date }) {
            switch event.type {
            case .pause, .motionPaused: pausedAt = pausedAt ?? event.date
            case .resume, .motionResumed:
                if let since = pausedAt { pauses.append(DateInterval(start: since, end: max(since, event.date))) }
                pausedAt = nil
            default: break
            }
        }
        if let since = pausedAt { pauses.append(DateInterval(start: since, end: max(since, workout.endDate))) }
        self.pauses = pauses

        var lengths: [(start: Date, end: Date, meters: Double, strokes: Double?)] = []
        if workout.configuration.swimmingLocationType == .pool {
            var strokes: [DateInterval: Double] = [:]
            for sample in samples where sample.quantityType == .swimmingStrokeCount {
                strokes[DateInterval(start: sample.startDate, end: sample.endDate), default: 0] += sample.canonicalValue
            }
            lengths = sorted.filter { $0.quantityType == .distanceSwimming && $0.canonicalValue > 0 }
                .map {
                    ($0.startDate, $0.endDate, $0.canonicalValue, strokes[DateInterval(start: $0.startDate, end: $0.endDate)])
                }
        }
        self.lengths = lengths
    }

    func isPaused(_ date: Date) -> Bool { pauses.contains { $0.start < date && date < $0.end } }

    /// Active time inside `interval`: its length minus the pauses in it.
    func activeTime(_ interval: DateInterval) -> TimeInterval {
        var total = interval.duration
        for pause in pauses {
            let lower = max(pause.start, interval.start)
            let upper = min(pause.end, interval.end)
            if upper > lower { total -= upper.timeIntervalSince(lower) }
        }
        return max(0, total)
    }
}
