/// An entity that has only ever one value, such as the app's settings (App Intents'
/// `UniqueAppEntity`). Its query is a ``UniqueAppEntityQuery``, usually a
/// ``UniqueAppEntityProvider``:
///
/// ```swift
/// struct AppSettings: UniqueAppEntity {
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
///     static let defaultQuery = UniqueAppEntityProvider { AppSettings() }
///     var id: String { "settings" }
///     var displayRepresentation: DisplayRepresentation { "Settings" }
/// }
/// ```
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// A query that returns the one value of a ``UniqueAppEntity`` (App Intents'
/// `UniqueAppEntityQuery`); lookup by id and the suggestions come from ``uniqueEntity()``.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
    /// The one entity.
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

/// The simplest ``UniqueAppEntityQuery``: a closure that makes the entity (App Intents'
/// `UniqueAppEntityProvider`).
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: @Sendable () async throws -> Entity

    /// A query whose one entity `provider` makes.
    public init(_ provider: @escaping @Sendable () async throws -> Entity) { self.provider = provider }

    public func uniqueEntity() async throws -> Entity { try await provider() }
}

/// A value an intent returns or takes that lives only as long as the intent: a summary, a
/// computed report (App Intents' `TransientAppEntity`). It is never looked up by id, so it has
/// no query of its own; the system makes one with ``init()`` and fills its `@Property` values.
///
/// ```swift
/// struct WeeklySummary: TransientAppEntity {
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Weekly Summary"
///     @Property(title: "Workouts") var workouts: Int
///     init() { workouts = 0 }
///     var displayRepresentation: DisplayRepresentation { "\(workouts) workouts" }
/// }
/// ```
public protocol TransientAppEntity: AppEntity {
    /// An empty value, filled in afterwards.
    init()
}

extension TransientAppEntity {
    /// A transient entity has no persistent id; every value reads as its type's name.
    public var id: String { String(describing: Self.self) }
    public static var defaultQuery: TransientAppEntityQuery<Self> { TransientAppEntityQuery() }
}

/// The query of a ``TransientAppEntity``: it finds nothing, because such a value is never stored.
public struct TransientAppEntityQuery<Entity: TransientAppEntity>: EntityQuery {
    public init() {}
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}
