import CadenceCore
import Foundation

/// The route as an SVG drawing in a local projection (equirectangular about the route's middle,
/// true to scale for any workout's extent), coloured in five bands of a value (pace, speed or
/// heart rate), with start and end markers. No map tiles: it draws offline.
struct RouteMap {
    static let width = 560.0
    static let height = 420.0
    static let margin = 18.0
    /// The bands' colours, slowest or lowest first.
    static let bandClasses = ["b1", "b2", "b3", "b4", "b5"]
    /// At most this many points are drawn; closer points are merged first.
    static let pointBudget = 4000

    /// The route in time order (``Workout/routeInTimeOrder``).
    let route: [LocationSample]
    /// The value each fix is coloured by, from its elapsed time; `nil` draws one colour.
    let value: ((Double) -> Double?)?
    /// "Pace", "Speed" or "Heart rate".
    let valueTitle: String
    let format: (Double) -> String
    /// Whether a higher value is slower (pace): the bands are reversed so red is always hard.
    let higherIsEasier: Bool
    let start: Date

    func svg() -> String? {
        let fixes = route.filter { $0.invalidityReason == nil }
        guard fixes.count >= 2 else { return nil }
        let lat0 = (fixes.map(\.latitude).min()! + fixes.map(\.latitude).max()!) / 2
        let lon0 = (fixes.map(\.longitude).min()! + fixes.map(\.longitude).max()!) / 2
        let metersPerDegree = 111_195.0
        let cosine = cos(lat0 * .pi / 180)
        func project(_ fix: LocationSample) -> (x: Double, y: Double) {
            var dLon = fix.longitude - lon0
            if dLon > 180 { dLon -= 360 } else if dLon < -180 { dLon += 360 }
            return (dLon * cosine * metersPerDegree, -(fix.latitude - lat0) * metersPerDegree)
        }
        let projected = fixes.map(project)
        let xs = projected.map(\.x)
        let ys = projected.map(\.y)
        let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        let extent = max(maxX - minX, maxY - minY, 1)
        let scale = min(
            (Self.width - 2 * Self.margin) / max(maxX - minX, extent / 100),
            (Self.height - 2 * Self.margin) / max(maxY - minY, extent / 100))
        let offsetX = (Self.width - (maxX - minX) * scale) / 2
        let offsetY = (Self.height - (maxY - minY) * scale) / 2
        let screen = projected.map { (x: offsetX + ($0.x - minX) * scale, y: offsetY + ($0.y - minY) * scale) }

        // Keep the points that move at least `spacing` from the last kept one, widening the
        // spacing until the budget holds (a day of laps on one loop would draw each many times).
        var spacing = 1.5
        var kept: [Int] = []
        repeat {
            kept = [0]
            for index in screen.indices.dropFirst() {
                let last = screen[kept[kept.count - 1]]
                let dx = screen[index].x - last.x
                let dy = screen[index].y - last.y
                if dx * dx + dy * dy >= spacing * spacing || index == screen.count - 1 { kept.append(index) }
            }
            spacing *= 2
        } while kept.count > Self.pointBudget

        let values: [Double?] = kept.map { index in
            value?(fixes[index].timestamp.timeIntervalSince(start)).flatMap { $0.isFinite ? $0 : nil }
        }
        let known = values.compactMap { $0 }.sorted()
        let bounds: [Double] =
            known.count >= 5 ? (1...4).map { known[known.count * $0 / 5] } : []
        func band(_ value: Double?) -> Int {
            guard let value, !bounds.isEmpty else { return 2 }
            let rank = bounds.firstIndex { value < $0 } ?? bounds.count
            return higherIsEasier ? 4 - rank : rank
        }

        // Runs of one band in time order: a later lap over the same ground draws on top, as it
        // would on a device's map.
        var runs: [(band: Int, path: String)] = []
        for position in kept.indices.dropFirst() {
            let a = screen[kept[position - 1]]
            let b = screen[kept[position]]
            let index = band(values[position])
            let segment = "\(ReportFormat.coordinate(b.x)) \(ReportFormat.coordinate(b.y))"
            if let last = runs.last, last.band == index {
                runs[runs.count - 1].path += " " + segment
            } else {
                runs.append((index, "M\(ReportFormat.coordinate(a.x)) \(ReportFormat.coordinate(a.y)) " + segment))
            }
        }
        let distance = zip(fixes.dropFirst(), fixes).reduce(0) { total, pair in
            let meters = pair.1.distance(to: pair.0)
            return meters.isFinite ? total + meters : total
        }
        let coloured = value != nil && !bounds.isEmpty
        var svg = """
            <svg class="route" id="route" viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" role="img" \
            aria-labelledby="route-title route-desc">
            <title id="route-title">Route</title>
            <desc id="route-desc">\(ReportFormat.escape(description(fixes: fixes, distance: distance, coloured: coloured)))</desc>

            """
        for run in runs {
            svg += "<path class=\"route-line \(Self.bandClasses[run.band])\" d=\"\(run.path)\"/>\n"
        }
        let first = screen[0]
        let last = screen[screen.count - 1]
        svg += "<circle class=\"start\" cx=\"\(ReportFormat.coordinate(first.x))\" cy=\"\(ReportFormat.coordinate(first.y))\" r=\"7\">"
        svg += "<title>Start</title></circle>\n"
        svg += "<circle class=\"end\" cx=\"\(ReportFormat.coordinate(last.x))\" cy=\"\(ReportFormat.coordinate(last.y))\" r=\"5\">"
        svg += "<title>End</title></circle>\n"
        // A scale bar of a round length near a fifth of the drawing.
        let target = (Self.width / 5) / scale
        let lengths: [Double] =
            ReportFormat.units == .metric
            ? [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100_000]
            : [50, 100, 200, 500].map { $0 / MeasurementSystem.feetPerMeter }
                + [0.25, 0.5, 1, 2, 5, 10, 20, 50].map { $0 * MeasurementSystem.metersPerMile }
        let length = lengths.last { $0 <= target } ?? lengths[0]
        let barWidth = length * scale
        svg += "<g class=\"scale\"><line x1=\"\(Int(Self.margin))\" x2=\"\(ReportFormat.coordinate(Self.margin + barWidth))\" "
        svg += "y1=\"\(Int(Self.height - 10))\" y2=\"\(Int(Self.height - 10))\"/>"
        svg += "<text x=\"\(Int(Self.margin))\" y=\"\(Int(Self.height - 14))\">\(ReportFormat.distance(length))</text></g>\n"
        svg += "</svg>"
        if coloured {
            svg += "\n<p class=\"legend\">Coloured by \(ReportFormat.escape(valueTitle.lowercased())): "
            // Bands from easiest to hardest: "slower than 5:10 /km", "5:10–4:55 /km", …, "faster than …".
            let (below, above) = valueTitle == "Heart rate" ? ("below", "above") : ("slower than", "faster than")
            var items: [String] = []
            for rank in 0..<5 {
                let classIndex = higherIsEasier ? 4 - rank : rank
                let text =
                    rank == 0
                    ? "\(below) \(format(bounds[0]))"
                    : rank == 4 ? "\(above) \(format(bounds[3]))" : "\(format(bounds[rank - 1]))–\(format(bounds[rank]))"
                items.append("<span class=\"swatch \(Self.bandClasses[classIndex])\"></span>" + ReportFormat.escape(text))
            }
            svg += items.joined(separator: " ") + "</p>"
        }
        return svg
    }

    private func description(fixes: [LocationSample], distance: Double, coloured: Bool) -> String {
        var text = "Route of \(fixes.count) GPS fixes over \(ReportFormat.distance(distance)), drawn to scale; "
        text += "green circle at the start, red at the end"
        if coloured { text += "; coloured in five bands of \(valueTitle.lowercased()), blue easiest to red hardest" }
        return text + "."
    }
}
