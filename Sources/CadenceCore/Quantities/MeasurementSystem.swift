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

    /// The split unit people count in: kilometres or miles.
    public var splitUnit: SplitUnit { self == .metric ? .kilometer : .mile }
}
