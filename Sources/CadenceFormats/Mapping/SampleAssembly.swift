import CadenceCore
import Foundation

/// The samples, laps, lengths and route of one import, made as its points arrive in time order
/// and handed to the builder a batch at a time.
///
/// A struct whose methods mutate it, not local functions over local variables: captured by
/// nested functions, every variable was a box checked at run time on each access (the checks were
/// about one twelfth of a GPX import).
struct SampleAssembly {
    var builder: LiveWorkoutBuilder
    let activity: WorkoutActivityType
    let pool: Bool
    let start: Date
    let end: Date
    let maxSpeed: Double
    let distanceType: QuantityType?
    let activeSeconds: TimeInterval
    let totalEnergyKilocalories: Double?
    let sink: SampleSink?
    let routeSink: RouteSink?
    /// How many points will come, to size ``samples`` as they do.
    let expectedPoints: Int

    /// Lap ends still to come; the last is the workout's end.
    private var lapQueue: [Date]
    private var lapStart: Date
    private var lengthQueue: [(end: Date, start: Date, meters: Double, strokes: Double?)]
    private var previous: TrackPoint?
    private var previousElapsed = 0.0
    /// Samples waiting for the builder: one array, emptied and filled again (a new array per
    /// point cost more than the point's statistics). A lap's end sends them first, so the lap has them.
    private var batch: [QuantitySample] = []
    /// Every sample, when there is no ``sink``.
    private(set) var samples: [QuantitySample] = []
    /// The route, made once at its size and handed over whole (grown by doubling, a long file's
    /// route took half again its size), or sent to ``routeSink`` a batch at a time.
    private var fixes: [LocationSample] = []
    private var pointsDone = 0
    /// Distance steps faster than the sport allows, dropped.
    private(set) var jumps = 0

    init(
        builder: LiveWorkoutBuilder, configuration: WorkoutConfiguration, start: Date, end: Date, maxSpeed: Double,
        distanceType: QuantityType?, lapEnds: [Date], lengths: [(end: Date, start: Date, meters: Double, strokes: Double?)],
        totalEnergyKilocalories: Double?, expectedPoints: Int, expectedFixes: Int, sink: SampleSink?,
        routeSink: RouteSink?
    ) {
        self.builder = builder
        activity = configuration.activityType
        pool = configuration.swimmingLocationType == .pool
        self.start = start
        self.end = end
        self.maxSpeed = maxSpeed
        self.distanceType = distanceType
        activeSeconds = max(1, builder.elapsedTime(at: end))
        self.totalEnergyKilocalories = totalEnergyKilocalories
        self.sink = sink
        self.routeSink = routeSink
        self.expectedPoints = expectedPoints
        // Laps cover the workout, as a recorded one's do (its end closes the last lap): a file
        // without laps is one lap, a last lap that stops short of the end by a few seconds (the
        // session's closing timestamp) runs to it, and a longer rest is a lap of its own.
        var laps = lapEnds.filter { $0 > start && $0 <= end }.sorted()
        if let last = laps.last, end.timeIntervalSince(last) <= ActivityDraft.lapTailSeconds {
            laps[laps.count - 1] = end
        } else {
            laps.append(end)
        }
        lapQueue = laps
        lapStart = start
        lengthQueue = lengths.sorted { $0.end < $1.end }
        batch.reserveCapacity(Self.batchSize + 16)
        if sink == nil { samples.reserveCapacity(expectedPoints * 3) }
        fixes.reserveCapacity(routeSink == nil ? expectedFixes : Self.batchSize * 8)
    }

    /// How many samples wait before they go to the builder together.
    static let batchSize = 512

    /// One point's samples and fix: its measures at its moment, and what it covered since the
    /// previous point unless the timer was paused between them.
    mutating func take(_ point: TrackPoint) throws(WorkoutBuilderError) {
        guard point.date >= start, point.date <= end else { return }
        try flushLaps(through: point.date.addingTimeInterval(-0.000_001))
        let at = point.date
        let elapsed = builder.elapsedTime(at: at)
        if let hr = point.heartRate, hr > 0 {
            batch.append(QuantitySample(type: .heartRate, canonicalValue: hr, start: at, end: at))
        }
        if let power = point.power {
            let type: QuantityType = activity == .cycling ? .cyclingPower : .runningPower
            batch.append(QuantitySample(type: type, canonicalValue: power, start: at, end: at))
        }
        if let speed = point.speed, activity == .cycling || activity == .running {
            let type: QuantityType = activity == .cycling ? .cyclingSpeed : .runningSpeed
            batch.append(QuantitySample(type: type, canonicalValue: speed, start: at, end: at))
        }
        if let cadence = point.cadence, activity == .cycling {
            batch.append(QuantitySample(type: .cyclingCadence, canonicalValue: cadence, start: at, end: at))
        }
        // Cumulative distance counts from the start: what a file's first point already has was
        // covered before it (riding before the GPS had a fix).
        if previous == nil, let distanceType, !pool, let covered = point.distance, covered > 0, point.date > start,
            covered <= maxSpeed * elapsed
        {
            batch.append(QuantitySample(type: distanceType, canonicalValue: covered, start: start, end: point.date))
        }
        if let previous, point.date > previous.date {
            appendSteps(from: previous, to: point, elapsed: elapsed)
        }
        while let length = lengthQueue.first, length.end <= point.date {
            lengthQueue.removeFirst()
            appendLength(length)
        }
        if batch.count >= Self.batchSize { try emit() }
        if let lat = point.latitude, let lon = point.longitude {
            let fix = LocationSample(
                latitude: lat, longitude: lon, altitude: point.altitude, horizontalAccuracy: 5, speed: point.speed,
                timestamp: at)
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

    /// What was covered between two points: distance, steps and a share of the energy.
    private mutating func appendSteps(from previous: TrackPoint, to point: TrackPoint, elapsed: TimeInterval) {
        let interval = DateInterval(start: previous.date, end: point.date)
        let paused = elapsed - previousElapsed < interval.duration * 0.5
        guard !paused else { return }
        if let distanceType, !pool {
            var meters: Double?
            if let a = previous.distance, let b = point.distance {
                meters = max(0, b - a)
            } else if let speed = point.speed, speed >= 0, speed.isFinite {
                // A device's speed (GPS Doppler or a sensor) measures distance better than noisy
                // positions do.
                meters = speed * interval.duration
            } else if let lat0 = previous.latitude, let lon0 = previous.longitude, let lat1 = point.latitude,
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
                    QuantitySample(type: distanceType, canonicalValue: meters, start: interval.start, end: interval.end))
            }
        }
        if let cadence = point.cadence, activity != .cycling, activity.measuresDistance, activity != .swimming {
            // Running cadence is strides (two steps) per minute.
            let steps = (cadence * 2 * interval.duration / 60).rounded()
            if steps > 0 {
                batch.append(
                    QuantitySample(type: .stepCount, canonicalValue: steps, start: interval.start, end: interval.end))
            }
        }
        if let total = totalEnergyKilocalories, total > 0 {
            let share = total * (elapsed - previousElapsed) / activeSeconds
            if share > 0 {
                batch.append(
                    QuantitySample(
                        type: .activeEnergyBurned, canonicalValue: share, start: interval.start, end: interval.end))
            }
        }
    }

    /// A pool length's distance and strokes, from its start (not before the workout's) to its end.
    private mutating func appendLength(_ length: (end: Date, start: Date, meters: Double, strokes: Double?)) {
        let from = max(start, min(length.start, length.end))
        batch.append(QuantitySample(type: .distanceSwimming, canonicalValue: length.meters, start: from, end: length.end))
        if let strokes = length.strokes, strokes > 0 {
            batch.append(QuantitySample(type: .swimmingStrokeCount, canonicalValue: strokes, start: from, end: length.end))
        }
    }

    /// Closes every lap that ends by `date`, after sending the samples before it.
    private mutating func flushLaps(through date: Date) throws(WorkoutBuilderError) {
        if let lap = lapQueue.first, lap <= date { try emit() }
        while let lap = lapQueue.first, lap <= date {
            try builder.add([WorkoutEvent(type: .lap, dateInterval: DateInterval(start: lapStart, end: lap))])
            lapStart = lap
            lapQueue.removeFirst()
        }
    }

    /// Sends the waiting samples to the builder, in time order, and to ``sink`` or ``samples``.
    private mutating func emit() throws(WorkoutBuilderError) {
        guard !batch.isEmpty else { return }
        if batch.count > 1, zip(batch, batch.dropFirst()).contains(where: { $0.endDate > $1.endDate }) {
            batch.sort { $0.endDate < $1.endDate }
        }
        try builder.add(batch)
        if let sink {
            sink(batch)
        } else {
            if samples.count + batch.count > samples.capacity, pointsDone > 0 {
                // Room for the rest of the points at the rate of samples so far: grown by
                // doubling, the samples were copied whole each time.
                let perPoint = Double(samples.count + batch.count) / Double(pointsDone)
                let rest = Int(saturating: perPoint * Double(max(0, expectedPoints - pointsDone)))
                samples.reserveCapacity(samples.count + batch.count + min(rest, 1 << 28) + 16)
            }
            samples += batch
        }
        batch.removeAll(keepingCapacity: true)
    }

    /// After the last point: the route, the lengths that end after it, the waiting samples, the
    /// laps still open and the end of collection. The workout is the builder's to finish.
    mutating func finish() throws(WorkoutBuilderError) {
        if let routeSink {
            if !fixes.isEmpty { routeSink(fixes) }
        } else {
            // Taken out whole: the builder keeps this buffer as its route, never a copy.
            var route: [LocationSample] = []
            swap(&route, &fixes)
            try builder.add(route)
        }
        for length in lengthQueue where length.end <= end { appendLength(length) }
        lengthQueue = []
        try emit()
        try flushLaps(through: end)
        try builder.endCollection(at: end)
    }
}
