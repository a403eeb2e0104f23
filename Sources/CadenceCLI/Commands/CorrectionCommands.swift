import CadenceApp
import CadenceIntents
import Foundation

/// `cadence delete ID|latest... [--yes]`: delete saved workouts, asking first.
enum DeleteCommand: Subcommand {
    static let spec = CommandSpec(
        name: "delete", abstract: "Delete saved workouts (asks first).",
        usage: "<id>|latest... [--yes] [--data-dir <DIR>] [--json]",
        arguments: [("id", "Workout ids from 'cadence history', or 'latest'.")],
        options: [CommandSpec.Option("yes", help: "Delete without asking (for scripts).")] + Door.options,
        discussion: """
            Each workout is confirmed first: on a terminal the question is asked ("Delete your outdoor run of
            2026-03-01, 5.20 km? It can't be undone. [y/N]"); without one, pass --yes, or the answer is
            "code": "confirmationRequired" and nothing is deleted. Works with or without a running host.
            An imported file whose workout was deleted can be imported again.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("missing the workout id(s) (or 'latest')") }
        var status: Int32 = 0
        for reference in arguments.positionals {
            let request = HostRequest(
                intent: DeleteWorkout.intentIdentifier, parameters: ["workout": reference],
                confirmed: arguments.has("yes") ? true : nil)
            guard var reply = await Door.exchange(request, arguments, context) else { return 1 }
            if reply.response.code == .confirmationRequired, !arguments.has("json"), isatty(0) == 1,
                context.output.isTerminal
            {
                let question = reply.response.dialog?.full ?? "Delete workout \(reference)?"
                FileHandle.standardOutput.write(Data((Door.printable(question) + " [y/N] ").utf8))
                let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                guard answer == "y" || answer == "yes" else {
                    context.output.out("Not deleted.")
                    status = 1
                    continue
                }
                var confirmed = request
                confirmed.confirmed = true
                guard let again = await Door.exchange(confirmed, arguments, context) else { return 1 }
                reply = again
            }
            if arguments.has("json") {
                context.output.out(reply.line)
            } else {
                Door.printDialog(reply.response, context)
                if reply.response.code == .confirmationRequired {
                    context.output.out("Nothing was deleted: pass --yes to delete without asking.")
                }
            }
            if reply.response.ok != true { status = 1 }
        }
        return status
    }
}

/// `cadence edit ID|latest [--style STYLE] [--title TITLE]`: correct a saved workout.
enum EditCommand: Subcommand {
    static let spec = CommandSpec(
        name: "edit", abstract: "Correct a saved workout's style or title.",
        usage: "<id>|latest [--style <style>] [--title <title>] [--data-dir <DIR>] [--json]",
        arguments: [("id", "A workout id from 'cadence history', or 'latest'.")],
        options: [
            CommandSpec.Option("style", value: "STYLE", help: "What it really was (a workout style, title or synonym)."),
            CommandSpec.Option("title", value: "TITLE", help: "A title for it; \"\" removes the title."),
        ] + Door.options,
        discussion: "History, show and summaries follow at once. Works with or without a running host.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.count == 1 else {
            throw UsageError(arguments.positionals.isEmpty ? "missing the workout id (or 'latest')" : "expected one workout id")
        }
        var parameters = ["workout": arguments.positionals[0]]
        if let style = arguments.values["style"] { parameters["workoutStyle"] = try WorkoutStyle.argument(style).rawValue }
        if let title = arguments.values["title"] { parameters["workoutTitle"] = title }
        guard parameters.count > 1 else { throw UsageError("nothing to change: pass --style and/or --title") }
        return await Door.run(HostRequest(intent: EditWorkout.intentIdentifier, parameters: parameters), arguments, context)
    }
}
