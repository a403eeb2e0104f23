import Foundation

/// The hand-written understanding sets in `Tests/CadenceAppTests/Fixtures/`: the development set
/// (`understanding-dev-{en,de,zh}.tsv`), which the tests and `cadence-bench matching` both score,
/// and the holdout set (`understanding-holdout-…`), written with the development set's latest
/// growth and never tuned on: the benchmark reports its totals, never its misses.
///
/// A line is `door<TAB>category<TAB>expected<TAB>utterance`: `door` is `match` (the utterance must
/// name the app) or `say` (already addressed); `expected` is an intent with `name=value`
/// parameters, or `none` for a sentence that must match nothing. Lines starting `#` are comments.
package enum UnderstandingDevelopmentSet {
    /// One sentence and what it must reach.
    package struct Case: Sendable, CustomStringConvertible {
        package let locale: String
        package let addressed: Bool
        package let category: String
        /// The intent it must reach, or nil for none.
        package let expectedIntent: String?
        package let expectedParameters: [String: String]
        package let utterance: String
        package var description: String { "[\(locale)] \(utterance)" }

        /// Whether an outcome (an intent and its parameters, or nil for nothing) is what the
        /// case wants: its intent and parameters (a start without a style must leave the style
        /// unset), or nothing for a sentence not for the app.
        package func isRight(_ got: (intent: String, parameters: [String: String])?) -> Bool {
            guard let expectedIntent else { return got == nil }
            guard let got, got.intent == expectedIntent else { return false }
            if expectedIntent == "StartWorkout", expectedParameters.isEmpty, got.parameters["workoutStyle"] != nil {
                return false
            }
            return expectedParameters.allSatisfy { got.parameters[$0.key] == $0.value }
        }
    }

    /// The fixtures folder, found from this file's place in the package.
    package static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/CadenceAppTests/Fixtures")
    }

    /// Which set.
    package enum Set: String, Sendable {
        case development = "dev"
        case holdout
    }

    /// Every case of the three locales (en, de, zh-Hans), in file order.
    package static func load(_ set: Set = .development) throws -> [Case] {
        var cases: [Case] = []
        for (file, locale) in [("en", "en"), ("de", "de"), ("zh", "zh-Hans")] {
            let url = fixtures.appendingPathComponent("understanding-\(set.rawValue)-\(file).tsv")
            cases += parse(try String(contentsOf: url, encoding: .utf8), locale: locale)
        }
        return cases
    }

    /// The cases in one file's text.
    package static func parse(_ text: String, locale: String) -> [Case] {
        var cases: [Case] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 4 else { continue }
            let expected = columns[2].split(separator: " ").map(String.init)
            var parameters: [String: String] = [:]
            for pair in expected.dropFirst() {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { parameters[parts[0]] = parts[1] }
            }
            cases.append(
                Case(
                    locale: locale, addressed: columns[0] == "say", category: columns[1],
                    expectedIntent: expected.first == "none" ? nil : expected.first, expectedParameters: parameters,
                    utterance: columns[3]))
        }
        return cases
    }
}
