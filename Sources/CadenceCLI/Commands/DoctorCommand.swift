import CadenceApp
import Foundation

/// `cadence doctor`: check a data directory and say what is wrong, changing nothing.
enum DoctorCommand: Subcommand {
    static let spec = CommandSpec(
        name: "doctor", abstract: "Check the data directory, the database and the journal; change nothing.",
        usage: "[--full] [--data-dir <DIR>] [--json]",
        options: [
            CommandSpec.Option("full", help: "Run SQLite's full integrity_check instead of quick_check."),
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
        let findings = DataDirectoryDoctor.examine(
            context.dataDirectory(arguments), fullIntegrityCheck: arguments.has("full"))
        if arguments.has("json") {
            context.output.out(JSONOutput.string(findings))
        } else {
            for finding in findings {
                context.output.out("\(finding.ok ? "ok     " : "PROBLEM") \(finding.check): \(finding.detail)")
            }
        }
        return findings.allSatisfy(\.ok) ? 0 : 1
    }
}
