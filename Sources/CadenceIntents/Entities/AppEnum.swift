/// A value an intent can take or return: the common ground of ``AppEnum`` and ``AppEntity``.
public protocol AppValue: Sendable {
    /// How the type is named to people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A fixed set of values known when the app is built, as App Intents' `AppEnum`: a
/// `String`-backed enumeration with a display representation per case. Phrase parameters of this
/// type match each case by its title, subtitle and synonyms.
///
/// ```swift
/// enum RunStyle: String, AppEnum {
///     case outdoorRun, treadmillRun
///     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Workout"
///     static var caseDisplayRepresentations: [RunStyle: DisplayRepresentation] = [
///         .outdoorRun: DisplayRepresentation(title: "Run", subtitle: "Outdoor"),
///         .treadmillRun: DisplayRepresentation(title: "Run", subtitle: "Treadmill"),
///     ]
/// }
/// ```
public protocol AppEnum: AppValue, CaseIterable, RawRepresentable, Hashable, CustomLocalizedStringResourceConvertible
where RawValue == String {
    /// How each case is shown and spoken.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// This case's representation (its raw value as the title when none is declared).
    public var displayRepresentation: DisplayRepresentation {
        Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(title: LocalizedStringResource(rawValue))
    }

    /// Interpolated into a dialog, a case reads as its title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }

    /// The case a person's text names: its raw value, title, subtitle or a synonym, ignoring case
    /// ("outdoorRun", "Treadmill Run", "jog"). The runner reads parameter text the same way.
    public init?(naming text: String) {
        let options = Self.allCases.map {
            ParameterOption(value: $0.rawValue, representation: $0.displayRepresentation, instance: $0)
        }
        guard let found = ParameterOption.named(text, in: options)?.instance as? Self else { return nil }
        self = found
    }
}

/// Something in the app that intents can refer to by a persistent id, as App Intents' `AppEntity`.
/// Phrase parameters of this type match the query's `suggestedEntities()` by title, subtitle and
/// synonyms.
public protocol AppEntity: AppValue, Identifiable, CustomLocalizedStringResourceConvertible
where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query the system uses.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity is shown and spoken.
    var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
    /// Interpolated into a dialog, an entity reads as its title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// Finds entities by id, and suggests some (App Intents' `EntityQuery`).
public protocol EntityQuery: Sendable {
    /// The entity type found.
    associatedtype Entity: AppEntity
    /// The entities with these ids; ids that no longer exist are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities to offer first; also the values App Shortcut phrases match.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query over a short list of entities, all of which it can return at once (App Intents'
/// `EnumerableEntityQuery`). Lookup by id and the suggestions default to that list.
public protocol EnumerableEntityQuery: EntityQuery {
    /// The entity type, inferred from ``allEntities()`` alone.
    associatedtype Entity
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A query that also finds entities by text (App Intents' `EntityStringQuery`).
public protocol EntityStringQuery: EntityQuery {
    /// Entities whose names match `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// An entity id that can be written as a string and read back (for the runner's string API and
/// for phrase matches, which report entity ids as strings).
public protocol EntityIdentifierConvertible {
    /// The id as a string.
    var entityIdentifierString: String { get }
    /// The id from its string, or `nil` when the string is not one.
    static func entityIdentifier(for string: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for string: String) -> String? { string }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for string: String) -> Int? { Int(string) }
}

extension Int64: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for string: String) -> Int64? { Int64(string) }
}
