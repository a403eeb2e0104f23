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
        /// Cumulative distance in metres, from an extension (Cadence's, or `gpxdata:distance`).
        public var distance: Double?
    }

    /// A track: named segments of timed points.
    public struct Track: Sendable {
        public var name: String?
        public var type: String?
        public var segments: [[Point]]
        /// What GPX has no element for, from Cadence's extension on the track.
        public var recorded: CadenceWorkoutExtension?
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
    /// Parses a GPX document, straight from the scanner's events (no tree is built).
    public static func document(_ bytes: [UInt8]) throws(WorkoutFileError) -> GPXDocument {
        let reader = try scan(bytes, forImport: false)
        return GPXDocument(
            creator: reader.creator, name: reader.metadataName ?? reader.rootText.name,
            time: (reader.metadataTime ?? reader.rootText.time).flatMap(ISO8601.parse),
            tracks: reader.tracks, routes: reader.routes, waypoints: reader.waypoints)
    }

    /// Scans a GPX file's bytes, for a document or for an import.
    private static func scan(_ bytes: [UInt8], forImport: Bool) throws(WorkoutFileError) -> DocumentReader {
        let reader: DocumentReader
        do {
            reader = try XMLTree.scan(bytes, into: DocumentReader(fileSize: bytes.count, forImport: forImport))
        } catch {
            throw .xml(error)
        }
        guard reader.rootName == "gpx" else { throw .noWorkout("the root element is <\(reader.rootName)>, not <gpx>") }
        return reader
    }

    /// Builds a ``GPXDocument`` from the scanner's events. What an element is depends on its
    /// parent, as in the GPX schema: a `<name>` of a track, of a point, of the metadata.
    ///
    /// For an import it keeps less: only the first track with a timed point, its timed points
    /// as track points (80 bytes where a document's point takes 144, and no second copy on the
    /// way to the draft), and only the count of routes and waypoints.
    private struct DocumentReader: XMLContentHandler {
        enum Kind: CaseIterable {
            case gpx, metadata, track, segment, route, point, extensions, trackPointExtension, trackExtensions
            case recordedWorkout, other
        }

        var rootName = ""
        var creator: String?
        var metadataName: String?
        var metadataTime: String?
        var rootText: (name: String?, time: String?) = (nil, nil)
        var tracks: [GPXDocument.Track] = []
        var routes: [GPXDocument.Route] = []
        var waypoints: [GPXDocument.Point] = []

        private var kinds = XMLKindStack<Kind>()
        private var track = GPXDocument.Track(segments: [])
        private var segment: [GPXDocument.Point] = []
        private var route = GPXDocument.Route(points: [])
        /// The point being read, valid unless its position is not a number (not optional: the
        /// point is large, and a copy out of an optional and back per child showed).
        private var point = GPXDocument.Point(latitude: 0, longitude: 0)
        private var pointValid = false
        /// Measures of the point's extensions: in a TrackPointExtension, and directly inside
        /// `<extensions>` (read only when there is no TrackPointExtension).
        private var extended = Measures()
        private var plain = Measures()
        private var sawTrackPointExtension = false
        private var pointSpeed: Double?
        /// Room for the first segment's points, guessed from the file's size (a timed track
        /// point takes well over a hundred bytes): grown by doubling, copying them was 2 % of
        /// an import.
        private var firstSegmentCapacity: Int

        /// Reading for an import (``GPXReader/read(_:samples:route:)``).
        let forImport: Bool
        /// The track an import reads: the first with a timed point.
        var importTrack: ImportTrack?
        private var importSegments: [[TrackPoint]] = []
        private var importSegment: [TrackPoint] = []
        var trackCount = 0
        var routeCount = 0
        var waypointCount = 0

        struct ImportTrack {
            var name: String?
            var type: String?
            var recorded: CadenceWorkoutExtension?
            /// Its segments' timed points; segments without one are left out.
            var segments: [[TrackPoint]]
        }

        init(fileSize: Int, forImport: Bool) {
            self.forImport = forImport
            // A timed track point takes 70 bytes or more. Room not used is never touched, so it
            // costs no memory; grown by doubling past it, the points were held twice.
            firstSegmentCapacity = fileSize / (forImport ? 64 : 128)
        }

        struct Measures {
            var heartRate: Double?
            var cadence: Double?
            var temperature: Double?
            var speed: Double?

            mutating func read(_ name: XMLName, _ text: UnsafeBufferPointer<UInt8>) {
                if name.is("hr") {
                    heartRate = heartRate ?? XMLNumber.parse(text)
                } else if name.is("cad") {
                    cadence = cadence ?? XMLNumber.parse(text)
                } else if name.is("atemp") {
                    temperature = temperature ?? XMLNumber.parse(text)
                } else if name.is("speed") {
                    speed = speed ?? XMLNumber.parse(text)
                }
            }
        }

        mutating func open(_ name: XMLName, attributes: XMLAttributes) {
            let parent = kinds.last
            let kind: Kind
            switch parent {
            case nil:
                rootName = name.string
                creator = attributes.value("creator").map { String(decoding: $0, as: UTF8.self) }
                kind = .gpx
            case .gpx:
                if name.is("metadata") {
                    kind = .metadata
                } else if name.is("trk") {
                    kind = .track
                    track = GPXDocument.Track(segments: [])
                } else if name.is("rte") {
                    kind = .route
                    route = GPXDocument.Route(points: [])
                } else if name.is("wpt") {
                    kind = .point
                } else {
                    kind = .other
                }
            case .track: kind = name.is("trkseg") ? .segment : name.is("extensions") ? .trackExtensions : .other
            case .trackExtensions:
                kind = name.is("workout") ? .recordedWorkout : .other
                if kind == .recordedWorkout {
                    var recorded = CadenceWorkoutExtension()
                    recorded.readWorkout(attributes)
                    track.recorded = recorded
                }
            case .recordedWorkout:
                kind = .other
                track.recorded?.readChild(name, attributes)
            case .segment:
                kind = name.is("trkpt") ? .point : .other
                if kind == .point, firstSegmentCapacity > 0 {
                    if forImport { importSegment.reserveCapacity(firstSegmentCapacity) } else {
                        segment.reserveCapacity(firstSegmentCapacity)
                    }
                    firstSegmentCapacity = 0
                }
            case .route: kind = name.is("rtept") ? .point : .other
            case .point: kind = name.is("extensions") ? .extensions : .other
            case .extensions, .trackPointExtension, .other:
                kind = parent != .other && name.is("TrackPointExtension") ? .trackPointExtension : .other
            case .metadata: kind = .other
            }
            if kind == .trackPointExtension { sawTrackPointExtension = true }
            if kind == .point {
                pointValid = false
                extended = Measures()
                plain = Measures()
                sawTrackPointExtension = false
                pointSpeed = nil
                if let lat = attributes.value("lat").flatMap(XMLNumber.parse),
                    let lon = attributes.value("lon").flatMap(XMLNumber.parse), lat.isFinite, lon.isFinite
                {
                    point = GPXDocument.Point(latitude: lat, longitude: lon)
                    pointValid = true
                }
            }
            kinds.push(kind)
        }

        mutating func close(_ name: XMLName, text: UnsafeBufferPointer<UInt8>) {
            let kind = kinds.pop() ?? .other
            let parent = kinds.last
            func string() -> String? { text.isEmpty ? nil : String(decoding: text, as: UTF8.self) }
            switch kind {
            case .point:
                guard pointValid else { return }
                let measures = sawTrackPointExtension ? extended : plain
                point.heartRate = measures.heartRate
                point.cadence = measures.cadence
                point.temperature = measures.temperature
                // GPX 1.0 put speed on the point itself.
                point.speed = measures.speed ?? pointSpeed
                pointValid = false
                if forImport {
                    switch parent {
                    case .segment:
                        guard importTrack == nil, let time = point.time else { return }
                        importSegment.append(
                            TrackPoint(
                                date: time, latitude: point.latitude, longitude: point.longitude,
                                altitude: point.elevation, heartRate: point.heartRate, cadence: point.cadence,
                                speed: point.speed, distance: point.distance, temperature: point.temperature))
                    case .route: break
                    default: waypointCount += 1
                    }
                    return
                }
                switch parent {
                case .segment: segment.append(point)
                case .route: route.points.append(point)
                default: waypoints.append(point)
                }
            case .segment:
                if forImport {
                    if importTrack == nil, !importSegment.isEmpty { importSegments.append(importSegment) }
                    importSegment = []
                } else {
                    track.segments.append(segment)
                    segment = []
                }
            case .track:
                trackCount += 1
                if forImport {
                    // Its segments hold only timed points, and only segments that have one.
                    if importTrack == nil, !importSegments.isEmpty {
                        importTrack = ImportTrack(
                            name: track.name, type: track.type, recorded: track.recorded, segments: importSegments)
                    }
                    importSegments = []
                } else {
                    tracks.append(track)
                }
            case .route:
                routeCount += 1
                if !forImport { routes.append(route) }
            case .other:
                switch parent {
                case .point:
                    guard pointValid else { return }
                    if name.is("ele") {
                        if point.elevation == nil { point.elevation = XMLNumber.parse(text) }
                    } else if name.is("time") {
                        if point.time == nil { point.time = ISO8601.parse(bytes: text) }
                    } else if name.is("name") {
                        if point.name == nil { point.name = string() }
                    } else if name.is("speed") {
                        pointSpeed = pointSpeed ?? XMLNumber.parse(text)
                    }
                case .extensions:
                    plain.read(name, text)
                    if name.is("distance"), pointValid, point.distance == nil {
                        point.distance = XMLNumber.parse(text)
                    }
                case .trackPointExtension:
                    extended.read(name, text)
                case .track:
                    if name.is("name") {
                        track.name = track.name ?? string()
                    } else if name.is("type") {
                        track.type = track.type ?? string()
                    }
                case .route:
                    if name.is("name") { route.name = route.name ?? string() }
                case .metadata:
                    if name.is("name") {
                        metadataName = metadataName ?? string()
                    } else if name.is("time") {
                        metadataTime = metadataTime ?? string()
                    }
                case .gpx:
                    if name.is("name") {
                        rootText.name = rootText.name ?? string()
                    } else if name.is("time") {
                        rootText.time = rootText.time ?? string()
                    }
                default:
                    break
                }
            default:
                break
            }
        }
    }

    /// Reads a GPX file's first timed track as a workout; segment gaps become pauses.
    public static func read(_ bytes: [UInt8], samples sink: SampleSink? = nil, route routeSink: RouteSink? = nil)
        throws(WorkoutFileError) -> ImportedWorkout
    {
        var reader = try scan(bytes, forImport: true)
        // Taken out of the reader, which would otherwise share its points with the draft and make
        // the draft's first change a copy of every one.
        guard var track = reader.importTrack.take() else {
            if reader.trackCount == 0 {
                throw .noWorkout(
                    "it has no track (\(reader.routeCount) route\(reader.routeCount == 1 ? "" : "s"), \(reader.waypointCount) waypoint\(reader.waypointCount == 1 ? "" : "s"))"
                )
            }
            throw .noWorkout("its track points have no times")
        }
        var draft = ActivityDraft()
        draft.configuration = activityConfiguration(track.type)
        draft.metadata["source"] = "gpx"
        // Cadence's own extension: the recorded kind, start, end, laps and pauses, which then
        // replace what the type, segments and stops would say.
        let recorded = track.recorded != nil
        track.recorded?.apply(to: &draft)
        if let name = track.name ?? reader.metadataName ?? reader.rootText.name { draft.metadata["name"] = name }
        var previousEnd: Date?
        if track.segments.count > 1 { draft.points.reserveCapacity(track.segments.reduce(0) { $0 + $1.count }) }
        for index in track.segments.indices {
            // Taken out of the track: a long segment is handed to the draft, not copied.
            var segment: [TrackPoint] = []
            swap(&segment, &track.segments[index])
            guard let first = segment.first?.date, let last = segment.last?.date else { continue }
            if !recorded, let previousEnd, first > previousEnd {
                draft.pauses.append(DateInterval(start: previousEnd, end: first))
            }
            previousEnd = last
            // Cadence writes its pauses as segment gaps, so its own files need no stop rule.
            if !recorded, reader.creator != "Cadence" { draft.pauses += stops(in: segment) }
            if draft.points.isEmpty { swap(&draft.points, &segment) } else { draft.points += segment }
        }
        let stopped = draft.pauses.reduce(0) { $0 + $1.duration }
        if !recorded, stopped > 0 {
            draft.warnings.append(
                "stopped time (segment gaps, and moving at 1 km/h or less, gpxpy's rule) is paused: "
                    + "\(Int(saturating: stopped.rounded())) s")
        }
        return try draft.assemble(format: .gpx, samples: sink, route: routeSink)
    }

    /// gpxpy's moving-time rule: between two timed points, a speed of 1 km/h or less (3-D
    /// distance when both have an elevation) is stopped, not moving. Adjacent stopped intervals
    /// make one pause.
    static func stops(in points: [TrackPoint]) -> [DateInterval] {
        let threshold = 1000.0 / 3600
        var stops: [DateInterval] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let t0 = a.date
            let t1 = b.date
            guard t1 > t0, let lat0 = a.latitude, let lon0 = a.longitude, let lat1 = b.latitude, let lon1 = b.longitude
            else { continue }
            let flat = LocationSample(latitude: lat0, longitude: lon0, timestamp: t0)
                .distance(to: LocationSample(latitude: lat1, longitude: lon1, timestamp: t1))
            var meters = flat
            if let z0 = a.altitude, let z1 = b.altitude, z0 != 0, z1 != 0 {
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
