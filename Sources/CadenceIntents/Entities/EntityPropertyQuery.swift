/// A query that finds entities by comparing their properties (App Intents' `EntityPropertyQuery`,
/// what Shortcuts' "Find … where …" action runs). The query declares which `@Property` values can
/// be compared and how each comparison maps to a value of its own `ComparatorMappingType` (a
/// predicate, an SQL clause, a closure); ``entities(matching:mode:sortedBy:limit:)`` receives the
/// mapped values.
///
/// ```swift
/// struct TrailQuery: EntityPropertyQuery {
///     static let properties = QueryProperties {
///         Property(\TrailEntity.$name) {
///             EqualToComparator { TrailFilter.name($0) }
///             ContainsComparator { TrailFilter.nameContains($0) }
///         }
///         Property(\TrailEntity.$length) {
///             LessThanComparator { TrailFilter.shorterThan($0) }
///         }
///     }
///     static let sortingOptions = SortingOptions { SortableBy(\TrailEntity.$name) }
///
///     func entities(matching comparators: [TrailFilter], mode: ComparatorMode,
///                   sortedBy: [EntityQuerySort<TrailEntity>], limit: Int?) async throws -> [TrailEntity] { … }
/// }
/// ```
///
/// On Linux there is no Shortcuts editor; a program asks the same question with
/// ``entities(where:mode:sortedBy:limit:)``, which checks each condition against the declared
/// comparators and maps it the way the system would.
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparator maps a person's value to.
    associatedtype ComparatorMappingType
    /// What a search returns: usually `[Entity]`.
    associatedtype Result = [Entity]

    /// The properties that can be compared, each with its comparators.
    static var properties: EntityQueryProperties<Self> { get }
    /// The properties results can be sorted by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }

    /// The entities that match `comparators` (all of them or any, by `mode`), sorted and limited.
    func entities(
        matching comparators: [ComparatorMappingType], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>],
        limit: Int?
    ) async throws -> Result
}

extension EntityPropertyQuery {
    /// The declared properties' type (`static let properties = QueryProperties { … }`).
    public typealias QueryProperties = EntityQueryProperties<Self>
    /// One property with its comparators (`Property(\.$name) { EqualToComparator { … } }`).
    public typealias Property<PropertyType: Sendable> = EntityQueryProperty<Self, PropertyType>
    /// The sort options' type (`static let sortingOptions = SortingOptions { … }`).
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    /// One sortable property (`SortableBy(\.$name)`).
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>

    public static var sortingOptions: EntityQuerySortingOptions<Entity> { EntityQuerySortingOptions {} }

    /// Finds entities the way Shortcuts' Find action does: each condition names a declared
    /// property, a comparison and a value; the declared comparator maps the value, and the
    /// mapped values go to ``entities(matching:mode:sortedBy:limit:)``.
    /// - Throws: ``EntityPropertyQueryError`` when a property is not declared, its comparator is
    ///   not, the value has the wrong type, or a sort is on a property not in ``sortingOptions``.
    public func entities(
        where conditions: [EntityQueryCondition<Entity>], mode: ComparatorMode = .and,
        sortedBy: [EntityQuerySort<Entity>] = [], limit: Int? = nil
    ) async throws -> Result {
        var mapped: [ComparatorMappingType] = []
        for condition in conditions {
            guard let property = Self.properties.properties.first(where: { $0.keyPath == condition.keyPath }) else {
                throw EntityPropertyQueryError.propertyNotQueryable(condition.propertyName)
            }
            guard let value = try property.map(condition) else {
                throw EntityPropertyQueryError.comparatorNotDeclared(
                    property: condition.propertyName, comparator: condition.comparison,
                    declared: property.comparisons)
            }
            mapped.append(value)
        }
        let sortable = Self.sortingOptions.sortableBy.map(\.keyPath)
        if let unsortable = sortedBy.first(where: { !sortable.contains($0.by) }) {
            throw EntityPropertyQueryError.notSortable(String(describing: unsortable.by))
        }
        if let limit, limit < 0 { throw EntityPropertyQueryError.negativeLimit(limit) }
        return try await entities(matching: mapped, mode: mode, sortedBy: sortedBy, limit: limit)
    }
}

/// Whether entities must match every comparator or any one (App Intents' `ComparatorMode`).
public enum ComparatorMode: String, Sendable, Hashable, CaseIterable {
    case and, or
}

/// How to sort a query's results: by one property, ascending or descending (App Intents'
/// `EntityQuerySort`).
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
    // @unchecked: a key path is immutable; Swift does not yet mark PartialKeyPath Sendable.
    /// The order.
    public enum Ordering: String, Sendable, Hashable { case ascending, descending }
    /// The property (a key path to its `EntityProperty`, `\.$name`).
    public let by: PartialKeyPath<Entity>
    /// The order.
    public let order: Ordering

    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}

/// A condition of a property search: a property, a comparison and a person's value.
public struct EntityQueryCondition<Entity: AppEntity>: @unchecked Sendable {
    // @unchecked: the key path is immutable and the value is Sendable.
    let keyPath: PartialKeyPath<Entity>
    let comparison: EntityQueryComparison
    let value: any Sendable
    let propertyName: String

    /// `EntityQueryCondition(\TrailEntity.$name, .contains, "lake")`.
    public init<Value: Sendable>(
        _ keyPath: KeyPath<Entity, EntityProperty<Value>>, _ comparison: EntityQueryComparison, _ value: Value
    ) {
        self.keyPath = keyPath
        self.comparison = comparison
        self.value = value
        self.propertyName = String(describing: keyPath)
    }

    /// A condition on an optional property, with a value that is not optional.
    public init<Value: Sendable>(
        _ keyPath: KeyPath<Entity, EntityProperty<Value?>>, _ comparison: EntityQueryComparison, _ value: Value
    ) {
        self.keyPath = keyPath
        self.comparison = comparison
        self.value = Optional(value) as Value?
        self.propertyName = String(describing: keyPath)
    }
}

/// The comparisons a property may declare, one per comparator class.
public enum EntityQueryComparison: String, Sendable, Hashable, CaseIterable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, contains, hasPrefix,
        hasSuffix
}

/// Why ``EntityPropertyQuery/entities(where:mode:sortedBy:limit:)`` could not search.
public enum EntityPropertyQueryError: Error, Sendable, Hashable, CustomStringConvertible {
    case propertyNotQueryable(String)
    case comparatorNotDeclared(property: String, comparator: EntityQueryComparison, declared: [EntityQueryComparison])
    case wrongValueType(property: String, expected: String, got: String)
    case notSortable(String)
    case negativeLimit(Int)

    public var description: String {
        switch self {
        case .propertyNotQueryable(let property):
            "\(property) is not one of the query's properties"
        case .comparatorNotDeclared(let property, let comparator, let declared):
            "\(property) cannot be compared with \(comparator.rawValue) (declared: \(declared.map(\.rawValue).joined(separator: ", ")))"
        case .wrongValueType(let property, let expected, let got):
            "\(property) compares \(expected) values, not \(got)"
        case .notSortable(let property):
            "results cannot be sorted by \(property)"
        case .negativeLimit(let limit):
            "a limit must not be negative (got \(limit))"
        }
    }
}

// MARK: - Declaring properties

/// The properties a query compares (App Intents' `EntityQueryProperties`). Its generic
/// parameter is the query itself (Apple's spells out the entity and mapping types; code writes
/// neither, `QueryProperties { … }`), so declaring the properties never needs the query's
/// associated types while they are still being inferred.
public struct EntityQueryProperties<Query: EntityPropertyQuery>: @unchecked Sendable {
    // @unchecked: built once from the declaration and never mutated.
    /// The declared properties.
    public let properties: [EntityQueryPropertyDeclaration<Query>]

    public init(@EntityQueryPropertiesBuilder<Query> properties: () -> [EntityQueryPropertyDeclaration<Query>]) {
        self.properties = properties()
    }
}

/// Builds ``EntityQueryProperties`` from `Property(…) { … }` lines.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Query: EntityPropertyQuery> {
    public static func buildExpression(_ expression: EntityQueryPropertyDeclaration<Query>)
        -> EntityQueryPropertyDeclaration<Query>
    { expression }

    public static func buildBlock(_ components: EntityQueryPropertyDeclaration<Query>...)
        -> [EntityQueryPropertyDeclaration<Query>]
    { components }
}

/// One property of a query and how it may be compared (App Intents'
/// `EntityQueryPropertyDeclaration`, the base of ``EntityQueryProperty``).
public class EntityQueryPropertyDeclaration<Query: EntityPropertyQuery>: @unchecked Sendable {
    // @unchecked: immutable after init.
    /// The property (`\.$name`).
    public let keyPath: PartialKeyPath<Query.Entity>
    /// The comparisons declared, in order.
    public var comparisons: [EntityQueryComparison] { [] }

    init(keyPath: PartialKeyPath<Query.Entity>) { self.keyPath = keyPath }

    /// The mapped value for a condition, or `nil` when its comparison is not declared.
    func map(_ condition: EntityQueryCondition<Query.Entity>) throws -> Query.ComparatorMappingType? { nil }
}

/// A property with its comparators (App Intents' `EntityQueryProperty`).
public final class EntityQueryProperty<Query: EntityPropertyQuery, PropertyType: Sendable>:
    EntityQueryPropertyDeclaration<Query>, @unchecked Sendable
{
    /// The declared comparators.
    public let comparators: [EntityQueryComparator<PropertyType, Query.ComparatorMappingType>]

    /// `Property(\TrailEntity.$name) { EqualToComparator { … } }`.
    public init(
        _ keyPath: KeyPath<Query.Entity, EntityProperty<PropertyType>>,
        @EntityQueryComparatorsBuilder<PropertyType, Query.ComparatorMappingType> comparators: () -> [EntityQueryComparator<
            PropertyType, Query.ComparatorMappingType
        >]
    ) {
        self.comparators = comparators()
        super.init(keyPath: keyPath)
    }

    override public var comparisons: [EntityQueryComparison] { comparators.map(\.comparison) }

    override func map(_ condition: EntityQueryCondition<Query.Entity>) throws -> Query.ComparatorMappingType? {
        guard let comparator = comparators.first(where: { $0.comparison == condition.comparison }) else { return nil }
        guard let value = condition.value as? PropertyType else {
            throw EntityPropertyQueryError.wrongValueType(
                property: condition.propertyName, expected: String(describing: PropertyType.self),
                got: String(describing: type(of: condition.value)))
        }
        return comparator.mappingTransform(value)
    }
}

/// Builds a property's comparators.
@resultBuilder
public enum EntityQueryComparatorsBuilder<PropertyType: Sendable, ComparatorMappingType> {
    public static func buildExpression(_ expression: EntityQueryComparator<PropertyType, ComparatorMappingType>)
        -> EntityQueryComparator<PropertyType, ComparatorMappingType>
    { expression }

    public static func buildBlock(_ components: EntityQueryComparator<PropertyType, ComparatorMappingType>...)
        -> [EntityQueryComparator<PropertyType, ComparatorMappingType>]
    { components }
}

/// A comparison a property supports and how a person's value maps for it (App Intents'
/// `EntityQueryComparator`, the base of the comparator classes).
public class EntityQueryComparator<PropertyType: Sendable, ComparatorMappingType>: @unchecked Sendable {
    // @unchecked: immutable after init; the transform is called on the searching task only.
    /// Which comparison.
    public let comparison: EntityQueryComparison
    /// Maps the person's value.
    public let mappingTransform: (PropertyType) -> ComparatorMappingType

    init(_ comparison: EntityQueryComparison, mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        self.comparison = comparison
        self.mappingTransform = mappingTransform
    }
}

/// `==` (App Intents' `EqualToComparator`).
public final class EqualToComparator<PropertyType: Sendable, ComparatorMappingType>: EntityQueryComparator<
    PropertyType, ComparatorMappingType
>, @unchecked Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        super.init(.equalTo, mappingTransform: mappingTransform)
    }
}

/// `!=` (App Intents' `NotEqualToComparator`).
public final class NotEqualToComparator<PropertyType: Sendable, ComparatorMappingType>: EntityQueryComparator<
    PropertyType, ComparatorMappingType
>, @unchecked Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        super.init(.notEqualTo, mappingTransform: mappingTransform)
    }
}

/// `<` (App Intents' `LessThanComparator`).
public final class LessThanComparator<PropertyType: Sendable, ComparatorMappingType>: EntityQueryComparator<
    PropertyType, ComparatorMappingType
>, @unchecked Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        super.init(.lessThan, mappingTransform: mappingTransform)
    }
}

/// `<=` (App Intents' `LessThanOrEqualToComparator`).
public final class LessThanOrEqualToComparator<PropertyType: Sendable, ComparatorMappingType>: EntityQueryComparator<
    PropertyType, ComparatorMappingType
>, @unchecked Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        super.init(.lessThanOrEqualTo, mappingTransform: mappingTransform)
    }
}

/// `>` (App Intents' `GreaterThanComparator`).
public final class GreaterThanComparator<PropertyType: Sendable, ComparatorMappingType>: EntityQueryComparator<
    PropertyType, ComparatorMappingType
>, @unchecked Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        super.init(.greaterThan, mappingTransform: mappingTransform)
    }
}

/// `>=` (App Intents' `GreaterThanOrEqualToComparator`).
public final class GreaterThanOrEqualToComparator<PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<PropertyType, ComparatorMappingType>, @unchecked Sendable
{
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        super.init(.greaterThanOrEqualTo, mappingTransform: mappingTransform)
    }
}

/// Contains (App Intents' `ContainsComparator`), for text and collections.
public final class ContainsComparator<PropertyType: Sendable, ComparatorMappingType>: EntityQueryComparator<
    PropertyType, ComparatorMappingType
>, @unchecked Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        super.init(.contains, mappingTransform: mappingTransform)
    }
}

/// Begins with (App Intents' `HasPrefixComparator`).
public final class HasPrefixComparator<PropertyType: Sendable, ComparatorMappingType>: EntityQueryComparator<
    PropertyType, ComparatorMappingType
>, @unchecked Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        super.init(.hasPrefix, mappingTransform: mappingTransform)
    }
}

/// Ends with (App Intents' `HasSuffixComparator`).
public final class HasSuffixComparator<PropertyType: Sendable, ComparatorMappingType>: EntityQueryComparator<
    PropertyType, ComparatorMappingType
>, @unchecked Sendable {
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
        super.init(.hasSuffix, mappingTransform: mappingTransform)
    }
}

// MARK: - Sorting

/// The properties a query's results can be sorted by (App Intents' `EntityQuerySortingOptions`).
public struct EntityQuerySortingOptions<Entity: AppEntity>: @unchecked Sendable {
    // @unchecked: immutable key paths.
    /// The sortable properties.
    public let sortableBy: [EntityQuerySortableByProperty<Entity>]

    public init(@EntityQuerySortingOptionsBuilder<Entity> sortableBy: () -> [EntityQuerySortableByProperty<Entity>]) {
        self.sortableBy = sortableBy()
    }
}

/// Builds ``EntityQuerySortingOptions`` from `SortableBy(…)` lines.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
    public static func buildBlock(_ components: EntityQuerySortableByProperty<Entity>...)
        -> [EntityQuerySortableByProperty<Entity>]
    { components }
}

/// A property results can be sorted by (App Intents' `EntityQuerySortableByProperty`).
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
    // @unchecked: an immutable key path.
    let keyPath: PartialKeyPath<Entity>

    /// `SortableBy(\TrailEntity.$name)`.
    public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) { self.keyPath = keyPath }
}
