import CadenceCore
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Listens on the host's Unix socket and serves many clients at once: it refuses peers of
/// another user, reads one JSON line at a time (at most ``HostProtocol/maximumRequestBytes``),
/// answers each on a short-lived thread, and streams snapshots to subscribers on a thread each.
/// Connections waiting for a request cost no thread: one poller watches them all.
public final class HostServer: Sendable {
    private let path: String
    private let handler: HostRequestHandler
    private let listener = Mutex<Int32>(-1)
    /// Every open client connection (for the cap).
    private let clients = Mutex<Set<Int32>>([])
    /// The connections handed to a subscription's own thread (shut down at stop).
    private let subscribers = Mutex<Set<Int32>>([])
    private let log: @Sendable (String) -> Void
    private let poller: ConnectionPoller

    /// Creates a server for `path`.
    public init(path: String, handler: HostRequestHandler, log: @escaping @Sendable (String) -> Void) {
        self.path = path
        self.handler = handler
        self.log = log
        let lines = LineHandoff()
        self.poller = ConnectionPoller(
            limit: HostProtocol.maximumRequestBytes, idleTimeout: .seconds(Int64(Self.idleTimeout)),
            onLine: { fd, line in lines.server?.run(fd, line) },
            onClose: { fd in lines.server?.closed(fd) })
        lines.server = self
    }

    /// Binds the socket (owner-only) and starts accepting in the background.
    public func start() throws(SocketError) {
        signal(SIGPIPE, SIG_IGN)
        let fd = try UnixSocket.listen(at: path)
        listener.withLock { $0 = fd }
        poller.start()
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
        poller.stop()
        for client in subscribers.withLock({ $0 }) { shutdown(client, Int32(SHUT_RDWR)) }
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
            // A client that does not read its answer for this long is dropped, so no thread
            // waits on it for ever.
            var timeout = timeval(tv_sec: Int(Self.subscriberWriteTimeout), tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            clients.withLock { _ = $0.insert(client) }
            // Waiting for a request costs no thread: the poller watches every idle connection
            // (and closes one that sends nothing for `idleTimeout`).
            poller.add(client)
        }
    }

    /// A connection the poller closed.
    fileprivate func closed(_ fd: Int32) {
        clients.withLock { _ = $0.remove(fd) }
    }

    /// Runs one complete line of a connection, on a thread of its own while it runs, then gives
    /// the connection back to the poller (or, for `subscribe`, keeps it to stream on).
    fileprivate func run(_ fd: Int32, _ line: LineSplitter.Line) {
        let thread = Thread { [self] in
            let response: HostResponse
            switch line {
            case .oversized(let size):
                response = HostResponse.failure(
                    "request too large: \(size) bytes without a newline, over the limit of \(HostProtocol.maximumRequestBytes); the rest of the line is skipped")
            case .line(let data):
                if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                    poller.release(fd)
                    return
                }
                let handler = self.handler
                switch HostProtocol.decodeRequest(data) {
                case .success(let request) where request.op == .subscribe && request.intent == nil
                    && request.utterance == nil:
                    poller.detach(fd)
                    subscribers.withLock { _ = $0.insert(fd) }
                    stream(to: fd)
                    subscribers.withLock { _ = $0.remove(fd) }
                    clients.withLock { _ = $0.remove(fd) }
                    close(fd)
                    return
                case .success(let request):
                    response = Self.wait { await handler.respond(to: request) }
                case .failure(let error):
                    response = Self.wait { await handler.respond(toUndecodable: error) }
                }
            }
            // The poller keeps connections non-blocking; this one is ours until released.
            let flags = fcntl(fd, F_GETFL)
            _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
            let written = UnixSocket.write(fd, HostProtocol.encodeLine(response))
            _ = fcntl(fd, F_SETFL, flags)
            if written {
                poller.release(fd)
            } else {
                poller.detach(fd)
                clients.withLock { _ = $0.remove(fd) }
                close(fd)
            }
        }
        thread.name = "cadence-request"
        thread.start()
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

/// Lets the poller, made before the server it reports to, reach that server once it exists
/// (weakly: the server owns the poller).
private final class LineHandoff: Sendable {
    private struct Reference: Sendable {
        weak var server: HostServer?
    }

    private let reference = Mutex(Reference())

    var server: HostServer? {
        get { reference.withLock { $0.server } }
        set { reference.withLock { $0.server = newValue } }
    }
}
