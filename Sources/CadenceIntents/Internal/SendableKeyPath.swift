/// A key path carried into a `@Sendable` closure: key paths are immutable, but Swift does not
/// mark `KeyPath` `Sendable` yet.
struct SendableKeyPath<Root, Value>: @unchecked Sendable {
    let keyPath: KeyPath<Root, Value>
    init(_ keyPath: KeyPath<Root, Value>) { self.keyPath = keyPath }
}
