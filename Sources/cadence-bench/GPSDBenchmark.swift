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
        try endToEnd()
    }

    /// Runs `body` with a scratch folder (removed after) when gpsfake is installed; otherwise
    /// says what was not measured.
    static func withGPSFake(_ what: String, _ body: (URL) throws -> Void) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gpsfake") else {
            print("gpsd: \(what) not measured (apt install gpsd gpsd-clients)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-bench-gpsd-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// The time from a fix written by gpsfake to its sample in the builder: gpsfake single-steps
    /// (`-i`, one sentence per line on its stdin), so the moment each fix's last sentence goes to
    /// gpsd is known; the data source is drained into a recorder every millisecond, and a fix counts as
    /// arrived when the recorder's route grows.
    static func endToEnd() throws {
        try withGPSFake("end-to-end latency") { folder in
            let (log, _) = try writeLog(laps: 1, into: folder)
            let port = UInt16.random(in: 40_000...50_000)
            // gpsfake in its own process group, reading its keys from a pipe: however it ends
            // (gpsd never came up, a fix never arrived), the group is killed and reaped.
            var keyPipe: [Int32] = [0, 0]
            guard pipe(&keyPipe) == 0 else {
                print("gpsd: end-to-end latency not measured (no pipe: \(String(cString: strerror(errno))))")
                return
            }
            _ = fcntl(keyPipe[1], F_SETFD, FD_CLOEXEC)
            // A gpsfake that has gone makes a write fail (EPIPE), not end the benchmark.
            signal(SIGPIPE, SIG_IGN)
            let arguments = ["/usr/bin/gpsfake", "-1", "-i", "-q", "-P", "\(port)", log.path]
            let spawned = DetachedChild.spawn(arguments, standardInput: keyPipe[0])
            close(keyPipe[0])
            guard case .success(let pid) = spawned else {
                close(keyPipe[1])
                print("gpsd: end-to-end latency not measured (gpsfake did not start)")
                return
            }
            let keys = FileHandle(fileDescriptor: keyPipe[1], closeOnDealloc: true)
            defer {
                kill(-pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            let configuration = WorkoutConfiguration(activityType: .running, locationType: .outdoor)
            let feed = GPSDFeed(endpoint: GPSDEndpoint(host: "127.0.0.1", port: port))
            var source = GPSDDataSource(configuration: configuration, feed: feed)
            var recorder = try WorkoutRecorder(configuration: configuration)
            let origin = Date()
            try recorder.handle(.startActivity, at: origin)
            source.start(at: origin)
            defer { feed.stop() }
            func tick() throws -> Int {
                let batch = source.samples(through: Date())
                try recorder.add(batch.locations)
                return batch.locations.count
            }
            // Let gpsd come up and the feed connect: step sentences until a first fix arrives.
            var sentences = 0
            let warmUp = GPSDFeed.monotonicSeconds() + 10
            var arrived = 0
            while arrived == 0, GPSDFeed.monotonicSeconds() < warmUp {
                try? keys.write(contentsOf: Data("\n".utf8))
                sentences += 1
                usleep(250_000)
                arrived += try tick()
            }
            guard arrived > 0 else {
                print("gpsd: end-to-end latency not measured (no fix reached the builder)")
                return
            }
            // One fix a second, as a receiver sends them: its RMC and GGA sentences, then the data
            // source drained every millisecond until the next (the host drains it at 4 Hz, which adds
            // 0–250 ms). The i-th fix that reaches the builder is the i-th written (gpsd
            // may hold a fix until the next one's first sentence tells it the cycle ended).
            var latencies: [Double] = []
            var written: [Double] = []
            var reached = 0
            for _ in 0..<20 {
                try? keys.write(contentsOf: Data("\n\n".utf8))
                written.append(GPSDFeed.monotonicSeconds())
                for _ in 0..<1000 {
                    usleep(1000)
                    let now = GPSDFeed.monotonicSeconds()
                    for _ in 0..<(try tick()) where reached < written.count {
                        latencies.append(now - written[reached])
                        reached += 1
                    }
                }
            }
            guard !latencies.isEmpty else {
                print("gpsd: end-to-end latency not measured (no fix arrived after the first)")
                return
            }
            let sorted = latencies.sorted()
            print(
                String(
                    format: "gpsd: end to end (gpsfake writes a fix, gpsd reports it, the data source hands it to the builder): p50 %.1f ms, p90 %.1f ms, max %.1f ms over %d fixes, plus 0–250 ms for the host's 4 Hz tick",
                    sorted[sorted.count / 2] * 1000, sorted[min(sorted.count - 1, sorted.count * 9 / 10)] * 1000,
                    sorted[sorted.count - 1] * 1000, sorted.count))
        }
    }

    /// gpsfake replaying 3,000 fixes fast into a real gpsd; the feed counts what arrives.
    static func realGPSD() throws {
        try withGPSFake("real daemon") { folder in
            // The log: 12 laps of a city block at 3.2 m/s, one fix a second.
            let (log, total) = try writeLog(laps: 12, into: folder)
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

    /// Writes a log of `laps` laps of a city block at 3.2 m/s, one fix a second
    /// (`Scripts/nmea_track.py`); its path and how many fixes it holds.
    static func writeLog(laps: Int, into folder: URL) throws -> (URL, Int) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/nmea_track.py")
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        writer.arguments = ["python3", script.path, "--laps", "\(laps)", "--standing", "0"]
        let pipe = Pipe()
        writer.standardOutput = pipe
        try writer.run()
        let nmea = pipe.fileHandleForReading.readDataToEndOfFile()
        writer.waitUntilExit()
        let log = folder.appendingPathComponent("run.nmea")
        try nmea.write(to: log)
        return (log, String(decoding: nmea, as: UTF8.self).components(separatedBy: "GPRMC").count - 1)
    }
}
