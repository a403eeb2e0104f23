import CadenceApp
import CadenceIntents
import Foundation

/// `cadence action [--both]`: the single press (the Action button's behaviour), for a key, a
/// pedal or a remote that can run one command.
enum ActionCommand: NoArgumentDoor {
    static let spec = CommandSpec(
        name: "action", abstract: "The single press: start the first-press workout, or run the next action (a lap).",
        usage: "[--both] [--data-dir <DIR>] [--json]",
        options: [
            CommandSpec.Option("both", help: "The two-button press: pause a running workout, resume a paused one.")
        ] + Door.options,
        discussion: """
            With no workout in progress a press starts the first-press workout (cadence config set action-workout
            STYLE; by default the first suggested workout, an outdoor run). During a workout it runs the most recently
            donated next action: a lap. During the countdown it does nothing and says so. --both pauses or resumes.
            """)

    static func request(_ arguments: ParsedArguments) -> HostRequest {
        HostRequest(op: .action, both: arguments.has("both") ? true : nil)
    }
}

/// `cadence config get|set|unset action-workout [STYLE]`.
enum ConfigCommand: Subcommand {
    static let spec = CommandSpec(
        name: "config", abstract: "Read or change settings (the first-press workout).",
        usage: "get [action-workout] | set action-workout <style> | unset action-workout [--data-dir <DIR>]",
        arguments: [("action", "get, set or unset."), ("key", "action-workout."), ("value", "A workout style.")],
        options: [CommandSpec.dataDirectory],
        discussion: """
            Settings live in settings.json in the data directory. A running host reads them again at once.
            """)

    static let keys = ["action-workout"]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        // The synchronous part lives apart: the release compiler (Swift 6.3.1) crashes splitting
        // this coroutine when its typed-throwing calls are inline.
        guard let (directory, settings, changed) = try change(arguments, context) else { return 1 }
        // A running host reads them again now; with none, the next one reads them at launch.
        if changed, DataDirectoryLock.isHeld(directory) {
            _ = try? await HostClient(socketPath: directory.socketPath).send(HostRequest(op: .settings))
        }
        context.output.out("action-workout \(settings.actionWorkout?.rawValue ?? "(default: outdoorRun)")")
        return 0
    }

    /// Reads, changes and saves the settings (`get` only reads); nil after printing an error.
    private static func change(_ arguments: ParsedArguments, _ context: CommandContext) throws
        -> (DataDirectory, CadenceSettings, changed: Bool)?
    {
        let positionals = arguments.positionals
        guard let verb = positionals.first else { throw UsageError("expected get, set or unset") }
        if positionals.count > 1, !keys.contains(positionals[1]) {
            throw UsageError("unknown setting '\(positionals[1])' (known: \(keys.joined(separator: ", ")))")
        }
        let directory = context.dataDirectory(arguments)
        var settings: CadenceSettings
        do {
            settings = try CadenceSettings.load(from: directory)
        } catch {
            context.output.err("Error: \(error)")
            return nil
        }
        switch verb {
        case "get":
            guard positionals.count <= 2 else { throw UsageError("get takes at most one setting") }
            return (directory, settings, false)
        case "set":
            guard positionals.count == 3 else { throw UsageError("usage: cadence config set action-workout <style>") }
            settings.actionWorkout = try WorkoutStyle.argument(positionals[2])
        case "unset":
            guard positionals.count == 2 else { throw UsageError("usage: cadence config unset action-workout") }
            settings.actionWorkout = nil
        default:
            throw UsageError("unknown action '\(verb)' (use get, set or unset)")
        }
        do {
            try directory.create()
            try settings.save(in: directory)
        } catch {
            context.output.err("Error: \(error)")
            return nil
        }
        return (directory, settings, true)
    }
}
