import Foundation

/// An intent that opens one item of the app (App Intents' `OpenIntent`): Spotlight or a
/// shortcut sets ``target`` and the intent shows it. **On Linux** "opening" is what the app's
/// door shows for the item (a workout app's `show`); the runner treats it as any intent.
public protocol OpenIntent: SystemIntent {
    /// The item's type, usually an ``AppEntity`` or ``AppEnum``.
    associatedtype Value: Sendable
    /// The item to open (declare it as a `@Parameter`).
    var target: Value { get set }
}

/// An intent that reports how far it has got (App Intents' `ProgressReportingIntent`): set
/// `progress.totalUnitCount` and `completedUnitCount` as the work goes. **On Linux** the runner
/// gives each run its own `Progress` (watch it through ``IntentRunner/run(_:progress:)``); outside a
/// run the intent gets a fresh one nobody watches.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// This run's progress.
    public var progress: Progress { IntentProgress.current?.progress ?? Progress(totalUnitCount: 0) }
}

/// The progress of the intent run in progress (set by the runner).
package struct IntentProgress: @unchecked Sendable {
    // @unchecked: Progress is thread-safe (it locks internally) but not marked Sendable.
    let progress: Progress
    @TaskLocal package static var current: IntentProgress?
}

extension IntentRunner {
    /// Runs an intent and lets the caller watch its progress (a ``ProgressReportingIntent``
    /// updates `progress`; other intents leave it untouched).
    public func run<I: AppIntent>(_ intent: I, progress: Progress) async -> IntentResponse {
        await IntentProgress.$current.withValue(IntentProgress(progress: progress)) { await run(intent) }
    }
}

/// An intent that opens one of the app's links (App Intents' `OpenURLIntent`, iOS 18), usually
/// returned from another intent: `.result(opensIntent: OpenURLIntent(url))`. **On Linux** there
/// is no system to hand the link to: the runner performs it, and its value is the URL, for the
/// door to open (`xdg-open`, a browser) or to print.
public struct OpenURLIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open URL"
    public static let openAppWhenRun = true

    /// The link to open.
    @Parameter(title: "URL")
    public var url: URL

    public init() {}

    /// An intent that opens `url`.
    public init(_ url: URL) { self.url = url }

    public func perform() async throws -> some IntentResult & ReturnsValue<URL> { .result(value: url) }
}
