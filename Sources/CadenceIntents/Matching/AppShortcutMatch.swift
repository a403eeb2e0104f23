/// A phrase that matched: the intent to run, with its parameter set, and how it matched.
public struct AppShortcutMatch: Sendable {
    /// A fresh intent instance with the matched parameter set.
    public let intent: any AppIntent
    /// The intent type's name ("StartWorkout").
    public let intentIdentifier: String
    /// The matched parameter values: an enum's raw value or an entity's id, by parameter name.
    public let parameters: [String: String]
    /// The phrase that matched, with the app name and the parameter value written in.
    public let phrase: String
    /// How well it matched, 0…1 (1 for an exact match).
    public let score: Double
    /// Whether it matched exactly (after normalizing case, punctuation, spaces and Unicode).
    public var isExact: Bool { stage == .exact }
    /// The stage that decided.
    public let stage: MatchStage
    /// The words of the utterance that carried the match, as the stage read them
    /// ("pause", "marathon ≈ run 0.45").
    public let evidence: [String]
}

/// The stages of matching, in the order they are tried.
public enum MatchStage: String, Sendable, Hashable, CaseIterable, Codable {
    /// The utterance is one of the phrases (after normalizing case, punctuation and Unicode).
    case exact
    /// Paraphrase: the lexicon's synonyms, filler and stems, then weighted word overlap; or a
    /// parameter value that only one shortcut takes ("a run, please").
    case lexical
    /// Similarity of word embeddings, within the phrases whose command the utterance gives.
    case semantic
}

/// Why an utterance did not match, and what came nearest.
public struct MatchExplanation: Sendable, Hashable {
    /// Why there is no match.
    public enum Reason: Sendable, Hashable {
        /// It matched (``AppShortcutsIndex/explain(_:applicationAddressed:)`` of a matching utterance).
        case matched(intentIdentifier: String)
        /// Nothing to match (empty, or only punctuation and filler).
        case empty
        /// The app was not named, and the caller did not say it was addressed.
        case applicationNameMissing(applicationName: String)
        /// A negative phrase vetoed it.
        case negativePhrase(String)
        /// Two intents scored too close to choose.
        case ambiguous(first: String, second: String)
        /// No phrase was close enough.
        case belowThreshold(bestScore: Double, threshold: Double)
        /// The exact profile found no exact phrase.
        case noExactPhrase
        /// The sentence asks about something the app does not have ("stop the *video*"): these
        /// words are neither the app's nor near them.
        case aboutSomethingElse(words: [String])
    }

    /// A phrase that came near.
    public struct Candidate: Sendable, Hashable {
        /// Its intent type's name.
        public let intentIdentifier: String
        /// The phrase.
        public let phrase: String
        /// Its score, 0…1.
        public let score: Double
        /// Words of the phrase the utterance lacked (canonical forms).
        public let missingWords: [String]
        /// Words of the utterance the phrase lacked (canonical forms).
        public let extraWords: [String]
    }

    /// The utterance explained.
    public let utterance: String
    /// Why it did (or did not) match.
    public let reason: Reason
    /// The nearest phrases, best first (at most three); for a match, the phrase that matched first.
    public let nearest: [Candidate]
    /// The stage that decided, or the last stage tried.
    public var stage: MatchStage? = nil
    /// The words that carried the decision, as the stage read them.
    public var evidence: [String] = []

    /// The reason as one sentence.
    public var message: String {
        switch reason {
        case .matched(let intent):
            "matched \(intent) at the \(stage?.rawValue ?? "exact") stage"
                + (evidence.isEmpty ? "" : " (carried by \(evidence.joined(separator: ", ")))")
        case .empty: "the utterance is empty"
        case .applicationNameMissing(let name): "the app name (\(name)) was not mentioned"
        case .negativePhrase(let phrase): "it matches the negative phrase \"\(phrase)\""
        case .ambiguous(let first, let second): "it is ambiguous between \(first) and \(second)"
        case .belowThreshold(let best, let threshold):
            "no phrase is close enough (best score \(Self.format(best)), needed \(Self.format(threshold)))"
        case .noExactPhrase: "no phrase matches exactly (the exact profile accepts no paraphrases)"
        case .aboutSomethingElse(let words):
            "it is about something else (\(words.map { "\"\($0)\"" }.joined(separator: ", ")) is not something this app has)"
        }
    }

    static func format(_ score: Double) -> String { String(Double(Int((score * 100).rounded())) / 100) }
}

/// How strictly phrases match.
public enum MatchingProfile: String, Sendable, Hashable, CaseIterable {
    /// Exact phrases, then paraphrases (iOS 17's flexible matching).
    case flexible
    /// Exact phrases only, after normalization (Apple Watch's rule).
    case exact
}
