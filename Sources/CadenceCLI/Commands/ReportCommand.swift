import CadenceApp
import Foundation

/// `cadence report ID|latest [--output PATH] [--open]` and `cadence report --period PERIOD`.
enum ReportCommand: Subcommand {
    static let spec = CommandSpec(
        name: "report", abstract: "Write a workout (or a period) as an HTML page with charts, route, splits and zones.",
        usage: "<id>|latest | --period <period> [--output <PATH>] [--open] [--units metric|imperial] [--data-dir <DIR>]",
        arguments: [("id", "A workout id from 'cadence history', or 'latest'.")],
        options: [
            CommandSpec.Option(
                "period", value: "PERIOD",
                help: "A period instead of one workout: " + WorkoutSummaryPeriod.allCases.map(\.rawValue).joined(separator: ", ")
                    + "."),
            CommandSpec.Option(
                "output", value: "PATH",
                help: "Where to write (default: cadence-DATE-STYLE-ID.html or cadence-PERIOD-DATE.html here; - for stdout)."),
            CommandSpec.Option("open", help: "Open the page in the browser ($BROWSER, else xdg-open) once written."),
            CommandSpec.units,
            CommandSpec.dataDirectory,
        ],
        discussion: """
            One self-contained file (inline CSS and SVG, no script, nothing fetched): the summary; heart rate, pace or
            speed (as the sport is measured), elevation, power and cadence over time and over distance, pauses shaded,
            laps and kilometre splits marked; the route to scale, coloured by pace or heart rate; time in heart-rate
            zones (cadence config set max-hr); the splits and laps. A period's page has its totals, active minutes per
            day (per week for a year) and each workout with a sparkline. Reads the history directly, beside a host.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        let period = try arguments.values["period"].map(parsePeriod)
        if period != nil, !arguments.positionals.isEmpty {
            throw UsageError("give a workout id or --period, not both")
        }
        if period == nil {
            guard arguments.positionals.count == 1, let reference = arguments.positionals.first else {
                throw UsageError(
                    arguments.positionals.isEmpty
                        ? "missing the workout id (or 'latest', or --period)" : "expected one workout id")
            }
            guard reference.lowercased() == "latest" || Int64(reference) != nil else {
                throw UsageError("'\(reference)' is not a workout id (a number from 'cadence history', or 'latest')")
            }
        }
        let directory = context.dataDirectory(arguments)
        let html: String
        let defaultName: String
        let what: String
        do {
            let settings = try CadenceSettings.load(from: directory)
            let archive = try WorkoutArchive(readingFrom: directory)
            if let period {
                let now = Date()
                html = try archive.periodReport(period, now: now)
                defaultName = WorkoutArchive.defaultReportName(period, now: now)
                what = "the report of \(period.rawValue)"
            } else {
                let id = try archive.resolve(arguments.positionals[0])
                html = try archive.report(id: id, settings: settings)
                defaultName = try archive.defaultReportName(id: id)
                what = "the report of workout \(id)"
            }
        } catch {
            context.output.err("Error: \(error)")
            return 1
        }
        let output = arguments.values["output"] ?? defaultName
        let bytes = Data(html.utf8)
        if output == "-" {
            FileHandle.standardOutput.write(bytes)
            return 0
        }
        let url = URL(fileURLWithPath: output)
        do {
            try bytes.write(to: url, options: .atomic)
        } catch {
            context.output.err("Error: cannot write \(output): \(error.localizedDescription)")
            return 1
        }
        context.output.out("Wrote \(what) to \(output) (\(bytes.count) bytes)")
        if arguments.has("open") { return open(url, context) }
        return 0
    }

    private static func parsePeriod(_ text: String) throws -> WorkoutSummaryPeriod {
        guard let period = WorkoutSummaryPeriod.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
        else {
            throw UsageError(
                "unknown period '\(text)' (choose from \(WorkoutSummaryPeriod.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return period
    }

    /// Hands the file to `$BROWSER` or `xdg-open`; the browser outlives this command.
    private static func open(_ url: URL, _ context: CommandContext) -> Int32 {
        let browser = context.environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? "xdg-open"
        let searchPath = (context.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        let candidates = browser.contains("/") ? [browser] : searchPath.map { "\($0)/\(browser)" }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            context.output.err("Error: cannot open the report: no '\(browser)' found (set BROWSER); open \(url.path) yourself")
            return 1
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [url.absoluteURL.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            context.output.err("Error: cannot start \(browser) (\(error.localizedDescription)); open \(url.path) yourself")
            return 1
        }
        return 0
    }
}
