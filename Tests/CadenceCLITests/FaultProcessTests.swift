import CadenceApp
import CadenceCLI
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Faults of the disk and the operator, with real files and a real `cadence serve`: each is
/// refused with a message naming the file, and nothing is overwritten.
@Suite(.serialized)
struct FaultProcessTests {
    typealias H = HostHarness

    /// A data directory with one saved workout, its host killed so the WAL still holds data.
    static func historyInWAL() throws -> HostHarness {
        let harness = HostHarness()
        try harness.start()
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        usleep(300_000)
        #expect(harness.cli(["end"]).status == 0)
        #expect(harness.cli(["start", "hike"]).status == 0)  // keeps writing to the WAL
        usleep(300_000)
        harness.kill9()
        return harness
    }

    static func size(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? -1
    }

    static func serve(_ harness: HostHarness) -> (status: Int32, out: String, err: String) {
        H.run(H.binary.path, ["serve", "--data-dir", harness.directory.path, "--countdown", "0"])
    }

    @Test("an emptied database beside a WAL that holds data is refused, and the WAL is left as it was")
    func emptyMainFile() throws {
        let harness = try Self.historyInWAL()
        let database = harness.directory.appendingPathComponent("cadence.sqlite").path
        let walBefore = Self.size(database + "-wal")
        #expect(walBefore > 0)
        #expect(truncate(database, 0) == 0)
        let result = Self.serve(harness)
        #expect(result.status == 1)
        #expect(result.err.contains(database) && result.err.contains("write-ahead log"), "\(result.err)")
        #expect(Self.size(database + "-wal") == walBefore, "the WAL is untouched")
        #expect(Self.size(database) == 0, "no new database was made over it")
    }

    @Test("a damaged main file is found at launch, before a workout is trusted to it")
    func damagedMainFile() throws {
        let harness = HostHarness()
        try harness.start()
        for _ in 0..<3 {
            #expect(harness.cli(["start", "outdoorRun"]).status == 0)
            usleep(200_000)
            #expect(harness.cli(["end"]).status == 0)
        }
        #expect(harness.terminate() == 0)
        let database = harness.directory.appendingPathComponent("cadence.sqlite").path
        let handle = try #require(FileHandle(forUpdatingAtPath: database))
        let pageSize = 4096
        try handle.seek(toOffset: UInt64(pageSize * 2))  // the third page's header and cells
        handle.write(Data(repeating: 0xA5, count: 512))
        try handle.close()
        let result = Self.serve(harness)
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains(database), "\(result.err)")
        // doctor finds it; --salvage copies what can be read and leaves the original as it was.
        let original = try Data(contentsOf: URL(fileURLWithPath: database))
        let doctor = harness.cli(["doctor"])
        #expect(doctor.status == 1 && doctor.out.contains("PROBLEM integrity"), "\(doctor.out)")
        let salvage = harness.cli(["doctor", "--salvage", "--json"])
        let tables = (try? JSONSerialization.jsonObject(with: Data(salvage.out.utf8))) as? [[String: Any]] ?? []
        #expect(tables.count == 9, "\(salvage.out)\(salvage.err)")
        #expect(tables.contains { $0["table"] as? String == "workout" && ($0["copied"] as? Int ?? 0) >= 1 })
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == original, "the original is unchanged")
        let salvaged = try FileManager.default.contentsOfDirectory(atPath: harness.directory.path).filter {
            $0.hasPrefix("cadence-salvaged-") && $0.hasSuffix(".sqlite")
        }
        #expect(salvaged.count == 1)
    }

    @Test("a data directory that group or others may write is refused")
    func worldWritableDirectory() throws {
        let harness = HostHarness()
        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
        #expect(chmod(harness.directory.path, 0o777) == 0)
        let result = Self.serve(harness)
        #expect(result.status == 1)
        #expect(result.err.contains("may be written by group or others"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: harness.directory.appendingPathComponent("cadence.sqlite").path))
    }

    @Test("a data directory or socket directory that belongs to another user is refused")
    func otherOwner() throws {
        guard getuid() == 0 else { return }  // chown to another uid needs root (CI runs as root)
        let harness = HostHarness()
        try FileManager.default.createDirectory(
            at: harness.directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        #expect(chown(harness.directory.path, 65534, 65534) == 0)
        let result = Self.serve(harness)
        #expect(result.status == 1)
        #expect(result.err.contains("belongs to uid 65534"), "\(result.err)")
        // A long data directory puts the socket in /tmp/cadence-UID (or $XDG_RUNTIME_DIR): one
        // pre-claimed by someone else is refused the same way.
        let claimed = "/tmp/cadence-claimed-\(UUID().uuidString.prefix(6))"
        try FileManager.default.createDirectory(atPath: claimed, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: claimed) }
        #expect(chown(claimed, 65534, 65534) == 0)
        let long = harness.directory.path + "-" + String(repeating: "x", count: 110)
        defer { try? FileManager.default.removeItem(atPath: long) }
        let relocated = H.run(
            H.binary.path, ["serve", "--data-dir", long, "--countdown", "0"], environment: ["XDG_RUNTIME_DIR": claimed])
        #expect(relocated.status == 1 && relocated.err.contains("belongs to uid 65534"), "\(relocated.err)")
    }

    @Test("idle connections cost no thread: 200 of them, the host's threads stay few and doors answer")
    func idleConnections() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        let pidText = try String(
            contentsOfFile: harness.directory.appendingPathComponent("cadence.lock").path, encoding: .utf8)
        let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        func threads() -> Int {
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") } ?? ""
            return Int(line.split(separator: "\t").last ?? "") ?? -1
        }
        let before = threads()
        var idle: [Int32] = []
        defer { for fd in idle { close(fd) } }
        for _ in 0..<200 { idle.append(try UnixSocketProbe.connect(harness.socketPath)) }
        usleep(300_000)
        #expect(harness.cli(["status"]).status == 0)
        let during = threads()
        #expect(during >= 0 && during < before + 10, "threads: \(before) before, \(during) with 200 idle connections")
        // Past the cap of 256 a connection is told so and closed.
        for _ in 0..<60 { idle.append(try UnixSocketProbe.connect(harness.socketPath)) }
        usleep(300_000)
        let refused = H.json(UnixSocketProbe.exchange(idle[idle.count - 1], Data(#"{"v": 1, "op": "ping"}"#.utf8 + [0x0A])))
        #expect((refused["error"] as? String)?.contains("serving 256 clients already") == true, "\(refused)")
    }

    @Test("a clean stop checkpoints the WAL: the history is in the main file")
    func checkpointOnStop() throws {
        let harness = HostHarness()
        try harness.start()
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        usleep(300_000)
        #expect(harness.cli(["end"]).status == 0)
        #expect(harness.terminate() == 0)
        let wal = harness.directory.appendingPathComponent("cadence.sqlite-wal").path
        #expect(Self.size(wal) <= 0, "WAL of \(Self.size(wal)) bytes after a clean stop")
    }
}

extension FaultProcessTests {
    @Test("viewers that never read hold up no door: doors keep answering beside 100 stalled subscribers")
    func stalledViewers() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        var viewers: [Int32] = []
        defer { for fd in viewers { close(fd) } }
        for _ in 0..<100 {
            let fd = try UnixSocketProbe.connect(harness.socketPath)
            let line = Array(#"{"v": 1, "op": "subscribe"}"#.utf8) + [0x0A]
            _ = line.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            viewers.append(fd)  // and never read
        }
        sleep(8)  // 4 snapshots a second: enough to fill each viewer's 16 KB send buffer
        let started = Date()
        for _ in 0..<10 { #expect(harness.cli(["lap"]).status == 0) }
        #expect(Date().timeIntervalSince(started) < 10, "10 doors took \(Date().timeIntervalSince(started)) s")
        #expect(H.json(harness.cli(["status", "--json"]).out)["laps"] as? Int == 10)
    }
}

extension FaultProcessTests {
    @Test("out of file descriptors, the host keeps recording and accepts again once some are free")
    func outOfDescriptors() throws {
        let harness = HostHarness()
        let directory = harness.directory.path
        let host = Process()
        host.executableURL = URL(fileURLWithPath: "/bin/sh")
        host.arguments = [
            "-c", "ulimit -n 48 && exec \"$0\" serve --data-dir \"$1\" --countdown 0 --speed 20", H.binary.path, directory,
        ]
        host.standardError = FileHandle.nullDevice
        try host.run()
        defer {
            host.terminate()
            host.waitUntilExit()
        }
        for _ in 0..<200 where (try? UnixSocketProbe.connect(harness.socketPath)).map({ close($0) }) == nil {
            usleep(50_000)
        }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        var held: [Int32] = []
        for _ in 0..<80 {
            if let fd = try? UnixSocketProbe.connect(harness.socketPath) { held.append(fd) }
        }
        usleep(500_000)
        for fd in held { close(fd) }
        usleep(500_000)
        var answered = false
        for _ in 0..<40 where !answered {
            answered = harness.cli(["status"]).status == 0
            if !answered { usleep(100_000) }
        }
        #expect(answered, "the host accepts again once descriptors are free")
        #expect(H.json(harness.cli(["status", "--json"]).out)["state"] as? String == "running")
    }
}

extension FaultProcessTests {
    @Test("a symbolic link where the socket goes is refused by the host and by the doors, not followed")
    func symlinkAtSocket() throws {
        let harness = HostHarness()
        try FileManager.default.createDirectory(
            at: harness.directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        #expect(symlink("/tmp/nowhere-\(UUID().uuidString)", harness.socketPath) == 0)
        let served = Self.serve(harness)
        #expect(served.status == 1)
        #expect(served.err.contains("symbolic link") && served.err.contains(harness.socketPath), "\(served.err)")
        let door = harness.cli(["status"])
        #expect(door.status == 1 && door.err.contains("not a socket"), "\(door.err)")
    }
}

extension FaultProcessTests {
    @Test("doctor reports a healthy directory, then an emptied database beside its WAL, and changes nothing")
    func doctor() throws {
        let harness = try Self.historyInWAL()
        let healthy = harness.cli(["doctor", "--json"])
        let findings = (try? JSONSerialization.jsonObject(with: Data(healthy.out.utf8))) as? [[String: Any]] ?? []
        #expect(healthy.status == 0, "\(healthy.out)")
        #expect(
            findings.map { $0["check"] as? String } == [
                "directory", "host", "wal", "database", "integrity", "history", "journal",
            ])
        #expect((findings.last?["detail"] as? String)?.contains("a workout in progress") == true)
        let database = harness.directory.appendingPathComponent("cadence.sqlite").path
        let walBefore = Self.size(database + "-wal")
        #expect(truncate(database, 0) == 0)
        let broken = harness.cli(["doctor"])
        #expect(broken.status == 1 && broken.out.contains("PROBLEM database") && broken.out.contains("truncated"), "\(broken.out)")
        #expect(Self.size(database + "-wal") == walBefore && Self.size(database) == 0)
    }
}

extension FaultProcessTests {
    @Test("a damaged WAL is reported with what it loses, kept aside, and the host goes on with the rest")
    func damagedWAL() throws {
        let harness = try Self.historyInWAL()
        let wal = harness.directory.appendingPathComponent("cadence.sqlite-wal").path
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: wal)))
        let pageSize = 4096
        let frame = 1
        #expect(bytes.count > 32 + (frame + 2) * (24 + pageSize), "the WAL holds a few frames")
        bytes[32 + frame * (24 + pageSize) + 24 + 200] ^= 0x10
        try Data(bytes).write(to: URL(fileURLWithPath: wal))
        let doctor = harness.cli(["doctor"])
        #expect(doctor.status == 1 && doctor.out.contains("PROBLEM wal") && doctor.out.contains("damaged at frame 2"), "\(doctor.out)")
        try harness.start()
        defer { harness.terminate() }
        let status = harness.cli(["status"]).out
        #expect(status.contains("damaged at frame 2") && status.contains("cannot be read and are lost"), "\(status)")
        #expect(
            status.contains("no workout in progress remains") || status.contains("was recovered up to"), "\(status)")
        let copies = try FileManager.default.contentsOfDirectory(atPath: harness.directory.path).filter {
            $0.hasPrefix("cadence.sqlite-wal.damaged-")
        }
        #expect(copies.count == 1, "\(copies)")
        #expect(harness.cli(["history", "--json"]).out.contains("outdoorRun"), "the saved workout is in the main file")
    }
}

struct ServiceCommandTests {
    @Test("service install writes a user unit that restarts cadence serve on failure; remove deletes it")
    func unit() async throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-cfg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let output = CommandOutput.capturing()
        let context = CommandContext(output: output, environment: ["XDG_CONFIG_HOME": config.path, "HOME": "/nonexistent"])
        #expect(await Cadence.main(["service", "install", "--data-dir", "/tmp/my data"], context: context) == 0)
        let unit = config.appendingPathComponent("systemd/user/cadence.service")
        let text = try String(contentsOf: unit, encoding: .utf8)
        #expect(text.contains("Restart=on-failure"))
        #expect(text.contains(#" serve --data-dir "/tmp/my data""#), "\(text)")
        #expect(text.contains("ExecStart=\"/") && text.contains("WantedBy=default.target"))
        #expect(output.standardOutput.contains("systemctl --user enable --now cadence.service"))
        #expect(await Cadence.main(["service", "remove"], context: context) == 0)
        #expect(!FileManager.default.fileExists(atPath: unit.path))
        #expect(await Cadence.main(["service", "restart"], context: context) == 64)
    }
}
