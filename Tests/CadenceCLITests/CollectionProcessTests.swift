import CadenceApp
import Foundation
import Testing

/// Seed 003's collected types as a door: `cadence collect`, and water logged by phrase and by
/// command, against a real host, through a SIGKILL.
@Suite(.serialized)
struct CollectionProcessTests {
    typealias H = HostHarness

    static func collected(_ harness: HostHarness) -> [String] {
        H.json(harness.cli(["status", "--json"]).out)["collectedTypes"] as? [String] ?? []
    }

    static func water(_ harness: HostHarness) -> Double? {
        let statistics = H.json(harness.cli(["status", "--json"]).out)["statistics"] as? [String: Any]
        return (statistics?["dietaryWater"] as? [String: Any])?["sum"] as? Double
    }

    @Test("collection toggles and logged water survive kill -9, and show lists the water")
    func togglesSurviveKill() throws {
        let harness = HostHarness()
        try harness.start()
        #expect(harness.cli(["collect", "water", "on"]).status == 1, "no workout: nothing to change")
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        #expect(Self.collected(harness).contains("heartRate"))
        let off = H.json(harness.cli(["collect", "heart-rate", "off", "--json"]).out)
        #expect(off["ok"] as? Bool == true && off["intent"] as? String == "SetCollection", "\(off)")
        #expect(!Self.collected(harness).contains("heartRate"))
        #expect(harness.cli(["collect", "cadence", "on"]).status == 0, "a type the run does not generate")
        #expect(Self.collected(harness).contains("cyclingCadence"))
        #expect(harness.cli(["water", "330ml"]).status == 0)
        #expect(Self.collected(harness).contains("dietaryWater"), "logging water enables its collection")
        #expect(harness.cli(["pause"]).status == 0)
        #expect(harness.cli(["say", "I drank a glass of water"]).status == 0, "water is logged during a pause")
        harness.kill9()
        try harness.start()
        defer { harness.terminate() }
        let types = Self.collected(harness)
        #expect(!types.contains("heartRate") && types.contains("cyclingCadence") && types.contains("dietaryWater"), "\(types)")
        #expect(Self.water(harness) == 580)
        func heartRate() -> NSDictionary? {
            let statistics = H.json(harness.cli(["status", "--json"]).out)["statistics"] as? [String: Any]
            return statistics?["heartRate"] as? NSDictionary
        }
        let before = heartRate()
        #expect(harness.cli(["resume"]).status == 0)
        usleep(800_000)
        #expect(heartRate() == before, "heart rate stays off after recovery: no new samples")
        #expect(harness.cli(["end"]).status == 0)
        let shown = harness.cli(["show", "latest"]).out
        #expect(shown.contains("Water:        580 ml"), "\(shown)")
        let json = H.json(harness.cli(["show", "latest", "--json"]).out)
        let totals = json["collectedTotals"] as? [String: [String: Any]]
        #expect(totals?["dietaryWater"]?["sum"] as? Double == 580 && totals?["dietaryWater"]?["unit"] as? String == "mL")
    }

    @Test("notes by phrase and by command: free text kept with its time, through kill -9, listed by show")
    func notes() throws {
        let harness = HostHarness()
        try harness.start()
        let idle = H.json(harness.cli(["note", "too early", "--json"]).out)
        #expect(idle["code"] as? String == "failureNoMatchingWorkout" && idle["intent"] as? String == "LogNote", "\(idle)")
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        let said = H.json(harness.cli(["say", "Note that my left knee hurts", "--json"]).out)
        #expect(said["intent"] as? String == "LogNote" && said["ok"] as? Bool == true, "\(said)")
        #expect(((said["dialog"] as? [String: Any])?["full"] as? String)?.hasSuffix(": my left knee hurts") == true)
        #expect((said["match"] as? [String: Any])?["stage"] as? String == "dictation")
        // Only the lead-in: the host asks, and the next sentence is the note as it was said.
        let asked = H.json(harness.cli(["say", "add a note", "--json"]).out)
        #expect(asked["code"] as? String == "needsValue" && asked["missingParameter"] as? String == "text", "\(asked)")
        let answered = H.json(harness.cli(["say", "Water stop at the Bridge", "--json"]).out)
        #expect(answered["intent"] as? String == "LogNote" && answered["ok"] as? Bool == true, "\(answered)")
        #expect(harness.cli(["pause"]).status == 0)
        #expect(harness.cli(["note", "tied", "my", "shoe"]).status == 0, "a note during a pause")
        let tooLong = H.json(harness.cli(["note", String(repeating: "a", count: 501), "--json"]).out)
        #expect(tooLong["ok"] as? Bool == false, "\(tooLong)")
        #expect(harness.cli(["note", "   "]).status == 64, "an empty note is a usage error")
        harness.kill9()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["resume"]).status == 0)
        #expect(harness.cli(["end"]).status == 0)
        let shown = harness.cli(["show", "latest"]).out
        #expect(shown.contains("Notes:") && shown.contains("my left knee hurts") && shown.contains("Water stop at the Bridge")
            && shown.contains("tied my shoe"), "\(shown)")
        let json = H.json(harness.cli(["show", "latest", "--json"]).out)
        let notes = json["notes"] as? [[String: Any]] ?? []
        #expect(notes.map { $0["text"] as? String } == ["my left knee hurts", "Water stop at the Bridge", "tied my shoe"], "\(notes)")
        let times = notes.compactMap { $0["activeTime"] as? Double }
        #expect(times.count == 3 && times == times.sorted(), "active times in order: \(times)")
        let markers = (json["events"] as? [[String: Any]] ?? []).filter { $0["type"] as? String == "marker" }
        #expect(markers.count == 3 && markers.first?["note"] as? String == "my left knee hurts")
    }

    @Test("water by phrase: amounts and units in the sentence, servings, How much?, out of range")
    func waterByPhrase() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        let idle = H.json(harness.cli(["say", "log a glass of water", "--json"]).out)
        #expect(idle["code"] as? String == "failureNoMatchingWorkout", "\(idle)")
        #expect(harness.cli(["start", "outdoorCycle"]).status == 0)
        var total = 0.0
        for (sentence, milliliters) in [
            ("I drank 250 ml of water", 250.0), ("log half a litre of water in Cadence", 500),
            ("I drank a bottle of water", 500), ("log 8 fl oz of water", 236.6), ("I drank two cups of water", 480),
        ] {
            let reply = H.json(harness.cli(["say", sentence, "--json"]).out)
            #expect(reply["intent"] as? String == "LogWater" && reply["ok"] as? Bool == true, "\(sentence): \(reply)")
            total += milliliters
            #expect(abs((Self.water(harness) ?? 0) - total) < 0.1, "\(sentence)")
        }
        // No amount: the host asks, and the answer may be a number, an amount or a serving.
        for answer in ["300", "0.3 l", "a glass"] {
            let asked = H.json(harness.cli(["say", "log water", "--json"]).out)
            #expect(asked["code"] as? String == "needsValue" && asked["missingParameter"] as? String == "amount", "\(asked)")
            #expect(((asked["dialog"] as? [String: Any])?["full"] as? String)?.hasPrefix("How much water?") == true)
            let answered = H.json(harness.cli(["say", answer, "--json"]).out)
            #expect(answered["intent"] as? String == "LogWater" && answered["ok"] as? Bool == true, "\(answer): \(answered)")
        }
        total += 300 + 300 + 250
        #expect(abs((Self.water(harness) ?? 0) - total) < 0.1)
        // Out of range: refused with the range, nothing logged.
        let tooMuch = H.json(harness.cli(["say", "I drank 5 litres of water", "--json"]).out)
        #expect(tooMuch["ok"] as? Bool == false, "\(tooMuch)")
        #expect(((tooMuch["dialog"] as? [String: Any])?["full"] as? String)?.contains("between 10 ml and 2 l") == true)
        let bad = H.json(harness.cli(["water", "lots", "--json"]).out)
        #expect(bad["ok"] as? Bool == false && (bad["error"] as? String)?.contains("not a volume") == true, "\(bad)")
        #expect(abs((Self.water(harness) ?? 0) - total) < 0.1)
    }
}
