import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Waits on every connection that has no request in progress, with one thread and `poll(2)`:
/// an idle connection costs a descriptor and a buffer, not a thread. When a connection's line is
/// complete, it is handed to `onLine` (which runs it on a short-lived thread) and not watched
/// again until ``release(_:)``; ``detach(_:)`` hands it over for good (a subscriber).
final class ConnectionPoller: Sendable {
    private struct Connection {
        var splitter: LineSplitter
        var busy = false
        var ended = false
        var lastActivity: ContinuousClock.Instant
    }

    private struct State {
        var connections: [Int32: Connection] = [:]
        var stopped = false
    }

    private let state = Mutex(State())
    private let wake: (read: Int32, write: Int32)
    private let limit: Int
    private let idleTimeout: Duration
    private let onLine: @Sendable (Int32, LineSplitter.Line) -> Void
    private let onClose: @Sendable (Int32) -> Void

    /// - Parameters:
    ///   - onLine: runs a complete line of a connection (off this thread); call ``release(_:)``
    ///     or ``detach(_:)`` when done with it.
    ///   - onClose: the connection was closed (ended, failed or idle too long).
    init(
        limit: Int, idleTimeout: Duration, onLine: @escaping @Sendable (Int32, LineSplitter.Line) -> Void,
        onClose: @escaping @Sendable (Int32) -> Void
    ) {
        var pipeEnds: [Int32] = [-1, -1]
        pipe(&pipeEnds)
        for end in pipeEnds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        wake = (pipeEnds[0], pipeEnds[1])
        self.limit = limit
        self.idleTimeout = idleTimeout
        self.onLine = onLine
        self.onClose = onClose
    }

    deinit {
        close(wake.read)
        close(wake.write)
    }

    /// Starts the poller's thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "cadence-poll"
        thread.start()
    }

    /// Stops watching; connections still watched are closed.
    func stop() {
        state.withLock { $0.stopped = true }
        signal()
    }

    /// Watches a new connection.
    func add(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        state.withLock { $0.connections[fd] = Connection(splitter: LineSplitter(limit: limit), lastActivity: .now) }
        signal()
    }

    /// Watches a connection again after its line was answered (closing it if it had ended).
    func release(_ fd: Int32) {
        let ended = state.withLock { state -> Bool in
            state.connections[fd]?.busy = false
            state.connections[fd]?.lastActivity = .now
            return state.connections[fd]?.ended ?? true
        }
        if ended { closeConnection(fd) } else { signal() }
    }

    /// Stops watching a connection without closing it: its new owner closes it.
    func detach(_ fd: Int32) {
        _ = state.withLock { $0.connections.removeValue(forKey: fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }

    private func signal() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    private func closeConnection(_ fd: Int32) {
        let known = state.withLock { $0.connections.removeValue(forKey: fd) != nil }
        guard known else { return }
        close(fd)
        onClose(fd)
    }

    private func run() {
        while true {
            let (watched, stopped) = state.withLock { state in
                (state.connections.filter { !$0.value.busy && !$0.value.ended }.map(\.key), state.stopped)
            }
            if stopped {
                // Idle connections close now; a connection whose request is still running is only
                // shut down (its answer fails), and closes when the request gives it back, so its
                // descriptor is never reused under a thread that still writes to it.
                let (idle, busy) = state.withLock { state in
                    state.connections.keys.forEach { state.connections[$0]?.ended = true }
                    return (
                        state.connections.filter { !$0.value.busy }.map(\.key),
                        state.connections.filter { $0.value.busy }.map(\.key)
                    )
                }
                for fd in busy { shutdown(fd, Int32(SHUT_RDWR)) }
                for fd in idle { closeConnection(fd) }
                return
            }
            var fds = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            fds += watched.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), 1000)
            if ready < 0, errno != EINTR { usleep(10_000) }
            if fds[0].revents != 0 {
                var sink = [UInt8](repeating: 0, count: 256)
                while read(wake.read, &sink, sink.count) > 0 {}
            }
            for entry in fds.dropFirst() where entry.revents != 0 { readAvailable(entry.fd) }
            dispatchReady()
            closeIdle()
        }
    }

    /// Reads what has arrived, without blocking; marks the connection ended at its end.
    private func readAvailable(_ fd: Int32) {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count > 0 {
                state.withLock { state in
                    chunk.withUnsafeBytes {
                        state.connections[fd]?.splitter.append(UnsafeRawBufferPointer(rebasing: $0[0..<count]))
                    }
                    state.connections[fd]?.lastActivity = .now
                }
                continue
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
            state.withLock { $0.connections[fd]?.ended = true }  // end of stream, or an error
            return
        }
    }

    /// Hands each idle connection's next complete line (or an ended connection's last one) to
    /// `onLine`, and closes connections that ended with nothing left.
    private func dispatchReady() {
        var lines: [(Int32, LineSplitter.Line)] = []
        var finished: [Int32] = []
        state.withLock { state in
            for (fd, connection) in state.connections where !connection.busy {
                var connection = connection
                if let line = connection.splitter.next() ?? (connection.ended ? connection.splitter.finish() : nil) {
                    connection.busy = true
                    lines.append((fd, line))
                } else if connection.ended {
                    finished.append(fd)
                }
                state.connections[fd] = connection
            }
        }
        for fd in finished { closeConnection(fd) }
        for (fd, line) in lines { onLine(fd, line) }
    }

    private func closeIdle() {
        let now = ContinuousClock.now
        let idle = state.withLock { state in
            state.connections.filter { !$0.value.busy && now - $0.value.lastActivity > idleTimeout }.map(\.key)
        }
        for fd in idle { closeConnection(fd) }
    }
}
