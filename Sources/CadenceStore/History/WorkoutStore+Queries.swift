import CadenceCore
import Foundation

extension WorkoutStore {
    private static let summaryColumns = """
        id, activity_type, location_type, swimming_location_type, lap_length_m, start, "end", duration,
        total_distance_m, total_energy_kcal, average_heart_rate, lap_count, metadata
        """

    private func summary(_ row: Row) -> WorkoutSummary {
        let configuration = WorkoutConfiguration(
            activityType: WorkoutActivityType(rawValue: UInt(max(0, row.int64(1)))) ?? .other,
            locationType: WorkoutSessionLocationType(rawValue: row.int(2)) ?? .unknown,
            swimmingLocationType: WorkoutSwimmingLocationType(rawValue: row.int(3)) ?? .unknown,
            lapLength: row.optionalDouble(4).map { Quantity($0, .meter) })
        return WorkoutSummary(
            id: row.int64(0), configuration: configuration, startDate: row.date(5), endDate: row.date(6),
            duration: row.double(7), totalDistanceMeters: row.optionalDouble(8),
            totalEnergyKilocalories: row.optionalDouble(9), averageHeartRateBPM: row.optionalDouble(10),
            lapCount: row.int(11), metadata: JSONCoding.decode([String: String].self, from: row.string(12)) ?? [:])
    }

    /// Workouts that started in `interval` (all when `nil`), of one activity (all when `nil`),
    /// newest first.
    public func workouts(
        in interval: DateInterval? = nil, activityType: WorkoutActivityType? = nil, limit: Int? = nil
    ) throws(DatabaseError) -> [WorkoutSummary] {
        var conditions: [String] = []
        var values: [any DatabaseValueConvertible] = []
        if let interval {
            conditions.append("start >= ? AND start < ?")
            values += [interval.start, interval.end]
        }
        if let activityType {
            conditions.append("activity_type = ?")
            values.append(Int64(activityType.rawValue))
        }
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let limitClause = limit.map { " LIMIT \(max(0, $0))" } ?? ""
        return try database.prepare(
            "SELECT \(Self.summaryColumns) FROM workout \(whereClause) ORDER BY start DESC, id DESC\(limitClause)"
        ).map(values) { row in summary(row) }
    }

    /// The summary of one workout, or `nil`.
    public func summary(id: Int64) throws(DatabaseError) -> WorkoutSummary? {
        try database.prepare("SELECT \(Self.summaryColumns) FROM workout WHERE id = ?").map([id]) { summary($0) }.first
    }

    /// The most recent workout's id, or `nil` when history is empty.
    public func latestWorkoutID() throws(DatabaseError) -> Int64? {
        try database.scalarInt("SELECT id FROM workout ORDER BY start DESC, id DESC LIMIT 1")
    }

    /// One workout with its events, statistics, laps, splits and route, or `nil`.
    public func workout(id: Int64) throws(DatabaseError) -> StoredWorkout? {
        guard let summary = try summary(id: id) else { return nil }
        let statisticsText = try database.prepare("SELECT statistics FROM workout WHERE id = ?").map([id]) {
            $0.string(0)
        }
        let statistics =
            statisticsText.first.flatMap { JSONCoding.decode([QuantityType: Statistics].self, from: $0) } ?? [:]
        let events = try database.prepare(
            "SELECT type, start, \"end\", metadata FROM workout_event WHERE workout_id = ? ORDER BY start, rowid"
        ).map([id]) { row in
            WorkoutEvent(
                type: WorkoutEventType(rawValue: row.int(0)) ?? .marker,
                dateInterval: DateInterval(start: row.date(1), end: max(row.date(1), row.date(2))),
                metadata: JSONCoding.decode([String: String].self, from: row.string(3)) ?? [:])
        }
        let splits = try database.prepare(
            """
            SELECT unit, idx, start, "end", duration, average_heart_rate FROM workout_split
            WHERE workout_id = ? ORDER BY unit = 'mile', idx
            """
        ).map([id]) { row in
            WorkoutSplit(
                unit: SplitUnit(rawValue: row.string(0)) ?? .kilometer, index: row.int(1), startDate: row.date(2),
                endDate: row.date(3), duration: row.double(4), averageHeartRateBPM: row.optionalDouble(5))
        }
        let workout = Workout(
            configuration: summary.configuration, startDate: summary.startDate, endDate: summary.endDate,
            duration: summary.duration, events: events, allStatistics: statistics, laps: try laps(workoutID: id),
            splits: splits, route: try route(workoutID: id), metadata: summary.metadata)
        return StoredWorkout(id: id, workout: workout)
    }

    /// A workout's laps, in order.
    public func laps(workoutID id: Int64) throws(DatabaseError) -> [WorkoutLap] {
        try database.prepare(
            """
            SELECT idx, start, "end", duration, distance_m, energy_kcal, average_heart_rate FROM workout_lap
            WHERE workout_id = ? ORDER BY idx
            """
        ).map([id]) { row in
            WorkoutLap(
                index: row.int(0), startDate: row.date(1), endDate: row.date(2), duration: row.double(3),
                distanceMeters: row.double(4), activeEnergyKilocalories: row.double(5),
                averageHeartRateBPM: row.optionalDouble(6))
        }
    }

    /// A workout's GPS route, in time order.
    public func route(workoutID id: Int64) throws(DatabaseError) -> [LocationSample] {
        try database.prepare(
            """
            SELECT timestamp, latitude, longitude, altitude, accuracy, speed, course FROM workout_route
            WHERE workout_id = ? ORDER BY timestamp, rowid
            """
        ).map([id]) { row in
            LocationSample(
                latitude: row.double(1), longitude: row.double(2), altitude: row.optionalDouble(3),
                horizontalAccuracy: row.double(4), speed: row.optionalDouble(5), course: row.optionalDouble(6),
                timestamp: row.date(0))
        }
    }

    /// A workout's samples of one type, optionally within `interval`, in time order.
    ///
    /// With `maxPoints`, samples are downsampled for a chart: the interval is cut into that many
    /// equal buckets, and each bucket with samples becomes one sample spanning them — the sum of
    /// its values for a cumulative type, the mean for a discrete one.
    public func samples(
        workoutID id: Int64, type: QuantityType, in interval: DateInterval? = nil, maxPoints: Int? = nil
    ) throws(DatabaseError) -> [QuantitySample] {
        var range = ""
        var values: [any DatabaseValueConvertible] = [id, type.rawValue]
        if let interval {
            range = " AND start >= ? AND \"end\" <= ?"
            values += [interval.start, interval.end]
        }
        guard let maxPoints, maxPoints > 0 else {
            return try database.prepare(
                "SELECT start, \"end\", value FROM workout_sample WHERE workout_id = ? AND type = ?\(range) ORDER BY start, rowid"
            ).map(values) { row in
                QuantitySample(type: type, canonicalValue: row.double(2), start: row.date(0), end: row.date(1))
            }
        }
        let bounds = try database.prepare(
            "SELECT min(start), max(\"end\"), count(*) FROM workout_sample WHERE workout_id = ? AND type = ?\(range)"
        ).map(values) { row in (row.double(0), row.double(1), row.int(2)) }
        guard let (first, last, count) = bounds.first, count > 0 else { return [] }
        let lower = interval?.start.timeIntervalSinceReferenceDate ?? first
        let upper = interval?.end.timeIntervalSinceReferenceDate ?? last
        let width = max((upper - lower) / Double(maxPoints), 1e-9)
        let aggregate = type.aggregationStyle.isCumulative ? "sum(value)" : "avg(value)"
        return try database.prepare(
            """
            SELECT min(start), max("end"), \(aggregate), min(CAST((start - ?) / ? AS INTEGER), ?) AS bucket
            FROM workout_sample WHERE workout_id = ? AND type = ?\(range) GROUP BY bucket ORDER BY bucket
            """
        ).map([lower, width, Int64(maxPoints - 1)] + values) { row in
            QuantitySample(type: type, canonicalValue: row.double(2), start: row.date(0), end: row.date(1))
        }
    }

    /// Totals for workouts that started in `interval`, from the summary rows alone.
    public func totals(in interval: DateInterval) throws(DatabaseError) -> WorkoutTotals {
        try database.prepare(
            """
            SELECT count(*), coalesce(sum(duration), 0), coalesce(sum(total_distance_m), 0),
                coalesce(sum(total_energy_kcal), 0)
            FROM workout WHERE start >= ? AND start < ?
            """
        ).map([interval.start, interval.end]) { row in
            WorkoutTotals(
                dateInterval: interval, workoutCount: row.int(0), duration: row.double(1),
                distanceMeters: row.double(2),
                energyKilocalories: row.double(3))
        }.first
            ?? WorkoutTotals(
                dateInterval: interval, workoutCount: 0, duration: 0, distanceMeters: 0, energyKilocalories: 0)
    }

    /// Totals for a calendar period around `now` (weeks follow `calendar`'s first weekday).
    public func totals(for period: SummaryPeriod, now: Date, calendar: Calendar) throws(DatabaseError) -> WorkoutTotals
    {
        try totals(in: period.dateInterval(containing: now, calendar: calendar))
    }
}
