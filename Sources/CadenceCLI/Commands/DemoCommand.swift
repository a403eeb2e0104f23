import CadenceApp
import CadenceCore
import CadenceIntents
import Foundation

/// `cadence demo`: the whole system in under a minute, on its own temporary data.
enum DemoCommand: Subcommand {
    static let spec = CommandSpec(
        name: "demo", abstract: "See Cadence work end to end in under a minute (a simulated run, by phrase).",
        usage: "[--speed <FACTOR>] [--keep]",
        options: [
            CommandSpec.Option(
                "speed", value: "FACTOR", help: "How much faster than real time the run goes (default 100)."),
            CommandSpec.Option("keep", help: "Keep the temporary data directory and print where it is."),
        ],
        discussion: """
            Starts a host in-process on a temporary data directory, starts a simulated outdoor run by saying
            "Start a run in Cadence", shows live lines while it runs, pauses and resumes by phrase, marks a
            lap, ends it, and prints the saved summary with its splits. Needs no terminal.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        var speed = 100.0
        if let text = arguments.values["speed"] {
            guard let value = Double(text), value > 0, value <= 10_000 else {
                throw UsageError("--speed needs a number from 0 to 10000, got '\(text)'")
            }
            speed = value
        }
        let out = context.output
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-demo-\(UUID().uuidString.prefix(8))")
        var configuration = CadenceHost.Configuration(dataDirectory: DataDirectory(option: directory.path))
        configuration.speed = speed
        configuration.countdown = .zero
        configuration.listens = false
        configuration.makeDataSource = { workout, _ in SimulatedDataSource(configuration: workout, seed: 2026) }
        let host: CadenceHost
        do {
            host = try await CadenceHost.start(configuration)
        } catch {
            out.err("Error: \(error)")
            return 1
        }
        defer { if !arguments.has("keep") { try? FileManager.default.removeItem(at: directory) } }

        out.out("Cadence demo: a simulated outdoor run at \(Int(speed))× speed (data in \(directory.path)).\n")
        func say(_ utterance: String) async -> Bool {
            out.out("› \"\(utterance)\"")
            let response = await host.handler.respond(to: HostRequest(utterance: utterance, locale: "en"))
            out.out("  Cadence: \(response.dialog?.full ?? response.error ?? "(no answer)")")
            return response.ok == true
        }
        func watch(seconds: Int) async {
            for _ in 0..<seconds {
                try? await Task.sleep(for: .seconds(1))
                out.out("  " + LiveActivityView.line(await host.controller.snapshot(), locked: false))
            }
        }

        guard await say("Start a run in Cadence") else {
            await host.stop()
            return 1
        }
        await watch(seconds: 8)
        _ = await say("Pause my workout in Cadence")
        await watch(seconds: 2)
        _ = await say("Resume my workout in Cadence")
        await watch(seconds: 6)
        _ = await say("Mark a lap in Cadence")
        await watch(seconds: 6)
        guard await say("End my workout in Cadence") else {
            await host.stop()
            return 1
        }
        let shown = await host.handler.respond(
            to: HostRequest(intent: ShowWorkout.intentIdentifier, parameters: ["workout": "latest"]))
        await host.stop()
        guard let workout = shown.value?.workout else {
            out.err("Error: the workout was not saved: \(shown.error ?? "unknown")")
            return 1
        }
        out.out("")
        out.out(WorkoutText.lines(workout).joined(separator: "\n"))
        out.out(
            "\nThat was the whole system: a phrase matched to an intent, one session owner, a crash-safe journal, and history."
        )
        out.out(
            "Next: run `cadence serve` in one terminal, then `cadence start outdoorRun`, `cadence live`, `cadence end`."
        )
        if arguments.has("keep") { out.out("Data kept in \(directory.path).") }
        return 0
    }
}
