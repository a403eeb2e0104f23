import Foundation
import Testing

@testable import CadenceIntents

/// The one parser of volume text: written as people say and type amounts.
struct VolumeTextTests {
    @Test(
        "amounts in sentences",
        arguments: [
            ("I drank 250 ml of water", 250.0), ("250ml", 250), ("0,5 l", 500), ("1.5 litres", 1500),
            ("half a liter", 500), ("a half litre of water", 500), ("one and a half liters", 1500),
            ("two hundred fifty milliliters", 250), ("two hundred and fifty ml", 250), ("8 fl oz", 236.59),
            ("12 fluid ounces", 354.88), ("two cups", 480), ("a cup of water", 240), ("3 dl", 300),
            ("ich habe einen halben Liter Wasser getrunken", 500), ("zwei Tassen", 480), ("喝了250毫升水", 250),
            ("一杯水", 240), ("a pint", 473.18), ("a quarter litre of water", 250), ("three quarters of a litre", 750),
            ("记录300毫升水", 300),
        ])
    func amounts(_ text: String, _ milliliters: Double) throws {
        let volume = try #require(VolumeText.volume(in: text), "\(text)")
        #expect(abs(volume.converted(to: .milliliters).value - milliliters) < 0.1, "\(text): \(volume)")
    }

    @Test("no amount, and bare numbers only in answers")
    func noAmount() {
        for text in ["log a glass of water", "I drank water", "two", "", "ml"] {
            #expect(VolumeText.volume(in: text) == nil, "\(text)")
        }
        #expect(VolumeText.volume(in: "300", defaultUnit: .milliliters)?.value == 300)
        #expect(VolumeText.volume(in: "I drank 300", defaultUnit: .milliliters) == nil, "a number inside a sentence has no unit")
    }
}
