import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where Cadence keeps its files: one directory (owner-only) with the database and, when the
/// path is short enough, the host's socket.
///
/// Chosen in this order: `--data-dir`, `$CADENCE_HOME`, `$XDG_DATA_HOME/cadence`,
/// `~/.local/share/cadence`.
public struct DataDirectory: Sendable, Hashable {
    /// The directory.
    public let url: URL
    /// The database file.
    public var databasePath: String { url.appendingPathComponent("cadence.sqlite").path }
    /// The lock file a host holds (``DataDirectoryLock``).
    public var lockPath: String { url.appendingPathComponent("cadence.lock").path }
    /// The socket path, and why it is not in the data directory when it is not.
    public let socketPath: String
    /// Set when the socket lives elsewhere because the data directory's path is too long for a
    /// Unix socket (107 bytes).
    public let socketRelocationReason: String?

    /// The longest Unix socket path (`sun_path` holds 108 bytes with the terminating zero).
    public static let maximumSocketPathLength = 107

    /// Resolves the directory from an option and the environment.
    public init(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let path: String
        if let option, !option.isEmpty {
            path = option
        } else if let home = environment["CADENCE_HOME"], !home.isEmpty {
            path = home
        } else if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            path = xdg + "/cadence"
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            path = home + "/.local/share/cadence"
        }
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        self.url = url
        let preferred = url.appendingPathComponent("cadence.sock").path
        if preferred.utf8.count <= Self.maximumSocketPathLength {
            socketPath = preferred
            socketRelocationReason = nil
        } else {
            let runtime = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp/cadence-\(getuid())"
            socketPath = runtime + "/cadence-\(Self.hash(url.path)).sock"
            socketRelocationReason =
                "the data directory's path is too long for a Unix socket (over \(Self.maximumSocketPathLength) bytes), so the socket is \(socketPath)"
        }
    }

    /// Creates the directory (and the socket's, if elsewhere) with owner-only permissions, and
    /// refuses one that another user owns or that group or others may write: whoever can write
    /// there can plant a database or a socket and read the workouts and routes.
    public func create() throws {
        let manager = FileManager.default
        for directory in directories where !manager.fileExists(atPath: directory) {
            try manager.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        try checkOwnership()
    }

    /// The data directory and the socket's (one when the socket is inside).
    private var directories: Set<String> {
        [url.path, URL(fileURLWithPath: socketPath).deletingLastPathComponent().path]
    }

    /// Refuses, without creating anything, directories and files that exist here and are not
    /// this user's or may be written by group or others (``create()`` and `cadence doctor`).
    public func checkOwnership() throws(UnsafePath) {
        let manager = FileManager.default
        for directory in directories where manager.fileExists(atPath: directory) {
            try Self.checkOwnedByUser(directory, followingLinks: true)
        }
        for file in [databasePath, databasePath + "-wal", lockPath] where manager.fileExists(atPath: file) {
            try Self.checkOwnedByUser(file, followingLinks: false)
        }
    }

    /// Why a path may not be trusted.
    public struct UnsafePath: Error, LocalizedError, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path) \(reason); refusing to use it" }
        public var errorDescription: String? { description }
    }

    /// Refuses a path that is not this user's, or that group or others may write. A directory
    /// may be a symbolic link (to a directory that passes); a file may not.
    static func checkOwnedByUser(_ path: String, followingLinks: Bool) throws(UnsafePath) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            throw UnsafePath(path: path, reason: "cannot be examined (\(String(cString: strerror(errno))))")
        }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            throw UnsafePath(path: path, reason: "is a symbolic link")
        }
        if info.st_uid != getuid() {
            throw UnsafePath(path: path, reason: "belongs to uid \(info.st_uid), not to you (uid \(getuid()))")
        }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            throw UnsafePath(
                path: path,
                reason: "may be written by group or others (mode \(String(info.st_mode & 0o777, radix: 8))); chmod go-w it")
        }
    }

    /// FNV-1a, 64 bits, as hex: a short stable name for a long path.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        return String(value, radix: 16)
    }
}
