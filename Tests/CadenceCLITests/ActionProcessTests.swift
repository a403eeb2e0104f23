import CadenceApp
import Foundation
import Testing

/// The single press (`cadence action`), in each state, against a real host: one key starts,
/// laps, pauses and resumes a workout.
@Suite(.serialized)
struct ActionProcessTests {
    typealias H = HostHarness

    static func press(_ harness: HostHarness, both: Bool = false) -> (status: Int32, json: [String: Any]) {
        let result = harness.cli(["action", "--json"] + (both ? ["--both"] : []))
        return (result.status, H.json(result.out))
    }

    @Test("idle, running, paused and ended: each press does what the Action button does")
    func pressesInEachState() throws {
        let harness = HostHarness()
        #expect(harness.cli(["config", "set", "action-workout", "Hike"]).status == 0, "titles are accepted too")
        try harness.start()
        defer { harness.terminate() }
        // Idle: both buttons have nothing to pause or resume; one button starts the first-press workout.
        var (status, json) = Self.press(harness, both: true)
        #expect(status == 1 && json["code"] as? String == "failureNoMatchingWorkout", "\(json)")
        (status, json) = Self.press(harness)
        #expect(status == 0 && json["intent"] as? String == "StartWorkout" && json["state"] as? String == "running")
        #expect(H.json(harness.cli(["status", "--json"]).out)["workoutStyle"] as? String == "hike")
        // Running: a press runs the donated next action, a lap; both buttons pause.
        (status, json) = Self.press(harness)
        #expect(status == 0 && json["intent"] as? String == "MarkLap", "\(json)")
        (status, json) = Self.press(harness, both: true)
        #expect(status == 0 && json["intent"] as? String == "PauseWorkout" && json["state"] as? String == "paused")
        // Paused: a press still laps; both buttons resume.
        (status, json) = Self.press(harness)
        #expect(status == 0 && json["intent"] as? String == "MarkLap")
        (status, json) = Self.press(harness, both: true)
        #expect(status == 0 && json["intent"] as? String == "ResumeWorkout" && json["state"] as? String == "running")
        #expect(H.json(harness.cli(["status", "--json"]).out)["laps"] as? Int == 2)
        // Ended: the next press starts the first-press workout again, which follows the setting.
        #expect(harness.cli(["end"]).status == 0)
        #expect(harness.cli(["config", "set", "action-workout", "rowing"]).status == 0)
        (status, json) = Self.press(harness, both: true)
        #expect(status == 1 && json["code"] as? String == "failureNoMatchingWorkout")
        (status, json) = Self.press(harness)
        #expect(status == 0 && json["intent"] as? String == "StartWorkout")
        #expect(H.json(harness.cli(["status", "--json"]).out)["workoutStyle"] as? String == "rowing")
        #expect(harness.cli(["config", "set", "action-workout", "curling"]).status == 64)
    }

    @Test("a press during the countdown does nothing and says so")
    func pressDuringCountdown() throws {
        let harness = HostHarness()
        try harness.start(extra: ["--countdown", "6"])
        defer { harness.terminate() }
        let start = try harness.spawn(["action"])
        usleep(1_500_000)
        let (status, json) = Self.press(harness)
        #expect(status == 0 && (json["dialog"] as? [String: Any])?["supporting"] as? String == "Starting", "\(json)")
        #expect(json["state"] as? String == "prepared")
        start.waitUntilExit()
        #expect(start.terminationStatus == 0)
        #expect(H.json(harness.cli(["status", "--json"]).out)["laps"] as? Int == 0, "the press during the countdown did not lap")
    }

    @Test("serve --exact-phrases (the watch profile): exact phrases run, paraphrases do not")
    func exactPhrases() throws {
        let harness = HostHarness()
        try harness.start(extra: ["--exact-phrases"])
        defer { harness.terminate() }
        let paraphrase = H.json(harness.cli(["say", "could you kick off a jog", "--json"]).out)
        #expect(paraphrase["ok"] as? Bool == false && paraphrase["intent"] == nil, "\(paraphrase)")
        let exact = H.json(harness.cli(["say", "Start a run in Cadence", "--json"]).out)
        #expect(exact["intent"] as? String == "StartWorkout" && exact["ok"] as? Bool == true, "\(exact)")
        #expect((exact["match"] as? [String: Any])?["stage"] as? String == "exact")
    }
}
