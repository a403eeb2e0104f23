import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Turns request lines into responses: runs intents through the ``IntentRunner`` inside the
/// app's context, matches utterances against ``CadenceShortcuts`` per locale, and answers the
/// operations. Malformed, oversized and unknown requests get an error response; nothing a
/// client sends can stop the host.
public actor HostRequestHandler {
    private let controller: WorkoutController
    private let runner: IntentRunner
    private let catalog: AppShortcutsCatalog?
    private let socketNote: String?
    private var indexes: [String: (index: AppShortcutsIndex, generation: Int64)] = [:]

    /// Creates a handler for a controller.
    public init(
        controller: WorkoutController, runner: IntentRunner = IntentRunner(), catalog: AppShortcutsCatalog?,
        socketNote: String?
    ) {
        self.controller = controller
        self.runner = runner
        self.catalog = catalog
        self.socketNote = socketNote
    }

    /// The context intents run in.
    private var context: CadenceAppContext { CadenceAppContext(controller: controller) }

    /// The response to one request line (not `subscribe`, which ``HostServer`` streams).
    public func respond(to line: Data) async -> HostResponse {
        let request: HostRequest
        do {
            request = try HostProtocol.decoder.decode(HostRequest.self, from: line)
        } catch {
            return .failure("malformed request: \(Self.describe(error))", state: await controller.state.name)
        }
        return await respond(to: request)
    }

    /// The response to a decoded request.
    public func respond(to request: HostRequest) async -> HostResponse {
        let state = await controller.state.name
        if let version = request.v, version != HostProtocol.version {
            return .failure(
                "unsupported protocol version \(version) (this host speaks \(HostProtocol.version))", id: request.id,
                state: state)
        }
        let kinds = [request.intent != nil, request.utterance != nil, request.op != nil].filter { $0 }.count
        guard kinds == 1 else {
            return .failure(
                "a request needs exactly one of \"intent\", \"utterance\" or \"op\" (it had \(kinds))", id: request.id,
                state: state)
        }
        var response: HostResponse
        if let intent = request.intent {
            response = await runIntent(intent, parameters: request.parameters ?? [:])
        } else if let utterance = request.utterance {
            response = await say(utterance, locale: request.locale ?? "en", addressed: request.addressed ?? false)
        } else {
            response = await operation(request.op ?? "", limit: request.limit)
        }
        response.id = request.id
        response.state = await controller.state.name
        return response
    }

    // MARK: Intents

    private func runIntent(_ identifier: String, parameters: [String: String]) async -> HostResponse {
        let runner = self.runner
        let result = await CadenceAppContext.$current.withValue(context) {
            await runner.run(
                intentIdentifier: identifier, parameters: parameters, intentTypes: CadenceShortcuts.intentTypes)
        }
        return response(for: result)
    }

    private func run(_ intent: any AppIntent) async -> IntentResponse {
        let runner = self.runner
        return await CadenceAppContext.$current.withValue(context) { await runner.run(intent) }
    }

    private func response(for result: IntentResponse) -> HostResponse {
        var response = HostResponse()
        response.intent = result.intentIdentifier
        if let dialog = result.dialog {
            response.dialog = HostResponse.Dialog(full: dialog.full, supporting: dialog.supporting)
        }
        if let missing = result.missingParameter {
            response.ok = false
            response.code = WorkoutResponseCode.failure.rawValue
            response.missingParameter = missing
            if result.intentIdentifier == StartWorkout.intentIdentifier {
                response.value = HostResponse.Value(suggestions: WorkoutStyle.allCases.map(\.rawValue))
            }
            return response
        }
        if let error = result.error {
            let failure = HostResponse.failure(error.description)
            response.ok = false
            response.code = failure.code
            response.error = failure.error
            response.dialog = response.dialog ?? failure.dialog
            return response
        }
        let value = result.value as? WorkoutIntentValue
        let code = value?.code ?? .success
        response.ok = code == .success
        response.code = code.rawValue
        response.value = HostResponse.Value(
            snapshot: value?.snapshot, workoutID: value?.workoutID, totals: value?.totals, workout: value?.workout)
        return response
    }

    // MARK: Utterances

    /// The phrase index for a locale, rebuilt when history changed (saved workouts are values of
    /// the show shortcut).
    private func index(for locale: String) async -> AppShortcutsIndex {
        let generation = (try? await controller.latestWorkoutID()) ?? 0
        if let cached = indexes[locale], cached.generation == generation { return cached.index }
        let catalog = self.catalog
        let built = await CadenceAppContext.$current.withValue(context) {
            await AppShortcutsIndex(
                provider: CadenceShortcuts.self, applicationName: CadenceShortcuts.applicationName, locale: locale,
                catalog: catalog)
        }
        indexes[locale] = (built, generation)
        return built
    }

    private func say(_ utterance: String, locale: String, addressed: Bool) async -> HostResponse {
        let index = await index(for: locale)
        switch index.evaluate(utterance, applicationAddressed: addressed) {
        case .matched(let match):
            var response = response(for: await run(match.intent))
            response.match = HostResponse.MatchInfo(
                phrase: match.phrase, score: match.score, exact: match.isExact, parameters: match.parameters)
            return response
        case .notMatched(let explanation):
            var response = HostResponse.failure("no shortcut matches \"\(utterance)\": \(explanation.message)")
            response.dialog = HostResponse.Dialog(
                full:
                    "Sorry, I didn't understand \"\(utterance)\". Try \"Start a run\", \"Pause my workout\" or \"How is my workout going\".",
                supporting: "Not understood")
            response.reason = explanation.message
            response.nearest = explanation.nearest.map(\.phrase)
            return response
        }
    }

    // MARK: Operations

    /// The operations a request may name in `op`.
    public static let operations = ["ping", "status", "history", "subscribe"]

    private func operation(_ name: String, limit: Int?) async -> HostResponse {
        var response = HostResponse()
        switch name {
        case "ping":
            response.ok = true
            response.code = WorkoutResponseCode.success.rawValue
            response.value = HostResponse.Value(socketNote: socketNote)
        case "status":
            let snapshot = await controller.snapshot()
            let dialog = WorkoutIntentSupport.statusDialog(snapshot)
            response.ok = true
            response.code = WorkoutResponseCode.success.rawValue
            response.dialog = HostResponse.Dialog(full: dialog.full, supporting: dialog.supporting)
            var recovered: String?
            if let report = await controller.recoveryReport {
                recovered =
                    "recovered at launch: \(report.commandCount) commands, \(report.sampleCount) samples, \(report.locationCount) locations"
            }
            response.value = HostResponse.Value(snapshot: snapshot, socketNote: socketNote, recovered: recovered)
        case "history":
            do {
                let entries = try await controller.history(limit: limit.map { max(0, $0) }).map(
                    WorkoutHistoryEntry.init)
                response.ok = true
                response.code = WorkoutResponseCode.success.rawValue
                response.value = HostResponse.Value(history: entries)
            } catch {
                return .failure(error.description)
            }
        default:
            return .failure(
                "unknown op '\(name)' (known: \(Self.operations.joined(separator: ", ")))")
        }
        return response
    }

    /// A stream of snapshots for `subscribe`.
    public func subscribe() async -> AsyncStream<WorkoutSnapshot> { await controller.snapshots() }

    /// A decoding error in one line, without Swift's type names.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(path.isEmpty ? "the request" : "\"\(path)\"") has the wrong type: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _):
            return "missing \"\(key.stringValue)\""
        default:
            return "not a JSON object"
        }
    }
}
