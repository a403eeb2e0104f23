import CadenceApp
import CadenceFormats
import Foundation

/// `cadence export ID|latest --format fit|gpx|tcx [--output PATH]`.
enum ExportCommand: Subcommand {
    static let spec = CommandSpec(
        name: "export", abstract: "Write a saved workout as a FIT, GPX or TCX file.",
        usage: "<id>|latest --format fit|gpx|tcx [--output <PATH>] [--data-dir <DIR>]",
        arguments: [("id", "A workout id from 'cadence history', or 'latest'.")],
        options: [
            CommandSpec.Option("format", value: "FORMAT", help: "fit, gpx or tcx."),
            CommandSpec.Option(
                "output", value: "PATH",
                help: "Where to write (default: cadence-DATE-STYLE-ID.FORMAT here; - for stdout)."),
            CommandSpec.dataDirectory,
        ])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.count == 1, let reference = arguments.positionals.first else {
            throw UsageError(
                arguments.positionals.isEmpty ? "missing the workout id (or 'latest')" : "expected one workout id")
        }
        guard let formatName = arguments.values["format"] else { throw UsageError("missing --format fit|gpx|tcx") }
        guard let format = WorkoutFileFormat(rawValue: formatName.lowercased()) else {
            throw UsageError("unknown format '\(formatName)' (use fit, gpx or tcx)")
        }
        guard reference.lowercased() == "latest" || Int64(reference) != nil else {
            throw UsageError("'\(reference)' is not a workout id (a number from 'cadence history', or 'latest')")
        }
        do {
            let archive = try WorkoutArchive(readingFrom: context.dataDirectory(arguments))
            let id = try archive.resolve(reference)
            let data = try archive.export(id: id, format: format)
            let output = try arguments.values["output"] ?? archive.defaultFileName(id: id, format: format)
            if output == "-" {
                FileHandle.standardOutput.write(data)
                return 0
            }
            do {
                try data.write(to: URL(fileURLWithPath: output))
            } catch {
                context.output.err("Error: cannot write \(output): \(error.localizedDescription)")
                return 1
            }
            context.output.out("Exported workout \(id) to \(output) (\(data.count) bytes)")
            return 0
        } catch {
            context.output.err("Error: \(error)")
            return 1
        }
    }
}

/// `cadence import PATH...`.
enum ImportCommand: Subcommand {
    static let spec = CommandSpec(
        name: "import", abstract: "Add FIT, GPX or TCX files to your history.",
        usage: "<path>... [--strict] [--json] [--data-dir <DIR>]",
        arguments: [("path", "One or more workout files; the format is read from the content.")],
        options: [
            CommandSpec.Option("strict", help: "Refuse a file with any warning (damage, dropped records) instead of importing it.")
        ] + [CommandSpec.json, CommandSpec.dataDirectory],
        discussion: """
            Prints one line per file: the new workout's id, "already imported" for a file seen before, or the
            error (the other files still import), then one indented "warning:" line per thing the file got wrong
            (a bad CRC, a truncation, records dropped as implausible, with counts). --json prints one object per line:
            {"path", "status": "imported"|"alreadyImported"|"failed", "id", "workoutStyle", "warnings", "error"}.
            Exit status 0 when every file imported or was already there, 1 otherwise.
            """)

    struct Line: Encodable {
        let path: String
        let status: String
        let id: Int64?
        let workoutStyle: String?
        var warnings: [String] = []
        let error: String?
    }

    /// Where the files go: through the running host (so it learns the new workouts at once), or
    /// straight into the database while holding the directory's lock, so no host starts mid-import.
    enum Route {
        case host(HostClient)
        case direct(WorkoutArchive, DataDirectoryLock)

        func importFile(at path: String, strict: Bool) async -> Line {
            switch self {
            case .host(let client):
                let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
                do {
                    let response = try await client.send(
                        HostRequest(op: .import, path: absolute, strict: strict ? true : nil))
                    guard let imported = response.value?.imported else {
                        return Line(
                            path: path, status: "failed", id: nil, workoutStyle: nil,
                            error: response.error ?? "the host did not import it")
                    }
                    return Line(
                        path: path, status: imported.status, id: imported.id, workoutStyle: imported.workoutStyle,
                        warnings: imported.warnings ?? [], error: imported.error)
                } catch {
                    return Line(path: path, status: "failed", id: nil, workoutStyle: nil, error: error.description)
                }
            case .direct(let archive, _):
                do {
                    switch try archive.importFile(atPath: path, strict: strict) {
                    case .imported(let id, let style, let warnings):
                        return Line(
                            path: path, status: "imported", id: id, workoutStyle: style, warnings: warnings, error: nil)
                    case .alreadyImported(let id):
                        return Line(path: path, status: "alreadyImported", id: id, workoutStyle: nil, error: nil)
                    }
                } catch {
                    return Line(path: path, status: "failed", id: nil, workoutStyle: nil, error: error.description)
                }
            }
        }
    }

    static func route(_ directory: DataDirectory) throws -> Route {
        if DataDirectoryLock.isHeld(directory) { return .host(HostClient(socketPath: directory.socketPath)) }
        try directory.create()
        let lock: DataDirectoryLock
        do {
            lock = try DataDirectoryLock.acquire(directory)
        } catch .held {
            return .host(HostClient(socketPath: directory.socketPath))  // a host started just now
        }
        return .direct(try WorkoutArchive(dataDirectory: directory), lock)
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("missing the file(s) to import") }
        let route: Route
        do {
            route = try Self.route(context.dataDirectory(arguments))
        } catch {
            context.output.err("Error: \(error)")
            return 1
        }
        let paths = arguments.positionals
        let showProgress = context.output.isTerminal && paths.count > 3 && !arguments.has("json")
        var failures = 0
        for (index, path) in paths.enumerated() {
            if showProgress { progress(index, of: paths.count) }
            let line = await route.importFile(at: path, strict: arguments.has("strict"))
            if line.status == "failed" { failures += 1 }
            if showProgress { FileHandle.standardOutput.write(Data("\r\u{1B}[2K".utf8)) }
            if arguments.has("json") {
                context.output.out(JSONOutput.string(line))
            } else {
                switch line.status {
                case "imported":
                    context.output.out("\(path): imported as workout \(line.id ?? 0) (\(line.workoutStyle ?? ""))")
                case "alreadyImported": context.output.out("\(path): already imported (workout \(line.id ?? 0))")
                default: context.output.out("\(path): error: \(line.error ?? "")")
                }
                for warning in line.warnings { context.output.out("  warning: \(warning)") }
            }
        }
        return failures == 0 ? 0 : 1
    }

    /// "[#####-----] 5/10" on the terminal line.
    static func progress(_ done: Int, of total: Int) {
        let width = 30
        let filled = width * done / max(1, total)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardOutput.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
    }
}
