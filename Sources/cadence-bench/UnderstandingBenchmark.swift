import CadenceApp
import CadenceIntents
import CadenceTestSupport
import Foundation

/// Scores Cadence's own shortcuts on the hand-written development set in
/// `Tests/CadenceAppTests/Fixtures/understanding-dev-*.tsv`: accuracy per locale and category,
/// false triggers, and harmful matches (a destructive intent that would run without asking).
enum UnderstandingBenchmark {
    /// Intents whose effect ends or destroys something.
    static let destructive: Set<String> = ["EndWorkout", "CancelWorkout"]

    struct Tally {
        var total = 0
        var right = 0
        mutating func add(_ ok: Bool) {
            total += 1
            if ok { right += 1 }
        }
        var text: String { String(format: "%3d/%3d %5.1f %%", right, total, total == 0 ? 0 : 100.0 * Double(right) / Double(total)) }
    }

    static func run(verbose: Bool) async throws {
        if let url = SemanticTable.bundledURL, let data = try? Data(contentsOf: url) {
            let start = ContinuousClock.now
            let table = try SemanticTable(data: data)
            let elapsed = ContinuousClock.now - start
            print(
                String(
                    format: "semantic table: %d tokens × %d dims, %.1f MB, read and checked in %.1f ms", table.tokenCount,
                    table.dimensions, Double(data.count) / 1e6, elapsed.seconds * 1000))
        }
        let buildStart = ContinuousClock.now
        let indexes = await Self.indexes()
        print(String(format: "understanding: three indexes (en, de, zh-Hans) built in %.1f ms", (ContinuousClock.now - buildStart).seconds * 1000))
        let development = try UnderstandingDevelopmentSet.load(.development)
        let holdout = try UnderstandingDevelopmentSet.load(.holdout)
        score(development, name: "development", indexes: indexes, listMisses: verbose)
        // The holdout set is never tuned on: its misses are not printed.
        score(holdout, name: "holdout", indexes: indexes, listMisses: false)
        try await withHistory { workouts, indexes in
            print("understanding with a history of \(workouts) saved workouts (its days, \"last\", \"my last ride\" are names of saved workouts):")
            score(development, name: "development", indexes: indexes, listMisses: verbose)
            score(holdout, name: "holdout", indexes: indexes, listMisses: false)
        }
        HassilUnderstanding.run(development: development, holdout: holdout)
    }

    /// Runs `body` with the three indexes built beside a history: the shared FIT files imported
    /// into a scratch database, as a person's own workouts are, so that the saved workouts' names
    /// ("last", "2021-09-27", "last outdoor cycle") are values the sentences may meet.
    static func withHistory(_ body: (Int, [String: AppShortcutsIndex]) async throws -> Void) async throws {
        let fit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/fit")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: fit.path) else {
            print("understanding with a history: not measured (\(fit.path) is missing)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-bench-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = try WorkoutController(
            databasePath: folder.appendingPathComponent("cadence.sqlite").path,
            time: WorkoutTime(clock: ContinuousClock(), origin: Date()))
        var workouts = 0
        for name in names.sorted() where name.hasSuffix(".fit") {
            if case .imported = try? await controller.importFile(atPath: fit.appendingPathComponent(name).path) { workouts += 1 }
        }
        let indexes = await CadenceAppContext.$current.withValue(CadenceAppContext(controller: controller)) {
            await Self.indexes()
        }
        try await body(workouts, indexes)
    }

    /// Cadence's phrase index for each locale it ships (en, de, zh-Hans), beside whatever history
    /// the current context has.
    static func indexes() async -> [String: AppShortcutsIndex] {
        var indexes: [String: AppShortcutsIndex] = [:]
        for locale in ["en", "de", "zh-Hans"] {
            indexes[locale] = await AppShortcutsIndex(
                provider: CadenceShortcuts.self, applicationName: CadenceShortcuts.applicationName, locale: locale,
                catalog: CadenceShortcutsCatalog.bundled)
        }
        return indexes
    }

    /// Scores one set and prints its tallies.
    static func score(
        _ cases: [UnderstandingDevelopmentSet.Case], name: String, indexes: [String: AppShortcutsIndex],
        listMisses: Bool
    ) {
        var byCategory: [String: Tally] = [:]
        var byLocale: [String: Tally] = [:]
        var byStage: [String: Tally] = [:]
        var positives = Tally()
        var negatives = Tally()
        var falseTriggers = 0
        var harmful = 0
        var durations: [Duration] = []
        // Why requests were missed, by kind only (no sentence): how a set fails, not which words.
        var missKinds: [String: Int] = [:]
        for item in cases {
            guard let index = indexes[item.locale] else { continue }
            let start = ContinuousClock.now
            let outcome = index.evaluate(item.utterance, applicationAddressed: item.addressed)
            durations.append(ContinuousClock.now - start)
            var got: AppShortcutMatch?
            if case .matched(let match) = outcome { got = match }
            if item.expectedIntent != nil, !item.isRight(got.map { ($0.intentIdentifier, $0.parameters) }) {
                missKinds[missKind(outcome, expected: item.expectedIntent), default: 0] += 1
            }
            let ok: Bool
            if item.expectedIntent != nil {
                ok = item.isRight(got.map { ($0.intentIdentifier, $0.parameters) })
                positives.add(ok)
                byStage[got.map(stage) ?? "none", default: Tally()].add(ok)
            } else {
                ok = got == nil
                negatives.add(ok)
                if !ok { falseTriggers += 1 }
            }
            // Harmful: a destructive intent reached that was not asked for, and would run without a question.
            if let got, destructive.contains(got.intentIdentifier), got.intentIdentifier != item.expectedIntent,
                !asksFirst(got)
            {
                harmful += 1
            }
            byCategory[item.category, default: Tally()].add(ok)
            byLocale[item.locale, default: Tally()].add(ok)
            if listMisses, !ok {
                let gotText =
                    got.map { "\($0.intentIdentifier) \($0.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))" }
                    ?? "none"
                print("  miss [\(item.locale) \(item.category)] \"\(item.utterance)\": want \(item.expectedIntent ?? "none") \(item.expectedParameters), got \(gotText)")
            }
        }
        durations.sort()
        let p50 = durations[durations.count / 2].seconds * 1e6
        let p99 = durations[min(durations.count - 1, durations.count * 99 / 100)].seconds * 1e6
        print("understanding, \(name) set: \(cases.count) sentences (\(positives.total) requests, \(negatives.total) not for Cadence)")
        print("  requests understood:   \(positives.text)")
        print("  others left alone:     \(negatives.text)   false triggers \(falseTriggers), harmful \(harmful) (a destructive intent run without a question)")
        for (name, tally) in byLocale.sorted(by: { $0.key < $1.key }) { print("  locale \(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(tally.text)") }
        for (name, tally) in byCategory.sorted(by: { $0.key < $1.key }) { print("  \(name.padding(toLength: 23, withPad: " ", startingAt: 0)) \(tally.text)") }
        for (name, tally) in byStage.sorted(by: { $0.key < $1.key }) { print("  requests decided by \(name.padding(toLength: 9, withPad: " ", startingAt: 0)) \(tally.text) right") }
        if !missKinds.isEmpty {
            print("  requests missed: " + missKinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        print(String(format: "  p50 %.1f µs, p99 %.1f µs per sentence", p50, p99))
    }

    static func stage(_ match: AppShortcutMatch) -> String { match.stage.rawValue }

    /// The kind of a missed request: why nothing matched, or what went wrong in the match.
    static func missKind(_ outcome: AppShortcutsIndex.Outcome, expected: String?) -> String {
        switch outcome {
        case .matched(let match): return match.intentIdentifier == expected ? "wrong parameter" : "wrong intent"
        case .notMatched(let explanation):
            switch explanation.reason {
            case .aboutSomethingElse: return "about something else"
            case .belowThreshold: return "below threshold"
            case .ambiguous: return "ambiguous"
            case .applicationNameMissing: return "app name missing"
            case .negativePhrase: return "negative phrase"
            case .empty: return "empty"
            case .noExactPhrase, .matched: return "other"
            }
        }
    }

    /// Whether the host asks before running this match: a destructive intent understood by
    /// paraphrase confirms first (EndWorkout, CancelWorkout).
    static func asksFirst(_ match: AppShortcutMatch) -> Bool { !match.isExact }
}

/// hassil (Home Assistant's template matcher) on the same English sentences, with honest
/// templates written once for Cadence's intents (`Scripts/hassil_cadence.yaml`).
enum HassilUnderstanding {
    static func run(development: [UnderstandingDevelopmentSet.Case], holdout: [UnderstandingDevelopmentSet.Case]) {
        for (name, cases) in [("development", development), ("holdout", holdout)] {
            let english = cases.filter { $0.locale == "en" }
            guard let (results, p50, p99) = recognize(english.map(\.utterance)) else { return }
            var requests = UnderstandingBenchmark.Tally()
            var others = UnderstandingBenchmark.Tally()
            var byCategory: [String: UnderstandingBenchmark.Tally] = [:]
            for (item, result) in zip(english, results) {
                let ok = item.isRight(result)
                if item.expectedIntent == nil { others.add(ok) } else { requests.add(ok) }
                byCategory[item.category, default: .init()].add(ok)
            }
            print("hassil, \(name) set (English, \(english.count) sentences):")
            print("  requests understood:   \(requests.text)")
            print("  others left alone:     \(others.text)   false triggers \(others.total - others.right)")
            for (category, tally) in byCategory.sorted(by: { $0.key < $1.key }) {
                print("  \(category.padding(toLength: 23, withPad: " ", startingAt: 0)) \(tally.text)")
            }
            print(String(format: "  p50 %.1f µs, p99 %.1f µs per sentence", p50, p99))
        }
    }

    /// Each sentence's intent and slots from Scripts/hassil_understanding.py, or nil when hassil
    /// cannot run (the reason is printed).
    static func recognize(_ sentences: [String]) -> ([(intent: String, parameters: [String: String])?], Double, Double)? {
        do {
            let object: [String: Any]
            switch try PythonPeer.run("hassil_understanding.py", input: sentences) {
            case .success(let answer): object = answer
            case .failure(let failure):
                print("hassil: not measured (\(failure.lastLine); `pip install hassil`)")
                return nil
            }
            guard let list = object["results"] as? [Any], list.count == sentences.count else {
                print("hassil: not measured (its answer has no result per sentence)")
                return nil
            }
            let results: [(intent: String, parameters: [String: String])?] = list.map { entry in
                guard let entry = entry as? [String: Any], let intent = entry["intent"] as? String else { return nil }
                return (intent, entry["slots"] as? [String: String] ?? [:])
            }
            return (results, object["p50_us"] as? Double ?? 0, object["p99_us"] as? Double ?? 0)
        } catch {
            print("hassil: not measured (\(error))")
            return nil
        }
    }
}
