/// Where an intent runs (App Intents' `IntentModes`, iOS 26): in the background, or in the
/// foreground immediately, dynamically (it may ask to continue in the foreground) or deferred
/// (in the foreground at the latest when `perform()` ends).
public struct IntentModes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// How an intent that runs in the foreground gets there.
    public enum ForegroundMode: Sendable, Hashable {
        case immediate, dynamic, deferred
    }

    /// Runs without bringing the app forward.
    public static let background = IntentModes(rawValue: 1 << 0)
    private static let foregroundImmediate = IntentModes(rawValue: 1 << 1)
    private static let foregroundDynamic = IntentModes(rawValue: 1 << 2)
    private static let foregroundDeferred = IntentModes(rawValue: 1 << 3)

    /// Brings the app forward before `perform()` (same as `.foreground(.immediate)`).
    public static let foreground = foregroundImmediate

    /// Runs in the foreground in the given way.
    public static func foreground(_ mode: ForegroundMode) -> IntentModes {
        switch mode {
        case .immediate: foregroundImmediate
        case .dynamic: foregroundDynamic
        case .deferred: foregroundDeferred
        }
    }

    /// Whether any foreground mode is allowed.
    public var allowsForeground: Bool {
        !intersection([.foregroundImmediate, .foregroundDynamic, .foregroundDeferred]).isEmpty
    }
}
