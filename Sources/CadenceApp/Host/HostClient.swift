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

    /// Sends one request and reads its response.
    public func send(_ request: HostRequest) async throws(HostClientError) -> HostResponse {
        let path = socketPath
        let result: Result<HostResponse, HostClientError> = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    returning: Result { () throws(HostClientError) in try Self.exchange(request, path: path) })
            }
            thread.start()
        }
        return try result.get()
    }

    private static func exchange(_ request: HostRequest, path: String) throws(HostClientError) -> HostResponse {
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
                return try HostProtocol.decoder.decode(HostResponse.self, from: data)
            } catch {
                throw .malformedResponse(String(decoding: data.prefix(200), as: UTF8.self))
            }
        case .oversized(let size):
            throw .malformedResponse("a response of \(size) bytes")
        case .end:
            throw .malformedResponse("the host closed the connection without answering")
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
        guard UnixSocket.write(fd, HostProtocol.encodeLine(HostRequest(op: "subscribe"))) else {
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

    public var description: String {
        switch self {
        case .noHost(let path): "no Cadence host is running (no socket at \(path)); start one with: cadence serve"
        case .socket(let error): "cannot reach the host: \(error)"
        case .malformedResponse(let text): "the host sent a malformed response: \(text)"
        }
    }
}
