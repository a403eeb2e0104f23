/// What an intent does, shown in the Shortcuts app (App Intents' `IntentDescription`).
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The description text.
    public let descriptionText: LocalizedStringResource
    /// A category for grouping in a shortcuts editor.
    public var categoryName: LocalizedStringResource?
    /// Extra words a search may find the intent by.
    public var searchKeywords: [LocalizedStringResource]
    /// A name for the intent's result, when it is used as a variable.
    public var resultValueName: LocalizedStringResource?

    /// Creates a description (`init(_:categoryName:searchKeywords:)`).
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = nil
    }

    /// Creates a description with a name for its result
    /// (`init(_:categoryName:searchKeywords:resultValueName:)`).
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource?
    ) {
        self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords)
        self.resultValueName = resultValueName
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
