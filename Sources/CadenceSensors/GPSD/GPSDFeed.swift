import Foundation
import Synchronization

/// A live connection to gpsd on a thread of its own: it connects, asks for JSON reports, keeps
/// every TPV report with the moment it arrived, and reconnects (after 0.5 s, doubling to 5 s)
/// whenever gpsd is unreachable or goes away. One feed serves a host; each workout's
/// ``GPSDDataSource`` drains it.
///
/// Arrival moments are read from `uptime`, a monotonic clock in seconds (injected, so tests can
/// drive a feed by hand with ``receive(_:at:)``).
public final class GPSDFeed: Sendable {
    /// Where the feed stands.
    public enum Status: Sendable, Hashable {
        /// Not started yet, or connecting for the first time.
        case connecting
        /// Connected: reports arrive.
        case connected
        /// gpsd could not be reached (or went away); the reason, and when the next try is.
        case unreachable(String)
    }

    /// One report and the moment it arrived.
    public struct Arrival: Sendable, Hashable {
        public var uptime: Double
        public var report: GPSDReport
    }

    public let endpoint: GPSDEndpoint
    /// The monotonic clock arrivals are stamped with, in seconds.
    public let uptime: @Sendable () -> Double

    /// Reports older than this many are dropped when nothing drains the feed (no workout).
    static let capacity = 4096

    private struct State {
        var status: Status = .connecting
        var arrivals: [Arrival] = []
        var lastReport: Arrival?
        var release: String?
        var running = false
        var stopping = false
    }

    private let state = Mutex(State())

    public init(endpoint: GPSDEndpoint, uptime: @escaping @Sendable () -> Double = GPSDFeed.monotonicSeconds) {
        self.endpoint = endpoint
        self.uptime = uptime
    }

    /// Seconds of the system's monotonic clock.
    public static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Starts the feed's thread (once; later calls do nothing).
    public func start() {
        let begin = state.withLock { state -> Bool in
            guard !state.running else { return false }
            state.running = true
            state.stopping = false
            return true
        }
        guard begin else { return }
        let thread = Thread { [self] in run() }
        thread.name = "cadence-gpsd"
        thread.start()
    }

    /// Stops the thread after its current wait (at most half a second).
    public func stop() { state.withLock { $0.stopping = true } }

    public var status: Status { state.withLock { $0.status } }

    /// The latest report, and when it arrived.
    public var lastReport: Arrival? { state.withLock { $0.lastReport } }

    /// Takes every report that arrived at or before `uptime`, oldest first.
    public func drain(upTo uptime: Double) -> [Arrival] {
        state.withLock { state in
            let count = state.arrivals.prefix { $0.uptime <= uptime }.count
            let taken = Array(state.arrivals.prefix(count))
            state.arrivals.removeFirst(count)
            return taken
        }
    }

    /// Forgets every report not yet drained (a workout starts after them).
    public func discardPending() { state.withLock { $0.arrivals.removeAll() } }

    /// Takes in one report as if it had just arrived from gpsd. A TPV for the same receiver time
    /// as the one before (gpsd sends one per NMEA sentence of a cycle) completes that one
    /// instead of adding another.
    public func receive(_ report: GPSDReport, at uptime: Double) {
        state.withLock { state in
            if report.class == "VERSION" { state.release = report.release }
            guard report.class == "TPV" else { return }
            let arrival = Arrival(uptime: uptime, report: report)
            state.lastReport = arrival
            if let last = state.arrivals.last, last.report.time != nil, last.report.time == report.time {
                state.arrivals[state.arrivals.count - 1] = Arrival(
                    uptime: last.uptime, report: report.completing(last.report))
                return
            }
            state.arrivals.append(arrival)
            if state.arrivals.count > Self.capacity { state.arrivals.removeFirst(state.arrivals.count - Self.capacity) }
        }
    }

    private func setStatus(_ status: Status) { state.withLock { $0.status = status } }

    private var isStopping: Bool { state.withLock { $0.stopping } }

    /// The thread: connect, read, reconnect, until stopped.
    private func run() {
        var backoff = 0.5
        while !isStopping {
            switch GPSDConnection.open(endpoint) {
            case .failure(let error):
                setStatus(.unreachable(error.description))
            case .success(var connection):
                setStatus(.connected)
                backoff = 0.5
                reading: while !isStopping {
                    switch connection.read(timeout: 0.5) {
                    case .lines(let lines):
                        let now = uptime()
                        for line in lines {
                            if let report = GPSDReport.parse(line) { receive(report, at: now) }
                        }
                    case .closed(let reason):
                        setStatus(.unreachable(reason))
                        break reading
                    }
                }
                connection.close()
            }
            // Wait before the next try, in slices so that stop() is prompt.
            let until = uptime() + backoff
            while !isStopping, uptime() < until { usleep(50_000) }
            backoff = min(5, backoff * 2)
        }
        state.withLock {
            $0.running = false
            $0.status = .connecting
        }
    }
}

extension GPSDReport {
    /// This report with the fields it lacks taken from `earlier` (the same fix's other sentence).
    func completing(_ earlier: GPSDReport) -> GPSDReport {
        GPSDReport(
            class: self.class, mode: mode ?? earlier.mode, time: time ?? earlier.time, lat: lat ?? earlier.lat,
            lon: lon ?? earlier.lon, altMSL: altMSL ?? earlier.altMSL, alt: alt ?? earlier.alt,
            speed: speed ?? earlier.speed, track: track ?? earlier.track, eph: eph ?? earlier.eph,
            epx: epx ?? earlier.epx, epy: epy ?? earlier.epy, release: release ?? earlier.release)
    }
}
