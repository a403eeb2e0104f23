import CadenceIntents
import CadenceVoice
import Foundation

/// Cadence's ears: a ``PocketSphinxRecognizer`` whose grammar is Cadence's English shortcuts
/// (every phrase with and without the app's name, each workout style, period and serving by every
/// name, a style optionally followed by "session", "class" or "workout", the answers to "Which
/// workout?" and to a yes-or-no question). Loaded once per process.
public enum CadenceListener {
    /// Words of Cadence's phrases that CMUdict lacks, in ARPAbet; any other unknown word is
    /// spelled out letter by letter (``SpeechGrammar``).
    public static let pronunciations: [String: [String]] = [
        "hiit": ["HH", "IH", "T"],
        "erg": ["ER", "G"],
        "tabata": ["T", "AH", "B", "AA", "T", "AH"],
        "bidon": ["B", "IY", "D", "AA", "N"],
    ]

    /// Words people say after a workout's name ("start a yoga session", "a spin class", "a
    /// strength workout"), which the grammar allows after any style; the matcher understands the
    /// phrases with them.
    public static let styleEndings: [[String]] = [["session"], ["class"], ["workout"]]

    private actor Cache {
        var recognizer: PocketSphinxRecognizer?
        func get() async throws(SpeechError) -> PocketSphinxRecognizer {
            if let recognizer { return recognizer }
            let made = try await CadenceListener.make()
            recognizer = made
            return made
        }
    }

    private static let cache = Cache()

    /// The process's recognizer, made on first use.
    public static func shared() async throws(SpeechError) -> PocketSphinxRecognizer { try await cache.get() }

    /// The grammar, from the English index of Cadence's shortcuts.
    public static func grammar() async throws(SpeechError) -> SpeechGrammar {
        let index = await AppShortcutsIndex(
            provider: CadenceShortcuts.self, applicationName: CadenceShortcuts.applicationName, locale: "en",
            catalog: CadenceShortcutsCatalog.bundled)
        let dictionary = PocketSphinxRecognizer.defaultModel.appendingPathComponent("cmudict-en-us.dict")
        do {
            return try SpeechGrammar(
                index: index, pronunciations: pronunciations, valueEndings: ["workoutStyle": styleEndings],
                dictionary: dictionary)
        } catch {
            throw SpeechError("cannot read the pronunciation dictionary \(dictionary.path): \(error.localizedDescription)")
        }
    }

    static func make() async throws(SpeechError) -> PocketSphinxRecognizer {
        try PocketSphinxRecognizer(grammar: try await grammar())
    }
}
