import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// The doors that read history without a host: `history`, `show` and `summary` answer from the
/// database opened read-only (WAL lets a reader run beside a writer), through the same handler
/// and intents a host runs, so the answer is the one a host would give. Nothing is written and
/// no journal is recovered.
public enum HostlessReads {
    /// Whether a request only reads history, so it can be answered without a host.
    public static func answers(_ request: HostRequest) -> Bool {
        if request.op == .history { return true }
        guard let intent = request.intent else { return false }
        return intent == ShowWorkout.intentIdentifier || intent == SummarizeWorkouts.intentIdentifier
    }

    /// The answer from the data directory's database, read-only.
    public static func respond(to request: HostRequest, in directory: DataDirectory) async -> HostResponse {
        let controller: WorkoutController
        do {
            controller = try WorkoutController(readingDatabaseAt: directory.databasePath, time: .live())
        } catch {
            return .failure("cannot read the history: \(error)")
        }
        let handler = HostRequestHandler(controller: controller, catalog: CadenceShortcutsCatalog.bundled, socketNote: nil)
        return await handler.respond(to: request)
    }
}
