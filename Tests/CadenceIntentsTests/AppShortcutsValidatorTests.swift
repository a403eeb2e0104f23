import CadenceIntents
import Synchronization
import Testing

// One small provider per rule.

struct NoteByText: AppIntent {
    static let title: LocalizedStringResource = "Find Text"
    @Parameter(title: "Text") var text: String
    func perform() async throws -> some IntentResult { .result() }
}

struct HiddenIntent: AppIntent {
    static let title: LocalizedStringResource = "Hidden"
    static let isDiscoverable = false
    func perform() async throws -> some IntentResult { .result() }
}

struct TwoParameters: AppIntent {
    static let title: LocalizedStringResource = "Two"
    @Parameter(title: "Activity") var activity: Activity
    @Parameter(title: "Period") var period: Period
    func perform() async throws -> some IntentResult { .result() }
}

struct ElevenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        (0..<11).map { _ in
            AppShortcut(
                intent: PauseActivity(), phrases: ["Pause \(.applicationName)"], shortTitle: "P", systemImageName: "p")
        }
    }
}

struct NoAppName: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PauseActivity(), phrases: ["Pause my workout"], shortTitle: "Pause", systemImageName: "pause")
    }
}

struct StringParameterInPhrase: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NoteByText(), phrases: ["Find \(\.$text) in \(.applicationName)", "Find in \(.applicationName)"],
            shortTitle: "Find", systemImageName: "magnifyingglass")
    }
}

struct TwoParametersInPhrase: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: TwoParameters(),
            phrases: ["Do \(\.$activity) \(\.$period) in \(.applicationName)", "Do it in \(.applicationName)"],
            shortTitle: "Two", systemImageName: "2.circle")
    }
}

struct OnlyParameterized: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartActivity(), phrases: ["Start a \(\.$activity) in \(.applicationName)"], shortTitle: "Start",
            systemImageName: "play")
    }
}

struct DuplicatePhrases: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PauseActivity(), phrases: ["Stop in \(.applicationName)"], shortTitle: "Pause",
            systemImageName: "pause")
        AppShortcut(
            intent: EndActivity(), phrases: ["stop in \(.applicationName)!"], shortTitle: "End", systemImageName: "stop"
        )
    }
}

struct NegativeEqualsPositive: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PauseActivity(), phrases: ["Pause \(.applicationName)"], shortTitle: "Pause",
            systemImageName: "pause")
    }
    static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrase("pause \(.applicationName)") }
}

struct HiddenShortcut: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: HiddenIntent(), phrases: ["Hide in \(.applicationName)"], shortTitle: "Hide",
            systemImageName: "eye.slash")
    }
}

struct TooManyPhrases: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenNote(),
            phrases: ["Open \(\.$note) in \(.applicationName)", "Open a note in \(.applicationName)"],
            shortTitle: "Open", systemImageName: "note")
    }
}

@Suite(.serialized)
struct AppShortcutsValidatorTests {
    @Test("the test app's provider is valid")
    func valid() async {
        #expect(await AppShortcutsValidator.validate(TestShortcuts.self) == [])
    }

    @Test("more than 10 shortcuts are rejected")
    func tooManyShortcuts() async {
        let issues = await AppShortcutsValidator.validate(ElevenShortcuts.self)
        #expect(issues.map(\.message) == ["the provider has 11 shortcuts; at most 10 are allowed"])
    }

    @Test("a phrase without the app name is rejected, naming the shortcut and phrase")
    func applicationName() async {
        let issues = await AppShortcutsValidator.validate(NoAppName.self)
        #expect(
            issues.map(\.message) == [
                "shortcut 'Pause' (PauseActivity): phrase \"Pause my workout\" has 0 app-name tokens; exactly one ${applicationName} is required"
            ])
    }

    @Test("a String parameter in a phrase is rejected")
    func parameterType() async {
        let issues = await AppShortcutsValidator.validate(StringParameterInPhrase.self)
        #expect(issues.map(\.rule) == [.parameterType])
        #expect(issues.first?.message.contains("'text' of type String") == true)
    }

    @Test("two parameters in one phrase are rejected")
    func twoParameters() async {
        let issues = await AppShortcutsValidator.validate(TwoParametersInPhrase.self)
        #expect(issues.map(\.rule) == [.tooManyParameters])
    }

    @Test("a parameterized shortcut needs a phrase without the parameter")
    func phraseWithoutParameter() async {
        let issues = await AppShortcutsValidator.validate(OnlyParameterized.self)
        #expect(issues.map(\.rule) == [.missingPhraseWithoutParameter])
    }

    @Test("the same phrase in two shortcuts is rejected, after normalization")
    func duplicates() async {
        let issues = await AppShortcutsValidator.validate(DuplicatePhrases.self)
        #expect(
            issues.map(\.message) == [
                "shortcut 'End' (EndActivity): phrase \"stop in ${applicationName}!\" is also a phrase of PauseActivity"
            ])
    }

    @Test("a negative phrase equal to a positive one is rejected")
    func negativeEqualsPositive() async {
        let issues = await AppShortcutsValidator.validate(NegativeEqualsPositive.self)
        #expect(issues.map(\.rule) == [.negativeEqualsPositive])
    }

    @Test("an intent that is not discoverable cannot be a shortcut")
    func discoverable() async {
        let issues = await AppShortcutsValidator.validate(HiddenShortcut.self)
        #expect(issues.map(\.rule) == [.notDiscoverable])
    }

    @Test("more than 1,000 phrases after expanding entity values are rejected")
    func tooManyPhrases() async {
        let previous = NoteQuery.count.withLock { count in
            defer { count = 1000 }
            return count
        }
        defer { NoteQuery.count.withLock { $0 = previous } }
        let issues = await AppShortcutsValidator.validate(TooManyPhrases.self)
        #expect(issues.map(\.message) == ["the shortcuts expand to 1001 phrases; at most 1000 are allowed"])
    }
}
