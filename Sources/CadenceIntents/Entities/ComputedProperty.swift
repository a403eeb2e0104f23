import Foundation

/// A computed ``AppEntity`` property that App Intents can show, filter and sort by (App Intents'
/// `@ComputedProperty`, iOS 26). The getter (and setter) you write stay; the macro adds
/// `$name`, an ``EntityProperty`` with the title and the current value, so the property takes
/// part in an ``EntityPropertyQuery`` (`\Restaurant.$menuItems`) like a stored `@Property`.
///
/// ```swift
/// struct Restaurant: AppEntity {
///     var model: Menu
///
///     @ComputedProperty(title: "Menu Items")
///     var menuItems: [MenuItem] { model.menuItems }
/// }
/// ```
///
/// The type must be written out (`var menuItems: [MenuItem] { … }`). On Linux there is no
/// Spotlight: the indexing keys are accepted and carried nowhere.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty() = #externalMacro(module: "CadenceIntentsMacros", type: "ComputedPropertyMacro")

/// A computed property with a title shown to people.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource) =
    #externalMacro(module: "CadenceIntentsMacros", type: "ComputedPropertyMacro")

/// A computed property mapped to a Spotlight attribute (carried nowhere on Linux).
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
    #externalMacro(module: "CadenceIntentsMacros", type: "ComputedPropertyMacro")

/// A computed property with a title, mapped to a Spotlight attribute (carried nowhere on Linux).
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) =
    #externalMacro(module: "CadenceIntentsMacros", type: "ComputedPropertyMacro")

/// The attributes of a Spotlight item (Core Spotlight's `CSSearchableItemAttributeSet`), so that
/// `@ComputedProperty(indexingKey: \.displayName)` compiles. Linux has no Spotlight; nothing
/// reads these values.
public final class CSSearchableItemAttributeSet: @unchecked Sendable {
    public var displayName: String?
    public var title: String?
    public var contentDescription: String?
    public var keywords: [String]?
    public var alternateNames: [String]?
    public var namedLocation: String?
    public var city: String?
    public var startDate: Date?
    public var endDate: Date?
    public var duration: NSNumber?
    public var rating: NSNumber?
    public var identifier: String?

    public init() {}
}
