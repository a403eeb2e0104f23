import CadenceCore
import Foundation

/// Reads an activity FIT file into a workout: sport, records, timer pauses, laps, lengths,
/// sessions' calories.
public enum FITWorkoutReader {
    /// Decodes `bytes` (leniently) and rebuilds the workout. Records become track points as
    /// they are decoded and no message is kept but the few that describe the whole (sessions,
    /// laps, events, lengths), so a long file takes the memory of its points, not of its messages.
    /// With both sinks, not even the points are held: their dates are, and the build reads the
    /// records again from `bytes` (``StreamedPoints``), unless the file needs its points whole
    /// (records out of time order, no sport to go by, times since the device was switched on).
    public static func read(_ bytes: [UInt8], samples sink: SampleSink? = nil, route routeSink: RouteSink? = nil)
        throws(WorkoutFileError) -> ImportedWorkout
    {
        let streaming = sink != nil && routeSink != nil
        var kept: [FITMessage] = []
        var points: [TrackPoint] = []
        var dates: [Date] = []
        var inTimeOrder = true
        var records = RecordReader()
        let summary: FITDecodingSummary
        do {
            summary = try FITDecoder(options: .lenient).decode(bytes) { message in
                if message.globalNumber == FITProfile.Message.record {
                    guard let point = records.point(message) else { return }
                    if streaming {
                        if let last = dates.last, point.date < last { inTimeOrder = false }
                        dates.append(point.date)
                    } else {
                        points.append(point)
                    }
                } else if keptMessages.contains(message.globalNumber) {
                    // Detached: a kept message would otherwise hold its neighbours' fields.
                    kept.append(message.detached())
                }
            }
        } catch {
            throw .fit(error)
        }
        let file = FITFile(segments: summary.segments, messages: kept, error: summary.error)
        var draft = ActivityDraft()
        if let error = file.error { draft.warnings.append("read up to the damage: \(error)") }
        let sessions = file.messages(FITProfile.Message.session)
        let sports = file.messages(FITProfile.Message.sport)
        let first = sessions.first
        let sport = first?.integer("sport") ?? sports.first?.integer("sport")
        let subSport = first?.integer("sub_sport") ?? sports.first?.integer("sub_sport")
        draft.configuration = FITSport.configuration(
            sport: sport, subSport: subSport, poolLengthMeters: first?.scaled("pool_length"))
        if Set(sessions.compactMap { $0.integer("sport") }).subtracting([3]).count > 1 {
            draft.configuration = WorkoutConfiguration(activityType: .swimBikeRun, locationType: .outdoor)
            draft.metadata["sessions"] = String(sessions.count)
            draft.warnings.append(
                "a multisport file (\(sessions.count) sessions) imports as one swim-bike-run workout; its legs are not kept apart")
        }
        let calories = sessions.compactMap { $0.scaled("total_calories") }.reduce(0, +)
        draft.totalEnergyKilocalories = calories > 0 ? calories : nil
        if let start = sessions.compactMap({ $0.integer("start_time") }).min() {
            draft.start = FITProfile.date(UInt32(clamping: start))
        }
        let ends = sessions.compactMap { session -> Date? in
            guard let start = session.integer("start_time"), let elapsed = session.scaled("total_elapsed_time") else {
                return session.date
            }
            return FITProfile.date(UInt32(clamping: start)).addingTimeInterval(elapsed)
        }
        draft.end = ends.max()

        if let fileID = file.messages(FITProfile.Message.fileID).first {
            if let manufacturer = fileID.integer("manufacturer") {
                draft.metadata["fit.manufacturer"] = String(manufacturer)
            }
            if let product = fileID.integer("product") { draft.metadata["fit.product"] = String(product) }
        }
        draft.metadata["source"] = "fit"

        // Timer events: stop/stop_all pause, start resumes.
        var pausedAt: Date?
        for event in file.messages(FITProfile.Message.event) where event.integer("event") == 0 {
            guard let date = event.date else { continue }
            switch event.integer("event_type") {
            case 1, 4:  // stop, stop_all
                if pausedAt == nil { pausedAt = date }
            case 0:  // start
                if let since = pausedAt, date > since { draft.pauses.append(DateInterval(start: since, end: date)) }
                pausedAt = nil
            default:
                break
            }
        }

        if let since = pausedAt, let end = draft.end, end > since {
            // The timer stopped and the activity ended without a restart: paused to the end.
            draft.pauses.append(DateInterval(start: since, end: end))
        }

        for lap in file.messages(FITProfile.Message.lap) {
            if let start = lap.integer("start_time"), let elapsed = lap.scaled("total_elapsed_time") {
                draft.lapEnds.append(FITProfile.date(UInt32(clamping: start)).addingTimeInterval(elapsed))
            } else if let date = lap.date {
                draft.lapEnds.append(date)
            }
        }

        if draft.configuration.swimmingLocationType == .pool {
            let pool = draft.configuration.lapLengthMeters ?? 25
            for length in file.messages(FITProfile.Message.length) where length.integer("length_type") != 0 {
                guard let end = length.date else { continue }
                let start = length.integer("start_time").map { FITProfile.date(UInt32(clamping: $0)) } ?? end
                draft.lengths.append((end, start, pool, length.scaled("total_strokes")))
            }
        }

        if streaming {
            let latest = [dates.last, draft.end, draft.start].compactMap { $0 }.max()
            if inTimeOrder, !dates.isEmpty, draft.configuration.activityType != .other, let latest,
                latest >= ActivityDraft.relativeTimeLimit
            {
                draft.streamed = StreamedPoints(dates: dates) { visit in forEachPoint(in: bytes, visit) }
            } else {
                forEachPoint(in: bytes) { point in
                    points.append(point)
                    return true
                }
            }
            dates = []
        }
        // Handed over, not shared: the draft changes its points in place, and the decoding
        // closure's hold on them would make that a copy of every record.
        swap(&draft.points, &points)
        guard !draft.points.isEmpty || draft.streamed != nil || draft.start != nil else {
            throw .noWorkout("it has no records and no session")
        }
        draft.shiftRelativeTimes(activity: file.messages(FITProfile.Message.activity).first)
        return try draft.assemble(format: .fit, samples: sink, route: routeSink)
    }

    /// Decodes `bytes` again and gives each record's point to `visit`, until it says `false`.
    private static func forEachPoint(in bytes: [UInt8], _ visit: (TrackPoint) -> Bool) {
        var records = RecordReader()
        var going = true
        // Lenient, as the first reading was: what it read, this reads the same.
        _ = try? FITDecoder(options: .lenient).decode(bytes) { message in
            guard going, message.globalNumber == FITProfile.Message.record, let point = records.point(message) else {
                return
            }
            going = visit(point)
        }
    }

    /// The messages read besides records: the few that describe the whole activity.
    private static let keptMessages: Set<UInt16> = [
        FITProfile.Message.session, FITProfile.Message.sport, FITProfile.Message.fileID, FITProfile.Message.event,
        FITProfile.Message.lap, FITProfile.Message.length, FITProfile.Message.activity,
    ]

    /// Turns `record` messages into track points, with the profile's fields looked up once, and
    /// FR70-style compressed speed/distance (12 bits of speed ×100, 12 bits of distance ×16 that
    /// roll over every 256 m) accumulated across records.
    private struct RecordReader {
        /// The fields read, in slot order: latitude, longitude, altitude, enhanced altitude, heart
        /// rate, cadence, power, speed, enhanced speed, distance, temperature.
        private static let names = [
            "position_lat", "position_long", "altitude", "enhanced_altitude", "heart_rate", "cadence", "power",
            "speed", "enhanced_speed", "distance", "temperature",
        ]
        private static let profile = names.map { FITProfile.field(named: $0, in: FITProfile.Message.record) }
        /// The slot of each field number (or -1), so a record's fields are read in one pass.
        private static let slots: [Int] = {
            var slots = [Int](repeating: -1, count: 256)
            for (slot, field) in profile.enumerated() { if let field { slots[Int(field.number)] = slot } }
            return slots
        }()
        private var accumulated = 0.0
        private var lastCompressed: Double?

        mutating func point(_ record: FITMessage) -> TrackPoint? {
            guard let date = record.date else { return nil }
            var raw = (
                Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan,
                Double.nan, Double.nan, Double.nan
            )
            var compressed: [FITValue]?
            withUnsafeMutableBytes(of: &raw) { buffer in
                let slots = buffer.bindMemory(to: Double.self)
                for field in record.fields {
                    if field.number == 8, case .array(let parts)? = record.value(of: field) { compressed = parts }
                    let slot = Self.slots[Int(field.number)]
                    guard slot >= 0, let value = field.numericValue, let profile = Self.profile[slot] else { continue }
                    // Positions stay in semicircles; the rest take the profile's scale and offset.
                    slots[slot] = slot < 2 ? value : value / profile.scale - profile.offset
                }
            }
            func value(_ slot: Int) -> Double? {
                let found = withUnsafeBytes(of: raw) { $0.load(fromByteOffset: slot * 8, as: Double.self) }
                return found.isNaN ? nil : found
            }
            var point = TrackPoint(date: date)
            if let lat = value(0), let lon = value(1) {
                point.latitude = lat * FITProfile.degreesPerSemicircle
                point.longitude = lon * FITProfile.degreesPerSemicircle
            }
            point.altitude = value(3) ?? value(2)
            point.heartRate = value(4)
            point.cadence = value(5)
            point.power = value(6)
            point.speed = value(8) ?? value(7)
            point.distance = value(9)
            point.temperature = value(10)
            if let parts = compressed, parts.count == 3 {
                let b = parts.map { UInt32(clamping: Int64($0.number ?? 0)) }
                point.speed = Double(b[0] | (b[1] & 0x0F) << 8) / 100
                let raw = Double((b[1] >> 4) | b[2] << 4) / 16
                if let last = lastCompressed {
                    accumulated += raw >= last ? raw - last : raw + 256 - last
                }
                lastCompressed = raw
                point.distance = accumulated
            }
            return point
        }
    }
}

extension ActivityDraft {
    /// The first FIT time that is a real date: below it, times count from when the device was
    /// switched on.
    static let relativeTimeLimit = FITProfile.date(0x1000_0000)

    /// FIT times below 0x10000000 are the device's system time (seconds since it was switched
    /// on), as older watches (the Forerunner 70) write them. The activity message's
    /// `local_timestamp` is then the real (local) time of its `timestamp`: every time of the
    /// file moves by their difference. Local time read as UTC may be off by the time zone's
    /// offset, which the file does not give; the warning says so.
    mutating func shiftRelativeTimes(activity: FITMessage?) {
        let latest = [points.last?.date ?? streamed?.dates.last, end, start].compactMap { $0 }.max()
        guard streamed == nil, let latest, latest < Self.relativeTimeLimit, let activity, let timestamp = activity.integer("timestamp"),
            let local = activity.integer("local_timestamp"), timestamp < 0x1000_0000, local >= 0x1000_0000
        else { return }
        let shift = Double(local - timestamp)
        func moved(_ date: Date) -> Date { date.addingTimeInterval(shift) }
        for index in points.indices { points[index].date = moved(points[index].date) }
        start = start.map(moved)
        end = end.map(moved)
        pauses = pauses.map { DateInterval(start: moved($0.start), end: moved($0.end)) }
        lapEnds = lapEnds.map(moved)
        lengths = lengths.map { (moved($0.end), moved($0.start), $0.meters, $0.strokes) }
        warnings.append(
            "the device wrote times since it was switched on; dated from the activity's local time "
                + "\(moved(FITProfile.date(UInt32(clamping: timestamp))).ISO8601Format()) (the time zone is not in the file)")
    }
}
