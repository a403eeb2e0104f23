/// An error an intent throws to stop and hand over to the person or the app (App Intents'
/// `AppIntentError`). ``IntentRunner`` answers a thrown one with its dialog.
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
    package enum Kind: Sendable {
        case continueInForeground(alwaysConfirm: Bool, continuation: (@MainActor @Sendable () async throws -> Void)?)
        case restartPerform
    }

    package let kind: Kind
    /// What the person is told.
    public let dialog: IntentDialog?

    package init(_ kind: Kind, dialog: IntentDialog?) {
        self.kind = kind
        self.dialog = dialog
    }

    /// Asks the system to run `perform()` again from the start.
    public static let restartPerform = AppIntentError(.restartPerform, dialog: nil)

    public var description: String {
        switch kind {
        case .continueInForeground: "the intent needs to continue in the app: \(dialog?.full ?? "")"
        case .restartPerform: "the intent asked to run again"
        }
    }
}

/// An intent that starts in the background and may ask to continue in the app (App Intents'
/// `ForegroundContinuableIntent`, deprecated by Apple in favour of `supportedModes` with
/// `.foreground(.dynamic)`; both work here).
///
/// **On Linux** the app is a host process that is already running, and "the foreground" is
/// the person's attention: continuing there is a question the door asks ("Continue in Cadence?",
/// or the intent's own dialog). When the person answers yes, the intent runs again with the
/// confirmation, and the continuation runs on the main actor. A door that cannot ask (a script)
/// gets the question as `confirmationRequired`, as for any confirmation.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// An error that stops the intent and asks to continue in the app, where `continuation`
    /// runs (App Intents, iOS 16.4).
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil, continuation: (@MainActor @Sendable () async throws -> Void)? = nil
    ) -> AppIntentError {
        AppIntentError(.continueInForeground(alwaysConfirm: true, continuation: continuation), dialog: dialog)
    }

    /// Asks to continue in the app and, once the person agrees, returns what `continuation`
    /// returns (App Intents, iOS 16.4). Until then it throws, and the runner asks.
    @discardableResult
    public func requestToContinueInForeground<ResultValue: Sendable>(
        _ dialog: IntentDialog? = nil, continuation: @MainActor @Sendable () async throws -> ResultValue = { () }
    ) async throws -> ResultValue {
        try await continueInForeground(dialog, alwaysConfirm: true)
        return try await continuation()
    }
}

extension AppIntent {
    /// An error that stops the intent and brings the app forward (App Intents, iOS 26); see
    /// ``ForegroundContinuableIntent`` for the Linux meaning. With `alwaysConfirm: false` the
    /// runner does not ask again when the person has just answered a question in this run.
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true)
        -> AppIntentError
    {
        AppIntentError(.continueInForeground(alwaysConfirm: alwaysConfirm, continuation: nil), dialog: dialog)
    }

    /// Continues in the app, asking first (App Intents, iOS 26). Returns once the person agreed;
    /// before that it throws and the runner asks.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
        guard IntentConfirmationState.confirmed || !alwaysConfirm else {
            throw IntentConfirmationRequired(
                dialog: dialog ?? IntentDialog("Continue in the app?"), actionName: .continue)
        }
    }
}
