import CadenceCore
import CadenceSensors
import CadenceTestSupport
import Foundation
import Synchronization

/// `cadence-bench gpsd`: how fast gpsd's reports become samples. In-process, TPV lines through
/// the report parser, the feed and the data source (fixes/s), beside a floor of only parsing the
/// same JSON with JSONSerialization; the time from a report's arrival to its sample in the
/// builder's batch at the host's 4 Hz tick; and with a real gpsd (gpsfake replaying a log as
/// fast as it can), the fixes per second that reach the feed.
enum GPSDBenchmark {
    static func run() throws {
        let count = 100_000
        // One fix a second, as a receiver sends them, 3 m/s north.
        let base = Date(timeIntervalSince1970: 1_800_000_000)
        let lines = (0..<count).map { i -> String in
            let latitude = 47.3769 + Double(i) * 3 / 111_195
            let time = base.addingTimeInterval(Double(i)).ISO8601Format()
            return
                #"{"class":"TPV","device":"/dev/pts/3","mode":3,"time":"\#(time)","lat":\#(latitude),"lon":8.5417,"altMSL":408.2,"speed":3.0,"track":0.0,"eph":4.5}"#
        }
        // Floor: only decoding the JSON.
        var start = ContinuousClock.now
        var decoded = 0
        for line in lines where (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil { decoded += 1 }
        let floor = Double(decoded) / (ContinuousClock.now - start).seconds

        // Ours: parse, receive, and drain at each host tick (4 Hz) of the feed's clock.
        let clock = Mutex(0.0)
        let feed = GPSDFeed(endpoint: GPSDEndpoint(host: "127.0.0.1", port: 9), uptime: { clock.withLock { $0 } })
        var source = GPSDDataSource(configuration: WorkoutConfiguration(activityType: .running, locationType: .outdoor), feed: feed)
        let origin = Date(timeIntervalSince1970: 1_800_000_000)
        source.start(at: origin)
        feed.stop()
        var fixes = 0
        start = ContinuousClock.now
        for (index, line) in lines.enumerated() {
            guard let report = GPSDReport.parse(line) else { continue }
            let arrived = Double(index) + 0.1
            clock.withLock { $0 = arrived }
            feed.receive(report, at: arrived)
            // The next tick after the arrival.
            let tick = (arrived / 0.25).rounded(.up) * 0.25
            clock.withLock { $0 = tick }
            let batch = source.samples(through: origin.addingTimeInterval(tick))
            fixes += batch.locations.count
        }
        let ours = Double(fixes) / (ContinuousClock.now - start).seconds
        print(
            String(
                format: "gpsd: %d TPV reports: parsed, fed and turned into samples at %.0f fixes/s; JSONSerialization alone decodes %.0f lines/s (floor); %d fixes kept",
                count, ours, floor, fixes))
        print("gpsd: a fix waits for the host's next tick (4 Hz): at most 0.25 s from arrival to the builder's batch, plus the time above per fix")
        try realGPSD()
    }

    /// gpsfake replaying 3,000 fixes fast into a real gpsd; the feed counts what arrives.
    static func realGPSD() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gpsfake") else {
            print("gpsd: real daemon not measured (apt install gpsd gpsd-clients)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-bench-gpsd-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The log: 12 laps of a city block at 3.2 m/s, one fix a second (Scripts/nmea_track.py).
        let log = folder.appendingPathComponent("run.nmea")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/nmea_track.py")
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        writer.arguments = ["python3", script.path, "--laps", "12", "--standing", "0"]
        let pipe = Pipe()
        writer.standardOutput = pipe
        try writer.run()
        let nmea = pipe.fileHandleForReading.readDataToEndOfFile()
        writer.waitUntilExit()
        try nmea.write(to: log)
        let total = String(decoding: nmea, as: UTF8.self).components(separatedBy: "GPRMC").count - 1
        let port = UInt16.random(in: 40_000...50_000)
        let cycle = 0.01
        let arguments = ["/usr/bin/gpsfake", "-1", "-q", "-c", "\(cycle)", "-P", "\(port)", log.path]
        guard case .success(let pid) = DetachedChild.spawn(arguments) else {
            print("gpsd: real daemon not measured (gpsfake did not start)")
            return
        }
        defer {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        let feed = GPSDFeed(endpoint: GPSDEndpoint(host: "127.0.0.1", port: port))
        feed.start()
        defer { feed.stop() }
        var first: Double?
        var last = 0.0
        var received = 0
        let deadline = GPSDFeed.monotonicSeconds() + Double(total) * 2 * cycle + 30
        var quietSince = GPSDFeed.monotonicSeconds()
        while GPSDFeed.monotonicSeconds() < deadline {
            usleep(50_000)
            let arrivals = feed.drain(upTo: GPSDFeed.monotonicSeconds()).filter { $0.report.hasFix }
            if arrivals.isEmpty {
                if received > 0, GPSDFeed.monotonicSeconds() - quietSince > 3 { break }
                continue
            }
            quietSince = GPSDFeed.monotonicSeconds()
            first = first ?? arrivals[0].uptime
            last = arrivals[arrivals.count - 1].uptime
            received += arrivals.count
        }
        let span = last - (first ?? last)
        print(
            String(
                format: "gpsd: a real gpsd (gpsfake, one sentence every %.0f ms) delivered %d of %d fixes in %.1f s: %.0f fixes/s, the pace gpsfake set",
                cycle * 1000, received, total, span, span > 0 ? Double(received) / span : 0))
    }

}
