import CadenceCore
import Foundation

/// Writes GPX 1.1 (TopoGrafix) with Garmin TrackPointExtension v2 heart rate, cadence and speed; valid
/// against the GPX 1.1 schema. One track; a new segment after every pause.
///
/// What GPX has no element for goes in Cadence's own extension, which other readers skip: the
/// workout's kind, start, end, laps and pauses to the moment (``CadenceWorkoutExtension``, on the
/// track; the segments between pauses lose the moments around them), and each point's cumulative
/// distance (as the device measured it, not as positions add up), so that a workout comes back
/// from its own GPX with its time, laps and distance.
public enum GPXWriter {
    /// Why a workout cannot be GPX.
    public struct NoRouteError: Error, Sendable, CustomStringConvertible {
        public var description: String {
            "the workout has no GPS route, and GPX holds positions (export it as fit or tcx)"
        }
    }

    public static func encode(_ workout: Workout, samples: [QuantitySample], name: String) throws(NoRouteError) -> Data
    {
        guard !workout.route.isEmpty else { throw NoRouteError() }
        let timeline = ExportTimeline(workout: workout, samples: samples, wholeSeconds: false)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Cadence" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2" xmlns:cadence="\(CadenceWorkoutExtension.namespace)" \
            xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd \
            http://www.garmin.com/xmlschemas/TrackPointExtension/v2 http://www.garmin.com/xmlschemas/TrackPointExtensionv2.xsd">
              <metadata>
                <name>\(XMLEscape.text(name))</name>
                <time>\(ISO8601.format(workout.startDate))</time>
              </metadata>
              <trk>
                <name>\(XMLEscape.text(name))</name>
                <type>\(gpxType(workout.configuration))</type>
                <extensions>\(CadenceWorkoutExtension.element(workout, timeline: timeline))</extensions>
                <trkseg>

            """
        var lastDate = workout.startDate
        for point in timeline.points {
            guard let lat = point.latitude, let lon = point.longitude else { continue }
            if timeline.pauses.contains(where: { $0.start >= lastDate && $0.start < point.date }) {
                xml += "      </trkseg>\n      <trkseg>\n"
            }
            lastDate = point.date
            xml +=
                "        <trkpt lat=\"\(XMLEscape.number(lat, digits: 7))\" lon=\"\(XMLEscape.number(min(lon, 179.999_999_9), digits: 7))\">"
            if let ele = point.altitude { xml += "<ele>\(XMLEscape.number(ele, digits: 1))</ele>" }
            xml += "<time>\(ISO8601.format(point.date))</time>"
            xml += "<extensions>"
            if point.heartRate != nil || point.cadence != nil || point.speed != nil {
                // TrackPointExtension v2 order: atemp, wtemp, depth, hr, cad, speed, course, bearing.
                xml += "<gpxtpx:TrackPointExtension>"
                if let hr = point.heartRate { xml += "<gpxtpx:hr>\(Int(saturating: min(255, max(0, hr.rounded()))))</gpxtpx:hr>" }
                if let cad = point.cadence { xml += "<gpxtpx:cad>\(Int(saturating: min(254, max(0, cad.rounded()))))</gpxtpx:cad>" }
                if let speed = point.speed, speed >= 0 {
                    xml += "<gpxtpx:speed>\(XMLEscape.number(speed, digits: 3))</gpxtpx:speed>"
                }
                xml += "</gpxtpx:TrackPointExtension>"
            }
            if let distance = point.distance, distance.isFinite {
                xml += "<cadence:distance>\(XMLEscape.number(distance, digits: 2))</cadence:distance>"
            }
            xml += "</extensions>"
            xml += "</trkpt>\n"
        }
        xml += "    </trkseg>\n  </trk>\n</gpx>\n"
        return Data(xml.utf8)
    }

    static func gpxType(_ configuration: WorkoutConfiguration) -> String {
        switch configuration.activityType {
        case .running: "running"
        case .cycling: "cycling"
        case .walking: "walking"
        case .hiking: "hiking"
        case .swimming: "swimming"
        case .rowing: "rowing"
        case .crossCountrySkiing: "skiing"
        default: configuration.activityType.name
        }
    }
}
