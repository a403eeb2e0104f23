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
        let cases = try UnderstandingDevelopmentSet.load()
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
        var indexes: [String: AppShortcutsIndex] = [:]
        for locale in ["en", "de", "zh-Hans"] {
            indexes[locale] = await AppShortcutsIndex(
                provider: CadenceShortcuts.self, applicationName: CadenceShortcuts.applicationName, locale: locale,
                catalog: CadenceShortcutsCatalog.bundled)
        }
        print(String(format: "understanding: three indexes (en, de, zh-Hans) built in %.1f ms", (ContinuousClock.now - buildStart).seconds * 1000))
        var byCategory: [String: Tally] = [:]
        var byLocale: [String: Tally] = [:]
        var byStage: [String: Tally] = [:]
        var positives = Tally()
        var negatives = Tally()
        var falseTriggers = 0
        var harmful = 0
        var durations: [Duration] = []
        for item in cases {
            guard let index = indexes[item.locale] else { continue }
            let start = ContinuousClock.now
            let outcome = index.evaluate(item.utterance, applicationAddressed: item.addressed)
            durations.append(ContinuousClock.now - start)
            var got: AppShortcutMatch?
            if case .matched(let match) = outcome { got = match }
            let ok: Bool
            if let expected = item.expectedIntent {
                var parametersOK = item.expectedParameters.allSatisfy { got?.parameters[$0.key] == $0.value }
                if expected == "StartWorkout", item.expectedParameters.isEmpty, got?.parameters["workoutStyle"] != nil {
                    parametersOK = false
                }
                ok = got?.intentIdentifier == expected && parametersOK
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
            if verbose, !ok {
                let gotText =
                    got.map { "\($0.intentIdentifier) \($0.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))" }
                    ?? "none"
                print("  miss [\(item.locale) \(item.category)] \"\(item.utterance)\": want \(item.expectedIntent ?? "none") \(item.expectedParameters), got \(gotText)")
            }
        }
        durations.sort()
        let p50 = durations[durations.count / 2].seconds * 1e6
        let p99 = durations[min(durations.count - 1, durations.count * 99 / 100)].seconds * 1e6
        print("understanding: \(cases.count) development sentences (\(positives.total) requests, \(negatives.total) not for Cadence)")
        print("  requests understood:   \(positives.text)")
        print("  others left alone:     \(negatives.text)   false triggers \(falseTriggers), harmful \(harmful) (a destructive intent run without a question)")
        for (name, tally) in byLocale.sorted(by: { $0.key < $1.key }) { print("  locale \(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(tally.text)") }
        for (name, tally) in byCategory.sorted(by: { $0.key < $1.key }) { print("  \(name.padding(toLength: 23, withPad: " ", startingAt: 0)) \(tally.text)") }
        for (name, tally) in byStage.sorted(by: { $0.key < $1.key }) { print("  requests decided by \(name.padding(toLength: 9, withPad: " ", startingAt: 0)) \(tally.text) right") }
        print(String(format: "  p50 %.1f µs, p99 %.1f µs per sentence", p50, p99))
    }

    static func stage(_ match: AppShortcutMatch) -> String { match.stage.rawValue }

    /// Whether the host asks before running this match: a destructive intent understood by
    /// paraphrase confirms first (EndWorkout, CancelWorkout).
    static func asksFirst(_ match: AppShortcutMatch) -> Bool { !match.isExact }
}
