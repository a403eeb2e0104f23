import CadenceIntents
import Testing

// App Intents code written the way Apple's documentation spells it, compiled against
// CadenceIntents with the import swapped.

private struct OpenJournalIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Journal"
    static let description = IntentDescription(
        "Opens today's journal entry.", categoryName: "Journal", searchKeywords: ["diary"],
        resultValueName: "Entry")
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    func perform() async throws -> some IntentResult { .result() }
}

private struct JournalShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenJournalIntent(), phrases: ["Open my journal in \(.applicationName)"],
            systemImageName: "book")
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: ["Open the garage", "Open my email"])
    }
}

struct AppleSignatureTests {
    @Test("Apple's documented spellings compile and mean what they say")
    func spellings() {
        #expect(OpenJournalIntent.description.resultValueName?.defaultValue == "Entry")
        #expect(OpenJournalIntent.description.categoryName?.defaultValue == "Journal")
        #expect(JournalShortcuts.negativePhrases.phrases.count == 2)
        let shortcut = JournalShortcuts.appShortcuts[0]
        #expect(shortcut.systemImageName == "book" && shortcut.shortTitle.defaultValue == "Open Journal")
    }

    @Test("an intent that requires authentication is refused from a locked door and runs from an unlocked one")
    func authenticationPolicy() async {
        let runner = IntentRunner()
        let locked = await IntentRunner.$runsOnLockedDevice.withValue(true) { await runner.run(OpenJournalIntent()) }
        #expect(locked.error == .requiresUnlockedDevice(intent: "OpenJournalIntent"))
        #expect(locked.dialog?.supporting == "Unlock to continue")
        let unlocked = await runner.run(OpenJournalIntent())
        #expect(unlocked.error == nil)
    }

    @Test("negative phrases in Apple's form keep their utterances away from the app")
    func negativePhrasesMatch() async {
        let index = await AppShortcutsIndex(provider: JournalShortcuts.self, applicationName: "Journal")
        #expect(index.match("Open my journal in Journal")?.intentIdentifier == "OpenJournalIntent")
        #expect(index.match("Open the garage") == nil)
    }
}

private final class JournalStore: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

private struct CountEntriesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Entries"

    @Dependency private var store: JournalStore

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(stringLiteral: "Counting in \(store.name)"))
    }
}

private struct TaggedIntent: AppIntent {
    static let title: LocalizedStringResource = "Tagged"

    @Dependency(key: "backup") private var store: JournalStore

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(stringLiteral: store.name))
    }
}

struct AppDependencyTests {
    @Test("the runner resolves @Dependency from AppDependencyManager before perform, by type and key")
    func resolved() async {
        AppDependencyManager.shared.add(dependency: JournalStore(name: "main"))
        AppDependencyManager.shared.add(key: "backup", dependency: JournalStore(name: "backup"))
        let response = await IntentRunner().run(CountEntriesIntent())
        #expect(response.error == nil && response.dialog?.full == "Counting in main")
        #expect(await IntentRunner().run(TaggedIntent()).dialog?.full == "backup")
    }

    @Test("a dependency nobody registered is a clear error naming its type")
    func missing() async {
        struct Unregistered: Sendable {}
        struct NeedsIt: AppIntent {
            static let title: LocalizedStringResource = "Needs It"
            @Dependency(manager: AppDependencyManager()) var thing: Unregistered
            func perform() async throws -> some IntentResult { .result() }
        }
        let response = await IntentRunner().run(NeedsIt())
        #expect(response.error?.description.contains("no dependency of type Unregistered") == true, "\(String(describing: response.error))")
    }
}

private enum Pace: String, AppEnum {
    case easy, tempo
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pace"
    static let caseDisplayRepresentations: [Pace: DisplayRepresentation] = [
        .easy: DisplayRepresentation(title: "Easy"), .tempo: DisplayRepresentation(title: "Tempo"),
    ]
}

private struct PlanRunIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Run"

    @Parameter(title: "Pace") var pace: Pace?
    @Parameter(title: "Distance") var kilometers: Int?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$pace) {
            Case(.tempo) {
                Summary("Plan a tempo run of \(\.$kilometers) km")
            }
            DefaultCase {
                Summary("Plan a \(\.$pace) run") {
                    \.$kilometers
                }
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

private struct ToggleIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle"
    @Parameter(title: "Pace") var pace: Pace?

    static var parameterSummary: some ParameterSummary {
        When(\.$pace, .equalTo, .easy) {
            Summary("Go easy")
        } otherwise: {
            Summary("Go \(\.$pace)")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct ParameterSummaryTests {
    @Test("Summary, Switch/Case/DefaultCase and When render with values, and with titles when unset")
    func render() {
        let plan = PlanRunIntent()
        #expect(plan.parameterSummaryText == "Plan a [Pace] run")
        plan.pace = .tempo
        plan.kilometers = 8
        #expect(plan.parameterSummaryText == "Plan a tempo run of 8 km")
        plan.pace = .easy
        #expect(plan.parameterSummaryText == "Plan a Easy run", "an enum case reads as its title")
        let toggle = ToggleIntent()
        toggle.pace = .easy
        #expect(toggle.parameterSummaryText == "Go easy")
        toggle.pace = .tempo
        #expect(toggle.parameterSummaryText == "Go Tempo")
        #expect(OpenJournalIntent().parameterSummaryText == "Open Journal", "no summary reads as the title")
    }
}

private struct Trail: AppEntity {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

private struct TrailQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Trail] {
        [Trail(id: "ridge", name: "Ridge Loop"), Trail(id: "lake", name: "Lake Path")]
    }
}

private struct HikeTrailIntent: AppIntent {
    static let title: LocalizedStringResource = "Hike a Trail"
    @Parameter(title: "Trail") var trail: Trail

    static var parameterSummary: some ParameterSummary { Summary("Hike \(\.$trail)") }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(stringLiteral: "Hiking \(trail.name)"))
    }
}

struct EnumerableEntityQueryTests {
    @Test("an EnumerableEntityQuery finds by id and suggests every entity from allEntities()")
    func enumerable() async throws {
        #expect(try await TrailQuery().entities(for: ["lake"]).map(\.name) == ["Lake Path"])
        #expect(try await TrailQuery().suggestedEntities().count == 2)
        let response = await IntentRunner().run(
            intentIdentifier: "HikeTrailIntent", parameters: ["trail": "ridge"], intentTypes: [HikeTrailIntent.self])
        #expect(response.dialog?.full == "Hiking Ridge Loop", "\(String(describing: response.error))")
        let intent = HikeTrailIntent()
        intent.trail = Trail(id: "lake", name: "Lake Path")
        #expect(intent.parameterSummaryText == "Hike Lake Path", "an entity reads as its title")
    }
}
