import CadenceCore
import Foundation

/// Reads Garmin Training Center (TCX v2) files: the activity's sport, laps and track points,
/// with ActivityExtension v2 speed and watts.
public enum TCXReader {
    public static func read(_ bytes: [UInt8], samples sink: SampleSink? = nil, route routeSink: RouteSink? = nil)
        throws(WorkoutFileError) -> ImportedWorkout
    {
        var reader: ActivityReader
        do {
            reader = try XMLTree.scan(bytes, into: ActivityReader(fileSize: bytes.count))
        } catch {
            throw .xml(error)
        }
        guard reader.rootName == "TrainingCenterDatabase" else {
            throw .noWorkout("the root element is <\(reader.rootName)>, not <TrainingCenterDatabase>")
        }
        guard reader.sawActivity else { throw .noWorkout("it has no <Activity>") }
        // Taken out of the reader, which would otherwise share its points with the draft and make
        // the draft's first change a copy of every one.
        var draft = ActivityDraft()
        swap(&draft, &reader.draft)
        draft.metadata["source"] = "tcx"
        draft.end = draft.lapEnds.max()
        draft.totalEnergyKilocalories = reader.calories > 0 ? reader.calories : nil
        reader.recorded?.apply(to: &draft)
        guard !draft.points.isEmpty || draft.start != nil else { throw .noWorkout("it has no laps or track points") }
        return try draft.assemble(format: .tcx, samples: sink, route: routeSink)
    }

    /// Reads the first activity from the scanner's events into a draft: its sport, laps (a
    /// pause between laps and between the tracks of a lap) and track points. What an element is
    /// depends on its parent, as in the TCX schema.
    private struct ActivityReader: XMLContentHandler {
        enum Kind: CaseIterable {
            case root, activities, activity, creator, lap, track, point, position, heartRate, extensions, tpx
            case activityExtensions, recordedWorkout, other
        }

        var rootName = ""
        var sawActivity = false
        var draft = ActivityDraft()
        var calories = 0.0
        /// What TCX has no element for, from Cadence's extension on the activity.
        var recorded: CadenceWorkoutExtension?

        private var kinds = XMLKindStack<Kind>()
        /// Whether the first `<Activities>` (and its first `<Activity>`) was read: later ones are not.
        private var sawActivities = false
        private var creator: String?
        // The lap being read.
        private var lapStart: Date?
        private var lapSeconds: Double?
        private var lapCalories: Double?
        private var previousEnd: Date?
        private var lastPoint: Date?
        private var pausedInLap = 0.0
        private var trackIndex = -1
        private var pointIndex = -1
        // The track point being read.
        private var point = TrackPoint(date: .distantPast)
        private var time: Date?
        private var timeSeen = false
        private var tpx: (speed: Double?, watts: Double?, runCadence: Double?) = (nil, nil, nil)
        private var sawTPX = false

        /// Room for the points, guessed from the file's size (a track point with its time takes
        /// well over a hundred bytes): grown by doubling, copying them was 1 % of an import.
        init(fileSize: Int) { draft.points.reserveCapacity(fileSize / 128) }

        mutating func open(_ name: XMLName, attributes: XMLAttributes) {
            let parent = kinds.last
            var kind = Kind.other
            switch parent {
            case nil:
                rootName = name.string
                kind = .root
            case .root:
                if name.is("Activities"), !sawActivities {
                    sawActivities = true
                    kind = .activities
                }
            case .activities:
                if name.is("Activity"), !sawActivity {
                    sawActivity = true
                    kind = .activity
                    let sport = attributes.value("Sport").map { String(decoding: $0, as: UTF8.self) }
                    draft.configuration = configuration(sport: sport)
                }
            case .activity:
                if name.is("Lap") {
                    kind = .lap
                    lapStart = attributes.value("StartTime").flatMap(ISO8601.parse(bytes:))
                    lapSeconds = nil
                    lapCalories = nil
                    lastPoint = nil
                    pausedInLap = 0
                    trackIndex = -1
                    if let lapStart {
                        if let previousEnd, lapStart > previousEnd.addingTimeInterval(1) {
                            draft.pauses.append(DateInterval(start: previousEnd, end: lapStart))
                        }
                        draft.start = min(draft.start ?? lapStart, lapStart)
                    }
                } else if name.is("Creator"), creator == nil {
                    kind = .creator
                } else if name.is("Extensions") {
                    kind = .activityExtensions
                }
            case .activityExtensions:
                if name.is("workout") {
                    kind = .recordedWorkout
                    var found = CadenceWorkoutExtension()
                    found.readWorkout(attributes)
                    recorded = found
                }
            case .recordedWorkout:
                recorded?.readChild(name, attributes)
            case .lap:
                if name.is("Track") {
                    kind = .track
                    trackIndex += 1
                    pointIndex = -1
                }
            case .track:
                if name.is("Trackpoint") {
                    kind = .point
                    pointIndex += 1
                    point = TrackPoint(date: .distantPast)
                    time = nil
                    timeSeen = false
                    tpx = (nil, nil, nil)
                    sawTPX = false
                }
            case .point:
                if name.is("Position") {
                    kind = .position
                } else if name.is("HeartRateBpm") {
                    kind = .heartRate
                } else if name.is("Extensions") {
                    kind = .extensions
                }
            case .extensions, .tpx:
                // The first TPX anywhere in the point's extensions.
                if name.is("TPX"), !sawTPX {
                    sawTPX = true
                    kind = .tpx
                } else if parent == .extensions {
                    kind = .extensions
                }
            default:
                break
            }
            kinds.push(kind)
        }

        mutating func close(_ name: XMLName, text: UnsafeBufferPointer<UInt8>) {
            let kind = kinds.pop() ?? .other
            let parent = kinds.last
            switch kind {
            case .point:
                guard let time else { return }
                // Between two <Track>s of a lap the device was paused.
                if trackIndex > 0, pointIndex == 0, let last = lastPoint, time > last {
                    draft.pauses.append(DateInterval(start: last, end: time))
                    pausedInLap += time.timeIntervalSince(last)
                }
                point.date = time
                if sawTPX {
                    point.speed = tpx.speed
                    point.power = tpx.watts
                    point.cadence = point.cadence ?? tpx.runCadence
                }
                draft.points.append(point)
                lastPoint = time
            case .lap:
                calories += lapCalories ?? 0
                if let lapStart {
                    let end = max(lapStart.addingTimeInterval((lapSeconds ?? 0) + pausedInLap), lastPoint ?? lapStart)
                    draft.lapEnds.append(end)
                    previousEnd = end
                }
            case .creator:
                if let creator { draft.metadata["creator"] = creator.trimmingCharacters(in: .whitespaces) }
            case .other, .extensions:
                switch parent {
                case .activity:
                    if name.is("Id"), let id = ISO8601.parse(bytes: text) { draft.start = min(draft.start ?? id, id) }
                case .creator:
                    if name.is("Name"), creator == nil, !text.isEmpty { creator = String(decoding: text, as: UTF8.self) }
                case .lap:
                    if name.is("TotalTimeSeconds") {
                        lapSeconds = lapSeconds ?? XMLNumber.parse(text)
                    } else if name.is("Calories") {
                        lapCalories = lapCalories ?? XMLNumber.parse(text)
                    }
                case .point:
                    if name.is("Time"), !timeSeen {
                        timeSeen = true
                        time = ISO8601.parse(bytes: text)
                    } else if name.is("AltitudeMeters") {
                        point.altitude = point.altitude ?? XMLNumber.parse(text)
                    } else if name.is("DistanceMeters") {
                        point.distance = point.distance ?? XMLNumber.parse(text)
                    } else if name.is("Cadence") {
                        point.cadence = point.cadence ?? XMLNumber.parse(text)
                    }
                case .position:
                    if name.is("LatitudeDegrees") {
                        point.latitude = point.latitude ?? XMLNumber.parse(text)
                    } else if name.is("LongitudeDegrees") {
                        point.longitude = point.longitude ?? XMLNumber.parse(text)
                    }
                case .heartRate:
                    if name.is("Value") { point.heartRate = point.heartRate ?? XMLNumber.parse(text) }
                case .tpx:
                    if name.is("Speed") {
                        tpx.speed = tpx.speed ?? XMLNumber.parse(text)
                    } else if name.is("Watts") {
                        tpx.watts = tpx.watts ?? XMLNumber.parse(text)
                    } else if name.is("RunCadence") {
                        tpx.runCadence = tpx.runCadence ?? XMLNumber.parse(text)
                    }
                default:
                    break
                }
            default:
                break
            }
        }
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
