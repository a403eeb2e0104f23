/// How a value is shown and spoken: a title, an optional subtitle and image, and synonyms that
/// phrase matching accepts for it (App Intents' `DisplayRepresentation`).
///
/// ```swift
/// DisplayRepresentation(title: "Run", subtitle: "Outdoor", image: .init(systemName: "figure.run"),
///                       synonyms: ["jog", "outdoor run"])
/// ```
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// An image: an SF Symbol name or an asset name (carried, not drawn, on Linux).
    public struct Image: Sendable, Hashable {
        /// The SF Symbol name, if one.
        public let systemName: String?
        /// The asset name, if one.
        public let name: String?

        /// An SF Symbol.
        public init(systemName: String) {
            self.systemName = systemName
            self.name = nil
        }

        /// An image asset.
        public init(named name: String) {
            self.systemName = nil
            self.name = name
        }
    }

    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle.
    public var subtitle: LocalizedStringResource?
    /// The image.
    public var image: Image?
    /// Other names people use for the value; matched like the title.
    public var synonyms: [LocalizedStringResource]

    /// Creates a representation.
    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a type is named to people ("Workout", "Todo List"), App Intents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name.
    public let name: LocalizedStringResource
    /// How a count of values reads ("\(placeholder: .int) workouts").
    public let numericFormat: LocalizedStringResource?

    /// Creates a representation.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
