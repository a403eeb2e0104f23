import Foundation

/// The units a person reads distances, paces and speeds in: metric (km, m, /km, km/h, /100 m)
/// or imperial (mi, ft, /mi, mph, /100 yd). Rowing's /500 m is the same in both.
public enum MeasurementSystem: String, Sendable, Hashable, Codable, CaseIterable {
    case metric, imperial

    /// Metres in a mile and in a yard.
    public static let metersPerMile = 1609.344
    public static let metersPerYard = 0.9144
    public static let feetPerMeter = 1 / 0.3048

    /// Reads `metric` or `imperial` (any case; `us` and `uk` read as imperial, `si` as metric).
    public init?(text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "metric", "si": self = .metric
        case "imperial", "us", "uk": self = .imperial
        default: return nil
        }
    }

    /// A distance as people read it: "4.21 km", or "850 m" under a kilometre; imperial "2.62 mi",
    /// or "528 ft" under a tenth of a mile.
    public func distanceText(_ meters: Double) -> String {
        switch self {
        case .metric: meters < 1000 ? String(format: "%.0f m", meters) : String(format: "%.2f km", meters / 1000)
        case .imperial:
            meters < Self.metersPerMile / 10
                ? String(format: "%.0f ft", meters * Self.feetPerMeter)
                : String(format: "%.2f mi", meters / Self.metersPerMile)
        }
    }

    /// Metres per second as kilometres or miles per hour.
    public func speedValue(_ metersPerSecond: Double) -> Double {
        self == .metric ? metersPerSecond * 3.6 : metersPerSecond * 3600 / Self.metersPerMile
    }

    /// "27.0 km/h" or "16.8 mph".
    public func speedText(_ metersPerSecond: Double) -> String {
        String(format: self == .metric ? "%.1f km/h" : "%.1f mph", speedValue(metersPerSecond))
    }

    /// The split unit people count in: kilometres or miles.
    public var splitUnit: SplitUnit { self == .metric ? .kilometer : .mile }
}
