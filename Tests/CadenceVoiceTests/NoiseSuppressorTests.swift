import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceVoice

@Suite("Steady noise taken out before decoding")
struct NoiseSuppressorTests {
    /// One second of silence, a second of a 440 Hz tone, a second of silence, at 16 kHz.
    static func toneBetweenSilences() -> [Double] {
        (0..<48_000).map { index in
            (16_000..<32_000).contains(index) ? 8_000 * sin(2 * Double.pi * 440 * Double(index) / 16_000) : 0
        }
    }

    static func power(_ samples: some Collection<Int16>) -> Double {
        samples.reduce(0) { $0 + Double($1) * Double($1) } / Double(max(1, samples.count))
    }

    @Test("white noise 14 dB below a tone loses 5 dB or more where nothing is said; the tone keeps its power")
    func whiteNoise() {
        var random = SeededRandomNumberGenerator(seed: 7)
        let noisy = Self.toneBetweenSilences().map { value -> Int16 in
            Int16(clamping: Int((value + Double.random(in: -2_000...2_000, using: &random)).rounded()))
        }
        let cleaned = NoiseSuppressor().apply(to: noisy)
        #expect(cleaned.count == noisy.count)
        let silenceBefore = Self.power(noisy[2_000..<14_000])
        let silenceAfter = Self.power(cleaned[2_000..<14_000])
        #expect(10 * log10(silenceBefore / max(1, silenceAfter)) >= 5, "\(silenceBefore) → \(silenceAfter)")
        let toneBefore = Self.power(noisy[18_000..<30_000])
        let toneAfter = Self.power(cleaned[18_000..<30_000])
        #expect(abs(10 * log10(toneAfter / toneBefore)) < 1.5, "\(toneBefore) → \(toneAfter)")
    }

    @Test("digital silence, or noise 30 dB below the words (a quiet room), is left as it is")
    func noNoise() {
        let samples = Self.toneBetweenSilences().map { Int16(clamping: Int($0.rounded())) }
        #expect(NoiseSuppressor().apply(to: samples) == samples)
        var random = SeededRandomNumberGenerator(seed: 9)
        let quietRoom = Self.toneBetweenSilences().map { value -> Int16 in
            Int16(clamping: Int((value + Double.random(in: -150...150, using: &random)).rounded()))
        }
        #expect(NoiseSuppressor().apply(to: quietRoom) == quietRoom)
        // Shorter than one frame: unchanged too.
        #expect(NoiseSuppressor().apply(to: [1, 2, 3]) == [1, 2, 3])
        #expect(NoiseSuppressor().apply(to: []) == [])
    }
}
