import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A door's round trip — `cadence pause` / `cadence resume` against a running host, each durable
/// (journaled with a full sync) before the answer — next to the same binary's `cadence --version`,
/// which only starts and exits. The ratio is what the door costs beyond starting a process.
enum DoorBenchmark {
    static func run() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "cadence")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("door:    not measured: \(binary.path) is missing (build it: swift build -c release)")
            return
        }
        let directory = "/tmp/cadence-door-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let host = Process()
        host.executableURL = binary
        host.arguments = ["serve", "--data-dir", directory, "--countdown", "0"]
        host.standardError = FileHandle.nullDevice
        try host.run()
        defer {
            host.terminate()
            host.waitUntilExit()
        }
        let ready = Date().addingTimeInterval(20)
        while Date() < ready, time(binary, ["status", "--data-dir", directory]).status != 0 { usleep(20_000) }
        guard time(binary, ["start", "outdoorRun", "--data-dir", directory]).status == 0 else {
            throw BenchmarkError("the host did not start a workout")
        }
        let rounds = 60
        var doors: [Double] = []
        var versions: [Double] = []
        for round in 0..<rounds {
            let door = time(binary, [round % 2 == 0 ? "pause" : "resume", "--data-dir", directory])
            guard door.status == 0 else { throw BenchmarkError("the door failed in round \(round)") }
            doors.append(door.seconds)
            versions.append(time(binary, ["--version"]).seconds)
        }
        let door = median(doors)
        let version = median(versions)
        print(
            String(
                format: "door:    cadence pause/resume round trip, median %.2f ms over %d (durable before the answer)",
                door * 1000, rounds))
        print(String(format: "floor:   cadence --version, median %.2f ms over %d", version * 1000, rounds))
        print(String(format: "ratio:   the door takes %.2fx the bare process start", door / version))
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Runs the binary once and times it from launch to exit.
    static func time(_ binary: URL, _ arguments: [String]) -> (status: Int32, seconds: Double) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = ContinuousClock.now
        do {
            try process.run()
        } catch {
            return (-1, 0)
        }
        process.waitUntilExit()
        return (process.terminationStatus, (ContinuousClock.now - start).seconds)
    }
}
