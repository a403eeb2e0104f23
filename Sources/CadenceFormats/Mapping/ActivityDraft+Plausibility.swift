import CadenceCore
import Foundation

extension ActivityDraft {
    /// The longest gap between two records of one activity; records beyond it belong to no
    /// activity this file describes (a clock reset, a garbage record dated 2085).
    static let longestGap: TimeInterval = 12 * 3600

    /// Drops what no body, sport or clock produces (``Plausibility``), with one warning per kind
    /// and count, and makes the file's own summary yield to its records where they disagree.
    ///
    /// - Throws: ``WorkoutFileError/implausible(_:)`` for a whole that cannot be a workout.
    mutating func applyPlausibility() throws(WorkoutFileError) {
        dropped = [:]
        func drop(_ what: String, _ count: Int = 1) { if count > 0 { dropped[what, default: 0] += count } }
        var first: Date?
        var last: Date?
        if var streamed {
            // In time order and finite already (the reader streams nothing else); the values
            // are checked as the build reads them again.
            streamed.kept = keptRecords(streamed.dates)
            first = streamed.firstDate
            last = streamed.lastDate
            self.streamed = streamed
        } else {
            // Taken out of self and changed in place: a long file's points are not copied.
            var points: [TrackPoint] = []
            swap(&points, &self.points)
            points.removeAll { !$0.date.timeIntervalSinceReferenceDate.isFinite }
            if zip(points, points.dropFirst()).contains(where: { $0.date > $1.date }) {
                points.sort { $0.date < $1.date }
            }
            let kept = keptRecords(points.lazy.map(\.date))
            if kept != points.indices { points = Array(points[kept]) }
            var checks = PointChecks(activity: configuration.activityType)
            for index in points.indices { checks.apply(to: &points[index]) }
            dropped.merge(checks.dropped, uniquingKeysWith: +)
            self.points = points
            first = points.first?.date
            last = points.last?.date
        }

        // The file's summary against its records: the records win when they disagree by hours.
        if let first, let last {
            if let start, abs(start.timeIntervalSince(first)) > Self.longestGap {
                warnings.append(
                    "the file's start \(start.ISO8601Format()) contradicts its first record at \(first.ISO8601Format()); the records win")
                self.start = nil
            }
            if let end, abs(end.timeIntervalSince(last)) > Self.longestGap {
                warnings.append(
                    "the file's end \(end.ISO8601Format()) contradicts its last record at \(last.ISO8601Format()); the records win")
                self.end = nil
            }
        }
        let spanStart = [first, start].compactMap { $0 }.min()
        let spanEnd = [last, end].compactMap { $0 }.max()
        if let spanStart, let spanEnd {
            let span = max(0, spanEnd.timeIntervalSince(spanStart))
            if span < 1 {
                let count = streamed?.kept.count ?? points.count
                throw .implausible(
                    count > 1
                        ? "its \(count) records all carry one time (within a second), \(spanStart.ISO8601Format()): the file has no timing"
                        : "it has one moment (\(spanStart.ISO8601Format())) and no duration")
            }
            if span > Plausibility.longestWorkout {
                throw .implausible(
                    "the activity runs \((span / 86400).formatted(.number.precision(.fractionLength(1)))) days, "
                        + "from \(spanStart.ISO8601Format()) to \(spanEnd.ISO8601Format()); a workout lasts at most 7 days")
            }
            if let energy = totalEnergyKilocalories, !(0...max(60, span)).contains(energy) {
                warnings.append(
                    "the file's \(energy.formatted()) kcal is more than anyone burns in \(Int(saturating: span / 60)) minutes; energy dropped")
                totalEnergyKilocalories = nil
            }
            // Laps and pauses within the activity; one ending in the year 506713 is the file's garbage.
            let laps = lapEnds.count
            // (A lap may close a little after the last record: devices write the lap message last.)
            lapEnds = lapEnds.filter { $0 >= spanStart && $0 <= spanEnd.addingTimeInterval(Self.longestGap) }
            drop("lap ends outside the activity", laps - lapEnds.count)
            let pauseCount = pauses.count
            let latest = spanEnd.addingTimeInterval(Self.longestGap)
            pauses = pauses.compactMap { pause in
                guard pause.end > spanStart, pause.start < latest else { return nil }
                return DateInterval(start: max(pause.start, spanStart), end: min(pause.end, latest))
            }
            drop("pauses outside the activity", pauseCount - pauses.count)
        }
        let lengthCount = lengths.count
        lengths = lengths.filter {
            $0.meters.isFinite && (0...200).contains($0.meters) && ($0.strokes.map { (0...1000).contains($0) } ?? true)
        }
        drop("pool lengths longer than 200 m", lengthCount - lengths.count)
        // The counts are said where they stand now once the build is done: a streamed file's
        // values are only checked then.
        droppedWarningsIndex = warnings.count
    }

    /// The lines that say what ``applyPlausibility()`` and the build dropped, one per kind.
    static func droppedWarnings(_ dropped: [String: Int]) -> [String] {
        dropped.sorted(by: { $0.key < $1.key }).map { "dropped \($0.value) \($0.key)" }
    }

    /// The time checks, on the records' dates in time order: records before 2000 go unless
    /// every record is older, and of the runs split by gaps over 12 h only the one with the most
    /// records stays. Returns the indices kept.
    private mutating func keptRecords<Dates: RandomAccessCollection<Date>>(_ dates: Dates) -> Range<Int>
    where Dates.Index == Int {
        var kept = dates.startIndex..<dates.endIndex
        let older = dates.prefix { $0 < Plausibility.earliestDate }.count
        if older > 0, older < dates.count {
            dropped["records dated before 2000", default: 0] += older
            kept = kept.lowerBound + older..<kept.upperBound
        }
        guard kept.count > 1 else { return kept }
        var runs: [Range<Int>] = []
        var runStart = kept.lowerBound
        for index in kept.lowerBound + 1..<kept.upperBound
        where dates[index].timeIntervalSince(dates[index - 1]) > Self.longestGap {
            runs.append(runStart..<index)
            runStart = index
        }
        runs.append(runStart..<kept.upperBound)
        guard runs.count > 1, let main = runs.max(by: { $0.count < $1.count }) else { return kept }
        let outside = kept.count - main.count
        let stray = runs.filter { $0 != main }.map { dates[$0.lowerBound].ISO8601Format() }
        warnings.append(
            "dropped \(outside) record\(outside == 1 ? "" : "s") more than 12 h away from the activity's "
                + "other records (from \(stray.prefix(3).joined(separator: ", ")))")
        return main
    }

    /// Refuses a built workout faster than its sport allows.
    static func checkPlausible(_ workout: Workout) throws(WorkoutFileError) {
        let activity = workout.configuration.activityType
        guard let meters = workout.totalDistance?.value, workout.duration > 0 else { return }
        let speed = meters / workout.duration
        let limit = Plausibility.maximumSpeed(for: activity)
        if !speed.isFinite || speed > limit {
            throw .implausible(
                "\(activity.name) of \((meters / 1000).formatted(.number.precision(.fractionLength(1)))) km in "
                    + "\(Int(saturating: workout.duration / 60)) minutes averages \(speed.formatted(.number.precision(.fractionLength(1)))) m/s, "
                    + "more than the \(limit.formatted()) m/s the sport allows")
        }
    }
}

extension ActivityDraft {
    /// The sport a file without one must be, when its speed and cadence leave no doubt: running
    /// (2–6.5 m/s at 70–105 strides a minute), walking (0.7–2 m/s at 50–70) or cycling
    /// (4–20 m/s at 50–120 rpm). Both measures are needed, and exactly one sport may fit;
    /// otherwise the workout stays `other` (a cross-country ski at a running pace has no
    /// running cadence).
    func inferredSport() -> (WorkoutConfiguration, String)? {
        let cadences = points.compactMap(\.cadence).filter { $0 > 0 }.sorted()
        guard cadences.count >= 10 else { return nil }
        var speeds = points.compactMap(\.speed).filter { $0 > 0.3 }
        if speeds.count < 10 {
            speeds = []
            for (a, b) in zip(points, points.dropFirst()) {
                let seconds = b.date.timeIntervalSince(a.date)
                guard seconds > 0, seconds < 60 else { continue }
                var meters: Double?
                if let d0 = a.distance, let d1 = b.distance {
                    meters = d1 - d0
                } else if let lat0 = a.latitude, let lon0 = a.longitude, let lat1 = b.latitude, let lon1 = b.longitude {
                    meters = LocationSample(latitude: lat0, longitude: lon0, timestamp: a.date)
                        .distance(to: LocationSample(latitude: lat1, longitude: lon1, timestamp: b.date))
                }
                if let meters, meters / seconds > 0.3 { speeds.append(meters / seconds) }
            }
        }
        guard speeds.count >= 10 else { return nil }
        speeds.sort()
        let speed = speeds[speeds.count / 2]
        let cadence = cadences[cadences.count / 2]
        let candidates: [(WorkoutActivityType, ClosedRange<Double>, ClosedRange<Double>)] = [
            (.running, 2...6.5, 70...105), (.walking, 0.7...2, 50...70), (.cycling, 4...20, 50...120),
        ]
        let fits = candidates.filter { $0.1.contains(speed) && $0.2.contains(cadence) }
        guard fits.count == 1, let sport = fits.first?.0 else { return nil }
        let reason =
            "no sport in the file: read as \(sport.name) from its median speed "
            + "\(speed.formatted(.number.precision(.fractionLength(1)))) m/s and cadence \(Int(saturating: cadence.rounded()))"
        return (WorkoutConfiguration(activityType: sport, locationType: configuration.locationType), reason)
    }
}

/// The checks of one point's values on their own: a value no body, sport or sensor produces
/// is dropped and counted by kind.
struct PointChecks {
    let activity: WorkoutActivityType
    let maxSpeed: Double
    /// What was dropped, by kind, as ``ActivityDraft/droppedWarnings(_:)`` says it.
    private(set) var dropped: [String: Int] = [:]

    init(activity: WorkoutActivityType) {
        self.activity = activity
        self.maxSpeed = Plausibility.maximumSpeed(for: activity)
    }

    mutating func apply(to point: inout TrackPoint) {
        if let hr = point.heartRate, hr != 0, !Plausibility.heartRate.contains(hr) {
            point.heartRate = nil
            drop("heart rates outside 20…250 bpm")
        }
        if let power = point.power, !Plausibility.power.contains(power) {
            point.power = nil
            drop("power values outside 0…3,000 W")
        }
        if let cadence = point.cadence, !Plausibility.cadence.contains(cadence) {
            point.cadence = nil
            drop("cadences outside 0…250")
        }
        if let speed = point.speed, !(0...maxSpeed).contains(speed) {
            point.speed = nil
            drop("speeds above \(maxSpeed.formatted()) m/s for \(activity.name)")
        }
        if let altitude = point.altitude, !Plausibility.altitude.contains(altitude) {
            point.altitude = nil
            drop("altitudes outside -500…9,000 m")
        }
        if let latitude = point.latitude, let longitude = point.longitude {
            if !(-90...90).contains(latitude) || !(-180...180).contains(longitude) {
                point.latitude = nil
                point.longitude = nil
                drop("positions off the globe")
            }
        } else if point.latitude != nil || point.longitude != nil {
            point.latitude = nil
            point.longitude = nil
        }
        if let distance = point.distance, !(0...Plausibility.longestWorkout * maxSpeed).contains(distance) {
            point.distance = nil
            drop("distances below zero or beyond a week at the sport's top speed")
        }
        if let temperature = point.temperature, !(-60...70).contains(temperature) {
            point.temperature = nil
        }
    }

    private mutating func drop(_ what: String) { dropped[what, default: 0] += 1 }
}
