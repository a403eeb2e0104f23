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

    /// The most clients served at once; one more is told so and disconnected.
    public static let maximumClients = 256
    /// How long a subscriber may leave its snapshots unread before it is disconnected.
    public static let subscriberWriteTimeout: TimeInterval = 30
    /// How long a connection may send nothing before it is closed.
    public static let idleTimeout: TimeInterval = 300

    private func acceptLoop(_ fd: Int32) {
        while true {
            let client = accept(fd, nil, nil)
            if client < 0 {
                switch errno {
                case EINTR, ECONNABORTED, EPROTO:
                    continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Out of descriptors or memory: keep recording, wait, and accept again once
                    // some are free, instead of leaving the socket deaf for good.
                    log("cadence: cannot accept a client (\(String(cString: strerror(errno)))); retrying")
                    usleep(100_000)
                    continue
                default:
                    return  // the listener was closed
                }
            }
            guard clients.withLock({ $0.count }) < Self.maximumClients else {
                _ = UnixSocket.write(
                    client,
                    HostProtocol.encodeLine(
                        HostResponse.failure(
                            "the host is serving \(Self.maximumClients) clients already; try again shortly")))
                close(client)
                continue
            }
            guard UnixSocket.peerUserID(client) == getuid() else {
                _ = UnixSocket.write(
                    client, HostProtocol.encodeLine(HostResponse.failure("refused: the peer belongs to another user")))
                close(client)
                log("refused a client of another user")
                continue
            }
            // A connection that sends nothing for this long is closed (a subscriber only reads
            // after its first line, so this never cuts a viewer off).
            var idle = timeval(tv_sec: Int(Self.idleTimeout), tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &idle, socklen_t(MemoryLayout<timeval>.size))
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
                    "request too large: \(size) bytes without a newline, over the limit of \(HostProtocol.maximumRequestBytes); the rest of the line is skipped")
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

    /// Streams snapshot events until the client goes away. The client's own thread writes;
    /// snapshots wait in a mailbox that keeps only the newest, so a viewer that stops reading
    /// holds up nobody (not the controller, not another client) and always gets the latest when
    /// it reads again. One that leaves the socket full for ``subscriberWriteTimeout`` is dropped.
    private func stream(to fd: Int32) {
        var timeout = timeval(tv_sec: Int(Self.subscriberWriteTimeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        // A small send buffer: only the newest snapshot matters, so a viewer that stops reading
        // holds a few snapshots in the kernel, not minutes of them.
        var bufferSize: Int32 = 16_384
        setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &bufferSize, socklen_t(MemoryLayout<Int32>.size))
        let mailbox = SnapshotMailbox()
        let handler = self.handler
        let feeder = Task {
            for await snapshot in await handler.subscribe() { mailbox.put(snapshot) }
            mailbox.finish()
        }
        defer {
            feeder.cancel()
        }
        while let snapshot = mailbox.take() {
            var event = HostResponse()
            event.event = .snapshot
            event.snapshot = snapshot
            event.state = snapshot.state
            guard UnixSocket.write(fd, HostProtocol.encodeLine(event)) else { return }
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

/// The newest snapshot not yet written to one subscriber: a buffer of one that drops the older.
final class SnapshotMailbox: Sendable {
    private struct State {
        var latest: WorkoutSnapshot?
        var finished = false
    }

    private let state = Mutex(State())
    private let ready = DispatchSemaphore(value: 0)

    func put(_ snapshot: WorkoutSnapshot) {
        let wasEmpty = state.withLock { state -> Bool in
            defer { state.latest = snapshot }
            return state.latest == nil
        }
        if wasEmpty { ready.signal() }
    }

    func finish() {
        state.withLock { $0.finished = true }
        ready.signal()
    }

    /// Waits for a snapshot; `nil` once the stream has finished and nothing is left.
    func take() -> WorkoutSnapshot? {
        while true {
            ready.wait()
            let next = state.withLock { state -> (WorkoutSnapshot?, Bool) in
                defer { state.latest = nil }
                return (state.latest, state.finished)
            }
            if let snapshot = next.0 { return snapshot }
            if next.1 { return nil }
        }
    }
}
