// The Swift samples of seed 004 ("Spotlight your app with App Shortcuts"), with `import
// AppIntents` swapped for `import CadenceIntents` and only the corrections Apple's real API needs:
// - `ReturnsValue` takes the value's type: `ReturnsValue<TodoList>`, `ReturnsValue<ListSummary>`.
// - A phrase names a parameter by its key path: `\(\.$list)`, not `\(list)`.
// - `AppShortcut` has no `negativePhrase:` argument; negative phrases belong to the provider
//   (`negativePhrases`).
// - The sample declares `displayRepresentation` twice (once more in an extension, with synonyms);
//   one declaration, the one with synonyms, is kept.
// - `TodoList(name:)` needs the id to have a default: `var id = UUID()` instead of `let id: UUID`.
// - The seed shows the provider twice as it grows; the final provider holds both shortcuts.
import CadenceIntents

// Step one: define an App Intent
struct CreateListIntent: AppIntent {
    static var title: LocalizedStringResource = "Create List"

    @Parameter(title: "List Name")
    var listName: String

    func perform() async throws -> some IntentResult & ReturnsValue<TodoList> {
        // Logic that actually creates the list
        let newList = TodoList(name: listName)
        try await TodoStore.shared.createList(newList)

        return .result(
            value: newList,
            dialog: "Created list \(listName)"
        )
    }
}

// Entity: a conceptual object in the app
struct TodoList: AppEntity {
    var id = UUID()
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        "Todo List"
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            image: .init(systemName: "list.bullet"),
            synonyms: name == "groceries" ? ["shopping", "grocery list"] : []
        )
    }

    static var defaultQuery = TodoListQuery()
}

// Query: helps the system find entities
struct TodoListQuery: EntityQuery {
    func entities(for identifiers: [TodoList.ID]) async throws -> [TodoList] {
        identifiers.compactMap { TodoStore.shared.list(withID: $0) }
    }

    func suggestedEntities() async throws -> [TodoList] {
        TodoStore.shared.recentLists()
    }
}

// Intent that uses Entity as a parameter
struct SummarizeListIntent: AppIntent {
    static var title: LocalizedStringResource = "Summarize List"

    @Parameter(title: "List")
    var list: TodoList

    func perform() async throws -> some IntentResult & ReturnsValue<ListSummary> {
        let summary = await TodoStore.shared.summarize(list: list)
        return .result(
            value: summary,
            dialog: "\(list.name) has \(summary.pendingCount) pending items"
        )
    }
}

struct DemoAppShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CreateListIntent(),
            phrases: [
                "Create a list in \(.applicationName)",
                "Make a new list with \(.applicationName)",
            ],
            shortTitle: "Create List",
            systemImageName: "plus.square"
        )
        AppShortcut(
            intent: SummarizeListIntent(),
            phrases: [
                "Summarize my \(\.$list) with \(.applicationName)",
                "What's in my \(\.$list) in \(.applicationName)",
                "Summarize a list with \(.applicationName)",  // Version without parameters
            ],
            shortTitle: "Summarize List",
            systemImageName: "text.magnifyingglass"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrase("Send a \(.applicationName) summary to my grocery store")
    }
}

// Provide full spoken descriptions for HomePod and concise versions for visual devices
let homePodDialog = IntentDialog(
    full: "Your groceries list has 5 pending items: milk, eggs, bread, apples, and coffee",
    supporting: "5 items pending"
)
