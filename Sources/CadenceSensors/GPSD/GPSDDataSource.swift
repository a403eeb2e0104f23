import CadenceCore
import Foundation

/// A workout's GPS through gpsd: each fix becomes a location, a distance sample from the fix
/// before (great-circle) and a speed sample (gpsd's speed over ground).
///
/// - A report without a 2D or 3D fix, or with a horizontal error over ``worstHorizontalError``,
///   gives nothing (no position, no distance) and is counted.
/// - A fix that would mean moving faster than the sport allows (``Plausibility/maximumSpeed(for:)``,
///   timed by the receiver's clock when both fixes carry one) is a jump: dropped and counted.
///   Three jumps in a row that agree with each other are taken as the new position (the
///   receiver was right, the old fix was wrong), without the distance between.
/// - Sample dates are the host's: a fix's date is the owner's date at the drain, less the time
///   since it arrived (times `speed`, the host's workout seconds per real second). A log
///   replayed by gpsfake carries old receiver times, which are used only to time jumps.
/// - While paused, fixes are dropped; the distance across a pause is not counted.
public struct GPSDDataSource: DataSource {
    public let configuration: WorkoutConfiguration
    public let producedTypes: Set<QuantityType>
    public let feed: GPSDFeed
    /// Workout seconds per second of the feed's clock (the host's `--speed`).
    public let speed: Double

    /// Fixes less precise than this (metres, gpsd's `eph`) are not used.
    public static let worstHorizontalError = 50.0
    /// How many agreeing jumps in a row move the position there.
    static let jumpsToRelocate = 3

    private let distanceType: QuantityType?
    private let speedType: QuantityType?
    private var lastDrain: (date: Date, uptime: Double)?
    private var last: Accepted?
    private var jumpStreak: [Accepted] = []
    private var isPaused = false
    /// Reports without a usable fix, so far.
    public private(set) var reportsWithoutFix = 0
    /// Fixes dropped as jumps, so far.
    public private(set) var droppedJumps = 0
    /// Whether the latest report had a usable fix.
    public private(set) var hasFix = false

    private struct Accepted {
        var latitude: Double
        var longitude: Double
        var date: Date
        var receiverTime: Date?
    }

    public init(configuration: WorkoutConfiguration, feed: GPSDFeed, speed: Double = 1) {
        self.configuration = configuration
        self.feed = feed
        self.speed = speed > 0 && speed.isFinite ? speed : 1
        distanceType = QuantityType.distanceType(for: configuration.activityType)
        switch configuration.activityType {
        case .running, .walking, .hiking: speedType = .runningSpeed
        case .cycling: speedType = .cyclingSpeed
        default: speedType = nil
        }
        producedTypes = Set([distanceType, speedType].compactMap { $0 })
    }

    public mutating func start(at date: Date) {
        feed.start()
        feed.discardPending()
        lastDrain = (date, feed.uptime())
        last = nil
        jumpStreak = []
        isPaused = false
    }

    public mutating func pause(at date: Date) {
        _ = samples(through: date)
        isPaused = true
    }

    public mutating func resume(at date: Date) {
        _ = samples(through: date)
        isPaused = false
        last = nil
        jumpStreak = []
    }

    public mutating func samples(through date: Date) -> DataSourceBatch {
        guard let previous = lastDrain else { return DataSourceBatch() }
        let now = feed.uptime()
        let arrivals = feed.drain(upTo: now)
        lastDrain = (max(previous.date, date), now)
        var batch = DataSourceBatch()
        for arrival in arrivals {
            // The host's date of the arrival, kept inside this drain's stretch and in order.
            var fixDate = date.addingTimeInterval(-(now - arrival.uptime) * speed)
            fixDate = min(date, max(previous.date.addingTimeInterval(0.001), fixDate))
            if let last, fixDate <= last.date { fixDate = min(date, last.date.addingTimeInterval(0.001)) }
            guard !isPaused else { continue }
            take(arrival.report, at: fixDate, into: &batch)
        }
        return batch
    }

    private mutating func take(_ report: GPSDReport, at date: Date, into batch: inout DataSourceBatch) {
        guard report.hasFix, let latitude = report.lat, let longitude = report.lon,
            (report.horizontalError ?? 0) <= Self.worstHorizontalError
        else {
            reportsWithoutFix += 1
            hasFix = false
            return
        }
        hasFix = true
        let receiverTime = report.time.flatMap(Self.date(fromISO8601:))
        let fix = Accepted(latitude: latitude, longitude: longitude, date: date, receiverTime: receiverTime)
        if let last {
            let meters = Self.meters(from: last, toLatitude: latitude, longitude: longitude)
            // Timed by the receiver when both fixes say when they were taken; else by arrival, but
            // never as less than a second (reports that arrive together are a second apart at 1 Hz).
            let seconds =
                (receiverTime.flatMap { time in last.receiverTime.map { time.timeIntervalSince($0) } })
                .flatMap { $0 > 0 ? $0 : nil } ?? max(1, date.timeIntervalSince(last.date))
            let limit = Plausibility.maximumSpeed(for: configuration.activityType)
            if seconds <= 0 || meters / seconds > limit {
                droppedJumps += 1
                if let previousJump = jumpStreak.last,
                    Self.meters(from: previousJump, toLatitude: latitude, longitude: longitude)
                        <= limit * max(1, date.timeIntervalSince(previousJump.date))
                {
                    jumpStreak.append(fix)
                } else {
                    jumpStreak = [fix]
                }
                guard jumpStreak.count >= Self.jumpsToRelocate else { return }
                // The receiver stays there: start again from here, without the distance between.
                jumpStreak = []
                self.last = fix
                append(report, fix, into: &batch)
                return
            }
            jumpStreak = []
            if meters > 0, let distanceType, date > last.date {
                batch.samples.append(
                    QuantitySample(type: distanceType, canonicalValue: meters, start: last.date, end: date))
            }
        }
        self.last = fix
        append(report, fix, into: &batch)
    }

    private func append(_ report: GPSDReport, _ fix: Accepted, into batch: inout DataSourceBatch) {
        let groundSpeed = report.speed.flatMap {
            $0.isFinite && $0 >= 0 && $0 <= Plausibility.maximumSpeed(for: configuration.activityType) ? $0 : nil
        }
        batch.locations.append(
            LocationSample(
                latitude: fix.latitude, longitude: fix.longitude,
                altitude: report.altitude.flatMap { Plausibility.altitude.contains($0) ? $0 : nil },
                horizontalAccuracy: report.horizontalError ?? 10, speed: groundSpeed,
                course: report.track.flatMap { $0.isFinite && (0...360).contains($0) ? $0 : nil }, timestamp: fix.date))
        if let speedType, let groundSpeed {
            batch.samples.append(QuantitySample(type: speedType, canonicalValue: groundSpeed, start: fix.date, end: fix.date))
        }
    }

    /// "GPS: 3D fix", "GPS: no fix", "gpsd unreachable at 127.0.0.1:2947 (Connection refused); retrying",
    /// with the jumps dropped so far.
    public var condition: String? {
        var text: String
        switch feed.status {
        case .connecting: text = "GPS: connecting to gpsd at \(feed.endpoint)"
        case .unreachable(let reason): text = "gpsd unreachable at \(feed.endpoint) (\(reason)); retrying"
        case .connected:
            // No report for five seconds is no fix too (a receiver that went quiet).
            if let latest = feed.lastReport, feed.uptime() - latest.uptime <= 5 * max(1, 1 / speed) {
                text = latest.report.hasFix ? "GPS: \(latest.report.mode == 3 ? "3D" : "2D") fix" : "GPS: no fix"
            } else {
                text = "GPS: no fix (no report from gpsd)"
            }
        }
        if droppedJumps > 0 { text += ", \(droppedJumps) jump\(droppedJumps == 1 ? "" : "s") dropped" }
        return text
    }

    /// Great-circle metres from an accepted fix (``LocationSample/distance(fromLatitude:longitude:toLatitude:longitude:)``), 0 when not finite.
    private static func meters(from fix: Accepted, toLatitude latitude: Double, longitude: Double) -> Double {
        let meters = LocationSample.distance(
            fromLatitude: fix.latitude, longitude: fix.longitude, toLatitude: latitude, longitude: longitude)
        return meters.isFinite ? meters : 0
    }

    static func date(fromISO8601 text: String) -> Date? {
        (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

}
