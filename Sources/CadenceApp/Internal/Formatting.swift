import CadenceCore
import CadenceIntents
import Foundation

/// Numbers as a person reads or hears them: "23:10", "23 minutes 10 seconds", "4.21 km",
/// "5:31 /km". Fixed formats (no locale surprises in JSON or tests).
package enum Formatting {
    /// The units this request, command or view formats in (`config set units`, `--units`,
    /// `CADENCE_UNITS`); metric unless set.
    @TaskLocal package static var units: MeasurementSystem = .metric

    /// "1:02:03" or "23:10".
    package static func clock(_ seconds: TimeInterval) -> String { FixedText.clock(seconds) }

    /// "1 hour 2 minutes", "23 minutes 10 seconds", "45 seconds".
    package static func spokenDuration(_ seconds: TimeInterval) -> String {
        spokenDurationResource(seconds).defaultValue
    }

    /// ``spokenDuration(_:)`` as a resource whose units a dialog catalog translates ("%@ minutes"
    /// is "%@ Minuten", "%@分钟"), for dialogs said in the door's locale.
    package static func spokenDurationResource(_ seconds: TimeInterval) -> LocalizedStringResource {
        let total = Int(saturating: max(0, seconds).rounded(.down))
        let (h, m, s) = (total / 3600, (total % 3600) / 60, total % 60)
        func unit(_ value: Int, _ one: LocalizedStringResource, _ many: LocalizedStringResource) -> LocalizedStringResource {
            value == 1 ? one : many
        }
        let hours = unit(h, "\(h) hour", "\(h) hours")
        let minutes = unit(m, "\(m) minute", "\(m) minutes")
        let secondsText = unit(s, "\(s) second", "\(s) seconds")
        if h > 0 { return m > 0 ? "\(hours) \(minutes)" : hours }
        if m > 0 { return s > 0 ? "\(minutes) \(secondsText)" : minutes }
        return secondsText
    }

    /// "4.21 km" (or "850 m" under a kilometre); imperial "2.62 mi" (or "528 ft" under a tenth of a mile).
    package static func distance(_ meters: Double) -> String { units.distanceText(meters) }

    /// Metres of height: "30 m", or "98 ft".
    package static func height(_ meters: Double) -> String {
        units == .metric
            ? "\(Int(saturating: meters.rounded())) m"
            : "\(Int(saturating: (meters * MeasurementSystem.feetPerMeter).rounded())) ft"
    }

    /// A whole count ("1,204"), safe for any value.
    package static func count(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        return Int(saturating: value.rounded()).formatted()
    }

    /// "250 ml", or "1.5 l" from a litre up.
    package static func volume(milliliters: Double) -> String {
        guard milliliters.isFinite else { return "\(milliliters) ml" }
        if milliliters >= 1000 {
            let liters = (milliliters / 100).rounded() / 10
            return liters == liters.rounded() ? String(format: "%.0f l", liters) : String(format: "%.1f l", liters)
        }
        return String(format: "%.0f ml", milliliters)
    }

    /// "4.21 kilometres" / "850 metres", for speech; imperial "2.62 miles" / "528 feet".
    package static func spokenDistance(_ meters: Double) -> String {
        spokenDistanceResource(meters).defaultValue
    }

    /// ``spokenDistance(_:)`` as a resource a dialog catalog translates ("%@ kilometres").
    package static func spokenDistanceResource(_ meters: Double) -> LocalizedStringResource {
        switch units {
        case .metric:
            if meters < 1000 {
                let value = String(format: "%.0f", meters)
                return "\(value) metres"
            }
            let value = String(format: "%.2f", meters / 1000)
            return "\(value) kilometres"
        case .imperial:
            if meters < MeasurementSystem.metersPerMile / 10 {
                let value = String(format: "%.0f", meters * MeasurementSystem.feetPerMeter)
                return "\(value) feet"
            }
            let value = String(format: "%.2f", meters / MeasurementSystem.metersPerMile)
            return "\(value) miles"
        }
    }

    /// ``spokenRate(_:metersPerSecond:)`` as a resource a dialog catalog translates ("%@ per %@").
    package static func spokenRateResource(_ measure: WorkoutStyle.RateMeasure, metersPerSecond speed: Double?)
        -> LocalizedStringResource?
    {
        switch measure {
        case .pace(let meters):
            guard rate(measure, metersPerSecond: speed) != nil, let speed else { return nil }
            let per = paceDistance(per: meters)
            let seconds = Int(saturating: (per.meters / speed).rounded())
            let pace = "\(seconds / 60):\(String(format: "%02d", seconds % 60))"
            let unit = LocalizedStringResource(stringLiteral: per.spoken)
            return "\(pace) per \(unit)"
        case .speed:
            guard let speed, speed > 0 else { return nil }
            let value = Int(saturating: units.speedValue(speed).rounded())
            return units == .metric ? "\(value) kilometres per hour" : "\(value) miles per hour"
        case .none: return nil
        }
    }

    /// "27.0 km/h", or "16.8 mph".
    package static func speed(metersPerSecond speed: Double?) -> String? {
        guard let speed, speed > 0 else { return nil }
        return units.speedText(speed)
    }

    /// The distance a pace of the style's `meters` is counted per in these units, and its label:
    /// 1000 → a kilometre ("/km") or a mile ("/mi"); 100 → 100 m or 100 yd; 500 stays 500 m.
    package static func paceDistance(per meters: Double) -> (meters: Double, label: String, spoken: String) {
        switch (units, meters) {
        case (.metric, 1000): (1000, "/km", "kilometre")
        case (.imperial, 1000): (MeasurementSystem.metersPerMile, "/mi", "mile")
        case (.imperial, 100): (100 * MeasurementSystem.metersPerYard, "/100 yd", "100 yards")
        default: (meters, String(format: "/%.0f m", meters), String(format: "%.0f metres", meters))
        }
    }

    /// "/km", "/100 m", "/500 m" (imperial "/mi", "/100 yd").
    package static func paceUnit(per meters: Double) -> String { paceDistance(per: meters).label }

    /// A speed as the style's rate: "5:31 /km", "2:05 /100 m", "2:10 /500 m", "27.0 km/h"; nil when
    /// standing still or for a style without a rate.
    package static func rate(_ measure: WorkoutStyle.RateMeasure, metersPerSecond speed: Double?) -> String? {
        switch measure {
        case .pace(let meters):
            // Slower than this is standing (a swimmer or rower resting at the wall moves slower than a walker).
            let slowest = meters >= 1000 ? 0.2 : 0.05
            guard let speed, speed > slowest else { return nil }
            let per = paceDistance(per: meters)
            return clock(per.meters / speed) + " " + per.label
        case .speed: return self.speed(metersPerSecond: speed)
        case .none: return nil
        }
    }

    /// The same for speech: "5:31 per kilometre", "2:05 per 100 metres", "27 kilometres per hour".
    package static func spokenRate(_ measure: WorkoutStyle.RateMeasure, metersPerSecond speed: Double?) -> String? {
        spokenRateResource(measure, metersPerSecond: speed)?.defaultValue
    }

    /// A split as announced: "Kilometre 2 in 5:12, heart rate 148." (a ride: "Mile 3 in 3:40,
    /// 16.4 mph, heart rate 139.").
    package static func announcement(_ split: WorkoutSplit, style: WorkoutStyle?) -> String {
        var text = "\(split.unit == .kilometer ? "Kilometre" : "Mile") \(split.index) in \(clock(split.duration))"
        if style?.rateMeasure == .speed, split.duration > 0,
            let speed = speed(metersPerSecond: split.unit.meters / split.duration)
        {
            text += ", \(speed)"
        }
        if let beats = split.averageHeartRateBPM { text += ", heart rate \(Int(saturating: beats.rounded()))" }
        return text + "."
    }

    /// "2026-03-01 08:00" in UTC-free local time of `calendar`.
    package static func dateTime(_ date: Date, calendar: Calendar = .current) -> String {
        FixedText.dateTime(date, calendar: calendar)
    }

    /// "2026-03-01".
    package static func day(_ date: Date, calendar: Calendar = .current) -> String { FixedText.day(date, calendar: calendar) }

    /// An ISO 8601 timestamp for JSON.
    package static func iso(_ date: Date) -> String { date.ISO8601Format() }
}
