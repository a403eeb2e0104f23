import CadenceCore
import Foundation

/// Writes activity FIT files that Garmin's own decoder reads cleanly: file_id first,
/// device_info, a timer start, records (timestamp, position in semicircles, distance, speed,
/// heart rate, cadence, power, altitude), timer stop/start around every pause, laps, a timer
/// stop, one session with elapsed and timer time, exactly one activity, ascending timestamps,
/// little-endian, 14-byte header with its CRC, and the file CRC.
public struct FITEncoder: Sendable {
    /// The manufacturer id written in file_id and device_info (255: development).
    public var manufacturer: UInt16 = 255
    /// The product id.
    public var product: UInt16 = 1
    /// The serial number.
    public var serialNumber: UInt32 = 0x00CA_DE00

    public init() {}

    /// Encodes a workout and its samples.
    public func encode(_ workout: Workout, samples: [QuantitySample]) -> Data {
        let timeline = ExportTimeline(workout: workout, samples: samples, wholeSeconds: true)
        var writer = FITWriter()
        let start = FITProfile.timestamp(workout.startDate)
        let end = max(start, FITProfile.timestamp(workout.endDate))
        let (sport, subSport) = FITSport.sport(for: workout.configuration)

        // Local message types: 0 file_id, 1 device_info, 2 event, 3 record, 4 lap, 5 session, 6 activity,
        // 7 length.
        writer.define(
            local: 0, global: FITProfile.Message.fileID,
            fields: [(0, 1, 0x00), (1, 2, 0x84), (2, 2, 0x84), (3, 4, 0x8C), (4, 4, 0x86)])
        writer.data(local: 0, [4, UInt64(manufacturer), UInt64(product), UInt64(serialNumber), UInt64(start)])
        writer.define(
            local: 1, global: FITProfile.Message.deviceInfo,
            fields: [(253, 4, 0x86), (0, 1, 0x02), (2, 2, 0x84), (4, 2, 0x84), (3, 4, 0x8C)])
        writer.data(local: 1, [UInt64(start), 0, UInt64(manufacturer), UInt64(product), UInt64(serialNumber)])
        writer.define(
            local: 2, global: FITProfile.Message.event,
            fields: [(253, 4, 0x86), (0, 1, 0x00), (1, 1, 0x00), (4, 1, 0x02)])
        writer.define(
            local: 3, global: FITProfile.Message.record,
            fields: [
                (253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (5, 4, 0x86), (6, 2, 0x84), (3, 1, 0x02), (4, 1, 0x02),
                (7, 2, 0x84), (2, 2, 0x84),
            ])
        writer.define(
            local: 4, global: FITProfile.Message.lap,
            fields: [
                (253, 4, 0x86), (2, 4, 0x86), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86), (11, 2, 0x84), (15, 1, 0x02),
                (16, 1, 0x02),
                (0, 1, 0x00), (1, 1, 0x00), (24, 1, 0x00), (25, 1, 0x00), (39, 1, 0x00), (254, 2, 0x84),
            ])

        // Pool swims: one length message (local 7) per swum length, from the distance samples
        // and the strokes over the same interval, in time order among the records.
        let lengths = timeline.lengths
        if workout.configuration.swimmingLocationType == .pool {
            writer.define(
                local: 7, global: FITProfile.Message.length,
                fields: [
                    (253, 4, 0x86), (254, 2, 0x84), (0, 1, 0x00), (1, 1, 0x00), (2, 4, 0x86), (3, 4, 0x86), (4, 4, 0x86),
                    (5, 2, 0x84), (12, 1, 0x00),
                ])
        }
        var lengthIndex = 0
        func emitLengths(through date: Date) {
            while lengthIndex < lengths.count, lengths[lengthIndex].end <= date {
                let length = lengths[lengthIndex]
                let timestamp = max(lastTimestamp, FITProfile.timestamp(length.end))
                let seconds = max(0, length.end.timeIntervalSince(length.start))
                writer.data(
                    local: 7,
                    [
                        UInt64(timestamp), UInt64(lengthIndex), 28, 1, UInt64(FITProfile.timestamp(length.start)),
                        UInt64(saturating: seconds * 1000), UInt64(saturating: seconds * 1000),
                        length.strokes.map { UInt64(saturating: min(65534, $0.rounded())) } ?? 0xFFFF, 1,
                    ])
                lastTimestamp = timestamp
                lengthIndex += 1
            }
        }

        writer.data(local: 2, [UInt64(start), 0, 0, 0])  // timer start
        var lapIndex = 0
        var pauseIndex = 0
        let pauses = timeline.pauses
        var lastTimestamp = start
        func emitLap(_ lap: DateInterval) {
            let lapStart = FITProfile.timestamp(lap.start)
            let lapEnd = max(lapStart, FITProfile.timestamp(lap.end))
            let inLap = timeline.points.filter { $0.date >= lap.start && $0.date <= lap.end }
            let distance = (inLap.last?.distance ?? 0) - (timeline.points.last { $0.date < lap.start }?.distance ?? 0)
            let heartRates = inLap.compactMap(\.heartRate)
            let active = workout.duration > 0 ? timeline.activeTime(lap) : lap.duration
            let energy =
                (workout.totalEnergyBurned?.value ?? 0) * (workout.duration > 0 ? active / workout.duration : 0)
            writer.data(
                local: 4,
                [
                    UInt64(max(lapEnd, lastTimestamp)), UInt64(lapStart), UInt64(saturating: lap.duration * 1000),
                    UInt64(saturating: active * 1000),
                    UInt64(saturating: max(0, distance) * 100), UInt64(saturating: min(65534, energy.rounded())),
                    heartRates.isEmpty
                        ? 0xFF : UInt64(saturating: min(254, (heartRates.reduce(0, +) / Double(heartRates.count)).rounded())),
                    heartRates.isEmpty ? 0xFF : UInt64(saturating: min(254, heartRates.max() ?? 0)), 9, 1, 0, UInt64(sport),
                    UInt64(subSport),
                    UInt64(lapIndex),
                ])
            lastTimestamp = max(lapEnd, lastTimestamp)
            lapIndex += 1
        }
        func emitPauses(through date: Date) {
            while pauseIndex < pauses.count, pauses[pauseIndex].start <= date {
                let pause = pauses[pauseIndex]
                // Timer stop_all at the pause.
                lastTimestamp = max(lastTimestamp, FITProfile.timestamp(pause.start))
                writer.data(local: 2, [UInt64(lastTimestamp), 0, 4, 0])
                if pause.end < workout.endDate {
                    // Laps that ended during the pause come before the restart, in time order.
                    while lapIndex < timeline.laps.count, timeline.laps[lapIndex].end <= pause.end {
                        emitLap(timeline.laps[lapIndex])
                    }
                    lastTimestamp = max(lastTimestamp, FITProfile.timestamp(pause.end))
                    writer.data(local: 2, [UInt64(lastTimestamp), 0, 0, 0])  // start
                }
                pauseIndex += 1
            }
        }
        /// Lengths, laps and pauses up to `date`, in time order.
        func emitEvents(through date: Date) {
            while pauseIndex < pauses.count, pauses[pauseIndex].start <= date {
                let pauseStart = pauses[pauseIndex].start
                emitLengths(through: pauseStart)
                while lapIndex < timeline.laps.count, timeline.laps[lapIndex].end <= pauseStart {
                    emitLap(timeline.laps[lapIndex])
                }
                emitPauses(through: pauseStart)
            }
            emitLengths(through: date)
        }
        for point in timeline.points {
            emitEvents(through: point.date)
            while lapIndex < timeline.laps.count, timeline.laps[lapIndex].end < point.date {
                emitLap(timeline.laps[lapIndex])
            }
            let timestamp = max(lastTimestamp, FITProfile.timestamp(point.date))
            lastTimestamp = timestamp
            func semicircles(_ degrees: Double?) -> UInt64 {
                guard let degrees else { return 0x7FFF_FFFF }
                return UInt64(
                    UInt32(bitPattern: Int32(clamping: Int64(saturating: (degrees / FITProfile.degreesPerSemicircle).rounded()))))
            }
            func scaled(_ value: Double?, _ scale: Double, _ offset: Double = 0, max: Double, invalid: UInt64) -> UInt64
            {
                guard let value, value.isFinite else { return invalid }
                let raw = ((value + offset) * scale).rounded()
                return raw < 0 || raw > max ? invalid : UInt64(raw)
            }
            writer.data(
                local: 3,
                [
                    UInt64(timestamp), point.latitude == nil ? 0x7FFF_FFFF : semicircles(point.latitude),
                    point.longitude == nil ? 0x7FFF_FFFF : semicircles(point.longitude),
                    scaled(point.distance, 100, max: 4_294_967_294, invalid: 0xFFFF_FFFF),
                    scaled(point.speed, 1000, max: 65534, invalid: 0xFFFF),
                    scaled(point.heartRate, 1, max: 254, invalid: 0xFF),
                    scaled(point.cadence, 1, max: 254, invalid: 0xFF),
                    scaled(point.power, 1, max: 65534, invalid: 0xFFFF),
                    scaled(point.altitude, 5, 500, max: 65534, invalid: 0xFFFF),
                ])
        }
        // What comes after the last record (a pool swim's records stop early): lengths, laps and
        // pauses in time order.
        emitEvents(through: .distantFuture)
        while lapIndex < timeline.laps.count { emitLap(timeline.laps[lapIndex]) }
        let finalTimestamp = max(lastTimestamp, end)
        if pauses.last.map({ $0.end < workout.endDate }) ?? true {
            writer.data(local: 2, [UInt64(finalTimestamp), 0, 4, 0])  // stop_all
        }

        writer.define(
            local: 5, global: FITProfile.Message.session,
            fields: [
                (253, 4, 0x86), (2, 4, 0x86), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86), (11, 2, 0x84), (16, 1, 0x02),
                (17, 1, 0x02),
                (5, 1, 0x00), (6, 1, 0x00), (25, 2, 0x84), (26, 2, 0x84), (0, 1, 0x00), (1, 1, 0x00), (28, 1, 0x00),
                (44, 2, 0x84),
            ])
        let heartRate = workout.statistics(for: .heartRate)
        writer.data(
            local: 5,
            [
                UInt64(finalTimestamp), UInt64(start),
                UInt64(saturating: workout.endDate.timeIntervalSince(workout.startDate) * 1000),
                UInt64(saturating: max(0, workout.duration) * 1000), UInt64(saturating: max(0, workout.totalDistance?.value ?? 0) * 100),
                UInt64(saturating: min(65534, (workout.totalEnergyBurned?.value ?? 0).rounded())),
                heartRate?.averageQuantity().map { UInt64(saturating: min(254, $0.value.rounded())) } ?? 0xFF,
                heartRate?.maximumQuantity().map { UInt64(saturating: min(254, $0.value.rounded())) } ?? 0xFF, UInt64(sport),
                UInt64(subSport), 0,
                UInt64(timeline.laps.count), 8, 1, 0,
                workout.configuration.lapLengthMeters.map { UInt64(saturating: ($0 * 100).rounded()) } ?? 0xFFFF,
            ])
        writer.define(
            local: 6, global: FITProfile.Message.activity,
            fields: [(253, 4, 0x86), (0, 4, 0x86), (1, 2, 0x84), (2, 1, 0x00), (3, 1, 0x00), (4, 1, 0x00)])
        writer.data(local: 6, [UInt64(finalTimestamp), UInt64(saturating: max(0, workout.duration) * 1000), 1, 0, 26, 1])
        return writer.finish()
    }
}

/// Little-endian FIT records, a 14-byte header and the CRCs.
struct FITWriter {
    private var body: [UInt8] = []
    private var sizes: [Int: [Int]] = [:]

    mutating func define(local: UInt8, global: UInt16, fields: [(number: UInt8, size: UInt8, baseType: UInt8)]) {
        body.append(0x40 | local)
        body += [0, 0, UInt8(global & 0xFF), UInt8(global >> 8), UInt8(fields.count)]
        for field in fields { body += [field.number, field.size, field.baseType] }
        sizes[Int(local)] = fields.map { Int($0.size) }
    }

    mutating func data(local: UInt8, _ values: [UInt64]) {
        body.append(local)
        for (value, size) in zip(values, sizes[Int(local)] ?? []) {
            for i in 0..<size { body.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * i))) }
        }
    }

    func finish() -> Data {
        var header: [UInt8] = [14, 0x20, 0x08, 0x08]  // header size, protocol 2.0, profile 20.56
        let size = UInt32(body.count)
        header += [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)]
        header += Array(".FIT".utf8)
        let headerCRC = FITCRC.compute(header)
        header += [UInt8(headerCRC & 0xFF), UInt8(headerCRC >> 8)]
        var file = header + body
        let crc = FITCRC.compute(file)
        file += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        return Data(file)
    }
}
