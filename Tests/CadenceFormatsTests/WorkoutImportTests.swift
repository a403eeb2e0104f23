import CadenceCore
import CadenceFormats
import CadenceTestSupport
import Foundation
import Testing

@Suite(.enabled(if: SharedData.isAvailable, "the shared workout files (../shared/data) are missing"))
struct WorkoutImportTests {
    static let fitFiles = SharedData.files("fit", extension: "fit").filter { !$0.contains("corrupt-activity") }

    @Test("every shared FIT activity imports as a workout whose statistics come from its records", arguments: fitFiles)
    func fit(path: String) throws {
        let imported = try WorkoutFiles.read(SharedData.bytes(path))
        let workout = imported.workout
        #expect(workout.endDate >= workout.startDate)
        #expect(workout.duration > 60, "\(path): \(workout.duration)")
        #expect(!imported.samples.isEmpty)
        #expect(imported.format == .fit)
    }

    @Test("FIT sport, laps, pauses and pool lengths come across")
    func fitDetails() throws {
        let track = try WorkoutFiles.read(SharedData.bytes("fit/garmin-fenix6-track-run-17-laps.fit")).workout
        #expect(track.configuration.activityType == .running)
        #expect(track.laps.count == 17)
        let ride = try WorkoutFiles.read(SharedData.bytes("fit/garmin-edge500-ride-autopause.fit")).workout
        #expect(ride.configuration.activityType == .cycling)
        #expect(ride.events.filter { $0.type == .pause }.count == 29)
        #expect(ride.duration < ride.endDate.timeIntervalSince(ride.startDate))
        let pool = try WorkoutFiles.read(SharedData.bytes("fit/garmin-fr735xt-pool-swim-lengths.fit")).workout
        #expect(pool.configuration.swimmingLocationType == .pool)
        #expect((pool.totalDistance?.value ?? 0) > 0)
        let indoor = try WorkoutFiles.read(SharedData.bytes("fit/garmin-edge800-indoor-trainer-no-gps.fit")).workout
        #expect(indoor.route.isEmpty && indoor.averageHeartRateBPM != nil)
        let zwift = try WorkoutFiles.read(SharedData.bytes("fit/zwift-virtual-ride.fit")).workout
        #expect(zwift.configuration.locationType == .indoor)
        let fr70 = try WorkoutFiles.read(SharedData.bytes("fit/garmin-fr70-compressed-timestamps.fit")).workout
        #expect((fr70.totalDistance?.value ?? 0) > 1000, "compressed speed/distance accumulates")
    }

    @Test("GPX tracks import with Garmin extensions; files without a timed track say why")
    func gpx() throws {
        let garmin = try GPXReader.document(SharedData.bytes("gpx/gpxpy-gpx_with_garmin_extension.gpx"))
        #expect(garmin.waypoints.first?.heartRate == 171)
        let empty = try WorkoutFiles.read(SharedData.bytes("gpx/gpxpy-track-with-empty-segment.gpx")).workout
        #expect(empty.route.count == 9)
        let korita = try WorkoutFiles.read(SharedData.bytes("gpx/gpxpy-korita-zbevnica.gpx")).workout
        #expect(korita.route.count > 100 && (korita.totalDistance?.value ?? 0) > 1000)
        let routeOnly = try SharedData.bytes("gpx/gpxpy-route.gpx")
        #expect(throws: WorkoutFileError.noWorkout("it has no track (1 route, 0 waypoints)")) {
            try WorkoutFiles.read(routeOnly)
        }
        let document = try GPXReader.document(SharedData.bytes("gpx/gpxpy-route.gpx"))
        #expect(!document.routes.isEmpty && document.routes[0].points.count > 0)
        let all = try GPXReader.document(SharedData.bytes("gpx/gpxpy-gpx11-all-fields.gpx"))
        #expect(all.tracks.count == 2 && !all.waypoints.isEmpty && !all.routes.isEmpty)
        let bom = try GPXReader.document(SharedData.bytes("gpx/gpxpy-unicode_with_bom.gpx"))
        #expect(bom.waypoints.count + bom.tracks.count + bom.routes.count > 0)
    }

    @Test("a byte-order mark and whitespace before the XML declaration are read")
    func quirks() throws {
        var bytes = try SharedData.bytes("gpx/gpxpy-korita-zbevnica.gpx")
        bytes = [0xEF, 0xBB, 0xBF] + Array("\n  \n".utf8) + bytes
        #expect(try WorkoutFiles.read(bytes).workout.route.count > 100)
        #expect(
            try GPXReader.document(SharedData.bytes("gpx/gpxpy-unicode_with_bom.gpx")).waypoints.first?.name == "test")
    }

    @Test("TCX laps and track points import")
    func tcx() throws {
        let ski = try WorkoutFiles.read(SharedData.bytes("tcx/garmin-vivoactive-xc-ski.tcx"))
        #expect(ski.workout.laps.count == 2)
        #expect(ski.workout.route.count > 400)
        #expect(ski.workout.averageHeartRateBPM != nil)
    }

    @Test("malformed XML gets an error naming the line and column")
    func malformed() throws {
        let nul = try SharedData.bytes("tcx/malformed-concept2-nul-bytes.tcx")
        do throws(WorkoutFileError) {
            _ = try WorkoutFiles.read(nul)
            Issue.record("expected an error")
        } catch {
            guard case .xml(let xml) = error else { Issue.record("\(error)"); return }
            #expect(xml.line == 14324)
            #expect(xml.description.hasPrefix("XML: line 14324, column "))
        }
        let unbound = try SharedData.bytes("tcx/malformed-openrowingmonitor-unbound-xsi.tcx")
        do throws(WorkoutFileError) {
            _ = try WorkoutFiles.read(unbound)
            Issue.record("expected an error")
        } catch {
            guard case .xml(let xml) = error else { Issue.record("\(error)"); return }
            #expect(xml.line == 596)
            #expect(xml.reason.contains("xsi"))
        }
    }
}
