import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Cadence's App Shortcuts: the phrases that reach the app by voice, `cadence say` and
/// `cadence match`. Ten shortcuts (as many as App Shortcuts allow), every phrase naming the app,
/// each parameterized one with a phrase without its parameter.
public struct CadenceShortcuts: AppShortcutsProvider {
    /// The app's name as people say it.
    public static let applicationName = "Cadence"

    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartWorkout(),
            phrases: [
                "Start a \(\.$workoutStyle) in \(.applicationName)",
                "Start a \(\.$workoutStyle) with \(.applicationName)",
                "Start my \(\.$workoutStyle) in \(.applicationName)",
                "Begin a \(\.$workoutStyle) in \(.applicationName)",
                "Start a workout in \(.applicationName)",
                "Start a workout with \(.applicationName)",
            ],
            shortTitle: "Start Workout", systemImageName: "figure.run")
        AppShortcut(
            intent: PauseWorkout(),
            phrases: [
                "Pause my workout in \(.applicationName)", "Pause my \(.applicationName) workout",
                "Pause \(.applicationName)",
            ],
            shortTitle: "Pause", systemImageName: "pause.fill")
        AppShortcut(
            intent: ResumeWorkout(),
            phrases: [
                "Resume my workout in \(.applicationName)", "Resume my \(.applicationName) workout",
                "Resume \(.applicationName)",
            ],
            shortTitle: "Resume", systemImageName: "play.fill")
        AppShortcut(
            intent: EndWorkout(),
            phrases: [
                "End my workout in \(.applicationName)", "End my \(.applicationName) workout",
                "Stop my workout in \(.applicationName)",
                "Finish my workout in \(.applicationName)",
            ],
            shortTitle: "End Workout", systemImageName: "stop.fill")
        AppShortcut(
            intent: MarkLap(),
            phrases: [
                "Mark a lap in \(.applicationName)", "New lap in \(.applicationName)", "Lap in \(.applicationName)",
            ],
            shortTitle: "Lap", systemImageName: "flag.fill")
        AppShortcut(
            intent: WorkoutStatus(),
            phrases: [
                "How is my workout going in \(.applicationName)", "Workout status in \(.applicationName)",
                "How am I doing in \(.applicationName)",
            ],
            shortTitle: "Status", systemImageName: "gauge.with.needle")
        AppShortcut(
            intent: SummarizeWorkouts(),
            phrases: [
                "Summarize my workouts in \(.applicationName)",
                "Summarize my workouts \(\.$period) in \(.applicationName)",
                "Summarize \(\.$period) in \(.applicationName)",
                "How much did I work out \(\.$period) in \(.applicationName)",
            ],
            shortTitle: "Summary", systemImageName: "chart.bar.fill")
        AppShortcut(
            intent: CancelWorkout(),
            phrases: ["Cancel my workout in \(.applicationName)", "Discard my workout in \(.applicationName)"],
            shortTitle: "Cancel Workout", systemImageName: "xmark")
        AppShortcut(
            intent: ShowWorkout(),
            phrases: [
                "Show my \(\.$workout) workout in \(.applicationName)", "Show my \(\.$workout) in \(.applicationName)",
                "Show a workout in \(.applicationName)",
            ],
            shortTitle: "Show Workout", systemImageName: "list.bullet.rectangle")
        AppShortcut(
            intent: LogWater(),
            phrases: [
                "Log water in \(.applicationName)",
                "Log a \(\.$serving) of water in \(.applicationName)",
                "I drank a \(\.$serving) of water in \(.applicationName)",
                "I drank water in \(.applicationName)",
                "Log a drink in \(.applicationName)",
            ],
            shortTitle: "Log Water", systemImageName: "drop.fill")
    }

    public static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrase("Play \(.applicationName)")
        NegativeAppShortcutPhrase("What is \(.applicationName)")
        NegativeAppShortcutPhrase("Start a \(.applicationName) playlist")
        NegativeAppShortcutPhrase("Play music in \(.applicationName)")
    }

    public static let shortcutTileColor: ShortcutTileColor = .tangerine

    /// What follows the first of a language's lead-ins that an utterance starts with, once the
    /// app's name said first to address it is set aside ("Cadence, note that …"): what the
    /// free-text routes read (a note's lead-in, a delete verb). A lead-in is whole words
    /// ("notebook" is not "note"), except in Chinese, which writes no spaces; `nil` when the
    /// utterance starts with none.
    static func afterLeadIn(of utterance: String, _ leadIns: [String: [String]], locale: String) -> Substring? {
        var rest = Substring(utterance.trimmingCharacters(in: .whitespacesAndNewlines))
        for name in [applicationName + ",", applicationName] where rest.lowercased().hasPrefix(name.lowercased()) {
            rest = rest.dropFirst(name.count).drop { $0.isWhitespace }
            break
        }
        let language = String(locale.lowercased().prefix(2))
        for leadIn in leadIns[language] ?? leadIns["en"] ?? [] where rest.lowercased().hasPrefix(leadIn) {
            let after = rest.dropFirst(leadIn.count)
            if language != "zh", let next = after.first, next.isLetter || next.isNumber { continue }
            return after
        }
        return nil
    }

    /// Cadence's own words (its things, "lap", the metrics people ask about) beside the built-in
    /// lexicon; see ``CadenceLexicon``.
    public static func matchingLexicon(for locale: String) -> MatchingLexicon { CadenceLexicon.forLocale(locale) }

    /// Every intent type the app runs by name (its JSON API).
    public static let intentTypes: [any AppIntent.Type] = [
        StartWorkout.self, PauseWorkout.self, ResumeWorkout.self, EndWorkout.self, CancelWorkout.self, MarkLap.self,
        WorkoutStatus.self, SummarizeWorkouts.self, ShowWorkout.self, LogWater.self, SetCollection.self,
        DeleteWorkout.self, EditWorkout.self, LogNote.self,
    ]
}
