import Synchronization

/// Counts calls of `updateAppShortcutParameters()` per provider.
enum AppShortcutParameterUpdates {
    private static let generations = Mutex<[String: Int]>([:])

    static func bump(_ provider: String) { generations.withLock { $0[provider, default: 0] += 1 } }
    static func generation(_ provider: String) -> Int { generations.withLock { $0[provider] ?? 0 } }
}
