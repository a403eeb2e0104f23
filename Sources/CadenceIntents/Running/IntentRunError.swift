import Foundation

/// Why the runner could not run an intent, or why the intent failed.
public enum IntentRunError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No intent type has this identifier.
    case unknownIntent(String, known: [String])
    /// The intent has no parameter of this name.
    case unknownParameter(intent: String, parameter: String, known: [String])
    /// A parameter's text could not become a value.
    case invalidParameterValue(intent: String, parameter: String, value: String, reason: String)
    /// `perform()` did not finish before the deadline.
    case deadlineExceeded(intent: String, seconds: Double)
    /// `perform()` threw.
    case performFailed(intent: String, message: String)
    /// The intent's ``IntentAuthenticationPolicy`` needs an unlocked device, and the door acts for
    /// a locked one.
    case requiresUnlockedDevice(intent: String)

    public var description: String {
        switch self {
        case .unknownIntent(let name, let known):
            "unknown intent '\(name)' (known: \(known.joined(separator: ", ")))"
        case .unknownParameter(let intent, let parameter, let known):
            "\(intent) has no parameter '\(parameter)' (known: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
        case .invalidParameterValue(let intent, let parameter, let value, let reason):
            "\(intent): '\(value)' is not a valid \(parameter): \(reason)"
        case .deadlineExceeded(let intent, let seconds):
            "\(intent) did not finish within \(seconds.formatted()) s"
        case .requiresUnlockedDevice(let intent):
            "\(intent) needs an unlocked device: run it from a door that is not locked"
        case .performFailed(let intent, let message):
            "\(intent) failed: \(message)"
        }
    }
}
