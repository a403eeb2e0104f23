import CadenceCore
import Foundation

/// One chart of the report: a series over elapsed time or over distance, as inline SVG with its
/// axes, grid, pauses shaded, laps and splits marked, a `<title>` and a `<desc>`.
struct LineChart {
    /// Which x axis a chart uses.
    enum Basis: String { case time, distance }

    static let width = 760.0
    static let height = 190.0
    static let left = 58.0
    static let right = 14.0
    static let top = 12.0
    static let bottom = 28.0
    static var plotWidth: Double { width - left - right }
    static var plotHeight: Double { height - top - bottom }

    let series: ReportSeries
    let basis: Basis
    let xAxis: ChartAxis
    /// Each reading's place on the x axis: its elapsed time, or the distance by then.
    let positions: [Double]
    /// Paused intervals in elapsed seconds: shaded on the time axis, breaking the line on both.
    let pauses: [ClosedRange<Double>]
    /// Lap boundaries on the x axis, with their labels ("Lap 2").
    let laps: [(value: Double, label: String)]
    /// Split boundaries on the x axis ("1 km").
    let splits: [(value: Double, label: String)]
    /// The elapsed time or distance the chart covers, for the description.
    let extentText: String

    var id: String { "\(series.id)-\(basis.rawValue)" }

    func svg() -> String {
        let values = series.points.map(\.value)
        let (low, high) = Self.valueRange(values, robust: series.isClockValued)
        let yAxis = ChartAxis.values(low, high, clock: series.isClockValued, format: series.format)
        let plotLeft = Self.left
        let plotTop = Self.top
        let plotBottom = Self.top + Self.plotHeight
        let xSpan = xAxis.range.upperBound - xAxis.range.lowerBound
        func x(_ value: Double) -> Double { plotLeft + (value - xAxis.range.lowerBound) / xSpan * Self.plotWidth }
        let ySpan = yAxis.range.upperBound - yAxis.range.lowerBound
        func y(_ value: Double) -> Double {
            let clamped = min(yAxis.range.upperBound, max(yAxis.range.lowerBound, value))
            let share = (clamped - yAxis.range.lowerBound) / ySpan
            return series.invertsAxis ? plotTop + share * Self.plotHeight : plotBottom - share * Self.plotHeight
        }
        let titleID = "\(id)-title"
        let descID = "\(id)-desc"
        var svg = """
            <svg class="chart" id="chart-\(id)" data-series="\(series.id)" data-basis="\(basis.rawValue)" \
            viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" role="img" aria-labelledby="\(titleID) \(descID)">
            <title id="\(titleID)">\(ReportFormat.escape(title))</title>
            <desc id="\(descID)">\(ReportFormat.escape(description(values)))</desc>

            """
        // Pauses, under everything else.
        if basis == .time {
            svg += "<g class=\"pauses\">"
            for pause in pauses {
                let x0 = x(max(xAxis.range.lowerBound, pause.lowerBound))
                let x1 = x(min(xAxis.range.upperBound, pause.upperBound))
                guard x1 > x0 else { continue }
                svg += "<rect class=\"pause\" x=\"\(ReportFormat.coordinate(x0))\" y=\"\(Int(plotTop))\" "
                svg += "width=\"\(ReportFormat.coordinate(max(1, x1 - x0)))\" height=\"\(Int(Self.plotHeight))\">"
                svg += "<title>Paused \(ReportFormat.clock(pause.upperBound - pause.lowerBound))</title></rect>"
            }
            svg += "</g>\n"
        }
        // The grid and the y axis's labels.
        svg += "<g class=\"axis y-axis\">"
        svg += Self.valueGrid(yAxis, left: plotLeft, right: plotLeft + Self.plotWidth, y: y)
        svg += "<text class=\"unit\" x=\"4\" y=\"\(Int(plotTop - 2))\">\(ReportFormat.escape(series.unit))</text>"
        svg += "</g>\n<g class=\"axis x-axis\">"
        svg += "<line class=\"baseline\" x1=\"\(Int(plotLeft))\" x2=\"\(Int(plotLeft + Self.plotWidth))\" "
        svg += "y1=\"\(Int(plotBottom))\" y2=\"\(Int(plotBottom))\"/>"
        for tick in xAxis.ticks {
            let tx = ReportFormat.coordinate(x(tick.value))
            svg += "<line class=\"tick\" x1=\"\(tx)\" x2=\"\(tx)\" y1=\"\(Int(plotBottom))\" y2=\"\(Int(plotBottom + 4))\"/>"
            svg += "<text x=\"\(tx)\" y=\"\(Int(plotBottom + 16))\" text-anchor=\"middle\">\(ReportFormat.escape(tick.label))</text>"
        }
        svg += "</g>\n"
        // Splits: short marks above the x axis; laps: dashed lines across the plot. Each
        // labelled while the labels have room.
        let plotRange = plotLeft...(plotLeft + Self.plotWidth)
        svg += Self.marks(
            splits.map { (x($0.value), $0.label) }, group: "splits", line: "split", label: "split-label",
            lineSpan: (plotBottom - 6, plotBottom), labelAt: (0, plotBottom - 8), middle: true, spacing: 44, within: plotRange)
        svg += Self.marks(
            laps.map { (x($0.value), $0.label) }, group: "laps", line: "lap", label: "lap-label",
            lineSpan: (plotTop, plotBottom), labelAt: (2, plotTop + 9), middle: false, spacing: 40, within: plotRange)
        // The series: one path, a subpath per unbroken run.
        let runs = Downsample.minMax(
            series.points, xs: positions.map(x), columns: Int(Self.plotWidth),
            xRange: plotLeft...(plotLeft + Self.plotWidth), pauses: pauses)
        var d = ""
        for run in runs {
            for (index, point) in run.enumerated() {
                d += index == 0 ? (d.isEmpty ? "M" : " M") : " "
                d += ReportFormat.coordinate(point.x) + " " + ReportFormat.coordinate(y(point.value))
            }
            if run.count == 1 { d += " h1" }
        }
        svg += "<path class=\"series s-\(series.id)\" d=\"\(d)\"/>\n</svg>"
        return svg
    }

    /// Gridlines and labels for each tick of a value axis, between `left` and `right`.
    static func valueGrid(_ axis: ChartAxis, left: Double, right: Double, y: (Double) -> Double) -> String {
        var svg = ""
        for tick in axis.ticks {
            let ty = ReportFormat.coordinate(y(tick.value))
            svg += "<line class=\"grid\" x1=\"\(Int(left))\" x2=\"\(Int(right))\" y1=\"\(ty)\" y2=\"\(ty)\"/>"
            svg += "<text x=\"\(Int(left - 6))\" y=\"\(ty)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
            svg += "\(ReportFormat.escape(tick.label))</text>"
        }
        return svg
    }

    /// Vertical marks at plot x positions (laps, splits), each with a `<title>`, labelled when at
    /// least `spacing` from the last label; nothing when there are none.
    private static func marks(
        _ marks: [(x: Double, label: String)], group: String, line: String, label: String,
        lineSpan: (top: Double, bottom: Double), labelAt: (dx: Double, y: Double), middle: Bool, spacing: Double,
        within range: ClosedRange<Double>
    ) -> String {
        guard !marks.isEmpty else { return "" }
        var svg = "<g class=\"\(group)\">"
        var lastLabelled = -Double.infinity
        for mark in marks where range.contains(mark.x) {
            let text = ReportFormat.coordinate(mark.x)
            svg += "<line class=\"\(line)\" x1=\"\(text)\" x2=\"\(text)\" y1=\"\(Int(lineSpan.top))\" "
            svg += "y2=\"\(Int(lineSpan.bottom))\"><title>\(ReportFormat.escape(mark.label))</title></line>"
            if mark.x - lastLabelled >= spacing {
                svg += "<text class=\"\(label)\" x=\"\(ReportFormat.coordinate(mark.x + labelAt.dx))\" "
                svg += "y=\"\(Int(labelAt.y))\"\(middle ? " text-anchor=\"middle\"" : "")>\(ReportFormat.escape(mark.label))</text>"
                lastLabelled = mark.x
            }
        }
        return svg + "</g>\n"
    }

    /// "Heart rate over time".
    var title: String { "\(series.title) over \(basis == .time ? "time" : "distance")" }

    /// What a screen reader says: the range, the mean, the extent, the marks.
    func description(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "No readings." }
        let mean = values.reduce(0, +) / Double(values.count)
        var parts = [
            "\(series.title) from \(series.format(series.invertsAxis ? high : low)) to "
                + "\(series.format(series.invertsAxis ? low : high)) \(series.unit), average \(series.format(mean)), "
                + "over \(extentText)"
        ]
        if basis == .time, !pauses.isEmpty { parts.append("\(pauses.count) pause\(pauses.count == 1 ? "" : "s") shaded") }
        if !laps.isEmpty { parts.append("\(laps.count) lap mark\(laps.count == 1 ? "" : "s")") }
        if !splits.isEmpty { parts.append("\(splits.count) split mark\(splits.count == 1 ? "" : "s")") }
        return parts.joined(separator: "; ") + "."
    }

    /// The values' extent: all of them, or for paces (where a stop is a spike) the 2nd to 98th
    /// percentile.
    static func valueRange(_ values: [Double], robust: Bool) -> (Double, Double) {
        guard !values.isEmpty else { return (0, 1) }
        guard robust, values.count > 20 else { return (values.min() ?? 0, values.max() ?? 1) }
        // Percentiles of an even sample of at most 20,000 values: the same axis, a fraction of the sort.
        let step = max(1, values.count / 20_000)
        let sorted = stride(from: 0, to: values.count, by: step).map { values[$0] }.sorted()
        return (sorted[sorted.count * 2 / 100], sorted[min(sorted.count - 1, sorted.count * 98 / 100)])
    }
}
