import CadenceApp
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A real host process, driven through the real `cadence` binary.
@Suite(.serialized)
struct HostProcessTests {
    typealias H = HostHarness

    @Test("with no host, every door says so in one line and exits 1")
    func noHost() {
        let harness = HostHarness()
        for door in [["start", "outdoorRun"], ["pause"], ["status"], ["say", "pause"]] {
            let result = harness.cli(door)
            #expect(result.status == 1, "\(door)")
            #expect(result.err.split(separator: "\n").count == 1, "\(door): \(result.err)")
            #expect(result.err.contains("no Cadence host is running") && result.err.contains("cadence serve"))
        }
    }

    @Test("every door and failure code against a real host")
    func doors() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        func door(_ arguments: [String]) -> (Int32, [String: Any]) {
            let result = harness.cli(arguments + ["--json"])
            return (result.status, H.json(result.out))
        }
        var (status, json) = door(["pause"])
        #expect(status == 1 && json["code"] as? String == "failureNoMatchingWorkout")
        (status, json) = door(["cancel"])
        #expect(status == 1 && json["code"] as? String == "failureNoMatchingWorkout")
        (status, json) = door(["start"])
        #expect(status == 1 && json["missingParameter"] as? String == "workoutStyle")
        #expect((json["dialog"] as? [String: Any])?["supporting"] as? String == "Which workout?")
        (status, json) = door(["start", "outdoorRun"])
        #expect(status == 0 && json["code"] as? String == "success" && json["state"] as? String == "running")
        #expect((json["dialog"] as? [String: Any])?["full"] as? String != nil)
        (status, json) = door(["start", "hike"])
        #expect(status == 1 && json["code"] as? String == "failureOngoingWorkout")
        (status, json) = door(["resume"])
        #expect(status == 1 && json["code"] as? String == "failureNoMatchingWorkout")
        (status, json) = door(["pause"])
        #expect(status == 0 && json["state"] as? String == "paused")
        (status, json) = door(["start", "yoga"])
        #expect(status == 1 && json["code"] as? String == "failureOngoingWorkout")
        (status, json) = door(["resume"])
        #expect(status == 0 && json["state"] as? String == "running")
        (status, json) = door(["lap"])
        #expect(status == 0 && json["code"] as? String == "success")
        usleep(300_000)
        let statusJSON = H.json(harness.cli(["status", "--json"]).out)
        #expect(statusJSON["state"] as? String == "running" && statusJSON["workoutStyle"] as? String == "outdoorRun")
        #expect(statusJSON["laps"] as? Int == 1 && (statusJSON["elapsedTime"] as? Double ?? 0) > 0)
        #expect((statusJSON["statistics"] as? [String: Any])?["heartRate"] != nil)
        (status, json) = door(["end"])
        #expect(status == 0 && json["state"] as? String == "ended")
        let savedID = (json["value"] as? [String: Any])?["workoutID"] as? Int
        #expect(savedID != nil)
        (status, json) = door(["end"])
        #expect(status == 1 && json["code"] as? String == "failureNoMatchingWorkout")

        let history = harness.cli(["history", "--json"])
        let entries = (try? JSONSerialization.jsonObject(with: Data(history.out.utf8))) as? [[String: Any]] ?? []
        #expect(history.status == 0 && entries.count == 1)
        let entry = try #require(entries.first)
        #expect(
            Set(entry.keys) == [
                "id", "workoutStyle", "startDate", "endDate", "duration", "totalDistance", "totalEnergyBurned",
                "averageHeartRate",
                "laps",
            ])
        #expect(
            entry["id"] as? Int == savedID && entry["workoutStyle"] as? String == "outdoorRun"
                && entry["laps"] as? Int == 2)

        let show = H.json(harness.cli(["show", "latest", "--json"]).out)
        #expect((show["laps"] as? [Any])?.count == 2 && show["splits"] != nil && (show["events"] as? [Any])?.count == 4)
        #expect(harness.cli(["show", "\(savedID ?? 0)"]).status == 0)
        #expect(harness.cli(["show", "999"]).status == 1)
        #expect(harness.cli(["show", "abc"]).status == 1)
        #expect(harness.cli(["show", "today"]).status == 0, "a day with one workout names it")
        (status, json) = door(["summary", "thisYear"])
        #expect(
            status == 0 && ((json["value"] as? [String: Any])?["totals"] as? [String: Any])?["workouts"] as? Int == 1)
        #expect(harness.cli(["start", "curling"]).status == 64)
        #expect(harness.cli(["summary", "fortnight"]).status == 64)
        #expect(harness.cli(["pause", "--bogus"]).status == 64)
    }

    @Test("say reaches intents with paraphrases, and explains what it did not understand")
    func say() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        func say(_ utterance: String) -> [String: Any] { H.json(harness.cli(["say", utterance, "--json"]).out) }
        var json = say("could you kick off a jog")
        #expect(json["intent"] as? String == "StartWorkout" && json["code"] as? String == "success")
        #expect((json["match"] as? [String: Any])?["parameters"] as? [String: String] == ["workoutStyle": "outdoorRun"])
        json = say("hold my workout please")
        #expect(json["intent"] as? String == "PauseWorkout" && json["state"] as? String == "paused")
        json = say("Cadence, carry on with my workout")
        #expect(json["intent"] as? String == "ResumeWorkout" && json["state"] as? String == "running")
        json = say("new lap")
        #expect(json["intent"] as? String == "MarkLap")
        json = say("how am I doing")
        #expect(json["intent"] as? String == "WorkoutStatus")
        // Ending on a paraphrase asks first; "yes" goes ahead.
        json = say("wrap up the workout")
        #expect(json["intent"] as? String == "EndWorkout" && json["code"] as? String == "confirmationRequired")
        #expect(json["state"] as? String == "running")
        json = say("yes")
        #expect(json["intent"] as? String == "EndWorkout" && json["state"] as? String == "ended")
        json = say("make me a sandwich")
        #expect(json["ok"] as? Bool == false && json["reason"] as? String != nil)
        let plain = harness.cli(["say", "make me a sandwich"])
        #expect(plain.status == 1 && plain.out.contains("didn't understand"))
    }

    @Test("20 concurrent clients hammering random commands leave one consistent session, every request answered")
    func concurrentClients() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        let commands: [[String]] = [
            ["start", "outdoorRun"], ["start", "hike"], ["pause"], ["resume"], ["lap"], ["end"], ["cancel"], ["status"],
            ["say", "pause my workout"], ["say", "start a ride"],
        ]
        let results = Mutex<[(command: [String], status: Int32, json: [String: Any])]>([])
        let group = DispatchGroup()
        for client in 0..<20 {
            group.enter()
            Thread {
                var seed = UInt64(client * 7919 + 1)
                for _ in 0..<6 {
                    seed = seed &* 6364136223846793005 &+ 1442695040888963407
                    let command = commands[Int(seed >> 33) % commands.count]
                    let result = harness.cli(command + ["--json"])
                    results.withLock { $0.append((command, result.status, H.json(result.out))) }
                }
                group.leave()
            }.start()
        }
        group.wait()
        let all = results.withLock { $0 }
        #expect(all.count == 120)
        let codes: Set<String> = ["success", "failureOngoingWorkout", "failureNoMatchingWorkout", "failure"]
        for result in all {
            if result.command == ["status"] {
                #expect(result.status == 0 && result.json["state"] != nil, "\(result.command)")
            } else {
                #expect(codes.contains(result.json["code"] as? String ?? "none"), "\(result.command) → \(result.json)")
                #expect((result.json["code"] as? String == "success") == (result.status == 0))
            }
        }
        // Every successful end saved exactly one workout; nothing else did.
        let ends = all.filter {
            $0.command == ["end"] && $0.status == 0 && ($0.json["value"] as? [String: Any])?["workoutID"] != nil
        }.count
        let history =
            (try? JSONSerialization.jsonObject(with: Data(harness.cli(["history", "--json"]).out.utf8))) as? [Any] ?? []
        #expect(history.count == ends)
        #expect(harness.cli(["status"]).status == 0, "the host still answers")
    }

    @Test("kill -9 of the host mid-workout, then a restart, recovers the workout with every acknowledged lap")
    func killAndRestart() throws {
        let harness = HostHarness()
        try harness.start()
        #expect(harness.cli(["start", "outdoorCycle"]).status == 0)
        usleep(200_000)
        #expect(harness.cli(["lap"]).status == 0)
        #expect(harness.cli(["lap"]).status == 0)
        usleep(200_000)
        harness.kill9()
        #expect(harness.cli(["status"]).status == 1, "the host is gone")
        try harness.start()
        defer { harness.terminate() }
        let status = H.json(harness.cli(["status", "--json"]).out)
        #expect(status["state"] as? String == "running")
        #expect(status["workoutStyle"] as? String == "outdoorCycle")
        #expect(status["laps"] as? Int == 2)
        #expect(harness.cli(["status"]).out.contains("recovered at launch"))
        usleep(200_000)
        #expect(harness.cli(["end"]).status == 0)
        let history =
            (try? JSONSerialization.jsonObject(with: Data(harness.cli(["history", "--json"]).out.utf8)))
            as? [[String: Any]] ?? []
        #expect(history.first?["laps"] as? Int == 3, "two marks and the stretch after the last")
    }

    @Test("SIGTERM stops the host cleanly; an active workout resumes at the next launch")
    func terminate() throws {
        let harness = HostHarness()
        try harness.start()
        #expect(harness.cli(["start", "yoga"]).status == 0)
        #expect(harness.terminate() == 0)
        #expect(!FileManager.default.fileExists(atPath: harness.socketPath))
        try harness.start()
        defer { harness.terminate() }
        #expect(H.json(harness.cli(["status", "--json"]).out)["workoutStyle"] as? String == "yoga")
    }

    @Test("malformed, oversized and unknown requests get an error and the host keeps running")
    func badRequests() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        let connection = try RawHostConnection(harness)
        let send = connection.send
        var response = send("this is not json")
        #expect(
            response["ok"] as? Bool == false && (response["error"] as? String)?.hasPrefix("malformed request") == true)
        response = send(#"{"v": 1, "intent": "Dance"}"#)
        #expect((response["error"] as? String)?.contains("unknown intent 'Dance'") == true)
        response = send(#"{"v": 1, "op": "reboot"}"#)
        #expect((response["error"] as? String)?.contains("unknown op 'reboot'") == true)
        response = send(#"{"v": 2, "op": "ping"}"#)
        #expect((response["error"] as? String)?.contains("unsupported protocol version 2") == true)
        response = send(#"{"v": 1}"#)
        #expect((response["error"] as? String)?.contains("exactly one of") == true)
        response = send(#"{"v": 1, "intent": "StartWorkout", "parameters": {"workoutStyle": "curling"}}"#)
        #expect((response["error"] as? String)?.contains("'curling' is not a valid workoutStyle") == true)
        response = send(String(repeating: "x", count: 100_000))
        #expect((response["error"] as? String)?.contains("request too large") == true)
        response = send("\u{0}\u{1}\u{2}")
        #expect(response["ok"] as? Bool == false)
        response = send(#"{"v": 1, "op": "ping", "id": 42}"#)
        #expect(response["ok"] as? Bool == true && response["id"] as? String == "42")
        response = send(#"{"v": 1, "op": "history", "limit": "ten"}"#)
        #expect((response["error"] as? String)?.contains("\"limit\" has the wrong type") == true, "\(response)")
        response = send(#"{"v": 1, "op": "history", "limit": 1e30}"#)
        #expect((response["error"] as? String)?.contains("\"limit\" is out of range") == true, "\(response)")
        // A door acting for a locked screen may pause, but not read history (health data).
        response = send(#"{"v": 1, "intent": "SummarizeWorkouts", "locked": true}"#)
        #expect((response["error"] as? String)?.contains("needs an unlocked device") == true, "\(response)")
        response = send(#"{"v": 1, "intent": "PauseWorkout", "locked": true}"#)
        #expect(response["code"] as? String == "failureNoMatchingWorkout", "\(response)")
        // Over the limit without a newline: answered at once, not left hanging or closed silently.
        let long = try UnixSocketProbe.connect(harness.socketPath)
        defer { close(long) }
        let answer = H.json(UnixSocketProbe.exchange(long, Data(repeating: 0x78, count: 70_000)))
        #expect((answer["error"] as? String)?.contains("request too large") == true, "\(answer)")
    }

    @Test("the socket is owner-only: a process of another user is refused")
    func otherUser() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        let attributes = try FileManager.default.attributesOfItem(atPath: harness.socketPath)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let result = HostHarness.run(
            "/usr/bin/setpriv",
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", HostHarness.binary.path, "status", "--data-dir",
                harness.directory.path,
            ])
        #expect(result.status != 0)
    }
}

/// The live view and the demo, as a person (or a pipe) would run them.
@Suite(.serialized)
struct LiveAndDemoTests {
    typealias H = HostHarness

    @Test("without a terminal, live prints one line per update and its keys send intents")
    func liveWithoutTerminal() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        let three = harness.cli(["live", "--updates", "3"])
        #expect(three.status == 0)
        let lines = three.out.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("running · ") && $0.contains("bpm") })
        let locked = harness.cli(["live", "--updates", "2", "--locked"])
        #expect(locked.out.split(separator: "\n").allSatisfy { $0.split(separator: "·").count == 2 }, "\(locked.out)")

        // Keys from a pipe: p pauses, e ends; the view stops when the workout ends.
        let (status, text) = try harness.live([], keys: ["p", "e"], until: [nil, "paused · "])
        #expect(status == 0)
        #expect(text.contains("paused · "))
        #expect(text.split(separator: "\n").last?.hasPrefix("ended · ") == true, "\(text)")
        #expect(H.json(harness.cli(["status", "--json"]).out)["state"] as? String == "ended")
    }

    @Test("the demo runs the whole system in under a minute without a terminal")
    func demo() {
        let start = Date()
        let result = H.run(H.binary.path, ["demo"])
        #expect(result.status == 0, "\(result.err)")
        #expect(Date().timeIntervalSince(start) < 60)
        for expected in [
            "› \"Start a run in Cadence\"", "Your outdoor run has started", "› \"Pause my workout in Cadence\"",
            "Paused at",
            "› \"Resume my workout in Cadence\"", "Lap 1 marked", "› \"End my workout in Cadence\"", "Distance:",
            "Pace:",
            "Avg heart rate:", "Splits (km):", "km 1:",
        ] {
            #expect(result.out.contains(expected), "missing \(expected)")
        }
        #expect(result.out.contains("running · ") && result.out.contains("paused · "))
    }
}
