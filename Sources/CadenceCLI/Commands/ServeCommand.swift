import CadenceApp
import CadenceCore
import CadenceFormats
import CadenceSensors
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `cadence serve`: the app process, in the foreground.
enum ServeCommand: Subcommand {
    static let spec = CommandSpec(
        name: "serve", abstract: "Run the Cadence host (the app process) in the foreground.",
        usage:
            "[--data-dir <DIR>] [--source <SOURCE>] [--speed <FACTOR>] [--countdown <SECONDS>] [--exact-phrases] [--speak | --speak-to <DIR>]",
        options: [
            CommandSpec.dataDirectory,
            CommandSpec.Option(
                "source", value: "SOURCE",
                help: "Where samples come from: simulated (default), simulated:SEED, replay:PATH, gpsd[:HOST[:PORT]] "
                    + "(a real GPS through gpsd, 127.0.0.1:2947 by default), or gpsd…+simulated-hr (the GPS, with heart "
                    + "rate and energy from the simulator)."),
            CommandSpec.Option(
                "speed", value: "FACTOR", help: "Simulated time runs FACTOR times faster than real time (default 1)."),
            CommandSpec.Option(
                "countdown", value: "SECONDS",
                help: "The countdown before a workout starts (default 3; 0 for automation)."),
            CommandSpec.Option(
                "exact-phrases", help: "Match utterances only to exact phrases, as Apple Watch does (the watch profile)."),
            CommandSpec.Option(
                "speak", help: "Speak every answer and announcement (espeak-ng, played with aplay on the default device)."),
            CommandSpec.Option(
                "speak-to", value: "DIR",
                help: "Write every answer and announcement, spoken, as numbered WAV files (with their text) in DIR."),
        ],
        discussion: """
            The host owns the workout, listens on a Unix socket in the data directory (owner-only), recovers
            a workout in progress at launch, and stops cleanly on SIGTERM or SIGINT (Ctrl-C), leaving an
            active workout recoverable.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        let directory = context.dataDirectory(arguments)
        var configuration = CadenceHost.Configuration(dataDirectory: directory)
        if let speed = arguments.values["speed"] {
            guard let value = Double(speed), value > 0, value.isFinite else {
                throw UsageError("--speed needs a positive number, got '\(speed)'")
            }
            configuration.speed = value
        }
        if let countdown = arguments.values["countdown"] {
            guard let value = Double(countdown), value >= 0, value <= 600 else {
                throw UsageError("--countdown needs a number of seconds from 0 to 600, got '\(countdown)'")
            }
            configuration.countdown = .milliseconds(Int64(saturating: value * 1000))
            if value >= 30 {
                context.output.err(
                    "cadence: note: a start must reach running within 30 s; with a \(countdown) s countdown every start will miss it and not be started"
                )
            }
        }
        if arguments.has("speak"), arguments.values["speak-to"] != nil {
            throw UsageError("give --speak or --speak-to, not both")
        }
        if let folder = arguments.values["speak-to"] {
            let url = URL(fileURLWithPath: folder)
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                context.output.err("Error: cannot make \(folder): \(error.localizedDescription)")
                return 1
            }
            configuration.speech = .directory(url)
        } else if arguments.has("speak") {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/aplay") else {
                context.output.err("Error: --speak plays through aplay, which is not installed (apt install alsa-utils); --speak-to DIR writes WAV files instead")
                return 1
            }
            configuration.speech = .device
        }
        let source = try DataSourceOption(arguments.values["source"] ?? "simulated", speed: configuration.speed)
        configuration.makeDataSource = source.factory
        configuration.sourceDescription = source.description
        let output = context.output
        configuration.exactPhrasesOnly = arguments.has("exact-phrases")
        configuration.log = { output.err($0) }

        let waiter = SignalWaiter(signals: [SIGTERM, SIGINT])
        let host: CadenceHost
        do {
            host = try await CadenceHost.start(configuration)
        } catch {
            context.output.err("Error: \(error)")
            return 1
        }
        context.output.err(
            "cadence: serving on \(directory.socketPath) (data in \(directory.url.path), source \(source.description), speed \(configuration.speed)x); stop with Ctrl-C"
        )
        if let note = directory.socketRelocationReason { context.output.err("cadence: note: \(note)") }
        let signal = await waiter.wait()
        context.output.err("cadence: \(signal == SIGINT ? "interrupted" : "terminated"), stopping")
        await host.stop()
        context.output.err("cadence: stopped; the journal is flushed")
        return 0
    }
}

/// A data source named on the command line.
struct DataSourceOption {
    let description: String
    let factory: @Sendable (WorkoutConfiguration, WorkoutStyle) -> any DataSource

    /// Reads `simulated[:SEED]`, `replay:PATH`, `gpsd[:HOST[:PORT]]` and `gpsd[:HOST[:PORT]]+simulated-hr`;
    /// `speed` is the host's (a GPS's fixes are dated by it).
    init(_ text: String, speed: Double = 1) throws(UsageError) {
        if text == "gpsd" || text.hasPrefix("gpsd:") || text.hasPrefix("gpsd+") {
            let (gpsText, withHeartRate) =
                text.hasSuffix("+simulated-hr") ? (String(text.dropLast("+simulated-hr".count)), true) : (text, false)
            guard !gpsText.contains("+") else {
                throw UsageError("unknown source '\(text)' (a GPS combines only with +simulated-hr)")
            }
            let address = gpsText.dropFirst("gpsd".count).drop { $0 == ":" }
            let endpoint: GPSDEndpoint
            switch address.isEmpty ? .success(GPSDEndpoint()) : GPSDEndpoint.parse(String(address)) {
            case .success(let value): endpoint = value
            case .failure(let error): throw UsageError("gpsd:HOST[:PORT]: \(error.description)")
            }
            // One connection for the host's life; each workout drains it.
            let feed = GPSDFeed(endpoint: endpoint)
            feed.start()
            description = "gpsd at \(endpoint)" + (withHeartRate ? " with simulated heart rate" : "")
            factory = { configuration, _ in
                let gps = GPSDDataSource(configuration: configuration, feed: feed, speed: speed)
                guard withHeartRate else { return gps }
                return CombinedDataSource(
                    primary: gps, secondary: SimulatedDataSource(configuration: configuration, seed: 1),
                    borrowing: [.heartRate, .activeEnergyBurned])
            }
            return
        }
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        switch parts.first {
        case "simulated":
            var seed: UInt64 = 1
            if parts.count == 2 {
                guard let value = UInt64(parts[1]) else {
                    throw UsageError("simulated:SEED needs a whole number, got '\(parts[1])'")
                }
                seed = value
            }
            description = "simulated (seed \(seed))"
            let chosen = seed
            factory = { configuration, _ in SimulatedDataSource(configuration: configuration, seed: chosen) }
        case "replay":
            guard parts.count == 2, !parts[1].isEmpty else {
                throw UsageError("replay:PATH needs the path of a FIT, GPX or TCX file")
            }
            let recording: ImportedWorkout
            do {
                recording = try WorkoutArchive.recording(at: parts[1])
            } catch {
                throw UsageError("cannot replay \(error)")
            }
            description = "replay of \(parts[1])"
            factory = { configuration, _ in
                ReplayDataSource(workout: recording.workout, samples: recording.samples, configuration: configuration)
            }
        default:
            throw UsageError(
                "unknown source '\(text)' (use simulated, simulated:SEED, replay:PATH, gpsd[:HOST[:PORT]] or gpsd+simulated-hr)")
        }
    }
}

/// Waits for one of several signals (their default handling is turned off while waiting).
final class SignalWaiter {
    private let stream: AsyncStream<Int32>
    private let sources: [any DispatchSourceSignal]

    init(signals: [Int32]) {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        self.stream = stream
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
    }

    func wait() async -> Int32 {
        for await number in stream { return number }
        return SIGTERM
    }
}
