import CadenceIntents
import Synchronization

// A small app to test the matcher and the runner with: activities (an AppEnum of 12 cases),
// periods (an AppEnum), notes (an AppEntity with a query), and the verbs people use.

enum Activity: String, AppEnum {
    case run, walk, hike, ride, spin, swim, openWater, intervals, weights, yoga, row, elliptical

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"
    static let caseDisplayRepresentations: [Activity: DisplayRepresentation] = [
        .run: DisplayRepresentation(title: "Run", synonyms: ["jog", "running"]),
        .walk: DisplayRepresentation(title: "Walk", synonyms: ["stroll"]),
        .hike: DisplayRepresentation(title: "Hike"),
        .ride: DisplayRepresentation(title: "Ride", subtitle: "Outdoor", synonyms: ["bike ride", "cycle"]),
        .spin: DisplayRepresentation(title: "Spin Class", synonyms: ["indoor cycle"]),
        .swim: DisplayRepresentation(title: "Swim", subtitle: "Pool", synonyms: ["laps"]),
        .openWater: DisplayRepresentation(title: "Open Water Swim"),
        .intervals: DisplayRepresentation(title: "Intervals", synonyms: ["HIIT"]),
        .weights: DisplayRepresentation(title: "Weights", synonyms: ["strength"]),
        .yoga: DisplayRepresentation(title: "Yoga"),
        .row: DisplayRepresentation(title: "Row", synonyms: ["rowing"]),
        .elliptical: DisplayRepresentation(title: "Elliptical"),
    ]
}

enum Period: String, AppEnum {
    case today, yesterday, thisWeek, lastWeek

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Period"
    static let caseDisplayRepresentations: [Period: DisplayRepresentation] = [
        .today: "Today",
        .yesterday: "Yesterday",
        .thisWeek: DisplayRepresentation(title: "This Week"),
        .lastWeek: DisplayRepresentation(title: "Last Week"),
    ]
}

struct Note: AppEntity {
    let id: Int
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct NoteQuery: EntityStringQuery {
    /// How many notes exist (the benchmark raises it to 1,000).
    static let count = Mutex(3)
    static func name(_ id: Int) -> String {
        switch id {
        case 1: "packing"
        case 2: "training plan"
        case 3: "race day"
        default: "note \(id)"
        }
    }
    func entities(for identifiers: [Int]) async throws -> [Note] {
        let count = Self.count.withLock { $0 }
        return identifiers.filter { (1...count).contains($0) }.map { Note(id: $0, name: Self.name($0)) }
    }
    func suggestedEntities() async throws -> [Note] {
        let count = Self.count.withLock { $0 }
        return (1...count).map { Note(id: $0, name: Self.name($0)) }
    }
    func entities(matching string: String) async throws -> [Note] {
        try await suggestedEntities().filter { $0.name.contains(string.lowercased()) }
    }
}

/// Records what ran.
enum Ran {
    static let log = Mutex<[String]>([])
    static func record(_ entry: String) { log.withLock { $0.append(entry) } }
}

struct StartActivity: AppIntent {
    static let title: LocalizedStringResource = "Start Activity"
    @Parameter(title: "Activity", requestValueDialog: "Which activity?")
    var activity: Activity
    func perform() async throws -> some IntentResult & ProvidesDialog {
        Ran.record("start \(activity.rawValue)")
        return .result(dialog: IntentDialog(full: "Starting your \(activity.rawValue) now.", supporting: "Started"))
    }
}

struct PauseActivity: AppIntent {
    static let title: LocalizedStringResource = "Pause Activity"
    func perform() async throws -> some IntentResult { .result() }
}

struct ResumeActivity: AppIntent {
    static let title: LocalizedStringResource = "Resume Activity"
    func perform() async throws -> some IntentResult { .result() }
}

struct EndActivity: AppIntent {
    static let title: LocalizedStringResource = "End Activity"
    func perform() async throws -> some IntentResult { .result() }
}

struct CancelActivity: AppIntent {
    static let title: LocalizedStringResource = "Cancel Activity"
    func perform() async throws -> some IntentResult { .result() }
}

struct MarkLap: AppIntent {
    static let title: LocalizedStringResource = "Mark Lap"
    func perform() async throws -> some IntentResult { .result() }
}

struct ActivityStatus: AppIntent {
    static let title: LocalizedStringResource = "Activity Status"
    func perform() async throws -> some IntentResult { .result() }
}

struct Summarize: AppIntent {
    static let title: LocalizedStringResource = "Summarize"
    @Parameter(title: "Period")
    var period: Period?
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: period?.rawValue ?? "all")
    }
}

struct OpenNote: AppIntent {
    static let title: LocalizedStringResource = "Open Note"
    @Parameter(title: "Note")
    var note: Note
    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: note.name) }
}

struct TestShortcuts: AppShortcutsProvider {
    /// The test app's own words: its lap command, beside the built-in lexicon (which knows none).
    static func matchingLexicon(for locale: String) -> MatchingLexicon {
        MatchingLexicon.forLanguage(locale).adding(synonyms: ["lap": ["lap", "split", "new lap", "mark lap"]])
    }
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartActivity(),
            phrases: [
                "Start a \(\.$activity) in \(.applicationName)", "Start a workout in \(.applicationName)",
                "Begin my \(\.$activity) with \(.applicationName)",
            ],
            shortTitle: "Start", systemImageName: "play")
        AppShortcut(
            intent: PauseActivity(), phrases: ["Pause my workout in \(.applicationName)", "Pause \(.applicationName)"],
            shortTitle: "Pause", systemImageName: "pause")
        AppShortcut(
            intent: ResumeActivity(),
            phrases: ["Resume my workout in \(.applicationName)", "Resume \(.applicationName)"],
            shortTitle: "Resume", systemImageName: "playpause")
        AppShortcut(
            intent: EndActivity(),
            phrases: ["End my workout in \(.applicationName)", "Stop my workout in \(.applicationName)"],
            shortTitle: "End", systemImageName: "stop")
        AppShortcut(
            intent: CancelActivity(), phrases: ["Cancel my workout in \(.applicationName)"], shortTitle: "Cancel",
            systemImageName: "xmark")
        AppShortcut(
            intent: MarkLap(), phrases: ["Mark a lap in \(.applicationName)", "Lap in \(.applicationName)"],
            shortTitle: "Lap", systemImageName: "flag")
        AppShortcut(
            intent: ActivityStatus(),
            phrases: ["How is my workout going in \(.applicationName)", "Workout status in \(.applicationName)"],
            shortTitle: "Status", systemImageName: "gauge")
        AppShortcut(
            intent: Summarize(),
            phrases: ["Summarize my workouts in \(.applicationName)", "Summarize \(\.$period) in \(.applicationName)"],
            shortTitle: "Summary", systemImageName: "chart.bar")
        AppShortcut(
            intent: OpenNote(),
            phrases: ["Open my \(\.$note) note in \(.applicationName)", "Open a note in \(.applicationName)"],
            shortTitle: "Note", systemImageName: "note")
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrase("Start a \(.applicationName) podcast")
        NegativeAppShortcutPhrase("What is \(.applicationName)")
    }
}
