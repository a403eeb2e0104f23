import CadenceApp
import CadenceCore
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `cadence live`: the Live Activity in a terminal.
enum LiveCommand: Subcommand {
    static let spec = CommandSpec(
        name: "live", abstract: "Watch the workout live; p pause, r resume, l lap, e end, q quit.",
        usage: "[--locked] [--updates <N>] [--data-dir <DIR>]",
        options: [
            CommandSpec.Option(
                "locked", help: "Show only the state and elapsed time (health data hidden, as on a locked screen)."),
            CommandSpec.Option("updates", value: "N", help: "Stop after N updates."),
            CommandSpec.dataDirectory,
        ],
        discussion: """
            On a terminal the view fills the screen and redraws at most four times a second; the keys send
            the same intents a Live Activity's buttons would. Without a terminal it prints one line per
            update and reads the same keys from standard input; it stops when the workout ends.
            """)

    /// What the view shares between its threads.
    final class State: Sendable {
        let latest = Mutex<WorkoutSnapshot?>(nil)
        let dirty = Mutex(false)
        let message = Mutex<String?>(nil)
        let finished = Mutex(false)
        let updates = Mutex(0)
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        var limit: Int?
        if let text = arguments.values["updates"] {
            guard let value = Int(text), value > 0 else {
                throw UsageError("--updates needs a positive whole number, got '\(text)'")
            }
            limit = value
        }
        let locked = arguments.has("locked")
        let client = HostClient(socketPath: context.dataDirectory(arguments).socketPath)
        // Fail early, in one line, when there is no host.
        do {
            _ = try await client.send(HostRequest(op: .ping))
        } catch {
            context.output.err("Error: \(error)")
            return 1
        }
        let state = State()
        let terminal = context.output.isTerminal ? RawTerminal() : nil
        let interactive = terminal != nil

        // Snapshots from the host, on a thread of their own.
        let subscriber = Thread {
            var sawActive = false
            try? client.subscribe { event in
                guard let snapshot = event.snapshot else { return true }
                state.latest.withLock { $0 = snapshot }
                state.dirty.withLock { $0 = true }
                if snapshot.state.isActive { sawActive = true }
                if !interactive, sawActive, snapshot.state == .ended { return false }
                return !state.finished.withLock { $0 }
            }
            state.finished.withLock { $0 = true }
        }
        subscriber.start()

        // Keys, on another thread.
        let keys = Thread {
            var byte: UInt8 = 0
            while !state.finished.withLock({ $0 }), read(STDIN_FILENO, &byte, 1) == 1 {
                let key = Character(UnicodeScalar(byte))
                if key == "q" || byte == 3 {
                    state.finished.withLock { $0 = true }
                    return
                }
                let request: HostRequest
                if key == LiveActivityView.actionKey {
                    request = HostRequest(op: .action, locked: locked ? true : nil)  // as `cadence action`
                } else if let binding = LiveActivityView.keys.first(where: { $0.key == key }) {
                    request = HostRequest(intent: binding.intent, locked: locked ? true : nil)
                } else {
                    continue
                }
                Task {
                    let response = try? await client.send(request)
                    state.message.withLock { $0 = response?.dialog?.supporting ?? "no answer from the host" }
                    state.dirty.withLock { $0 = true }
                }
            }
        }
        keys.start()

        // Draw at most four times a second.
        defer { terminal?.restore() }
        while !state.finished.withLock({ $0 }) {
            try? await Task.sleep(for: .milliseconds(250))
            guard
                state.dirty.withLock({ dirty in
                    defer { dirty = false }; return dirty
                }), let snapshot = state.latest.withLock({ $0 })
            else { continue }
            if let terminal {
                terminal.draw(LiveActivityView.screen(snapshot, locked: locked, message: state.message.withLock { $0 }))
            } else {
                context.output.out(LiveActivityView.line(snapshot, locked: locked))
            }
            let count = state.updates.withLock { count in
                count += 1
                return count
            }
            if let limit, count >= limit { state.finished.withLock { $0 = true } }
        }
        // A last line for the end of the workout.
        if terminal == nil, let snapshot = state.latest.withLock({ $0 }), state.dirty.withLock({ $0 }),
            snapshot.state == .ended
        {
            context.output.out(LiveActivityView.line(snapshot, locked: locked))
        }
        return 0
    }
}
