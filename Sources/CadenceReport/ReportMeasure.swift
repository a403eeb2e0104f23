import CadenceCore
import Foundation

/// How a sport's rate is shown: pace for runs, walks, swims and rows (per the distance that
/// sport counts in), speed for rides, none for sports without distance.
public enum ReportRate: Sendable, Hashable {
    /// Time per `meters` (1000 for "/km", 100 for "/100 m", 500 for "/500 m").
    case pace(per: Double, label: String)
    /// Kilometres per hour.
    case speed
    /// No rate (yoga, strength, HIIT): no pace or speed chart.
    case none

    /// Pace per kilometre.
    public static let perKilometer = ReportRate.pace(per: 1000, label: "/km")
    /// Pace per 100 metres (swimming).
    public static let per100Meters = ReportRate.pace(per: 100, label: "/100 m")
    /// Pace per 500 metres (rowing).
    public static let per500Meters = ReportRate.pace(per: 500, label: "/500 m")

    /// "Pace" or "Speed".
    var title: String {
        switch self {
        case .pace: "Pace"
        case .speed: "Speed"
        case .none: ""
        }
    }

    /// A speed in metres per second as this rate's text: "5:31 /km", "27.0 km/h"; `nil` when
    /// standing still or for `.none`.
    func text(metersPerSecond speed: Double) -> String? {
        guard speed.isFinite, speed > 0.05 else { return nil }
        switch self {
        case .pace(let per, let label): return ReportFormat.clock(per / speed) + " " + label
        case .speed: return ReportFormat.speed(speed)
        case .none: return nil
        }
    }
}

/// What the app tells the report about the person and the workout that the workout value does
/// not carry: its title, the rate its sport is shown by, the heart-rate zones, the calendar.
public struct ReportPresentation: Sendable {
    /// The heading: "Outdoor Run, 2026-03-01".
    public var title: String
    /// The sport's rate.
    public var rate: ReportRate
    /// The zones time in zones is counted in; `nil` leaves the zones section out.
    public var zones: HeartRateZones?
    /// Where the zones' maximum came from, said under the bar ("set with cadence config set
    /// max-hr", "220 − age 40", "a default: set yours with …").
    public var zonesBasis: String
    /// Dates and times are printed in this calendar's time zone.
    public var calendar: Calendar
    /// Distances, speeds, heights, splits and the distance axis in metric or imperial units (the
    /// pace's distance comes with ``rate``).
    public var units: MeasurementSystem

    public init(
        title: String, rate: ReportRate, zones: HeartRateZones?, zonesBasis: String = "",
        calendar: Calendar = .current, units: MeasurementSystem = .metric
    ) {
        self.units = units
        self.title = title
        self.rate = rate
        self.zones = zones
        self.zonesBasis = zonesBasis
        self.calendar = calendar
    }
}
