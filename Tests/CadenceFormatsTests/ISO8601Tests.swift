import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceFormats

/// The hand-written ISO 8601 reader and writer against Foundation's formatter.
struct ISO8601Tests {
    @Test("agrees with ISO8601DateFormatter on 5,000 seeded dates, with and without fractions and offsets")
    func agreesWithFoundation() {
        var random = SeededRandomNumberGenerator(seed: 14)
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for _ in 0..<5000 {
            let seconds = Double(Int.random(in: -2_000_000_000...4_000_000_000, using: &random))
            let date = Date(timeIntervalSince1970: seconds)
            let text = plain.string(from: date)
            #expect(ISO8601.parse(text) == date, "\(text)")
            #expect(ISO8601.format(date) == text)
            let millis = Date(timeIntervalSince1970: seconds + Double(Int.random(in: 1...999, using: &random)) / 1000)
            let fractionText = fractional.string(from: millis)
            #expect(abs((ISO8601.parse(fractionText)?.timeIntervalSince1970 ?? 0) - millis.timeIntervalSince1970) < 0.0005)
            #expect(ISO8601.format(millis) == fractionText, "\(fractionText)")
        }
    }

    @Test("zones, no zone, and what is not a date")
    func forms() {
        let noon = Date(timeIntervalSince1970: 1_356_998_400 + 12 * 3600)  // 2013-01-01T12:00:00Z
        #expect(ISO8601.parse("2013-01-01T12:00:00Z") == noon)
        #expect(ISO8601.parse("2013-01-01T12:00:00") == noon, "no zone is UTC")
        #expect(ISO8601.parse(" 2013-01-01T14:00:00+02:00\n") == noon)
        #expect(ISO8601.parse("2013-01-01T07:30:00-0430") == noon)
        #expect(ISO8601.parse("2013-01-01T12:00:00.250Z") == noon.addingTimeInterval(0.25))
        #expect(ISO8601.parse("2024-02-29T00:00:00Z") != nil)
        for bad in [
            "", "2013-13-01T00:00:00Z", "2023-02-29T00:00:00Z", "2013-04-31T00:00:00Z", "2013-01-01T25:00:00Z",
            "2013-01-01", "2013-01-01T12:00:00Q", "2013-01-01T12:00:00.Z", "20130101T120000Z", "2013-01-01T12:00:00Z junk",
        ] {
            #expect(ISO8601.parse(bad) == nil, "\(bad)")
        }
    }
}
