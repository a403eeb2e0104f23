import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The one-host-per-directory rule: an exclusive `flock` on `cadence.lock` in the data
/// directory, taken before the database is opened, held for the host's life and released by the
/// kernel when the process ends however it ends (kill -9 included). The file holds the holder's
/// pid, for the message a second host prints.
///
/// Doors that write without a host (`import`, `delete`) take the same lock for the write, so a
/// host cannot start in the middle of one.
public final class DataDirectoryLock: Sendable {
    private let descriptor: Mutex<Int32?>
    /// The lock file.
    public let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = Mutex(descriptor)
        self.path = path
    }

    deinit { release() }

    /// Releases the lock (a host that stops; the kernel does it when a process dies).
    public func release() {
        descriptor.withLock { held in
            if let fd = held { close(fd) }
            held = nil
        }
    }

    /// Why the lock could not be taken.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Another process holds it: a host serves the directory.
        case held(pid: Int32?, directory: String)
        /// The lock file could not be opened or locked.
        case system(path: String, errno: Int32)

        public var description: String {
            switch self {
            case .held(let pid, let directory):
                "another Cadence host (\(pid.map { "pid \($0)" } ?? "pid unknown")) serves \(directory)"
            case .system(let path, let code):
                "cannot lock \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Takes the lock without waiting and writes this process's pid into the file.
    ///
    /// - Throws: ``Failure/held(pid:directory:)`` when a host (or a door writing) holds it.
    public static func acquire(_ directory: DataDirectory) throws(Failure) -> DataDirectoryLock {
        let path = directory.lockPath
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(path: path, errno: errno) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let pid = readPID(descriptor)
            close(descriptor)
            if code == EWOULDBLOCK { throw .held(pid: pid, directory: directory.url.path) }
            throw .system(path: path, errno: code)
        }
        let text = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 {
            _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
        return DataDirectoryLock(descriptor: descriptor, path: path)
    }

    /// Whether a host holds the lock now (tried and released at once).
    public static func isHeld(_ directory: DataDirectory) -> Bool {
        guard FileManager.default.fileExists(atPath: directory.lockPath) else { return false }
        let descriptor = open(directory.lockPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
        flock(descriptor, LOCK_UN)
        return false
    }

    /// The pid of the host holding the lock, if one holds it (read from the lock file).
    public static func holder(_ directory: DataDirectory) -> Int32? {
        guard isHeld(directory) else { return nil }
        let descriptor = open(directory.lockPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return readPID(descriptor)
    }

    /// The pid written in the lock file, if it is a plausible one.
    private static func readPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = Int32(text), pid > 0 else { return nil }
        return pid
    }
}
