/// The fields of one data message, in the order its definition listed them.
///
/// A view, not a copy. A message whose fields are all single numbers (most records) is read
/// where it lies in the file's bytes, by its definition's steps, when a field is asked for:
/// decoding it writes nothing but the message. The fields of any other message (text, arrays,
/// developer fields) are decoded at once into blocks that the decoder shares between messages,
/// so decoding allocates nothing per message either way. A message keeps what it reads alive
/// (the file's bytes, or its block): keep ``detached()`` copies when you keep a few of many.
///
/// ```swift
/// for field in message.fields where !field.isInvalid { print(field.number) }
/// ```
public struct FITFields: RandomAccessCollection, @unchecked Sendable, Hashable {
    // @unchecked: `steps` points into memory that `source` keeps alive and nothing writes once
    // a message can see it (FITFileBytes); the rest is Sendable.
    /// The block the fields were decoded into, or the file's bytes they are read from.
    @usableFromInline let source: FITFieldSource
    /// The index of the first field in the block, or the byte offset of the message's content.
    @usableFromInline let start: Int
    /// How each field is read from the file's bytes, or nil when the fields are in a block.
    @usableFromInline let steps: UnsafePointer<FITFieldStep>?
    @usableFromInline let length: Int32

    init(block: FITFieldBlock, start: Int, count: Int) {
        source = block
        self.start = start
        steps = nil
        // A block holds at most Int32.max fields (FITFieldBlock.capacity).
        length = Int32(truncatingIfNeeded: count)
    }

    /// The fields of the message whose content starts at byte `offset` of `file`, one per step.
    init(file: FITFileBytes, offset: Int, steps: UnsafeBufferPointer<FITFieldStep>) {
        source = file
        start = offset
        self.steps = steps.baseAddress
        // A definition lists at most 255 fields.
        length = Int32(truncatingIfNeeded: steps.count)
    }

    /// No fields.
    public init() { self.init(block: .empty, start: 0, count: 0) }

    /// The same fields in a block of their own, so that keeping them keeps nothing else.
    public func detached() -> FITFields {
        guard !isEmpty else { return FITFields() }
        let own = FITFieldBlock(capacity: count)
        for position in 0..<count { (own.fields + position).initialize(to: self[position]) }
        own.used = count
        return FITFields(block: own, start: 0, count: count)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(length) }
    @inlinable public var count: Int { Int(length) }

    @inlinable @inline(__always) public subscript(position: Int) -> FITField {
        precondition(position >= 0 && position < Int(length), "FITFields index out of range")
        guard let steps else { return unsafeDowncast(source, to: FITFieldBlock.self).fields[start + position] }
        return unsafeDowncast(source, to: FITFileBytes.self).field(at: start, steps[position])
    }

    public static func == (lhs: FITFields, rhs: FITFields) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for field in self { hasher.combine(field) }
    }
}

/// What a ``FITFields`` reads its fields from: a ``FITFieldBlock`` or a ``FITFileBytes``.
@usableFromInline class FITFieldSource: @unchecked Sendable {
    @usableFromInline init() {}
}

/// One block of decoded fields. Written only by the decoder that made it, and only past the
/// slots a ``FITFields`` can see, so sharing it between threads is safe once a message has been
/// handed out.
@usableFromInline final class FITFieldBlock: FITFieldSource, @unchecked Sendable {
    /// The fields a new block holds (more when one message has more).
    static let standardCapacity = 4096

    /// The block behind every empty ``FITFields``.
    static let empty = FITFieldBlock(capacity: 0)

    @usableFromInline let fields: UnsafeMutablePointer<FITField>
    /// The slots it has (at most Int32.max, which ``FITFields`` counts in).
    let capacity: Int
    /// How many slots are written.
    var used = 0

    init(capacity: Int) {
        self.capacity = Swift.min(Swift.max(capacity, 0), Int(Int32.max))
        fields = .allocate(capacity: self.capacity)
    }

    deinit { fields.deallocate() }
}

/// The bytes of a file being decoded, from which the messages of numbers alone read their
/// fields, and the steps those messages read them by.
///
/// The decoder adds steps as it meets definitions; a message sees only steps added before it
/// and the bytes, neither of which is ever written again, so sharing it between threads is
/// safe once a message has been handed out.
@usableFromInline final class FITFileBytes: FITFieldSource, @unchecked Sendable {
    /// The file (the caller's array, not a copy).
    @usableFromInline let bytes: [UInt8]
    /// Every step a message may point into, in chunks that never move.
    private var chunks: [UnsafeMutableBufferPointer<FITFieldStep>] = []
    /// Steps written in the last chunk.
    private var used = 0
    /// How many steps all chunks hold together.
    private(set) var stepCount = 0

    /// The steps a new chunk holds (more when one definition has more).
    static let chunkCapacity = 1024

    init(bytes: [UInt8]) { self.bytes = bytes }

    deinit { for chunk in chunks { chunk.deallocate() } }

    /// Copies `steps` to memory of its own, where they stay as long as this does.
    func keep(_ steps: [FITFieldStep]) -> UnsafeBufferPointer<FITFieldStep> {
        if chunks.isEmpty || chunks[chunks.count - 1].count - used < steps.count {
            chunks.append(.allocate(capacity: Swift.max(Self.chunkCapacity, steps.count)))
            used = 0
        }
        let chunk = chunks[chunks.count - 1]
        let kept = UnsafeMutableBufferPointer(rebasing: chunk[used..<used + steps.count])
        _ = kept.initialize(from: steps)
        used += steps.count
        stepCount += steps.count
        return UnsafeBufferPointer(kept)
    }

    /// The field a step reads from the message content that starts at `offset`.
    @inlinable @inline(__always)
    func field(at offset: Int, _ step: FITFieldStep) -> FITField {
        bytes.withUnsafeBytes { raw in step.field(in: raw, at: offset) }
    }
}

/// How one field of a message of numbers alone becomes a ``FITField`` with no branch on its
/// type: the eight bytes at `start` are loaded whole, the field's own bits kept (the low ones
/// by `mask`, or the high ones after a byte swap by `bigEndianShift`), then sign-extended by
/// `signShift` (zero for unsigned and float types); a float32 is widened to a double.
@usableFromInline struct FITFieldStep: Sendable {
    /// Where the field starts in its message's content.
    @usableFromInline let start: Int
    @usableFromInline let mask: UInt64
    @usableFromInline let bigEndianShift: UInt64
    @usableFromInline let signShift: UInt64
    @usableFromInline let invalidBits: UInt64
    @usableFromInline let number: UInt8
    @usableFromInline let rawBaseType: UInt8
    /// The field's size in bytes (1, 2, 4 or 8).
    @usableFromInline let size: UInt8
    @usableFromInline let bigEndian: Bool
    @usableFromInline let storage: FITField.Storage
    @usableFromInline let isFloat32: Bool

    init(number: UInt8, rawBaseType: UInt8, type: FITBaseType, start: Int, bigEndian: Bool) {
        let width = UInt64(type.size * 8)
        self.start = start
        mask = width == 64 ? .max : (1 &<< width) &- 1
        bigEndianShift = 64 - width
        signShift = type.signShift
        invalidBits = type.invalidBits
        self.number = number
        self.rawBaseType = rawBaseType
        size = UInt8(truncatingIfNeeded: type.size)
        self.bigEndian = bigEndian
        storage = type.fieldStorage
        isFloat32 = type.isFloat32
    }

    /// The field's bits (its size, in host order) in the message content at `offset` of `raw`,
    /// which holds the whole message.
    @inlinable @inline(__always)
    func bits(in raw: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        let at = offset &+ start
        // At least seven bytes after the field: load eight and keep the field's.
        if at &+ 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            return bigEndian ? UInt64(bigEndian: word) &>> bigEndianShift : UInt64(littleEndian: word) & mask
        }
        var bits: UInt64 = 0
        for index in 0..<Int(size) {
            let byte = UInt64(raw[at &+ index])
            bits |= bigEndian ? byte &<< UInt64(8 * (Int(size) - 1 - index)) : byte &<< UInt64(8 * index)
        }
        return bits
    }

    /// The field in the message content at `offset` of `raw`: the same conversion as
    /// ``FITField/init(number:baseType:rawBits:type:)``, with the type's part worked out once.
    @inlinable @inline(__always)
    func field(in raw: UnsafeRawBufferPointer, at offset: Int) -> FITField {
        FITField(
            number: number, baseType: rawBaseType, rawBits: bits(in: raw, at: offset), invalidBits: invalidBits,
            storage: storage, signShift: signShift, isFloat32: isFloat32)
    }
}
