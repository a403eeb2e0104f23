import CadenceCore
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Listens on the host's Unix socket and serves many clients at once, one thread each: it
/// refuses peers of another user, reads one JSON line at a time (at most
/// ``HostProtocol/maximumRequestBytes``), answers each, and streams snapshots to subscribers.
public final class HostServer: Sendable {
    private let path: String
    private let handler: HostRequestHandler
    private let listener = Mutex<Int32>(-1)
    private let clients = Mutex<Set<Int32>>([])
    private let log: @Sendable (String) -> Void

    /// Creates a server for `path`.
    public init(path: String, handler: HostRequestHandler, log: @escaping @Sendable (String) -> Void) {
        self.path = path
        self.handler = handler
        self.log = log
    }

    /// Binds the socket (owner-only) and starts accepting in the background.
    public func start() throws(SocketError) {
        signal(SIGPIPE, SIG_IGN)
        let fd = try UnixSocket.listen(at: path)
        listener.withLock { $0 = fd }
        let thread = Thread { [self] in acceptLoop(fd) }
        thread.name = "cadence-accept"
        thread.start()
    }

    /// Stops accepting, disconnects every client and removes the socket file.
    public func stop() {
        let fd = listener.withLock { fd -> Int32 in
            defer { fd = -1 }
            return fd
        }
        if fd >= 0 {
            shutdown(fd, Int32(SHUT_RDWR))
            close(fd)
        }
        for client in clients.withLock({ $0 }) { shutdown(client, Int32(SHUT_RDWR)) }
        unlink(path)
    }

    private func acceptLoop(_ fd: Int32) {
        while true {
            let client = accept(fd, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return  // the listener was closed
            }
            guard UnixSocket.peerUserID(client) == getuid() else {
                _ = UnixSocket.write(
                    client, HostProtocol.encodeLine(HostResponse.failure("refused: the peer belongs to another user")))
                close(client)
                log("refused a client of another user")
                continue
            }
            clients.withLock { _ = $0.insert(client) }
            let thread = Thread { [self] in
                serve(client)
                clients.withLock { _ = $0.remove(client) }
                close(client)
            }
            thread.name = "cadence-client"
            thread.start()
        }
    }

    private func serve(_ fd: Int32) {
        var reader = LineReader(fd: fd, limit: HostProtocol.maximumRequestBytes)
        while true {
            switch reader.next() {
            case .end:
                return
            case .oversized(let size):
                let response = HostResponse.failure(
                    "request too large: \(size) bytes (the limit is \(HostProtocol.maximumRequestBytes))")
                guard UnixSocket.write(fd, HostProtocol.encodeLine(response)) else { return }
            case .line(let data):
                if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                let handler = self.handler
                let response: HostResponse
                switch HostProtocol.decodeRequest(data) {
                case .success(let request) where request.op == .subscribe && request.intent == nil
                    && request.utterance == nil:
                    stream(to: fd)
                    return
                case .success(let request):
                    response = Self.wait { await handler.respond(to: request) }
                case .failure(let error):
                    response = Self.wait { await handler.respond(toUndecodable: error) }
                }
                guard UnixSocket.write(fd, HostProtocol.encodeLine(response)) else { return }
            }
        }
    }

    /// Streams snapshot events until the client goes away.
    private func stream(to fd: Int32) {
        let handler = self.handler
        Self.wait {
            let snapshots = await handler.subscribe()
            for await snapshot in snapshots {
                var event = HostResponse()
                event.event = .snapshot
                event.snapshot = snapshot
                event.state = snapshot.state
                guard UnixSocket.write(fd, HostProtocol.encodeLine(event)) else { return }
            }
        }
    }

    /// Runs async work to completion from a client thread (a dedicated thread, never one of the
    /// concurrency pool's, so blocking it is fine).
    private static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let semaphore = DispatchSemaphore(value: 0)
        let box = Mutex<T?>(nil)
        Task {
            let value = await body()
            box.withLock { $0 = value }
            semaphore.signal()
        }
        semaphore.wait()
        return box.withLock { $0! }
    }
}
