import Foundation
import Synchronization

/// Registers what an app's intents depend on — a model, a store, a controller — so that an
/// intent declares `@Dependency var store: WorkoutStore` instead of reaching for a global
/// (App Intents' `AppDependencyManager`). Dependencies are keyed by type (and an optional key)
/// and made when first needed.
public final class AppDependencyManager: Sendable {
    /// The manager intents use unless told otherwise.
    public static let shared = AppDependencyManager()

    private struct Key: Hashable, Sendable {
        let type: ObjectIdentifier
        /// The key's type and value as text (`AnyHashable` is not `Sendable`).
        let key: String?

        init(type: ObjectIdentifier, key: AnyHashable?) {
            self.type = type
            self.key = key.map { "\(Swift.type(of: $0.base)):\(String(reflecting: $0.base))" }
        }
    }

    private enum Entry: @unchecked Sendable {
        case provider(@Sendable () async throws -> any Sendable)
        case synchronousProvider(@Sendable () -> any Sendable)
        case value(any Sendable)
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// A standalone manager (for tests).
    public init() {}

    /// Registers a dependency made by `dependency` when first needed.
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        entries.withLock {
            $0[Key(type: ObjectIdentifier(Dependency.self), key: key)] = .synchronousProvider { dependencyProvider() }
        }
    }

    /// Registers a dependency made asynchronously (or whose making may fail).
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil, dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency
    ) {
        entries.withLock {
            $0[Key(type: ObjectIdentifier(Dependency.self), key: key)] = .provider { try await dependencyProvider() }
        }
    }

    /// The dependency of a type, made now if it was not yet.
    func resolve<Dependency: Sendable>(_ type: Dependency.Type, key: AnyHashable?) async throws -> Dependency {
        let slot = Key(type: ObjectIdentifier(type), key: key)
        switch entries.withLock({ $0[slot] }) {
        case .value(let value as Dependency):
            return value
        case .provider(let make):
            guard let value = try await make() as? Dependency else { throw MissingDependency(typeName: "\(type)") }
            entries.withLock { $0[slot] = .value(value) }
            return value
        case .synchronousProvider:
            return try resolveNow(type, key: key)
        default:
            throw MissingDependency(typeName: "\(type)" + (key.map { " (key \($0))" } ?? ""))
        }
    }

    /// The dependency of a type, when it can be had without waiting: registered as a value or
    /// with a synchronous provider (what a query's `@Dependency` reads outside an intent run).
    func resolveNow<Dependency: Sendable>(_ type: Dependency.Type, key: AnyHashable?) throws -> Dependency {
        let slot = Key(type: ObjectIdentifier(type), key: key)
        return try entries.withLock { entries in
            switch entries[slot] {
            case .value(let value as Dependency):
                return value
            case .synchronousProvider(let make):
                guard let value = make() as? Dependency else { throw MissingDependency(typeName: "\(type)") }
                entries[slot] = .value(value)
                return value
            case .provider:
                throw MissingDependency(
                    typeName: "\(type)", reason: "it is made asynchronously, so only an intent run resolves it")
            default:
                throw MissingDependency(typeName: "\(type)" + (key.map { " (key \($0))" } ?? ""))
            }
        }
    }

    /// A dependency an intent declared and nobody registered.
    public struct MissingDependency: Error, Sendable, CustomStringConvertible {
        /// The type that was asked for.
        public let typeName: String
        /// Why it could not be had, when it was registered.
        public var reason: String? = nil
        public var description: String {
            if let reason { return "the dependency of type \(typeName) is not available here: \(reason)" }
            return "no dependency of type \(typeName) was registered: call AppDependencyManager.shared.add(dependency:) at launch"
        }
    }
}

/// An intent's dependency, resolved from an ``AppDependencyManager`` by the runner before
/// `perform()` (App Intents' `AppDependency`, written `@Dependency`). Elsewhere — an entity
/// query, a dynamic options provider — it is read from the manager when first used, which works
/// for a dependency registered with `add(dependency:)`'s synchronous form.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    // Invariant: `resolved` is set once by the runner before perform() reads it.
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let resolved = Mutex<Value?>(nil)
    /// The value used when the manager has none (set once, in init).
    private var fallback: (@Sendable () -> Value)?

    /// A dependency of the property's type, from `manager`.
    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.init(key: key, manager: manager, marker: ())
    }

    /// A dependency with a value to use when `manager` has none registered (App Intents'
    /// `init(key:manager:default:)`).
    public convenience init(
        key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
        default defaultValue: @autoclosure @escaping @Sendable () -> Value
    ) {
        self.init(key: key, manager: manager, marker: ())
        fallback = defaultValue
    }

    private init(key: AnyHashable?, manager: AppDependencyManager, marker: Void) {
        self.key = key
        self.manager = manager
    }

    /// The dependency. Reading one that cannot be had (never registered, or made only
    /// asynchronously and read outside an intent run) stops the program with a message naming
    /// the type; the runner checks an intent's dependencies before `perform()`, so an intent run
    /// answers with that message as an error instead.
    public var wrappedValue: Value {
        if let value = resolved.withLock({ $0 }) { return value }
        do {
            let value = try manager.resolveNow(Value.self, key: key)
            resolved.withLock { $0 = value }
            return value
        } catch {
            if let fallback {
                let value = fallback()
                resolved.withLock { $0 = value }
                return value
            }
            fatalError(String(describing: error))
        }
    }
}

/// The name intents use for the wrapper: `@Dependency var store: Store`.
public typealias Dependency = AppDependency

/// What the runner sees of a dependency property, whatever its value type.
package protocol AnyAppDependency: Sendable {
    func resolve() async throws
}

extension AppDependency: AnyAppDependency {
    package func resolve() async throws {
        let value: Value
        do {
            value = try await manager.resolve(Value.self, key: key)
        } catch {
            guard let fallback else { throw error }
            value = fallback()
        }
        resolved.withLock { $0 = value }
    }
}
