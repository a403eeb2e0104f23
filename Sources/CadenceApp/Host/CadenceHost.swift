import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// The app process: opens the data directory and database, recovers an active workout,
/// builds the request handler and listens on the socket. `cadence serve` runs one in the
/// foreground; `cadence demo` runs one in-process.
public final class CadenceHost: Sendable {
    /// How a host is set up.
    public struct Configuration: Sendable {
        /// Where the database and socket live.
        public var dataDirectory: DataDirectory
        /// Workout time runs this many times faster than real time (simulated sources).
        public var speed: Double = 1
        /// The countdown before a start.
        public var countdown: Duration = .seconds(3)
        /// Makes the data source for each workout.
        public var makeDataSource: @Sendable (WorkoutConfiguration, WorkoutStyle) -> any DataSource = {
            configuration, _ in
            SimulatedDataSource(configuration: configuration, seed: 1)
        }
        /// How the source is described (status, journal).
        public var sourceDescription = "simulated"
        /// Whether to listen on the socket (the demo can do without).
        public var listens = true
        /// Where diagnostics go (stderr for `serve`).
        public var log: @Sendable (String) -> Void = { _ in }
        /// Whether utterances must match a phrase exactly (the watch profile, `serve --exact-phrases`).
        public var exactPhrasesOnly = false
        /// The phrase catalog for other locales.
        public var catalog: AppShortcutsCatalog? = CadenceShortcutsCatalog.bundled
        /// Where the host speaks its answers and announcements (`serve --speak`, `--speak-to DIR`); nil for silence.
        public var speech: SpokenAnswers.Output?

        public init(dataDirectory: DataDirectory) { self.dataDirectory = dataDirectory }
    }

    /// The session owner.
    public let controller: WorkoutController
    /// The request handler (what the socket serves; the demo calls it directly).
    public let handler: HostRequestHandler
    /// The data directory.
    public let dataDirectory: DataDirectory
    private let server: HostServer?
    private let lock: DataDirectoryLock

    private init(
        controller: WorkoutController, handler: HostRequestHandler, dataDirectory: DataDirectory, server: HostServer?,
        lock: DataDirectoryLock
    ) {
        self.controller = controller
        self.handler = handler
        self.dataDirectory = dataDirectory
        self.server = server
        self.lock = lock
    }

    /// Starts a host: directory, the directory's lock (before anything is read or written),
    /// database, recovery, socket.
    ///
    /// - Throws: ``HostError/anotherHost(_:)`` when another host serves the directory; nothing
    ///   was read or written then.
    public static func start(_ configuration: Configuration) async throws(HostError) -> CadenceHost {
        let directory = configuration.dataDirectory
        do {
            try directory.create()
        } catch {
            throw .dataDirectory(path: directory.url.path, reason: error.localizedDescription)
        }
        let lock: DataDirectoryLock
        do {
            lock = try DataDirectoryLock.acquire(directory)
        } catch {
            throw .anotherHost(error)
        }
        let walNote = Self.inspectWriteAheadLog(directory, log: configuration.log)
        do {
            CadenceSettings.current = try CadenceSettings.load(from: directory)
        } catch {
            configuration.log("cadence: \(error); using the default settings")
        }
        var options = WorkoutController.Options()
        options.countdown = configuration.countdown
        options.makeDataSource = configuration.makeDataSource
        options.sourceDescription = configuration.sourceDescription
        let controller: WorkoutController
        do {
            controller = try WorkoutController(
                databasePath: directory.databasePath, time: .live(speed: configuration.speed), options: options)
        } catch {
            throw .database(error)
        }
        do {
            try await controller.verifyIntegrity()
        } catch {
            throw .database(error)
        }
        var launchNote = walNote
        do {
            let report = try await controller.recoverIfNeeded()
            if let report {
                configuration.log(
                    "cadence: recovered the workout in progress (\(report.commandCount) commands, \(report.sampleCount) samples, last durable sample \(report.lastDurableSampleDate?.ISO8601Format() ?? "none"))"
                )
            }
            if let walNote {
                // Say what is left of the workout the damaged log carried.
                let kept =
                    report.map {
                        "the workout in progress was recovered up to \(($0.lastDurableSampleDate ?? $0.journalCreatedAt).ISO8601Format()); what it recorded after that is lost"
                    } ?? "no workout in progress remains"
                launchNote = walNote + "; " + kept
                configuration.log("cadence: \(kept)")
            }
        } catch {
            throw .recovery(error)
        }
        let speaker = configuration.speech.map { SpokenAnswers(output: $0, log: configuration.log) }
        let handler = HostRequestHandler(
            controller: controller, catalog: configuration.catalog, socketNote: directory.socketRelocationReason,
            launchNote: launchNote, dataDirectory: directory,
            matchingProfile: configuration.exactPhrasesOnly ? .exact : .flexible, speaker: speaker)
        if let speaker {
            // Each new whole kilometre or mile is announced once, as a workout app does.
            let snapshots = await controller.snapshots()
            Task.detached {
                var last: WorkoutSnapshot.Announcement?
                var first = true
                for await snapshot in snapshots {
                    // One a recovered workout already had at launch is not news.
                    if first {
                        first = false
                        last = snapshot.announcement
                        continue
                    }
                    guard let announcement = snapshot.announcement, announcement != last else { continue }
                    speaker.speak(announcement.text, as: .announcement)
                    last = announcement
                }
            }
        }
        var server: HostServer?
        if configuration.listens {
            let listening = HostServer(path: directory.socketPath, handler: handler, log: configuration.log)
            do {
                try listening.start()
            } catch {
                await controller.shutdown()
                throw .socket(error)
            }
            server = listening
        }
        return CadenceHost(
            controller: controller, handler: handler, dataDirectory: directory, server: server, lock: lock)
    }

    /// Looks at the write-ahead log before SQLite reads it. When committed transactions in it
    /// cannot be read (a damaged frame), SQLite would drop them without a word: keep a copy of
    /// the log beside it, say what is lost, and go on with what is readable.
    ///
    /// - Returns: the sentence for `cadence status`, or `nil` when the log is intact.
    static func inspectWriteAheadLog(_ directory: DataDirectory, log: @Sendable (String) -> Void) -> String? {
        let wal = directory.databasePath + "-wal"
        let problem: String
        do {
            guard let inspection = try WriteAheadLogInspection.inspect(path: wal), inspection.losesCommittedData else {
                return nil
            }
            problem = inspection.summary
        } catch {
            problem = "the write-ahead log is unreadable (\(error.reason)), so SQLite ignores it"
        }
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
        let copy = wal + ".damaged-" + stamp
        let kept = (try? FileManager.default.copyItem(atPath: wal, toPath: copy)) != nil
        let note = problem + (kept ? "; a copy of the log is at \(copy)" : "; the log could not be copied aside")
        log("cadence: \(note)")
        return note
    }

    /// Stops listening, makes the journal durable and leaves an active workout recoverable. The
    /// directory's lock is released when the host is released.
    public func stop() async {
        server?.stop()
        await controller.shutdown()
        lock.release()
    }
}

/// Why a host could not start.
public enum HostError: Error, Sendable, CustomStringConvertible {
    case dataDirectory(path: String, reason: String)
    case database(DatabaseError)
    case socket(SocketError)
    case recovery(WorkoutControlError)
    /// The directory's lock is held: another host serves it (or a door is writing to it).
    case anotherHost(DataDirectoryLock.Failure)

    public var description: String {
        switch self {
        case .anotherHost(let failure): failure.description
        case .dataDirectory(let path, let reason): "cannot create the data directory \(path): \(reason)"
        case .database(let error): error.description
        case .socket(let error): error.description
        case .recovery(let error): "cannot recover the workout in progress: \(error)"
        }
    }
}

/// The phrase catalog shipped with the app (`AppShortcuts.xcstrings`).
public enum CadenceShortcutsCatalog {
    /// The bundled catalog, or `nil` if it is missing or unreadable.
    public static var bundled: AppShortcutsCatalog? {
        guard let url = Bundle.module.url(forResource: "AppShortcuts", withExtension: "xcstrings") else { return nil }
        return try? AppShortcutsCatalog(contentsOf: url)
    }

    /// The intents' dialogs in de and zh-Hans (`Localizable.xcstrings`, the app's default string
    /// table, as Apple localizes `IntentDialog`), read once; `nil` if it is missing or unreadable.
    public static let dialogs: AppShortcutsCatalog? = {
        guard let url = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings") else { return nil }
        return try? AppShortcutsCatalog(contentsOf: url)
    }()
}
