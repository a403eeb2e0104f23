import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A door's round trip — `cadence pause` / `cadence resume` against a running host, each durable
/// (journaled with a full sync) before the answer — next to two floors measured in the same run:
/// `cadence --version` (the same binary, starting and exiting) and `cadence-bench-floor` (a bare
/// Swift program linked with Foundation). Children are spawned with `posix_spawn` and reaped
/// with `waitpid`: Foundation's `Process` costs tens of milliseconds of its own, which would hide
/// the door.
enum DoorBenchmark {
    static func run() throws {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let binary = directory.appendingPathComponent("cadence").path
        let floor = directory.appendingPathComponent("cadence-bench-floor").path
        for path in [binary, floor] where !FileManager.default.isExecutableFile(atPath: path) {
            print("door:    not measured: \(path) is missing (build it: swift build -c release)")
            return
        }
        let data = "/tmp/cadence-door-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: data) }
        guard let host = spawn(binary, ["serve", "--data-dir", data, "--countdown", "0"]) else {
            throw BenchmarkError("cannot start the host")
        }
        defer {
            kill(host, SIGTERM)
            var status: Int32 = 0
            waitpid(host, &status, 0)
        }
        let ready = Date().addingTimeInterval(20)
        while Date() < ready, time(binary, ["status", "--data-dir", data]).status != 0 { usleep(20_000) }
        guard time(binary, ["start", "outdoorRun", "--data-dir", data]).status == 0 else {
            throw BenchmarkError("the host did not start a workout")
        }
        let rounds = 60
        var doors: [Double] = []
        var versions: [Double] = []
        var bare: [Double] = []
        for round in 0..<rounds {
            let door = time(binary, [round % 2 == 0 ? "pause" : "resume", "--data-dir", data])
            guard door.status == 0 else { throw BenchmarkError("the door failed in round \(round)") }
            doors.append(door.seconds)
            versions.append(time(binary, ["--version"]).seconds)
            bare.append(time(floor, []).seconds)
        }
        let door = median(doors)
        let version = median(versions)
        let swift = median(bare)
        print(
            String(
                format:
                    "door:    cadence pause/resume round trip, median %.2f ms, p90 %.2f ms over %d (durable before the answer)",
                door * 1000, percentile(doors, 0.9) * 1000, rounds))
        print(String(format: "floor:   cadence --version, median %.2f ms over %d", version * 1000, rounds))
        print(String(format: "floor:   a bare Foundation-linked Swift program, median %.2f ms over %d", swift * 1000, rounds))
        print(
            String(
                format: "ratio:   the door takes %.2fx cadence --version and %.2fx the bare program; %.2f ms beyond the bare start",
                door / version, door / swift, (door - swift) * 1000))
    }

    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }

    /// Starts a program with stdout and stderr on /dev/null; the pid, or nil.
    static func spawn(_ path: String, _ arguments: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, nil, argv, environ)
        return code == 0 ? pid : nil
    }

    /// Runs a program once and times it from spawn to exit.
    static func time(_ path: String, _ arguments: [String]) -> (status: Int32, seconds: Double) {
        let start = ContinuousClock.now
        guard let pid = spawn(path, arguments) else { return (-1, 0) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let elapsed = (ContinuousClock.now - start).seconds
        let exited = (status & 0x7F) == 0
        return (exited ? (status >> 8) & 0xFF : -1, elapsed)
    }
}
