import CadenceTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// NMEA 0183 as a receiver says it, one fix a second: `$GPRMC` (position, speed, course, date)
/// and `$GPGGA` (fix quality, altitude), with checksums, for gpsfake to replay.
struct NMEALog {
    struct Fix {
        /// Metres north and east of the origin.
        var north: Double
        var east: Double
        var altitude: Double
        /// Metres per second over ground.
        var speed: Double
        var course: Double = 0
        /// Whether the receiver has a fix (RMC status A, GGA quality 1) or not (V, 0, no position).
        var valid = true
    }

    static let origin = (latitude: 47.3769, longitude: 8.5417)
    /// Metres per degree of latitude on the haversine's sphere (and of longitude at the equator).
    static let metersPerDegree = 6_371_008.8 * Double.pi / 180

    static func latitude(_ fix: Fix) -> Double { origin.latitude + fix.north / metersPerDegree }
    static func longitude(_ fix: Fix) -> Double {
        origin.longitude + fix.east / (metersPerDegree * cos(origin.latitude * .pi / 180))
    }

    static func text(_ fixes: [Fix]) -> String {
        var lines: [String] = []
        for (second, fix) in fixes.enumerated() {
            let t = 12 * 3600 + second
            let time = String(format: "%02d%02d%02d.00", t / 3600, (t % 3600) / 60, t % 60)
            let (lat, ns) = degreesMinutes(latitude(fix), width: 2, positive: "N", negative: "S")
            let (lon, ew) = degreesMinutes(longitude(fix), width: 3, positive: "E", negative: "W")
            if fix.valid {
                lines.append(sentence(String(format: "GPRMC,%@,A,%@,%@,%@,%@,%.2f,%.1f,011226,,,A", time, lat, ns, lon, ew, fix.speed / 0.514444, fix.course)))
                lines.append(sentence(String(format: "GPGGA,%@,%@,%@,%@,%@,1,08,0.9,%.1f,M,47.0,M,,", time, lat, ns, lon, ew, fix.altitude)))
            } else {
                lines.append(sentence("GPRMC,\(time),V,,,,,,,011226,,,N"))
                lines.append(sentence("GPGGA,\(time),,,,,0,00,99.9,,M,,M,,"))
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    private static func degreesMinutes(_ value: Double, width: Int, positive: String, negative: String) -> (String, String) {
        let magnitude = abs(value)
        let degrees = Int(magnitude)
        let minutes = (magnitude - Double(degrees)) * 60
        return (String(format: "%0\(width)d%07.4f", degrees, minutes), value >= 0 ? positive : negative)
    }

    private static func sentence(_ body: String) -> String {
        let checksum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
        return "$\(body)*\(String(format: "%02X", checksum))"
    }

    /// `seconds` standing at the origin (the time gpsfake and the host take to find each other).
    static func standing(_ seconds: Int) -> [Fix] {
        Array(repeating: Fix(north: 0, east: 0, altitude: 400, speed: 0), count: seconds)
    }
}

/// gpsfake (Debian gpsd-clients) replaying a log into a real gpsd on a free loopback port.
final class GPSFake {
    let port: UInt16
    private let pid: pid_t

    /// The replay's pace: one log second per `cycle × 2` real seconds (two sentences a second).
    static let cycle = 0.1

    static var isInstalled: Bool {
        ["/usr/bin/gpsfake", "/usr/sbin/gpsd"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts gpsfake's gpsd on `port` replaying `log`, in a process group of its own and with
    /// no signal blocked (a child inherits the test runner's blocked signals otherwise, and
    /// then ignores SIGTERM), so that `stop()` ends gpsfake and its gpsd together.
    init(port: UInt16, log: String, in directory: URL) throws {
        self.port = port
        let file = directory.appendingPathComponent("gps-\(port).nmea")
        try log.write(to: file, atomically: true, encoding: .utf8)
        let arguments = ["/usr/bin/gpsfake", "-1", "-q", "-c", "\(Self.cycle)", "-P", "\(port)", "-W", "120", file.path]
        switch DetachedChild.spawn(arguments) {
        case .success(let child): pid = child
        case .failure(let error): throw HarnessError("cannot start gpsfake: \(error)")
        }
    }

    deinit { stop() }

    private var stopped = false

    /// Stops gpsfake and the gpsd it runs (its process group), and reaps gpsfake.
    func stop() {
        guard !stopped else { return }
        stopped = true
        killpg(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<100 {
            if waitpid(pid, &status, WNOHANG) == pid { break }
            usleep(50_000)
        }
        // Whatever is left of the group after 5 s.
        killpg(pid, SIGKILL)
        _ = waitpid(pid, &status, WNOHANG)
    }

    /// A loopback TCP port nobody listens on now.
    static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw HarnessError("cannot find a free port") }
        return UInt16(bigEndian: address.sin_port)
    }
}

/// `cadence serve --source gpsd:…` against a real gpsd fed by gpsfake: distance, pace, elevation
/// and route against the log's truth; no fix, jumps, and a gpsd that is not there yet.
@Suite(
    .enabled(
        if: GPSFake.isInstalled || ProcessInfo.processInfo.environment["CI"] == "true",
        "gpsd and gpsfake are not installed (Debian: apt install gpsd gpsd-clients); the gpsd tests skip"))
struct GPSDProcessTests {
    /// The host's speed matches the replay: one log second is one workout second.
    static let speed = 1 / (2 * GPSFake.cycle)

    struct Recording {
        var distance: Double
        var route: [(latitude: Double, longitude: Double, time: Date)]
        var report: String
        var conditions: [String]
    }

    /// A host serving a gpsd source on a free port nobody listens on yet, with a `style` workout started.
    static func serving(_ style: String) throws -> (harness: HostHarness, port: UInt16) {
        let harness = HostHarness(speed: speed)
        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
        let port = try GPSFake.freePort()
        try harness.start(extra: ["--source", "gpsd:127.0.0.1:\(port)"])
        #expect(harness.cli(["start", style]).status == 0)
        return (harness, port)
    }

    /// What `status --json` says of the source now ("" when nothing).
    static func condition(_ harness: HostHarness) -> String {
        HostHarness.json(harness.cli(["status", "--json"]).out)["sourceCondition"] as? String ?? ""
    }

    /// Follows the status until a log of `count` fixes has come and gone (gpsd quiet for 5 s after
    /// it), noting each new condition in `seen`; whether a 3D fix was seen.
    @discardableResult
    static func follow(_ harness: HostHarness, fixes count: Int, into seen: inout [String]) -> Bool {
        let deadline = Date().addingTimeInterval(Double(count) * 2 * GPSFake.cycle + 60)
        var sawFix = false
        while Date() < deadline {
            let now = condition(harness)
            if seen.last != now { seen.append(now) }
            if now.hasPrefix("GPS: 3D fix") { sawFix = true }
            if sawFix, now.contains("no report from gpsd") { break }
            usleep(150_000)
        }
        return sawFix
    }

    /// Serves on a source that gpsd is not on yet, starts the workout, then starts gpsfake with
    /// `fixes`, follows `status` until the log has played, ends and reads the saved workout.
    ///
    /// A run in which gpsd never reported a fix at all is run once more, on a new port with a new
    /// host: under a loaded machine gpsfake's gpsd has been seen to accept the host and then say
    /// nothing for the whole log (once in many CI runs), which tests gpsfake, not Cadence. What
    /// the host does with the fixes it gets is checked on the run that got them.
    func record(_ fixes: [NMEALog.Fix], style: String) throws -> Recording {
        if let recording = try recordOnce(fixes, style: style, last: false) { return recording }
        return try #require(try recordOnce(fixes, style: style, last: true))
    }

    /// One `record` run; nil when gpsd reported no fix and this is not the `last` try.
    private func recordOnce(_ fixes: [NMEALog.Fix], style: String, last: Bool) throws -> Recording? {
        let (harness, port) = try Self.serving(style)
        defer { harness.terminate() }
        // Nothing listens yet: the host says so and keeps trying.
        let before = Self.condition(harness)
        #expect(before.contains("gpsd unreachable at 127.0.0.1:\(port)") || before.contains("connecting"), "\(before)")
        let fake = try GPSFake(port: port, log: NMEALog.text(fixes), in: harness.directory)
        defer { fake.stop() }
        var conditions: [String] = []
        let sawFix = Self.follow(harness, fixes: fixes.count, into: &conditions)
        if !sawFix, !last { return nil }
        #expect(sawFix, "\(conditions)")
        #expect(harness.cli(["end"]).status == 0)
        let shown = HostHarness.json(harness.cli(["show", "latest", "--json"]).out)
        let value = (shown["value"] as? [String: Any]) ?? shown
        let gpx = harness.cli(["export", "latest", "--format", "gpx", "--output", "-"]).out
        let report = harness.cli(["report", "latest", "--output", "-"]).out
        return Recording(
            distance: value["totalDistance"] as? Double ?? 0, route: Self.points(gpx), report: report, conditions: conditions)
    }

    /// The track points of a GPX document: latitude, longitude, time.
    static func points(_ gpx: String) -> [(latitude: Double, longitude: Double, time: Date)] {
        gpx.components(separatedBy: "<trkpt ").dropFirst().compactMap { chunk in
            func attribute(_ name: String) -> Double? {
                guard let start = chunk.range(of: "\(name)=\"") else { return nil }
                return Double(chunk[start.upperBound...].prefix { $0 != "\"" })
            }
            guard let lat = attribute("lat"), let lon = attribute("lon"), let timeStart = chunk.range(of: "<time>"),
                let time = try? Date.ISO8601FormatStyle().parse(String(chunk[timeStart.upperBound...].prefix { $0 != "<" }))
            else { return nil }
            return (lat, lon, time)
        }
    }

    @Test("a straight ride at 10 m/s: distance, speed, elevation gain and route match the log")
    func straightLine() throws {
        let moving = (1...120).map { second in
            NMEALog.Fix(north: Double(second) * 10, east: 0, altitude: 400 + Double(second) * 0.25, speed: 10)
        }
        let recording = try record(NMEALog.standing(40) + moving, style: "outdoorCycle")
        #expect(abs(recording.distance - 1200) / 1200 < 0.02, "distance \(recording.distance) m, truth 1200 m")
        // Speed on the host's clock, from the first moving fix to the last: the log's 10 m/s.
        let route = recording.route
        let firstMoving = try #require(route.firstIndex { $0.latitude > NMEALog.origin.latitude + 1e-6 })
        let last = try #require(route.last)
        let seconds = last.time.timeIntervalSince(route[firstMoving].time)
        let meters = (last.latitude - route[firstMoving].latitude) * NMEALog.metersPerDegree
        #expect(abs(meters / seconds - 10) / 10 < 0.05, "\(meters) m in \(seconds) s")
        #expect(route.count >= 120, "\(route.count) route points")
        // 30 m climbed; the report's summary says so.
        #expect(recording.report.contains("Elevation gain</dt><dd>30 m") || recording.report.contains("Elevation gain</dt><dd>29 m")
            || recording.report.contains("Elevation gain</dt><dd>27 m"), "the report's elevation gain")
    }

    @Test("a running loop of 30 m radius twice: distance within 3 %, back where it started")
    func loop() throws {
        let radius = 30.0
        let perimeter = 2 * Double.pi * radius
        let seconds = Int((2 * perimeter / 3.5).rounded())
        let moving = (1...seconds).map { second -> NMEALog.Fix in
            let angle = Double(second) * 3.5 / radius
            return NMEALog.Fix(north: radius * sin(angle), east: radius - radius * cos(angle), altitude: 400, speed: 3.5)
        }
        let recording = try record(NMEALog.standing(40) + moving, style: "outdoorRun")
        let truth = 2 * perimeter
        #expect(abs(recording.distance - truth) / truth < 0.03, "distance \(recording.distance) m, truth \(truth) m")
        let first = try #require(recording.route.first)
        let last = try #require(recording.route.last)
        let apart = hypot(
            (last.latitude - first.latitude) * NMEALog.metersPerDegree,
            (last.longitude - first.longitude) * NMEALog.metersPerDegree * cos(first.latitude * .pi / 180))
        #expect(apart < 10, "start and end \(apart) m apart")
    }

    @Test("a fix lost for 20 s: status says no fix meanwhile, and the distance is the path's")
    func lostFix() throws {
        let moving = (1...100).map { second in
            NMEALog.Fix(north: Double(second) * 4, east: 0, altitude: 400, speed: 4, valid: !(40..<60).contains(second))
        }
        let recording = try record(NMEALog.standing(40) + moving, style: "outdoorRun")
        #expect(recording.conditions.contains("GPS: no fix"), "\(recording.conditions)")
        #expect(abs(recording.distance - 400) / 400 < 0.02, "distance \(recording.distance) m, truth 400 m")
    }

    @Test("a 5 km jump is dropped and counted; the distance is the path's")
    func jump() throws {
        let moving = (1...80).map { second in
            NMEALog.Fix(north: Double(second) * 4, east: second == 40 ? 5000 : 0, altitude: 400, speed: 4)
        }
        let recording = try record(NMEALog.standing(40) + moving, style: "outdoorRun")
        #expect(recording.conditions.contains { $0.hasSuffix("1 jump dropped") }, "\(recording.conditions)")
        #expect(abs(recording.distance - 320) / 320 < 0.02, "distance \(recording.distance) m, truth 320 m")
        #expect(recording.route.allSatisfy { abs($0.longitude - NMEALog.origin.longitude) < 0.001 }, "the jump is not on the route")
    }

    @Test("gpsd restarts in the middle of a ride: the host says it is unreachable, reconnects, and the distance carries on")
    func restart() throws {
        let (harness, port) = try Self.serving("outdoorCycle")
        defer { harness.terminate() }
        func ride(from start: Double, seconds: Int) -> [NMEALog.Fix] {
            NMEALog.standing(40).map { NMEALog.Fix(north: start, east: 0, altitude: $0.altitude, speed: 0) }
                + (1...seconds).map { NMEALog.Fix(north: start + Double($0) * 10, east: 0, altitude: 400, speed: 10) }
        }
        var seen: [String] = []
        let first = ride(from: 0, seconds: 60)
        var fake = try GPSFake(port: port, log: NMEALog.text(first), in: harness.directory)
        Self.follow(harness, fixes: first.count, into: &seen)
        fake.stop()
        // gpsd is gone: said, and retried.
        let deadline = Date().addingTimeInterval(10)
        while !Self.condition(harness).contains("gpsd unreachable"), Date() < deadline { usleep(100_000) }
        #expect(Self.condition(harness).contains("gpsd unreachable at 127.0.0.1:\(port)"))
        let second = ride(from: 600, seconds: 60)
        fake = try GPSFake(port: port, log: NMEALog.text(second), in: harness.directory)
        Self.follow(harness, fixes: second.count, into: &seen)
        fake.stop()
        #expect(harness.cli(["end"]).status == 0)
        let distance = HostHarness.json(harness.cli(["show", "latest", "--json"]).out)["totalDistance"] as? Double ?? 0
        #expect(abs(distance - 1200) / 1200 < 0.02, "distance \(distance) m, truth 1200 m; conditions \(seen)")
    }

    @Test("auto-pause on: a ride that stops for 40 s says auto-paused meanwhile, and the stop is not active time")
    func autoPause() throws {
        let harness = HostHarness(speed: Self.speed)
        defer { harness.terminate() }
        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
        #expect(harness.cli(["config", "set", "auto-pause", "on"]).status == 0)
        let port = try GPSFake.freePort()
        try harness.start(extra: ["--source", "gpsd:127.0.0.1:\(port)"])
        #expect(harness.cli(["start", "outdoorCycle"]).status == 0)
        let ride = (1...60).map { NMEALog.Fix(north: Double($0) * 8, east: 0, altitude: 400, speed: 8) }
        let stop = Array(repeating: NMEALog.Fix(north: 480, east: 0, altitude: 400, speed: 0), count: 40)
        let onwards = (1...60).map { NMEALog.Fix(north: 480 + Double($0) * 8, east: 0, altitude: 400, speed: 8) }
        let fixes = NMEALog.standing(40) + ride + stop + onwards
        let fake = try GPSFake(port: port, log: NMEALog.text(fixes), in: harness.directory)
        defer { fake.stop() }
        // Follow the status: running while moving, auto-paused at the stop, running again after.
        var states: [String] = []
        var sawFix = false
        let deadline = Date().addingTimeInterval(Double(fixes.count) * 2 * GPSFake.cycle + 60)
        while Date() < deadline {
            let status = HostHarness.json(harness.cli(["status", "--json"]).out)
            let condition = status["sourceCondition"] as? String ?? ""
            if condition.hasPrefix("GPS: 3D fix") { sawFix = true }
            let state = (status["autoPaused"] as? Bool == true) ? "auto-paused" : status["state"] as? String ?? ""
            if sawFix, states.last != state { states.append(state) }
            if sawFix, condition.contains("no report from gpsd") { break }
            usleep(150_000)
        }
        #expect(states.contains("auto-paused"), "\(states)")
        if let first = states.firstIndex(of: "auto-paused") {
            #expect(states[(first + 1)...].contains("running"), "it moved again: \(states)")
        }
        #expect(harness.cli(["end"]).status == 0)
        let shown = HostHarness.json(harness.cli(["show", "latest", "--json"]).out)
        let value = (shown["value"] as? [String: Any]) ?? shown
        let distance = value["totalDistance"] as? Double ?? 0
        let duration = value["duration"] as? Double ?? 0
        #expect(abs(distance - 960) / 960 < 0.03, "distance \(distance) m, truth 960 m")
        // The log runs at the host clock's pace: its 40 s standing before the ride and its 40 s
        // stop are not active time (less a second or two each to be sure); the time before the
        // first fix and after the last is (no reading says the rider stopped).
        let start = try #require((value["startDate"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
        let end = try #require((value["endDate"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
        let inactive = end.timeIntervalSince(start) - duration
        #expect(inactive > 70 && inactive < 90, "inactive \(inactive) s of \(end.timeIntervalSince(start)) s; truth 80 s")
    }
}
