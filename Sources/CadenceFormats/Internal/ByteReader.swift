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
    private static let table: [UInt16] = (0..<256).map { byte in
        var crc = UInt16(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
        return crc
    }

    @inline(__always)
    static func update(_ crc: UInt16, _ byte: UInt8) -> UInt16 {
        (crc >> 8) ^ table[Int((crc ^ UInt16(byte)) & 0xFF)]
    }

    static func compute(_ bytes: ArraySlice<UInt8>, start: UInt16 = 0) -> UInt16 {
        table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { buffer in
                var crc = start
                for byte in buffer { crc = (crc >> 8) ^ table[Int((crc ^ UInt16(byte)) & 0xFF)] }
                return crc
            }
        }
    }

    static func compute(_ bytes: [UInt8], start: UInt16 = 0) -> UInt16 { compute(bytes[...], start: start) }
}
