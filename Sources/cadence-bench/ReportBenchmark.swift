import CadenceApp
import CadenceCore
import CadenceReport
import CadenceStore
import CadenceTestSupport
import Foundation

/// The HTML report of a 1-hour and a 24-hour simulated run: time to render (pure, from the
/// workout and its samples in memory) and from the history (SQLite read included, as `cadence
/// report` does), and size. The floor is writing every sample once as a line of text, the least
/// any text rendering of them costs.
enum ReportBenchmark {
    static func run() throws {
        print("report: HTML page of a simulated run (release build; median of 5)")
        for hours in [1.0, 24.0] {
            let (workout, samples) = try WorkoutFixtures.simulatedRun(seconds: hours * 3600)
            let presentation = ReportPresentation(
                title: "Outdoor Run", rate: .perKilometer, zones: HeartRateZones(maximumHeartRate: 190))
            var html = ""
            let render = median(5) {
                html = WorkoutReport(workout: workout, samples: samples, presentation: presentation).html()
            }
            var floorBytes = 0
            let floor = median(5) {
                var text = ""
                text.reserveCapacity(samples.count * 24)
                for sample in samples {
                    text += "\(sample.endDate.timeIntervalSince1970),\(sample.canonicalValue)\n"
                }
                floorBytes = text.utf8.count
            }

            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "cadence-bench-report-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let dataDirectory = DataDirectory(option: directory.path)
            try dataDirectory.create()
            let store = try WorkoutStore(path: dataDirectory.databasePath, now: Date())
            let id = try store.save(workout, samples: samples)
            let archive = try WorkoutArchive(readingFrom: dataDirectory)
            let settings = CadenceSettings(maximumHeartRate: 190)
            var stored = ""
            let fromHistory = try medianThrowing(5) { stored = try archive.report(id: id, settings: settings) }
            print(
                String(
                    format: "  %2.0f h: %7d samples  render %6.1f ms, %4.0f kB  from history %6.1f ms, %4.0f kB"
                        + "  (floor: samples as text %6.1f ms, %5.0f kB)",
                    hours, samples.count, render * 1000, Double(html.utf8.count) / 1000, fromHistory * 1000,
                    Double(stored.utf8.count) / 1000, floor * 1000, Double(floorBytes) / 1000))
        }
    }

    static func median(_ runs: Int, _ body: () -> Void) -> Double {
        (0..<runs).map { _ in
            let start = ContinuousClock.now
            body()
            return seconds(ContinuousClock.now - start)
        }.sorted()[runs / 2]
    }

    static func medianThrowing(_ runs: Int, _ body: () throws -> Void) throws -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            try body()
            times.append(seconds(ContinuousClock.now - start))
        }
        return times.sorted()[runs / 2]
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
