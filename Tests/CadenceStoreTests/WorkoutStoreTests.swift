import CadenceCore
import CadenceStore
import CadenceTestSupport
import Foundation
import Testing

struct WorkoutStoreTests {
    typealias F = WorkoutFixtures

    /// Records a simulated workout through the journal and saves it; returns the store, id and workout.
    static func recordAndSave(
        into store: WorkoutStore, start: TimeInterval = 0, minutes: Int = 12,
        configuration: WorkoutConfiguration = F.outdoorRun
    ) throws -> (Int64, Workout) {
        var recorder = try WorkoutRecorder(configuration: configuration)
        var source = SimulatedDataSource(configuration: configuration, seed: 1)
        try store.journal.begin(configuration: configuration, at: F.date(start))
        try recorder.handle(.startActivity, at: F.date(start))
        try store.journal.append(RecordedCommand(.startActivity, at: F.date(start)))
        source.start(at: F.date(start))
        for minute in 1...minutes {
            let t = F.date(start + Double(minute * 60))
            let batch = source.samples(through: t)
            try recorder.add(batch.samples)
            try recorder.add(batch.locations)
            try store.journal.append(samples: batch.samples, at: t)
            try store.journal.append(locations: batch.locations, at: t)
            if minute % 4 == 0 {
                try recorder.handle(.markLap, at: t)
                try store.journal.append(RecordedCommand(.markLap, at: t))
            }
        }
        let end = F.date(start + Double(minutes * 60))
        try recorder.handle(.stopActivity, at: end)
        try store.journal.append(RecordedCommand(.stopActivity, at: end))
        let workout = try recorder.finishWorkout()
        let id = try store.saveFinishedWorkout(workout)
        return (id, workout)
    }

    @Test("saving a finished workout stores everything and clears the journal in one transaction")
    func saveClearsJournal() throws {
        let temp = TemporaryDirectory()
        let store = try WorkoutStore(path: temp.path("c.sqlite"), now: F.date(0))
        let (id, workout) = try Self.recordAndSave(into: store)
        #expect(try !store.journal.hasActiveSession())
        #expect(try store.database.scalarInt("SELECT count(*) FROM journal_entry") == 0)
        let stored = try #require(try store.workout(id: id))
        #expect(stored.workout.laps == workout.laps)
        #expect(stored.workout.splits == workout.splits)
        #expect(stored.workout.events == workout.events)
        #expect(stored.workout.route.count == workout.route.count)
        #expect(stored.workout.allStatistics == workout.allStatistics)
        #expect(stored.workout.duration == workout.duration)
        // The stored samples recompute the workout's statistics.
        let hr = try store.samples(workoutID: id, type: .heartRate)
        let average = hr.map(\.canonicalValue).reduce(0, +) / Double(hr.count)
        #expect(abs(average - workout.averageHeartRateBPM!) < 1e-9)
        let distance = try store.samples(workoutID: id, type: .distanceWalkingRunning).map(\.canonicalValue).reduce(
            0, +)
        #expect(abs(distance - workout.totalDistance!.value) < 1e-6)
    }

    @Test("an import written while it is read: samples before their workout row, one transaction, nothing left by a refusal")
    func streamingImport() throws {
        let temp = TemporaryDirectory()
        let store = try WorkoutStore(path: temp.path("c.sqlite"), now: F.date(0))
        let (firstID, recorded) = try Self.recordAndSave(into: store)
        let samples = try QuantityType.allCases.flatMap { try store.samples(workoutID: firstID, type: $0) }
        // Refused after some samples were written: nothing of it stays.
        let refused = try store.saveImport(contentHash: "refused") { write, _ in
            write(Array(samples.prefix(10)))
            return nil
        }
        #expect(refused == nil)
        #expect(try store.database.scalarInt("SELECT count(*) FROM workout") == 1)
        #expect(try store.database.scalarInt("SELECT count(*) FROM workout_sample WHERE workout_id <> ?", [firstID]) == 0)
        #expect(try store.importedWorkoutID(contentHash: "refused") == nil)
        // Saved: the samples written in batches are the workout's, under the id it got.
        let id = try #require(
            try store.saveImport(importedFrom: "run.fit", contentHash: "saved") { write, _ in
                for start in stride(from: 0, to: samples.count, by: 7) {
                    write(Array(samples[start..<min(samples.count, start + 7)]))
                }
                return recorded
            })
        #expect(id == firstID + 1)
        #expect(try store.importedWorkoutID(contentHash: "saved") == id)
        let stored = try #require(try store.workout(id: id))
        #expect(stored.workout.route.count == recorded.route.count)
        #expect(try store.samples(workoutID: id, type: .heartRate) == store.samples(workoutID: firstID, type: .heartRate))
        #expect(try store.database.scalarInt("PRAGMA foreign_key_check") == nil)
    }

    @Test("history lists newest first and filters by date range and activity")
    func listing() throws {
        let temp = TemporaryDirectory()
        let store = try WorkoutStore(path: temp.path("c.sqlite"), now: F.date(0))
        let (a, _) = try Self.recordAndSave(into: store, start: 0, minutes: 2)
        let (b, _) = try Self.recordAndSave(into: store, start: 86_400, minutes: 2, configuration: F.outdoorCycle)
        let (c, _) = try Self.recordAndSave(into: store, start: 2 * 86_400, minutes: 2)
        #expect(try store.workouts().map(\.id) == [c, b, a])
        #expect(try store.workouts(activityType: .running).map(\.id) == [c, a])
        #expect(try store.workouts(in: DateInterval(start: F.date(0), end: F.date(86_400))).map(\.id) == [a])
        #expect(try store.latestWorkoutID() == c)
        #expect(try store.workouts(limit: 1).map(\.id) == [c])
        #expect(try store.delete(id: b))
        #expect(try !store.delete(id: b))
        #expect(try store.workouts().map(\.id) == [c, a])
        #expect(try store.database.scalarInt("SELECT count(*) FROM workout_sample WHERE workout_id = ?", [b]) == 0)
    }

    @Test("downsampling for a chart returns at most the requested points, averaged or summed per bucket")
    func downsampling() throws {
        let temp = TemporaryDirectory()
        let store = try WorkoutStore(path: temp.path("c.sqlite"), now: F.date(0))
        let (id, workout) = try Self.recordAndSave(into: store, minutes: 10)
        let hr = try store.samples(workoutID: id, type: .heartRate, maxPoints: 60)
        #expect(hr.count == 60)
        #expect(hr.allSatisfy { (60...205).contains($0.canonicalValue) })
        let distance = try store.samples(workoutID: id, type: .distanceWalkingRunning, maxPoints: 7)
        #expect(distance.count <= 7)
        #expect(abs(distance.map(\.canonicalValue).reduce(0, +) - workout.totalDistance!.value) < 1e-6)
        let window = DateInterval(start: F.date(60), end: F.date(120))
        #expect(try store.samples(workoutID: id, type: .heartRate, in: window).count == 61)
    }

    @Test("totals for a period come from the summary rows, with weeks that follow the locale")
    func totals() throws {
        let temp = TemporaryDirectory()
        let store = try WorkoutStore(path: temp.path("c.sqlite"), now: F.date(0))
        // The reference date is Sunday 2026-03-01 08:00 UTC.
        _ = try Self.recordAndSave(into: store, start: 0, minutes: 2)  // Sunday
        _ = try Self.recordAndSave(into: store, start: -86_400, minutes: 3)  // Saturday
        var germany = Calendar(identifier: .gregorian)
        germany.timeZone = TimeZone(identifier: "UTC")!
        germany.firstWeekday = 2  // Monday, as de_DE
        var us = germany
        us.firstWeekday = 1  // Sunday, as en_US
        let now = F.date(3600)
        #expect(try store.totals(for: .thisWeek, now: now, calendar: germany).workoutCount == 2)
        #expect(try store.totals(for: .thisWeek, now: now, calendar: us).workoutCount == 1)
        #expect(try store.totals(for: .lastWeek, now: now, calendar: us).workoutCount == 1)
        let today = try store.totals(for: .today, now: now, calendar: us)
        #expect(today.workoutCount == 1 && today.duration == 120)
        #expect(try store.totals(for: .yesterday, now: now, calendar: us).duration == 180)
        #expect(try store.totals(for: .thisMonth, now: now, calendar: us).workoutCount == 1)
        #expect(try store.totals(for: .lastMonth, now: now, calendar: us).workoutCount == 1)
        #expect(try store.totals(for: .thisYear, now: now, calendar: us).workoutCount == 2)
    }
}
