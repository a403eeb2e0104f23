import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a socket operation failed.
public struct SocketError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done.
    public let operation: String
    /// `errno`.
    public let code: Int32
    /// The socket path.
    public let path: String

    public var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }

    /// Whether nothing listens at the path (no host).
    public var isNoListener: Bool { code == ENOENT || code == ECONNREFUSED }
}

/// Thin wrappers over Unix-domain stream sockets.
package enum UnixSocket {
    /// The credentials of the process on the other end (Linux `struct ucred`).
    struct PeerCredentials {
        var pid: Int32 = 0
        var uid: UInt32 = 0
        var gid: UInt32 = 0
    }

    static func address(_ path: String) throws(SocketError) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count <= DataDirectory.maximumSocketPathLength else {
            throw SocketError(operation: "socket path too long", code: ENAMETOOLONG, path: path)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    /// Binds and listens at `path` (owner-only), replacing a stale socket file left by a host
    /// that died.
    package static func listen(at path: String) throws(SocketError) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError(operation: "socket", code: errno, path: path) }
        var address = try address(path)
        // A socket file nobody listens on is stale: remove it. One somebody listens on is a
        // running host: refuse to start a second.
        var info = stat()
        if lstat(path, &info) == 0 {
            // Only a socket is ours to replace: a symbolic link (dangling or not) or a file in
            // its place was put there by someone, and binding through it would be a trap.
            guard (info.st_mode & S_IFMT) == S_IFSOCK else {
                close(fd)
                throw SocketError(
                    operation: (info.st_mode & S_IFMT) == S_IFLNK
                        ? "refusing to listen through the symbolic link" : "refusing to replace the non-socket file",
                    code: EEXIST, path: path)
            }
            if let probe = try? connect(to: path) {
                close(probe)
                close(fd)
                throw SocketError(operation: "another host is already listening at", code: EADDRINUSE, path: path)
            }
            unlink(path)
        }
        let previous = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        umask(previous)
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw SocketError(operation: "bind", code: code, path: path)
        }
        chmod(path, 0o600)
        guard Glibc.listen(fd, SOMAXCONN) == 0 else {
            let code = errno
            close(fd)
            throw SocketError(operation: "listen", code: code, path: path)
        }
        return fd
    }

    /// Connects to `path`.
    package static func connect(to path: String) throws(SocketError) -> Int32 {
        // Talk only to a socket of this user's: one planted by someone else (or a symbolic link
        // to one) would answer the doors with whatever it likes.
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFSOCK || info.st_uid != getuid() {
            throw SocketError(
                operation: (info.st_mode & S_IFMT) != S_IFSOCK
                    ? "refusing to connect to something that is not a socket at"
                    : "refusing to connect to a socket of uid \(info.st_uid) (not yours) at",
                code: EPERM, path: path)
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError(operation: "socket", code: errno, path: path) }
        var address = try address(path)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw SocketError(operation: "connect", code: code, path: path)
        }
        return fd
    }

    /// The user id of the peer process.
    static func peerUserID(_ fd: Int32) -> UInt32? {
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
        return credentials.uid
    }

    /// Writes all of `data`; false when the peer is gone.
    package static func write(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            guard var pointer = raw.baseAddress else { return true }
            var remaining = raw.count
            while remaining > 0 {
                let written = send(fd, pointer, remaining, Int32(MSG_NOSIGNAL))
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                remaining -= written
                pointer += written
            }
            return true
        }
    }
}

/// Reads newline-delimited messages from a socket, with a size limit per line.
/// Splits bytes into JSON lines of at most `limit` bytes, wherever they come from (a blocking
/// reader, or the host's poller for many connections at once).
package struct LineSplitter {
    package enum Line: Equatable {
        case line(Data)
        /// A line over the limit, reported as soon as the limit is passed (the peer may be waiting
        /// for an answer before it sends a newline); the line's bytes up to its newline are then
        /// skipped. The count is what had arrived.
        case oversized(Int)
    }

    let limit: Int
    private var buffer = Data()
    private var discarding = false
    private var discarded = 0

    package init(limit: Int) { self.limit = limit }

    package mutating func append(_ bytes: UnsafeRawBufferPointer) { buffer.append(contentsOf: bytes) }

    /// Whether bytes of an unfinished line are waiting.
    package var hasPartialLine: Bool { !buffer.isEmpty && !discarding }

    /// The next complete line, if one has arrived.
    package mutating func next() -> Line? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                if discarding {
                    discarding = false  // the end of a line already reported as oversized
                    discarded = 0
                    continue
                }
                if line.count > limit { return .oversized(line.count) }
                return .line(Data(line))
            }
            if buffer.count > limit {
                let first = !discarding
                discarding = true
                discarded += buffer.count
                buffer.removeAll(keepingCapacity: true)
                if first { return .oversized(discarded) }
            }
            return nil
        }
    }

    /// What is left at the end of the stream: an unfinished last line, if any.
    package mutating func finish() -> Line? {
        guard hasPartialLine else { return nil }
        let rest = buffer
        buffer.removeAll()
        return rest.count > limit ? .oversized(rest.count) : .line(rest)
    }
}

/// Reads JSON lines from a blocking socket.
package struct LineReader {
    package enum Line {
        case line(Data)
        case oversized(Int)
        case end
    }

    let fd: Int32
    private var splitter: LineSplitter

    package init(fd: Int32, limit: Int) {
        self.fd = fd
        self.splitter = LineSplitter(limit: limit)
    }

    package mutating func next() -> Line {
        while true {
            switch splitter.next() {
            case .line(let data): return .line(data)
            case .oversized(let size): return .oversized(size)
            case nil: break
            }
            var chunk = [UInt8](repeating: 0, count: 16_384)
            let count = recv(fd, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                switch splitter.finish() {
                case .line(let data): return .line(data)
                case .oversized(let size): return .oversized(size)
                case nil: return .end
                }
            }
            chunk.withUnsafeBytes { splitter.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }
}
