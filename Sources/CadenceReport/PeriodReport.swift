import CadenceCore
import Foundation

/// A calendar period as a page: its totals, a bar of active time per day (per week for periods
/// longer than two months), and every workout with a sparkline of its heart rate (or speed).
public struct PeriodReport: Sendable {
    /// One workout of the period, as the list shows it.
    public struct Entry: Sendable {
        public var id: Int64
        /// "Outdoor Run".
        public var title: String
        public var startDate: Date
        /// Active time.
        public var duration: TimeInterval
        public var distanceMeters: Double?
        public var energyKilocalories: Double?
        public var averageHeartRateBPM: Double?
        /// Values for the sparkline (a few dozen, in time order); empty draws none.
        public var sparkline: [Double]

        public init(
            id: Int64, title: String, startDate: Date, duration: TimeInterval, distanceMeters: Double?,
            energyKilocalories: Double?, averageHeartRateBPM: Double?, sparkline: [Double]
        ) {
            self.id = id
            self.title = title
            self.startDate = startDate
            self.duration = duration
            self.distanceMeters = distanceMeters
            self.energyKilocalories = energyKilocalories
            self.averageHeartRateBPM = averageHeartRateBPM
            self.sparkline = sparkline
        }
    }

    /// "This Month".
    public let title: String
    public let interval: DateInterval
    public let entries: [Entry]
    public let calendar: Calendar
    /// Distances in metric or imperial units.
    public let units: MeasurementSystem

    public init(
        title: String, interval: DateInterval, entries: [Entry], calendar: Calendar = .current,
        units: MeasurementSystem = .metric
    ) {
        self.units = units
        self.title = title
        self.interval = interval
        self.entries = entries.sorted { $0.startDate < $1.startDate }
        self.calendar = calendar
    }

    public func html() -> String { ReportFormat.$units.withValue(units) { page() } }

    private func page() -> String {
        let lastDay = interval.end.addingTimeInterval(-1)
        var body = "<header><h1>\(ReportFormat.escape(title))</h1><p class=\"when\">"
        body += "\(ReportFormat.day(interval.start, calendar: calendar)) – \(ReportFormat.day(lastDay, calendar: calendar))"
        body += "</p></header>\n"
        body += totals()
        body += bars()
        body += list()
        return ReportDocument.page(title: "\(title) — Cadence", body: body)
    }

    private func totals() -> String {
        let duration = entries.reduce(0) { $0 + max(0, $1.duration) }
        let distance = entries.reduce(0) { $0 + max(0, $1.distanceMeters ?? 0) }
        let energy = entries.reduce(0) { $0 + max(0, $1.energyKilocalories ?? 0) }
        var items = [("Workouts", "\(entries.count)"), ("Active time", ReportFormat.clock(duration))]
        if distance > 0 { items.append(("Distance", ReportFormat.distance(distance))) }
        if energy > 0 { items.append(("Active energy", "\(ReportFormat.number(energy)) kcal")) }
        var html = "<section class=\"summary\"><h2>Totals</h2><dl>"
        for (term, value) in items { html += "<div><dt>\(term)</dt><dd>\(ReportFormat.escape(value))</dd></div>" }
        return html + "</dl></section>\n"
    }

    /// The period's days (or weeks), each with its active minutes.
    func buckets() -> [(start: Date, label: String, minutes: Double)] {
        let byWeek = interval.duration > 62 * 86400
        var starts: [Date] = []
        var cursor =
            byWeek
            ? (calendar.dateInterval(of: .weekOfYear, for: interval.start)?.start ?? interval.start)
            : calendar.startOfDay(for: interval.start)
        while cursor < interval.end, starts.count < 400 {
            starts.append(cursor)
            guard let next = calendar.date(byAdding: byWeek ? .weekOfYear : .day, value: 1, to: cursor), next > cursor
            else { break }
            cursor = next
        }
        return starts.enumerated().map { index, start in
            let end = index + 1 < starts.count ? starts[index + 1] : interval.end
            let minutes = entries.filter { $0.startDate >= start && $0.startDate < end }.reduce(0) {
                $0 + max(0, $1.duration) / 60
            }
            let day = calendar.component(.day, from: start)
            let label = byWeek ? "\(calendar.component(.month, from: start))/\(day)" : "\(day)"
            return (start, label, minutes)
        }
    }

    private func bars() -> String {
        let buckets = buckets()
        guard !buckets.isEmpty else { return "" }
        let byWeek = interval.duration > 62 * 86400
        let width = 760.0
        let height = 170.0
        let left = 40.0
        let bottom = 24.0
        let top = 20.0
        let plotHeight = height - top - bottom
        let slot = (width - left - 6) / Double(buckets.count)
        let peak = max(buckets.map(\.minutes).max() ?? 0, 1)
        let axis = ChartAxis.values(0, peak, clock: false) { ReportFormat.number($0) }
        let span = axis.range.upperBound
        func y(_ minutes: Double) -> Double { top + plotHeight - minutes / span * plotHeight }
        let unit = byWeek ? "week" : "day"
        let active = buckets.filter { $0.minutes > 0 }.count
        var svg = """
            <section class="period-bars"><h2>Active minutes per \(unit)</h2>
            <svg class="chart" id="chart-period" viewBox="0 0 \(Int(width)) \(Int(height))" role="img" \
            aria-labelledby="period-title period-desc"><title id="period-title">Active minutes per \(unit)</title>\
            <desc id="period-desc">\(buckets.count) \(unit)s, \(active) with a workout; the most was \
            \(ReportFormat.number(peak)) minutes.</desc>

            """
        svg += "<g class=\"axis y-axis\">" + LineChart.valueGrid(axis, left: left, right: width - 6, y: y)
        svg += "<text class=\"unit\" x=\"2\" y=\"10\">min</text></g>\n<g class=\"bars\">"
        let labelEvery = max(1, Int((32 / slot).rounded(.up)))
        for (index, bucket) in buckets.enumerated() {
            let x = left + Double(index) * slot
            if bucket.minutes > 0 {
                let barTop = y(bucket.minutes)
                svg += "<rect class=\"bar\" x=\"\(ReportFormat.coordinate(x + slot * 0.15))\" y=\"\(ReportFormat.coordinate(barTop))\" "
                svg += "width=\"\(ReportFormat.coordinate(slot * 0.7))\" height=\"\(ReportFormat.coordinate(top + plotHeight - barTop))\">"
                svg += "<title>\(ReportFormat.day(bucket.start, calendar: calendar)): \(ReportFormat.number(bucket.minutes)) min</title></rect>"
            }
            if index % labelEvery == 0 {
                svg += "<text x=\"\(ReportFormat.coordinate(x + slot / 2))\" y=\"\(Int(height - 8))\" text-anchor=\"middle\">"
                svg += "\(bucket.label)</text>"
            }
        }
        return svg + "</g>\n</svg></section>\n"
    }

    private func list() -> String {
        guard !entries.isEmpty else { return "<section><h2>Workouts</h2><p>No workouts in this period.</p></section>\n" }
        var html = "<section class=\"workouts\"><h2>Workouts</h2><table><thead><tr><th>Date</th><th>Workout</th>"
        html += "<th>Time</th><th>Distance</th><th>Heart rate</th><th>Trace</th></tr></thead><tbody>"
        for entry in entries {
            html += "<tr><td>\(ReportFormat.dateTime(entry.startDate, calendar: calendar))</td>"
            html += "<td>\(ReportFormat.escape(entry.title)) <span class=\"note\">#\(entry.id)</span></td>"
            html += "<td>\(ReportFormat.clock(entry.duration))</td>"
            html += "<td>\(entry.distanceMeters.flatMap { $0 > 0 ? ReportFormat.distance($0) : nil } ?? "–")</td>"
            html += "<td>\(entry.averageHeartRateBPM.map { "\(ReportFormat.number($0)) bpm" } ?? "–")</td>"
            html += "<td>\(sparkline(entry))</td></tr>"
        }
        return html + "</tbody></table></section>\n"
    }

    private func sparkline(_ entry: Entry) -> String {
        let values = entry.sparkline.filter(\.isFinite)
        guard values.count >= 2, let low = values.min(), let high = values.max() else { return "" }
        let width = 120.0
        let height = 24.0
        let span = high > low ? high - low : 1
        var d = ""
        for (index, value) in values.enumerated() {
            let x = Double(index) / Double(values.count - 1) * width
            let y = height - 2 - (value - low) / span * (height - 4)
            d += (index == 0 ? "M" : " ") + ReportFormat.coordinate(x) + " " + ReportFormat.coordinate(y)
        }
        return """
            <svg class="spark" viewBox="0 0 120 24" width="120" height="24" role="img" aria-label="\
            \(ReportFormat.escape(entry.title)) trace"><path class="s-spark" d="\(d)"/></svg>
            """
    }
}
