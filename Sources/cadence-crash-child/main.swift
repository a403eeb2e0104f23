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

var recorder: WorkoutRecorder
var now: Date
do {
    if let recovered = try store.journal.recover() {
        recorder = recovered.recorder
        let laps = recorder.session.events.filter { $0.type == .lap }.count
        say("RECOVERED \(laps) \(recovered.report.sampleCount)")
        // The data source is not recovered: rebuild it from the configuration, starting where the
        // durable record ends.
        now = max(
            recovered.report.lastDurableSampleDate ?? .distantPast, recorder.session.lastChangeDate ?? .distantPast)
    } else {
        now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        recorder = try WorkoutRecorder(configuration: configuration)
        try store.journal.begin(
            configuration: configuration, at: now, info: ["source": "simulated", "seed": "\(seed)"])
        try recorder.handle(.startActivity, at: now)
        try store.journal.append(RecordedCommand(.startActivity, at: now))
    }
} catch {
    fail("\(error)")
}

var source = SimulatedDataSource(
    configuration: recorder.configuration, seed: seed &+ UInt64(now.timeIntervalSinceReferenceDate))
source.start(at: now)
if recorder.session.state == .paused { source.pause(at: now) }
let startedAt = now
var lastLap = now
var lastToggle = now

@MainActor func command(_ command: WorkoutSessionCommand) throws {
    try recorder.handle(command, at: now)
    try store.journal.append(RecordedCommand(command, at: now))
}

do {
    while true {
        now = now.addingTimeInterval(0.25)
        let batch = source.samples(through: now)
        if !batch.isEmpty {
            try recorder.add(batch.samples)
            try recorder.add(batch.locations)
            try store.journal.append(samples: batch.samples, at: now)
            try store.journal.append(locations: batch.locations, at: now)
            say("PRODUCED \(now.timeIntervalSinceReferenceDate)")
        } else {
            try store.journal.flushIfDue(at: now)
        }
        if now.timeIntervalSince(lastLap) >= 20 {
            try command(.markLap)
            lastLap = now
            let laps = recorder.session.events.filter { $0.type == .lap }.count
            say("LAP \(laps) \(now.timeIntervalSinceReferenceDate)")
        }
        if now.timeIntervalSince(lastToggle) >= (recorder.session.state == .paused ? 5 : 45) {
            if recorder.session.state == .paused {
                try command(.resume)
                source.resume(at: now)
            } else {
                try command(.pause)
                source.pause(at: now)
            }
            lastToggle = now
        }
        if let finishAfter, now.timeIntervalSince(startedAt) >= finishAfter {
            try command(.stopActivity)
            let workout = try recorder.finishWorkout()
            let id = try store.saveFinishedWorkout(workout)
            say("SAVED \(id)")
            exit(0)
        }
        usleep(200)
    }
} catch {
    fail("\(error)")
}
