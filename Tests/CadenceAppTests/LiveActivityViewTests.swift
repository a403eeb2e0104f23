import CadenceApp
import CadenceCore
import Foundation
import Testing

struct LiveActivityViewTests {
    static let snapshot = WorkoutSnapshot(
        state: .running, workoutStyle: .outdoorRun, date: Date(timeIntervalSince1970: 0), startDate: nil,
        elapsedTime: 754,
        laps: 2, currentLapElapsedTime: 130,
        statistics: [
            "heartRate": .init(unit: "count/min", average: 142, minimum: 90, maximum: 170, mostRecent: 148.4),
            "distanceWalkingRunning": .init(unit: "m", sum: 2410),
            "activeEnergyBurned": .init(unit: "kcal", sum: 180.2),
            "runningSpeed": .init(unit: "m/s", average: 3.2, minimum: 2, maximum: 4, mostRecent: 3.2),
        ], savedWorkoutID: nil)

    @Test("the full view shows state, elapsed time, lap, heart rate, pace, distance and energy")
    func full() {
        let screen = LiveActivityView.screen(Self.snapshot, locked: false, message: "Lap 2").joined(separator: "\n")
        for expected in [
            "Outdoor Run", "RUNNING", "12:34", "3   2:10", "148 bpm", "5:12 /km", "2.41 km", "180 kcal", "p pause",
            "Lap 2",
        ] {
            #expect(screen.contains(expected), "\(expected) in\n\(screen)")
        }
        #expect(
            LiveActivityView.line(Self.snapshot, locked: false)
                == "running · 12:34 · 2.41 km · 5:12 /km · 148 bpm · 180 kcal · lap 3")
    }

    @Test("locked, only the state and elapsed time show")
    func locked() {
        let screen = LiveActivityView.screen(Self.snapshot, locked: true, message: nil).joined(separator: "\n")
        #expect(screen.contains("12:34") && screen.contains("RUNNING"))
        for hidden in ["bpm", "km", "kcal", "Outdoor Run"] { #expect(!screen.contains(hidden), "\(hidden)") }
        #expect(LiveActivityView.line(Self.snapshot, locked: true) == "running · 12:34")
    }

    @Test("locked, the end shows only the state and elapsed time, not the saved workout's numbers")
    func lockedEnd() {
        var ended = Self.snapshot
        ended.state = .ended
        let screen = LiveActivityView.screen(ended, locked: true, message: "Saved Outdoor Run: 12:34 · 2.41 km")
            .joined(separator: "\n")
        #expect(screen.contains("ENDED") && screen.contains("12:34"))
        for hidden in ["Saved", "km", "Outdoor Run"] { #expect(!screen.contains(hidden), "\(hidden) in\n\(screen)") }
        #expect(LiveActivityView.line(ended, locked: true) == "ended · 12:34")
    }

    @Test("rides show speed instead of pace")
    func cycling() {
        var ride = Self.snapshot
        ride.workoutStyle = .outdoorCycle
        ride.statistics["cyclingSpeed"] = .init(unit: "m/s", mostRecent: 7.5)
        ride.statistics["runningSpeed"] = nil
        #expect(LiveActivityView.screen(ride, locked: false, message: nil).joined().contains("27.0 km/h"))
    }
}
