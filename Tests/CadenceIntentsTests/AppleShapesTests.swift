import CadenceIntents
import Foundation
import Testing

// More of Apple's documented shapes, written as App Intents code is written, compiled against
// CadenceIntents with the import swapped: @Property on an entity, a dynamic options provider,
// disambiguation, text input options, an intent that opens another, a migrated custom intent.

private struct Route: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
    static let defaultQuery = RouteQuery()

    let id: String
    @Property(title: "Name") var name: String
    @Property(title: "Distance") var kilometers: Double
    @Property(title: "Surface") var surface: String?

    init(id: String, name: String, kilometers: Double) {
        self.id = id
        self.name = name
        self.kilometers = kilometers
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

private struct RouteQuery: EntityQuery {
    static let all = [
        Route(id: "river", name: "River Loop", kilometers: 8.2), Route(id: "hill", name: "Hill Repeats", kilometers: 5),
    ]
    func entities(for identifiers: [Route.ID]) async throws -> [Route] { Self.all.filter { identifiers.contains($0.id) } }
    func suggestedEntities() async throws -> [Route] { Self.all }
}

private struct PaceOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["easy", "tempo", "race"] }
}

private struct RunRouteIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "RunRouteIntent"
    static let title: LocalizedStringResource = "Run a Route"

    @Parameter(title: "Pace", optionsProvider: PaceOptions())
    var pace: String

    @Parameter(title: "Route", requestDisambiguationDialog: "Which route did you mean?")
    var route: Route?

    @Parameter(title: "Note", inputOptions: String.IntentInputOptions(capitalizationType: .sentences, multiline: true))
    var note: String?

    func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
        guard let route else {
            let chosen = try await $route.requestDisambiguation(among: RouteQuery.all)
            return .result(dialog: IntentDialog(stringLiteral: "Running \(chosen?.name ?? "")"))
        }
        return .result(
            opensIntent: ShowRouteIntent(name: route.name),
            dialog: IntentDialog(stringLiteral: "Running \(route.name) at \(pace) pace."))
    }
}

private struct ShowRouteIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Route"
    @Parameter(title: "Name") var name: String

    init() {}
    init(name: String) { self.name = name }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(stringLiteral: "Here is \(name)."))
    }
}

struct AppleShapesTests {
    static let types: [any AppIntent.Type] = [RunRouteIntent.self, ShowRouteIntent.self]

    @Test("@Property values are stored, read and optional ones start as nil")
    func properties() {
        let route = Route(id: "x", name: "Track", kilometers: 0.4)
        #expect(route.name == "Track" && route.kilometers == 0.4 && route.surface == nil)
        route.surface = "tartan"
        #expect(route.surface == "tartan" && route.$kilometers.title?.defaultValue == "Distance")
    }

    @Test("a missing parameter with an options provider is asked for with its options")
    func optionsProvider() async {
        let response = await IntentRunner().run(intentIdentifier: "RunRouteIntent", parameters: [:], intentTypes: Self.types)
        #expect(response.missingParameter == "pace")
        #expect(response.dialog?.full == "Which pace? easy, tempo, race")
    }

    @Test("requestDisambiguation asks with the choices; an opened intent runs next")
    func disambiguationAndOpening() async {
        let asked = await IntentRunner().run(
            intentIdentifier: "RunRouteIntent", parameters: ["pace": "easy"], intentTypes: Self.types)
        #expect(asked.missingParameter == "route", "\(String(describing: asked.error))")
        #expect(asked.dialog?.full == "Which route did you mean?")
        let opened = await IntentRunner().run(
            intentIdentifier: "RunRouteIntent", parameters: ["pace": "tempo", "route": "hill", "note": "Windy"],
            intentTypes: Self.types)
        #expect(opened.intentIdentifier == "ShowRouteIntent")
        #expect(opened.dialog?.full == "Running Hill Repeats at tempo pace. Here is Hill Repeats.")
        #expect(RunRouteIntent.intentClassName == "RunRouteIntent")
    }
}
