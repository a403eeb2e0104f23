/// What `perform()` returns: nothing, a value, a dialog, a next action, or a combination
/// (App Intents' `IntentResult` and its refinements).
///
/// Declare the combination in the return type and build it with a `.result(…)` factory:
///
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
///     .result(value: 5, dialog: "5 items pending")
/// }
/// ```
public protocol IntentResult: Sendable {
    /// The returned value, if any.
    var returnedValue: (any Sendable)? { get }
    /// The dialog, if any.
    var dialog: IntentDialog? { get }
    /// The intent to run on the next Action-button press, if one was given.
    var actionButtonIntent: (any AppIntent)? { get }
    /// The intent this result opens (`.result(opensIntent:)`): a runner performs it next.
    var opensIntent: (any AppIntent)? { get }
    /// The snippet view the result shows (`.result(dialog:view:)`), carried and never drawn on
    /// Linux: a door has no view hierarchy, so it says the dialog and a caller may inspect this.
    var snippetView: SnippetView? { get }
}

extension IntentResult {
    public var opensIntent: (any AppIntent)? { nil }
    public var snippetView: SnippetView? { nil }
}

/// A result's snippet view, as it was given (a SwiftUI view on Apple's platforms; any value
/// here). Linux draws nothing: the view is carried so tests and tools can see what would show.
public struct SnippetView: @unchecked Sendable {
    // @unchecked: the view is stored once and only handed back; Cadence never reads into it.
    /// The view value.
    public let view: Any
    /// The view's type name ("TrailSummaryView").
    public var typeName: String { String(describing: type(of: view)) }

    init(_ view: Any) { self.view = view }
}

/// A result that returns a value of type `Value`.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: Sendable
}

/// A result that says something.
public protocol ProvidesDialog: IntentResult {}

/// A result that opens another intent.
public protocol OpensIntent: IntentResult {}

/// A result that shows a snippet view (carried, not drawn, on Linux).
public protocol ShowsSnippetView: IntentResult {}

/// The one concrete result type behind every `.result(…)` factory; it satisfies any combination
/// of the result protocols so a declared return type always fits.
public struct IntentResultContainer<Value: Sendable>: IntentResult, ReturnsValue, ProvidesDialog, OpensIntent,
    ShowsSnippetView
{
    /// The value, if one was returned.
    public let value: Value?
    public let dialog: IntentDialog?
    public let actionButtonIntent: (any AppIntent)?
    public let opensIntent: (any AppIntent)?
    public let snippetView: SnippetView?

    init(
        value: Value?, dialog: IntentDialog?, actionButtonIntent: (any AppIntent)? = nil,
        opensIntent: (any AppIntent)? = nil, view: Any? = nil
    ) {
        self.value = value
        self.dialog = dialog
        self.actionButtonIntent = actionButtonIntent
        self.opensIntent = opensIntent
        self.snippetView = view.map(SnippetView.init)
    }

    public var returnedValue: (any Sendable)? { value }
}

extension IntentResult {
    /// A result with nothing in it.
    public static func result() -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil)
    }

    /// A result that says something.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog)
    }

    /// A result that returns a value.
    public static func result<V: Sendable>(value: V) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: nil)
    }

    /// A result that returns a value and says something.
    public static func result<V: Sendable>(value: V, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog)
    }

    /// A result that sets the next Action-button intent.
    public static func result(actionButtonIntent: some AppIntent) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, actionButtonIntent: actionButtonIntent)
    }

    /// A result that sets the next Action-button intent and says something.
    public static func result(actionButtonIntent: some AppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, actionButtonIntent: actionButtonIntent)
    }

    /// A result that opens another intent (App Intents' `OpensIntent`); a runner performs it
    /// next and answers with both dialogs.
    public static func result(opensIntent: some AppIntent) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: opensIntent)
    }

    /// A result that opens another intent and says something first.
    public static func result(opensIntent: some AppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: opensIntent)
    }

    /// A result that returns a value and opens another intent.
    public static func result<V: Sendable>(value: V, opensIntent: some AppIntent) -> Self
    where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: opensIntent)
    }

    /// A result that returns a value, opens another intent and says something.
    public static func result<V: Sendable>(value: V, opensIntent: some AppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: opensIntent)
    }
}

extension IntentResult {
    /// A result that shows a view (App Intents' `ShowsSnippetView`; carried, not drawn, on Linux).
    public static func result<Content>(view: Content) -> Self where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: nil, view: view)
    }

    /// A result that says something and shows a view.
    public static func result<Content>(dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, view: view)
    }

    /// A result that returns a value and shows a view.
    public static func result<V: Sendable, Content>(value: V, view: Content) -> Self
    where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: nil, view: view)
    }

    /// A result that returns a value, says something and shows a view.
    public static func result<V: Sendable, Content>(value: V, dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<V> {
        IntentResultContainer(value: value, dialog: dialog, view: view)
    }

    /// A result that opens another intent, says something and shows a view.
    public static func result<Content>(opensIntent: some AppIntent, dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<Never> {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: opensIntent, view: view)
    }
}
