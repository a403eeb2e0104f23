import CadenceApp
import CadenceCore
import CadenceIntents
import Foundation

/// `cadence start [STYLE]`.
enum StartCommand: Subcommand {
    static let spec = CommandSpec(
        name: "start", abstract: "Start a workout (without a style, the host asks which).",
        usage: "[<style>] [--data-dir <DIR>] [--json]",
        arguments: [("style", "One of: " + WorkoutStyle.allCases.map(\.rawValue).joined(separator: ", ") + ".")],
        options: Door.options)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("expected at most one style, got \(arguments.positionals.count)")
        }
        var parameters: [String: String] = [:]
        if let style = arguments.positionals.first {
            parameters["workoutStyle"] = try WorkoutStyle.argument(style).rawValue
        }
        return await Door.run(
            HostRequest(intent: StartWorkout.intentIdentifier, parameters: parameters), arguments, context)
    }
}

extension WorkoutStyle {
    /// The style a command-line argument names (raw value, title or synonym, as every door reads
    /// it), or a usage error that lists the styles.
    static func argument(_ text: String) throws -> WorkoutStyle {
        guard let style = WorkoutStyle(naming: text) else {
            throw UsageError(
                "unknown workout style '\(text)' (choose from \(WorkoutStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return style
    }
}

/// A door with no arguments: one request, its answer printed.
protocol NoArgumentDoor: Subcommand {
    static func request(_ arguments: ParsedArguments) -> HostRequest
}

extension NoArgumentDoor {
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        return await Door.run(request(arguments), arguments, context)
    }
}

/// A session command: pause, resume, lap, end, cancel (`--yes` where the spec has it).
protocol SimpleDoor: NoArgumentDoor {
    static var intent: String { get }
}

extension SimpleDoor {
    static func request(_ arguments: ParsedArguments) -> HostRequest {
        HostRequest(intent: intent, confirmed: arguments.has("yes") ? true : nil)
    }
}

enum PauseCommand: SimpleDoor {
    static let intent = PauseWorkout.intentIdentifier
    static let spec = CommandSpec(
        name: "pause", abstract: "Pause the running workout.", usage: "[--data-dir <DIR>] [--json]",
        options: Door.options)
}

enum ResumeCommand: SimpleDoor {
    static let intent = ResumeWorkout.intentIdentifier
    static let spec = CommandSpec(
        name: "resume", abstract: "Resume the paused workout.", usage: "[--data-dir <DIR>] [--json]",
        options: Door.options)
}

enum LapCommand: SimpleDoor {
    static let intent = MarkLap.intentIdentifier
    static let spec = CommandSpec(
        name: "lap", abstract: "Mark a lap.", usage: "[--data-dir <DIR>] [--json]", options: Door.options)
}

enum EndCommand: SimpleDoor {
    static let intent = EndWorkout.intentIdentifier
    static let spec = CommandSpec(
        name: "end", abstract: "End the workout and save it.", usage: "[--data-dir <DIR>] [--json]",
        options: Door.options)
}

enum CancelCommand: SimpleDoor {
    static let intent = CancelWorkout.intentIdentifier
    static let spec = CommandSpec(
        name: "cancel", abstract: "Cancel the workout without saving it.", usage: "[--yes] [--data-dir <DIR>] [--json]",
        options: [CommandSpec.Option("yes", help: "Confirm now: a workout over a minute long is otherwise asked about.")]
            + Door.options,
        discussion: """
            Cancelling discards the workout. Past one minute the host asks first ("code": "confirmationRequired");
            answer with `cadence confirm` or `cadence deny` (or say "yes" / "no") within 30 s, or pass --yes.
            """)
}

/// `cadence confirm` and `cadence deny`: answer the question the host asked last.
protocol AnswerDoor: NoArgumentDoor {
    static var operation: HostOperation { get }
}

extension AnswerDoor {
    static func request(_ arguments: ParsedArguments) -> HostRequest { HostRequest(op: operation) }
}

enum ConfirmCommand: AnswerDoor {
    static let operation = HostOperation.confirm
    static let spec = CommandSpec(
        name: "confirm", abstract: "Say yes to the question the host asked (\"End your run and save it?\").",
        usage: "[--data-dir <DIR>] [--json]", options: Door.options,
        discussion: "Exit status 1 when no question is waiting (questions lapse after 30 s).")
}

enum DenyCommand: AnswerDoor {
    static let operation = HostOperation.deny
    static let spec = CommandSpec(
        name: "deny", abstract: "Say no to the question the host asked; nothing changes.",
        usage: "[--data-dir <DIR>] [--json]", options: Door.options)
}

/// `cadence status`.
enum StatusCommand: Subcommand {
    static let spec = CommandSpec(
        name: "status", abstract: "Show the workout in progress.", usage: "[--data-dir <DIR>] [--json]",
        options: Door.options,
        discussion: """
            --json prints {"state", "workoutStyle", "elapsedTime" (seconds), "laps" (count), "statistics"}, with
            statistics per quantity type ({"unit", "sum"} or {"unit", "average", "minimum", "maximum", "mostRecent"}).
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        guard let response = await Door.send(HostRequest(op: .status), arguments, context),
            let snapshot = response.value?.snapshot
        else { return 1 }
        if arguments.has("json") {
            context.output.out(JSONOutput.string(snapshot))
            return 0
        }
        context.output.out(StatusText.lines(snapshot).joined(separator: "\n"))
        if let note = response.value?.socketNote { context.output.out("Note: \(note)") }
        if let recovered = response.value?.recovered { context.output.out("Note: \(recovered)") }
        return 0
    }
}

/// The status as a few aligned lines.
enum StatusText {
    static func lines(_ s: WorkoutSnapshot) -> [String] {
        guard s.state.isActive || s.state == .ended, let style = s.workoutStyle else {
            return ["State:       no workout in progress"]
        }
        var lines = ["State:       \(s.autoPaused ? "auto-paused" : s.state.name) (\(style.title))"]
        lines.append(
            "Elapsed:     \(Formatting.clock(s.elapsedTime))"
                + (s.laps > 0 ? "   lap \(s.laps + 1): \(Formatting.clock(s.currentLapElapsedTime))" : ""))
        if let distance = s.distanceMeters, distance > 0, style.showsDistance {
            // The rate says which it is: the latest speed sample ("now") or the average so far.
            let now = s.currentSpeedMetersPerSecond != nil
            let rate = Formatting.rate(style.rateMeasure, metersPerSecond: s.speedMetersPerSecond)
            lines.append(
                "Distance:    \(Formatting.distance(distance))" + (rate.map { "   \($0) \(now ? "now" : "average")" } ?? ""))
        }
        if let heartRate = s.heartRateBPM {
            lines.append(
                "Heart rate:  \(Int(saturating: heartRate.rounded())) bpm"
                    + (s.heartRateZone.map { ", zone \($0)" } ?? "")
                    + (s.averageHeartRateBPM.map { " (average \(Int(saturating: $0.rounded())))" } ?? ""))
        }
        if let energy = s.activeEnergyKilocalories { lines.append("Energy:      \(Int(saturating: energy.rounded())) kcal") }
        if let condition = s.sourceCondition, s.state.isActive { lines.append("Source:      \(condition)") }
        if let id = s.savedWorkoutID { lines.append("Saved:       workout \(id)") }
        return lines
    }
}

/// `cadence say "<utterance>"`.
enum SayCommand: Subcommand {
    static let spec = CommandSpec(
        name: "say", abstract: "Say a phrase to Cadence (the app name may be left out).",
        usage: "\"<utterance>\" [--locale <L>] [--data-dir <DIR>] [--json]",
        arguments: [("utterance", "What you would say, e.g. \"pause my workout\".")],
        options: [
            CommandSpec.Option("locale", value: "L", help: "The utterance's language: en (default), de, zh-Hans.")
        ] + Door.options)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.count == 1 else {
            throw UsageError(
                arguments.positionals.isEmpty ? "missing the utterance" : "expected one utterance (quote it)")
        }
        let request = HostRequest(
            utterance: arguments.positionals[0], locale: arguments.values["locale"] ?? "en", addressed: true)
        return await Door.run(request, arguments, context)
    }
}

/// `cadence summary [PERIOD]`.
enum SummaryCommand: Subcommand {
    static let spec = CommandSpec(
        name: "summary", abstract: "Total your workouts for a period (all time without one).",
        usage: "[<period>] [--data-dir <DIR>] [--json]",
        arguments: [
            ("period", "One of: " + WorkoutSummaryPeriod.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        ],
        options: Door.options)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.count <= 1 else { throw UsageError("expected at most one period") }
        var parameters: [String: String] = [:]
        if let period = arguments.positionals.first {
            guard WorkoutSummaryPeriod(rawValue: period) != nil else {
                throw UsageError(
                    "unknown period '\(period)' (choose from \(WorkoutSummaryPeriod.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            parameters["period"] = period
        }
        return await Door.run(
            HostRequest(intent: SummarizeWorkouts.intentIdentifier, parameters: parameters), arguments, context)
    }
}
