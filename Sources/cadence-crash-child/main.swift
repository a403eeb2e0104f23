// A child process for the crash test: it records a simulated workout through the session
// journal as fast as it can, acknowledges each lap on stdout only after the lap is durable, and
// is killed with SIGKILL at a random moment by the test. If it finds an active journal when it
// starts, it recovers it and carries on — the workout resumes by itself.
//
// Usage: cadence-crash-child --database PATH [--seed N] [--loss-window SECONDS] [--finish-after SECONDS]
// Output lines: "RECOVERED <laps> <samples>", "LAP <n> <t>", "PRODUCED <t>", "SAVED <id>" (t in
// simulated seconds since the reference date).
import CadenceCore
import CadenceStore
import Foundation

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("cadence-crash-child: \(message)\n".utf8))
    exit(1)
}

var options: [String: String] = [:]
var argumentIterator = CommandLine.arguments.dropFirst().makeIterator()
while let name = argumentIterator.next() {
    guard name.hasPrefix("--"), let value = argumentIterator.next() else { fail("usage: --database PATH [--seed N] …") }
    options[String(name.dropFirst(2))] = value
}
guard let path = options["database"] else { fail("--database PATH is required") }
let seed = UInt64(options["seed"] ?? "1") ?? 1
let lossWindow = Double(options["loss-window"] ?? "1") ?? 1
let finishAfter = options["finish-after"].flatMap(Double.init)

let configuration = WorkoutConfiguration(activityType: .running, locationType: .outdoor)
let store: WorkoutStore
do {
    store = try WorkoutStore(
        path: path, now: Date(timeIntervalSinceReferenceDate: 0),
        policy: JournalPolicy(lossWindow: .milliseconds(Int64(lossWindow * 1000)), maxPendingSamples: 100_000))
} catch {
    fail("\(error)")
}

var recorder = WorkoutRecorder.idle
var now = Date(timeIntervalSinceReferenceDate: 800_000_000)
var source: SimulatedDataSource?

/// The owner's half, as small as the app's: perform what the reducer returns, nothing else.
@MainActor func send(_ input: WorkoutRecorderInput) throws -> Int64? {
    var next = recorder
    let effects = try next.send(input)
    let saved = try perform(effects, configuration: next.configuration)
    recorder = next
    return saved
}

@MainActor func perform(_ effects: [WorkoutRecorderEffect], configuration: WorkoutConfiguration) throws -> Int64? {
    var saved: Int64?
    for effect in effects {
        switch effect {
        case .beginJournal(let configuration, let date):
            try store.journal.begin(configuration: configuration, at: date, info: ["source": "simulated", "seed": "\(seed)"])
        case .journal(let entry, let durability):
            try store.journal.append(entry, durability: durability, at: now)
        case .saveWorkout(let workout):
            saved = try store.saveFinishedWorkout(workout)
        case .discardJournal:
            try store.journal.discard()
        case .prepareDataSource:
            source = SimulatedDataSource(configuration: configuration, seed: seed &+ UInt64(now.timeIntervalSinceReferenceDate))
        case .startDataSource(let date):
            source?.start(at: date)
        case .pauseDataSource(let date):
            source?.pause(at: date)
        case .resumeDataSource(let date):
            source?.resume(at: date)
        case .stopDataSource:
            source = nil
        }
    }
    return saved
}

do {
    if let recovered = try store.journal.recover() {
        recorder = recovered.recorder
        let laps = recorder.session.events.filter { $0.type == .lap }.count
        say("RECOVERED \(laps) \(recovered.report.sampleCount)")
        // The data source is not recovered: rebuild it from the configuration, starting where the
        // durable record ends.
        now = max(
            recovered.report.lastDurableSampleDate ?? .distantPast, recorder.session.lastChangeDate ?? .distantPast)
        var rebuilt = SimulatedDataSource(
            configuration: recorder.configuration, seed: seed &+ UInt64(now.timeIntervalSinceReferenceDate))
        rebuilt.start(at: now)
        if recorder.session.state == .paused { rebuilt.pause(at: now) }
        source = rebuilt
    } else {
        let started = try WorkoutRecorder.start(configuration, at: now, replacing: recorder)
        _ = try perform(started.effects, configuration: configuration)
        recorder = started.recorder
        _ = try send(.countdownElapsed(at: now))
    }
} catch {
    fail("\(error)")
}

let startedAt = now
var lastLap = now
var lastToggle = now

do {
    while true {
        now = now.addingTimeInterval(0.25)
        if let batch = source?.samples(through: now), !batch.isEmpty {
            _ = try send(.samples(batch, at: now))
            say("PRODUCED \(now.timeIntervalSinceReferenceDate)")
        } else {
            try store.journal.flushIfDue(at: now)
        }
        if now.timeIntervalSince(lastLap) >= 20 {
            _ = try send(.command(.markLap, at: now))
            lastLap = now
            let laps = recorder.session.events.filter { $0.type == .lap }.count
            say("LAP \(laps) \(now.timeIntervalSinceReferenceDate)")
        }
        if now.timeIntervalSince(lastToggle) >= (recorder.session.state == .paused ? 5 : 45) {
            _ = try send(.command(recorder.session.state == .paused ? .resume : .pause, at: now))
            lastToggle = now
        }
        if let finishAfter, now.timeIntervalSince(startedAt) >= finishAfter {
            if let id = try send(.command(.end, at: now)) { say("SAVED \(id)") }
            exit(0)
        }
        usleep(200)
    }
} catch {
    fail("\(error)")
}
