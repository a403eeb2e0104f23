import CadenceCore
import CadenceStore
import CadenceTestSupport
import Foundation
import Testing

struct SessionJournalTests {
    typealias F = WorkoutFixtures

    @Test("a command is durable when append returns: a second connection sees it")
    func commandIsDurable() throws {
        let temp = TemporaryDirectory()
        let path = temp.path("cadence.sqlite")
        let store = try WorkoutStore(path: path, now: F.date(0))
        try store.journal.begin(configuration: F.outdoorRun, at: F.date(0))
        try store.journal.append(samples: [F.heartRate(120, at: 1)], at: F.date(1))
        try store.journal.append(RecordedCommand(.startActivity, at: F.date(0)))
        let other = try Database(path: path)
        #expect(
            try other.scalarInt("SELECT count(*) FROM journal_entry") == 2, "pending samples go first, then the command"
        )
    }

    @Test("samples wait for the loss window or the batch size, whichever comes first")
    func groupCommit() throws {
        let temp = TemporaryDirectory()
        let path = temp.path("cadence.sqlite")
        let store = try WorkoutStore(
            path: path, now: F.date(0), policy: JournalPolicy(lossWindow: .seconds(1), maxPendingSamples: 10))
        let other = try Database(path: path)
        // Samples are committed in batch rows (kind 6) of 25 bytes a sample.
        func durable() throws -> Int64 {
            try other.scalarInt("SELECT coalesce(sum(length(data)) / 25, 0) FROM journal_entry WHERE kind = 6") ?? 0
        }
        try store.journal.begin(configuration: F.outdoorRun, at: F.date(0))
        #expect(try !store.journal.append(samples: [F.heartRate(120, at: 1)], at: F.date(1)))
        #expect(try !store.journal.append(samples: [F.heartRate(121, at: 1.5)], at: F.date(1.5)))
        #expect(try durable() == 0 && store.journal.pendingCount == 2)
        #expect(try store.journal.append(samples: [F.heartRate(122, at: 2)], at: F.date(2)))
        #expect(try durable() == 3 && store.journal.pendingCount == 0)
        #expect(store.journal.lastDurableSampleDate == F.date(2))
        let many = (0..<10).map { F.heartRate(130, at: 2 + Double($0) * 0.01) }
        #expect(try store.journal.append(samples: many, at: F.date(2.1)))
        #expect(try durable() == 13)
        try store.journal.append(samples: [F.heartRate(140, at: 3)], at: F.date(3))
        #expect(try !store.journal.flushIfDue(at: F.date(3.5)))
        #expect(try store.journal.flushIfDue(at: F.date(4)))
    }

    @Test("only one journal can be active; appending without one fails")
    func oneAtATime() throws {
        let temp = TemporaryDirectory()
        let store = try WorkoutStore(path: temp.path("c.sqlite"), now: F.date(0))
        #expect(throws: JournalError.noActiveSession) {
            try store.journal.append(RecordedCommand(.startActivity, at: F.date(0)))
        }
        try store.journal.begin(configuration: F.outdoorRun, at: F.date(0))
        #expect(throws: JournalError.sessionAlreadyActive(since: F.date(0))) {
            try store.journal.begin(configuration: F.outdoorRun, at: F.date(5))
        }
        try store.journal.discard()
        #expect(try !store.journal.hasActiveSession())
        #expect(try store.journal.recover() == nil)
    }

    @Test(
        "recovery replays the journal into the same session and statistics the live recorder had",
        arguments: [3, 4] as [UInt64])
    func recoverEqualsLive(seed: UInt64) throws {
        let temp = TemporaryDirectory()
        let path = temp.path("cadence.sqlite")
        var live = try WorkoutRecorder(configuration: F.outdoorRun)
        var source = SimulatedDataSource(configuration: F.outdoorRun, seed: seed)
        do {
            let store = try WorkoutStore(path: path, now: F.date(0))
            try store.journal.begin(configuration: F.outdoorRun, at: F.date(0), info: ["source": "simulated"])
            func command(_ c: WorkoutSessionCommand, _ t: TimeInterval) throws {
                try live.handle(c, at: F.date(t))
                try store.journal.append(RecordedCommand(c, at: F.date(t)))
            }
            try command(.startActivity, 0)
            source.start(at: F.date(0))
            for minute in 1...20 {
                let batch = source.samples(through: F.date(Double(minute * 60)))
                try live.add(batch.samples)
                try live.add(batch.locations)
                try store.journal.append(samples: batch.samples, at: F.date(Double(minute * 60)))
                try store.journal.append(locations: batch.locations, at: F.date(Double(minute * 60)))
                if minute % 5 == 0 { try command(.markLap, Double(minute * 60)) }
                if minute == 12 {
                    try command(.pause, 720)
                    source.pause(at: F.date(720))
                }
                if minute == 14 {
                    try command(.resume, 840)
                    source.resume(at: F.date(840))
                }
            }
            try store.journal.flush()
        }
        let reopened = try WorkoutStore(path: path, now: F.date(2000))
        let recovered = try #require(try reopened.journal.recover())
        #expect(recovered.session == live.session)
        #expect(recovered.builder == live.builder)
        #expect(recovered.report.commandCount == 7)
        #expect(recovered.report.eventCount == 6)
        #expect(recovered.report.info == ["source": "simulated"])
        #expect(recovered.report.lastDurableSampleDate == F.date(1200))
    }

    @Test("auto-pause's rule and events survive a crash: the recovered workout is auto-paused where the live one was")
    func autoPauseRecovers() throws {
        let temp = TemporaryDirectory()
        let path = temp.path("cadence.sqlite")
        var live: WorkoutRecorder
        do {
            let store = try WorkoutStore(path: path, now: F.date(0))
            func perform(_ effects: [WorkoutRecorderEffect], at t: TimeInterval) throws {
                for case .journal(let entry, let durability) in effects {
                    try store.journal.append(entry, durability: durability, at: F.date(t))
                }
            }
            let started = try WorkoutRecorder.start(F.outdoorCycle, at: F.date(0), replacing: nil)
            live = started.recorder
            try store.journal.begin(configuration: F.outdoorCycle, at: F.date(0))
            try perform(started.effects, at: 0)
            try perform(try live.send(.autoPause(AutoPause.standard(for: .cycling), at: F.date(0))), at: 0)
            try perform(try live.send(.countdownElapsed(at: F.date(0))), at: 0)
            for second in 1...60 {
                // Riding at 6 m/s, stopped from 20 to 40, riding, then stopped from 50.
                let speed = (20..<40).contains(second) || second >= 50 ? 0.2 : 6.0
                let fix = LocationSample(latitude: 47.37, longitude: 8.54, speed: speed, timestamp: F.date(Double(second)))
                try perform(try live.send(.samples(DataSourceBatch(locations: [fix]), at: F.date(Double(second)))), at: Double(second))
            }
            #expect(live.isMotionPaused)
            // The crash: nothing flushed by hand; the events were durable when decided.
        }
        let reopened = try WorkoutStore(path: path, now: F.date(100))
        let recovered = try #require(try reopened.journal.recover())
        #expect(recovered.recorder.isMotionPaused && recovered.recorder.autoPause == AutoPause.standard(for: .cycling))
        #expect(
            recovered.builder.workoutEvents.filter { $0.type == .motionPaused || $0.type == .motionResumed }
                == live.builder.workoutEvents.filter { $0.type == .motionPaused || $0.type == .motionResumed })
        #expect(recovered.builder.elapsedTime(at: F.date(60)) == live.builder.elapsedTime(at: F.date(60)))
    }

    @Test("a damaged entry is reported by sequence number and the journal stays on disk")
    func unreadable() throws {
        let temp = TemporaryDirectory()
        let store = try WorkoutStore(path: temp.path("c.sqlite"), now: F.date(0))
        try store.journal.begin(configuration: F.outdoorRun, at: F.date(0))
        try store.journal.append(RecordedCommand(.startActivity, at: F.date(0)))
        try store.database.execute("UPDATE journal_entry SET name = 'jump' WHERE kind = 1")
        let seq = try store.database.scalarInt("SELECT seq FROM journal_entry") ?? 0
        #expect(throws: JournalError.unreadableEntry(sequence: seq, reason: "unknown command 'jump'")) {
            _ = try store.journal.recover()
        }
        #expect(try store.journal.hasActiveSession())
    }

    @Test("a journal written one row per sample (before batches) still recovers and saves")
    func rowPerSampleJournal() throws {
        let temp = TemporaryDirectory()
        let store = try WorkoutStore(path: temp.path("c.sqlite"), now: F.date(0))
        try store.journal.begin(configuration: F.outdoorRun, at: F.date(0))
        try store.journal.append(RecordedCommand(.startActivity, at: F.date(0)))
        for second in 1...3 {
            try store.database.execute(
                "INSERT INTO journal_entry (kind, name, start, \"end\", value) VALUES (2, 'heartRate', ?, ?, ?)",
                F.date(Double(second)), F.date(Double(second)), 120.0 + Double(second))
        }
        try store.journal.append(samples: [F.heartRate(130, at: 4)], at: F.date(4))
        try store.journal.flush()
        let recovered = try #require(try store.journal.recover())
        #expect(recovered.report.sampleCount == 4)
        #expect(recovered.builder.statistics(for: .heartRate)?.sampleCount == 4)
        var recorder = recovered.recorder
        guard case .saveWorkout(let workout) = try recorder.send(.command(.end, at: F.date(5))).first else {
            Issue.record("no save")
            return
        }
        let id = try store.saveFinishedWorkout(workout)
        #expect(try store.samples(workoutID: id, type: .heartRate).count == 4)
    }

    @Test("a damaged sample batch is reported by sequence number and the journal stays on disk")
    func damagedBatch() throws {
        let temp = TemporaryDirectory()
        let store = try WorkoutStore(path: temp.path("c.sqlite"), now: F.date(0))
        try store.journal.begin(configuration: F.outdoorRun, at: F.date(0))
        try store.journal.append(RecordedCommand(.startActivity, at: F.date(0)))
        try store.journal.append(samples: [F.heartRate(120, at: 1)], at: F.date(1))
        try store.journal.flush()
        try store.database.execute("UPDATE journal_entry SET data = x'0102' WHERE kind = 6")
        let seq = try store.database.scalarInt("SELECT seq FROM journal_entry WHERE kind = 6") ?? 0
        #expect(
            throws: JournalError.unreadableEntry(
                sequence: seq, reason: "a sample batch of 2 bytes is not a whole number of 25-byte records")
        ) {
            _ = try store.journal.recover()
        }
        try store.database.execute("UPDATE journal_entry SET data = zeroblob(25) WHERE kind = 6")
        try store.database.execute("UPDATE journal_entry SET data = x'63' || substr(data, 2) WHERE kind = 6")
        #expect(throws: JournalError.self) { _ = try store.journal.recover() }
        #expect(try store.journal.hasActiveSession())
    }
}
