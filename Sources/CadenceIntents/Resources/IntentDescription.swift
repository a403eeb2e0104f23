/// What an intent does, shown in the Shortcuts app (App Intents' `IntentDescription`).
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The description text.
    public let descriptionText: LocalizedStringResource
    /// A category for grouping in a shortcuts editor.
    public let categoryName: LocalizedStringResource?
    /// Extra words a search may find the intent by.
    public let searchKeywords: [LocalizedStringResource]

    /// Creates a description.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
