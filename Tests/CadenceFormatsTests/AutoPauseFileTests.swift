import CadenceCore
import CadenceFormats
import CadenceTestSupport
import Foundation
import Testing

/// Auto-pause on a real ride with real stops: the Garmin Edge 500 file in `../shared/data/fit`
/// paused itself 29 times (`timer` `stop_all`/`start`). Its records go through the reducer as a
/// data source would deliver them, and our pauses are compared with the device's.
struct AutoPauseFileTests {
    /// A closed pause, from its start to its end.
    typealias Pause = (start: Date, end: Date)

    /// The pauses among events; one still open at `end` closes there.
    static func pauses(_ events: [WorkoutEvent], pause: WorkoutEventType, resume: WorkoutEventType, end: Date) -> [Pause] {
        var result: [Pause] = []
        var since: Date?
        for event in events.sorted(by: { $0.date < $1.date }) {
            if event.type == pause, since == nil { since = event.date }
            if event.type == resume, let start = since {
                result.append((start, event.date))
                since = nil
            }
        }
        if let since, since < end { result.append((since, end)) }
        return result
    }

    @Test("the Edge 500 ride: every one of the device's closed auto-pauses is found, and no other")
    func edge500() throws {
        let imported = try WorkoutFiles.read(SharedData.bytes("fit/garmin-edge500-ride-autopause.fit"))
        let ride = imported.workout
        let device = Self.pauses(ride.events, pause: .pause, resume: .resume, end: ride.endDate)
        #expect(device.count == 29)

        // Replay the records second by second: each instant's samples and fix as one batch.
        var batches: [Date: DataSourceBatch] = [:]
        for sample in imported.samples { batches[sample.endDate, default: DataSourceBatch()].samples.append(sample) }
        for fix in ride.route { batches[fix.timestamp, default: DataSourceBatch()].locations.append(fix) }
        var recorder = try WorkoutRecorder.start(ride.configuration, at: ride.startDate, replacing: nil).recorder
        _ = try recorder.send(.autoPause(AutoPause.standard(for: .cycling), at: ride.startDate))
        _ = try recorder.send(.countdownElapsed(at: ride.startDate))
        for (date, batch) in batches.sorted(by: { $0.key < $1.key }) {
            _ = try recorder.send(.samples(batch, at: date))
        }
        let ours = Self.pauses(
            recorder.builder.workoutEvents, pause: .motionPaused, resume: .motionResumed, end: ride.endDate)

        // Each device pause overlaps one of ours (within a second either side), and each of ours one of its.
        func overlaps(_ a: Pause, _ b: Pause) -> Bool {
            a.start < b.end.addingTimeInterval(1) && b.start < a.end.addingTimeInterval(1)
        }
        let extra = ours.filter { pause in !device.contains { overlaps($0, pause) } }
        let missed = device.filter { pause in !ours.contains { overlaps($0, pause) } }
        #expect(missed.isEmpty, "missed the device's pauses at \(missed.map { "\($0.start)–\($0.end)" })")
        #expect(extra.isEmpty, "paused where the device did not: \(extra.map(\.start))")
        // Paused time within 10 % of the device's (it also pauses between its 1 Hz readings).
        let deviceSeconds = device.reduce(0) { $0 + $1.end.timeIntervalSince($1.start) }
        let ourSeconds = ours.reduce(0) { $0 + $1.end.timeIntervalSince($1.start) }
        print("auto-pause on the Edge 500 ride: \(ours.count) pauses, \(ourSeconds) s; the device's \(device.count), \(deviceSeconds) s")
        #expect(abs(ourSeconds - deviceSeconds) <= deviceSeconds * 0.10, "ours \(ourSeconds) s, the device's \(deviceSeconds) s")
    }
}
