// Small stand-ins for what the seeds' samples use but leave out: the app's own types
// (WorkoutManager, PhoneWorkoutController, TodoStore, startWorkoutActivity) and SwiftUI's
// @AppStorage, which does not exist on Linux. Each records what was asked of it, so tests can
// check that perform() really ran.
import CadenceIntents

actor WorkoutManager {
    static let shared = WorkoutManager()
    private(set) var log: [String] = []

    func startSession(style: RunStyle) throws { log.append("start \(style.rawValue)") }
    func requestAuthorizationThenCollect() { log.append("authorize") }
    func pause() { log.append("pause") }
    func resume() { log.append("resume") }
}

actor PhoneWorkoutController {
    static let shared = PhoneWorkoutController()
    private(set) var starts: [Date] = []

    func startRun(at date: Date = Date(timeIntervalSince1970: 0)) throws { starts.append(date) }
}

struct WorkoutActivity: Sendable {
    let name: String
    let startedAt: Date
}

func startWorkoutActivity(name: String, startedAt: Date) throws -> WorkoutActivity {
    WorkoutActivity(name: name, startedAt: startedAt)
}

struct ListSummary: Sendable {
    let pendingCount: Int
}

/// The seed's list store: three lists, one of them "groceries".
final class TodoStore: @unchecked Sendable {
    // Invariant: every access to `lists` happens under `lock`.
    static let shared = TodoStore()
    private let lock = NSLock()
    private var lists: [TodoList] = [
        TodoList(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "groceries"),
        TodoList(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "chores"),
        TodoList(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, name: "packing list"),
    ]

    func createList(_ list: TodoList) async throws { lock.withLock { lists.append(list) } }
    func list(withID id: UUID) -> TodoList? { lock.withLock { lists.first { $0.id == id } } }
    func recentLists() -> [TodoList] { lock.withLock { Array(lists.prefix(3)) } }
    func summarize(list: TodoList) async -> ListSummary { ListSummary(pendingCount: list.name.count) }
}

/// SwiftUI's `@AppStorage`, reduced to an in-memory store.
@propertyWrapper
struct AppStorage<Value: Sendable>: @unchecked Sendable {
    // Invariant: `AppStorageValues.values` is only touched under its lock.
    let key: String
    let initial: Value

    init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.initial = wrappedValue
    }

    var wrappedValue: Value {
        get { AppStorageValues.get(key) as? Value ?? initial }
        nonmutating set { AppStorageValues.set(key, newValue) }
    }
}

enum AppStorageValues {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [String: any Sendable] = [:]
    static func get(_ key: String) -> (any Sendable)? { lock.withLock { values[key] } }
    static func set(_ key: String, _ value: any Sendable) { lock.withLock { values[key] = value } }
}
