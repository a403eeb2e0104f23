// The Swift samples of seed 000 ("App Intents: Start a Workout from Siri and Shortcuts"), with
// `import AppIntents` swapped for `import CadenceIntents`. No other change was needed.
import CadenceIntents

enum RunStyle: String, AppEnum {
    case outdoorRun
    case treadmillRun

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Workout"
    static var caseDisplayRepresentations: [RunStyle: DisplayRepresentation] = [
        .outdoorRun: DisplayRepresentation(title: "Run", subtitle: "Outdoor"),
        .treadmillRun: DisplayRepresentation(title: "Run", subtitle: "Treadmill"),
    ]
}

struct StartRunIntent: StartWorkoutIntent {
    static var title: LocalizedStringResource = "Start Run"
    static var suggestedWorkouts: [StartRunIntent] = [
        StartRunIntent(style: .outdoorRun),
        StartRunIntent(style: .treadmillRun),
    ]

    @Parameter(title: "Workout")
    var workoutStyle: RunStyle

    init() { workoutStyle = .outdoorRun }

    var displayRepresentation: DisplayRepresentation {
        RunStyle.caseDisplayRepresentations[workoutStyle]
            ?? DisplayRepresentation(title: "Run")
    }

    func perform() async throws -> some IntentResult {
        // Create and start the HKWorkoutSession here, inside 30 seconds.
        try await WorkoutManager.shared.startSession(style: workoutStyle)
        // Authorization can block on a sheet, so it runs after perform() returns.
        Task { await WorkoutManager.shared.requestAuthorizationThenCollect() }
        return .result()
    }
}

struct PauseRunIntent: PauseWorkoutIntent {
    static var title: LocalizedStringResource = "Pause Run"

    func perform() async throws -> some IntentResult {
        await WorkoutManager.shared.pause()
        return .result()
    }
}

struct ResumeRunIntent: ResumeWorkoutIntent {
    static var title: LocalizedStringResource = "Resume Run"

    func perform() async throws -> some IntentResult {
        await WorkoutManager.shared.resume()
        return .result()
    }
}

struct StartPhoneRunIntent: AppIntent {
    static let title: LocalizedStringResource = "Start a Run"
    static let openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        try await PhoneWorkoutController.shared.startRun()
        return .result()
    }
}

struct FitnessShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartPhoneRunIntent(),
            phrases: [
                "Start a run in \(.applicationName)",
                "Start my \(.applicationName) run",
            ],
            shortTitle: "Start Run",
            systemImageName: "figure.run"
        )
    }
}

struct StartRunWithLiveActivityIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Start Run"

    func perform() async throws -> some IntentResult {
        let startedAt = Date.now
        try await PhoneWorkoutController.shared.startRun(at: startedAt)
        // Starts the Live Activity; see the ActivityKit page for this function.
        _ = try startWorkoutActivity(name: "Run", startedAt: startedAt)
        return .result()
    }
}
