import CadenceApp
import CadenceCore
import CadenceReport
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceReport

@Suite("The workout report's structure")
struct WorkoutReportTests {
    @Test("a report is one self-contained page: no script, no link, nothing fetched")
    func selfContained() throws {
        let html = try ReportFixture.simulatedRunReport(seconds: 1800)
        for forbidden in ["<script", "<link", "src=", "http:", "https:", "url(", "@import", "@font-face"] {
            #expect(!html.contains(forbidden), "the report contains \(forbidden)")
        }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("prefers-color-scheme: dark"), "dark mode")
        #expect(html.contains("size: A4"), "prints on A4")
    }

    @Test("every chart has a title, a description, both axes with labels and one path per series")
    func chartStructure() throws {
        let html = try ReportFixture.simulatedRunReport(seconds: 3600)
        let charts = SVGElement.all(in: html).filter { $0.attribute("class") == "chart" }
        let series = Set(charts.compactMap { $0.attribute("data-series") })
        #expect(series.isSuperset(of: ["heart-rate", "pace"]), "\(series)")
        #expect(Set(charts.compactMap { $0.attribute("data-basis") }) == ["time", "distance"])
        #expect(charts.count == series.count * 2)
        for chart in charts {
            let id = chart.attribute("id") ?? "?"
            #expect(chart.attribute("role") == "img", "\(id)")
            #expect(chart.count("<title id=") == 1 && chart.count("<desc id=") == 1, "\(id)")
            #expect(chart.text.contains("class=\"axis x-axis\"") && chart.text.contains("class=\"axis y-axis\""), "\(id)")
            #expect(chart.count("<text") >= 6, "\(id): axis labels")
            #expect(chart.count("class=\"series ") == 1, "\(id): one path per series")
            #expect(!chart.text.contains("d=\"\""), "\(id): the series has points")
        }
        let route = try #require(SVGElement.all(in: html).first { $0.attribute("id") == "route" })
        #expect(route.count("class=\"start\"") == 1 && route.count("class=\"end\"") == 1)
        #expect(route.count("class=\"route-line") >= 1)
        #expect(html.contains("id=\"zones\""))
    }

    @Test("pauses are shaded on the time charts only; laps are marked on both")
    func pausesAndLaps() throws {
        let configuration = WorkoutFixtures.outdoorRun
        var recorder = try WorkoutRecorder(configuration: configuration)
        var source = SimulatedDataSource(configuration: configuration, seed: 3)
        let start = WorkoutFixtures.referenceDate
        var samples: [QuantitySample] = []
        func advance(to seconds: TimeInterval) throws {
            let batch = source.samples(through: start.addingTimeInterval(seconds))
            try recorder.add(batch.samples)
            try recorder.add(batch.locations)
            samples += batch.samples
        }
        try recorder.handle(.startActivity, at: start)
        source.start(at: start)
        try advance(to: 600)
        try recorder.handle(.markLap, at: start.addingTimeInterval(600))
        try advance(to: 900)
        try recorder.handle(.pause, at: start.addingTimeInterval(900))
        source.pause(at: start.addingTimeInterval(900))
        try recorder.handle(.resume, at: start.addingTimeInterval(1020))
        source.resume(at: start.addingTimeInterval(1020))
        try advance(to: 1500)
        try recorder.handle(.end, at: start.addingTimeInterval(1500))
        let workout = try recorder.finishWorkout()
        #expect(workout.pauseIntervals.count == 1)
        let html = WorkoutReport(
            workout: workout, samples: samples,
            presentation: ReportPresentation(title: "Run", rate: .perKilometer, zones: nil, calendar: ReportFixture.calendar)
        ).html()
        for chart in SVGElement.all(in: html) where chart.attribute("class") == "chart" {
            let onTime = chart.attribute("data-basis") == "time"
            #expect(chart.count("<rect class=\"pause\"") == (onTime ? 1 : 0), "\(chart.attribute("id") ?? "")")
            #expect(chart.count("<line class=\"lap\"") == workout.laps.count)
        }
        #expect(!html.contains("id=\"zones\""), "no zones without a maximum")
    }

    @Test("a title with markup is escaped")
    func escaping() throws {
        let (workout, samples) = try WorkoutFixtures.simulatedRun(seconds: 120)
        let html = WorkoutReport(
            workout: workout, samples: samples,
            presentation: ReportPresentation(title: "<b>Tom & \"Jerry\"</b>", rate: .speed, zones: nil)
        ).html()
        #expect(html.contains("&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;"))
        #expect(!html.contains("<b>Tom"))
    }

    @Test("a sport without distance has no pace, speed or route, and still reports")
    func noDistance() throws {
        let start = WorkoutFixtures.referenceDate
        let samples = (1...600).map { WorkoutFixtures.heartRate(100 + Double($0 % 50), at: Double($0)) }
        var builder = LiveWorkoutBuilder(configuration: WorkoutConfiguration(activityType: .yoga, locationType: .indoor))
        try builder.beginCollection(at: start)
        try builder.add(samples)
        try builder.endCollection(at: start.addingTimeInterval(601))
        let workout = try builder.finishWorkout()
        let html = WorkoutReport(
            workout: workout, samples: samples,
            presentation: ReportPresentation(title: "Yoga", rate: .none, zones: HeartRateZones(maximumHeartRate: 180))
        ).html()
        #expect(html.contains("id=\"chart-heart-rate-time\""))
        #expect(!html.contains("chart-pace") && !html.contains("chart-speed") && !html.contains("id=\"route\""))
        #expect(!html.contains("id=\"basis-distance\""), "no over-distance toggle without distance")
    }

    @Test("absurd stored values (1e300 bpm, −1e300 W, a 1e15 m split) still give a small page")
    func absurdValues() throws {
        let (workout, samples) = try WorkoutFixtures.simulatedRun(seconds: 600)
        var poisoned = samples
        poisoned.append(QuantitySample(type: .heartRate, canonicalValue: 1e300, start: WorkoutFixtures.date(300), end: WorkoutFixtures.date(300)))
        poisoned.append(QuantitySample(type: .runningPower, canonicalValue: -1e300, start: WorkoutFixtures.date(301), end: WorkoutFixtures.date(301)))
        poisoned.append(QuantitySample(type: .distanceWalkingRunning, canonicalValue: 1e15, start: WorkoutFixtures.date(302), end: WorkoutFixtures.date(303)))
        let html = WorkoutReport(
            workout: workout, samples: poisoned,
            presentation: ReportPresentation(title: "Run", rate: .perKilometer, zones: HeartRateZones(maximumHeartRate: 190))
        ).html()
        #expect(html.utf8.count < 400_000, "\(html.utf8.count) bytes")
        // No number printed as nan or inf ("dominant-baseline" aside).
        let text = html.replacingOccurrences(of: "dominant", with: "")
        for bad in ["nan", "inf"] {
            guard let found = text.range(of: bad) else { continue }
            let from = text.index(found.lowerBound, offsetBy: -60, limitedBy: text.startIndex) ?? text.startIndex
            Issue.record("\(bad) in the page: \(text[from..<found.upperBound])")
        }
    }

    @Test("a 24-hour workout's report stays under 1 MB, peaks and all")
    func dayLongReport() throws {
        let html = try ReportFixture.simulatedRunReport(seconds: 86_400)
        let bytes = html.utf8.count
        #expect(bytes < 1_000_000, "\(bytes) bytes")
        #expect(bytes > 50_000, "\(bytes) bytes: the charts are there")
    }

    @Test("downsampling keeps each pixel column's lowest and highest reading, so a one-second peak survives")
    func downsamplingKeepsPeaks() {
        var points = (0..<86_400).map { ReportPoint(time: Double($0), value: 120 + Double($0 % 7)) }
        points[43_210].value = 199
        points[70_000].value = 41
        let runs = Downsample.minMax(
            points, xs: points.map { $0.time / 86_400 * 700 }, columns: 700, xRange: 0...700, pauses: [])
        let values = runs.flatMap { $0.map(\.value) }
        #expect(values.count <= 1400)
        #expect(values.max() == 199 && values.min() == 41)
        #expect(runs.count == 1, "no gap, one line")
        let holed = points.filter { $0.time < 1000 || $0.time > 2000 }
        let gapped = Downsample.minMax(
            holed, xs: holed.map { $0.time / 86_400 * 700 }, columns: 700, xRange: 0...700, pauses: [])
        #expect(gapped.count == 2, "a 1000 s hole breaks the line")
        let paused = Downsample.minMax(
            points, xs: points.map { $0.time / 86_400 * 700 }, columns: 700, xRange: 0...700,
            pauses: [5000...5100, 9000...9060])
        #expect(paused.count == 3, "each pause breaks the line")
    }
}

@Suite("Heart-rate zones")
struct HeartRateZonesTests {
    @Test("five zones at 50, 60, 70, 80 and 90 % of the maximum")
    func bounds() {
        let zones = HeartRateZones(maximumHeartRate: 200)
        #expect(zones.ranges.map(\.lowerBound) == [100, 120, 140, 160, 180])
        #expect(zones.zone(of: 99) == nil)
        #expect(zones.zone(of: 100) == 1 && zones.zone(of: 139) == 2 && zones.zone(of: 140) == 3)
        #expect(zones.zone(of: 230) == 5)
        #expect(HeartRateZones(age: 40).maximumHeartRate == 180)
        #expect(HeartRateZones(maximumHeartRate: .nan).maximumHeartRate == 190)
    }

    @Test("time in zones holds each reading until the next (at most 15 s) and skips pauses")
    func timeInZones() {
        let zones = HeartRateZones(maximumHeartRate: 200)
        let samples = [
            WorkoutFixtures.heartRate(110, at: 0),  // zone 1 for 10 s
            WorkoutFixtures.heartRate(150, at: 10),  // zone 3 for 15 s (the next is 100 s later)
            WorkoutFixtures.heartRate(190, at: 110),  // zone 5 for 10 s, 5 of them paused
            WorkoutFixtures.heartRate(50, at: 120),  // no zone
        ]
        let pause = DateInterval(start: WorkoutFixtures.date(115), end: WorkoutFixtures.date(200))
        let times = zones.timeInZones(of: samples, excluding: [pause])
        #expect(times == [10, 0, 15, 0, 5])
    }
}
