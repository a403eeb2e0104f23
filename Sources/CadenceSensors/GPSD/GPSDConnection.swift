import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One TCP connection to gpsd: connect (with a timeout), send the watch command, read lines.
/// Blocking calls with `poll` timeouts, for the feed's own thread.
struct GPSDConnection {
    private let descriptor: Int32
    private var pending: [UInt8] = []

    /// The command that turns on JSON reports (`?WATCH`, gpsd_json(5)).
    static let watchCommand = "?WATCH={\"enable\":true,\"json\":true}\n"

    /// The longest line kept: gpsd's reports are under 2 kB; anything longer is not gpsd.
    static let longestLine = 64 * 1024

    /// Connects to `endpoint` within `timeout` seconds and asks for reports.
    static func open(_ endpoint: GPSDEndpoint, timeout: Double = 3) -> Result<GPSDConnection, ConnectionError> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(endpoint.host, String(endpoint.port), &hints, &list)
        guard status == 0, let first = list else {
            return .failure(ConnectionError("cannot resolve \(endpoint.host): \(String(cString: gai_strerror(status)))"))
        }
        defer { freeaddrinfo(list) }
        var lastError = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry {
            entry = address.pointee.ai_next
            let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard fd >= 0 else {
                lastError = String(cString: strerror(errno))
                continue
            }
            let flags = fcntl(fd, F_GETFL)
            _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
            var result = connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen)
            if result != 0, errno == EINPROGRESS {
                var pollfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&pollfd, 1, Int32(timeout * 1000))
                if ready == 1 {
                    var soError: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(fd, SOL_SOCKET, SO_ERROR, &soError, &length)
                    if soError == 0 { result = 0 } else { errno = soError }
                } else if ready == 0 {
                    errno = ETIMEDOUT
                }
            }
            guard result == 0 else {
                lastError = String(cString: strerror(errno))
                _ = Glibc.close(fd)
                continue
            }
            let connection = GPSDConnection(descriptor: fd)
            guard connection.send(watchCommand) else {
                lastError = "cannot send the watch command: \(String(cString: strerror(errno)))"
                connection.close()
                continue
            }
            return .success(connection)
        }
        return .failure(ConnectionError(lastError))
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    private func send(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            var pollfd = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            guard poll(&pollfd, 1, 3000) == 1 else { return false }
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                return false
            }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    /// What one wait for data gave.
    enum Read {
        /// Complete lines (maybe none yet).
        case lines([String])
        /// The daemon closed the connection, or it failed.
        case closed(String)
    }

    /// Waits up to `timeout` seconds for data and returns the complete lines read.
    mutating func read(timeout: Double) -> Read {
        var pollfd = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&pollfd, 1, Int32(timeout * 1000))
        if ready == 0 { return .lines([]) }
        if ready < 0 { return errno == EINTR ? .lines([]) : .closed(String(cString: strerror(errno))) }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return .closed("gpsd closed the connection") }
        if count < 0 {
            return errno == EAGAIN || errno == EINTR ? .lines([]) : .closed(String(cString: strerror(errno)))
        }
        pending += buffer[..<count]
        var lines: [String] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
        if pending.count > Self.longestLine {
            return .closed("a line of more than \(Self.longestLine) bytes: not gpsd")
        }
        return .lines(lines)
    }

    func close() { _ = Glibc.close(descriptor) }

    struct ConnectionError: Error, Sendable, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
