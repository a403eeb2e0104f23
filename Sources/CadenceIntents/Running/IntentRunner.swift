import Foundation

/// Runs intents the way the system does: it fills nothing itself, but checks that every required
/// parameter has a value (or answers with the one that is missing and its `requestValueDialog`),
/// checks number ranges, resolves entity ids through their queries, enforces a deadline (the intent
/// type's ``AppIntent/performDeadline``, 30 s for a ``StartWorkoutIntent``, else the runner's), and
/// turns a thrown error into a response with a clear message.
///
/// ```swift
/// let response = await IntentRunner().run(StartRunIntent(style: .outdoorRun))
/// response.dialog?.full
///
/// // By name, with parameters as strings (what a socket or a command line has):
/// let byName = await IntentRunner().run(
///     intentIdentifier: "StartRunIntent", parameters: ["workoutStyle": "treadmillRun"], intentTypes: [StartRunIntent.self])
/// ```
public struct IntentRunner: Sendable {
    /// How long an intent whose type sets no ``AppIntent/performDeadline`` may take; `nil` for no limit.
    public var deadline: Duration?
    private let clock: any Clock<Duration>

    /// Creates a runner.
    /// - Parameters:
    ///   - deadline: the limit for intents whose type sets none (default none).
    ///   - clock: the clock deadlines are measured on (inject a test clock in tests).
    public init(deadline: Duration? = nil, clock: any Clock<Duration> = ContinuousClock()) {
        self.deadline = deadline
        self.clock = clock
    }

    /// Runs an intent whose parameters are already set.
    /// - Parameter confirmed: whether the person already confirmed (answered yes to the question a
    ///   previous run asked); `requestConfirmation` then returns instead of asking.
    public func run<I: AppIntent>(_ intent: I, confirmed: Bool) async -> IntentResponse {
        await IntentConfirmationState.$confirmed.withValue(confirmed) { await run(intent) }
    }

    /// Runs an intent whose parameters are already set.
    /// Whether the door running intents now acts for a locked screen (the locked live view's
    /// keys, a lock-screen automation); intents whose ``AppIntent/authenticationPolicy`` is not
    /// `.alwaysAllowed` are then refused with ``IntentRunError/requiresUnlockedDevice(intent:)``.
    @TaskLocal public static var runsOnLockedDevice = false

    public func run<I: AppIntent>(_ intent: I) async -> IntentResponse {
        // Every run has its own progress, which a ProgressReportingIntent updates.
        if I.self is any ProgressReportingIntent.Type, IntentProgress.current == nil {
            return await run(intent, progress: Progress(totalUnitCount: 0))
        }
        let identifier = I.intentIdentifier
        // Dependencies first: a missing one is a clear error naming its type, not a crash.
        for child in Mirror(reflecting: intent).children {
            guard let dependency = child.value as? any AnyAppDependency else { continue }
            do {
                try await dependency.resolve()
            } catch {
                return IntentResponse(
                    intentIdentifier: identifier,
                    error: .performFailed(intent: identifier, message: String(describing: error)))
            }
        }
        if Self.runsOnLockedDevice, I.authenticationPolicy != .alwaysAllowed {
            return IntentResponse(
                intentIdentifier: identifier,
                dialog: IntentDialog(
                    full: "Unlock to do that: it can't run from the lock screen.", supporting: "Unlock to continue"),
                error: .requiresUnlockedDevice(intent: identifier))
        }
        for (name, parameter) in IntentParameters.list(of: intent) {
            if parameter.isRequired, !parameter.hasValue {
                var dialog = parameter.requestDialog ?? IntentDialog("What \(parameter.titleText.lowercased())?")
                if parameter.requestDialog == nil,
                    let options = try? await IntentResolution.resolving(intent, { try await parameter.optionsSource?() }),
                    !options.isEmpty
                {
                    dialog = IntentDialog(
                        LocalizedStringResource(
                            stringLiteral: "Which \(parameter.titleText.lowercased())? \(options.joined(separator: ", "))"))
                }
                return IntentResponse(intentIdentifier: identifier, dialog: dialog, missingParameter: name)
            }
            if let range = parameter.range, let number = Self.number(parameter.anyValue), !range.contains(number) {
                return IntentResponse(
                    intentIdentifier: identifier,
                    error: .invalidParameterValue(
                        intent: identifier, parameter: name, value: number.formatted(),
                        reason: "it must be between \(range.lowerBound.formatted()) and \(range.upperBound.formatted())"
                    ))
            }
        }
        if let deleting = intent as? any DeleteIntent, !IntentConfirmationState.confirmed {
            let question = IntentDialog(
                LocalizedStringResource(stringLiteral: "Delete \(Self.names(deleting.deletedTitles))?"))
            return IntentResponse(intentIdentifier: identifier, dialog: question, confirmationDialog: question)
        }
        let limit = I.performDeadline ?? deadline
        do {
            let result = try await perform(intent, limit: limit)
            if let opened = result.opensIntent {
                // The opened intent runs next (at most a few deep, so two intents that open each
                // other cannot loop); its answer follows this one's dialog.
                guard Self.openingDepth < 4 else {
                    return IntentResponse(
                        intentIdentifier: identifier,
                        error: .performFailed(intent: identifier, message: "intents opened each other more than 4 deep"))
                }
                let next = await Self.$openingDepth.withValue(Self.openingDepth + 1) { await run(opened) }
                let dialog = Self.joined(result.dialog, next.dialog)
                return IntentResponse(
                    intentIdentifier: next.intentIdentifier, dialog: dialog, value: next.value ?? result.returnedValue,
                    missingParameter: next.missingParameter, error: next.error,
                    actionButtonIntent: next.actionButtonIntent ?? result.actionButtonIntent,
                    confirmationDialog: next.confirmationDialog)
            }
            return IntentResponse(
                intentIdentifier: identifier, dialog: result.dialog, value: result.returnedValue,
                actionButtonIntent: result.actionButtonIntent, snippetView: result.snippetView)
        } catch let needsValue as IntentParameterNeedsValueError {
            let name =
                IntentParameters.list(of: intent).first { $0.parameter.titleText == needsValue.parameterTitle }?.name
                ?? needsValue.parameterTitle
            return IntentResponse(
                intentIdentifier: identifier,
                dialog: needsValue.dialog ?? IntentDialog("What \(needsValue.parameterTitle.lowercased())?"),
                missingParameter: name)
        } catch let handOver as AppIntentError {
            return await respond(to: handOver, from: intent)
        } catch let question as IntentConfirmationRequired {
            return IntentResponse(intentIdentifier: identifier, dialog: question.dialog, confirmationDialog: question.dialog)
        } catch let error as IntentRunError {
            return IntentResponse(intentIdentifier: identifier, error: error)
        } catch {
            return IntentResponse(
                intentIdentifier: identifier,
                error: .performFailed(intent: identifier, message: String(describing: error)))
        }
    }

    /// Runs an intent found by its type name, with parameters given as strings: enum raw values
    /// (or their titles), entity ids, numbers, booleans, ISO 8601 dates.
    ///
    /// - Parameters:
    ///   - intentTypes: the intent types that may be run by name.
    ///   - confirmed: whether the person already confirmed; see ``run(_:confirmed:)``.
    public func run(
        intentIdentifier: String, parameters: [String: String], intentTypes: [any AppIntent.Type],
        confirmed: Bool = false
    ) async -> IntentResponse {
        guard let type = intentTypes.first(where: { $0.intentIdentifier == intentIdentifier }) else {
            return IntentResponse(
                intentIdentifier: intentIdentifier,
                error: .unknownIntent(intentIdentifier, known: intentTypes.map { $0.intentIdentifier }.sorted()))
        }
        return await IntentConfirmationState.$confirmed.withValue(confirmed) {
            await run(type.init(), parameters: parameters)
        }
    }

    /// Runs an intent after setting some of its parameters from strings.
    public func run(_ intent: some AppIntent, parameters: [String: String]) async -> IntentResponse {
        let identifier = type(of: intent).intentIdentifier
        let known = IntentParameters.list(of: intent)
        for (name, text) in parameters.sorted(by: { $0.key < $1.key }) {
            guard let parameter = known.first(where: { $0.name == name })?.parameter else {
                return IntentResponse(
                    intentIdentifier: identifier,
                    error: .unknownParameter(intent: identifier, parameter: name, known: known.map(\.name)))
            }
            do {
                let source = ParameterValueSource(for: parameter.valueType)
                let value = try await IntentResolution.resolving(intent) {
                    try await source.value(
                        from: text, intent: identifier, parameter: name, range: parameter.range,
                        defaultUnit: parameter.measurementDefaultUnit, negativeNumbers: parameter.acceptsNegativeNumbers)
                }
                _ = parameter.setAny(value)
            } catch let error as IntentRunError {
                return IntentResponse(intentIdentifier: identifier, error: error)
            } catch {
                return IntentResponse(
                    intentIdentifier: identifier,
                    error: .invalidParameterValue(
                        intent: identifier, parameter: name, value: text, reason: String(describing: error)))
            }
        }
        return await run(intent)
    }

    private func perform<I: AppIntent>(_ intent: I, limit: Duration?) async throws -> I.PerformResult {
        guard let limit else { return try await intent.perform() }
        let clock = self.clock
        return try await withThrowingTaskGroup(of: I.PerformResult?.self) { group in
            group.addTask { try await intent.perform() }
            group.addTask {
                try await clock.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let result = first else {
                let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) * 1e-18
                throw IntentRunError.deadlineExceeded(intent: I.intentIdentifier, seconds: seconds)
            }
            return result
        }
    }

    @TaskLocal private static var openingDepth = 0
    @TaskLocal private static var restartCount = 0

    /// An ``AppIntentError``: continuing in the app asks first (unless the person just confirmed,
    /// or the intent said not to ask) and then runs the continuation; a restart runs the intent
    /// again, at most 3 times.
    private func respond<I: AppIntent>(to handOver: AppIntentError, from intent: I) async -> IntentResponse {
        let identifier = I.intentIdentifier
        switch handOver.kind {
        case .continueInForeground(let alwaysConfirm, let continuation):
            guard IntentConfirmationState.confirmed || !alwaysConfirm else {
                let question = handOver.dialog ?? IntentDialog("Continue in the app?")
                return IntentResponse(intentIdentifier: identifier, dialog: question, confirmationDialog: question)
            }
            do {
                try await continuation?()
            } catch {
                return IntentResponse(
                    intentIdentifier: identifier,
                    error: .performFailed(intent: identifier, message: String(describing: error)))
            }
            return IntentResponse(intentIdentifier: identifier, dialog: handOver.dialog)
        case .restartPerform:
            guard Self.restartCount < 3 else {
                return IntentResponse(
                    intentIdentifier: identifier,
                    error: .performFailed(intent: identifier, message: "perform() asked to restart more than 3 times"))
            }
            return await Self.$restartCount.withValue(Self.restartCount + 1) { await run(intent) }
        }
    }

    /// "A", "A and B", "A, B and C".
    private static func names(_ titles: [String]) -> String {
        guard titles.count > 1, let last = titles.last else { return titles.first ?? "it" }
        return titles.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func joined(_ first: IntentDialog?, _ second: IntentDialog?) -> IntentDialog? {
        guard let first else { return second }
        guard let second else { return first }
        return IntentDialog(
            full: LocalizedStringResource(stringLiteral: first.full + " " + second.full),
            supporting: LocalizedStringResource(stringLiteral: second.supporting))
    }

    private static func number(_ value: (any Sendable)?) -> Double? {
        switch value {
        case let int as Int: Double(int)
        case let double as Double: double
        case let float as Float: Double(float)
        default: nil
        }
    }
}
