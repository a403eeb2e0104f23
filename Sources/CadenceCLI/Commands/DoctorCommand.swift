import CadenceApp
import Foundation

/// `cadence doctor`: check a data directory and say what is wrong, changing nothing.
enum DoctorCommand: Subcommand {
    static let spec = CommandSpec(
        name: "doctor", abstract: "Check the data directory, the database and the journal; change nothing.",
        usage: "[--full] [--salvage] [--data-dir <DIR>] [--json]",
        options: [
            CommandSpec.Option("full", help: "Run SQLite's full integrity_check instead of quick_check."),
            CommandSpec.Option(
                "salvage",
                help: "Copy what can be read into a new database beside the original, which is kept as it is."),
            CommandSpec.dataDirectory, CommandSpec.json,
        ],
        discussion: """
            One line per check: directory (ownership and modes), host, database (the file beside its WAL, the
            schema), integrity, history, journal (a workout in progress, replayed read-only). --json prints an
            array of {"check", "ok", "detail"}. Exit status 0 when every check is fine, 1 otherwise.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        let directory = context.dataDirectory(arguments)
        if arguments.has("salvage") { return salvage(directory, arguments, context) }
        let findings = DataDirectoryDoctor.examine(directory, fullIntegrityCheck: arguments.has("full"))
        if arguments.has("json") {
            context.output.out(JSONOutput.string(findings))
        } else {
            for finding in findings {
                context.output.out("\(finding.ok ? "ok     " : "PROBLEM") \(finding.check): \(finding.detail)")
            }
        }
        return findings.allSatisfy(\.ok) ? 0 : 1
    }

    static func salvage(_ directory: DataDirectory, _ arguments: ParsedArguments, _ context: CommandContext) -> Int32 {
        let destination: String
        let results: [DataDirectoryDoctor.SalvagedTable]
        do {
            (destination, results) = try DataDirectoryDoctor.salvage(directory)
        } catch {
            context.output.err("Error: cannot salvage: \(error)")
            return 1
        }
        if arguments.has("json") {
            context.output.out(JSONOutput.string(results))
        } else {
            for result in results {
                context.output.out(
                    "\(result.table): \(result.copied) rows copied"
                        + (result.lost > 0 ? ", \(result.lost) lost (\(result.firstError ?? "unreadable"))" : ""))
            }
            context.output.out("Salvaged into \(destination); \(directory.databasePath) is unchanged.")
            context.output.out(
                "To use it: stop the host, keep the original somewhere safe, and move the salvaged file to \(directory.databasePath).")
        }
        return results.allSatisfy { $0.lost == 0 } ? 0 : 1
    }
}
