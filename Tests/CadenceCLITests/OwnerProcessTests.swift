import CadenceApp
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The bugs that came from the owner re-deciding what the reducer decided, each as a person
/// meets it: real `cadence serve` processes driven by the real binary.
@Suite(.serialized)
struct OwnerProcessTests {
    typealias H = HostHarness

    static func json(_ harness: HostHarness, _ arguments: [String]) -> [String: Any] {
        H.json(harness.cli(arguments + ["--json"]).out)
    }

    static func elapsed(_ harness: HostHarness) -> Double {
        json(harness, ["status"])["elapsedTime"] as? Double ?? -1
    }

    @Test("start; lap; lap; end; show latest lists 3 laps, the last one ending at the end")
    func finalLap() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        usleep(200_000)
        #expect(harness.cli(["lap"]).status == 0)
        usleep(200_000)
        #expect(harness.cli(["lap"]).status == 0)
        usleep(200_000)
        #expect(harness.cli(["end"]).status == 0)
        let show = Self.json(harness, ["show", "latest"])
        let laps = show["laps"] as? [[String: Any]] ?? []
        #expect(laps.count == 3, "\(show)")
        #expect(laps.last?["endDate"] as? String == show["endDate"] as? String)
        #expect(harness.cli(["show", "latest"]).out.contains("3"))
    }

    @Test("after cancel, status stops counting")
    func cancelStopsTheClock() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        usleep(300_000)
        let cancelled = Self.json(harness, ["cancel", "--yes"])
        #expect(cancelled["state"] as? String == "ended", "\(cancelled)")
        let first = Self.elapsed(harness)
        usleep(500_000)  // 10 workout seconds at --speed 20
        let second = Self.elapsed(harness)
        #expect(first > 0 && first == second, "\(first) then \(second)")
        #expect(harness.cli(["history", "--json"]).out.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test("a second serve on the same directory is refused before it touches anything; the first carries on")
    func secondHostRefused() throws {
        let harness = HostHarness()
        try harness.start(extra: ["--countdown", "15"])
        defer { harness.terminate() }
        // A start in its countdown while the second host tries (its own process, not waited on).
        let start = try harness.spawn(["start", "hike"])
        usleep(1_500_000)
        #expect(start.isRunning, "the start is still in its countdown when the second host tries")
        let second = H.run(
            H.binary.path, ["serve", "--data-dir", harness.directory.path, "--countdown", "0", "--speed", "20"])
        #expect(second.status == 1)
        #expect(second.err.contains("another Cadence host (pid "), "\(second.err)")
        #expect(second.err.contains("serves \(harness.directory.path)"), "\(second.err)")
        start.waitUntilExit()
        #expect(start.terminationStatus == 0)
        // The first host's workout is whole: it starts, and survives a kill -9 and a restart.
        for _ in 0..<300 where Self.json(harness, ["status"])["state"] as? String != "running" { usleep(100_000) }
        #expect(Self.json(harness, ["status"])["state"] as? String == "running")
        harness.kill9()
        try harness.start()
        let recovered = Self.json(harness, ["status"])
        #expect(recovered["state"] as? String == "running" && recovered["workoutStyle"] as? String == "hike")
    }

    @Test("kill -9 at --speed 20 and a restart: elapsed continues, and status, end and show agree")
    func recoveredClock() throws {
        let harness = HostHarness(speed: 20)
        try harness.start()
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        usleep(1_000_000)
        let before = Self.elapsed(harness)
        #expect(before > 15, "\(before)")
        harness.kill9()
        try harness.start()
        defer { harness.terminate() }
        let after = Self.elapsed(harness)
        #expect(after >= before, "elapsed went back from \(before) to \(after)")
        let ended = Self.json(harness, ["end"])
        let endElapsed = ((ended["value"] as? [String: Any])?["snapshot"] as? [String: Any])?["elapsedTime"] as? Double
        let shown = Self.json(harness, ["show", "latest"])["duration"] as? Double
        #expect(endElapsed != nil && shown != nil)
        #expect(abs((endElapsed ?? 0) - (shown ?? -1)) < 0.01, "end \(endElapsed ?? -1), show \(shown ?? -1)")
        #expect((shown ?? 0) >= after)
    }

    @Test("history, show, summary and export work without a host, and write nothing")
    func readsWithoutHost() throws {
        let harness = HostHarness()
        #expect(harness.cli(["history"]).status == 0, "an empty history needs no host either")
        try harness.start()
        #expect(harness.cli(["start", "outdoorWalk"]).status == 0)
        usleep(300_000)
        #expect(harness.cli(["end"]).status == 0)
        harness.terminate()
        let database = harness.directory.appendingPathComponent("cadence.sqlite").path
        func modified() -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: database))?[.modificationDate] as? Date
        }
        let before = modified()
        let history = harness.cli(["history", "--json"])
        #expect(history.status == 0 && history.out.contains("outdoorWalk"), "\(history)")
        #expect(harness.cli(["show", "latest"]).status == 0)
        let summary = Self.json(harness, ["summary", "thisYear"])
        #expect(((summary["value"] as? [String: Any])?["totals"] as? [String: Any])?["workouts"] as? Int == 1)
        let export = harness.cli(["export", "latest", "--format", "gpx", "--output", "-"])
        #expect(export.status == 0 && export.out.contains("<gpx"))
        #expect(modified() == before, "reads leave the database as it was")
        #expect(harness.cli(["status"]).status == 1, "status needs a host")
    }

    @Test("a file imported while the host runs can be asked for at once")
    func importWhileRunning() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["say", "show my 2017-01-17 workout"]).status == 1)
        let file = harness.directory.appendingPathComponent("morning.gpx")
        var points = ""
        for second in stride(from: 0, through: 600, by: 10) {
            let minutes = second / 60
            let seconds = second % 60
            points += """
                <trkpt lat="\(47.37 + Double(second) * 0.00002)" lon="8.54"><time>2017-01-17T07:\(String(format: "%02d", minutes)):\(String(format: "%02d", seconds))Z</time></trkpt>

                """
        }
        let gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><type>running</type><trkseg>
            \(points)</trkseg></trk></gpx>
            """
        try gpx.write(to: file, atomically: true, encoding: .utf8)
        let imported = harness.cli(["import", file.path, "--json"])
        #expect(imported.status == 0 && H.json(imported.out)["status"] as? String == "imported", "\(imported)")
        let said = Self.json(harness, ["say", "show my 2017-01-17 workout"])
        #expect(said["ok"] as? Bool == true && said["intent"] as? String == "ShowWorkout", "\(said)")
    }

    @Test("live --locked shows only state and elapsed time, the end included")
    func lockedLiveAtTheEnd() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        let (status, text) = try harness.live(["--locked"], keys: ["e"])
        #expect(status == 0)
        let lines = text.split(separator: "\n")
        #expect(lines.last?.hasPrefix("ended · ") == true, "\(text)")
        #expect(lines.allSatisfy { $0.split(separator: "·").count == 2 }, "\(text)")
        #expect(!text.contains("Saved") && !text.contains(" m") && !text.contains("bpm"))
    }

    @Test("a start that cannot reach running within 30 s is not started")
    func missedDeadline() throws {
        let harness = HostHarness()
        try harness.start(extra: ["--countdown", "35"])
        defer { harness.terminate() }
        let started = harness.cli(["start", "hike", "--json"])
        let json = H.json(started.out)
        #expect(started.status == 1 && json["ok"] as? Bool == false, "\(started)")
        #expect((json["error"] as? String)?.contains("30") == true, "\(json)")
        #expect((json["dialog"] as? [String: Any])?["supporting"] as? String == "Not started", "\(json)")
        usleep(300_000)
        let state = Self.json(harness, ["status"])["state"] as? String
        #expect(state == "ended" || state == "notStarted", "\(state ?? "none")")
        #expect(harness.cli(["history", "--json"]).out.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }
}
