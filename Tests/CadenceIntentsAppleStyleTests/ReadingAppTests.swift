import CadenceIntents
import Foundation
import Testing

/// The reading app's books; every test registers the same library.
private let library: Library = {
    let library = Library(books: [
        Book(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "The Sea Around Us",
            author: "Rachel Carson", pages: 250, pagesRead: 240, genre: .science),
        Book(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, title: "The Guns of August",
            author: "Barbara Tuchman", pages: 640, pagesRead: 100, genre: .history),
        Book(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, title: "Seabiscuit",
            author: "Laura Hillenbrand", pages: 400, pagesRead: 400, genre: .history),
    ])
    AppDependencyManager.shared.add(dependency: library)
    return library
}()

private func book(_ number: Int) -> BookEntity { BookEntity(book: library.books[number]) }

@Suite("App Intents code in Apple's documented style, compiled against CadenceIntents")
struct ReadingAppTests {
    @Test("@ComputedProperty keeps the getter and projects an entity property with its title")
    func computedProperty() {
        let sea = book(0)
        #expect(sea.pagesLeft == 10)
        #expect(sea.$pagesLeft.wrappedValue == 10)
        #expect(sea.$pagesLeft.title?.defaultValue == "Pages Left")
        #expect(book(2).$isFinished.wrappedValue)
        #expect(book(2).$isFinished.title == nil)
    }

    @Test("an EntityPropertyQuery maps each declared comparison and sorts by a declared property")
    func propertyQuery() async throws {
        _ = library
        let query = BookQuery()
        let sea = try await query.entities(where: [EntityQueryCondition(\BookEntity.$title, .contains, "sea")])
        #expect(Set(sea.map(\.title)) == ["The Sea Around Us", "Seabiscuit"])

        let short = try await query.entities(
            where: [
                EntityQueryCondition(\BookEntity.$pages, .lessThan, 300),
                EntityQueryCondition(\BookEntity.$author, .hasPrefix, "Barbara"),
            ], mode: .or, sortedBy: [EntityQuerySort(by: \BookEntity.$pages, order: .descending)])
        #expect(short.map(\.title) == ["The Guns of August", "The Sea Around Us"])

        let almostDone = try await query.entities(where: [EntityQueryCondition(\BookEntity.$pagesLeft, .lessThanOrEqualTo, 10)])
        #expect(Set(almostDone.map(\.title)) == ["The Sea Around Us", "Seabiscuit"])

        await #expect(throws: EntityPropertyQueryError.self) {
            _ = try await query.entities(where: [EntityQueryCondition(\BookEntity.$author, .equalTo, "Rachel Carson")])
        }
        do {
            _ = try await query.entities(where: [EntityQueryCondition(\BookEntity.$pages, .contains, 5)])
            Issue.record("an undeclared comparison must be refused")
        } catch let error as EntityPropertyQueryError {
            #expect(error.description.contains("lessThan, greaterThanOrEqualTo"), "the error lists what is declared")
        }
        await #expect(throws: EntityPropertyQueryError.self) {
            _ = try await query.entities(
                where: [], sortedBy: [EntityQuerySort(by: \BookEntity.$author)])
        }
        let limited = try await query.entities(where: [], sortedBy: [EntityQuerySort(by: \BookEntity.$title)], limit: 1)
        #expect(limited.map(\.title) == ["Seabiscuit"])
    }

    @Test("an EntityStringQuery finds by text; the query's @Dependency is resolved by the manager")
    func stringQuery() async throws {
        _ = library
        let found = try await BookQuery().entities(matching: "august")
        #expect(found.map(\.author) == ["Barbara Tuchman"])
    }

    @Test("a UniqueAppEntity has one value, found by its id and suggested")
    func uniqueEntity() async throws {
        let query = ReadingSettings.defaultQuery
        let all = try await query.suggestedEntities()
        #expect(all.map(\.id) == ["reading-settings"] && all.first?.dailyGoal == 30)
        #expect(try await query.entities(for: ["reading-settings"]).count == 1)
        #expect(try await query.entities(for: ["other"]).isEmpty)
    }

    @Test("a TransientAppEntity is made with init(), filled, and returned as an intent's value")
    func transientEntity() async throws {
        _ = library
        let response = await IntentRunner().run(SummarizeReadingIntent())
        let summary = try #require(response.value as? ReadingSummary)
        #expect(summary.books == 3 && summary.pagesRead == 740)
        #expect(summary.displayRepresentation.title.defaultValue == "3 books, 740 pages")
        #expect(try await ReadingSummary.defaultQuery.entities(for: [summary.id]).isEmpty, "never looked up")
    }

    @Test("a PredictableIntent's suggestions come from its donations, most recent first")
    func predictions() async {
        _ = library
        let donations = IntentDonationManager()
        for number in [0, 1, 0] {
            let intent = OpenBookIntent()
            intent.book = book(number)
            donations.donate(intent: intent)
        }
        donations.donate(intent: SummarizeReadingIntent())
        let suggestions = OpenBookIntent.predictions(from: donations.donations)
        #expect(suggestions.map(\.title.defaultValue) == ["Continue The Sea Around Us", "Continue The Guns of August"])
        #expect(suggestions.first?.subtitle?.defaultValue == "10 pages left")
    }

    @Test("a snippet view is carried with the dialog, never drawn")
    func snippetView() async throws {
        let intent = ShowProgressIntent()
        intent.book = book(1)
        let response = await IntentRunner().run(intent)
        #expect(response.dialog?.full == "540 pages left in The Guns of August.")
        let card = try #require(response.snippetView?.view as? BookCardView)
        #expect(card.pagesLeft == 540 && response.snippetView?.typeName == "BookCardView")
    }

    @Test("requestConfirmation(result:) asks with the result's dialog, and runs once confirmed")
    func confirmationWithResult() async {
        let intent = ReturnBookIntent()
        intent.book = book(2)
        let asked = await IntentRunner().run(intent)
        #expect(asked.confirmationDialog?.full == "Return Seabiscuit to the library?")
        let confirmed = await IntentRunner().run(intent, confirmed: true)
        #expect(confirmed.succeeded && confirmed.dialog?.full == "Returned Seabiscuit.")
    }

    @Test("needsDisambiguationError asks for the parameter with its choices")
    func disambiguation() async {
        let response = await IntentRunner().run(PickGenreIntent())
        #expect(response.missingParameter == "genre")
        #expect(response.dialog?.full == "Fiction or history?")
        let answered = await IntentRunner().run(
            intentIdentifier: "PickGenreIntent", parameters: ["genre": "History"], intentTypes: [PickGenreIntent.self])
        #expect(answered.dialog?.full == "Picked history.")
    }

    @Test("continuing in the foreground asks first, then runs the continuation on the main actor")
    func foregroundContinuation() async {
        let asked = await IntentRunner().run(ReadAloudIntent())
        #expect(asked.confirmationDialog?.full == "Reading aloud continues in the app.")
        #expect(await ReaderNavigation.shared.screen == "home")
        let continued = await IntentRunner().run(ReadAloudIntent(), confirmed: true)
        #expect(continued.error == nil && continued.confirmationDialog == nil)
        #expect(await ReaderNavigation.shared.screen == "reader")
    }

    @Test("the app's shortcut phrases reach their own intents; the summary and tile colour render")
    func shortcuts() async {
        _ = library
        let index = await AppShortcutsIndex(provider: ReadingShortcuts.self, applicationName: "Shelf")
        #expect(index.match("Summarize my reading in Shelf")?.intentIdentifier == "SummarizeReadingIntent")
        let open = index.match("Open Seabiscuit in Shelf")
        #expect(open?.intentIdentifier == "OpenBookIntent")
        #expect(open?.parameters["book"] == "00000000-0000-0000-0000-000000000003")
        #expect(ReadingShortcuts.shortcutTileColor == .teal)
        let intent = OpenBookIntent()
        #expect(intent.parameterSummaryText == "Open [Book]", "an unset parameter reads as its title")
        intent.book = book(0)
        #expect(intent.parameterSummaryText == "Open The Sea Around Us")
        let response = await IntentRunner().run(intent)
        #expect(response.dialog?.full == "Opened The Sea Around Us.")
        #expect(library.opened.contains(library.books[0].id))
    }
}

@Suite("A podcast app's intents in Apple's style: open, progress, sectioned options, dates")
struct PodcastAppTests {
    @Test("an OpenIntent's target comes from its phrase; a shortcut without a short title takes the intent's")
    func openIntent() async {
        let index = await AppShortcutsIndex(provider: PodcastShortcuts.self, applicationName: "Pods")
        let match = index.match("Open The Long Run in Pods")
        #expect(match?.intentIdentifier == "OpenEpisodeIntent")
        #expect(match?.parameters["target"] == "10000000-0000-0000-0000-000000000002")
        if let intent = match?.intent {
            let response = await IntentRunner().run(intent)
            #expect(response.dialog?.full == "Opening The Long Run.", "an entity in a dialog reads as its title")
        }
        #expect(PodcastShortcuts.appShortcuts[1].shortTitle.defaultValue == "Download All Episodes")
        #expect(index.match("Open the podcast app") == nil)
    }

    @Test("a missing parameter with sectioned options is asked for with every option, in order")
    func sectionedOptions() async {
        let intent = QueueEpisodeIntent()
        intent.episode = EpisodeEntity.all[0]
        let asked = await IntentRunner().run(intent)
        #expect(asked.missingParameter == "playlist")
        #expect(asked.dialog?.full == "Which playlist? Easy Days, Race Week, Commute")
        let ran = await IntentRunner().run(
            intentIdentifier: "QueueEpisodeIntent",
            parameters: [
                "episode": "10000000-0000-0000-0000-000000000001", "playlist": "Commute", "speed": "fast",
                "download": "true", "playAfter": "2026-12-24T08:00:00Z",
            ], intentTypes: [QueueEpisodeIntent.self])
        #expect(ran.dialog?.full.hasPrefix("Queued Intervals Explained in Commute at Fast after ") == true, "\(ran)")
        #expect(ran.dialog?.full.hasSuffix(", downloading first.") == true)
        #expect((ran.value as? EpisodeEntity)?.name == "Intervals Explained")
    }

    @Test("a ProgressReportingIntent reports through the run's Progress")
    func progress() async {
        let progress = Progress(totalUnitCount: 0)
        let response = await IntentRunner().run(DownloadAllIntent(), progress: progress)
        #expect(response.value as? Int == 2)
        #expect(progress.totalUnitCount == 2 && progress.completedUnitCount == 2)
        #expect(await IntentRunner().run(DownloadAllIntent()).succeeded, "a run without a watcher has its own")
    }

    @Test("a value interpolated with a format style is formatted")
    func formattedInterpolation() async {
        let intent = ReleaseDateIntent()
        intent.episode = EpisodeEntity.all[0]
        let response = await IntentRunner().run(intent)
        #expect(response.dialog?.full == "Intervals Explained came out on 2023-11-14.")
        let count: LocalizedStringResource = "\(placeholder: .int) episodes"
        #expect(count.key == "%lld episodes")
        #expect(String(localized: "Hello") == "Hello" && String(localized: count) == "%lld episodes")
    }
}

@Suite("Parameter dependencies, deletes, toggles, widgets and dependency defaults in Apple's style")
struct PodcastKindsTests {
    @Test("a query's @IntentParameterDependency sees the intent whose parameter it resolves")
    func parameterDependency() async throws {
        let query = ShortEpisodeQuery()
        #expect(query.playShort == nil, "outside a run there is no intent")
        #expect(try await query.entities(matching: "e").count == 2)
        // "e" names both episodes; with a 50-minute budget only one fits, so the text names one.
        let fits = await IntentRunner().run(
            intentIdentifier: "PlayShortEpisodeIntent", parameters: ["budget": "50", "episode": "e"],
            intentTypes: [PlayShortEpisodeIntent.self])
        #expect(fits.dialog?.full == "Playing Intervals Explained.", "\(fits)")
        let tooShort = await IntentRunner().run(
            intentIdentifier: "PlayShortEpisodeIntent", parameters: ["budget": "20", "episode": "long"],
            intentTypes: [PlayShortEpisodeIntent.self])
        #expect(tooShort.error != nil, "nothing fits 20 minutes: \(tooShort)")
        // A dependency on a parameter set after the entity ("a" sorts before "budget"): nil, not a crash.
        let early = await IntentRunner().run(
            intentIdentifier: "PlayShortEpisodeIntent", parameters: ["episode": "long"],
            intentTypes: [PlayShortEpisodeIntent.self])
        #expect(early.missingParameter == "budget", "\(early)")
    }

    @Test("a DeleteIntent is asked about first, naming what it deletes, and runs once confirmed")
    func deleteIntent() async {
        let intent = DeleteEpisodesIntent()
        intent.entities = EpisodeEntity.all
        let asked = await IntentRunner().run(intent)
        #expect(asked.confirmationDialog?.full == "Delete Intervals Explained and The Long Run?")
        let deleted = await IntentRunner().run(intent, confirmed: true)
        #expect(deleted.dialog?.full == "Deleted 2 episodes.")
    }

    @Test("a SetValueIntent's value is set by name like any parameter; a widget intent runs; a default dependency")
    func kinds() async {
        let on = await IntentRunner().run(
            intentIdentifier: "AutoDownloadIntent", parameters: ["value": "true"], intentTypes: [AutoDownloadIntent.self])
        #expect(on.dialog?.full == "Auto-download is on.")
        let toggle = AutoDownloadIntent()
        toggle.value = false
        #expect(toggle.parameterSummaryText == "Turn auto-download Off", "a Bool reads as its display name")
        #expect(await IntentRunner().run(NowPlayingWidgetIntent()).succeeded)
        #expect(NowPlayingWidgetIntent().showArtwork)
        let share = ShareEpisodeIntent()
        share.episode = EpisodeEntity.all[0]
        let opened = await IntentRunner().run(share)
        #expect((opened.value as? URL)?.absoluteString == "https://pods.example/e/10000000-0000-0000-0000-000000000001")
        #expect(opened.intentIdentifier == "OpenURLIntent", "the opened intent ran and answered")
        let timer = await IntentRunner().run(SetSleepTimerIntent())
        #expect(timer.dialog?.full == "Sleeping in 15 minutes at 50 %.")
        let tooLong = await IntentRunner().run(
            intentIdentifier: "SetSleepTimerIntent", parameters: ["minutes": "500"], intentTypes: [SetSleepTimerIntent.self])
        #expect(tooLong.error != nil, "the stepper's range is checked: \(tooLong)")
        let skipped = await IntentRunner().run(SkipForwardIntent())
        #expect(skipped.dialog?.full == "Skipped 30 seconds.", "the default stands in for an unregistered dependency")
    }
}
