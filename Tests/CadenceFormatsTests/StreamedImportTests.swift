import CadenceCore
import CadenceFormats
import CadenceTestSupport
import Foundation
import Testing

/// A file read with both sinks (as `cadence import` reads it: a FIT file's records are read
/// again from its bytes instead of held) gives exactly what it gives read whole: the same
/// workout, samples, route and warnings, or the same refusal.
@Suite("Streamed reading agrees with reading whole")
struct StreamedImportTests {
    static let files: [String] =
        SharedData.files("fit", extension: "fit") + SharedData.files("gpx", extension: "gpx")
        + SharedData.files("tcx", extension: "tcx")

    /// Both readings of `bytes`, and whether they agree.
    static func compare(_ bytes: [UInt8], label: String) {
        let whole = Result { () throws(WorkoutFileError) in try WorkoutFiles.read(bytes) }
        var samples: [QuantitySample] = []
        var route: [LocationSample] = []
        var batches = 0
        let streamed = Result { () throws(WorkoutFileError) in
            try WorkoutFiles.read(bytes, samples: { samples += $0 }, route: { route += $0; batches += 1 })
        }
        switch (whole, streamed) {
        case (.success(let whole), .success(let streamed)):
            let w = streamed.workout
            #expect(w.route.isEmpty, "\(label): the streamed workout holds its route")
            #expect(streamed.samples.isEmpty, "\(label): the streamed reading holds its samples")
            let rebuilt = Workout(
                configuration: w.configuration, startDate: w.startDate, endDate: w.endDate, duration: w.duration,
                events: w.events, allStatistics: w.allStatistics, laps: w.laps, splits: w.splits, route: route,
                metadata: w.metadata)
            #expect(rebuilt == whole.workout, "\(label): the workouts differ")
            #expect(samples == whole.samples, "\(label): \(samples.count) samples streamed, \(whole.samples.count) whole")
            #expect(streamed.warnings == whole.warnings, "\(label): \(streamed.warnings) vs \(whole.warnings)")
        case (.failure(let whole), .failure(let streamed)):
            #expect(whole == streamed, "\(label): refused as \(streamed), read whole as \(whole)")
        default:
            Issue.record("\(label): read whole \(whole), streamed \(streamed)")
        }
    }

    @Test("every shared file", .enabled(if: SharedData.isAvailable, "../shared/data is missing"), arguments: files)
    func sharedFile(path: String) throws {
        Self.compare(try SharedData.bytes(path), label: path)
    }

    @Test("a long run exported as FIT, its route sent in batches")
    func longRun() throws {
        let run = try WorkoutFixtures.simulatedRun(seconds: 3 * 3600)
        let data = try WorkoutFiles.write(run.workout, samples: run.samples, format: .fit, name: "Long run")
        Self.compare([UInt8](data), label: "3 h run")
        var batches = 0
        _ = try WorkoutFiles.read([UInt8](data), samples: { _ in }, route: { _ in batches += 1 })
        #expect(batches > 1)
    }

    @Test("implausible values are dropped and counted alike, read whole or streamed")
    func implausibleValues() throws {
        let run = try WorkoutFixtures.simulatedRun(seconds: 1800)
        var samples = run.samples
        // A heart rate no body reaches, which the checks drop and count.
        if let index = samples.firstIndex(where: { $0.quantityType == .heartRate }) {
            let s = samples[index]
            samples[index] = QuantitySample(type: .heartRate, canonicalValue: 253, start: s.startDate, end: s.endDate)
        }
        let data = try WorkoutFiles.write(run.workout, samples: samples, format: .fit, name: "Run")
        Self.compare([UInt8](data), label: "implausible heart rate")
        #expect(try WorkoutFiles.read([UInt8](data)).warnings.contains { $0.contains("heart rates outside") })
    }
}
