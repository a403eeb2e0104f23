/// Cuts a stream of audio into utterances by their energy: speech starts when a 20 ms frame is
/// well above the noise floor, and ends after ``trailingSilence`` of frames near it. What a live
/// microphone (`arecord … | cadence listen -`) needs, since its stream never ends.
///
/// Pure and deterministic: feed samples in any chunks with ``append(_:)``; each finished
/// utterance comes back once, with a little audio before its start (consonants begin quietly).
public struct UtteranceSegmenter: Sendable {
    /// Samples per second of the stream.
    public let sampleRate: Int
    /// Silence that ends an utterance, in seconds.
    public var trailingSilence: Double = 0.7
    /// The shortest utterance kept, in seconds (shorter bursts are clicks).
    public var minimumSpeech: Double = 0.2
    /// The longest utterance: cut there, in seconds.
    public var maximumSpeech: Double = 10

    private var frame: [Int16] = []
    private var history: [Int16] = []
    private var current: [Int16] = []
    private var inSpeech = false
    private var silentFrames = 0
    private var speechFrames = 0
    private var noiseFloor: Double?

    public init(sampleRate: Int = 16_000) { self.sampleRate = max(1, sampleRate) }

    /// Whether an utterance has started and not yet ended.
    public var hearsSpeech: Bool { inSpeech }

    private var frameLength: Int { max(1, sampleRate / 50) }

    /// Takes more audio; returns the utterances that ended in it.
    public mutating func append(_ samples: [Int16]) -> [PCMAudio] {
        var finished: [PCMAudio] = []
        for sample in samples {
            frame.append(sample)
            if frame.count == frameLength {
                if let utterance = take(frame) { finished.append(utterance) }
                frame.removeAll(keepingCapacity: true)
            }
        }
        return finished
    }

    /// The utterance in progress when the stream ends, if it is long enough.
    public mutating func finish() -> PCMAudio? {
        defer { reset() }
        guard inSpeech, Double(speechFrames) / 50 >= minimumSpeech else { return nil }
        return PCMAudio(samples: current + frame, sampleRate: sampleRate)
    }

    private mutating func reset() {
        current = []
        inSpeech = false
        silentFrames = 0
        speechFrames = 0
    }

    private mutating func take(_ frame: [Int16]) -> PCMAudio? {
        let energy = (frame.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(frame.count)).squareRoot()
        // The floor follows quiet frames down at once and louder ones up slowly.
        let floor = noiseFloor.map { energy < $0 ? energy : $0 * 0.995 + energy * 0.005 } ?? energy
        noiseFloor = floor
        let loud = energy > max(4 * floor, 150)
        if !inSpeech {
            history += frame
            let preroll = frameLength * 10
            if history.count > preroll { history.removeFirst(history.count - preroll) }
            guard loud else { return nil }
            inSpeech = true
            current = history
            history = []
            speechFrames = 1
            silentFrames = 0
            return nil
        }
        current += frame
        if loud {
            speechFrames += 1
            silentFrames = 0
        } else {
            silentFrames += 1
        }
        let seconds = Double(current.count) / Double(sampleRate)
        guard Double(silentFrames) / 50 >= trailingSilence || seconds >= maximumSpeech else { return nil }
        let utterance = PCMAudio(samples: current, sampleRate: sampleRate)
        let long = Double(speechFrames) / 50 >= minimumSpeech
        reset()
        return long ? utterance : nil
    }
}
