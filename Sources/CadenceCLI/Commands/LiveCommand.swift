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
        usage: "[--locked] [--updates <N>] [--units metric|imperial] [--data-dir <DIR>]",
        options: [
            CommandSpec.Option(
                "locked", help: "Show only the state and elapsed time (health data hidden, as on a locked screen)."),
            CommandSpec.Option("updates", value: "N", help: "Stop after N updates."),
            CommandSpec.units,
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
        /// Set when the subscription ended without the view asking: the host went away.
        let hostGone = Mutex(false)
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
            var done = false
            try? client.subscribe { event in
                guard let snapshot = event.snapshot else { return true }
                state.latest.withLock { $0 = snapshot }
                state.dirty.withLock { $0 = true }
                if snapshot.state.isActive { sawActive = true }
                if !interactive, sawActive, snapshot.state == .ended {
                    done = true
                    return false
                }
                let finished = state.finished.withLock { $0 }
                if finished { done = true }
                return !finished
            }
            // The stream ended on its own: the host stopped or died.
            if !done, !state.finished.withLock({ $0 }) { state.hostGone.withLock { $0 = true } }
            state.finished.withLock { $0 = true }
        }
        subscriber.start()

        // Keys, on another thread; their answers come in this view's units.
        let units = context.explicitUnits(arguments) ?? Formatting.units
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
                    request = HostRequest(op: .action, locked: locked ? true : nil, units: units)  // as `cadence action`
                } else if let binding = LiveActivityView.keys.first(where: { $0.key == key }) {
                    request = HostRequest(intent: binding.intent, locked: locked ? true : nil, units: units)
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

        // SIGTERM, SIGHUP and SIGINT leave the terminal as it was found (raw mode off, the
        // alternate screen left, the cursor shown) before the process ends with 128 + the signal.
        Self.restoringOnSignals(terminal)

        // Draw at most four times a second, and at once after a resize.
        defer { terminal?.restore() }
        var drawnSize = terminal?.size
        while !state.finished.withLock({ $0 }) {
            try? await Task.sleep(for: .milliseconds(250))
            let size = terminal?.size
            let resized = size.map { $0 != drawnSize ?? $0 } ?? false
            guard
                state.dirty.withLock({ dirty in
                    defer { dirty = false }; return dirty || resized
                }), let snapshot = state.latest.withLock({ $0 })
            else { continue }
            if let terminal, let size {
                drawnSize = size
                terminal.draw(
                    LiveActivityView.screen(
                        snapshot, locked: locked, message: state.message.withLock { $0 }, columns: size.columns,
                        rows: size.rows))
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
        if state.hostGone.withLock({ $0 }) {
            terminal?.restore()
            context.output.err("Error: the Cadence host stopped, so the live view ends.")
            return 1
        }
        return 0
    }

    /// Handlers that restore the terminal and end the process with 128 + the signal.
    private static func restoringOnSignals(_ terminal: RawTerminal?) {
        terminal?.saveForSignals()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = restoreTerminalAndExit
        sigemptyset(&action.sa_mask)
        for number in [SIGTERM, SIGHUP, SIGINT] { sigaction(number, &action, nil) }
    }
}
