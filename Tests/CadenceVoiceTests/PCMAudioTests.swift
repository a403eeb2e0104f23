import Foundation
import Testing

@testable import CadenceVoice

@Suite("Audio converted to the recognizer's rate")
struct PCMAudioTests {
    static func tone(_ frequency: Double, rate: Int, seconds: Double) -> [Int16] {
        (0..<Int(Double(rate) * seconds)).map { index in
            Int16((8_000 * sin(2 * Double.pi * frequency * Double(index) / Double(rate))).rounded())
        }
    }

    @Test("a tone espeak-ng's rate (22,050 Hz) brings comes out at 16 kHz as the same tone, within a few samples' worth")
    func downsampled() {
        let audio = PCMAudio(samples: Self.tone(440, rate: 22_050, seconds: 1), sampleRate: 22_050)
        let converted = audio.resampled(to: 16_000)
        #expect(converted.sampleRate == 16_000)
        #expect(abs(converted.samples.count - 16_000) <= 1)
        let expected = Self.tone(440, rate: 16_000, seconds: 1)
        // Away from the edges, where the filter has input on both sides.
        let worst = (200..<15_800).map { abs(Int(converted.samples[$0]) - Int(expected[$0])) }.max() ?? 0
        #expect(worst <= 24, "largest difference \(worst) of 8,000")
    }

    @Test("a tone above the new rate's Nyquist frequency is filtered out, not folded back")
    func aliasing() {
        let audio = PCMAudio(samples: Self.tone(10_000, rate: 44_100, seconds: 1), sampleRate: 44_100)
        let converted = audio.resampled(to: 16_000)
        let power = converted.samples[200..<15_800].reduce(0.0) { $0 + Double($1) * Double($1) } / 15_600
        // 8,000 amplitude is 32,000,000 of power: at least 40 dB down.
        #expect(power < 3_200, "power \(power)")
    }

    @Test("the same rate, or no samples, comes back as it was")
    func unchanged() {
        let samples = Self.tone(440, rate: 16_000, seconds: 0.1)
        #expect(PCMAudio(samples: samples, sampleRate: 16_000).resampled(to: 16_000).samples == samples)
        #expect(PCMAudio(samples: [], sampleRate: 22_050).resampled(to: 16_000).samples.isEmpty)
    }
}
