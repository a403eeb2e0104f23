import Foundation

/// Collects a workout's samples and events and keeps its live statistics: HealthKit's
/// `HKLiveWorkoutBuilder` as a pure value.
///
/// The order is enforced, as HealthKit does: ``beginCollection(at:)`` → ``add(_:)-(…)`` (samples,
/// locations, events, metadata) → ``endCollection(at:)`` → ``finishWorkout()`` (or
/// ``discardWorkout()``). A call out of order throws a ``WorkoutBuilderError`` and changes nothing.
/// Samples that start before the workout or end after its end are rejected with a reason;
/// samples of types that are not collected are ignored and counted.
///
/// Statistics, laps and splits are updated incrementally: O(1) per sample, and memory that does
/// not grow with the number of samples (only the route keeps every location fix).
///
/// ```swift
/// var builder = LiveWorkoutBuilder(configuration: config)
/// try builder.beginCollection(at: start)
/// try builder.add([QuantitySample(type: .heartRate, quantity: Quantity(140, .countPerMinute), date: start + 1)])
/// builder.statistics(for: .heartRate)?.averageQuantity()   // 140 count/min
/// try builder.endCollection(at: start + 600)
/// let workout = try builder.finishWorkout()
/// ```
public struct LiveWorkoutBuilder: Sendable, Hashable {
    /// Where the builder is in its life.
    public enum Phase: String, Sendable, Hashable, Codable {
        case notStarted, collecting, ended, finished, discarded
    }

    /// What is recorded.
    public let configuration: WorkoutConfiguration
    /// Where the builder is in its life.
    public private(set) var phase: Phase = .notStarted
    /// When collection began.
    public private(set) var startDate: Date?
    /// When collection ended.
    public private(set) var endDate: Date?
    /// The types whose samples are aggregated; starts as the configuration's generated types.
    public private(set) var typesToCollect: Set<QuantityType>
    /// Samples ignored because their type is not collected, per type.
    public private(set) var ignoredSampleCounts: [QuantityType: Int] = [:]
    /// Events, sorted by date.
    public private(set) var workoutEvents: [WorkoutEvent] = []
    /// Metadata, merged (later keys overwrite).
    public private(set) var metadata: [String: String] = [:]
    /// Accepted location fixes, in arrival order.
    public private(set) var route: [LocationSample] = []
    /// Laps closed so far.
    public private(set) var laps: [WorkoutLap] = []

    /// Statistics per type, indexed by ``QuantityType/ordinal`` (no hashing per sample).
    private var statisticsTable = [Statistics?](repeating: nil, count: QuantityType.allCases.count)
    /// ``typesToCollect`` as bits by ordinal, for the per-sample check.
    private var collectedMask: UInt32 = 0
    private var pauses = PauseTimeline()
    private var currentLap = SegmentAccumulator()
    private var kilometerSplits: SplitTracker?
    private var mileSplits: SplitTracker?

    /// Creates a builder that collects the configuration's generated types.
    public init(configuration: WorkoutConfiguration) {
        self.configuration = configuration
        self.typesToCollect = configuration.generatedTypes
        self.collectedMask = Self.mask(configuration.generatedTypes)
    }

    /// How many samples were ignored because their type is not collected.
    public var ignoredSampleCount: Int { ignoredSampleCounts.values.reduce(0, +) }

    /// The distance type that drives splits: the activity's own, if it has one.
    private var splitDistanceType: QuantityType? { QuantityType.distanceType(for: configuration.activityType) }

    // MARK: Collection types

    /// Starts aggregating samples of `type` (`HKLiveWorkoutDataSource.enableCollection(for:predicate:)`).
    public mutating func enableCollection(for type: QuantityType) {
        typesToCollect.insert(type)
        collectedMask = Self.mask(typesToCollect)
    }

    /// Stops aggregating samples of `type`; later samples of it are ignored and counted.
    public mutating func disableCollection(for type: QuantityType) {
        typesToCollect.remove(type)
        collectedMask = Self.mask(typesToCollect)
    }

    private static func mask(_ types: Set<QuantityType>) -> UInt32 {
        types.reduce(0) { $0 | 1 << UInt32($1.ordinal) }
    }

    /// Every type's statistics so far.
    private var allStatistics: [QuantityType: Statistics] {
        var all: [QuantityType: Statistics] = [:]
        for type in QuantityType.allCases {
            if let statistics = statisticsTable[type.ordinal] { all[type] = statistics }
        }
        return all
    }

    // MARK: Order

    /// `beginCollection(at:)`: sets the start date and activates the builder.
    ///
    /// - Throws: ``WorkoutBuilderError/collectionAlreadyStarted`` or
    ///   ``WorkoutBuilderError/workoutAlreadyFinished(operation:)``.
    public mutating func beginCollection(at date: Date) throws(WorkoutBuilderError) {
        switch phase {
        case .notStarted: break
        case .finished, .discarded: throw .workoutAlreadyFinished(operation: "begin collection")
        case .collecting, .ended: throw .collectionAlreadyStarted
        }
        startDate = date
        phase = .collecting
        kilometerSplits = SplitTracker(unit: .kilometer, start: date)
        mileSplits = SplitTracker(unit: .mile, start: date)
    }

    /// `endCollection(at:)`: sets the end date; required before ``finishWorkout()``.
    public mutating func endCollection(at date: Date) throws(WorkoutBuilderError) {
        let start = try requireStarted("end collection")
        if phase == .ended { throw .collectionAlreadyEnded }
        guard date >= start else { throw .endBeforeStart(start: start, end: date) }
        endDate = date
        phase = .ended
    }

    /// `finishWorkout()`: returns the finished ``Workout``. The builder accepts nothing afterwards.
    public mutating func finishWorkout() throws(WorkoutBuilderError) -> Workout {
        let start = try requireStarted("finish the workout")
        guard phase == .ended, let end = endDate else { throw .collectionNotEnded }
        phase = .finished
        let splits = (kilometerSplits?.splits ?? []) + (mileSplits?.splits ?? [])
        return Workout(
            configuration: configuration, startDate: start, endDate: end, duration: elapsedTime(at: end),
            events: workoutEvents, allStatistics: allStatistics, laps: laps, splits: splits, route: route,
            metadata: metadata)
    }

    /// `discardWorkout()`: ends the builder without a workout.
    public mutating func discardWorkout() throws(WorkoutBuilderError) {
        if phase == .finished || phase == .discarded { throw .workoutAlreadyFinished(operation: "discard the workout") }
        phase = .discarded
    }

    @discardableResult
    private func requireStarted(_ operation: String) throws(WorkoutBuilderError) -> Date {
        switch phase {
        case .notStarted: throw .collectionNotStarted(operation: operation)
        case .finished, .discarded: throw .workoutAlreadyFinished(operation: operation)
        case .collecting, .ended: return startDate ?? .distantPast
        }
    }

    // MARK: Reading

    /// Active time at `date`: from the start to `date` (or the end, if earlier), minus every
    /// pause→resume interval and an open pause. Zero before collection begins.
    ///
    /// Like HealthKit's, it can decrease if pause events for the past are added later.
    public func elapsedTime(at date: Date) -> TimeInterval {
        guard let startDate else { return 0 }
        let until = endDate.map { min($0, date) } ?? date
        return pauses.activeTime(from: startDate, to: until)
    }

    /// Statistics over every collected sample of `type`, or `nil` if none arrived.
    public func statistics(for type: QuantityType) -> Statistics? { statisticsTable[type.ordinal] }

    /// The splits completed so far (kilometres, then miles).
    public var splits: [WorkoutSplit] { (kilometerSplits?.splits ?? []) + (mileSplits?.splits ?? []) }

    /// The date the lap in progress began.
    public var currentLapStartDate: Date? {
        workoutEvents.last(where: { $0.type == .lap })?.date ?? startDate
    }
}

// MARK: - Adding

extension LiveWorkoutBuilder {
    /// Adds quantity samples (`add(_:)`). Samples of types not collected are ignored and counted.
    ///
    /// The batch is checked first and added only if every sample is acceptable.
    /// - Returns: how many samples were aggregated (the rest were ignored as not collected).
    /// - Throws: an order error, or ``WorkoutBuilderError/sampleRejected(index:reason:)`` naming
    ///   the first bad sample: before the start, after the end, ending before it starts, a value
    ///   that is not finite, a negative cumulative value, or a unit that does not fit the type.
    @discardableResult
    public mutating func add(_ samples: [QuantitySample]) throws(WorkoutBuilderError) -> Int {
        let start = try requireStarted("add samples")
        for index in samples.indices {
            if let reason = rejectionReason(for: samples[index], start: start) {
                throw .sampleRejected(index: index, reason: reason)
            }
        }
        var accepted = 0
        for index in samples.indices {
            let type = samples[index].quantityType
            guard collectedMask & (1 << UInt32(type.ordinal)) != 0 else {
                ignoredSampleCounts[type, default: 0] += 1
                continue
            }
            aggregate(samples[index])
            accepted += 1
        }
        return accepted
    }

    /// Adds location fixes to the route. The batch is added only if every fix is acceptable.
    public mutating func add(_ locations: [LocationSample]) throws(WorkoutBuilderError) {
        let start = try requireStarted("add locations")
        for (index, location) in locations.enumerated() {
            if let reason = location.invalidityReason {
                throw .sampleRejected(index: index, reason: reason)
            }
            if let reason = outsideReason(start: location.timestamp, end: location.timestamp, workoutStart: start) {
                throw .sampleRejected(index: index, reason: reason)
            }
        }
        // The first batch becomes the route as it is (an import's whole route is one batch),
        // so a long route is never held twice.
        if route.isEmpty { route = locations } else { route += locations }
    }

    /// Adds workout events (`addWorkoutEvents(_:)`), keeping them sorted by date.
    ///
    /// - Throws: ``WorkoutBuilderError/eventRejected(index:reason:)`` for an event outside the
    ///   workout, an instant-only type given a duration, or a `resume` before any pause.
    public mutating func add(_ events: [WorkoutEvent]) throws(WorkoutBuilderError) {
        let start = try requireStarted("add events")
        for (index, event) in events.enumerated() {
            if let reason = outsideReason(
                start: event.dateInterval.start, end: event.dateInterval.end, workoutStart: start)
            {
                throw .eventRejected(index: index, reason: reason)
            }
            if !event.type.allowsDuration, event.dateInterval.duration > 0 {
                throw .eventRejected(
                    index: index, reason: "a \(event.type.name) event is an instant but has a duration")
            }
        }
        var merged = workoutEvents
        for event in events {
            let position = merged.lastIndex(where: { $0.date <= event.date }).map { $0 + 1 } ?? 0
            merged.insert(event, at: position)
        }
        if let first = merged.first(where: { $0.type == .pause || $0.type == .resume }), first.type == .resume {
            throw .eventRejected(index: 0, reason: "the first pause/resume event of a workout cannot be a resume")
        }
        workoutEvents = merged
        pauses = PauseTimeline(sortedEvents: merged)
        for event in events where event.type == .lap {
            closeLap(at: event)
        }
    }

    /// Merges metadata (`addMetadata(_:)`): later keys overwrite earlier ones.
    public mutating func addMetadata(_ entries: [String: String]) throws(WorkoutBuilderError) {
        try requireStarted("add metadata")
        metadata.merge(entries) { _, new in new }
    }

    private func outsideReason(start: Date, end: Date, workoutStart: Date) -> String? {
        if end < start { return "it ends at \(end.ISO8601Format()), before it starts at \(start.ISO8601Format())" }
        if start < workoutStart {
            return
                "it starts at \(start.ISO8601Format()), before the workout's start at \(workoutStart.ISO8601Format())"
        }
        if let endDate, end > endDate {
            return "it ends at \(end.ISO8601Format()), after the workout's end at \(endDate.ISO8601Format())"
        }
        return nil
    }

    private func rejectionReason(for sample: QuantitySample, start: Date) -> String? {
        if let reason = outsideReason(start: sample.startDate, end: sample.endDate, workoutStart: start) {
            return reason
        }
        let type = sample.quantityType
        let dimension = sample.quantity.unit.dimension
        guard dimension == type.canonicalDimension || (type.canonicalDimension == .speed && dimension == .pace) else {
            return "unit \(sample.quantity.unit.symbol) does not fit \(type.rawValue) (\(type.canonicalUnit.symbol))"
        }
        let value = sample.canonicalValue
        guard value.isFinite else { return "value \(sample.quantity.value) is not finite" }
        if type.aggregationStyle.isCumulative, value < 0 {
            return "\(type.rawValue) is cumulative, so \(value) \(type.canonicalUnit.symbol) cannot be negative"
        }
        return nil
    }

    private mutating func aggregate(_ sample: QuantitySample) {
        let type = sample.quantityType
        let value = sample.canonicalValue
        let slot = type.ordinal
        if statisticsTable[slot] == nil { statisticsTable[slot] = Statistics(quantityType: type) }
        statisticsTable[slot]!.add(canonicalValue: value, start: sample.startDate, end: sample.endDate)
        switch type {
        case .heartRate:
            currentLap.addHeartRate(value)
            kilometerSplits?.addHeartRate(value)
            mileSplits?.addHeartRate(value)
        case .activeEnergyBurned:
            currentLap.energyKilocalories += value
        default:
            break
        }
        guard type.isDistance else { return }
        currentLap.distanceMeters += value
        guard type == (splitDistanceType ?? type) else { return }
        let timeline = pauses
        let active: (Date, Date) -> TimeInterval = { timeline.activeTime(from: $0, to: $1) }
        kilometerSplits?.addDistance(meters: value, start: sample.startDate, end: sample.endDate, activeTime: active)
        mileSplits?.addDistance(meters: value, start: sample.startDate, end: sample.endDate, activeTime: active)
    }

    private mutating func closeLap(at event: WorkoutEvent) {
        let lapStart = event.dateInterval.start
        laps.append(
            WorkoutLap(
                index: laps.count + 1, startDate: lapStart, endDate: event.date,
                duration: pauses.activeTime(from: lapStart, to: event.date),
                distanceMeters: currentLap.distanceMeters, activeEnergyKilocalories: currentLap.energyKilocalories,
                averageHeartRateBPM: currentLap.averageHeartRate))
        currentLap = SegmentAccumulator()
    }
}
