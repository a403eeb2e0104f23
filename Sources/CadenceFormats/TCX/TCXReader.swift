import CadenceCore
import Foundation

/// Reads Garmin Training Center (TCX v2) files: the activity's sport, laps and track points,
/// with ActivityExtension v2 speed and watts.
public enum TCXReader {
    public static func read(_ bytes: [UInt8], samples sink: SampleSink? = nil) throws(WorkoutFileError)
        -> ImportedWorkout
    {
        let root: XMLNode
        do {
            root = try XMLTree.parse(bytes)
        } catch {
            throw .xml(error)
        }
        guard root.name == "TrainingCenterDatabase" else {
            throw .noWorkout("the root element is <\(root.name)>, not <TrainingCenterDatabase>")
        }
        guard let activity = root.child("Activities")?.child("Activity") else {
            throw .noWorkout("it has no <Activity>")
        }
        var draft = ActivityDraft()
        draft.configuration = configuration(sport: activity.attributes["Sport"])
        draft.metadata["source"] = "tcx"
        if let creator = activity.child("Creator")?.text("Name") {
            draft.metadata["creator"] = creator.trimmingCharacters(in: .whitespaces)
        }
        draft.start = activity.text("Id").flatMap(ISO8601.parse)
        var calories = 0.0
        var previousEnd: Date?
        for lap in activity.children("Lap") {
            let lapStart = lap.attributes["StartTime"].flatMap(ISO8601.parse)
            let seconds = lap.text("TotalTimeSeconds").flatMap(Double.init) ?? 0
            calories += lap.text("Calories").flatMap(Double.init) ?? 0
            if let lapStart {
                if let previousEnd, lapStart > previousEnd.addingTimeInterval(1) {
                    draft.pauses.append(DateInterval(start: previousEnd, end: lapStart))
                }
                draft.start = min(draft.start ?? lapStart, lapStart)
            }
            var lastPoint: Date?
            var pausedInLap = 0.0
            for (trackIndex, track) in lap.children("Track").enumerated() {
                for (pointIndex, point) in track.children("Trackpoint").enumerated() {
                    guard let time = point.text("Time").flatMap(ISO8601.parse) else { continue }
                    // Between two <Track>s of a lap the device was paused.
                    if trackIndex > 0, pointIndex == 0, let last = lastPoint, time > last {
                        draft.pauses.append(DateInterval(start: last, end: time))
                        pausedInLap += time.timeIntervalSince(last)
                    }
                    var p = TrackPoint(date: time)
                    p.latitude = point.text("Position", "LatitudeDegrees").flatMap(Double.init)
                    p.longitude = point.text("Position", "LongitudeDegrees").flatMap(Double.init)
                    p.altitude = point.text("AltitudeMeters").flatMap(Double.init)
                    p.distance = point.text("DistanceMeters").flatMap(Double.init)
                    p.heartRate = point.text("HeartRateBpm", "Value").flatMap(Double.init)
                    p.cadence = point.text("Cadence").flatMap(Double.init)
                    if let tpx = point.child("Extensions")?.descendants("TPX").first {
                        p.speed = tpx.text("Speed").flatMap(Double.init)
                        p.power = tpx.text("Watts").flatMap(Double.init)
                        p.cadence = p.cadence ?? tpx.text("RunCadence").flatMap(Double.init)
                    }
                    draft.points.append(p)
                    lastPoint = time
                }
            }
            if let lapStart {
                let end = max(lapStart.addingTimeInterval(seconds + pausedInLap), lastPoint ?? lapStart)
                draft.lapEnds.append(end)
                previousEnd = end
            }
        }
        draft.end = draft.lapEnds.max()
        draft.totalEnergyKilocalories = calories > 0 ? calories : nil
        guard !draft.points.isEmpty || draft.start != nil else { throw .noWorkout("it has no laps or track points") }
        return try draft.assemble(format: .tcx, samples: sink)
    }

    static func configuration(sport: String?) -> WorkoutConfiguration {
        switch sport {
        case "Running": WorkoutConfiguration(activityType: .running, locationType: .outdoor)
        case "Biking": WorkoutConfiguration(activityType: .cycling, locationType: .outdoor)
        default: WorkoutConfiguration(activityType: .other)
        }
    }

    static func sport(for configuration: WorkoutConfiguration) -> String {
        switch configuration.activityType {
        case .running, .walking, .hiking: "Running"
        case .cycling, .handCycling: "Biking"
        default: "Other"
        }
    }
}
