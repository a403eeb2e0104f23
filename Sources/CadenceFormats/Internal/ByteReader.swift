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
/// protocol document computes a nibble at a time; a byte table gives the same value faster.
enum FITCRC {
    /// `tables[k][b]`: the CRC of byte `b` followed by `k` zero bytes (reflected CRC-16, 0xA001),
    /// so eight bytes are folded at once ("slicing by 8") instead of one step per byte, each
    /// waiting on the last.
    private static let tables: [UInt16] = {
        var tables = [UInt16](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var crc = UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
            tables[byte] = crc
        }
        for slice in 1..<8 {
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
        tables.withUnsafeBufferPointer { t in
            bytes.withUnsafeBufferPointer { buffer in
                var crc = start
                var index = 0
                let count = buffer.count
                while index + 8 <= count {
                    let x0 = Int(UInt16(buffer[index]) ^ (crc & 0xFF))
                    let x1 = Int(UInt16(buffer[index + 1]) ^ (crc >> 8))
                    crc =
                        t[7 * 256 + x0] ^ t[6 * 256 + x1] ^ t[5 * 256 + Int(buffer[index + 2])]
                        ^ t[4 * 256 + Int(buffer[index + 3])] ^ t[3 * 256 + Int(buffer[index + 4])]
                        ^ t[2 * 256 + Int(buffer[index + 5])] ^ t[256 + Int(buffer[index + 6])]
                        ^ t[Int(buffer[index + 7])]
                    index += 8
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
