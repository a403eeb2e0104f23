import CadenceApp
import Foundation

/// `cadence service install|remove`: a systemd user unit that keeps `cadence serve` running and
/// restarts it when it fails (the crash journal then recovers the workout in progress).
enum ServiceCommand: Subcommand {
    static let spec = CommandSpec(
        name: "service", abstract: "Install or remove a systemd user unit that runs and restarts cadence serve.",
        usage: "install|remove [--data-dir <DIR>]",
        arguments: [("action", "install (write the unit) or remove (delete it).")],
        options: [CommandSpec.dataDirectory],
        discussion: """
            install writes $XDG_CONFIG_HOME/systemd/user/cadence.service (default ~/.config/systemd/user)
            with Restart=on-failure and prints how to enable it; systemd itself is not touched.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.count == 1, let action = arguments.positionals.first else {
            throw UsageError("expected install or remove")
        }
        let unit = unitURL(context.environment)
        switch action {
        case "install":
            let text = unitFile(
                executable: executablePath(), dataDirectory: context.dataDirectory(arguments).url.path)
            do {
                try FileManager.default.createDirectory(
                    at: unit.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: unit, options: .atomic)
            } catch {
                context.output.err("Error: cannot write \(unit.path): \(error.localizedDescription)")
                return 1
            }
            context.output.out("Wrote \(unit.path). Enable it with:")
            context.output.out("  systemctl --user daemon-reload && systemctl --user enable --now cadence.service")
            return 0
        case "remove":
            guard FileManager.default.fileExists(atPath: unit.path) else {
                context.output.out("No unit at \(unit.path); nothing to remove.")
                return 0
            }
            do {
                try FileManager.default.removeItem(at: unit)
            } catch {
                context.output.err("Error: cannot remove \(unit.path): \(error.localizedDescription)")
                return 1
            }
            context.output.out("Removed \(unit.path). Stop it with: systemctl --user disable --now cadence.service")
            return 0
        default:
            throw UsageError("unknown action '\(action)' (use install or remove)")
        }
    }

    /// Where the unit goes.
    static func unitURL(_ environment: [String: String]) -> URL {
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return URL(fileURLWithPath: config).appendingPathComponent("systemd/user/cadence.service")
    }

    /// This executable's absolute path.
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The unit's text. Paths are quoted as systemd reads them.
    static func unitFile(executable: String, dataDirectory: String) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return """
            [Unit]
            Description=Cadence workout host (cadence serve)

            [Service]
            Type=simple
            ExecStart=\(quoted(executable)) serve --data-dir \(quoted(dataDirectory))
            Restart=on-failure
            RestartSec=1
            # A clean stop (SIGTERM) flushes the journal; an active workout resumes at the next start.
            KillSignal=SIGTERM
            TimeoutStopSec=10

            [Install]
            WantedBy=default.target

            """
    }
}
