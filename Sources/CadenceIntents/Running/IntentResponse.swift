/// What running an intent produced: its dialog and value, or the parameter it still needs, or
/// the error — everything a door (a socket, a command line, a voice) needs to answer.
public struct IntentResponse: Sendable {
    /// The intent type's name ("StartWorkout").
    public let intentIdentifier: String
    /// What the intent said (or, when a value is missing, what to ask).
    public let dialog: IntentDialog?
    /// The value it returned.
    public let value: (any Sendable)?
    /// The name of a required parameter that has no value; the intent did not run.
    public let missingParameter: String?
    /// The error, when it could not run or failed.
    public let error: IntentRunError?
    /// The next Action-button intent the result asked for, if any.
    public let actionButtonIntent: (any AppIntent)?
    /// The question `requestConfirmation` asked: the intent stopped before doing anything, and runs
    /// again when the person confirms.
    public let confirmationDialog: IntentDialog?
    /// The snippet view the result carried (never drawn on Linux).
    public let snippetView: SnippetView?

    /// Whether the intent ran and returned normally.
    public var succeeded: Bool { error == nil && missingParameter == nil && confirmationDialog == nil }

    package init(
        intentIdentifier: String, dialog: IntentDialog? = nil, value: (any Sendable)? = nil,
        missingParameter: String? = nil, error: IntentRunError? = nil, actionButtonIntent: (any AppIntent)? = nil,
        confirmationDialog: IntentDialog? = nil, snippetView: SnippetView? = nil
    ) {
        self.snippetView = snippetView
        self.confirmationDialog = confirmationDialog
        self.intentIdentifier = intentIdentifier
        self.dialog = dialog
        self.value = value
        self.missingParameter = missingParameter
        self.error = error
        self.actionButtonIntent = actionButtonIntent
    }
}
