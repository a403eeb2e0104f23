import CadenceCore
import CadenceFormats
import CadenceTestSupport
import Foundation

/// FIT decode throughput on the shared files next to garmin-fit-sdk and fitdecode (run by
/// Scripts/fit_decode_bench.py on the same files in the same run), and encode throughput.
enum FormatsBenchmark {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func run() throws {
        let directory = root.deletingLastPathComponent().appendingPathComponent("shared/data/fit")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            print("formats: not measured: \(directory.path) is missing")
            return
        }
        let clean = names.filter { $0.hasSuffix(".fit") && !$0.contains("corrupt") && !$0.contains("strava") }.sorted()
        let files = try clean.map { ($0, [UInt8](try Data(contentsOf: directory.appendingPathComponent($0)))) }

        // The largest file alone, the number the issue compares with Garmin's Swift SDK (0.76 MB/s).
        let fenix = try [UInt8](Data(contentsOf: directory.appendingPathComponent("garmin-fenix2-multisport.fit")))
        let repeats = 20
        var messages = 0
        // The median of 30 timed decodes, so one slow round (another process) does not decide it.
        var times: [Double] = []
        for _ in 0..<30 {
            let start = ContinuousClock.now
            messages = try FITDecoder(options: .lenient).decode(fenix).messages.count
            times.append((ContinuousClock.now - start).seconds)
        }
        let fenixRate = Double(fenix.count) / times.sorted()[times.count / 2] / 1e6
        print(
            String(
                format:
                    "fit:     fenix 2 file (%.2f MB, %d messages): decode %.1f MB/s (Garmin's Swift SDK: ~0.76 MB/s here, so %.0fx)",
                Double(fenix.count) / 1e6, messages, fenixRate, fenixRate / 0.76))

        // The same, every field of every message read too: a message of numbers alone reads its
        // fields from the file's bytes when asked, so the decode above leaves that work to here.
        var readTimes: [Double] = []
        var valuesRead = 0
        for _ in 0..<30 {
            let start = ContinuousClock.now
            valuesRead = 0
            for message in try FITDecoder(options: .lenient).decode(fenix).messages {
                for field in message.fields where field.numericValue != nil { valuesRead += 1 }
            }
            readTimes.append((ContinuousClock.now - start).seconds)
        }
        let readRate = Double(fenix.count) / readTimes.sorted()[readTimes.count / 2] / 1e6
        print(
            String(
                format: "fit:     fenix 2 file decoded and every field read (%d numbers): %.1f MB/s", valuesRead, readRate))

        // The same file visited message by message (what import does), every field read, no
        // message kept.
        var visitTimes: [Double] = []
        var fieldsSeen = 0
        for _ in 0..<30 {
            let start = ContinuousClock.now
            var fieldCount = 0
            _ = try FITDecoder(options: .lenient).decode(fenix) { message in
                // Counted per message: a captured variable is checked for exclusive access at
                // each write, which per field would cost more than reading the field.
                var fields = 0
                for field in message.fields where field.numericValue != nil || field.isInvalid { fields += 1 }
                fieldCount += fields
            }
            visitTimes.append((ContinuousClock.now - start).seconds)
            fieldsSeen = fieldCount
        }
        let visitRate = Double(fenix.count) / visitTimes.sorted()[visitTimes.count / 2] / 1e6
        print(
            String(
                format:
                    "fit:     fenix 2 file visited message by message, every field read (%d fields, none kept): decode %.1f MB/s",
                fieldsSeen, visitRate))

        // Every clean shared file, in one total.
        let rate = try decodeRate(files.map(\.1), repeats: repeats)
        print(String(format: "fit:     %d shared files: decode %.1f MB/s", files.count, rate))

        // The reference decoders on the same files (each skips the files it cannot read).
        let pythonRepeats = 2
        let peers = runPeers(files: clean.map { directory.appendingPathComponent($0).path }, repeats: pythonRepeats)
        for (name, label) in [("garmin", "garmin-fit-sdk"), ("fitdecode", "fitdecode")] {
            guard let peer = peers[name] as? [String: Any], let peerBytes = peer["bytes"] as? Double,
                let seconds = peer["seconds"] as? Double, seconds > 0
            else {
                print(
                    "peer:    \(label): not measured (\((peers[name] as? [String: Any])?["error"] ?? "pip install garmin-fit-sdk fitdecode"))"
                )
                continue
            }
            let peerRate = peerBytes / seconds / 1e6
            let skipped = (peer["skipped"] as? [String]) ?? []
            // Cadence on exactly the files the peer read, for a fair ratio.
            let same = files.filter { !skipped.contains($0.0) }
            let sameRate = try decodeRate(same.map(\.1), repeats: repeats)
            print(
                String(
                    format: "peer:    %@ %.2f MB/s on %d files; Cadence %.1f MB/s on the same files: %.0fx", label,
                    peerRate, same.count,
                    sameRate, sameRate / peerRate)
                    + (skipped.isEmpty ? "" : " (skipped: \(skipped.joined(separator: ", ")))"))
        }

        // Encoding: the fenix file's workout written back as FIT.
        let imported = try FITWorkoutReader.read(fenix)
        var encoded = 0
        let encodeStart = ContinuousClock.now
        for _ in 0..<5 { encoded += FITEncoder().encode(imported.workout, samples: imported.samples).count }
        let encodeSeconds = (ContinuousClock.now - encodeStart).seconds
        print(
            String(
                format:
                    "fit:     encode %.1f MB/s (%.0f samples/s) writing the fenix workout back (%d samples, %d bytes)",
                Double(encoded) / encodeSeconds / 1e6, Double(imported.samples.count * 5) / encodeSeconds,
                imported.samples.count,
                encoded / 5))
    }

    /// Peak memory of `cadence import` on a long simulated run (144 h, under the 7-day limit)
    /// exported by Cadence as FIT (about 13 MB), GPX and TCX, read with `wait4`'s `ru_maxrss`,
    /// beside `cadence --version`; and what each import takes beyond that floor and the file's
    /// bytes (which it holds whole), per record: a few bytes is bounded, the 160 of a held point
    /// and route fix is not.
    static func runMemory() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-bench-rss-\(getpid())")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let long = try WorkoutFixtures.simulatedRun(seconds: 144 * 3600)
        var files: [(format: WorkoutFileFormat, path: String, bytes: Int)] = []
        for format in WorkoutFileFormat.allCases {
            let data = try WorkoutFiles.write(long.workout, samples: long.samples, format: format, name: "Long run")
            let file = temporary.appendingPathComponent("long-run.\(format.rawValue)")
            try data.write(to: file)
            files.append((format, file.path, data.count))
        }
        let records = max(1, long.workout.route.count)
        let cadence = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("cadence").path
        guard FileManager.default.isExecutableFile(atPath: cadence) else {
            print("memory:  not measured: \(cadence) is missing (swift build -c release)")
            return
        }
        let commands =
            [[cadence, "--version"]]
            + files.map { [cadence, "import", "--data-dir", temporary.appendingPathComponent("data-\($0.format)").path, $0.path] }
        // Measured by a small Python parent: a child spawned from this process would be charged
        // this process's own peak at exec (Linux keeps the larger of the two).
        guard case .success(let answer) = try PythonPeer.run("peak_rss.py", input: ["commands": commands]),
            let results = answer["results"] as? [[String: Any]], results.count == commands.count,
            let floor = results[0]["maxrss_kb"] as? Int,
            results.dropFirst().allSatisfy({ $0["status"] as? Int == 0 })
        else {
            print("memory:  not measured: cadence import failed, or python3 is missing")
            return
        }
        print(String(format: "memory:  cadence --version %.0f MB; cadence import of a 144 h run (%d records):", Double(floor) / 1024, records))
        for (file, result) in zip(files, results.dropFirst()) {
            let peak = result["maxrss_kb"] as? Int ?? 0
            let beyond = Double(peak - floor) * 1024 - Double(file.bytes)
            print(
                String(
                    format: "  %@ %.1f MB: peak RSS %.0f MB; beyond the floor and the file's bytes, %.0f bytes a record",
                    file.format.rawValue.uppercased().padding(toLength: 3, withPad: " ", startingAt: 0), Double(file.bytes) / 1e6,
                    Double(peak) / 1024, beyond / Double(records)))
        }
    }

    /// GPX and TCX import (parse, plausibility, the builder) in points per second, beside gpxpy
    /// and tcxreader reading the same files: the shared files Cadence imports, and a long
    /// synthetic run (10,000 points) written to a temporary directory for each format.
    static func runXML() throws {
        let shared = root.deletingLastPathComponent().appendingPathComponent("shared/data")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-bench-xml-\(getpid())")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let synthetic = try WorkoutFixtures.simulatedRun(seconds: 10_000)
        let gpxPath = temporary.appendingPathComponent("synthetic-run.gpx").path
        let tcxPath = temporary.appendingPathComponent("synthetic-run.tcx").path
        try WorkoutFiles.write(synthetic.workout, samples: synthetic.samples, format: .gpx, name: "Synthetic run").write(
            to: URL(fileURLWithPath: gpxPath))
        try WorkoutFiles.write(synthetic.workout, samples: synthetic.samples, format: .tcx, name: "Synthetic run").write(
            to: URL(fileURLWithPath: tcxPath))
        // CADENCE_BENCH_XML_ONLY=gpx (or tcx) measures one format, to profile it alone.
        let only = ProcessInfo.processInfo.environment["CADENCE_BENCH_XML_ONLY"] ?? ""
        for (format, folder, synthetic, peer) in [
            ("gpx", "gpx", gpxPath, "gpxpy"), ("tcx", "tcx", tcxPath, "tcxreader"),
        ] where only.isEmpty || only == format {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: shared.appendingPathComponent(folder).path)) ?? []
            var paths = names.filter { $0.hasSuffix(".\(format)") }.sorted().map {
                shared.appendingPathComponent(folder).appendingPathComponent($0).path
            }
            paths.append(synthetic)
            // Only the files Cadence imports (a route-only or timeless GPX is refused), for both.
            let readable = paths.compactMap { path -> (String, [UInt8], Int)? in
                guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path))),
                    (try? WorkoutFiles.read(bytes)) != nil
                else { return nil }
                let marker = format == "gpx" ? "<trkpt" : "<Trackpoint>"
                let points = String(decoding: bytes, as: UTF8.self).components(separatedBy: marker).count - 1
                return (path, bytes, points)
            }
            // Cadence and the peer in turns, three times: each the fastest of several rounds over
            // every file (one round is a few tens of milliseconds, which another process can
            // halve), so both are timed in the same minutes. The machine's speed drifts by 2x
            // over seconds; measured apart, the ratio moved with it.
            let rounds = Int(ProcessInfo.processInfo.environment["CADENCE_BENCH_ROUNDS"] ?? "") ?? 50
            let points = readable.map(\.2).reduce(0, +)
            var rates: [Double] = []
            var peerRates: [Double] = []
            var peerError: String?
            for _ in 0..<3 {
                var best = Double.infinity
                for _ in 0..<max(1, rounds) {
                    let start = ContinuousClock.now
                    for (_, bytes, _) in readable { _ = try WorkoutFiles.read(bytes) }
                    best = min(best, (ContinuousClock.now - start).seconds)
                }
                rates.append(Double(points) / best)
                let peers = runScript("xml_import_bench.py", files: readable.map(\.0), repeats: 3)
                if let result = peers[peer] as? [String: Any], let peerPoints = result["points"] as? Double,
                    let seconds = result["seconds"] as? Double, seconds > 0
                {
                    peerRates.append(peerPoints / seconds)
                } else {
                    peerError = (peers[peer] as? [String: Any])?["error"] as? String ?? "pip install \(peer)"
                    break
                }
            }
            let rate = rates.max() ?? 0
            var line = String(format: "%@:     %d files (%d points with the synthetic run): import %.0f points/s", format,
                readable.count, points, rate)
            if peerError == nil, let peerRate = peerRates.max(), peerRate > 0 {
                let ratios = zip(rates, peerRates).map { $0 / $1 }
                line += String(
                    format: "; %@ %.0f points/s on the same files: %.0fx (each turn %.0f-%.0fx)", peer, peerRate,
                    rate / peerRate, ratios.min() ?? 0, ratios.max() ?? 0)
            } else {
                line += "; \(peer): not measured (\(peerError ?? "pip install \(peer)"))"
            }
            print(line)
        }
    }

    /// MB/s decoding every file `repeats` times.
    static func decodeRate(_ files: [[UInt8]], repeats: Int) throws -> Double {
        var bytes = 0
        let start = ContinuousClock.now
        for _ in 0..<repeats {
            for data in files {
                _ = try FITDecoder(options: .lenient).decode(data)
                bytes += data.count
            }
        }
        return Double(bytes) / (ContinuousClock.now - start).seconds / 1e6
    }

    static func runPeers(files: [String], repeats: Int) -> [String: Any] {
        runScript("fit_decode_bench.py", files: files, repeats: repeats)
    }

    /// Runs one of `Scripts/` with the repeats and files; its JSON answer, or empty.
    static func runScript(_ name: String, files: [String], repeats: Int) -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", root.appendingPathComponent("Scripts/\(name)").path, String(repeats)] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return [:] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }
}
