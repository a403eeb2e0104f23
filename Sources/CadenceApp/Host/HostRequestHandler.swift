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
    /// What launch found wrong and recovered from (a damaged write-ahead log), for `status`.
    private let launchNote: String?
    /// Where settings are read from (`nil` for a reader without a host).
    private let dataDirectory: DataDirectory?
    /// Where the next action is donated (the controller's manager).
    private let donations: IntentDonationManager
    /// How utterances match: `.exact` is the watch profile (`serve --exact-phrases`).
    private let matchingProfile: MatchingProfile
    /// Where answers are spoken, when the host speaks (`serve --speak`).
    private let speaker: SpokenAnswers?
    private var indexes: [String: AppShortcutsIndex] = [:]
    /// The question the host asked last, which the next utterance (or confirm/deny) may answer.
    private var pending: PendingQuestion?

    /// How long a question waits for its answer.
    public static let questionLifetime: TimeInterval = 30

    /// A question the host asked: to confirm an intent, or for a missing parameter.
    struct PendingQuestion: Sendable {
        enum Kind: Sendable, Equatable {
            case confirmation
            case parameter(String)
        }
        let kind: Kind
        let intentIdentifier: String
        let parameters: [String: String]
        let request: CadenceAppContext.Request
        let locale: String
        let askedAt: Date
    }

    /// Creates a handler for a controller.
    public init(
        controller: WorkoutController, runner: IntentRunner = IntentRunner(), catalog: AppShortcutsCatalog?,
        socketNote: String?, launchNote: String? = nil, dataDirectory: DataDirectory? = nil,
        donations: IntentDonationManager = .shared, matchingProfile: MatchingProfile = .flexible,
        speaker: SpokenAnswers? = nil
    ) {
        self.speaker = speaker
        self.matchingProfile = matchingProfile
        self.dataDirectory = dataDirectory
        self.donations = donations
        self.controller = controller
        self.runner = runner
        self.catalog = catalog
        self.socketNote = socketNote
        self.launchNote = launchNote
    }

    /// The context intents run in.
    private func context(_ request: CadenceAppContext.Request) -> CadenceAppContext {
        CadenceAppContext(controller: controller, request: request)
    }

    /// The response to one request line (not `subscribe`, which ``HostServer`` streams).
    public func respond(to line: Data) async -> HostResponse {
        switch HostProtocol.decodeRequest(line) {
        case .success(let request): return await respond(to: request)
        case .failure(let error): return await respond(toUndecodable: error)
        }
    }

    /// The response to a line that could not be decoded.
    public func respond(toUndecodable error: HostRequestDecodingError) async -> HostResponse {
        .failure(error.description, state: await controller.state)
    }

    /// The response to a decoded request.
    public func respond(to request: HostRequest) async -> HostResponse {
        let state = await controller.state
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
        let units = request.units ?? CadenceSettings.current.units ?? .metric
        let response = await Formatting.$units.withValue(units) {
            await IntentRunner.$runsOnLockedDevice.withValue(request.locked ?? false) {
                await respondUnlockedOrNot(to: request)
            }
        }
        // Doors that ask (an intent, an utterance, a confirmation) are answered aloud too.
        if let speaker, request.intent != nil || request.utterance != nil || request.op == .confirm || request.op == .deny {
            speaker.speak(response.dialog?.full ?? response.error ?? "", as: .answer)
        }
        return response
    }

    private func respondUnlockedOrNot(to request: HostRequest) async -> HostResponse {
        var response: HostResponse
        if let intent = request.intent {
            response = await runIntent(
                intent, parameters: request.parameters ?? [:], request: .explicit, confirmed: request.confirmed ?? false,
                locale: request.locale ?? "en")
        } else if let utterance = request.utterance {
            response = await say(
                utterance, locale: request.locale ?? "en", addressed: request.addressed ?? false,
                heard: request.heard ?? false)
        } else {
            response = await operation(request)
        }
        response.id = request.id
        response.state = await controller.state
        return response
    }

    // MARK: Intents

    /// Runs an intent by name, and remembers the question it asked, if any.
    private func runIntent(
        _ identifier: String, parameters: [String: String], request: CadenceAppContext.Request, confirmed: Bool,
        locale: String
    ) async -> HostResponse {
        let runner = self.runner
        let result = await CadenceAppContext.$current.withValue(context(request)) {
            await runner.run(
                intentIdentifier: identifier, parameters: parameters, intentTypes: CadenceShortcuts.intentTypes,
                confirmed: confirmed)
        }
        await remember(result, parameters: parameters, request: request, locale: locale)
        return response(for: result, locale: locale)
    }

    /// Keeps the question a response asked, so the next utterance can answer it.
    private func remember(
        _ result: IntentResponse, parameters: [String: String], request: CadenceAppContext.Request, locale: String
    ) async {
        // A question waits for a person, so its lifetime runs on the wall clock, not the
        // workout's (a host run at --speed 20 would drop it after 1.5 s).
        let now = await controller.wallNow()
        if result.confirmationDialog != nil {
            pending = PendingQuestion(
                kind: .confirmation, intentIdentifier: result.intentIdentifier, parameters: parameters,
                request: request, locale: locale, askedAt: now)
        } else if let missing = result.missingParameter {
            pending = PendingQuestion(
                kind: .parameter(missing), intentIdentifier: result.intentIdentifier, parameters: parameters,
                request: request, locale: locale, askedAt: now)
        }
    }

    /// A dialog said in `locale`: the String Catalog's translation, values filled in.
    private static func said(_ dialog: IntentDialog, locale: String) -> HostResponse.Dialog {
        let catalog = CadenceShortcutsCatalog.dialogs
        return HostResponse.Dialog(
            full: dialog.fullResource.resolved(in: catalog, locale: locale),
            supporting: dialog.supportingResource.resolved(in: catalog, locale: locale))
    }

    /// The host's answer for an intent's result, its dialog said in `locale` (the String
    /// Catalog's translation, with the values filled in; the source text where it has none).
    private func response(for result: IntentResponse, locale: String) -> HostResponse {
        var response = HostResponse()
        response.intent = result.intentIdentifier
        if let dialog = result.dialog { response.dialog = Self.said(dialog, locale: locale) }
        if result.confirmationDialog != nil {
            response.ok = false
            response.code = .confirmationRequired
            return response
        }
        if let missing = result.missingParameter {
            response.ok = false
            response.code = .needsValue
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
            if case .deadlineExceeded(_, let seconds) = error,
                result.intentIdentifier == StartWorkout.intentIdentifier
            {
                // The controller discarded the workout still counting down (the reducer's
                // `deadlinePassed`): say so, rather than leave the person guessing.
                response.error = "\(error.description); the workout was not started and nothing was recorded"
                response.dialog = Self.said(
                    IntentDialog(
                        full:
                            "The workout didn't start within \(seconds.formatted()) seconds, so it was not started and nothing was recorded.",
                        supporting: "Not started"),
                    locale: locale)
            }
            return response
        }
        let value = result.value as? WorkoutIntentValue
        let code = value?.code ?? .success
        response.ok = code == .success
        response.code = code
        response.value = HostResponse.Value(
            snapshot: value?.snapshot, workoutID: value?.workoutID, totals: value?.totals, workout: value?.workout)
        return response
    }

    // MARK: Utterances

    /// The phrase index for a locale, rebuilt when the shortcuts' parameter values changed
    /// (``AppShortcutsProvider/updateAppShortcutParameters()``: a workout saved, imported or
    /// deleted is a value of the show shortcut).
    private func index(for locale: String) async -> AppShortcutsIndex {
        if let cached = indexes[locale], !cached.isStale(for: CadenceShortcuts.self) { return cached }
        let catalog = self.catalog
        let profile = matchingProfile
        let built = await CadenceAppContext.$current.withValue(context(.explicit)) {
            await AppShortcutsIndex(
                provider: CadenceShortcuts.self, applicationName: CadenceShortcuts.applicationName, locale: locale,
                catalog: catalog, profile: profile)
        }
        indexes[locale] = built
        return built
    }

    private func say(_ utterance: String, locale: String, addressed: Bool, heard: Bool) async -> HostResponse {
        let index = await index(for: locale)
        if let answer = await answer(utterance, index: index, locale: locale) { return answer }
        // A note is free text after its lead-in ("Note that my knee hurts"); no phrase holds it.
        // The watch profile (exact phrases only) takes neither this nor the delete route below.
        let flexible = matchingProfile == .flexible
        if flexible, let note = LogNote.dictatedText(in: utterance, locale: locale) {
            return await routed(
                LogNote.intentIdentifier, note.isEmpty ? [:] : ["text": note], shown: ["text": note],
                utterance: utterance, stage: "dictation", evidence: [Self.leadIn(of: utterance, before: note)],
                locale: locale)
        }
        // "Delete my last workout": a delete verb and a saved workout named; it asks before it deletes.
        if flexible, let object = DeleteWorkout.deletionObject(in: utterance, locale: locale),
            let workout = index.parameterValue(
                in: object, intentIdentifier: ShowWorkout.intentIdentifier, parameter: "workout")
        {
            return await routed(
                DeleteWorkout.intentIdentifier, ["workout": workout], utterance: utterance, stage: "lexical",
                evidence: [Self.leadIn(of: utterance, before: object), object], locale: locale)
        }
        switch index.evaluate(utterance, applicationAddressed: addressed) {
        case .matched(let match):
            // Words a recognizer heard are its guess, however exactly they read: what destroys asks first.
            let request: CadenceAppContext.Request = match.isExact && !heard ? .explicit : .understood
            // Amounts ride along outside the phrase ("I drank 250 ml of water"), as Siri fills them.
            let parameters = Self.intentType(match.intentIdentifier).map { $0.measurementValues(in: utterance) }?
                .merging(match.parameters) { _, phrase in phrase } ?? match.parameters
            var response = await runIntent(
                match.intentIdentifier, parameters: parameters, request: request, confirmed: false,
                locale: locale)
            response.match = HostResponse.MatchInfo(
                phrase: match.phrase, score: match.score, exact: match.isExact, parameters: match.parameters,
                stage: match.stage.rawValue, evidence: match.evidence)
            return response
        case .notMatched(let explanation):
            var response = HostResponse.failure("no shortcut matches \"\(utterance)\": \(explanation.message)")
            response.dialog = HostDialogs.notUnderstood(utterance, locale: locale)
            response.reason = explanation.message
            response.nearest = explanation.nearest.map(\.phrase)
            response.match = nil
            return response
        }
    }

    /// Runs the intent a free-text route chose (a note's lead-in, a delete verb) as understood,
    /// and says how (`shown`: the parameters the match reports, when not those run).
    private func routed(
        _ identifier: String, _ parameters: [String: String], shown: [String: String]? = nil, utterance: String,
        stage: String, evidence: [String], locale: String
    ) async -> HostResponse {
        var response = await runIntent(
            identifier, parameters: parameters, request: .understood, confirmed: false, locale: locale)
        response.match = HostResponse.MatchInfo(
            phrase: utterance, score: 1, exact: false, parameters: shown ?? parameters, stage: stage,
            evidence: evidence)
        return response
    }

    /// The words of `utterance` before its last `rest.count` characters (a route's lead-in).
    private static func leadIn(of utterance: String, before rest: String) -> String {
        String(utterance.prefix(max(0, utterance.count - rest.count))).trimmingCharacters(in: .whitespaces)
    }

    /// Whether a question still waits for its answer (asked at most ``questionLifetime`` ago).
    private func isWaiting(_ question: PendingQuestion) async -> Bool {
        await controller.wallNow().timeIntervalSince(question.askedAt) <= Self.questionLifetime
    }

    /// The answer to the question asked last, if the utterance answers it: "yes"/"no" to a
    /// confirmation, a value for a missing parameter. Anything else, or a question older than
    /// ``questionLifetime``, drops the question (nothing happens) and the utterance is a new request.
    private func answer(_ utterance: String, index: AppShortcutsIndex, locale: String) async -> HostResponse? {
        guard let question = pending else { return nil }
        pending = nil
        guard await isWaiting(question) else { return nil }
        let reply = ConfirmationAnswer.classify(utterance, locale: locale)
        switch question.kind {
        case .confirmation:
            switch reply {
            case .yes: return await answered(question, parameters: question.parameters, confirmed: true, utterance)
            case .no: return declined(question)
            case nil: return nil
            }
        case .parameter(let name):
            if reply == .no { return declined(question) }
            // Free text ("What's the note?") takes the whole answer as it was said.
            if Self.intentType(question.intentIdentifier)?.init().parameterDescriptions.first(where: { $0.name == name })?
                .valueType == "String"
            {
                var parameters = question.parameters
                parameters[name] = utterance.trimmingCharacters(in: .whitespacesAndNewlines)
                return await answered(question, parameters: parameters, confirmed: false, utterance)
            }
            if let value = index.parameterValue(in: utterance, intentIdentifier: question.intentIdentifier, parameter: name)
                ?? Self.intentType(question.intentIdentifier)?.measurementValues(in: utterance, bareNumbers: true)[name]
            {
                var parameters = question.parameters
                parameters[name] = value
                return await answered(question, parameters: parameters, confirmed: false, utterance)
            }
            // An answer may name another of the intent's values instead ("How much water?" —
            // "a glass").
            for other in Self.intentType(question.intentIdentifier)?.init().parameterDescriptions ?? []
            where other.name != name && question.parameters[other.name] == nil {
                if let value = index.parameterValue(
                    in: utterance, intentIdentifier: question.intentIdentifier, parameter: other.name)
                {
                    var parameters = question.parameters
                    parameters[other.name] = value
                    return await answered(question, parameters: parameters, confirmed: false, utterance)
                }
            }
            return nil
        }
    }

    private func answered(
        _ question: PendingQuestion, parameters: [String: String], confirmed: Bool, _ utterance: String
    ) async -> HostResponse {
        var response = await runIntent(
            question.intentIdentifier, parameters: parameters, request: question.request, confirmed: confirmed,
            locale: question.locale)
        response.match = HostResponse.MatchInfo(
            phrase: utterance, score: 1, exact: false, parameters: parameters, stage: "answer", evidence: [utterance])
        return response
    }

    private static func intentType(_ identifier: String) -> (any AppIntent.Type)? {
        CadenceShortcuts.intentTypes.first { $0.intentIdentifier == identifier }
    }

    private func declined(_ question: PendingQuestion) -> HostResponse {
        var response = HostResponse()
        response.ok = true
        response.code = .success
        response.intent = question.intentIdentifier
        let dialog = HostDialogs.declined(locale: question.locale)
        response.dialog = HostResponse.Dialog(full: dialog.full, supporting: dialog.supporting)
        return response
    }

    // MARK: Operations

    private func operation(_ request: HostRequest) async -> HostResponse {
        var response = HostResponse()
        let name = request.op ?? .ping
        switch name {
        case .ping:
            response.ok = true
            response.code = .success
            response.value = HostResponse.Value(socketNote: socketNote)
        case .status:
            let snapshot = await controller.snapshot()
            let dialog = WorkoutIntentSupport.statusDialog(snapshot)
            response.ok = true
            response.code = .success
            response.dialog = HostResponse.Dialog(full: dialog.full, supporting: dialog.supporting)
            var recovered: [String] = []
            if let report = await controller.recoveryReport {
                recovered.append(
                    "recovered at launch: \(report.commandCount) commands, \(report.sampleCount) samples, \(report.locationCount) locations"
                )
            }
            if let launchNote { recovered.append(launchNote) }
            var question: String?
            if let pending, await isWaiting(pending) {
                switch pending.kind {
                case .confirmation: question = "confirmation"
                case .parameter(let name): question = name
                }
            }
            response.value = HostResponse.Value(
                snapshot: snapshot, socketNote: socketNote,
                recovered: recovered.isEmpty ? nil : recovered.joined(separator: "; "), question: question)
        case .history:
            do {
                let entries = try await controller.history(limit: request.limit.map { max(0, $0) }).map(
                    WorkoutHistoryEntry.init)
                response.ok = true
                response.code = .success
                response.value = HostResponse.Value(history: entries)
            } catch {
                return .failure(error.description)
            }
        case .import:
            guard let path = request.path, path.hasPrefix("/") else {
                return .failure("import needs \"path\": the absolute path of a FIT, GPX or TCX file")
            }
            return await importFile(at: path, strict: request.strict ?? false)
        case .subscribe:
            return .failure("subscribe streams on its own connection: send it as the connection's first line")
        case .action:
            return await press(both: request.both ?? false)
        case .settings:
            guard let directory = dataDirectory else {
                return .failure("this host has no data directory to read settings from")
            }
            do {
                CadenceSettings.current = try CadenceSettings.load(from: directory)
            } catch {
                return .failure(error.description)
            }
            // Auto-pause turned on or off during a workout takes effect at once.
            try? await controller.applyAutoPauseSetting()
            response.ok = true
            response.code = .success
            let first = CadenceSettings.firstPressWorkout.title.lowercased()
            response.dialog = HostResponse.Dialog(
                full: "A press now starts \(WorkoutIntentSupport.article(first)) \(first).", supporting: "Settings read")
        case .confirm, .deny:
            guard let question = pending, question.kind == .confirmation, await isWaiting(question) else {
                pending = nil
                return .failure(
                    "nothing to \(name.rawValue): no question is waiting for an answer", code: .failureNoMatchingWorkout)
            }
            pending = nil
            return name == .confirm
                ? await answered(question, parameters: question.parameters, confirmed: true, name.rawValue)
                : declined(question)
        }
        return response
    }

    /// The single press, as the Action button on Apple Watch Ultra: with no workout it starts
    /// the first-press workout (the first of ``StartWorkout/suggestedWorkouts``); during one it
    /// runs the most recently donated next action (``MarkLap`` after a start). The two-button
    /// press (`both`) pauses a running workout and resumes a paused one.
    private func press(both: Bool) async -> HostResponse {
        let state = await controller.state
        if both {
            switch state {
            case .running, .paused:
                let intent = state == .running ? PauseWorkout.intentIdentifier : ResumeWorkout.intentIdentifier
                return await runIntent(intent, parameters: [:], request: .explicit, confirmed: false, locale: "en")
            default:
                return .failure(
                    "nothing to pause or resume: the workout is \(state.name)", code: .failureNoMatchingWorkout)
            }
        }
        switch state {
        case .notStarted, .ended:
            return await runIntent(
                StartWorkout.intentIdentifier, parameters: ["workoutStyle": CadenceSettings.firstPressWorkout.rawValue],
                request: .explicit, confirmed: false, locale: "en")
        case .prepared:
            var response = HostResponse()
            response.ok = true
            response.code = .success
            response.dialog = HostResponse.Dialog(full: "Your workout is about to start.", supporting: "Starting")
            return response
        case .running, .paused, .stopped:
            guard let next = donations.nextAction else {
                return .failure("no next action has been donated", code: .failureNoMatchingWorkout)
            }
            let runner = self.runner
            let result = await CadenceAppContext.$current.withValue(context(.explicit)) { await runner.run(next) }
            return response(for: result, locale: "en")
        }
    }

    /// Imports a file through the controller, so the phrase index learns the workout at once.
    private func importFile(at path: String, strict: Bool) async -> HostResponse {
        var response = HostResponse()
        do {
            switch try await controller.importFile(atPath: path, strict: strict) {
            case .imported(let id, let style, let warnings):
                response.value = HostResponse.Value(
                    workoutID: id,
                    imported: .init(status: "imported", id: id, workoutStyle: style, warnings: warnings, error: nil))
            case .alreadyImported(let id):
                response.value = HostResponse.Value(
                    workoutID: id, imported: .init(status: "alreadyImported", id: id, warnings: nil, error: nil))
            }
            response.ok = true
            response.code = .success
        } catch {
            response = .failure(error.description)
            response.value = HostResponse.Value(imported: .init(status: "failed", error: error.description))
        }
        return response
    }

    /// A stream of snapshots for `subscribe`.
    public func subscribe() async -> AsyncStream<WorkoutSnapshot> { await controller.snapshots() }
}
