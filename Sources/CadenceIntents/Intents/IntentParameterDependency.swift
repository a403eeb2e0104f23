/// What a query or options provider sees of the intent whose parameter it is resolving (App
/// Intents' `IntentParameterDependency`): the values the intent already has, so a choice can
/// depend on them ("soups with at least the quantity ordered").
///
/// ```swift
/// struct SoupQuery: EntityStringQuery {
///     @IntentParameterDependency<OrderSoup>(\.$quantity)
///     var orderSoup
///
///     func entities(matching string: String) async throws -> [Soup] {
///         guard let orderSoup else { return [] }
///         return Soup.all.filter { $0.name.contains(string) && $0.available >= orderSoup.quantity }
///     }
/// }
/// ```
///
/// The value is `nil` unless the ``IntentRunner`` is resolving a parameter of an `Intent` right
/// now (a value given by name, or the options it lists when it asks): then it is that intent.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: Sendable {
    /// Whether each parameter depended on has a value in an intent.
    private let checks: [@Sendable (Intent) -> Bool]

    /// Depends on these parameters of `Intent`: the value is there once all of them have one.
    public init<V0>(_ k0: KeyPath<Intent, IntentParameter<V0>>) { checks = [Self.check(k0)] }
    public init<V0, V1>(_ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>) {
        checks = [Self.check(k0), Self.check(k1)]
    }
    public init<V0, V1, V2>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>
    ) { checks = [Self.check(k0), Self.check(k1), Self.check(k2)] }
    public init<V0, V1, V2, V3>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>,
        _ k2: KeyPath<Intent, IntentParameter<V2>>, _ k3: KeyPath<Intent, IntentParameter<V3>>
    ) { checks = [Self.check(k0), Self.check(k1), Self.check(k2), Self.check(k3)] }

    /// The intent being resolved, when it is an `Intent` and every parameter depended on has a
    /// value (reading one that has none would stop the program, so it is `nil` until then).
    public var wrappedValue: IntentProjection<Intent>? {
        guard let intent = IntentResolution.current?.intent as? Intent, checks.allSatisfy({ $0(intent) }) else {
            return nil
        }
        return IntentProjection(intent)
    }

    private static func check<V>(_ keyPath: KeyPath<Intent, IntentParameter<V>>) -> @Sendable (Intent) -> Bool {
        let path = SendableKeyPath(keyPath)
        return { intent in
            let parameter = intent[keyPath: path.keyPath]
            return parameter.hasValue || V.self is any OptionalParameterValue.Type
        }
    }
}

/// An intent's parameter values as a dependency reads them (`orderSoup.quantity`).
@dynamicMemberLookup
public struct IntentProjection<Intent: AppIntent>: Sendable {
    /// The intent itself.
    public let intent: Intent

    init(_ intent: Intent) { self.intent = intent }

    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
}

/// The intent whose parameter the runner is resolving (read by ``IntentParameterDependency``).
package struct IntentResolution: Sendable {
    let intent: any AppIntent
    @TaskLocal package static var current: IntentResolution?

    /// Runs `body` while `intent`'s parameters are being resolved.
    package static func resolving<T: Sendable>(
        _ intent: any AppIntent, _ body: () async throws -> T
    ) async rethrows -> T {
        try await $current.withValue(IntentResolution(intent: intent)) { try await body() }
    }
}
