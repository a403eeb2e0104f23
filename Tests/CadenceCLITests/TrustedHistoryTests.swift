import CadenceApp
import Foundation
import Testing

/// Issue 14's promises as processes: no crafted value in a file or in the database crashes any
/// command; implausible records are dropped and said; damaged files are reported (refused with
/// `--strict`); history can be corrected with `delete` and `edit`, with or without a host.
@Suite(
    .serialized,
    .enabled(
        if: FileManager.default.fileExists(atPath: SharedFiles.path),
        "the shared workout files (../shared/data) are missing"))
struct TrustedHistoryTests {
    typealias H = HostHarness

    /// A run whose lap claims 1e300 s and 1e300 m, and whose second point is 1e300 m along.
    static let hugeTCX = """
        <?xml version="1.0" encoding="UTF-8"?>
        <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
        <Activities><Activity Sport="Running"><Id>2024-05-02T10:00:00Z</Id>
        <Lap StartTime="2024-05-02T10:00:00Z"><TotalTimeSeconds>1e300</TotalTimeSeconds><DistanceMeters>1e300</DistanceMeters><Calories>1e300</Calories>
        <Track><Trackpoint><Time>2024-05-02T10:00:00Z</Time><DistanceMeters>0</DistanceMeters><HeartRateBpm><Value>120</Value></HeartRateBpm></Trackpoint>
        <Trackpoint><Time>2024-05-02T10:02:30Z</Time><DistanceMeters>500</DistanceMeters><HeartRateBpm><Value>128</Value></HeartRateBpm></Trackpoint>
        <Trackpoint><Time>2024-05-02T10:05:00Z</Time><DistanceMeters>1e300</DistanceMeters><HeartRateBpm><Value>130</Value></HeartRateBpm></Trackpoint></Track>
        </Lap></Activity></Activities></TrainingCenterDatabase>
        """

    /// A walk with a heart rate of 1e20, an altitude of 1e300 and a position off the globe.
    static let wildGPX = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
        <trk><type>walking</type><trkseg>
        <trkpt lat="47.0" lon="8.0"><ele>400</ele><time>2024-05-01T10:00:00Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>1e20</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
        <trkpt lat="47.001" lon="8.0"><ele>1e300</ele><time>2024-05-01T10:01:00Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>110</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
        <trkpt lat="95.0" lon="8.0"><time>2024-05-01T10:01:30Z</time></trkpt>
        <trkpt lat="47.002" lon="8.0"><ele>402</ele><time>2024-05-01T10:02:00Z</time></trkpt>
        </trkseg></trk></gpx>
        """

    static func write(_ text: String, _ name: String, in harness: HostHarness) throws -> String {
        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
        let path = harness.directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every command that reads history, each of which must answer (0 or 1), never crash.
    static func readEverything(_ harness: HostHarness, ids: [String]) {
        var commands: [[String]] = [["history"], ["history", "--json"], ["summary"], ["summary", "--json"]]
        for id in ids {
            commands += [["show", id], ["show", id, "--json"]]
            for format in ["fit", "gpx", "tcx"] {
                commands.append(["export", id, "--format", format, "--output", harness.directory.appendingPathComponent("x.\(format)").path])
            }
        }
        for command in commands {
            let result = harness.cli(command)
            #expect([0, 1].contains(result.status), "cadence \(command.joined(separator: " ")) exited \(result.status): \(result.err.prefix(300))")
        }
    }

    @Test("crafted values are dropped and said; afterwards no command crashes, with or without a host")
    func craftedFiles() throws {
        let harness = HostHarness()
        let tcx = try Self.write(Self.hugeTCX, "huge.tcx", in: harness)
        let gpx = try Self.write(Self.wildGPX, "wild.gpx", in: harness)
        let strava = "\(SharedFiles.path)/fit/strava-android-run.fit"
        let result = harness.cli(["import", tcx, gpx, strava, "--json"])
        #expect(result.status == 0, "\(result.out)")
        let lines = result.out.split(separator: "\n").map { H.json(String($0)) }
        let warnings = lines.map { ($0["warnings"] as? [String]) ?? [] }
        #expect(warnings[0].contains { $0.contains("contradicts its last record") }, "\(warnings[0])")
        #expect(warnings[1].contains("dropped 1 heart rates outside 20…250 bpm"), "\(warnings[1])")
        #expect(warnings[1].contains("dropped 1 altitudes outside -500…9,000 m"))
        #expect(warnings[1].contains("dropped 1 positions off the globe"))
        #expect(warnings[2].contains { $0.contains("2085-12-21") }, "the stray record is named: \(warnings[2])")
        // The text form prints the same warnings under each file.
        let text = harness.cli(["import", tcx, "--data-dir", harness.directory.appendingPathComponent("other").path])
        #expect(text.out.contains("\n  warning: the file's end"), "\(text.out)")

        let history = harness.cli(["history", "--json"])
        let rows = (try? JSONSerialization.jsonObject(with: Data(history.out.utf8))) as? [[String: Any]] ?? []
        #expect(rows.count == 3)
        for row in rows {
            let duration = row["duration"] as? Double ?? .infinity
            #expect(duration < 2 * 3600, "a plausible duration: \(row)")
            if let distance = row["totalDistance"] as? Double { #expect(distance < 20_000, "\(row)") }
            if let heartRate = row["averageHeartRate"] as? Double { #expect((20...250).contains(heartRate), "\(row)") }
        }
        let stravaRow = rows.first { ($0["startDate"] as? String)?.hasPrefix("2021-09-27") == true }
        #expect((stravaRow?["duration"] as? Double).map { $0 > 3000 && $0 < 4000 } == true, "\(stravaRow ?? [:])")

        Self.readEverything(harness, ids: ["1", "2", "3", "latest"])
        try harness.start()
        defer { harness.terminate() }
        Self.readEverything(harness, ids: ["1", "2", "3"])
        #expect([0, 1].contains(harness.cli(["say", "show my last workout"]).status))
    }

    @Test("values no file can produce any more, written into the database, crash nothing")
    func poisonedDatabase() throws {
        let harness = HostHarness()
        #expect(harness.cli(["import", "\(SharedFiles.path)/fit/garmin-edge500-ride-autopause.fit"]).status == 0)
        let database = harness.directory.appendingPathComponent("cadence.sqlite").path
        let poison = """
            UPDATE workout SET duration = 1e308, "end" = 1e300, total_distance_m = 9e307, total_energy_kcal = -1e308,
              average_heart_rate = 1e300, lap_count = 9223372036854775807;
            UPDATE workout_lap SET duration = 1e308, distance_m = -1e308, energy_kcal = 1e300, average_heart_rate = 1e300;
            UPDATE workout_sample SET value = 1e308 WHERE rowid % 3 = 0;
            UPDATE workout_route SET altitude = 1e308, speed = -1e308 WHERE rowid % 5 = 0;
            """
        let sqlite = H.run("/usr/bin/sqlite3", [database, poison])
        try #require(sqlite.status == 0, "sqlite3 is installed with libsqlite3-dev: \(sqlite.err)")
        Self.readEverything(harness, ids: ["1", "latest"])
        try harness.start()
        defer { harness.terminate() }
        Self.readEverything(harness, ids: ["1"])
        #expect([0, 1].contains(harness.cli(["say", "summarize my workouts"]).status))
    }

    @Test("a timeless GPX is refused clearly, and --strict refuses damaged files")
    func refusals() throws {
        let harness = HostHarness()
        let timeless = harness.cli(["import", "\(SharedFiles.path)/gpx/gpxpy-Mojstrovka.gpx"])
        #expect(timeless.status == 1 && timeless.out.contains("all carry one time"), "\(timeless.out)")
        let damaged = "\(SharedFiles.path)/fit/corrupt-activity-bad-file-crc.fit"
        let strict = H.json(harness.cli(["import", damaged, "--strict", "--json"]).out)
        #expect(strict["status"] as? String == "failed" && (strict["error"] as? String)?.contains("CRC") == true, "\(strict)")
        let lenient = H.json(harness.cli(["import", damaged, "--json"]).out)
        #expect(lenient["status"] as? String == "imported", "\(lenient)")
        #expect((lenient["warnings"] as? [String])?.contains { $0.contains("CRC mismatch") } == true)
    }

    @Test("delete asks first and edit corrects, without a host and through one; summaries follow")
    func correctHistory() throws {
        let harness = HostHarness()
        let ride = "\(SharedFiles.path)/fit/garmin-edge500-ride-autopause.fit"
        let run = "\(SharedFiles.path)/fit/garmin-fenix6-track-run-17-laps.fit"
        #expect(harness.cli(["import", ride, run]).status == 0)
        func workouts() -> Int? { H.json(harness.cli(["summary", "--json"]).out)["value"].flatMap { ($0 as? [String: Any])?["totals"] as? [String: Any] }?["workouts"] as? Int }
        #expect(workouts() == 2)
        // No terminal and no --yes: asked, nothing deleted.
        let asked = H.json(harness.cli(["delete", "1", "--json"]).out)
        #expect(asked["code"] as? String == "confirmationRequired", "\(asked)")
        #expect(((asked["dialog"] as? [String: Any])?["full"] as? String)?.hasPrefix("Delete your outdoor cycle of 2011-06-26") == true)
        #expect(workouts() == 2)
        #expect(harness.cli(["delete", "1", "--yes"]).status == 0)
        #expect(workouts() == 1)
        #expect(harness.cli(["show", "1"]).status == 1)
        #expect(harness.cli(["import", ride]).out.contains("imported as workout 3"), "a deleted import can come back")
        #expect(harness.cli(["edit", "2", "--style", "Treadmill Run", "--title", "Track Tuesday"]).status == 0)
        let shown = harness.cli(["show", "2"]).out
        #expect(shown.hasPrefix("Workout 2: Treadmill Run") && shown.contains("Track Tuesday"), "\(shown)")
        #expect(harness.cli(["edit", "2", "--style", "curling"]).status == 64)
        #expect(harness.cli(["edit", "2"]).status == 64)
        // Through a host: the same, and the phrase index learns the change.
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["edit", "latest", "--style", "hike"]).status == 0)
        #expect(H.json(harness.cli(["show", "latest", "--json"]).out)["workoutStyle"] as? String == "hike")
        #expect(harness.cli(["delete", "latest", "9", "--yes"]).status == 1, "workout 9 does not exist")
        #expect(workouts() == 1)
        // By phrase: it asks first, "no" keeps it, and "yes" deletes; "delete my workout" with no
        // saved workout named is still about the workout in progress (none here).
        let spoken = H.json(harness.cli(["say", "delete my last workout", "--json"]).out)
        #expect(spoken["intent"] as? String == "DeleteWorkout" && spoken["code"] as? String == "confirmationRequired", "\(spoken)")
        #expect(((spoken["dialog"] as? [String: Any])?["full"] as? String)?.hasPrefix("Delete your outdoor cycle of 2011-06-26") == true, "\(spoken)")
        #expect(harness.cli(["say", "no"]).status == 0)
        #expect(workouts() == 1, "declined: nothing deleted")
        #expect(H.json(harness.cli(["say", "Cadence, remove the latest workout", "--json"]).out)["code"] as? String
            == "confirmationRequired")
        #expect(harness.cli(["say", "yes"]).status == 0)
        #expect(workouts() == 0)
        let inProgress = H.json(harness.cli(["say", "delete my workout", "--json"]).out)
        #expect(inProgress["intent"] as? String != "DeleteWorkout", "\(inProgress)")
    }

    /// A track without a type: 60 points 2 s apart, moving `metersPerSecond` north, at `cadence`.
    static func untypedGPX(metersPerSecond: Double, cadence: Int) -> String {
        var points = ""
        for index in 0..<60 {
            let latitude = 47.0 + Double(index) * 2 * metersPerSecond / 111_195
            let second = String(format: "%02d", (index * 2) % 60)
            let minute = String(format: "%02d", index * 2 / 60)
            points += """
                <trkpt lat="\(latitude)" lon="8.0"><time>2024-06-01T07:\(minute):\(second)Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:cad>\(cadence)</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><trkseg>
            \(points)</trkseg></trk></gpx>
            """
    }

    @Test("no sport in the file: an other workout without pace, unless speed and cadence make it clear")
    func honestSport() throws {
        let harness = HostHarness()
        let run = try Self.write(Self.untypedGPX(metersPerSecond: 3.2, cadence: 86), "run.gpx", in: harness)
        let drive = try Self.write(Self.untypedGPX(metersPerSecond: 3.2, cadence: 30), "odd.gpx", in: harness)
        let files = [
            run, drive, "\(SharedFiles.path)/tcx/garmin-vivoactive-xc-ski.tcx",
            "\(SharedFiles.path)/fit/garmin-fenix2-multisport.fit",
        ]
        let lines = harness.cli(["import", "--json"] + files).out.split(separator: "\n").map { H.json(String($0)) }
        #expect(lines.map { $0["workoutStyle"] as? String } == ["outdoorRun", "other", "other", "other"], "\(lines)")
        let warnings = lines.map { ($0["warnings"] as? [String]) ?? [] }
        #expect(warnings[0].contains { $0.hasPrefix("no sport in the file: read as running") }, "\(warnings[0])")
        #expect(warnings[1].contains("no sport in the file: imported as an other workout"))
        #expect(warnings[3].contains { $0.contains("multisport file (7 sessions) imports as one") })
        let ski = harness.cli(["show", "3"]).out
        #expect(ski.contains("Workout 3: Other") && ski.contains("Distance:") && !ski.contains("Pace"), "\(ski)")
        #expect(harness.cli(["show", "1"]).out.contains("Pace:"))
    }

    @Test("FR70-style times since power-on are dated from the activity's local time")
    func relativeTimes() throws {
        let harness = HostHarness()
        let line = H.json(harness.cli(["import", "\(SharedFiles.path)/fit/garmin-fr70-compressed-timestamps.fit", "--json"]).out)
        #expect((line["warnings"] as? [String])?.contains { $0.contains("times since it was switched on") } == true, "\(line)")
        let shown = H.json(harness.cli(["show", "latest", "--json"]).out)
        #expect((shown["startDate"] as? String)?.hasPrefix("2012-02-13") == true, "\(shown)")
        // The device's own session: 3,772.75 s of timer time and 10,248.67 m (fitdecode and garmin-fit-sdk agree).
        #expect(abs((shown["duration"] as? Double ?? 0) - 3772.75) < 3772.75 * 0.01)
        #expect(abs((shown["totalDistance"] as? Double ?? 0) - 10_248.67) < 10_248.67 * 0.01)
    }

    @Test("GPX moving time leaves stops out, by gpxpy's rule (3,028 s of ACTIVE LOG's 4,552)")
    func gpxMovingTime() throws {
        let harness = HostHarness()
        let line = H.json(harness.cli(["import", "\(SharedFiles.path)/gpx/gpxpy-korita-zbevnica.gpx", "--json"]).out)
        #expect((line["warnings"] as? [String])?.contains { $0.contains("is paused: 1524 s") } == true, "\(line)")
        let shown = H.json(harness.cli(["show", "latest", "--json"]).out)
        // gpxpy 1.6.2: tracks[2].get_moving_data() → moving_time 3028.0, stopped_time 1524.0.
        #expect(shown["duration"] as? Double == 3028, "\(shown)")
    }

    @Test("a pool swim's FIT export writes its lengths: distance, strokes and time come back")
    func poolSwimRoundTrip() throws {
        let harness = HostHarness()
        #expect(harness.cli(["import", "\(SharedFiles.path)/fit/garmin-fr735xt-pool-swim-lengths.fit"]).status == 0)
        let exported = harness.directory.appendingPathComponent("swim.fit").path
        #expect(harness.cli(["export", "1", "--format", "fit", "--output", exported]).status == 0)
        let other = HostHarness()
        #expect(other.cli(["import", exported]).status == 0)
        let original = H.json(harness.cli(["show", "1", "--json"]).out)
        let back = H.json(other.cli(["show", "1", "--json"]).out)
        #expect(back["workoutStyle"] as? String == "poolSwim")
        let distance = original["totalDistance"] as? Double ?? 0
        #expect(distance > 2600 && abs((back["totalDistance"] as? Double ?? 0) - distance) < distance * 0.005, "\(back)")
        #expect(abs((back["duration"] as? Double ?? 0) - (original["duration"] as? Double ?? 0)) <= 1)
        func strokes(_ json: [String: Any]) -> Double? {
            ((json["collectedTotals"] as? [String: Any])?["swimmingStrokeCount"] as? [String: Any])?["sum"] as? Double
        }
        #expect(strokes(back) == strokes(original) && strokes(original) != nil)
        func pauses(_ json: [String: Any]) -> Int {
            ((json["events"] as? [[String: Any]]) ?? []).filter { $0["type"] as? String == "pause" }.count
        }
        // The swim's first stop is a pause; its last (the timer stopped, never restarted) is its end.
        #expect(pauses(back) == pauses(original) && pauses(original) == 1)
    }
}
