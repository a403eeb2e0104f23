import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// The doors that need no host: `history`, `show` and `summary` answer from the database opened
/// read-only (WAL lets a reader run beside a writer); `delete` and `edit` correct history under
/// the data directory's lock (so no host starts meanwhile). Both go through the same handler and
/// intents a host runs, so the answer is the one a host would give. No journal is recovered.
public enum HostlessReads {
    /// Whether a request only reads history, so it can be answered without a host.
    public static func answers(_ request: HostRequest) -> Bool {
        if request.op == .history { return true }
        guard let intent = request.intent else { return false }
        return intent == ShowWorkout.intentIdentifier || intent == SummarizeWorkouts.intentIdentifier
    }

    /// Whether a request corrects history (delete, edit), so it can run without a host under the lock.
    public static func corrects(_ request: HostRequest) -> Bool {
        request.intent == DeleteWorkout.intentIdentifier || request.intent == EditWorkout.intentIdentifier
    }

    /// The answer to a correction, from the data directory's database opened for writing while
    /// holding its lock; a host that started meanwhile is named in the failure.
    public static func respondCorrecting(to request: HostRequest, in directory: DataDirectory) async -> HostResponse {
        let lock: DataDirectoryLock
        let controller: WorkoutController
        do {
            try directory.create()
            lock = try DataDirectoryLock.acquire(directory)
            controller = try WorkoutController(databasePath: directory.databasePath, time: .live())
        } catch {
            return .failure("cannot change the history: \(error)")
        }
        loadSettings(from: directory)
        let handler = HostRequestHandler(controller: controller, catalog: CadenceShortcutsCatalog.bundled, socketNote: nil)
        let response = await handler.respond(to: request)
        await controller.shutdown()
        withExtendedLifetime(lock) {}
        return response
    }

    /// The person's settings (the zones `show` counts in), as a host would have them; the
    /// defaults when the file is missing or unreadable (a host names that problem at launch).
    private static func loadSettings(from directory: DataDirectory) {
        if let settings = try? CadenceSettings.load(from: directory) { CadenceSettings.current = settings }
    }

    /// The answer from the data directory's database, read-only.
    public static func respond(to request: HostRequest, in directory: DataDirectory) async -> HostResponse {
        let controller: WorkoutController
        do {
            controller = try WorkoutController(readingDatabaseAt: directory.databasePath, time: .live())
        } catch {
            return .failure("cannot read the history: \(error)")
        }
        loadSettings(from: directory)
        let handler = HostRequestHandler(controller: controller, catalog: CadenceShortcutsCatalog.bundled, socketNote: nil)
        return await handler.respond(to: request)
    }
}
