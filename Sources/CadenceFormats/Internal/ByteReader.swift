/// A bounds-checked reader over bytes: `read…` consumes, `peek…` inspects, and running out of
/// bytes throws ``FITDecodingError/truncated(offset:needed:)`` instead of trapping.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var offset: Int
    let end: Int

    init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.offset = offset
        self.end = min(end ?? bytes.count, bytes.count)
    }

    var remaining: Int { end - offset }

    mutating func seek(to position: Int) { offset = position }

    @inline(__always)
    mutating func readByte() throws(FITDecodingError) -> UInt8 {
        guard offset < end else { throw .truncated(offset: offset, needed: 1) }
        defer { offset += 1 }
        return bytes[offset]
    }

    @inline(__always)
    func peekByte() throws(FITDecodingError) -> UInt8 {
        guard offset < end else { throw .truncated(offset: offset, needed: 1) }
        return bytes[offset]
    }

    /// Reads an unsigned integer of `size` bytes (1…8) in the given byte order.
    @inline(__always)
    mutating func readUnsigned(_ size: Int, bigEndian: Bool) throws(FITDecodingError) -> UInt64 {
        guard size <= remaining else { throw .truncated(offset: offset, needed: size) }
        var value: UInt64 = 0
        if bigEndian {
            for i in 0..<size { value = value << 8 | UInt64(bytes[offset + i]) }
        } else {
            for i in stride(from: size - 1, through: 0, by: -1) { value = value << 8 | UInt64(bytes[offset + i]) }
        }
        offset += size
        return value
    }

    mutating func readBytes(_ count: Int) throws(FITDecodingError) -> ArraySlice<UInt8> {
        guard count <= remaining else { throw .truncated(offset: offset, needed: count) }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func skip(_ count: Int) throws(FITDecodingError) {
        guard count <= remaining else { throw .truncated(offset: offset, needed: count) }
        offset += count
    }
}

/// The FIT CRC-16: CRC-16/ARC (polynomial 0x8005, reflected as 0xA001, initial 0), which the FIT
/// protocol document computes a nibble at a time; byte tables give the same value faster.
enum FITCRC {
    /// `tables[k][b]`: the CRC of byte `b` followed by `k` zero bytes (reflected CRC-16, 0xA001),
    /// so sixteen bytes are folded at once ("slicing by 16") instead of one step per byte, each
    /// waiting on the last.
    private static let tables: [UInt16] = {
        var tables = [UInt16](repeating: 0, count: 16 * 256)
        for byte in 0..<256 {
            var crc = UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
            tables[byte] = crc
        }
        for slice in 1..<16 {
            for byte in 0..<256 {
                let previous = tables[(slice - 1) * 256 + byte]
                tables[slice * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()

    @inline(__always)
    static func update(_ crc: UInt16, _ byte: UInt8) -> UInt16 {
        (crc >> 8) ^ tables[Int((crc ^ UInt16(byte)) & 0xFF)]
    }

    static func compute(_ bytes: ArraySlice<UInt8>, start: UInt16 = 0) -> UInt16 {
        tables.withUnsafeBufferPointer { tables in
            bytes.withUnsafeBytes { buffer in
                let t = tables.baseAddress!
                var crc = start
                var index = 0
                let count = buffer.count
                // Two little-endian words a step; byte j of the 16 meets table 15 - j.
                @inline(__always) func table(_ k: Int, _ word: UInt64, _ byte: UInt64) -> UInt16 {
                    t[k &* 256 &+ Int(truncatingIfNeeded: (word &>> (byte &* 8)) & 0xFF)]
                }
                while index + 16 <= count {
                    let low = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        ^ UInt64(crc)
                    let high = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
                    crc =
                        table(15, low, 0) ^ table(14, low, 1) ^ table(13, low, 2) ^ table(12, low, 3)
                        ^ table(11, low, 4) ^ table(10, low, 5) ^ table(9, low, 6) ^ table(8, low, 7)
                        ^ table(7, high, 0) ^ table(6, high, 1) ^ table(5, high, 2) ^ table(4, high, 3)
                        ^ table(3, high, 4) ^ table(2, high, 5) ^ table(1, high, 6) ^ table(0, high, 7)
                    index += 16
                }
                while index < count {
                    crc = (crc >> 8) ^ t[Int((crc ^ UInt16(buffer[index])) & 0xFF)]
                    index += 1
                }
                return crc
            }
        }
    }

    static func compute(_ bytes: [UInt8], start: UInt16 = 0) -> UInt16 { compute(bytes[...], start: start) }
}
