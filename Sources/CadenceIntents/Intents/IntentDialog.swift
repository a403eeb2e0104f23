/// What an intent says back: a `full` text that stands alone when spoken (HomePod, voice-only
/// Siri), and a shorter `supporting` text shown next to visual output (App Intents' `IntentDialog`).
///
/// ```swift
/// IntentDialog(full: "Your groceries list has 5 pending items: milk, eggs, bread, apples and coffee",
///              supporting: "5 items pending")
/// let plain: IntentDialog = "Created list \(name)"    // full and supporting are the same
/// ```
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The standalone message.
    public let fullResource: LocalizedStringResource
    /// The short message for screens.
    public let supportingResource: LocalizedStringResource

    /// The standalone message, for voice-only contexts.
    public var full: String { fullResource.defaultValue }
    /// The short message, shown beside visual output.
    public var supporting: String { supportingResource.defaultValue }

    /// A dialog whose full and supporting texts are the same.
    public init(_ resource: LocalizedStringResource) {
        fullResource = resource
        supportingResource = resource
    }

    /// A dialog with a full text for voice and a shorter supporting text.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        fullResource = full
        supportingResource = supporting
    }

    /// A dialog with a full text, a supporting text and a symbol shown beside it.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.init(full: full, supporting: supporting)
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    public var description: String { full }
}
