import CEspeakNG
import Foundation
import Synchronization

/// espeak-ng (Debian's `libespeak-ng1`) in-process: text to 22,050 Hz mono audio, in a voice
/// ("en-us", "en-gb", "de", "cmn") at a speed in words per minute.
///
/// espeak-ng keeps one global state, so every synthesis in the process is serialized.
public struct EspeakSynthesizer: SpeechSynthesizer {
    /// The voice's name, as `espeak-ng --voices` lists it.
    public var voice: String
    /// Words per minute (espeak-ng's default is 175).
    public var wordsPerMinute: Int

    public init(voice: String = "en-us", wordsPerMinute: Int = 175) {
        self.voice = voice
        self.wordsPerMinute = wordsPerMinute
    }

    /// The process's one espeak-ng: initialized once, used by one caller at a time.
    private static let engine = Mutex<Int32?>(nil)

    /// Where the callback puts samples while a synthesis runs.
    private nonisolated(unsafe) static var collected: [Int16] = []

    public func synthesize(_ text: String) throws(SpeechError) -> PCMAudio {
        let outcome = Self.engine.withLock { rate -> Result<PCMAudio, SpeechError> in
            if rate == nil {
                let initialized = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, 0)
                guard initialized > 0 else { return .failure(SpeechError("espeak-ng could not start (is espeak-ng-data installed?)")) }
                rate = initialized
                espeak_SetSynthCallback { samples, count, _ in
                    if let samples, count > 0 {
                        EspeakSynthesizer.collected.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count)))
                    }
                    return 0
                }
            }
            guard espeak_SetVoiceByName(voice) == EE_OK else {
                return .failure(SpeechError("espeak-ng has no voice '\(voice)'"))
            }
            _ = espeak_SetParameter(espeakRATE, Int32(clamping: wordsPerMinute), 0)
            Self.collected = []
            let status = text.withCString { pointer in
                espeak_Synth(pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, nil)
            }
            guard status == EE_OK else { return .failure(SpeechError("espeak-ng could not speak the text")) }
            _ = espeak_Synchronize()
            let audio = PCMAudio(samples: Self.collected, sampleRate: Int(rate ?? 22_050))
            Self.collected = []
            return .success(audio)
        }
        return try outcome.get()
    }
}
