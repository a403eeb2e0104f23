import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceVoice

@Suite("Only the words are decoded")
struct SpeechEndpointsTests {
    @Test("a tone between a second of noise on each side is kept with a quarter second around it, in noise or in silence")
    func aroundTheWords() {
        var random = SeededRandomNumberGenerator(seed: 11)
        for noise in [0.0, 800] {
            let samples = NoiseSuppressorTests.toneBetweenSilences().map { value -> Int16 in
                let added = noise > 0 ? Double.random(in: -noise...noise, using: &random) : 0
                return Int16(clamping: Int((value + added).rounded()))
            }
            let words = SpeechEndpoints().speech(in: samples, sampleRate: 16_000)
            // The tone is 16,000..<32,000; a margin of 0.25 s is 4,000 samples, give or take a frame.
            #expect(abs(words.lowerBound - 12_000) <= 160, "noise \(noise): \(words)")
            #expect(abs(words.upperBound - 36_000) <= 160, "noise \(noise): \(words)")
        }
    }

    @Test("audio where nothing stands out, or too short to tell, is decoded whole")
    func whole() {
        #expect(SpeechEndpoints().speech(in: [Int16](repeating: 0, count: 16_000), sampleRate: 16_000) == 0..<16_000)
        var random = SeededRandomNumberGenerator(seed: 12)
        let steady = (0..<16_000).map { _ in Int16.random(in: -500...500, using: &random) }
        let words = SpeechEndpoints().speech(in: steady, sampleRate: 16_000)
        #expect(words.count >= 15_000, "\(words)")
        #expect(SpeechEndpoints().speech(in: [1, 2, 3], sampleRate: 16_000) == 0..<3)
    }
}
