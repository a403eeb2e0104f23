import CadenceApp
import CadenceCore
import Foundation

/// What a command needs from its surroundings.
public struct CommandContext: Sendable {
    /// Where it writes.
    public let output: CommandOutput
    /// The environment (for `CADENCE_HOME`, `XDG_DATA_HOME`, `HOME`).
    public let environment: [String: String]

    public init(output: CommandOutput, environment: [String: String]) {
        self.output = output
        self.environment = environment
    }

    /// The data directory from `--data-dir` or the environment.
    func dataDirectory(_ arguments: ParsedArguments) -> DataDirectory {
        DataDirectory(option: arguments.values["data-dir"], environment: environment)
    }

    /// The units named on the command (`--units`) or in `CADENCE_UNITS`, if either is (both
    /// checked before the command runs).
    func explicitUnits(_ arguments: ParsedArguments) -> MeasurementSystem? {
        (arguments.values["units"] ?? environment["CADENCE_UNITS"]).flatMap { MeasurementSystem(text: $0) }
    }

    /// The units a command formats in: `--units`, else `CADENCE_UNITS`, else the setting, else metric.
    func units(_ arguments: ParsedArguments) -> MeasurementSystem {
        explicitUnits(arguments) ?? (try? CadenceSettings.load(from: dataDirectory(arguments)))?.units ?? .metric
    }
}

/// A subcommand of `cadence`.
protocol Subcommand {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32
}

/// The `cadence` command line: parses arguments, dispatches to a subcommand, returns the exit
/// status. A library, so tests run it in-process with captured output.
public enum Cadence {
    /// The version `cadence --version` prints.
    public static let version = "0.5.0"

    static var subcommands: [any Subcommand.Type] {
        [
            DemoCommand.self, ServeCommand.self, ServiceCommand.self, DoctorCommand.self, ConfigCommand.self, StartCommand.self, PauseCommand.self, ResumeCommand.self,
            LapCommand.self,
            EndCommand.self,
            CancelCommand.self, ActionCommand.self, CollectCommand.self, WaterCommand.self, NoteCommand.self, ConfirmCommand.self, DenyCommand.self, StatusCommand.self, LiveCommand.self, SayCommand.self, ListenCommand.self, SummaryCommand.self,
            HistoryCommand.self,
            ShowCommand.self, DeleteCommand.self, EditCommand.self,
            ExportCommand.self, ImportCommand.self, ReportCommand.self, MatchCommand.self, ExplainCommand.self, ShortcutsCommand.self,
        ]
    }

    static let overview = """
        OVERVIEW: Cadence, a hands-free workout tracker.

        Start, pause, resume, lap and end a workout by phrase or command; one host process owns
        the workout, records it crash-safely and keeps your history.

        USAGE: cadence <subcommand> [options] [arguments]

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
        """

    /// The top-level help text.
    public static var help: String {
        overview + "\n"
            + subcommands.map {
                "  \($0.spec.name.padding(toLength: 24, withPad: " ", startingAt: 0))\($0.spec.abstract)"
            }
            .joined(separator: "\n") + "\n\n  See 'cadence help <subcommand>' for detailed help.\n"
    }

    /// Runs `cadence` with `arguments` (without the program name).
    public static func main(_ arguments: [String], context: CommandContext) async -> Int32 {
        guard let first = arguments.first else {
            context.output.out(help, terminator: "")
            return 0
        }
        switch first {
        case "-h", "--help":
            context.output.out(help, terminator: "")
            return 0
        case "--version":
            context.output.out("cadence \(version)")
            return 0
        case "help":
            guard let name = arguments.dropFirst().first else {
                context.output.out(help, terminator: "")
                return 0
            }
            guard let command = subcommands.first(where: { $0.spec.name == name }) else {
                return usageError(
                    "unknown subcommand '\(name)'", usage: "cadence help <subcommand>", help: "cadence --help", context)
            }
            context.output.out(command.spec.help, terminator: "")
            return 0
        default:
            break
        }
        guard let command = subcommands.first(where: { $0.spec.name == first }) else {
            return usageError(
                "unknown subcommand '\(first)'", usage: "cadence <subcommand> [options] [arguments]",
                help: "cadence --help", context)
        }
        let spec = command.spec
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: spec)
        } catch {
            return usageError(error.message, usage: spec.usageLine, help: "cadence \(spec.name) --help", context)
        }
        if parsed.has("help") {
            context.output.out(spec.help, terminator: "")
            return 0
        }
        if let text = parsed.values["units"], MeasurementSystem(text: text) == nil {
            return usageError("--units must be metric or imperial, not '\(text)'", usage: spec.usageLine, help: "cadence \(spec.name) --help", context)
        }
        if let text = context.environment["CADENCE_UNITS"], !text.isEmpty, MeasurementSystem(text: text) == nil {
            return usageError("CADENCE_UNITS must be metric or imperial, not '\(text)'", usage: spec.usageLine, help: "cadence \(spec.name) --help", context)
        }
        do {
            return try await Formatting.$units.withValue(context.units(parsed)) {
                try await command.run(parsed, context)
            }
        } catch let error as UsageError {
            return usageError(error.message, usage: spec.usageLine, help: "cadence \(spec.name) --help", context)
        } catch {
            context.output.err("Error: \(error)")
            return 1
        }
    }

    static func usageError(_ message: String, usage: String, help: String, _ context: CommandContext) -> Int32 {
        context.output.err("Error: \(message)\nUsage: \(usage)\n  See '\(help)'.")
        return 64
    }
}
