// Benchmarks: `swift run -c release cadence-bench [builder]`. Each prints its numbers and a floor
// measured in the same run, so the numbers mean something on whatever machine runs them.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let which = arguments.first ?? "all"
let known = ["builder", "store", "matching", "door", "formats", "report", "voice", "gpsd"]
guard which == "all" || known.contains(which) else {
    FileHandle.standardError.write(
        Data("Error: unknown benchmark '\(which)'. Known: \(known.joined(separator: ", ")), all\n".utf8))
    exit(64)
}
if which == "all" || which == "builder" { BuilderBenchmark.run() }
if which == "all" || which == "store" {
    do {
        try StoreBenchmark.run()
    } catch {
        FileHandle.standardError.write(Data("Error: store benchmark failed: \(error)\n".utf8))
        exit(1)
    }
}
if which == "all" || which == "matching" {
    do {
        try await MatchingBenchmark.run()
        try await UnderstandingBenchmark.run(verbose: arguments.contains("--misses"))
    } catch {
        FileHandle.standardError.write(Data("Error: matching benchmark failed: \(error)\n".utf8))
        exit(1)
    }
}
if which == "all" || which == "gpsd" {
    do {
        try GPSDBenchmark.run()
    } catch {
        FileHandle.standardError.write(Data("Error: gpsd benchmark failed: \(error)\n".utf8))
        exit(1)
    }
}
if which == "all" || which == "voice" {
    do {
        try await VoiceBenchmark.run(arguments: Array(arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("Error: voice benchmark failed: \(error)\n".utf8))
        exit(1)
    }
}
if which == "all" || which == "door" {
    do {
        try DoorBenchmark.run()
    } catch {
        FileHandle.standardError.write(Data("Error: door benchmark failed: \(error)\n".utf8))
        exit(1)
    }
}
if which == "all" || which == "formats" {
    do {
        // `formats fit`, `formats xml` or `formats memory` runs one part.
        let part = which == "formats" ? arguments.dropFirst().first : nil
        if let part, !["fit", "xml", "memory"].contains(part) {
            FileHandle.standardError.write(Data("Error: unknown part '\(part)' of formats. Known: fit, xml, memory\n".utf8))
            exit(64)
        }
        if part == nil || part == "fit" { try FormatsBenchmark.run() }
        if part == nil || part == "xml" { try FormatsBenchmark.runXML() }
        if part == nil || part == "memory" { try FormatsBenchmark.runMemory() }
    } catch {
        FileHandle.standardError.write(Data("Error: formats benchmark failed: \(error)\n".utf8))
        exit(1)
    }
}
if which == "all" || which == "report" {
    do {
        try ReportBenchmark.run()
    } catch {
        FileHandle.standardError.write(Data("Error: report benchmark failed: \(error)\n".utf8))
        exit(1)
    }
}
