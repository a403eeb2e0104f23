import CadenceCore
import Foundation

/// How fast the live builder ingests samples, and how much memory a day-long workout costs.
enum BuilderBenchmark {
    static let types: [QuantityType] = [
        .heartRate, .activeEnergyBurned, .distanceWalkingRunning, .stepCount, .runningPower, .runningSpeed,
    ]

    /// One minute (60 ticks × 6 types) of 1 Hz samples starting `minute` minutes after `start`.
    static func minute(_ minute: Int, start: Date) -> [QuantitySample] {
        var samples: [QuantitySample] = []
        samples.reserveCapacity(60 * types.count)
        for second in 0..<60 {
            let t = Double(minute * 60 + second + 1)
            let end = start.addingTimeInterval(t)
            let begin = start.addingTimeInterval(t - 1)
            let wave = sin(t / 97)
            samples.append(QuantitySample(type: .heartRate, canonicalValue: 140 + 20 * wave, start: end, end: end))
            samples.append(
                QuantitySample(type: .activeEnergyBurned, canonicalValue: 0.2 + 0.02 * wave, start: begin, end: end))
            samples.append(
                QuantitySample(type: .distanceWalkingRunning, canonicalValue: 3 + 0.3 * wave, start: begin, end: end))
            samples.append(QuantitySample(type: .stepCount, canonicalValue: 3, start: begin, end: end))
            samples.append(QuantitySample(type: .runningPower, canonicalValue: 230 + 15 * wave, start: end, end: end))
            samples.append(QuantitySample(type: .runningSpeed, canonicalValue: 3 + 0.3 * wave, start: end, end: end))
        }
        return samples
    }

    static func run() {
        let start = Date(timeIntervalSince1970: 1_772_352_000)
        let minutes = 24 * 60
        // Build every batch first, each minute of the hour's template shifted in time, so that
        // neither the floor nor the builder times sample construction.
        let hour = (0..<60).map { minute($0, start: start) }
        let batches = (0..<minutes).map { m in
            let offset = Double((m / 60) * 3600)
            return hour[m % 60].map {
                QuantitySample(
                    type: $0.quantityType, quantity: $0.quantity, start: $0.startDate.addingTimeInterval(offset),
                    end: $0.endDate.addingTimeInterval(offset))
            }
        }
        let rounds = 5

        // Floor: the least any ingest can do — read each sample's type and value into per-type
        // sums (a dense table by the type's ordinal). The best of `rounds`.
        var floorSums = [Double](repeating: 0, count: QuantityType.allCases.count)
        var floorTime = Duration.seconds(3600)
        for _ in 0..<rounds {
            floorSums = [Double](repeating: 0, count: QuantityType.allCases.count)
            let floorStart = ContinuousClock.now
            for batch in batches {
                for index in batch.indices {
                    floorSums[batch[index].quantityType.ordinal] += batch[index].canonicalValue
                }
            }
            floorTime = min(floorTime, ContinuousClock.now - floorStart)
        }

        // The floor as this benchmark measured it before: the same sums, finding each type's slot
        // with `allCases.firstIndex(of:)`. Kept so numbers compare with earlier runs.
        var linearSums = [Double](repeating: 0, count: QuantityType.allCases.count)
        var linearTime = Duration.seconds(3600)
        for _ in 0..<rounds {
            linearSums = [Double](repeating: 0, count: QuantityType.allCases.count)
            let linearStart = ContinuousClock.now
            for batch in batches {
                for sample in batch {
                    linearSums[QuantityType.allCases.firstIndex(of: sample.quantityType) ?? 0] += sample.canonicalValue
                }
            }
            linearTime = min(linearTime, ContinuousClock.now - linearStart)
        }

        // The builder: 24 hours of 1 Hz samples of 6 types, with a lap every 10 minutes; the best
        // of `rounds`, memory from the first.
        let configuration = WorkoutConfiguration(activityType: .running, locationType: .outdoor)
        var builderTime = Duration.seconds(3600)
        var rssBefore = 0
        var rssAfter = 0
        var workout: Workout?
        for round in 0..<rounds {
            var recorder = try! WorkoutRecorder(configuration: configuration)
            try! recorder.handle(.startActivity, at: start)
            if round == 0 { rssBefore = residentBytes() }
            let builderStart = ContinuousClock.now
            for (m, batch) in batches.enumerated() {
                try! recorder.add(batch)
                if m % 10 == 9 { try! recorder.handle(.markLap, at: start.addingTimeInterval(Double(m * 60 + 60))) }
            }
            builderTime = min(builderTime, ContinuousClock.now - builderStart)
            if round == 0 { rssAfter = residentBytes() }
            try! recorder.handle(.end, at: start.addingTimeInterval(Double(minutes * 60)))
            workout = try! recorder.finishWorkout()
        }
        let samples = minutes * 60 * types.count

        let floorRate = Double(samples) / floorTime.seconds
        let builderRate = Double(samples) / builderTime.seconds
        print(
            "builder: \(samples) samples (24 h, 1 Hz, \(types.count) types), \(workout?.laps.count ?? 0) laps, \(workout?.splits.count ?? 0) splits"
        )
        print(
            String(
                format: "builder: ingest %.0f samples/s (%.3f s, best of %d)", builderRate, builderTime.seconds, rounds))
        print(
            String(
                format: "floor:   per-type sums %.0f samples/s (%.3f s, best of %d)", floorRate, floorTime.seconds, rounds))
        let linearRate = Double(samples) / linearTime.seconds
        print(
            String(
                format: "floor:   the same sums finding each slot with allCases.firstIndex(of:), the earlier floor, %.0f samples/s",
                linearRate))
        print(
            String(
                format: "ratio:   builder reaches %.0f%% of the dense floor (%.1fx slower), %.0f%% of the earlier floor",
                100 * builderRate / floorRate, floorRate / builderRate, 100 * builderRate / linearRate))
        print(
            "memory:  resident \(mib(rssBefore)) before, \(mib(rssAfter)) after 24 h (growth \(mib(max(0, rssAfter - rssBefore))));"
                + " the samples themselves would be \(mib(samples * MemoryLayout<QuantitySample>.stride)) if kept")
        print(
            String(
                format: "check:   distance %.1f km, average heart rate %.1f bpm, floor sums %.0f and %.0f",
                (workout?.totalDistance?.value ?? 0) / 1000,
                workout?.averageHeartRateBPM ?? 0, floorSums.reduce(0, +), linearSums.reduce(0, +)))
    }

    static func mib(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}

/// The process's resident set size from /proc/self/statm (Linux); 0 where unavailable.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
