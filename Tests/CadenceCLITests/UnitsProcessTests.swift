import Foundation
import Testing

/// Units from every place a person sets them: `config set units`, `CADENCE_UNITS`, `--units`;
/// through the host's dialogs, the CLI's own text and the report.
@Suite(
    .serialized,
    .enabled(
        if: FileManager.default.fileExists(atPath: SharedFiles.path),
        "the shared workout files (../shared/data) are missing"))
struct UnitsProcessTests {
    @Test("show, summary and the report in miles; --units beats CADENCE_UNITS beats the setting; bad units say so")
    func units() throws {
        let harness = HostHarness()
        #expect(harness.cli(["import", "\(SharedFiles.path)/fit/garmin-fenix6-track-run-17-laps.fit"]).status == 0)
        let metric = harness.cli(["show", "latest"]).out
        #expect(metric.contains("Distance:     6.44 km") && metric.contains("Splits (km):"))
        let imperial = harness.cli(["show", "latest", "--units", "imperial"]).out
        #expect(imperial.contains("Distance:     4.00 mi") && imperial.contains("/mi") && imperial.contains("Splits (mi):"), "\(imperial)")
        #expect(imperial.contains("    mi 4: "), "four whole miles in 6.44 km")
        // The host's (here the hostless reader's) dialogs follow the request's units.
        let summary = harness.cli(["summary"], environment: ["CADENCE_UNITS": "imperial"]).out
        #expect(summary.contains("4.00 miles"), "\(summary)")
        #expect(harness.cli(["summary", "--units", "metric"], environment: ["CADENCE_UNITS": "imperial"]).out.contains("6.44 kilometres"))
        // The setting, for every door without --units or CADENCE_UNITS.
        #expect(harness.cli(["config", "set", "units", "imperial"]).out == "units imperial\n")
        #expect(harness.cli(["summary"]).out.contains("4.00 miles"))
        #expect(harness.cli(["show", "latest", "--units", "metric"]).out.contains("6.44 km"))
        let report = harness.cli(["report", "latest", "--output", "-"]).out
        #expect(report.contains(" mi</text>") && report.contains("/mi") && report.contains("<th>mi</th>"), "the report's axis, pace and splits")
        // Wrong units are refused, naming where they came from.
        let option = harness.cli(["show", "latest", "--units", "furlongs"])
        #expect(option.status == 64 && option.err.contains("--units must be metric or imperial, not 'furlongs'"))
        let environment = harness.cli(["show", "latest"], environment: ["CADENCE_UNITS": "cubits"])
        #expect(environment.status == 64 && environment.err.contains("CADENCE_UNITS must be metric or imperial"))
        #expect(harness.cli(["config", "set", "units", "furlongs"]).status == 64)
    }

    @Test("a running host answers in the units each door asks for, else its setting")
    func host() throws {
        let harness = HostHarness(speed: 30)
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        usleep(1_500_000)
        let spoken = harness.cli(["say", "how am I doing", "--units", "imperial"]).out
        #expect(spoken.contains(" per mile") || spoken.contains(" feet") || spoken.contains(" miles"), "\(spoken)")
        let status = harness.cli(["status", "--units", "imperial"]).out
        #expect(status.contains("/mi"), "\(status)")
        #expect(harness.cli(["status"]).out.contains("/km"))
        #expect(harness.cli(["end"]).status == 0)
    }

    @Test("each whole kilometre is announced in the snapshot: status --json carries it")
    func announcements() throws {
        let harness = HostHarness(speed: 100)
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        var announcement: [String: Any]?
        let deadline = Date().addingTimeInterval(30)
        while announcement == nil, Date() < deadline {
            announcement = HostHarness.json(harness.cli(["status", "--json"]).out)["announcement"] as? [String: Any]
            if announcement == nil { usleep(200_000) }
        }
        #expect(announcement?["unit"] as? String == "kilometer" && announcement?["index"] as? Int == 1, "\(String(describing: announcement))")
        #expect((announcement?["text"] as? String)?.hasPrefix("Kilometre 1 in ") == true)
        #expect((announcement?["splitTime"] as? Double ?? 0) > 120, "a kilometre of running takes minutes")
        #expect(harness.cli(["end"]).status == 0)
    }
}
