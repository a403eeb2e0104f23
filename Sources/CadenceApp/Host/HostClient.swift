import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Talks to a running host over its socket: what every door uses.
public struct HostClient: Sendable {
    /// The socket path.
    public let socketPath: String

    /// Creates a client for a socket.
    public init(socketPath: String) { self.socketPath = socketPath }

    /// A response with the line it came in, as the host wrote it.
    public struct Reply: Sendable {
        /// The decoded response.
        public let response: HostResponse
        /// The JSON line as received, without its newline (what `--json` prints).
        public let line: String

        /// Creates a reply.
        public init(response: HostResponse, line: String) {
            self.response = response
            self.line = line
        }
    }

    /// Sends one request and reads its response.
    public func send(_ request: HostRequest) async throws(HostClientError) -> HostResponse {
        try await exchange(request).response
    }

    /// Sends one request and reads its response, decoded once, with the line as received.
    public func exchange(_ request: HostRequest) async throws(HostClientError) -> Reply {
        let path = socketPath
        let result: Result<Reply, HostClientError> = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    returning: Result { () throws(HostClientError) in try Self.exchange(request, path: path) })
            }
            thread.start()
        }
        return try result.get()
    }

    private static func exchange(_ request: HostRequest, path: String) throws(HostClientError) -> Reply {
        let fd: Int32
        do {
            fd = try UnixSocket.connect(to: path)
        } catch {
            throw error.isNoListener ? .noHost(socketPath: path) : .socket(error)
        }
        defer { close(fd) }
        guard UnixSocket.write(fd, HostProtocol.encodeLine(request)) else {
            throw .socket(SocketError(operation: "write to", code: errno, path: path))
        }
        var reader = LineReader(fd: fd, limit: 64 << 20)
        switch reader.next() {
        case .line(let data):
            do {
                let response = try HostProtocol.decoder.decode(HostResponse.self, from: data)
                return Reply(response: response, line: String(decoding: data, as: UTF8.self))
            } catch {
                throw .malformedResponse(String(decoding: data.prefix(200), as: UTF8.self))
            }
        case .oversized(let size):
            throw .malformedResponse("a response of \(size) bytes")
        case .end:
            throw .hostClosed(socketPath: path)
        }
    }

    /// Subscribes to snapshots; calls `body` for each until it returns `false` or the host goes
    /// away. Runs on the calling thread (blocking): call it from a thread of your own.
    public func subscribe(_ body: (HostResponse) -> Bool) throws(HostClientError) {
        let fd: Int32
        do {
            fd = try UnixSocket.connect(to: socketPath)
        } catch {
            throw error.isNoListener ? .noHost(socketPath: socketPath) : .socket(error)
        }
        defer { close(fd) }
        guard UnixSocket.write(fd, HostProtocol.encodeLine(HostRequest(op: .subscribe))) else {
            throw .socket(SocketError(operation: "write to", code: errno, path: socketPath))
        }
        var reader = LineReader(fd: fd, limit: 64 << 20)
        while case .line(let data) = reader.next() {
            guard let event = try? HostProtocol.decoder.decode(HostResponse.self, from: data) else { continue }
            if !body(event) { return }
        }
    }
}

/// Why a door could not talk to the host.
public enum HostClientError: Error, Sendable, CustomStringConvertible {
    /// Nothing listens at the socket.
    case noHost(socketPath: String)
    case socket(SocketError)
    case malformedResponse(String)
    /// The host closed the connection before it answered (it stopped or died mid-request).
    case hostClosed(socketPath: String)

    public var description: String {
        switch self {
        case .noHost(let path): "no Cadence host is running (no socket at \(path)); start one with: cadence serve"
        case .socket(let error): "cannot reach the host: \(error)"
        case .malformedResponse(let text): "the host sent a malformed response: \(text)"
        case .hostClosed(let path):
            "the host at \(path) closed the connection before answering (it stopped or died mid-request; the request may or may not have been done: check cadence status)"
        }
    }
}
