import CadenceCore
import Foundation

/// One moment of a recorded activity, as files store it (a FIT record, a GPX or TCX track point).
///
/// Each measure is kept as a plain `Double` with NaN for "not recorded" (80 bytes a point, where
/// nine optionals took 152): a long file's points are most of an import's memory.
struct TrackPoint: Sendable {
    var date: Date
    private var values: (Double, Double, Double, Double, Double, Double, Double, Double, Double) = (
        .nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan, .nan
    )

    init(
        date: Date, latitude: Double? = nil, longitude: Double? = nil, altitude: Double? = nil,
        heartRate: Double? = nil, cadence: Double? = nil, power: Double? = nil, speed: Double? = nil,
        distance: Double? = nil, temperature: Double? = nil
    ) {
        self.date = date
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.heartRate = heartRate
        self.cadence = cadence
        self.power = power
        self.speed = speed
        self.distance = distance
        self.temperature = temperature
    }

    /// The measure in `slot` (0 latitude … 8 temperature, as the properties below), NaN for none.
    private subscript(slot slot: Int) -> Double? {
        get {
            let value = withUnsafeBytes(of: values) { $0.load(fromByteOffset: slot * 8, as: Double.self) }
            return value.isNaN ? nil : value
        }
        set {
            withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: newValue ?? .nan, toByteOffset: slot * 8, as: Double.self) }
        }
    }

    var latitude: Double? { get { self[slot: 0] } set { self[slot: 0] = newValue } }
    var longitude: Double? { get { self[slot: 1] } set { self[slot: 1] = newValue } }
    var altitude: Double? { get { self[slot: 2] } set { self[slot: 2] = newValue } }
    var heartRate: Double? { get { self[slot: 3] } set { self[slot: 3] = newValue } }
    var cadence: Double? { get { self[slot: 4] } set { self[slot: 4] = newValue } }
    var power: Double? { get { self[slot: 5] } set { self[slot: 5] = newValue } }
    var speed: Double? { get { self[slot: 6] } set { self[slot: 6] = newValue } }
    /// Cumulative distance in metres, when the file records it.
    var distance: Double? { get { self[slot: 7] } set { self[slot: 7] = newValue } }
    var temperature: Double? { get { self[slot: 8] } set { self[slot: 8] = newValue } }
}

/// What any file says about an activity, before it becomes a ``Workout``.
struct ActivityDraft: Sendable {
    var configuration = WorkoutConfiguration(activityType: .other)
    var points: [TrackPoint] = []
    var start: Date?
    var end: Date?
    var pauses: [DateInterval] = []
    var lapEnds: [Date] = []
    var totalEnergyKilocalories: Double?
    /// Pool lengths (distance and strokes at their end), for pool swims.
    var lengths: [(end: Date, start: Date, meters: Double, strokes: Double?)] = []
    var metadata: [String: String] = [:]
    var warnings: [String] = []
    /// A long file's points read again from its bytes for each pass, in place of ``points``.
    var streamed: StreamedPoints?
    /// What the checks dropped, by kind, and where in ``warnings`` to say it.
    var dropped: [String: Int] = [:]
    var droppedWarningsIndex = 0

    /// Builds the workout through CadenceCore's builder: pauses, then samples and lap marks in
    /// time order, after dropping what is implausible (``applyPlausibility()``).
    /// Mutating, so that a long file's points are changed where they are, never copied: a
    /// consuming call on a reader's draft (which its decoding closures capture) copied the draft
    /// and so every record. With `sink`, samples go to it in time order as they are made and the
    /// result holds none; with `route`, the route goes to it and the workout has none.
    mutating func assemble(format: WorkoutFileFormat, samples sink: SampleSink? = nil, route routeSink: RouteSink? = nil)
        throws(WorkoutFileError) -> ImportedWorkout
    {
        try applyPlausibility()
        if configuration.activityType == .other {
            if let (configuration, reason) = inferredSport() {
                self.configuration = configuration
                warnings.append(reason)
            } else {
                warnings.append("no sport in the file: imported as an other workout")
            }
        }
        let imported = try build(format: format, sink: sink, routeSink: routeSink)
        try Self.checkPlausible(imported.workout)
        return imported
    }

    private func build(format: WorkoutFileFormat, sink: SampleSink?, routeSink: RouteSink?) throws(WorkoutFileError)
        -> ImportedWorkout
    {
        let maxSpeed = Plausibility.maximumSpeed(for: configuration.activityType)
        var jumps = 0
        // In time order already (``applyPlausibility()`` sorted them).
        let points = self.points
        let firstDate = streamed.map(\.firstDate) ?? points.first?.date
        let lastDate = streamed.map(\.lastDate) ?? points.last?.date
        guard let first = firstDate ?? start, let last = lastDate ?? end else {
            throw .noWorkout("it has no timed points")
        }
        let start = min(self.start ?? first, first)
        var end = max(self.end ?? last, last, lapEnds.max() ?? start, start)
        // A pause that lasts until the end, with nothing recorded after it, is the end: the timer
        // stopped there and never ran again (a device's closing stop, a session saved later). Kept, it would be a pause no
        // file format but FIT can say, and the workout would not come back the same.
        if let trailing = pauses.max(by: { $0.start < $1.start }), trailing.start > start,
            trailing.end >= end.addingTimeInterval(-Self.lapTailSeconds), last <= trailing.end
        {
            end = trailing.start
        }
        var builder = LiveWorkoutBuilder(configuration: configuration)
        for type in QuantityType.allCases where type != .dietaryWater { builder.enableCollection(for: type) }
        var samples: [QuantitySample] = []
        if sink == nil { samples.reserveCapacity(points.count * 3) }
        do {
            try builder.beginCollection(at: start)
            var events: [WorkoutEvent] = []
            for pause in pauses.sorted(by: { $0.start < $1.start }) where pause.end > start && pause.start < end {
                events.append(WorkoutEvent(type: .pause, date: max(pause.start, start)))
                events.append(WorkoutEvent(type: .resume, date: min(pause.end, end)))
            }
            try builder.add(events)
            try builder.addMetadata(metadata)

            // An activity without a distance type of its own still covers ground when it has positions.
            var distanceType = QuantityType.distanceType(for: configuration.activityType)
            if distanceType == nil, try anyPoint({ $0.latitude != nil || $0.distance != nil }) {
                distanceType = .distanceWalkingRunning
            }
            let activeSeconds = max(1, builder.elapsedTime(at: end))
            var lapQueue = lapEnds.filter { $0 > start && $0 <= end }.sorted()
            // Laps cover the workout, as a recorded one's do (its end closes the last lap): a
            // file without laps is one lap, a last lap that stops short of the end by a few seconds
            // (the session's closing timestamp) runs to it, and a longer rest is a lap of its own.
            if let last = lapQueue.last, end.timeIntervalSince(last) <= Self.lapTailSeconds {
                lapQueue[lapQueue.count - 1] = end
            } else {
                lapQueue.append(end)
            }
            var lapStart = start
            var previous: TrackPoint?
            var lengthQueue = lengths.sorted { $0.end < $1.end }
            // Samples wait in `batch` for a few hundred points (a call of the builder per point
            // cost more than its checks); a lap's end sends them first, so the lap has them.
            var batch: [QuantitySample] = []
            var pointsDone = 0
            func flushLaps(through date: Date) throws(WorkoutBuilderError) {
                if let lap = lapQueue.first, lap <= date { try emit(&batch) }
                while let lap = lapQueue.first, lap <= date {
                    try builder.add([WorkoutEvent(type: .lap, dateInterval: DateInterval(start: lapStart, end: lap))])
                    lapStart = lap
                    lapQueue.removeFirst()
                }
            }
            func emit(_ batch: inout [QuantitySample]) throws(WorkoutBuilderError) {
                guard !batch.isEmpty else { return }
                if batch.count > 1, zip(batch, batch.dropFirst()).contains(where: { $0.endDate > $1.endDate }) {
                    batch.sort { $0.endDate < $1.endDate }
                }
                try builder.add(batch)
                if let sink {
                    sink(batch)
                } else {
                    if samples.count + batch.count > samples.capacity, pointsDone > 0 {
                        // Room for the rest of the points at the rate of samples so far: grown
                        // by doubling, the samples were copied whole each time.
                        let perPoint = Double(samples.count + batch.count) / Double(pointsDone)
                        let rest = Int(saturating: perPoint * Double(max(0, points.count - pointsDone)))
                        samples.reserveCapacity(samples.count + batch.count + min(rest, 1 << 28) + 16)
                    }
                    samples += batch
                }
                batch.removeAll(keepingCapacity: true)
            }
            // One batch, emptied and filled again: a new array per point cost more than the
            // point's statistics. The fixes are the route, made once at its size and handed over
            // whole (grown by doubling, a long file's route took half again its size), or sent to
            // `routeSink` a batch at a time.
            batch.reserveCapacity(Self.batchSize + 16)
            var fixes: [LocationSample] = []
            if routeSink == nil {
                fixes.reserveCapacity(points.reduce(0) { $0 + ($1.latitude != nil && $1.longitude != nil ? 1 : 0) })
            } else {
                fixes.reserveCapacity(Self.batchSize * 8)
            }
            var previousElapsed = 0.0
            func take(_ point: TrackPoint) throws(WorkoutBuilderError) {
                guard point.date >= start, point.date <= end else { return }
                try flushLaps(through: point.date.addingTimeInterval(-0.000_001))
                let at = point.date
                let elapsed = builder.elapsedTime(at: at)
                if let hr = point.heartRate, hr > 0 {
                    batch.append(QuantitySample(type: .heartRate, canonicalValue: hr, start: at, end: at))
                }
                if let power = point.power {
                    let type: QuantityType = configuration.activityType == .cycling ? .cyclingPower : .runningPower
                    batch.append(QuantitySample(type: type, canonicalValue: power, start: at, end: at))
                }
                if let speed = point.speed {
                    let type: QuantityType = configuration.activityType == .cycling ? .cyclingSpeed : .runningSpeed
                    if configuration.activityType == .cycling || configuration.activityType == .running {
                        batch.append(QuantitySample(type: type, canonicalValue: speed, start: at, end: at))
                    }
                }
                if let cadence = point.cadence, configuration.activityType == .cycling {
                    batch.append(QuantitySample(type: .cyclingCadence, canonicalValue: cadence, start: at, end: at))
                }
                // Cumulative distance counts from the start: what a file's first point already
                // has was covered before it (riding before the GPS had a fix).
                if previous == nil, let distanceType, configuration.swimmingLocationType != .pool,
                    let covered = point.distance, covered > 0, point.date > start,
                    covered <= maxSpeed * elapsed
                {
                    batch.append(
                        QuantitySample(type: distanceType, canonicalValue: covered, start: start, end: point.date))
                }
                if let previous, point.date > previous.date {
                    let interval = DateInterval(start: previous.date, end: point.date)
                    let paused = elapsed - previousElapsed < interval.duration * 0.5
                    if let distanceType, configuration.swimmingLocationType != .pool, !paused {
                        var meters: Double?
                        if let a = previous.distance, let b = point.distance {
                            meters = max(0, b - a)
                        } else if let speed = point.speed, speed >= 0, speed.isFinite {
                            // A device's speed (GPS Doppler or a sensor) measures distance better than
                            // noisy positions do.
                            meters = speed * interval.duration
                        } else if let lat0 = previous.latitude, let lon0 = previous.longitude,
                            let lat1 = point.latitude,
                            let lon1 = point.longitude
                        {
                            meters = LocationSample(latitude: lat0, longitude: lon0, timestamp: previous.date)
                                .distance(to: LocationSample(latitude: lat1, longitude: lon1, timestamp: point.date))
                        }
                        if let found = meters, !found.isFinite || found > maxSpeed * interval.duration {
                            // Faster than the sport allows: a GPS jump or a garbage record.
                            jumps += 1
                            meters = nil
                        }
                        if let meters, meters > 0 {
                            batch.append(
                                QuantitySample(
                                    type: distanceType, canonicalValue: meters, start: interval.start, end: interval.end
                                ))
                        }
                    }
                    if let cadence = point.cadence, configuration.activityType != .cycling,
                        configuration.activityType.measuresDistance,
                        configuration.activityType != .swimming, !paused
                    {
                        // Running cadence is strides (two steps) per minute.
                        let steps = (cadence * 2 * interval.duration / 60).rounded()
                        if steps > 0 {
                            batch.append(
                                QuantitySample(
                                    type: .stepCount, canonicalValue: steps, start: interval.start, end: interval.end))
                        }
                    }
                    if let total = totalEnergyKilocalories, total > 0, !paused {
                        let share = total * (elapsed - previousElapsed) / activeSeconds
                        if share > 0 {
                            batch.append(
                                QuantitySample(
                                    type: .activeEnergyBurned, canonicalValue: share, start: interval.start,
                                    end: interval.end))
                        }
                    }
                }
                while let length = lengthQueue.first, length.end <= point.date {
                    lengthQueue.removeFirst()
                    let from = max(start, min(length.start, length.end))
                    batch.append(
                        QuantitySample(
                            type: .distanceSwimming, canonicalValue: length.meters, start: from, end: length.end))
                    if let strokes = length.strokes, strokes > 0 {
                        batch.append(
                            QuantitySample(
                                type: .swimmingStrokeCount, canonicalValue: strokes, start: from, end: length.end))
                    }
                }
                if batch.count >= Self.batchSize { try emit(&batch) }
                if let lat = point.latitude, let lon = point.longitude {
                    let fix = LocationSample(
                        latitude: lat, longitude: lon, altitude: point.altitude, horizontalAccuracy: 5,
                        speed: point.speed, timestamp: at)
                    if fix.invalidityReason == nil { fixes.append(fix) }
                    if let routeSink, fixes.count >= Self.batchSize * 8 {
                        routeSink(fixes)
                        fixes.removeAll(keepingCapacity: true)
                    }
                }
                previous = point
                previousElapsed = elapsed
                pointsDone += 1
            }
            var dropped = self.dropped
            if let streamed {
                var checks = PointChecks(activity: configuration.activityType)
                try streamed.forEachKept { (point: inout TrackPoint) throws(WorkoutBuilderError) -> Bool in
                    checks.apply(to: &point)
                    try take(point)
                    return true
                }
                dropped.merge(checks.dropped, uniquingKeysWith: +)
            } else {
                for point in points { try take(point) }
            }
            if let routeSink {
                if !fixes.isEmpty { routeSink(fixes) }
            } else {
                // Taken out whole: the builder keeps this buffer as its route, never a copy.
                var route: [LocationSample] = []
                swap(&route, &fixes)
                try builder.add(route)
            }
            var tail = batch
            batch = []
            for length in lengthQueue where length.end <= end {
                let from = max(start, min(length.start, length.end))
                tail.append(
                    QuantitySample(type: .distanceSwimming, canonicalValue: length.meters, start: from, end: length.end)
                )
                if let strokes = length.strokes, strokes > 0 {
                    tail.append(
                        QuantitySample(
                            type: .swimmingStrokeCount, canonicalValue: strokes, start: from, end: length.end))
                }
            }
            try emit(&tail)
            try flushLaps(through: end)
            try builder.endCollection(at: end)
            let workout = try builder.finishWorkout()
            var warnings = self.warnings
            warnings.insert(contentsOf: Self.droppedWarnings(dropped), at: min(droppedWarningsIndex, warnings.count))
            if jumps > 0 {
                warnings.append(
                    "dropped \(jumps) distance step\(jumps == 1 ? "" : "s") faster than \(maxSpeed.formatted()) m/s")
            }
            return ImportedWorkout(workout: workout, samples: samples, format: format, warnings: warnings)
        } catch {
            throw .invalid(error.description)
        }
    }

    /// Whether any point (its values checked) satisfies `predicate`, held or streamed.
    private func anyPoint(_ predicate: (TrackPoint) -> Bool) throws(WorkoutBuilderError) -> Bool {
        if let streamed { return try streamed.contains(activity: configuration.activityType, where: predicate) }
        return points.contains(where: predicate)
    }

    /// How many samples wait before they go to the builder together.
    static let batchSize = 512

    /// The longest rest after a file's last lap that still belongs to it (seconds).
    static let lapTailSeconds: TimeInterval = 5
}
