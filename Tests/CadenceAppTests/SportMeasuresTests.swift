import CadenceCore
import CadenceIntents
import Foundation
import Testing

@testable import CadenceApp

/// One table of what each sport shows (``WorkoutStyle/rateMeasure``, ``WorkoutStyle/showsDistance``),
/// and the live view, the status dialog and the saved workout's dialog follow it.
@Suite("Per-sport measures")
struct SportMeasuresTests {
    /// 1,000 m in 300 s of active time, 3.5 m/s now (where the style measures speed).
    static func snapshot(_ style: WorkoutStyle) -> WorkoutSnapshot {
        let distance = QuantityType.distanceType(for: style.configuration().activityType) ?? .distanceWalkingRunning
        var statistics: [String: WorkoutSnapshot.Statistic] = [
            distance.rawValue: .init(unit: "m", sum: 1000),
            "heartRate": .init(unit: "count/min", average: 140, mostRecent: 150),
            "activeEnergyBurned": .init(unit: "kcal", sum: 80),
        ]
        if style == .outdoorCycle { statistics["cyclingSpeed"] = .init(unit: "m/s", mostRecent: 10) }
        return WorkoutSnapshot(
            state: .running, workoutStyle: style, date: Date(timeIntervalSince1970: 0), startDate: nil, elapsedTime: 300,
            laps: 0, currentLapElapsedTime: 300, statistics: statistics, savedWorkoutID: nil)
    }

    @Test(
        "each sport's rate in the live view and the spoken status",
        arguments: [
            (WorkoutStyle.outdoorRun, "5:00 /km", "5:00 per kilometre"),
            (.outdoorWalk, "5:00 /km", "5:00 per kilometre"),
            (.poolSwim, "0:30 /100 m", "0:30 per 100 metres"),
            (.rowing, "2:30 /500 m", "2:30 per 500 metres"),
            (.outdoorCycle, "36.0 km/h", "36 kilometres per hour"),
        ])
    func rates(style: WorkoutStyle, shown: String, spoken: String) {
        let snapshot = Self.snapshot(style)
        let screen = LiveActivityView.screen(snapshot, locked: false, message: nil).joined(separator: "\n")
        #expect(screen.contains(shown), "\(style): \(screen)")
        #expect(LiveActivityView.line(snapshot, locked: false).contains(shown))
        let dialog = WorkoutIntentSupport.statusDialog(snapshot)
        #expect(dialog.full.contains("at \(spoken)"), "\(style): \(dialog.full)")
        #expect(dialog.supporting.contains(shown))
    }

    @Test("yoga, strength and HIIT show time, heart rate and energy: no distance, no pace", arguments: [
        WorkoutStyle.yoga, .strength, .hiit,
    ])
    func noDistance(style: WorkoutStyle) {
        let snapshot = Self.snapshot(style)
        #expect(!style.showsDistance && style.rateMeasure == .none)
        let screen = LiveActivityView.screen(snapshot, locked: false, message: nil).joined(separator: "\n")
        for hidden in ["Distance", "Pace", "/km", "1.00 km"] { #expect(!screen.contains(hidden), "\(style): \(hidden)") }
        #expect(screen.contains("150 bpm") && screen.contains("80 kcal"))
        let dialog = WorkoutIntentSupport.statusDialog(snapshot).full
        #expect(!dialog.contains("covered"), "\(dialog)")
    }

    @Test("the live view and its one-line form name the current heart-rate zone")
    func zone() {
        var snapshot = Self.snapshot(.outdoorRun)
        snapshot.heartRateZone = 3
        let screen = LiveActivityView.screen(snapshot, locked: false, message: nil).joined(separator: "\n")
        #expect(screen.contains("150 bpm  zone 3"), "\(screen)")
        #expect(!LiveActivityView.screen(snapshot, locked: true, message: nil).joined().contains("zone"))
    }

    @Test("the latest split is announced as data and text, and shown in the live view (not when locked)")
    func announcement() {
        let split = WorkoutSplit(
            unit: .kilometer, index: 2, startDate: Date(timeIntervalSince1970: 300), endDate: Date(timeIntervalSince1970: 612),
            duration: 312, averageHeartRateBPM: 148.4)
        #expect(Formatting.announcement(split, style: .outdoorRun) == "Kilometre 2 in 5:12, heart rate 148.")
        let mile = WorkoutSplit(
            unit: .mile, index: 3, startDate: Date(timeIntervalSince1970: 0), endDate: Date(timeIntervalSince1970: 220),
            duration: 220, averageHeartRateBPM: nil)
        let ride = Formatting.$units.withValue(.imperial) { Formatting.announcement(mile, style: .outdoorCycle) }
        #expect(ride == "Mile 3 in 3:40, 16.4 mph.")
        var snapshot = Self.snapshot(.outdoorRun)
        snapshot.announcement = WorkoutSnapshot.Announcement(split, text: "Kilometre 2 in 5:12, heart rate 148.")
        let screen = LiveActivityView.screen(snapshot, locked: false, message: nil).joined(separator: "\n")
        #expect(screen.contains("Last split   km 2  5:12  148 bpm"), "\(screen)")
        #expect(!LiveActivityView.screen(snapshot, locked: true, message: nil).joined().contains("split"))
    }

    @Test("a generic workout shows its distance without a pace")
    func other() {
        let screen = LiveActivityView.screen(Self.snapshot(.other), locked: false, message: nil).joined(separator: "\n")
        #expect(!screen.contains("/km") && !screen.contains("Pace"))
        #expect(WorkoutStyle.other.showsDistance)
    }
}
