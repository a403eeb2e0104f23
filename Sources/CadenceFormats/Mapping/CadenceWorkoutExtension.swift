import CadenceCore
import Foundation

/// What a recorded workout is that GPX and TCX have no element for — its kind (an indoor ride,
/// a pool swim and its lap length), start and end, energy, laps, pauses to the moment, and pool
/// lengths —
/// written by Cadence as one extension element in its own namespace (on GPX's `<trk>`, on TCX's
/// `<Activity>`), which other readers skip and schema validation allows. Read back, it makes a
/// workout's own GPX or TCX bring back the workout, not only its points.
///
/// ```xml
/// <cadence:workout xmlns:cadence="urn:cadence:workout:1" start="…" end="…" activity="13" location="3" swimming="0">
///   <cadence:lap end="…"/>
///   <cadence:pause start="…" end="…"/>
///   <cadence:length start="…" end="…" meters="25" strokes="18"/>
/// </cadence:workout>
/// ```
public struct CadenceWorkoutExtension: Sendable {
    /// The namespace of the extension's elements.
    public static let namespace = "urn:cadence:workout:1"

    public var start: Date?
    public var end: Date?
    public var configuration: WorkoutConfiguration?
    /// The workout's energy in kilocalories (TCX rounds each lap's to a whole number).
    public var energyKilocalories: Double?
    public var lapEnds: [Date] = []
    public var pauses: [DateInterval] = []
    /// Pool lengths: when each was swum, how long it was, and its strokes.
    public var lengths: [(start: Date, end: Date, meters: Double, strokes: Double?)] = []

    /// The element for a workout, with the prefix `cadence` (declared by the document).
    static func element(_ workout: Workout, timeline: ExportTimeline) -> String {
        let c = workout.configuration
        var xml = "<cadence:workout start=\"\(ISO8601.format(workout.startDate))\" end=\"\(ISO8601.format(workout.endDate))\""
        xml += " activity=\"\(c.activityType.rawValue)\" location=\"\(c.locationType.rawValue)\""
        xml += " swimming=\"\(c.swimmingLocationType.rawValue)\""
        if let lap = c.lapLengthMeters { xml += " lapLength=\"\(XMLEscape.number(lap, digits: 2))\"" }
        if let energy = workout.totalEnergyBurned?.doubleValue(for: .kilocalorie), energy.isFinite, energy > 0 {
            xml += " energy=\"\(XMLEscape.number(energy, digits: 3))\""
        }
        xml += ">"
        for lap in timeline.laps { xml += "<cadence:lap end=\"\(ISO8601.format(lap.end))\"/>" }
        for pause in timeline.pauses {
            xml += "<cadence:pause start=\"\(ISO8601.format(pause.start))\" end=\"\(ISO8601.format(pause.end))\"/>"
        }
        for length in timeline.lengths {
            xml += "<cadence:length start=\"\(ISO8601.format(length.start))\" end=\"\(ISO8601.format(length.end))\""
            xml += " meters=\"\(XMLEscape.number(length.meters, digits: 2))\""
            if let strokes = length.strokes { xml += " strokes=\"\(XMLEscape.number(strokes, digits: 0))\"" }
            xml += "/>"
        }
        return xml + "</cadence:workout>"
    }

    /// Reads the `workout` element's attributes (a start tag named "workout" where the format
    /// allows extensions).
    mutating func readWorkout(_ attributes: XMLAttributes) {
        start = attributes.value("start").flatMap(ISO8601.parse(bytes:))
        end = attributes.value("end").flatMap(ISO8601.parse(bytes:))
        energyKilocalories = attributes.value("energy").flatMap(XMLNumber.parse).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        func integer(_ name: StaticString) -> Int? {
            attributes.value(name).flatMap(XMLNumber.parse).flatMap { Int(exactly: $0) }
        }
        guard let activity = integer("activity").flatMap({ UInt(exactly: $0) }).flatMap(WorkoutActivityType.init),
            let location = integer("location").flatMap(WorkoutSessionLocationType.init)
        else { return }
        let lap = attributes.value("lapLength").flatMap(XMLNumber.parse)
            .flatMap { $0.isFinite && $0 > 0 && $0 <= 10_000 ? Quantity($0, .meter) : nil }
        configuration = WorkoutConfiguration(
            activityType: activity, locationType: location,
            swimmingLocationType: integer("swimming").flatMap(WorkoutSwimmingLocationType.init) ?? .unknown,
            lapLength: lap)
    }

    /// Reads a child of the `workout` element: a lap, a pause or a length.
    mutating func readChild(_ name: XMLName, _ attributes: XMLAttributes) {
        let start = attributes.value("start").flatMap(ISO8601.parse(bytes:))
        guard let end = attributes.value("end").flatMap(ISO8601.parse(bytes:)) else { return }
        if name.is("lap") {
            lapEnds.append(end)
        } else if name.is("pause"), let start, end >= start {
            pauses.append(DateInterval(start: start, end: end))
        } else if name.is("length"), let start, end >= start,
            let meters = attributes.value("meters").flatMap(XMLNumber.parse), meters.isFinite
        {
            lengths.append((start, end, meters, attributes.value("strokes").flatMap(XMLNumber.parse)))
        }
    }

    /// Puts what it says into a draft: it replaces what the points and segments would say.
    func apply(to draft: inout ActivityDraft) {
        if let configuration { draft.configuration = configuration }
        if let energyKilocalories { draft.totalEnergyKilocalories = energyKilocalories }
        draft.start = start ?? draft.start
        draft.end = end ?? draft.end
        draft.lapEnds = lapEnds
        draft.pauses = pauses
        draft.lengths = lengths.map { ($0.end, $0.start, $0.meters, $0.strokes) }
    }
}
