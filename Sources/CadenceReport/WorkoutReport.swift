import CadenceCore
import Foundation

/// One workout as a self-contained HTML page: summary numbers, charts over time and over
/// distance, the route, splits, laps and time in heart-rate zones. Pure: a workout and its
/// samples in, a string out; inline CSS and SVG, no script, no font or image from anywhere, so it
/// opens offline and reads the same when mailed.
public struct WorkoutReport: Sendable {
    public let workout: Workout
    public let samples: [QuantitySample]
    public let presentation: ReportPresentation

    public init(workout: Workout, samples: [QuantitySample], presentation: ReportPresentation) {
        self.workout = workout
        self.samples = samples
        self.presentation = presentation
    }

    /// The page.
    public func html() -> String { ReportFormat.$units.withValue(presentation.units) { page() } }

    private func page() -> String {
        let layout = Layout(report: self)
        var body = "<header><h1>\(ReportFormat.escape(presentation.title))</h1>"
        body += "<p class=\"when\">\(ReportFormat.dateTime(workout.startDate, calendar: presentation.calendar))"
        body += " – \(ReportFormat.dateTime(workout.endDate, calendar: presentation.calendar))</p></header>\n"
        body += layout.summary()
        body += layout.charts()
        if let route = layout.route() { body += "<section class=\"route-section\"><h2>Route</h2>\n\(route)\n</section>\n" }
        body += layout.zones()
        body += layout.splitsTable()
        body += layout.lapsTable()
        return ReportDocument.page(title: presentation.title, body: body)
    }
}

/// The report's parts, computed once from the workout.
private struct Layout {
    let report: WorkoutReport
    let start: Date
    let elapsed: Double
    let pauses: [ClosedRange<Double>]
    let distance: DistanceTimeline
    let speeds: [ReportPoint]
    let series: [ReportSeries]
    /// The samples by type, each in time order.
    let groups: [QuantityType: [ReportPoint]]

    init(report: WorkoutReport) {
        self.report = report
        let workout = report.workout
        start = workout.startDate
        elapsed = max(1, workout.endDate.timeIntervalSince(workout.startDate))
        let start = start
        pauses = workout.pauseIntervals.map {
            $0.start.timeIntervalSince(start)...$0.end.timeIntervalSince(start)
        }
        let groups = ReportSeries.grouped(report.samples, start: start)
        self.groups = groups
        distance = DistanceTimeline(workout: workout, pointsByType: groups)
        let measuredSpeed = ReportSeries.points(of: [.runningSpeed, .cyclingSpeed], in: groups)
        speeds = measuredSpeed.isEmpty ? distance.speeds(window: 20, pauses: pauses) : measuredSpeed
        series = Self.series(report: report, groups: groups, start: start, speeds: speeds)
    }

    private static func series(
        report: WorkoutReport, groups: [QuantityType: [ReportPoint]], start: Date, speeds: [ReportPoint]
    ) -> [ReportSeries] {
        var series: [ReportSeries] = []
        let heartRate = ReportSeries.points(of: [.heartRate], in: groups)
        if !heartRate.isEmpty {
            series.append(
                ReportSeries(
                    id: "heart-rate", title: "Heart rate", unit: "bpm", points: heartRate, invertsAxis: false,
                    format: { ReportFormat.number($0) }, isClockValued: false))
        }
        switch report.presentation.rate {
        case .pace(let per, let label):
            // Slower than a tenth of a metre per second is standing, not a pace.
            let paces = speeds.filter { $0.value > 0.1 }.map { ReportPoint(time: $0.time, value: per / $0.value) }
            if !paces.isEmpty {
                series.append(
                    ReportSeries(
                        id: "pace", title: "Pace", unit: label, points: paces, invertsAxis: true,
                        format: { ReportFormat.clock($0) }, isClockValued: true))
            }
        case .speed:
            if !speeds.isEmpty {
                series.append(
                    ReportSeries(
                        id: "speed", title: "Speed", unit: ReportFormat.units == .metric ? "km/h" : "mph",
                        points: speeds.map { ReportPoint(time: $0.time, value: ReportFormat.speedValue($0.value)) },
                        invertsAxis: false, format: { ReportFormat.number($0, digits: $0 == $0.rounded() ? 0 : 1) },
                        isClockValued: false))
            }
        case .none: break
        }
        let elevation = report.workout.routeInTimeOrder.compactMap { fix in
            fix.altitude.flatMap { $0.isFinite ? ReportPoint(time: fix.timestamp.timeIntervalSince(start), value: $0) : nil }
        }
        if elevation.count >= 2, (elevation.map(\.value).max() ?? 0) != (elevation.map(\.value).min() ?? 0) {
            series.append(
                ReportSeries(
                    id: "elevation", title: "Elevation", unit: ReportFormat.units == .metric ? "m" : "ft",
                    points: ReportFormat.units == .metric
                        ? elevation : elevation.map { ReportPoint(time: $0.time, value: $0.value * MeasurementSystem.feetPerMeter) },
                    invertsAxis: false, format: { ReportFormat.number($0) }, isClockValued: false))
        }
        // A power meter or cadence sensor that only ever said 0 is not there: no chart of zeros.
        let power = ReportSeries.points(of: [.cyclingPower, .runningPower], in: groups)
        if power.contains(where: { $0.value > 0 }) {
            series.append(
                ReportSeries(
                    id: "power", title: "Power", unit: "W", points: power, invertsAxis: false,
                    format: { ReportFormat.number($0) }, isClockValued: false))
        }
        let cadence = ReportSeries.points(of: [.cyclingCadence], in: groups)
        if cadence.contains(where: { $0.value > 0 }) {
            series.append(
                ReportSeries(
                    id: "cadence", title: "Cadence", unit: "rpm", points: cadence, invertsAxis: false,
                    format: { ReportFormat.number($0) }, isClockValued: false))
        }
        return series
    }

    // MARK: Summary

    func summary() -> String {
        let workout = report.workout
        var items: [(String, String)] = [
            ("Active time", ReportFormat.clock(workout.duration)),
            ("Elapsed time", ReportFormat.clock(elapsed)),
        ]
        if let meters = workout.totalDistance?.value, meters > 0 {
            items.append(("Distance", ReportFormat.distance(meters)))
            if workout.duration > 0, let rate = report.presentation.rate.text(metersPerSecond: meters / workout.duration) {
                items.append(("Average \(report.presentation.rate.title.lowercased())", rate))
            }
        }
        if let energy = workout.totalEnergyBurned?.value, energy > 0 {
            items.append(("Active energy", "\(ReportFormat.number(energy)) kcal"))
        }
        if let heart = workout.statistics(for: .heartRate) {
            if let average = heart.averageQuantity()?.value { items.append(("Average heart rate", "\(ReportFormat.number(average)) bpm")) }
            if let maximum = heart.maximumQuantity()?.value { items.append(("Maximum heart rate", "\(ReportFormat.number(maximum)) bpm")) }
        }
        if let gain = workout.elevationGain { items.append(("Elevation gain", ReportFormat.height(gain))) }
        for type in [QuantityType.cyclingPower, .runningPower] {
            if let average = workout.statistics(for: type)?.averageQuantity()?.value, average > 0 {
                items.append(("Average power", "\(ReportFormat.number(average)) W"))
            }
        }
        if let cadence = workout.statistics(for: .cyclingCadence)?.averageQuantity()?.value, cadence > 0 {
            items.append(("Average cadence", "\(ReportFormat.number(cadence)) rpm"))
        }
        if let steps = workout.statistics(for: .stepCount)?.sumQuantity()?.value, steps > 0 {
            items.append(("Steps", ReportFormat.number(steps)))
        }
        if let strokes = workout.totalSwimmingStrokeCount?.value, strokes > 0 {
            items.append(("Strokes", ReportFormat.number(strokes)))
        }
        if let water = workout.statistics(for: .dietaryWater)?.sumQuantity()?.value, water > 0 {
            items.append(("Water", "\(ReportFormat.number(water)) ml"))
        }
        if !workout.laps.isEmpty { items.append(("Laps", "\(workout.laps.count)")) }
        if !pauses.isEmpty { items.append(("Pauses", "\(pauses.count)")) }
        var html = "<section class=\"summary\"><h2>Summary</h2><dl>"
        for (term, value) in items {
            html += "<div><dt>\(ReportFormat.escape(term))</dt><dd>\(ReportFormat.escape(value))</dd></div>"
        }
        return html + "</dl></section>\n"
    }

    // MARK: Charts

    func charts() -> String {
        guard !series.isEmpty else { return "" }
        let workout = report.workout
        let elapsed = elapsed
        let timeAxis = ChartAxis.time(upTo: elapsed)
        let lapTimes: [(Double, String)] = workout.laps.map {
            ($0.endDate.timeIntervalSince(workout.startDate), "Lap \($0.index)")
        }
        let splitUnit = ReportFormat.units.splitUnit
        let splitLabel = splitUnit == .kilometer ? "km" : "mi"
        // Every split while they fit (at most 60 marks); beyond that every 2nd, 5th, 10th, ….
        let splits = workout.splits(in: splitUnit)
        let every = [1, 2, 5, 10, 20, 50, 100, 200, 500].first { splits.count / $0 <= 60 } ?? 1000
        let splitTimes: [(Double, String)] = splits.filter { $0.index % every == 0 }.map {
            ($0.endDate.timeIntervalSince(workout.startDate), "\($0.index) \(splitLabel)")
        }
        let extentTime = "\(ReportFormat.clock(elapsed)) of elapsed time"
        var byTime = ""
        var byDistance = ""
        for entry in series {
            byTime += figure(
                LineChart(
                    series: entry, basis: .time, xAxis: timeAxis, positions: entry.points.map(\.time), pauses: pauses,
                    laps: lapTimes.map { (value: $0.0, label: $0.1) }, splits: splitTimes.map { (value: $0.0, label: $0.1) },
                    extentText: extentTime))
        }
        if distance.hasDistance {
            let distance = distance
            let axis = ChartAxis.distance(upTo: distance.total)
            let extent = ReportFormat.distance(distance.total)
            for entry in series {
                byDistance += figure(
                    LineChart(
                        series: entry, basis: .distance, xAxis: axis,
                        positions: distance.distances(atSortedTimes: entry.points.map(\.time)),
                        pauses: pauses,
                        laps: lapTimes.map { (value: distance.distance(at: $0.0), label: $0.1) },
                        splits: splitTimes.map { (value: distance.distance(at: $0.0), label: $0.1) },
                        extentText: extent))
            }
        }
        var html = "<section class=\"charts-section\"><h2>Charts</h2>\n"
        if !byDistance.isEmpty {
            // The over-time / over-distance toggle is two radio buttons and CSS: no script.
            html += """
                <input type="radio" name="basis" id="basis-time" class="basis" checked>\
                <label for="basis-time">Over time</label>
                <input type="radio" name="basis" id="basis-distance" class="basis">\
                <label for="basis-distance">Over distance</label>

                """
        }
        html += "<div class=\"charts\"><div class=\"by-time\">\n\(byTime)</div>\n"
        if !byDistance.isEmpty { html += "<div class=\"by-distance\">\n\(byDistance)</div>\n" }
        html += "</div>\n"
        var keys: [String] = []
        if !pauses.isEmpty { keys.append("Shaded: paused.") }
        if !workout.laps.isEmpty { keys.append("Dashed lines: laps.") }
        if !splitTimes.isEmpty { keys.append(splitUnit == .kilometer ? "Short marks: kilometre splits." : "Short marks: mile splits.") }
        if !keys.isEmpty { html += "<p class=\"note\">\(keys.joined(separator: " "))</p>\n" }
        return html + "</section>\n"
    }

    private func figure(_ chart: LineChart) -> String {
        "<figure id=\"figure-\(chart.id)\"><figcaption>\(ReportFormat.escape(chart.title))</figcaption>\n\(chart.svg())\n</figure>\n"
    }

    // MARK: Route

    func route() -> String? {
        let rate = report.presentation.rate
        let start = start
        var valueTitle = "Heart rate"
        var format: (Double) -> String = { "\(ReportFormat.number($0)) bpm" }
        var higherIsEasier = false
        var source: [ReportPoint] = ReportSeries.points(of: [.heartRate], in: groups)
        switch rate {
        case .pace(let per, let label) where !speeds.isEmpty:
            valueTitle = "Pace"
            // Bands are cut on speed; the legend shows them as paces.
            source = speeds
            format = { speed in speed > 0 ? ReportFormat.clock(per / speed) + " " + label : "–" }
            higherIsEasier = false
        case .speed where !speeds.isEmpty:
            valueTitle = "Speed"
            source = speeds
            format = { ReportFormat.speed($0) }
        default: break
        }
        let points = source
        let lookup: ((Double) -> Double?)? =
            points.isEmpty
            ? nil
            : { time in
                var low = 0
                var high = points.count - 1
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if points[middle].time <= time { low = middle } else { high = middle }
                }
                return abs(points[low].time - time) <= abs(points[high].time - time) ? points[low].value : points[high].value
            }
        return RouteMap(
            route: report.workout.routeInTimeOrder, value: lookup, valueTitle: valueTitle, format: format,
            higherIsEasier: higherIsEasier, start: start
        ).svg()
    }

    // MARK: Zones

    func zones() -> String {
        guard let zones = report.presentation.zones else { return "" }
        guard groups[.heartRate] != nil else { return "" }
        let readings = report.samples.filter { $0.quantityType == .heartRate }
        guard !readings.isEmpty else { return "" }
        let times = zones.timeInZones(of: readings, excluding: report.workout.pauseIntervals)
        let total = times.reduce(0, +)
        var html = "<section class=\"zones\"><h2>Time in heart-rate zones</h2>\n"
        html += """
            <svg class="zone-bar" id="zones" viewBox="0 0 760 40" role="img" aria-labelledby="zones-title zones-desc">\
            <title id="zones-title">Time in heart-rate zones</title><desc id="zones-desc">
            """
        html += ReportFormat.escape(
            times.enumerated().map { "zone \($0.offset + 1) \(ReportFormat.clock($0.element))" }.joined(separator: ", ")
        ) + "</desc>"
        var x = 0.0
        for (index, time) in times.enumerated() where total > 0 && time > 0 {
            let width = time / total * 760
            html += "<rect class=\"z\(index + 1)\" x=\"\(ReportFormat.coordinate(x))\" y=\"4\" "
            html += "width=\"\(ReportFormat.coordinate(width))\" height=\"32\"><title>Zone \(index + 1): "
            html += "\(ReportFormat.clock(time))</title></rect>"
            x += width
        }
        html += "</svg>\n<table><thead><tr><th>Zone</th><th>Heart rate</th><th>Time</th><th>Share</th></tr></thead><tbody>"
        for (index, range) in zones.ranges.enumerated() {
            let bounds =
                range.upperBound.isFinite
                ? "\(ReportFormat.number(range.lowerBound))–\(ReportFormat.number(range.upperBound - 1)) bpm"
                : "\(ReportFormat.number(range.lowerBound)) bpm and up"
            let share = total > 0 ? times[index] / total * 100 : 0
            html += "<tr><td><span class=\"swatch z\(index + 1)\"></span>Zone \(index + 1)</td><td>\(bounds)</td>"
            html += "<td>\(ReportFormat.clock(times[index]))</td><td>\(ReportFormat.number(share)) %</td></tr>"
        }
        html += "</tbody></table>\n"
        if !report.presentation.zonesBasis.isEmpty {
            html += "<p class=\"note\">\(ReportFormat.escape(report.presentation.zonesBasis))</p>\n"
        }
        return html + "</section>\n"
    }

    // MARK: Tables

    func splitsTable() -> String {
        let unit = ReportFormat.units.splitUnit
        let splits = report.workout.splits(in: unit)
        guard !splits.isEmpty else { return "" }
        let rate = report.presentation.rate
        let length = unit == .kilometer ? 1000 : MeasurementSystem.metersPerMile
        var html = "<section class=\"splits-section\"><h2>Splits</h2><table><thead><tr><th>\(unit == .kilometer ? "km" : "mi")</th><th>Time</th>"
        if rate != .none { html += "<th>\(rate.title)</th>" }
        html += "<th>Heart rate</th></tr></thead><tbody>"
        for split in splits {
            html += "<tr><td>\(split.index)</td><td>\(ReportFormat.clock(split.duration))</td>"
            if rate != .none {
                html += "<td>\(split.duration > 0 ? rate.text(metersPerSecond: length / split.duration) ?? "–" : "–")</td>"
            }
            html += "<td>\(split.averageHeartRateBPM.map { "\(ReportFormat.number($0)) bpm" } ?? "–")</td></tr>"
        }
        return html + "</tbody></table></section>\n"
    }

    func lapsTable() -> String {
        let laps = report.workout.laps
        guard !laps.isEmpty else { return "" }
        let rate = report.presentation.rate
        var html = "<section class=\"laps-section\"><h2>Laps</h2><table><thead><tr><th>Lap</th><th>Time</th><th>Distance</th>"
        if rate != .none { html += "<th>\(rate.title)</th>" }
        html += "<th>Heart rate</th><th>Energy</th></tr></thead><tbody>"
        for lap in laps {
            html += "<tr><td>\(lap.index)</td><td>\(ReportFormat.clock(lap.duration))</td>"
            html += "<td>\(lap.distanceMeters > 0 ? ReportFormat.distance(lap.distanceMeters) : "–")</td>"
            if rate != .none {
                let speed = lap.duration > 0 ? lap.distanceMeters / lap.duration : 0
                html += "<td>\(rate.text(metersPerSecond: speed) ?? "–")</td>"
            }
            html += "<td>\(lap.averageHeartRateBPM.map { "\(ReportFormat.number($0)) bpm" } ?? "–")</td>"
            html += "<td>\(lap.activeEnergyKilocalories > 0 ? "\(ReportFormat.number(lap.activeEnergyKilocalories)) kcal" : "–")</td></tr>"
        }
        return html + "</tbody></table></section>\n"
    }
}
