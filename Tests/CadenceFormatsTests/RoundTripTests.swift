import CadenceCore
import CadenceFormats
import CadenceTestSupport
import Foundation
import Testing

/// Export, import, and compare: the same workout comes back within stated tolerances, and the
/// exports pass Garmin's decoder and the XML schemas.
@Suite(.serialized)
struct RoundTripTests {
    /// A seeded random workout: a simulated activity with pauses and laps, and its samples.
    static func workout(seed: UInt64, configuration: WorkoutConfiguration) throws -> (Workout, [QuantitySample]) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        // Whole-second start: FIT timestamps are whole seconds.
        let start = Date(timeIntervalSince1970: 1_772_352_000 + Double(Int.random(in: 0...86_400, using: &rng)))
        var recorder = try WorkoutRecorder(configuration: configuration)
        var source = SimulatedDataSource(configuration: configuration, seed: seed)
        var samples: [QuantitySample] = []
        try recorder.handle(.startActivity, at: start)
        source.start(at: start)
        var t = 0.0
        for _ in 0..<Int.random(in: 4...8, using: &rng) {
            t += Double(Int.random(in: 120...600, using: &rng))
            let batch = source.samples(through: start.addingTimeInterval(t))
            try recorder.add(batch.samples)
            try recorder.add(batch.locations)
            samples += batch.samples
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                try recorder.handle(.markLap, at: start.addingTimeInterval(t))
            case 1:
                try recorder.handle(.pause, at: start.addingTimeInterval(t))
                source.pause(at: start.addingTimeInterval(t))
                t += Double(Int.random(in: 20...120, using: &rng))
                try recorder.handle(.resume, at: start.addingTimeInterval(t))
                source.resume(at: start.addingTimeInterval(t))
            default:
                break
            }
        }
        // A last stretch of activity (TCX cannot tell how long a workout stayed paused at its very end).
        t += 60
        let last = source.samples(through: start.addingTimeInterval(t))
        try recorder.add(last.samples)
        try recorder.add(last.locations)
        samples += last.samples
        try recorder.handle(.end, at: start.addingTimeInterval(t))
        return (try recorder.finishWorkout(), samples)
    }

    static let configurations: [WorkoutConfiguration] = [
        WorkoutConfiguration(activityType: .running, locationType: .outdoor),
        WorkoutConfiguration(activityType: .cycling, locationType: .outdoor),
        WorkoutConfiguration(activityType: .walking, locationType: .outdoor),
    ]

    static let cases: [(WorkoutFileFormat, UInt64)] = WorkoutFileFormat.allCases.flatMap { format in
        (1...4).map { (format, UInt64($0)) }
    }

    @Test("export then import keeps the workout within tolerance (per format)", arguments: cases)
    func roundTrip(format: WorkoutFileFormat, seed: UInt64) throws {
        let configuration = Self.configurations[Int(seed) % Self.configurations.count]
        let (original, samples) = try Self.workout(seed: seed, configuration: configuration)
        let data = try WorkoutFiles.write(original, samples: samples, format: format, name: "Round trip \(seed)")
        let back = try WorkoutFiles.read([UInt8](data)).workout
        // Tolerances: times to the second (FIT stores whole seconds); distance within 1 % (GPX
        // stores positions, so distance is re-measured from 7-decimal coordinates); heart rate
        // within 1 bpm (files store whole beats).
        #expect(abs(back.startDate.timeIntervalSince(original.startDate)) <= 1, "\(format)")
        // GPX and TCX have no pause events; Cadence's extension carries them to the moment (a
        // reader without it would see the gap between two segments' or tracks' points, up to a
        // second wider at each end, which the tolerance still allows).
        let pauses = Double(original.events.filter { $0.type == .pause }.count)
        let durationTolerance = format == .fit ? 2 : 2 + 2 * pauses
        #expect(
            abs(back.duration - original.duration) <= durationTolerance,
            "\(format): \(back.duration) vs \(original.duration)")
        let distance = original.totalDistance?.value ?? 0
        #expect(abs((back.totalDistance?.value ?? 0) - distance) <= max(5, distance * 0.01), "\(format)")
        #expect(abs((back.averageHeartRateBPM ?? 0) - (original.averageHeartRateBPM ?? 0)) <= 1, "\(format)")
        #expect(abs(back.route.count - original.route.count) <= 2, "\(format)")
        if format != .gpx {
            // Cadence's extension keeps the configuration TCX's three sports cannot say.
            #expect(back.configuration == original.configuration, "\(format)")
            // Laps come back, plus the closing lap files need when the last mark was before the end.
            let closing = (original.laps.last?.endDate ?? original.startDate) < original.endDate ? 1 : 0
            #expect(back.laps.count == original.laps.count + closing, "\(format)")
            #expect(
                abs((back.totalEnergyBurned?.value ?? 0) - (original.totalEnergyBurned?.value ?? 0)) <= 2, "\(format)")
        }
        #expect(
            back.events.filter { $0.type == .pause }.count == original.events.filter { $0.type == .pause }.count
                || format == .gpx)
    }

    /// Under `CI=true` a missing checker fails its test; elsewhere (a fresh machine running the
    /// README's `swift test`) the test is skipped with the reason printed.
    static let requireCheckers = ProcessInfo.processInfo.environment["CI"] == "true"
    static let hasGarminDecoder = python(module: "garmin_fit_sdk") != nil
    static let hasXMLLint = FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint")

    @Test(
        "FIT exports pass Garmin's own decoder (garmin-fit-sdk): integrity check and no errors",
        .enabled(
            if: hasGarminDecoder || requireCheckers,
            "skipped: garmin-fit-sdk is not installed (pip install garmin-fit-sdk; .ci/run installs it)"))
    func garminDecoder() throws {
        guard let python = Self.python(module: "garmin_fit_sdk") else {
            Issue.record("garmin-fit-sdk is not installed (pip install garmin-fit-sdk); .ci/run installs it")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-fit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for seed in 1...6 as ClosedRange<UInt64> {
            let (workout, samples) = try Self.workout(seed: seed, configuration: Self.configurations[Int(seed) % 3])
            let url = directory.appendingPathComponent("export-\(seed).fit")
            try WorkoutFiles.write(workout, samples: samples, format: .fit, name: "x").write(to: url)
            paths.append(url.path)
        }
        let result = Self.run(python, [Self.script("check_fit.py")] + paths)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.split(separator: "\n").count == paths.count)
    }

    @Test(
        "GPX and TCX exports validate against the schemas with xmllint",
        .enabled(if: SharedData.isAvailable, "the schemas (../shared/data/schemas) are missing"),
        .enabled(
            if: hasXMLLint || requireCheckers,
            "skipped: xmllint is not installed (apt-get install libxml2-utils; .ci/run installs it)"))
    func schemas() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            Issue.record("xmllint is not installed (apt-get install libxml2-utils); .ci/run installs it")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-xml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for seed in 1...3 as ClosedRange<UInt64> {
            let (workout, samples) = try Self.workout(seed: seed, configuration: Self.configurations[Int(seed) % 3])
            for (format, schema) in [(WorkoutFileFormat.gpx, "gpx.xsd"), (.tcx, "TrainingCenterDatabasev2.xsd")] {
                let url = directory.appendingPathComponent("export-\(seed).\(format.rawValue)")
                try WorkoutFiles.write(workout, samples: samples, format: format, name: "Export & <test>").write(
                    to: url)
                let result = Self.run(
                    "/usr/bin/xmllint", ["--noout", "--schema", SharedData.url("schemas/\(schema)").path, url.path])
                #expect(result.status == 0, "\(format): \(result.err.prefix(600))")
            }
        }
    }

    static func script(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Scripts/\(name)").path
    }

    static func python(module: String) -> String? {
        for candidate in ["/usr/local/bin/python3", "/usr/bin/python3", "/root/.pyenv/shims/python3"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            if run(candidate, ["-c", "import \(module)"]).status == 0 { return candidate }
        }
        return nil
    }

    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return (-1, "", "\(error)") }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }
}
