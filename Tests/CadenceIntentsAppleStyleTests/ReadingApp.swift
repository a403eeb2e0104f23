// A small reading-tracker app's App Intents code, written the way Apple's App Intents
// documentation writes its examples (mutable statics, trailing-closure builders, Foundation
// types), and compiled with `import CadenceIntents` in place of `import AppIntents`. Only the
// SwiftUI views are stand-ins (a plain struct), as "UI code removed" would leave them.
import CadenceIntents
import Foundation

// MARK: - Model

struct Book: Sendable, Hashable {
    var id: UUID
    var title: String
    var author: String
    var pages: Int
    var pagesRead: Int
    var genre: Genre
}

final class Library: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Book]
    private(set) var opened: [UUID] = []

    init(books: [Book]) { storage = books }

    var books: [Book] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func book(withID id: UUID) -> Book? { books.first { $0.id == id } }

    func open(_ id: UUID) {
        lock.lock()
        opened.append(id)
        lock.unlock()
    }
}

enum Genre: String, AppEnum {
    case fiction, history, science

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
    static var caseDisplayRepresentations: [Genre: DisplayRepresentation] = [
        .fiction: "Fiction",
        .history: "History",
        .science: DisplayRepresentation(title: "Science", synonyms: ["popular science"]),
    ]
}

// MARK: - Entities

struct BookEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Book", numericFormat: "\(placeholder: .int) books")
    static var defaultQuery = BookQuery()

    var id: UUID

    @Property(title: "Title")
    var title: String

    @Property(title: "Author")
    var author: String

    @Property(title: "Pages")
    var pages: Int

    var pagesRead: Int

    @ComputedProperty(title: "Pages Left")
    var pagesLeft: Int { pages - pagesRead }

    @ComputedProperty
    var isFinished: Bool { pagesRead >= pages }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)", subtitle: "\(author)", image: .init(systemName: "book.closed"))
    }

    init(book: Book) {
        id = book.id
        pagesRead = book.pagesRead
        title = book.title
        author = book.author
        pages = book.pages
    }
}

/// What a property search maps to: a test over a book.
struct BookFilter: Sendable {
    let matches: @Sendable (BookEntity) -> Bool
}

struct BookQuery: EntityStringQuery, EntityPropertyQuery {
    @Dependency
    var library: Library

    func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] {
        library.books.filter { identifiers.contains($0.id) }.map(BookEntity.init)
    }

    func suggestedEntities() async throws -> [BookEntity] {
        library.books.map(BookEntity.init)
    }

    func entities(matching string: String) async throws -> [BookEntity] {
        library.books.filter { $0.title.localizedCaseInsensitiveContains(string) }.map(BookEntity.init)
    }

    static var properties = QueryProperties {
        Property(\BookEntity.$title) {
            EqualToComparator { title in BookFilter { $0.title == title } }
            ContainsComparator { text in BookFilter { $0.title.localizedCaseInsensitiveContains(text) } }
        }
        Property(\BookEntity.$author) {
            HasPrefixComparator { prefix in BookFilter { $0.author.hasPrefix(prefix) } }
        }
        Property(\BookEntity.$pages) {
            LessThanComparator { count in BookFilter { $0.pages < count } }
            GreaterThanOrEqualToComparator { count in BookFilter { $0.pages >= count } }
        }
        Property(\BookEntity.$pagesLeft) {
            LessThanOrEqualToComparator { count in BookFilter { $0.pagesLeft <= count } }
        }
    }

    static var sortingOptions = SortingOptions {
        SortableBy(\BookEntity.$title)
        SortableBy(\BookEntity.$pages)
    }

    func entities(
        matching comparators: [BookFilter], mode: ComparatorMode, sortedBy: [EntityQuerySort<BookEntity>],
        limit: Int?
    ) async throws -> [BookEntity] {
        var found = library.books.map(BookEntity.init).filter { book in
            switch mode {
            case .and: comparators.allSatisfy { $0.matches(book) }
            case .or: comparators.contains { $0.matches(book) }
            }
        }
        for sort in sortedBy.reversed() {
            let ascending = sort.order == .ascending
            if sort.by == \BookEntity.$pages {
                found.sort { ascending ? $0.pages < $1.pages : $0.pages > $1.pages }
            } else {
                found.sort { ascending ? $0.title < $1.title : $0.title > $1.title }
            }
        }
        return Array(found.prefix(limit ?? found.count))
    }
}

struct ReadingSettings: UniqueAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Reading Settings"
    static var defaultQuery = UniqueAppEntityProvider { ReadingSettings() }

    var id: String { "reading-settings" }

    @Property(title: "Daily Goal")
    var dailyGoal: Int

    var displayRepresentation: DisplayRepresentation { "Reading Settings" }

    init() { dailyGoal = 30 }
}

struct ReadingSummary: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Reading Summary"

    @Property(title: "Books")
    var books: Int

    @Property(title: "Pages Read")
    var pagesRead: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(books) books, \(pagesRead) pages")
    }

    init() {
        books = 0
        pagesRead = 0
    }
}

// MARK: - Intents

struct OpenBookIntent: AppIntent, PredictableIntent {
    static var title: LocalizedStringResource = "Open Book"
    static var description = IntentDescription("Opens a book where you left off.", categoryName: "Reading")
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Book", requestValueDialog: "Which book?")
    var book: BookEntity

    @Dependency
    var library: Library

    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$book)")
    }

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$book)) { book in
            DisplayRepresentation(title: "Continue \(book.title)", subtitle: "\(book.pagesLeft) pages left")
        }
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        library.open(book.id)
        return .result(dialog: "Opened \(book.title).")
    }
}

struct SummarizeReadingIntent: AppIntent {
    static var title: LocalizedStringResource = "Summarize Reading"

    @Dependency
    var library: Library

    func perform() async throws -> some IntentResult & ReturnsValue<ReadingSummary> & ProvidesDialog {
        let summary = ReadingSummary()
        summary.books = library.books.count
        summary.pagesRead = library.books.reduce(0) { $0 + $1.pagesRead }
        return .result(value: summary, dialog: "You've read \(summary.pagesRead) pages.")
    }
}

/// A stand-in for the SwiftUI card the app shows beside its answer.
struct BookCardView {
    let title: String
    let pagesLeft: Int
}

struct ShowProgressIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Reading Progress"

    @Parameter(title: "Book")
    var book: BookEntity

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        .result(
            dialog: "\(book.pagesLeft) pages left in \(book.title).",
            view: BookCardView(title: book.title, pagesLeft: book.pagesLeft))
    }
}

struct ReturnBookIntent: AppIntent {
    static var title: LocalizedStringResource = "Return Book"

    @Parameter(title: "Book")
    var book: BookEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let result: some IntentResult & ProvidesDialog = .result(dialog: "Return \(book.title) to the library?")
        try await requestConfirmation(result: result, confirmationActionName: .set)
        return .result(dialog: "Returned \(book.title).")
    }
}

struct PickGenreIntent: AppIntent {
    static var title: LocalizedStringResource = "Pick a Genre"

    @Parameter(title: "Genre")
    var genre: Genre?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let genre else {
            throw $genre.needsDisambiguationError(among: [.fiction, .history], dialog: "Fiction or history?")
        }
        return .result(dialog: "Picked \(genre.rawValue).")
    }
}

@MainActor
final class ReaderNavigation {
    static let shared = ReaderNavigation()
    var screen = "home"
}

struct ReadAloudIntent: AppIntent, ForegroundContinuableIntent {
    static var title: LocalizedStringResource = "Read Aloud"

    func perform() async throws -> some IntentResult {
        guard await ReaderNavigation.shared.screen == "reader" else {
            throw needsToContinueInForegroundError("Reading aloud continues in the app.") {
                ReaderNavigation.shared.screen = "reader"
            }
        }
        return .result()
    }
}

// MARK: - Shortcuts

struct ReadingShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenBookIntent(),
            phrases: [
                "Open \(\.$book) in \(.applicationName)",
                "Continue reading in \(.applicationName)",
            ],
            shortTitle: "Open Book",
            systemImageName: "book")
        AppShortcut(
            intent: SummarizeReadingIntent(),
            phrases: ["Summarize my reading in \(.applicationName)"],
            shortTitle: "Summary",
            systemImageName: "chart.bar")
    }

    static var shortcutTileColor: ShortcutTileColor = .teal
}
