import CadenceCore
import Foundation

/// A GPX 1.0 or 1.1 document: tracks (with Garmin TrackPointExtension v1/v2 heart rate,
/// cadence and temperature), routes and waypoints.
public struct GPXDocument: Sendable {
    /// A point of a track, route or waypoint list.
    public struct Point: Sendable, Hashable {
        public var latitude: Double
        public var longitude: Double
        public var elevation: Double?
        public var time: Date?
        public var name: String?
        public var heartRate: Double?
        public var cadence: Double?
        public var temperature: Double?
        public var speed: Double?
    }

    /// A track: named segments of timed points.
    public struct Track: Sendable {
        public var name: String?
        public var type: String?
        public var segments: [[Point]]
    }

    /// A route: a named list of points to follow.
    public struct Route: Sendable {
        public var name: String?
        public var points: [Point]
    }

    public var creator: String?
    public var name: String?
    public var time: Date?
    public var tracks: [Track]
    public var routes: [Route]
    public var waypoints: [Point]
}

/// Reads GPX files.
public enum GPXReader {
    /// Parses a GPX document.
    public static func document(_ bytes: [UInt8]) throws(WorkoutFileError) -> GPXDocument {
        let root: XMLNode
        do {
            root = try XMLTree.parse(bytes)
        } catch {
            throw .xml(error)
        }
        guard root.name == "gpx" else { throw .noWorkout("the root element is <\(root.name)>, not <gpx>") }
        func point(_ node: XMLNode) -> GPXDocument.Point? {
            guard let lat = node.attributes["lat"].flatMap(Double.init),
                let lon = node.attributes["lon"].flatMap(Double.init),
                lat.isFinite, lon.isFinite
            else { return nil }
            var p = GPXDocument.Point(latitude: lat, longitude: lon)
            p.elevation = node.text("ele").flatMap(Double.init)
            p.time = node.text("time").flatMap(ISO8601.parse)
            p.name = node.text("name")
            if let ext = node.child("extensions") {
                let tpx = ext.descendants("TrackPointExtension").first ?? ext
                p.heartRate = tpx.text("hr").flatMap(Double.init)
                p.cadence = tpx.text("cad").flatMap(Double.init)
                p.temperature = tpx.text("atemp").flatMap(Double.init)
                p.speed = tpx.text("speed").flatMap(Double.init)
            }
            // GPX 1.0 put speed on the point itself.
            p.speed = p.speed ?? node.text("speed").flatMap(Double.init)
            return p
        }
        let metadata = root.child("metadata")
        return GPXDocument(
            creator: root.attributes["creator"], name: metadata?.text("name") ?? root.text("name"),
            time: (metadata?.text("time") ?? root.text("time")).flatMap(ISO8601.parse),
            tracks: root.children("trk").map { trk in
                GPXDocument.Track(
                    name: trk.text("name"), type: trk.text("type"),
                    segments: trk.children("trkseg").map { $0.children("trkpt").compactMap(point) })
            },
            routes: root.children("rte").map {
                GPXDocument.Route(name: $0.text("name"), points: $0.children("rtept").compactMap(point))
            },
            waypoints: root.children("wpt").compactMap(point))
    }

    /// Reads a GPX file's first timed track as a workout; segment gaps become pauses.
    public static func read(_ bytes: [UInt8], samples sink: SampleSink? = nil) throws(WorkoutFileError)
        -> ImportedWorkout
    {
        let gpx = try document(bytes)
        guard let track = gpx.tracks.first(where: { $0.segments.contains { $0.contains { $0.time != nil } } }) else {
            if gpx.tracks.isEmpty {
                throw .noWorkout(
                    "it has no track (\(gpx.routes.count) route\(gpx.routes.count == 1 ? "" : "s"), \(gpx.waypoints.count) waypoint\(gpx.waypoints.count == 1 ? "" : "s"))"
                )
            }
            throw .noWorkout("its track points have no times")
        }
        var draft = ActivityDraft()
        draft.configuration = activityConfiguration(track.type)
        draft.metadata["source"] = "gpx"
        if let name = track.name ?? gpx.name { draft.metadata["name"] = name }
        var previousEnd: Date?
        for segment in track.segments {
            let timed = segment.filter { $0.time != nil }
            guard let first = timed.first?.time, let last = timed.last?.time else { continue }
            if let previousEnd, first > previousEnd {
                draft.pauses.append(DateInterval(start: previousEnd, end: first))
            }
            previousEnd = last
            // Cadence writes its pauses as segment gaps, so its own files need no stop rule.
            if gpx.creator != "Cadence" { draft.pauses += stops(in: timed) }
            for p in timed {
                draft.points.append(
                    TrackPoint(
                        date: p.time ?? first, latitude: p.latitude, longitude: p.longitude, altitude: p.elevation,
                        heartRate: p.heartRate,
                        cadence: p.cadence, power: nil, speed: p.speed, distance: nil, temperature: p.temperature))
            }
        }
        let stopped = draft.pauses.reduce(0) { $0 + $1.duration }
        if stopped > 0 {
            draft.warnings.append(
                "stopped time (segment gaps, and moving at 1 km/h or less, gpxpy's rule) is paused: "
                    + "\(Int(saturating: stopped.rounded())) s")
        }
        return try draft.assemble(format: .gpx, samples: sink)
    }

    /// gpxpy's moving-time rule: between two timed points, a speed of 1 km/h or less (3-D
    /// distance when both have an elevation) is stopped, not moving. Adjacent stopped intervals
    /// make one pause.
    static func stops(in points: [GPXDocument.Point]) -> [DateInterval] {
        let threshold = 1000.0 / 3600
        var stops: [DateInterval] = []
        for (a, b) in zip(points, points.dropFirst()) {
            guard let t0 = a.time, let t1 = b.time, t1 > t0 else { continue }
            let flat = LocationSample(latitude: a.latitude, longitude: a.longitude, timestamp: t0)
                .distance(to: LocationSample(latitude: b.latitude, longitude: b.longitude, timestamp: t1))
            var meters = flat
            if let z0 = a.elevation, let z1 = b.elevation, z0 != 0, z1 != 0 {
                meters = (flat * flat + (z1 - z0) * (z1 - z0)).squareRoot()
            }
            guard meters.isFinite, meters / t1.timeIntervalSince(t0) <= threshold else { continue }
            if let last = stops.last, last.end == t0 {
                stops[stops.count - 1] = DateInterval(start: last.start, end: t1)
            } else {
                stops.append(DateInterval(start: t0, end: t1))
            }
        }
        return stops
    }

    /// The configuration a GPX `<type>` names ("running", "cycling", Strava's numbers…).
    static func activityConfiguration(_ type: String?) -> WorkoutConfiguration {
        let text = (type ?? "").lowercased()
        if text.contains("run") || text == "9" {
            return WorkoutConfiguration(activityType: .running, locationType: .outdoor)
        }
        if text.contains("cycl") || text.contains("bik") || text.contains("ride") || text == "1" {
            return WorkoutConfiguration(activityType: .cycling, locationType: .outdoor)
        }
        if text.contains("hik") { return WorkoutConfiguration(activityType: .hiking, locationType: .outdoor) }
        if text.contains("walk") { return WorkoutConfiguration(activityType: .walking, locationType: .outdoor) }
        if text.contains("swim") {
            return WorkoutConfiguration(
                activityType: .swimming, locationType: .outdoor, swimmingLocationType: .openWater)
        }
        if text.contains("row") { return WorkoutConfiguration(activityType: .rowing, locationType: .outdoor) }
        if text.contains("ski") {
            return WorkoutConfiguration(activityType: .crossCountrySkiing, locationType: .outdoor)
        }
        return WorkoutConfiguration(activityType: .other, locationType: .outdoor)
    }
}
