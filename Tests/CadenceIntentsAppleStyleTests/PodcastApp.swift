// A podcast player's App Intents code in Apple's documented style (UI removed), compiled with
// the import swapped: open intents, progress, sectioned options, dates and booleans, and
// shortcuts without short titles.
import CadenceIntents
import Foundation

struct EpisodeEntity: AppEntity, Identifiable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Episode"
    static var defaultQuery = EpisodeQuery()

    let id: UUID
    @Property(title: "Name") var name: String
    @Property(title: "Released") var released: Date
    @Property(title: "Minutes") var minutes: Double

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: UUID, name: String, released: Date, minutes: Double) {
        self.id = id
        self.name = name
        self.released = released
        self.minutes = minutes
    }

    static let all: [EpisodeEntity] = [
        EpisodeEntity(
            id: UUID(uuidString: "10000000-0000-0000-0000-000000000001")!, name: "Intervals Explained",
            released: Date(timeIntervalSince1970: 1_700_000_000), minutes: 42),
        EpisodeEntity(
            id: UUID(uuidString: "10000000-0000-0000-0000-000000000002")!, name: "The Long Run",
            released: Date(timeIntervalSince1970: 1_710_000_000), minutes: 65.5),
    ]
}

struct EpisodeQuery: EntityQuery {
    func entities(for identifiers: [EpisodeEntity.ID]) async throws -> [EpisodeEntity] {
        EpisodeEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [EpisodeEntity] { EpisodeEntity.all }
}

struct OpenEpisodeIntent: OpenIntent {
    static var title: LocalizedStringResource = "Open Episode"
    static var isDiscoverable = true

    @Parameter(title: "Episode")
    var target: EpisodeEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opening \(target).")
    }
}

enum PlaybackSpeed: String, AppEnum {
    case normal, fast

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
    static var caseDisplayRepresentations: [PlaybackSpeed: DisplayRepresentation] = [
        .normal: "Normal",
        .fast: DisplayRepresentation(title: "Fast", subtitle: "1.5×"),
    ]
}

struct PlaylistOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Training") {
                "Easy Days"
                "Race Week"
            }
            ItemSection("Other") {
                "Commute"
            }
        }
    }
}

struct QueueEpisodeIntent: AppIntent {
    static var title: LocalizedStringResource = "Queue Episode"
    static var description: IntentDescription = "Adds an episode to a playlist."

    @Parameter(title: "Episode")
    var episode: EpisodeEntity

    @Parameter(title: "Playlist", optionsProvider: PlaylistOptionsProvider())
    var playlist: String

    @Parameter(title: "Speed", default: .normal)
    var speed: PlaybackSpeed

    @Parameter(title: "Download First", default: false)
    var download: Bool

    @Parameter(title: "Play After")
    var playAfter: Date?

    func perform() async throws -> some IntentResult & ReturnsValue<EpisodeEntity> & ProvidesDialog {
        let when = playAfter.map { " after \($0.formatted(date: .abbreviated, time: .omitted))" } ?? ""
        return .result(
            value: episode,
            dialog: "Queued \(episode) in \(playlist) at \(speed)\(when)\(download ? ", downloading first" : "").")
    }
}

struct DownloadAllIntent: AppIntent, ProgressReportingIntent {
    static var title: LocalizedStringResource = "Download All Episodes"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        progress.totalUnitCount = Int64(EpisodeEntity.all.count)
        for _ in EpisodeEntity.all { progress.completedUnitCount += 1 }
        return .result(value: EpisodeEntity.all.count)
    }
}

struct ReleaseDateIntent: AppIntent {
    static var title: LocalizedStringResource = "When Was It Released"

    @Parameter(title: "Episode")
    var episode: EpisodeEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let resource: LocalizedStringResource =
            "\(episode.name) came out on \(episode.released, format: .iso8601.year().month().day())."
        return .result(dialog: IntentDialog(resource))
    }
}

struct PodcastShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenEpisodeIntent(),
            phrases: ["Open \(\.$target) in \(.applicationName)", "Play an episode in \(.applicationName)"],
            systemImageName: "play.circle")
        AppShortcut(intent: DownloadAllIntent(), phrases: ["Download everything in \(.applicationName)"])
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrase("Open the podcast app")
    }
}

// MARK: - Dependencies between parameters, deletes, toggles and widgets

/// Episodes no longer than the intent's time budget, when a budget is set.
struct ShortEpisodeQuery: EntityStringQuery {
    @IntentParameterDependency<PlayShortEpisodeIntent>(\.$budget)
    var playShort

    func entities(for identifiers: [ShortEpisode.ID]) async throws -> [ShortEpisode] {
        EpisodeEntity.all.filter { identifiers.contains($0.id) }.map(ShortEpisode.init)
    }

    func entities(matching string: String) async throws -> [ShortEpisode] {
        let budget = playShort?.budget ?? .infinity
        return EpisodeEntity.all.filter {
            $0.name.localizedCaseInsensitiveContains(string) && $0.minutes <= budget
        }.map(ShortEpisode.init)
    }
}

struct ShortEpisode: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Short Episode"
    static var defaultQuery = ShortEpisodeQuery()
    var id: UUID
    var name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(_ episode: EpisodeEntity) {
        id = episode.id
        name = episode.name
    }
}

struct PlayShortEpisodeIntent: AppIntent {
    static var title: LocalizedStringResource = "Play a Short Episode"

    @Parameter(title: "Minutes Available")
    var budget: Double

    @Parameter(title: "Episode")
    var episode: ShortEpisode

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Playing \(episode).")
    }
}

struct DeleteEpisodesIntent: DeleteIntent {
    static var title: LocalizedStringResource = "Delete Episodes"

    @Parameter(title: "Episodes")
    var entities: [EpisodeEntity]

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Deleted \(entities.count) episodes.")
    }
}

struct AutoDownloadIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Auto-Download"

    @Parameter(title: "Auto-Download", displayName: Bool.IntentDisplayName(true: "On", false: "Off"))
    var value: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Turn auto-download \(\.$value)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: value ? "Auto-download is on." : "Auto-download is off.")
    }
}

struct NowPlayingWidgetIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Now Playing"
    static var description = IntentDescription("Shows the episode you are listening to.")

    @Parameter(title: "Show Artwork", default: true)
    var showArtwork: Bool

    func perform() async throws -> some IntentResult { .result() }
}

final class PlayerSettings: Sendable {
    let skipSeconds: Int
    init(skipSeconds: Int) { self.skipSeconds = skipSeconds }
}

struct SkipForwardIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "Skip Forward"

    @Dependency(default: PlayerSettings(skipSeconds: 30))
    var settings: PlayerSettings

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Skipped \(settings.skipSeconds) seconds.")
    }
}

struct ShareEpisodeIntent: AppIntent {
    static var title: LocalizedStringResource = "Share Episode"

    @Parameter(title: "Episode")
    var episode: EpisodeEntity

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://pods.example/e/\(episode.id.uuidString)")!))
    }
}

struct SetSleepTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Sleep Timer"

    @Parameter(title: "Minutes", default: 15, controlStyle: .stepper, inclusiveRange: (5, 120))
    var minutes: Int

    @Parameter(title: "Volume", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1))
    var volume: Double

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Sleeping in \(minutes) minutes at \(Int(volume * 100)) %.")
    }
}
