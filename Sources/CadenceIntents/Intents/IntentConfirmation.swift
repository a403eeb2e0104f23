/// The verb on the button that confirms an action (App Intents' `ConfirmationActionName`). On
/// Linux there is no button: a door shows or speaks the dialog and takes "yes" or "no".
public struct ConfirmationActionName: Sendable, Hashable {
    /// The verb, as a door may show it.
    public let name: String
    init(_ name: String) { self.name = name }

    public static let add = ConfirmationActionName("Add")
    public static let addData = ConfirmationActionName("Add")
    public static let book = ConfirmationActionName("Book")
    public static let buy = ConfirmationActionName("Buy")
    public static let call = ConfirmationActionName("Call")
    public static let checkIn = ConfirmationActionName("Check In")
    public static let `continue` = ConfirmationActionName("Continue")
    public static let create = ConfirmationActionName("Create")
    public static let `do` = ConfirmationActionName("Do")
    public static let go = ConfirmationActionName("Go")
    public static let order = ConfirmationActionName("Order")
    public static let pay = ConfirmationActionName("Pay")
    public static let request = ConfirmationActionName("Request")
    public static let send = ConfirmationActionName("Send")
    public static let set = ConfirmationActionName("Set")
    public static let start = ConfirmationActionName("Start")
    public static let view = ConfirmationActionName("View")
}

/// Conditions under which the system may skip a confirmation (App Intents' `ConfirmationConditions`).
/// Cadence's runner asks whenever the person has not already answered yes, so no condition is defined.
public struct ConfirmationConditions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// Thrown by `requestConfirmation` when the person has not confirmed yet. ``IntentRunner`` turns it
/// into a response that asks (``IntentResponse/confirmationDialog``); a door shows the question,
/// and the app runs the intent again once the person confirms (``IntentRunner/run(_:confirmed:)``).
/// A "no" runs nothing, so nothing is thrown for it.
public struct IntentConfirmationRequired: Error, Sendable, CustomStringConvertible {
    /// What to ask.
    public let dialog: IntentDialog
    /// The verb that confirms.
    public let actionName: ConfirmationActionName
    public var description: String { "confirmation required: \(dialog.full)" }
}

/// Whether the run in progress was confirmed: set by ``IntentRunner/run(_:confirmed:)``.
public enum IntentConfirmationState: Sendable {
    @TaskLocal public static var confirmed = false
}

extension AppIntent {
    /// Asks the person to confirm before the intent goes on (App Intents, iOS 18). Returns when
    /// the person has confirmed; otherwise throws, and the runner answers with the question. Call it
    /// before any work that ends, deletes or discards something.
    public func requestConfirmation(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog
    ) async throws {
        guard IntentConfirmationState.confirmed else {
            throw IntentConfirmationRequired(dialog: dialog, actionName: actionName)
        }
    }

    /// Asks the person to confirm, with a generic question (App Intents, iOS 16).
    public func requestConfirmation() async throws {
        try await requestConfirmation(dialog: IntentDialog("Do you want to continue?"))
    }

    /// Asks the person to confirm a result before it is returned (App Intents, iOS 16): the
    /// question is the result's dialog, else a generic one. `showPrompt` is accepted for source
    /// compatibility; a Linux door always says the question.
    public func requestConfirmation<Result: IntentResult>(
        result: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
    ) async throws {
        try await requestConfirmation(
            actionName: confirmationActionName, dialog: result.dialog ?? IntentDialog("Do you want to continue?"))
    }

    /// Asks the person to confirm, showing a view beside the question (App Intents, iOS 18, with
    /// a SwiftUI view; carried, not drawn, on Linux).
    public func requestConfirmation<Content>(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, content: () -> Content
    ) async throws {
        try await requestConfirmation(
            conditions: conditions, actionName: actionName, dialog: dialog ?? IntentDialog("Do you want to continue?"))
    }
}

extension IntentParameter {
    /// Asks the person to confirm a parameter's value (App Intents' `$param.requestConfirmation`).
    /// Returns `true` once confirmed; before that it throws like ``AppIntent/requestConfirmation()``.
    public func requestConfirmation(for itemToConfirm: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        guard IntentConfirmationState.confirmed else {
            throw IntentConfirmationRequired(
                dialog: dialog ?? IntentDialog("Is \(String(describing: itemToConfirm)) right?"), actionName: .continue)
        }
        return true
    }

    /// An error that asks the person to choose one of `itemsToDisambiguate` (App Intents'
    /// `needsDisambiguationError(among:dialog:)`): throw it from `perform()`; the runner answers
    /// with the question and the choices, as for ``requestDisambiguation(among:dialog:)``.
    public func needsDisambiguationError(among itemsToDisambiguate: [Value], dialog: IntentDialog? = nil)
        -> IntentParameterNeedsValueError
    {
        let names = itemsToDisambiguate.map { Self.name(of: $0) }
        let question =
            dialog ?? requestDisambiguationDialog
            ?? IntentDialog(
                LocalizedStringResource(
                    stringLiteral: "Which \(title.defaultValue.lowercased())? \(names.joined(separator: ", "))"))
        return IntentParameterNeedsValueError(parameterTitle: title.defaultValue, dialog: question, choices: names)
    }
}
