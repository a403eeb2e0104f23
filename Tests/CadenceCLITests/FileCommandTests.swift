import CadenceApp
import Foundation
import Testing

/// The project's shared workout files (`../shared/data` from the package root).
enum SharedFiles {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data").path
}

/// `cadence import`, `cadence export` and `cadence serve --source replay:PATH`, as processes.
@Suite(
    .serialized,
    .enabled(
        if: FileManager.default.fileExists(atPath: SharedFiles.path),
        "the shared workout files (../shared/data) are missing"))
struct FileCommandTests {
    typealias H = HostHarness

    static let shared = SharedFiles.path

    @Test("import reports each file, notices a file seen before, and keeps going past a bad one")
    func importFiles() throws {
        let harness = HostHarness()
        let files = [
            "\(Self.shared)/fit/garmin-edge500-ride-autopause.fit", "\(Self.shared)/gpx/gpxpy-route.gpx",
            "\(Self.shared)/tcx/garmin-vivoactive-xc-ski.tcx",
        ]
        let first = harness.cli(["import"] + files + ["--json"])
        #expect(first.status == 1, "one file failed")
        let lines = first.out.split(separator: "\n").map { H.json(String($0)) }
        #expect(lines.map { $0["status"] as? String } == ["imported", "failed", "imported"])
        #expect((lines[1]["error"] as? String)?.contains("no workout in the file: it has no track") == true)
        let again = harness.cli(["import", files[0]])
        #expect(again.status == 0 && again.out.contains("already imported (workout 1)"))
        #expect(harness.cli(["import", "/nonexistent.fit"]).status == 1)
        #expect(harness.cli(["import"]).status == 64)
    }

    @Test("export writes FIT, GPX and TCX with sensible names, and says what cannot be exported")
    func export() throws {
        let harness = HostHarness()
        #expect(harness.cli(["import", "\(Self.shared)/fit/garmin-edge800-indoor-trainer-no-gps.fit"]).status == 0)
        #expect(harness.cli(["import", "\(Self.shared)/fit/garmin-fenix6-track-run-17-laps.fit"]).status == 0)
        let directory = harness.directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for format in ["fit", "gpx", "tcx"] {
            let path = directory.appendingPathComponent("latest.\(format)").path
            let result = harness.cli(["export", "latest", "--format", format, "--output", path])
            #expect(result.status == 0, "\(format): \(result.err)")
            #expect(FileManager.default.fileExists(atPath: path))
        }
        let noRoute = harness.cli([
            "export", "1", "--format", "gpx", "--output", directory.appendingPathComponent("x.gpx").path,
        ])
        #expect(noRoute.status == 1 && noRoute.err.contains("no GPS route"))
        #expect(harness.cli(["export", "99", "--format", "fit"]).err.contains("there is no workout 99"))
        #expect(harness.cli(["export", "1", "--format", "kml"]).status == 64)
        #expect(harness.cli(["export", "1"]).status == 64)
        // The default name, in the current directory.
        let process = HostHarness.run(
            "/bin/sh", ["-c", "cd '\(directory.path)' && '\(HostHarness.binary.path)' export 2 --format fit"],
            environment: ["CADENCE_HOME": harness.directory.path])
        #expect(process.status == 0 && process.out.contains("cadence-2021-06-10-outdoorRun-2.fit"))
        // The reimport of an export is the same run.
        let back = harness.cli(["import", directory.appendingPathComponent("latest.fit").path, "--json"])
        #expect(H.json(back.out)["status"] as? String == "imported")
    }

    @Test("serve --source replay:PATH feeds a recorded ride into a live workout at speed")
    func replay() throws {
        let harness = HostHarness(speed: 60)
        try harness.start(extra: ["--source", "replay:\(Self.shared)/fit/garmin-edge500-ride-autopause.fit"])
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorCycle"]).status == 0)
        usleep(2_000_000)
        let status = H.json(harness.cli(["status", "--json"]).out)
        let statistics = status["statistics"] as? [String: Any] ?? [:]
        #expect(((statistics["distanceCycling"] as? [String: Any])?["sum"] as? Double ?? 0) > 100, "\(status)")
        #expect(statistics["heartRate"] != nil)
        #expect(harness.cli(["end"]).status == 0)
        #expect(harness.cli(["serve", "--source", "replay:/nonexistent.fit"]).status == 64)
    }
}
