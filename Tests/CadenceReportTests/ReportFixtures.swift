import CadenceApp
import CadenceCore
import CadenceFormats
import CadenceReport
import CadenceTestSupport
import Foundation

/// Reports of real files imported the way `cadence import` does (into SQLite in a temporary
/// data directory), and of synthetic workouts; and the SVG pieces of a report, for structural
/// checks.
final class ReportFixture {
    let directory: URL
    let archive: WorkoutArchive

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        archive = try WorkoutArchive(dataDirectory: DataDirectory(option: directory.appendingPathComponent("data").path))
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Imports a file from `../shared/data` and returns its report.
    func report(ofShared path: String, settings: CadenceSettings = CadenceSettings(maximumHeartRate: 190)) throws -> String {
        let outcome = try archive.importFile(atPath: SharedData.url(path).path)
        guard case .imported(let id, _, _) = outcome else { throw ReportTestError("\(path) was not imported: \(outcome)") }
        return try archive.report(id: id, settings: settings, calendar: ReportFixture.calendar)
    }

    /// UTC, so dates in reports are the same on every machine.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()

    /// A report of a finished simulated run of `seconds` (the same seed every time).
    static func simulatedRunReport(seconds: TimeInterval) throws -> String {
        let (workout, samples) = try WorkoutFixtures.simulatedRun(seconds: seconds)
        return WorkoutReport(
            workout: workout, samples: samples,
            presentation: ReportPresentation(
                title: "Outdoor Run", rate: .perKilometer, zones: HeartRateZones(maximumHeartRate: 190),
                calendar: calendar)
        ).html()
    }
}

struct ReportTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One `<svg …>…</svg>` of a report.
struct SVGElement {
    let text: String

    /// Every top-level SVG in `html`, in order.
    static func all(in html: String) -> [SVGElement] {
        var elements: [SVGElement] = []
        var rest = html[...]
        while let open = rest.range(of: "<svg "), let close = rest.range(of: "</svg>", range: open.upperBound..<rest.endIndex) {
            elements.append(SVGElement(text: String(rest[open.lowerBound..<close.upperBound])))
            rest = rest[close.upperBound...]
        }
        return elements
    }

    /// The value of an attribute of the `<svg>` tag.
    func attribute(_ name: String) -> String? {
        guard let tagEnd = text.firstIndex(of: ">") else { return nil }
        let tag = text[..<tagEnd]
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        guard let end = tag[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(tag[start.upperBound..<end])
    }

    func count(_ needle: String) -> Int { text.components(separatedBy: needle).count - 1 }
}
