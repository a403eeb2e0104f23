import CadenceApp
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A real `cadence serve` process on a temporary data directory, and the real `cadence` binary
/// to drive it.
final class HostHarness: @unchecked Sendable {
    // Invariant: `process` is only touched by the test that owns the harness, one call at a time.
    let directory: URL
    private var process: Process?
    let speed: Double

    init(speed: Double = 20) {
        // Short, so the socket path fits in 107 bytes.
        directory = URL(fileURLWithPath: "/tmp/cadence-cli-\(UUID().uuidString.prefix(8))")
        self.speed = speed
    }

    deinit {
        if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The built `cadence` executable, next to the test binary.
    static var binary: URL {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("cadence")
    }

    var socketPath: String { DataDirectory(option: directory.path).socketPath }

    /// Starts the host and waits until it answers.
    func start(extra: [String] = []) throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["serve", "--data-dir", directory.path, "--countdown", "0", "--speed", "\(speed)"] + extra
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let fd = try? UnixSocketProbe.connect(socketPath) {
                close(fd)
                return
            }
            usleep(20_000)
        }
        throw HarnessError("the host did not start listening within 20 s")
    }

    /// Sends SIGTERM and waits; returns the exit status.
    @discardableResult
    func terminate() -> Int32 {
        guard let process else { return -1 }
        process.terminate()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Kills the host with SIGKILL (no chance to clean up).
    func kill9() {
        guard let process else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs `cadence` with `arguments` against this data directory.
    func cli(_ arguments: [String], environment extra: [String: String] = [:]) -> (
        status: Int32, out: String, err: String
    ) {
        Self.run(Self.binary.path, arguments, environment: ["CADENCE_HOME": directory.path].merging(extra) { $1 })
    }

    /// Starts `cadence` with `arguments` against this data directory without waiting for it
    /// (a door that waits on a countdown, say); wait with `waitUntilExit()`.
    func spawn(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments + ["--data-dir", directory.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `cadence live` with `arguments` on a pipe, sends each key after waiting 0.8 s — or,
    /// when `until` names text for that key, once the view has printed it (within 20 s), so a
    /// loaded machine cannot reorder what the test means — and returns its exit status and
    /// everything it printed (the view stops when the workout ends).
    func live(_ arguments: [String], keys: [String], until: [String?] = []) throws -> (status: Int32, out: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["live"] + arguments + ["--data-dir", directory.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        let printed = Mutex(Data())
        output.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            printed.withLock { $0.append(chunk) }
        }
        try process.run()
        for (index, key) in keys.enumerated() {
            if index < until.count, let text = until[index] {
                let deadline = Date().addingTimeInterval(20)
                while Date() < deadline, !printed.withLock({ String(decoding: $0, as: UTF8.self) }).contains(text) {
                    usleep(50_000)
                }
            } else {
                usleep(800_000)
            }
            input.fileHandleForWriting.write(Data(key.utf8))
        }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        let data = printed.withLock { $0 + rest }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs a program, capturing its output.
    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) -> (
        status: Int32, out: String, err: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            return (-1, "", "\(error)")
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }

    /// Parses one JSON object.
    static func json(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One connection to a harness's host, sending request lines as written and reading each answer
/// as JSON; closed when released.
final class RawHostConnection {
    let fd: Int32
    init(_ harness: HostHarness) throws { fd = try UnixSocketProbe.connect(harness.socketPath) }
    deinit { close(fd) }
    /// Sends one line (a newline is added) and returns the response line as JSON.
    func send(_ text: String) -> [String: Any] {
        HostHarness.json(UnixSocketProbe.exchange(fd, Data((text + "\n").utf8)))
    }
}

/// A raw socket for tests that send bytes no client would.
enum UnixSocketProbe {
    static func connect(_ path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw HarnessError("connect failed: \(errno)")
        }
        return fd
    }

    /// Sends raw bytes and reads one response line.
    static func exchange(_ fd: Int32, _ bytes: Data) -> String {
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var line = Data()
        var byte: UInt8 = 0
        while recv(fd, &byte, 1, 0) == 1 {
            if byte == 0x0A { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }
}
