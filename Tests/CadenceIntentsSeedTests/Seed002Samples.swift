// The Swift sample of seed 002 ("Integrating Siri Shortcuts into SwiftUI Apps with App Intents"),
// with `import AppIntents` swapped for `import CadenceIntents`. SwiftUI does not exist on Linux,
// so `import SwiftUI` is gone and `@AppStorage` is the small stand-in in Standins.swift.
import CadenceIntents

struct AskQuestionIntent: AppIntent {
    static var title: LocalizedStringResource = "Ask Question"
    static var description = IntentDescription("Ask a question to get an AI-powered answer")

    static let supportedModes: IntentModes = .foreground

    @Parameter(title: "Question", description: "The question you want to ask")
    var question: String

    @AppStorage("incomingQuestion") var storedQuestion: String = ""

    init() {}

    init(question: String) {
        self.question = question
    }

    func perform() async throws -> some IntentResult {
        storedQuestion = question

        return .result()
    }
}

struct AskQuestionShortcut: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AskQuestionIntent(),
            phrases: [
                "Ask \(.applicationName) a question",
                "Ask \(.applicationName) about \(.applicationName)",
                "Get answer from \(.applicationName)",
                "Use \(.applicationName)",
            ],
            shortTitle: "Ask Question",
            systemImageName: "questionmark.bubble"
        )
    }
}
