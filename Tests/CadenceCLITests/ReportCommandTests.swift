import Foundation
import Testing

/// `cadence report` and `cadence config set max-hr|age`, as processes.
@Suite(
    .serialized,
    .enabled(
        if: FileManager.default.fileExists(atPath: SharedFiles.path),
        "the shared workout files (../shared/data) are missing"))
struct ReportCommandTests {
    static let shared = SharedFiles.path

    @Test("report writes one page per workout (or to stdout), names it sensibly, and refuses bad references")
    func workoutReport() throws {
        let harness = HostHarness()
        #expect(harness.cli(["import", "\(Self.shared)/fit/garmin-edge810-vector-power.fit"]).status == 0)
        #expect(harness.cli(["import", "\(Self.shared)/fit/garmin-fenix6-track-run-17-laps.fit"]).status == 0)
        let output = harness.directory.appendingPathComponent("run.html").path
        let written = harness.cli(["report", "latest", "--output", output])
        #expect(written.status == 0, "\(written.err)")
        #expect(written.out.hasPrefix("Wrote the report of workout 2 to \(output) ("))
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.contains("id=\"chart-pace-time\"") && page.contains("id=\"route\"") && page.contains("Laps"))
        let stdout = harness.cli(["report", "1", "--output", "-"])
        #expect(stdout.status == 0 && stdout.out.hasPrefix("<!DOCTYPE html>") && stdout.out.contains("chart-power-time"))

        // The default name, in the current directory.
        let here = harness.directory.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        let named = HostHarness.run(
            "/bin/sh", ["-c", "cd '\(here.path)' && '\(HostHarness.binary.path)' report 1"],
            environment: ["CADENCE_HOME": harness.directory.path])
        #expect(named.status == 0 && named.out.contains("to cadence-2013-08-16-outdoorCycle-1.html"), "\(named.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: here.path) == ["cadence-2013-08-16-outdoorCycle-1.html"])

        let missing = harness.cli(["report", "99"])
        #expect(missing.status == 1 && missing.err.contains("there is no workout 99"))
        #expect(harness.cli(["report"]).status == 64)
        #expect(harness.cli(["report", "first"]).status == 64)
        #expect(harness.cli(["report", "1", "--period", "thisMonth"]).status == 64)
        let badPeriod = harness.cli(["report", "--period", "fortnight"])
        #expect(badPeriod.status == 64 && badPeriod.err.contains("unknown period 'fortnight'"))
        let unwritable = harness.cli(["report", "1", "--output", "/nonexistent/dir/r.html"])
        #expect(unwritable.status == 1 && unwritable.err.contains("cannot write /nonexistent/dir/r.html"))
    }

    @Test("report --period writes the period's page; an empty period says so")
    func periodReport() throws {
        let harness = HostHarness()
        #expect(harness.cli(["report", "--period", "thisMonth"]).err.contains("there are no saved workouts yet"))
        #expect(harness.cli(["import", "\(Self.shared)/fit/garmin-edge810-vector-power.fit"]).status == 0)
        let output = harness.directory.appendingPathComponent("month.html").path
        let result = harness.cli(["report", "--period", "thismonth", "--output", output])
        #expect(result.status == 0 && result.out.contains("the report of thisMonth"), "\(result.err)")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.contains("<h1>This Month</h1>") && page.contains("No workouts in this period."))
        #expect(page.contains("id=\"chart-period\""))
    }

    @Test("--open hands the written page to $BROWSER; a missing browser is an error that names the file")
    func open() throws {
        let harness = HostHarness()
        #expect(harness.cli(["import", "\(Self.shared)/fit/garmin-fenix6-track-run-17-laps.fit"]).status == 0)
        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
        let opened = harness.directory.appendingPathComponent("opened.txt")
        let browser = harness.directory.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path).tmp' && mv '\(opened.path).tmp' '\(opened.path)'\n".write(
            to: browser, atomically: true, encoding: .utf8)
        chmod(browser.path, 0o755)
        let output = harness.directory.appendingPathComponent("r.html").path
        let result = harness.cli(["report", "latest", "--output", output, "--open"], environment: ["BROWSER": browser.path])
        #expect(result.status == 0, "\(result.err)")
        // The browser runs on its own; wait for the file it writes (atomically) for up to 10 s.
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: opened.path), Date() < deadline { usleep(20_000) }
        #expect((try? String(contentsOf: opened, encoding: .utf8)) == output)
        let none = harness.cli(
            ["report", "latest", "--output", output, "--open"], environment: ["BROWSER": "no-such-browser-here"])
        #expect(none.status == 1 && none.err.contains("no 'no-such-browser-here' found") && none.err.contains(output))
        #expect(FileManager.default.fileExists(atPath: output), "the page is written before opening")
    }

    @Test("config sets the maximum heart rate and the age the zones come from, and refuses implausible ones")
    func zonesSettings() throws {
        let harness = HostHarness()
        #expect(harness.cli(["import", "\(Self.shared)/fit/garmin-fenix6-track-run-17-laps.fit"]).status == 0)
        let defaults = harness.cli(["report", "latest", "--output", "-"])
        #expect(defaults.out.contains("default maximum heart rate of 190 bpm"))
        #expect(harness.cli(["config", "set", "age", "40"]).status == 0)
        #expect(harness.cli(["report", "latest", "--output", "-"]).out.contains("180 bpm (220 − age 40)"))
        let set = harness.cli(["config", "set", "max-hr", "185"])
        #expect(set.status == 0 && set.out == "max-hr 185\n")
        let report = harness.cli(["report", "latest", "--output", "-"]).out
        #expect(report.contains("your maximum heart rate, 185 bpm") && report.contains("148–166 bpm") && report.contains("167 bpm and up"))
        // show counts in the same zones, in text and JSON.
        #expect(harness.cli(["show", "latest"]).out.contains("Zones (max 185 bpm): 1: "))
        let shown = HostHarness.json(harness.cli(["show", "latest", "--json"]).out)
        let zones = shown["heartRateZones"] as? [String: Any]
        #expect(zones?["maximumHeartRate"] as? Double == 185, "\(shown)")
        let durations = (zones?["zones"] as? [[String: Any]])?.compactMap { $0["duration"] as? Double } ?? []
        #expect(durations.count == 5 && durations.reduce(0, +) > 1500, "most of the 27:51 run is in a zone: \(durations)")
        let all = harness.cli(["config", "get"])
        #expect(
            all.out == "action-workout (default: outdoorRun)\nmax-hr 185\nage 40\nunits (default: metric)\nauto-pause (default: off)\n")
        let implausible = harness.cli(["config", "set", "max-hr", "300"])
        #expect(implausible.status == 64 && implausible.err.contains("max-hr must be a whole number from 100 to 250"))
        #expect(harness.cli(["config", "set", "age", "forty"]).status == 64)
        #expect(harness.cli(["config", "unset", "max-hr"]).out == "max-hr (not set)\n")
    }
}
