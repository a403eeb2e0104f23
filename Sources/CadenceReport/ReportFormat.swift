import CadenceCore
import Foundation

/// Text as the report prints it: escaped for HTML, numbers in fixed formats (the same on every
/// machine, so a report mailed to someone reads the same).
enum ReportFormat {
    /// The units the page being rendered uses (``ReportPresentation/units``, set for the
    /// duration of one `html()`).
    @TaskLocal static var units: MeasurementSystem = .metric

    /// `text` safe inside an element or a double-quoted attribute.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// "1:02:03" or "23:10".
    static func clock(_ seconds: TimeInterval) -> String { FixedText.clock(seconds) }

    /// "4.21 km", or "850 m" under a kilometre; imperial "2.62 mi", or "528 ft" under a tenth of a mile.
    static func distance(_ meters: Double) -> String { units.distanceText(meters) }

    /// A height in the page's units: "30 m" or "98 ft".
    static func height(_ meters: Double) -> String {
        units == .metric ? "\(number(meters)) m" : "\(number(meters * MeasurementSystem.feetPerMeter)) ft"
    }

    /// A speed in the page's units: "27.0 km/h" or "16.8 mph".
    static func speed(_ metersPerSecond: Double) -> String { units.speedText(metersPerSecond) }

    /// Metres per second as km/h or mph.
    static func speedValue(_ metersPerSecond: Double) -> Double { units.speedValue(metersPerSecond) }

    /// A number with `digits` decimals, or the whole number when it has none to show.
    static func number(_ value: Double, digits: Int = 0) -> String {
        guard value.isFinite else { return "–" }
        let text = String(format: "%.\(digits)f", value)
        // "-0" (a tiny negative rounded away) reads as a sign error.
        return text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" || $0 == "." } ? String(text.dropFirst()) : text
    }

    /// "2026-03-01 08:00" in `calendar`'s time zone.
    static func dateTime(_ date: Date, calendar: Calendar) -> String { FixedText.dateTime(date, calendar: calendar) }

    /// "2026-03-01".
    static func day(_ date: Date, calendar: Calendar) -> String { FixedText.day(date, calendar: calendar) }

    /// A coordinate for SVG: one decimal, no trailing ".0".
    static func coordinate(_ value: Double) -> String {
        // Chart coordinates stay within a few thousand; anything else is drawn at the edge.
        guard value.isFinite else { return "0" }
        let tenths = Int((min(1e9, max(-1e9, value)) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
