/// An action people can run by voice, from Shortcuts, a button or an automation — App Intents'
/// `AppIntent`, portable.
///
/// ```swift
/// struct StartPhoneRunIntent: AppIntent {
///     static let title: LocalizedStringResource = "Start a Run"
///     static let openAppWhenRun: Bool = true
///
///     func perform() async throws -> some IntentResult {
///         try await PhoneWorkoutController.shared.startRun()
///         return .result()
///     }
/// }
/// ```
///
/// Parameters are `@Parameter` properties; run intents through ``IntentRunner``, which checks
/// required parameters, resolves entities and enforces the deadline.
public protocol AppIntent: Sendable {
    /// The intent's name, shown in Shortcuts.
    static var title: LocalizedStringResource { get }
    /// What it does.
    static var description: IntentDescription { get }
    /// Whether running it opens the app (deprecated by Apple in favour of ``supportedModes``).
    static var openAppWhenRun: Bool { get }
    /// Where it may run.
    static var supportedModes: IntentModes { get }
    /// Whether it appears in Shortcuts and Spotlight (App Shortcuts need `true`).
    static var isDiscoverable: Bool { get }
    /// What authentication it needs; see ``IntentAuthenticationPolicy`` for the Linux meaning.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// How long ``perform()`` may take before the runner gives up (Cadence; the system sets this
    /// on Apple's platforms): `nil` for the runner's own limit. A ``StartWorkoutIntent`` has
    /// Apple's 30 seconds.
    static var performDeadline: Duration? { get }

    /// Creates the intent with its parameters unset (or at their defaults).
    init()

    /// The result's type.
    associatedtype PerformResult: IntentResult

    /// The type of ``parameterSummary``.
    associatedtype SummaryContent: ParameterSummary = DefaultParameterSummary
    /// How the intent reads as a sentence with its parameters (`Summary("Start \(\.$workout)")`).
    static var parameterSummary: SummaryContent { get }

    /// Does the work and says what happened.
    func perform() async throws -> PerformResult
}

extension AppIntent where SummaryContent == DefaultParameterSummary {
    /// An intent without a summary reads as its title.
    public static var parameterSummary: DefaultParameterSummary { DefaultParameterSummary(title: title.defaultValue) }
}

extension AppIntent {
    /// This intent's summary sentence, with its parameters' values (or titles, when unset).
    public var parameterSummaryText: String { Self.parameterSummary.render(self) }

    public static var description: IntentDescription { "" }
    public static var openAppWhenRun: Bool { false }
    public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var performDeadline: Duration? { nil }

    /// The intent type's name, which identifies it in a JSON API ("StartWorkout").
    public static var intentIdentifier: String { String(describing: Self.self) }
}

/// An intent the system itself defines the meaning of (App Intents' `SystemIntent`).
public protocol SystemIntent: AppIntent {}
