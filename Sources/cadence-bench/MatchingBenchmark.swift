import CadenceIntents
import Foundation
import Synchronization

// A benchmark app: 10 shortcuts, an AppEnum of 12 cases and an entity query of 1,000 entities.

enum BenchActivity: String, AppEnum {
    case run, walk, hike, ride, spin, swim, openWater, intervals, weights, yoga, row, elliptical
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"
    static let caseDisplayRepresentations: [BenchActivity: DisplayRepresentation] = [
        .run: DisplayRepresentation(title: "Run", synonyms: ["jog"]), .walk: "Walk", .hike: "Hike",
        .ride: DisplayRepresentation(title: "Ride", synonyms: ["bike ride"]), .spin: "Spin Class", .swim: "Swim",
        .openWater: "Open Water Swim", .intervals: DisplayRepresentation(title: "Intervals", synonyms: ["HIIT"]),
        .weights: "Weights", .yoga: "Yoga", .row: "Row", .elliptical: "Elliptical",
    ]
}

struct BenchRoute: AppEntity {
    let id: Int
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route"
    static let defaultQuery = BenchRouteQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(BenchRouteQuery.name(id))") }
}

struct BenchRouteQuery: EntityQuery {
    static let words = ["river", "park", "hill", "lake", "forest", "harbour", "bridge", "castle", "meadow", "canal"]
    static func name(_ id: Int) -> String { "\(words[id % 10]) \(words[(id / 10) % 10]) \(id / 100 + 1)" }
    func entities(for identifiers: [Int]) async throws -> [BenchRoute] { identifiers.map(BenchRoute.init) }
    func suggestedEntities() async throws -> [BenchRoute] { (0..<1000).map(BenchRoute.init) }
}

struct BenchStart: AppIntent {
    static let title: LocalizedStringResource = "Start"
    @Parameter(title: "Activity") var activity: BenchActivity
    func perform() async throws -> some IntentResult { .result() }
}

struct BenchFollow: AppIntent {
    static let title: LocalizedStringResource = "Follow Route"
    @Parameter(title: "Route") var route: BenchRoute
    func perform() async throws -> some IntentResult { .result() }
}

struct BenchPlain: AppIntent {
    static let title: LocalizedStringResource = "Plain"
    func perform() async throws -> some IntentResult { .result() }
}

struct BenchShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BenchStart(),
            phrases: ["Start a \(\.$activity) in \(.applicationName)", "Start a workout in \(.applicationName)"],
            shortTitle: "Start", systemImageName: "play")
        AppShortcut(
            intent: BenchFollow(),
            phrases: ["Follow the \(\.$route) route in \(.applicationName)", "Follow a route in \(.applicationName)"],
            shortTitle: "Follow", systemImageName: "map")
        AppShortcut(
            intent: BenchPlain(), phrases: ["Pause my workout in \(.applicationName)"], shortTitle: "Pause",
            systemImageName: "pause")
        AppShortcut(
            intent: BenchPlain(), phrases: ["Resume my workout in \(.applicationName)"], shortTitle: "Resume",
            systemImageName: "play")
        AppShortcut(
            intent: BenchPlain(), phrases: ["End my workout in \(.applicationName)"], shortTitle: "End",
            systemImageName: "stop")
        AppShortcut(
            intent: BenchPlain(), phrases: ["Cancel my workout in \(.applicationName)"], shortTitle: "Cancel",
            systemImageName: "xmark")
        AppShortcut(
            intent: BenchPlain(), phrases: ["Mark a lap in \(.applicationName)"], shortTitle: "Lap",
            systemImageName: "flag")
        AppShortcut(
            intent: BenchPlain(), phrases: ["How is my workout going in \(.applicationName)"], shortTitle: "Status",
            systemImageName: "gauge")
        AppShortcut(
            intent: BenchPlain(), phrases: ["Summarize my workouts in \(.applicationName)"], shortTitle: "Summary",
            systemImageName: "chart.bar")
        AppShortcut(
            intent: BenchPlain(), phrases: ["Show my last workout in \(.applicationName)"], shortTitle: "Show",
            systemImageName: "eye")
    }
}

/// Match latency (p50/p99) and index build time, next to hassil on the same sentences.
enum MatchingBenchmark {
    static func sentences() -> [String] {
        var result: [String] = []
        for activity in BenchActivity.allCases {
            let name = activity.displayRepresentation.title.defaultValue
            result += [
                "Start a \(name) in Cadence", "start a \(name.lowercased()) in cadence",
                "Could you start a \(name) in Cadence please",
            ]
        }
        for id in stride(from: 0, to: 1000, by: 7) {
            result += [
                "Follow the \(BenchRouteQuery.name(id)) route in Cadence",
                "In Cadence follow \(BenchRouteQuery.name(id))",
            ]
        }
        result += [
            "Pause my workout in Cadence", "Resume my workout in Cadence", "End my workout in Cadence",
            "Mark a lap in Cadence",
            "Kick off a jog with Cadence", "Hold my workout in Cadence", "Wrap up the workout with Cadence",
            "How is my workout going in Cadence", "Summarize my workouts in Cadence", "Make me a sandwich in Cadence",
        ]
        return result
    }

    static func run() async throws {
        let buildStart = ContinuousClock.now
        let index = await AppShortcutsIndex(provider: BenchShortcuts.self, applicationName: "Cadence")
        let buildTime = ContinuousClock.now - buildStart
        let sentences = sentences()
        let repeats = 20
        var durations: [Duration] = []
        durations.reserveCapacity(sentences.count * repeats)
        var matched = 0
        for sentence in sentences {
            var result: AppShortcutMatch?
            for _ in 0..<repeats {
                let start = ContinuousClock.now
                result = index.match(sentence)
                durations.append(ContinuousClock.now - start)
            }
            if result != nil { matched += 1 }
        }
        durations.sort()
        let p50 = durations[durations.count / 2].seconds * 1e6
        let p99 = durations[min(durations.count - 1, durations.count * 99 / 100)].seconds * 1e6
        print(
            String(
                format: "matching: index of %d phrases (%d after expanding values) built in %.1f ms",
                BenchShortcuts.appShortcuts.flatMap(\.phrases).count, index.expandedPhraseCount,
                buildTime.seconds * 1000))
        print(
            String(
                format: "cadence:  p50 %.1f µs, p99 %.1f µs per match; %d of %d sentences matched", p50, p99, matched,
                sentences.count))

        guard let hassil = try runHassil(sentences: sentences, repeats: repeats) else { return }
        print(
            String(
                format: "hassil:   p50 %.1f µs, p99 %.1f µs per match; %d of %d sentences matched; built in %.1f ms",
                hassil.p50, hassil.p99, hassil.matched, sentences.count, hassil.buildMilliseconds))
        print(
            String(format: "ratio:    hassil's p50 is %.1fx Cadence's, p99 %.1fx", hassil.p50 / p50, hassil.p99 / p99))
    }

    struct HassilResult {
        let p50: Double
        let p99: Double
        let matched: Int
        let buildMilliseconds: Double
    }

    /// Runs Scripts/hassil_bench.py on the same phrases, values and sentences.
    static func runHassil(sentences: [String], repeats: Int) throws -> HassilResult? {
        var lists: [String: [String]] = [
            "activity": BenchActivity.allCases.flatMap { activity in
                [activity.displayRepresentation.title.defaultValue]
                    + activity.displayRepresentation.synonyms.map(\.defaultValue)
            },
            "route": (0..<1000).map(BenchRouteQuery.name),
        ]
        lists["activity"] = Array(Set(lists["activity"] ?? [])).sorted()
        let phrases = BenchShortcuts.appShortcuts.flatMap { shortcut in
            shortcut.phrases.map {
                ["intent": shortcut.intentIdentifier + shortcut.shortTitle.defaultValue, "template": $0.catalogText]
            }
        }
        let spec: [String: Any] = [
            "applicationName": "Cadence", "phrases": phrases, "lists": lists, "sentences": sentences,
            "repeats": repeats,
        ]
        let object: [String: Any]
        switch try PythonPeer.run("hassil_bench.py", input: spec) {
        case .success(let answer): object = answer
        case .failure(let failure):
            print("hassil:   not measured (\(failure.lastLine); `pip install hassil`)")
            return nil
        }
        guard let p50 = object["p50_us"] as? Double, let p99 = object["p99_us"] as? Double else {
            print("hassil:   not measured (no timings in its answer)")
            return nil
        }
        return HassilResult(
            p50: p50, p99: p99, matched: object["matched"] as? Int ?? 0,
            buildMilliseconds: object["build_ms"] as? Double ?? 0)
    }
}
