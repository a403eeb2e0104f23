import Foundation

/// One JSON report from gpsd (protocol 3.x): the `class` names it. Cadence reads `TPV`
/// (time-position-velocity: a fix) and notes `VERSION` and `DEVICES`; every other class is
/// ignored. Field names and units are gpsd's (`gpsd_json(5)`): degrees, metres, metres per
/// second, ISO 8601 UTC times.
public struct GPSDReport: Sendable, Hashable, Decodable {
    public let `class`: String
    /// NMEA mode: 0 unknown, 1 no fix, 2 2D, 3 3D.
    public let mode: Int?
    /// The fix's time as the receiver reported it.
    public let time: String?
    public let lat: Double?
    public let lon: Double?
    /// Altitude above mean sea level (gpsd 3.20+), else the older `alt`.
    public let altMSL: Double?
    public let alt: Double?
    /// Speed over ground, metres per second.
    public let speed: Double?
    /// Course over ground, degrees from true north.
    public let track: Double?
    /// Estimated horizontal position error, metres (95 %).
    public let eph: Double?
    /// Longitude and latitude error estimates, metres (older gpsd reports these without `eph`).
    public let epx: Double?
    public let epy: Double?
    /// The daemon's release (`VERSION`).
    public let release: String?

    /// A report with the given fields (tests and ``GPSDFeed`` build them; gpsd's come from JSON).
    public init(
        class: String, mode: Int? = nil, time: String? = nil, lat: Double? = nil, lon: Double? = nil,
        altMSL: Double? = nil, alt: Double? = nil, speed: Double? = nil, track: Double? = nil, eph: Double? = nil,
        epx: Double? = nil, epy: Double? = nil, release: String? = nil
    ) {
        self.class = `class`
        self.mode = mode
        self.time = time
        self.lat = lat
        self.lon = lon
        self.altMSL = altMSL
        self.alt = alt
        self.speed = speed
        self.track = track
        self.eph = eph
        self.epx = epx
        self.epy = epy
        self.release = release
    }

    /// The report in one line of gpsd's output, or `nil` for a line that is not a JSON object
    /// with a `class`.
    public static func parse(_ line: some StringProtocol) -> GPSDReport? {
        guard let data = line.data(using: .utf8), !data.isEmpty else { return nil }
        return try? JSONDecoder().decode(GPSDReport.self, from: data)
    }

    /// The horizontal error estimate: `eph`, else the larger of `epx`/`epy`.
    public var horizontalError: Double? {
        if let eph, eph.isFinite { return eph }
        let estimates = [epx, epy].compactMap { $0 }.filter(\.isFinite)
        return estimates.max()
    }

    /// The altitude to record: `altMSL`, else `alt`.
    public var altitude: Double? { (altMSL ?? alt).flatMap { $0.isFinite ? $0 : nil } }

    /// Whether this is a usable 2D or 3D fix with a position.
    public var hasFix: Bool {
        guard `class` == "TPV", let mode, mode >= 2, let lat, let lon else { return false }
        return lat.isFinite && lon.isFinite && (-90...90).contains(lat) && (-180...180).contains(lon)
    }
}
