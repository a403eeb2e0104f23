import CadenceApp
import Foundation
import Testing

/// `cadence live` in a real terminal, as a person meets it: tmux (Debian `tmux`) runs the view in
/// a pane; the tests resize the window, send signals and kill the host, and read the pane.
@Suite(
    .serialized,
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
            || ProcessInfo.processInfo.environment["CI"] == "true",
        "tmux is not installed (apt install tmux); the live view's terminal tests are skipped"))
struct LiveTmuxTests {
    typealias H = HostHarness

    /// A tmux server of its own, with one window of the given size.
    final class Tmux {
        let socket = "cadence-test-\(UUID().uuidString.prefix(8))"

        init(columns: Int, rows: Int) throws {
            // The server outlives this call and would hold a pipe open: it starts with its output
            // sent nowhere. (It does not always reap the view when it exits, so the pane's shell
            // reports the exit status; see `start`.)
            let status = system(
                "TERM=xterm-256color /usr/bin/tmux -L \(socket) new-session -d -s live -x \(columns) -y \(rows) </dev/null >/dev/null 2>&1")
            try #require(status == 0, "tmux new-session failed (\(status))")
            _ = run(["set-option", "-g", "remain-on-exit", "on"])
            _ = run(["set-option", "-g", "window-size", "manual"])
        }

        deinit { _ = run(["kill-server"]) }

        @discardableResult
        func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
            H.run("/usr/bin/tmux", ["-L", socket] + arguments, environment: ["TERM": "xterm-256color"])
        }

        /// Runs `command` in the pane under a shell that prints its exit status when it ends
        /// ("EXIT 143"), so the test reads it from the pane rather than from tmux's bookkeeping.
        func start(_ command: [String]) {
            let line = command.map { "'\($0)'" }.joined(separator: " ")
            run(["respawn-pane", "-k", "-t", "live", "/bin/sh -c \"\(line); echo EXIT \\$?; sleep 60\""])
        }

        /// The view's process: the shell's child.
        func viewPID() -> String {
            H.run("/usr/bin/pgrep", ["-P", format("pane_pid")]).out.split(separator: "\n").first.map(String.init) ?? ""
        }

        /// The exit status the shell printed, once the view ended.
        func exitStatus() -> String? {
            history().split(separator: "\n").last { $0.hasPrefix("EXIT ") }.map { String($0.dropFirst(5)) }
        }

        func screen() -> [String] { run(["capture-pane", "-p", "-t", "live"]).out.components(separatedBy: "\n") }

        /// The screen with what scrolled off it.
        func history() -> String { run(["capture-pane", "-p", "-S", "-100", "-t", "live"]).out }

        func format(_ name: String) -> String {
            run(["display-message", "-p", "-t", "live", "#{\(name)}"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        func resize(columns: Int, rows: Int) { run(["resize-window", "-t", "live", "-x", "\(columns)", "-y", "\(rows)"]) }

        /// Polls the pane until `condition` holds (at most 15 s: the host and view start in well under that).
        func wait(_ what: String, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(15)
            while Date() < deadline {
                if condition() { return true }
                usleep(100_000)
            }
            Issue.record("timed out waiting for \(what); the pane shows:\n\(screen().joined(separator: "\n"))")
            return false
        }
    }

    @Test("the view fits 40, 80 and 25 columns, and SIGTERM leaves the terminal as it was")
    func resizeAndTerminate() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        let tmux = try Tmux(columns: 40, rows: 20)
        tmux.start([H.binary.path, "live", "--data-dir", harness.directory.path])
        guard tmux.wait("the compact view", { tmux.screen().contains { $0.hasPrefix("Outdoor Run · RUNNING") } }) else { return }
        #expect(tmux.screen().allSatisfy { $0.count <= 40 }, "nothing wider than 40 columns")
        #expect(tmux.format("alternate_on") == "1" && tmux.format("cursor_flag") == "0")
        tmux.resize(columns: 80, rows: 24)
        guard tmux.wait("the boxed view at 80 columns", { tmux.screen().contains { $0.hasPrefix("╭ Cadence · Outdoor Run") } })
        else { return }
        tmux.resize(columns: 25, rows: 10)
        guard tmux.wait("one line at 25 columns", { tmux.screen().first?.hasPrefix("running") == true }) else { return }
        #expect(tmux.screen().allSatisfy { $0.count <= 25 })
        #expect(H.run("/bin/kill", ["-TERM", tmux.viewPID()]).status == 0)
        guard tmux.wait("the view to end", { tmux.exitStatus() != nil }) else { return }
        #expect(tmux.exitStatus() == "143", "128 + SIGTERM")
        #expect(tmux.format("alternate_on") == "0", "the alternate screen is left")
    }

    @Test("when the host dies the view says so and exits 1, with the terminal restored")
    func hostDeath() throws {
        let harness = HostHarness()
        try harness.start()
        #expect(harness.cli(["start", "outdoorCycle"]).status == 0)
        let tmux = try Tmux(columns: 80, rows: 24)
        tmux.start([H.binary.path, "live", "--data-dir", harness.directory.path])
        guard tmux.wait("the view", { tmux.screen().contains { $0.contains("Outdoor Cycle") } }) else { return }
        harness.kill9()
        guard tmux.wait("the view to end", { tmux.exitStatus() != nil }) else { return }
        #expect(tmux.exitStatus() == "1")
        #expect(tmux.format("alternate_on") == "0")
        #expect(tmux.history().contains("the Cadence host stopped"), "\(tmux.history())")
    }
}
