import Foundation

/// Where the words of an utterance begin and end, by energy: the stretch from the first to the
/// last 10 ms frame well above the utterance's own noise floor, widened by a margin (consonants
/// begin and end quietly).
///
/// The recognizer decodes only that stretch: before and after the words there is only noise —
/// a recording's lead-in, the 0.7 s of silence that ends a live utterance — and decoding it
/// costs time after the speaker has stopped. (On `cadence-bench voice`'s short recordings it
/// changed what was heard by one decode in 340 either way, and their decode time within the
/// run-to-run spread: what it buys is the live utterance's silence.)
public struct SpeechEndpoints: Sendable, Hashable {
    /// How far above the noise floor (the quietest tenth of frames) a frame is speech, in dB.
    public var threshold: Double
    /// Kept before the first and after the last frame of speech, in seconds.
    public var margin: Double

    public init(threshold: Double = 6, margin: Double = 0.25) {
        self.threshold = threshold
        self.margin = margin
    }

    /// The range of `samples` (at `sampleRate`) to decode: all of them when no frame stands
    /// out, or the audio is shorter than a few frames.
    public func speech(in samples: [Int16], sampleRate: Int) -> Range<Int> {
        let frameLength = max(1, sampleRate / 100)
        let frameCount = samples.count / frameLength
        guard frameCount >= 10 else { return samples.indices }
        var energies = [Double](repeating: 0, count: frameCount)
        for frame in 0..<frameCount {
            var sum = 0.0
            for sample in samples[(frame * frameLength)..<((frame + 1) * frameLength)] {
                sum += Double(sample) * Double(sample)
            }
            energies[frame] = sum / Double(frameLength)
        }
        let sorted = energies.sorted()
        // At least one unit of power: digital silence has a floor of 0.
        let floor = max(1, sorted[frameCount / 10])
        let level = floor * pow(10, threshold / 10)
        guard let first = energies.firstIndex(where: { $0 > level }), let last = energies.lastIndex(where: { $0 > level })
        else { return samples.indices }
        let marginFrames = Int((margin * 100).rounded())
        let start = max(0, first - marginFrames) * frameLength
        let end = min(samples.count, (last + 1 + marginFrames) * frameLength)
        return start..<end
    }
}
