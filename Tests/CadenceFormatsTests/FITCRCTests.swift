import CadenceTestSupport
import Testing

@testable import CadenceFormats

@Suite("FIT's CRC, eight bytes at a time")
struct FITCRCTests {
    /// The CRC the FIT SDK documents: two 4-bit table steps per byte.
    static func reference(_ bytes: [UInt8]) -> UInt16 {
        let table: [UInt16] = [
            0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
            0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
        ]
        var crc: UInt16 = 0
        for byte in bytes {
            var tmp = table[Int(crc & 0xF)]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ tmp ^ table[Int(byte & 0xF)]
            tmp = table[Int(crc & 0xF)]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ tmp ^ table[Int((byte >> 4) & 0xF)]
        }
        return crc
    }

    @Test("slicing by 8 gives the SDK's CRC for every length from 0 to 100 and a large buffer")
    func matchesReference() {
        var rng = SeededRandomNumberGenerator(seed: 7)
        for length in Array(0...100) + [4096 + 3] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
            #expect(FITCRC.compute(bytes) == Self.reference(bytes), "length \(length)")
            #expect(FITCRC.compute(bytes[...]) == bytes.reduce(UInt16(0)) { FITCRC.update($0, $1) })
        }
    }
}
