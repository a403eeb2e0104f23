import Foundation

/// What a recognizer heard in one utterance.
public struct SpeechRecognition: Sendable, Hashable, Codable {
    /// The words, as the grammar spells them ("start a run"); empty when nothing was heard.
    public var text: String
    /// How sure the recognizer is, higher is surer; compare with the recognizer's threshold.
    public var confidence: Double
    /// Whether the confidence clears the recognizer's threshold: below it, do nothing.
    public var isConfident: Bool
    /// Seconds of audio decoded, and seconds it took.
    public var audioSeconds: Double
    public var decodeSeconds: Double

    public init(text: String, confidence: Double, isConfident: Bool, audioSeconds: Double, decodeSeconds: Double) {
        self.text = text
        self.confidence = confidence
        self.isConfident = isConfident
        self.audioSeconds = audioSeconds
        self.decodeSeconds = decodeSeconds
    }
}

/// Turns one utterance of audio into words with a confidence. ``PocketSphinxRecognizer`` is the
/// implementation on Debian; another engine can take its place behind this protocol.
public protocol SpeechRecognizer: Sendable {
    /// The words in `audio` (any sample rate; converted as the engine needs). With
    /// `expectingAnswer`, the answers to a question the app asked (a value named alone, yes, no)
    /// may be heard too; without, only the app's phrases.
    func recognize(_ audio: PCMAudio, expectingAnswer: Bool) throws(SpeechError) -> SpeechRecognition
}

extension SpeechRecognizer {
    /// The words in `audio`, phrases and answers alike.
    public func recognize(_ audio: PCMAudio) throws(SpeechError) -> SpeechRecognition {
        try recognize(audio, expectingAnswer: true)
    }
}

/// Makes audio from text. ``EspeakSynthesizer`` is the implementation on Debian.
public protocol SpeechSynthesizer: Sendable {
    /// The spoken text.
    func synthesize(_ text: String) throws(SpeechError) -> PCMAudio
}

/// Why speech could not be recognized or made.
public struct SpeechError: Error, Sendable, Hashable, CustomStringConvertible {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
