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
            var assembly = SampleAssembly(
                builder: consume builder, configuration: configuration, start: start, end: end, maxSpeed: maxSpeed,
                distanceType: distanceType, lapEnds: lapEnds, lengths: lengths,
                totalEnergyKilocalories: totalEnergyKilocalories, expectedPoints: points.count,
                expectedFixes: routeSink == nil
                    ? points.reduce(0) { $0 + ($1.latitude != nil && $1.longitude != nil ? 1 : 0) } : 0,
                sink: sink, routeSink: routeSink)
            var dropped = self.dropped
            if let streamed {
                var checks = PointChecks(activity: configuration.activityType)
                try streamed.forEachKept { (point: inout TrackPoint) throws(WorkoutBuilderError) -> Bool in
                    checks.apply(to: &point)
                    try assembly.take(point)
                    return true
                }
                dropped.merge(checks.dropped, uniquingKeysWith: +)
            } else {
                for point in points { try assembly.take(point) }
            }
            try assembly.finish()
            let jumps = assembly.jumps
            let workout = try assembly.builder.finishWorkout()
            var warnings = self.warnings
            warnings.insert(contentsOf: Self.droppedWarnings(dropped), at: min(droppedWarningsIndex, warnings.count))
            if jumps > 0 {
                warnings.append(
                    "dropped \(jumps) distance step\(jumps == 1 ? "" : "s") faster than \(maxSpeed.formatted()) m/s")
            }
            return ImportedWorkout(workout: workout, samples: assembly.samples, format: format, warnings: warnings)
        } catch {
            throw .invalid(error.description)
        }
    }

    /// Whether any point (its values checked) satisfies `predicate`, held or streamed.
    private func anyPoint(_ predicate: (TrackPoint) -> Bool) throws(WorkoutBuilderError) -> Bool {
        if let streamed { return try streamed.contains(activity: configuration.activityType, where: predicate) }
        return points.contains(where: predicate)
    }

    /// The longest rest after a file's last lap that still belongs to it (seconds).
    static let lapTailSeconds: TimeInterval = 5
}
