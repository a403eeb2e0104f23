import Foundation

/// One position fix on a workout's route, with the fields of Core Location's `CLLocation` that a
/// route needs.
public struct LocationSample: Sendable, Hashable, Codable {
    /// Degrees north of the equator, -90…90 (WGS 84).
    public let latitude: Double
    /// Degrees east of Greenwich, -180…180 (WGS 84).
    public let longitude: Double
    /// Metres above mean sea level, if known.
    public let altitude: Double?
    /// The radius of uncertainty of the position, in metres (smaller is better).
    public let horizontalAccuracy: Double
    /// Ground speed in metres per second, if known.
    public let speed: Double?
    /// Direction of travel in degrees clockwise from true north (0…360), if known.
    public let course: Double?
    /// When the fix was taken.
    public let timestamp: Date

    /// Creates a fix.
    public init(
        latitude: Double, longitude: Double, altitude: Double? = nil, horizontalAccuracy: Double = 5,
        speed: Double? = nil, course: Double? = nil, timestamp: Date
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.speed = speed
        self.course = course
        self.timestamp = timestamp
    }

    /// Why this fix is not a usable position, or `nil` when it is.
    public var invalidityReason: String? {
        if !latitude.isFinite || !(-90...90).contains(latitude) { return "latitude \(latitude) is outside -90…90" }
        if !longitude.isFinite || !(-180...180).contains(longitude) {
            return "longitude \(longitude) is outside -180…180"
        }
        if !horizontalAccuracy.isFinite || horizontalAccuracy < 0 {
            return "horizontal accuracy \(horizontalAccuracy) is negative or not finite"
        }
        return nil
    }

    /// The great-circle distance to `other` in metres (haversine on a sphere of radius 6,371,008.8 m,
    /// the mean Earth radius).
    public func distance(to other: LocationSample) -> Double {
        Self.distance(fromLatitude: latitude, longitude: longitude, toLatitude: other.latitude, longitude: other.longitude)
    }

    /// The same between two positions in degrees (a GPS fix before it is a sample).
    public static func distance(
        fromLatitude latitude1: Double, longitude longitude1: Double, toLatitude latitude2: Double,
        longitude longitude2: Double
    ) -> Double {
        let radius = 6_371_008.8
        let φ1 = latitude1 * .pi / 180
        let φ2 = latitude2 * .pi / 180
        let Δφ = (latitude2 - latitude1) * .pi / 180
        let Δλ = (longitude2 - longitude1) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
