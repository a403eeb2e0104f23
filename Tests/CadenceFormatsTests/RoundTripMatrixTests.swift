import CadenceCore
import CadenceFormats
import CadenceTestSupport
import Foundation
import Testing

/// Every sport through every format: export, import, compare. What a format can hold comes back
/// exactly (FIT: laps, pauses, lengths; TCX: laps, pauses as gaps between tracks; GPX: pauses as
/// gaps between segments, no laps; a workout without a route is refused as GPX, with the formats
/// that hold it); distance within 0.5 %, duration within 1 s (GPX and TCX mark a pause only by
/// the points around it: within 1 s more per pause).
@Suite("Round trips, every sport × every format")
struct RoundTripMatrixTests {
    static let sports: [(String, WorkoutConfiguration)] = {
        var pool = WorkoutConfiguration(activityType: .swimming, swimmingLocationType: .pool)
        pool.lapLength = Quantity(25, .meter)
        return [
            ("outdoor run", WorkoutConfiguration(activityType: .running, locationType: .outdoor)),
            ("treadmill run", WorkoutConfiguration(activityType: .running, locationType: .indoor)),
            ("walk", WorkoutConfiguration(activityType: .walking, locationType: .outdoor)),
            ("hike", WorkoutConfiguration(activityType: .hiking, locationType: .outdoor)),
            ("ride", WorkoutConfiguration(activityType: .cycling, locationType: .outdoor)),
            ("indoor ride", WorkoutConfiguration(activityType: .cycling, locationType: .indoor)),
            ("pool swim", pool),
            ("open-water swim", WorkoutConfiguration(activityType: .swimming, swimmingLocationType: .openWater)),
            ("HIIT", WorkoutConfiguration(activityType: .highIntensityIntervalTraining, locationType: .indoor)),
            ("strength", WorkoutConfiguration(activityType: .traditionalStrengthTraining, locationType: .indoor)),
            ("yoga", WorkoutConfiguration(activityType: .yoga, locationType: .indoor)),
            ("rowing", WorkoutConfiguration(activityType: .rowing, locationType: .indoor)),
        ]
    }()

    static let cases: [(String, WorkoutFileFormat)] = sports.flatMap { sport in
        WorkoutFileFormat.allCases.map { (sport.0, $0) }
    }

    @Test("export then import keeps what the format holds", arguments: cases)
    func roundTrip(sport: String, format: WorkoutFileFormat) throws {
        let configuration = try #require(Self.sports.first { $0.0 == sport }?.1)
        let seed = UInt64(Self.sports.firstIndex { $0.0 == sport }! + 11)
        let (original, samples) = try RoundTripTests.workout(seed: seed, configuration: configuration)
        // GPX is positions: a workout without a route is refused, and the error says what to use.
        if format == .gpx, original.route.isEmpty {
            #expect {
                _ = try WorkoutFiles.write(original, samples: samples, format: format, name: "Matrix \(sport)")
            } throws: { error in
                String(describing: error).contains("GPX holds positions (export it as fit or tcx)")
            }
            return
        }
        let data = try WorkoutFiles.write(original, samples: samples, format: format, name: "Matrix \(sport)")
        let imported = try WorkoutFiles.read([UInt8](data))
        let back = imported.workout
        let label = "\(sport) as \(format)"
        let pauses = original.events.filter { $0.type == .pause }.count
        let durationTolerance = format == .fit ? 1.0 : 1.0 + Double(pauses)
        #expect(abs(back.duration - original.duration) <= durationTolerance, "\(label): \(back.duration) vs \(original.duration)")
        #expect(abs(back.startDate.timeIntervalSince(original.startDate)) <= 1, "\(label)")
        let distance = original.totalDistance?.value ?? 0
        let backDistance = back.totalDistance?.value ?? 0
        #expect(abs(backDistance - distance) <= max(1, distance * 0.005), "\(label): \(backDistance) vs \(distance) m")
        #expect(back.events.filter { $0.type == .pause }.count == pauses, "\(label): pauses")
        if format != .gpx {
            let closing = (original.laps.last?.endDate ?? original.startDate) < original.endDate ? 1 : 0
            #expect(back.laps.count == original.laps.count + closing, "\(label): laps \(back.laps.count) vs \(original.laps.count)")
        }
        if configuration.swimmingLocationType == .pool, format == .fit {
            func lengths(_ samples: [QuantitySample]) -> Int {
                samples.filter { $0.quantityType == .distanceSwimming && $0.canonicalValue > 0 }.count
            }
            #expect(lengths(imported.samples) == lengths(samples), "\(label): lengths")
        }
    }
}

/// The real FIT files in `../shared/data`, imported, exported as FIT, GPX or TCX and imported
/// again: the second import agrees with the first (the same configuration, duration within 1 s,
/// distance within 0.5 %, laps and pauses equal). GPX and TCX keep what they have no element for
/// in Cadence's extension (``CadenceWorkoutExtension``); a workout without a route has no GPX.
@Suite("Round trips of the real FIT files", .enabled(if: SharedData.isAvailable, "../shared/data is missing"))
struct RealFileRoundTripTests {
    static let files: [String] = SharedData.files("fit", extension: "fit")
    static let cases: [(String, WorkoutFileFormat)] = files.flatMap { [($0, .fit), ($0, .gpx), ($0, .tcx)] }

    @Test("a real file's workout comes back from FIT, GPX and TCX", arguments: cases)
    func roundTrip(path: String, format: WorkoutFileFormat) throws {
        guard let first = try? WorkoutFiles.read(SharedData.bytes(path)) else { return }  // refused files are tested elsewhere
        let original = first.workout
        if format == .gpx, original.route.isEmpty { return }
        let data = try WorkoutFiles.write(original, samples: first.samples, format: format, name: "Round trip")
        let back = try WorkoutFiles.read([UInt8](data)).workout
        #expect(back.configuration == original.configuration)
        let label = "\(path.split(separator: "/").last ?? "") as \(format)"
        func pauseCount(_ workout: Workout) -> Int {
            workout.events.filter { $0.type == .pause || $0.type == .motionPaused }.count
        }
        #expect(abs(back.duration - original.duration) <= 1, "\(label): \(back.duration) vs \(original.duration) s")
        let distance = original.totalDistance?.value ?? 0
        let backDistance = back.totalDistance?.value ?? 0
        #expect(abs(backDistance - distance) <= max(1, distance * 0.005), "\(label): \(backDistance) vs \(distance) m")
        #expect(pauseCount(back) == pauseCount(original), "\(label): pauses \(pauseCount(back)) vs \(pauseCount(original))")
        #expect(back.laps.count == original.laps.count, "\(label): laps \(back.laps.count) vs \(original.laps.count)")
    }
}
