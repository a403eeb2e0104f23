import CadenceCore
import Foundation

/// Writes Garmin Training Center Database v2 files with ActivityExtension v2 speed and watts;
/// valid against the TCX v2 schema. One lap per lap mark, plus a closing lap; what TCX has no
/// element for in Cadence's extension on the activity (``CadenceWorkoutExtension``).
public enum TCXWriter {
    public static func encode(_ workout: Workout, samples: [QuantitySample]) -> Data {
        let timeline = ExportTimeline(workout: workout, samples: samples, wholeSeconds: false)
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2" \
            xmlns:cadence="\(CadenceWorkoutExtension.namespace)" \
            xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd">
              <Activities>
                <Activity Sport="\(TCXReader.sport(for: workout.configuration))">
                  <Id>\(ISO8601.format(workout.startDate))</Id>

            """
        let totalEnergy = workout.totalEnergyBurned?.value ?? 0
        for lap in timeline.laps {
            let isLast = lap == timeline.laps.last
            let inLap = timeline.points.filter {
                $0.date >= lap.start && ($0.date < lap.end || (isLast && $0.date <= lap.end))
            }
            let before = timeline.points.last { $0.date < lap.start }?.distance ?? 0
            let distance = max(0, (inLap.last?.distance ?? before) - before)
            let active = timeline.activeTime(lap)
            let energy = workout.duration > 0 ? totalEnergy * active / workout.duration : 0
            let heartRates = inLap.compactMap(\.heartRate).filter { $0 >= 1 }
            xml += "      <Lap StartTime=\"\(ISO8601.format(lap.start))\">\n"
            xml += "        <TotalTimeSeconds>\(XMLEscape.number(active, digits: 3))</TotalTimeSeconds>\n"
            xml += "        <DistanceMeters>\(XMLEscape.number(distance, digits: 2))</DistanceMeters>\n"
            xml += "        <Calories>\(Int(saturating: min(65535, max(0, energy.rounded()))))</Calories>\n"
            if !heartRates.isEmpty {
                let average = Int(saturating: min(255, (heartRates.reduce(0, +) / Double(heartRates.count)).rounded()))
                xml += "        <AverageHeartRateBpm><Value>\(average)</Value></AverageHeartRateBpm>\n"
                xml +=
                    "        <MaximumHeartRateBpm><Value>\(Int(saturating: min(255, heartRates.max() ?? 1)))</Value></MaximumHeartRateBpm>\n"
            }
            xml += "        <Intensity>Active</Intensity>\n        <TriggerMethod>Manual</TriggerMethod>\n"
            if !inLap.isEmpty {
                // A pause starts a new <Track>, as Garmin's devices write it.
                xml += "        <Track>\n"
                var lastDate = lap.start
                for point in inLap {
                    if timeline.pauses.contains(where: { $0.start >= lastDate && $0.start < point.date }),
                        point.date > inLap[0].date
                    {
                        xml += "        </Track>\n        <Track>\n"
                    }
                    lastDate = point.date
                    xml += "          <Trackpoint><Time>\(ISO8601.format(point.date))</Time>"
                    if let lat = point.latitude, let lon = point.longitude {
                        xml += "<Position><LatitudeDegrees>\(XMLEscape.number(lat, digits: 7))</LatitudeDegrees>"
                        xml += "<LongitudeDegrees>\(XMLEscape.number(lon, digits: 7))</LongitudeDegrees></Position>"
                    }
                    if let altitude = point.altitude {
                        xml += "<AltitudeMeters>\(XMLEscape.number(altitude, digits: 1))</AltitudeMeters>"
                    }
                    if let distance = point.distance {
                        xml += "<DistanceMeters>\(XMLEscape.number(distance, digits: 2))</DistanceMeters>"
                    }
                    if let hr = point.heartRate, hr >= 1 {
                        xml += "<HeartRateBpm><Value>\(Int(saturating: min(255, hr.rounded())))</Value></HeartRateBpm>"
                    }
                    if let cadence = point.cadence {
                        xml += "<Cadence>\(Int(saturating: min(254, max(0, cadence.rounded()))))</Cadence>"
                    }
                    if point.speed != nil || point.power != nil {
                        xml += "<Extensions><ns3:TPX>"
                        if let speed = point.speed {
                            xml += "<ns3:Speed>\(XMLEscape.number(speed, digits: 3))</ns3:Speed>"
                        }
                        if let power = point.power {
                            xml += "<ns3:Watts>\(Int(saturating: min(65535, max(0, power.rounded()))))</ns3:Watts>"
                        }
                        xml += "</ns3:TPX></Extensions>"
                    }
                    xml += "</Trackpoint>\n"
                }
                xml += "        </Track>\n"
            }
            xml += "      </Lap>\n"
        }
        // What TCX has no element for (an indoor ride, a pool swim's lengths, pauses to the moment).
        xml += "      <Extensions>\(CadenceWorkoutExtension.element(workout, timeline: timeline))</Extensions>\n"
        xml += "    </Activity>\n  </Activities>\n</TrainingCenterDatabase>\n"
        return Data(xml.utf8)
    }
}
