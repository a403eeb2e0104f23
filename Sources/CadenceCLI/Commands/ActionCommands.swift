import CadenceApp
import CadenceCore
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

/// `cadence config get|set|unset [KEY] [VALUE]`: the first-press workout, the maximum heart rate
/// and the age.
enum ConfigCommand: Subcommand {
    static let spec = CommandSpec(
        name: "config",
        abstract: "Read or change settings (first-press workout, maximum heart rate, age, units, auto-pause).",
        usage: "get [<key>] | set <key> <value> | unset <key> [--data-dir <DIR>]",
        arguments: [
            ("action", "get, set or unset."), ("key", "action-workout, max-hr, age, units or auto-pause."),
            (
                "value",
                "A workout style; a maximum heart rate in bpm (100–250); an age in years (5–110); metric or imperial; on or off."
            ),
        ],
        options: [CommandSpec.dataDirectory],
        discussion: """
            Settings live in settings.json in the data directory. A running host reads them again at once.
            get prints one "key value" line per setting. Heart-rate zones (the report's time in zones) are shares
            of max-hr; without it of 220 − age; without either of 190 bpm, said as a default.
            auto-pause on: runs and rides pause themselves when you stop moving (below 0.5 m/s for 2 s running,
            1.5 m/s for 1 s cycling) and resume when you move again; status and live say auto-paused. Off by default;
            a change applies to the workout in progress too.
            """)

    static let keys = ["action-workout", "max-hr", "age", "units", "auto-pause"]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        // The synchronous part lives apart: the release compiler (Swift 6.3.1) crashes splitting
        // this coroutine when its typed-throwing calls are inline.
        guard let (directory, settings, changed) = try change(arguments, context) else { return 1 }
        // A running host reads them again now; with none, the next one reads them at launch.
        if changed, DataDirectoryLock.isHeld(directory) {
            _ = try? await HostClient(socketPath: directory.socketPath).send(HostRequest(op: .settings))
        }
        let positionals = arguments.positionals
        let shown = positionals.count > 1 ? [positionals[1]] : keys
        for key in shown { context.output.out("\(key) \(value(of: key, in: settings))") }
        return 0
    }

    private static func value(of key: String, in settings: CadenceSettings) -> String {
        switch key {
        case "max-hr": settings.maximumHeartRate.map(String.init) ?? "(not set)"
        case "age": settings.age.map(String.init) ?? "(not set)"
        case "units": settings.units?.rawValue ?? "(default: metric)"
        case "auto-pause": settings.autoPause.map { $0 ? "on" : "off" } ?? "(default: off)"
        default: settings.actionWorkout?.rawValue ?? "(default: outdoorRun)"
        }
    }

    /// A whole number of `name` within `range`, or a usage error naming both.
    private static func number(_ text: String, _ name: String, in range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            throw UsageError("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
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
            guard positionals.count == 3 else { throw UsageError("usage: cadence config set <key> <value>") }
            switch positionals[1] {
            case "max-hr":
                settings.maximumHeartRate = try number(
                    positionals[2], "max-hr", in: CadenceSettings.maximumHeartRateRange)
            case "age": settings.age = try number(positionals[2], "age", in: CadenceSettings.ageRange)
            case "units":
                guard let units = MeasurementSystem(text: positionals[2]) else {
                    throw UsageError("units must be metric or imperial, not '\(positionals[2])'")
                }
                settings.units = units
            case "auto-pause":
                switch positionals[2].lowercased() {
                case "on", "true", "yes": settings.autoPause = true
                case "off", "false", "no": settings.autoPause = false
                default: throw UsageError("auto-pause must be on or off, not '\(positionals[2])'")
                }
            default: settings.actionWorkout = try WorkoutStyle.argument(positionals[2])
            }
        case "unset":
            guard positionals.count == 2 else { throw UsageError("usage: cadence config unset <key>") }
            switch positionals[1] {
            case "max-hr": settings.maximumHeartRate = nil
            case "age": settings.age = nil
            case "units": settings.units = nil
            case "auto-pause": settings.autoPause = nil
            default: settings.actionWorkout = nil
            }
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
