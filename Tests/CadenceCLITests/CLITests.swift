import CadenceCLI
import Foundation
import Testing

/// The command line in-process, with captured output.
struct CLITests {
    func run(_ arguments: [String]) async -> (Int32, CommandOutput) {
        let output = CommandOutput.capturing()
        let status = await Cadence.main(
            arguments, context: CommandContext(output: output, environment: ["HOME": "/nonexistent"]))
        return (status, output)
    }

    @Test("--version and help print to stdout with the usual sections")
    func help() async {
        let (status, output) = await run(["--version"])
        #expect(status == 0 && output.standardOutput == "cadence \(Cadence.version)\n")
        let (_, top) = await run(["--help"])
        #expect(top.standardOutput.contains("OVERVIEW:") && top.standardOutput.contains("SUBCOMMANDS:"))
        for name in [
            "serve", "start", "pause", "resume", "lap", "end", "cancel", "status", "say", "summary", "history", "show",
            "match", "explain", "shortcuts",
        ] {
            #expect(top.standardOutput.contains("  \(name) "), "\(name)")
            let (_, a) = await run(["help", name])
            let (_, b) = await run([name, "--help"])
            let (_, c) = await run([name, "-h"])
            #expect(a.standardOutput == b.standardOutput && b.standardOutput == c.standardOutput)
            #expect(a.standardOutput.contains("USAGE: cadence \(name)") && a.standardOutput.contains("OPTIONS:"))
        }
    }

    @Test("usage errors print the message, the usage line and where to look, and exit 64")
    func usageErrors() async {
        let (status, output) = await run(["start", "--colour"])
        #expect(status == 64)
        #expect(
            output.standardError
                == "Error: unknown option '--colour'\nUsage: cadence start [<style>] [--data-dir <DIR>] [--json]\n  See 'cadence start --help'.\n"
        )
        #expect(await run(["frobnicate"]).0 == 64)
        #expect(await run(["match"]).0 == 64)
        #expect(await run(["serve", "--speed", "-3"]).0 == 64)
        #expect(await run(["serve", "--source", "tape"]).0 == 64)
        #expect(await run(["history", "--limit", "many"]).0 == 64)
    }

    @Test("match needs no host and prints JSON for a match and for a miss, exit 0 both times")
    func match() async throws {
        let (status, output) = await run(["match", "Start a run in Cadence", "--json"])
        #expect(status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(json["matched"] as? Bool == true && json["intent"] as? String == "StartWorkout")
        #expect(json["parameters"] as? [String: String] == ["workoutStyle": "outdoorRun"])
        #expect(
            json["exact"] as? Bool == true && json["score"] as? Double == 1
                && json["phrase"] as? String == "Start a Run in Cadence")
        let (missStatus, miss) = await run(["match", "Start a run", "--json"])
        #expect(missStatus == 0)
        let missJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(miss.standardOutput.utf8)) as? [String: Any])
        #expect(
            missJSON["matched"] as? Bool == false
                && missJSON["reason"] as? String == "the app name (Cadence) was not mentioned")
        #expect(missJSON["nearest"] != nil)
        let (_, exact) = await run(["match", "kick off a jog with Cadence", "--exact", "--json"])
        #expect(exact.standardOutput.contains("\"matched\":false"))
    }

    @Test("explain names the deciding stage and its words, or the reason and the nearest phrases with what each lacked")
    func explain() async throws {
        let (status, output) = await run(["explain", "stop the video", "--addressed", "--json"])
        #expect(status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(json["matched"] as? Bool == false && json["stage"] as? String == "lexical")
        #expect((json["reason"] as? String)?.contains("video") == true)
        let nearest = try #require(json["nearest"] as? [[String: Any]])
        #expect(!nearest.isEmpty && nearest.allSatisfy { ($0["extraWords"] as? [String])?.contains("video") == true })
        let (_, matched) = await run(["explain", "kick off a run in Cadence"])
        #expect(matched.standardOutput.hasPrefix("Understood: StartWorkout — decided by the lexical stage"))
        #expect(matched.standardOutput.contains("words: start"))
        #expect(await run(["explain"]).0 == 64)
    }

    @Test("match --file prints one JSON object per line")
    func matchFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-match-\(UUID().uuidString).txt")
        try "Pause my workout in Cadence\n\nEnd my workout in Cadence\nhello\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, output) = await run(["match", "--file", file.path])
        #expect(status == 0)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains("\"intent\":\"PauseWorkout\"") && lines[2].contains("\"matched\":false"))
        #expect(await run(["match", "--file", "/nonexistent/file"]).0 == 1)
    }

    @Test("shortcuts lists every shortcut and passes validation")
    func shortcuts() async {
        let (status, output) = await run(["shortcuts"])
        #expect(status == 0)
        #expect(output.standardOutput.contains("Start Workout (StartWorkout)"))
        #expect(output.standardOutput.contains("[en] Start a ${workoutStyle} in ${applicationName}"))
        #expect(output.standardOutput.contains("all rules pass"))
    }
}
