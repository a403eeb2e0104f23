/// Options for a parameter, optionally in titled sections (App Intents' `IntentItemCollection`),
/// returned by a ``DynamicOptionsProvider``'s `results()`:
///
/// ```swift
/// func results() async throws -> ItemCollection<String> {
///     ItemCollection {
///         ItemSection("Favourites") { "Long run"; "Tempo" }
///         ItemSection("Recent") { "Hill repeats" }
///     }
/// }
/// ```
///
/// On Linux a runner that asks for the parameter names the options in order, section by section.
public struct IntentItemCollection<Result: Sendable>: Sendable {
    /// What the chooser is titled.
    public var promptLabel: LocalizedStringResource?
    /// Whether a long list is shown with an A–Z index (nothing to show on Linux).
    public var usesIndexedCollation: Bool
    /// The sections, in order.
    public var sections: [IntentItemSection<Result>]

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    /// A collection of one untitled section.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items.map { IntentItem($0) })])
    }

    /// A collection built from sections.
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSectionBuilder<Result> sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// Every option, section by section.
    public var allItems: [IntentItem<Result>] { sections.flatMap(\.items) }
}

/// A titled group of options (App Intents' `IntentItemSection`).
public struct IntentItemSection<Result: Sendable>: Sendable {
    /// The section's title.
    public var title: LocalizedStringResource?
    /// The options.
    public var items: [IntentItem<Result>]

    public init(items: [IntentItem<Result>]) {
        self.title = nil
        self.items = items
    }

    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(title: title, items: items.map { IntentItem($0) })
    }

    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(title: title, items: items)
    }

    public init(
        _ title: LocalizedStringResource? = nil, @IntentItemBuilder<Result> itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.title = title
        self.items = itemsBuilder()
    }
}

/// One option, with how it is shown (App Intents' `IntentItem`).
public struct IntentItem<Result: Sendable>: Sendable {
    /// The value.
    public var value: Result
    /// The title shown; the value's own when `nil`.
    public var title: LocalizedStringResource?
    /// A subtitle.
    public var subtitle: LocalizedStringResource?
    /// An image (carried, not drawn).
    public var image: DisplayRepresentation.Image?

    public init(
        _ value: Result, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// Builds a collection's sections.
@resultBuilder
public enum IntentItemSectionBuilder<Result: Sendable> {
    public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] {
        [section]
    }
    public static func buildBlock(_ components: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
        components.flatMap { $0 }
    }
    public static func buildOptional(_ component: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] {
        component ?? []
    }
    public static func buildEither(first component: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] {
        component
    }
    public static func buildEither(second component: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] {
        component
    }
    public static func buildArray(_ components: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] {
        components.flatMap { $0 }
    }
}

/// Builds a section's items from values or ``IntentItem``s.
@resultBuilder
public enum IntentItemBuilder<Result: Sendable> {
    public static func buildExpression(_ value: Result) -> [IntentItem<Result>] { [IntentItem(value)] }
    public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItem<Result>] { [item] }
    public static func buildExpression(_ values: [Result]) -> [IntentItem<Result>] { values.map { IntentItem($0) } }
    public static func buildBlock(_ components: [IntentItem<Result>]...) -> [IntentItem<Result>] {
        components.flatMap { $0 }
    }
    public static func buildOptional(_ component: [IntentItem<Result>]?) -> [IntentItem<Result>] { component ?? [] }
    public static func buildEither(first component: [IntentItem<Result>]) -> [IntentItem<Result>] { component }
    public static func buildEither(second component: [IntentItem<Result>]) -> [IntentItem<Result>] { component }
    public static func buildArray(_ components: [[IntentItem<Result>]]) -> [IntentItem<Result>] {
        components.flatMap { $0 }
    }
}

extension DynamicOptionsProvider {
    /// The spellings inside a provider: `ItemCollection { ItemSection("…") { … } }`.
    public typealias ItemCollection<Value: Sendable> = IntentItemCollection<Value>
    public typealias ItemSection<Value: Sendable> = IntentItemSection<Value>
    public typealias Item<Value: Sendable> = IntentItem<Value>
}

/// What the runner reads of a collection whatever its value type: the options' names.
package protocol IntentItemNames {
    var optionNames: [String] { get }
}

extension IntentItemCollection: IntentItemNames {
    package var optionNames: [String] {
        allItems.map { item in item.title?.defaultValue ?? IntentParameter<Result>.name(of: item.value) }
    }
}
