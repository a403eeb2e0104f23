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

/// The FIT CRC-16 (the nibble-table variant in the FIT protocol document).
enum FITCRC {
    private static let table: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    @inline(__always)
    static func update(_ crc: UInt16, _ byte: UInt8) -> UInt16 {
        var crc = crc
        var tmp = table[Int(crc & 0xF)]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ table[Int(byte & 0xF)]
        tmp = table[Int(crc & 0xF)]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ tmp ^ table[Int((byte >> 4) & 0xF)]
        return crc
    }

    static func compute<C: Collection>(_ bytes: C, start: UInt16 = 0) -> UInt16 where C.Element == UInt8 {
        var crc = start
        for byte in bytes { crc = update(crc, byte) }
        return crc
    }
}
