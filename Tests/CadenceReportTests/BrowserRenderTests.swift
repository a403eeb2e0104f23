import CadenceTestSupport
import Foundation
import Testing

/// Reports of real files, imported as `cadence import` does, rendered by headless Chromium: each
/// chart, the route and the zones bar must have drawn something (non-trivial pixel variance in
/// its region), over time and over distance, in light and dark.
@Suite(
    .enabled(if: Chromium.isUsable, "chromium is not installed (Debian: apt install chromium); the browser tests skip"),
    .enabled(if: SharedData.isAvailable, "the shared workout files (../shared/data) are missing"))
struct BrowserRenderTests {
    /// A region drew something: not a flat fill, and more than grey axes and labels (at least
    /// 0.3 % of its pixels in a series' colour).
    static func drew(_ statistics: Chromium.RegionStatistics?) -> Bool {
        guard let statistics else { return false }
        return statistics.stddev >= 4 && statistics.colors >= 6 && statistics.colorful >= 0.003
    }

    /// Renders both views and checks every chart (and the route and zones on the time view).
    func check(_ html: String, named name: String, series expected: Set<String>, route: Bool = true) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for basis in ["time", "distance"] {
            let rendering = try Chromium.render(html, named: name, in: directory, distance: basis == "distance")
            let visible = Set(rendering.layout.regions.filter { $0.w > 0 && $0.h > 0 }.map(\.id))
            for series in expected {
                let id = "chart-\(series)-\(basis)"
                #expect(visible.contains(id), "\(name): \(id) is not on the page (visible: \(visible.sorted()))")
                #expect(Self.drew(rendering.statistics[id]), "\(name): \(id) looks blank: \(String(describing: rendering.statistics[id]))")
            }
            let other = basis == "time" ? "distance" : "time"
            #expect(!visible.contains { $0.hasSuffix("-\(other)") }, "\(name): the \(other) charts are hidden in the \(basis) view")
            if route { #expect(Self.drew(rendering.statistics["route"]), "\(name): the route looks blank") }
            #expect(Self.drew(rendering.statistics["zones"]), "\(name): the zones bar looks blank")
            #expect((rendering.statistics["page-top"]?.mean ?? 0) > 200, "\(name): light background")
        }
    }

    @Test("a ride with power: heart rate, speed, elevation, power and cadence, the route and zones")
    func rideWithPower() throws {
        let fixture = try ReportFixture()
        let html = try fixture.report(ofShared: "fit/garmin-edge810-vector-power.fit")
        try check(html, named: "ride-power", series: ["heart-rate", "speed", "elevation", "power", "cadence"])
    }

    @Test("a run with 17 laps: heart rate and pace with the laps marked")
    func runWithLaps() throws {
        let fixture = try ReportFixture()
        let html = try fixture.report(ofShared: "fit/garmin-fenix6-track-run-17-laps.fit")
        try check(html, named: "run-laps", series: ["heart-rate", "pace"])
        // The check itself: the same page with the pace line emptied must look blank there.
        guard let start = html.range(of: "<path class=\"series s-pace\" d=\""),
            let end = html.range(of: "\"/>", range: start.upperBound..<html.endIndex)
        else { throw ReportTestError("no pace path") }
        let emptied = html.replacingCharacters(in: start.upperBound..<end.lowerBound, with: "")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let blank = try Chromium.render(emptied, named: "run-laps-blank", in: directory)
        #expect(!Self.drew(blank.statistics["chart-pace-time"]), "an empty chart is seen as blank: \(String(describing: blank.statistics["chart-pace-time"]))")
        #expect(Self.drew(blank.statistics["chart-heart-rate-time"]))
    }

    @Test("a pool swim: pace per 100 m over time and distance, no route")
    func poolSwim() throws {
        let fixture = try ReportFixture()
        let html = try fixture.report(ofShared: "fit/garmin-fr735xt-pool-swim-lengths.fit")
        #expect(html.contains("/100 m"))
        #expect(!html.contains("id=\"route\""), "a pool has no route")
        // The watch recorded no heart rate: no zones bar either.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for basis in ["time", "distance"] {
            let rendering = try Chromium.render(html, named: "pool-swim", in: directory, distance: basis == "distance")
            #expect(Self.drew(rendering.statistics["chart-pace-\(basis)"]), "pool swim: the \(basis) pace chart looks blank")
        }
    }

    @Test("a 24-hour synthetic run renders every chart, and in the dark scheme the page is dark")
    func dayLongAndDark() throws {
        let html = try ReportFixture.simulatedRunReport(seconds: 86_400)
        try check(html, named: "day-long", series: ["heart-rate", "pace"])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dark = try Chromium.render(html, named: "day-long", in: directory, dark: true)
        #expect((dark.statistics["page-top"]?.mean ?? 255) < 60, "dark background: \(String(describing: dark.statistics["page-top"]))")
        #expect(Self.drew(dark.statistics["chart-heart-rate-time"]))
    }
}
