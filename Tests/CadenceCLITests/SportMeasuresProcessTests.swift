import CadenceApp
import Foundation
import Testing

/// One table of what each sport shows (`WorkoutStyle.rateMeasure`, `showsDistance`), checked
/// through every door of a real host: `status`, the live view, the spoken status dialog and the
/// saved workout's `show`, in metric and, for a run and a ride, imperial units.
@Suite(.serialized)
struct SportMeasuresProcessTests {
    typealias H = HostHarness

    /// What a person sees for a sport: its rate's unit in text, and the dialog's words for it.
    static func expected(_ style: WorkoutStyle, imperial: Bool) -> (rate: String?, spoken: String?, showLabel: String?) {
        switch style.rateMeasure {
        case .pace(let per) where per == 1000:
            return (imperial ? "/mi" : "/km", imperial ? "per mile" : "per kilometre", "Pace:")
        case .pace(let per) where per == 100:
            return (imperial ? "/100 yd" : "/100 m", imperial ? "per 100 yards" : "per 100 metres", "Pace:")
        case .pace:
            return ("/500 m", "per 500 metres", "Pace:")
        case .speed:
            return (imperial ? "mph" : "km/h", imperial ? "miles per hour" : "kilometres per hour", "Speed:")
        case .none:
            return (nil, nil, nil)
        }
    }

    static let cases: [(WorkoutStyle, Bool)] =
        WorkoutStyle.allCases.filter { $0 != .other }.map { ($0, false) } + [(.outdoorRun, true), (.outdoorCycle, true)]

    @Test("each sport's measures in status, live, the dialog and show", arguments: cases)
    func measures(style: WorkoutStyle, imperial: Bool) throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        let units = ["--units", imperial ? "imperial" : "metric"]
        #expect(harness.cli(["start", style.rawValue]).status == 0)
        // Wait (on the host's clock, 20× real time) until the workout has covered ground, or
        // 40 s passed for a sport without distance.
        let covers = Self.expected(style, imperial: imperial).rate != nil
        var status = ""
        for _ in 0..<400 {
            let elapsed = H.json(harness.cli(["status", "--json"]).out)["elapsedTime"] as? Double ?? 0
            status = harness.cli(["status"] + units).out
            if elapsed >= 40, !covers || status.contains("Distance:") { break }
            usleep(50_000)
        }
        let live = harness.cli(["live", "--updates", "1"] + units).out
        let dialog = H.json(harness.cli(["say", "how am I doing", "--json"] + units).out)
        let spoken = (dialog["dialog"] as? [String: Any])?["full"] as? String ?? ""
        #expect(harness.cli(["end"]).status == 0)
        let shown = harness.cli(["show", "latest"] + units).out
        let want = Self.expected(style, imperial: imperial)
        let label = "\(style.rawValue)\(imperial ? " (imperial)" : "")"
        if let rate = want.rate, let words = want.spoken, let showLabel = want.showLabel {
            #expect(status.contains("Distance:") && status.contains(rate), "\(label) status: \(status)")
            #expect(live.contains(rate), "\(label) live: \(live)")
            #expect(spoken.contains(words), "\(label) dialog: \(spoken)")
            #expect(shown.contains(showLabel) && shown.contains(rate), "\(label) show: \(shown)")
        } else {
            // Time, heart rate and energy only: no distance, pace or speed anywhere.
            for (door, text) in [("status", status), ("live", live), ("dialog", spoken), ("show", shown)] {
                #expect(!text.contains("/km") && !text.contains("km/h") && !text.contains("/mi"), "\(label) \(door): \(text)")
                #expect(!text.contains("Distance") && !text.contains("metres"), "\(label) \(door): \(text)")
            }
            #expect(status.contains("Heart rate:") && spoken.contains("heart rate"), "\(label): \(status) \(spoken)")
        }
    }
}
