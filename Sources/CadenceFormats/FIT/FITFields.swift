/// The fields of one data message, in the order its definition listed them.
///
/// A view of storage that the decoder shares between the messages it decodes: the fields of a
/// whole file are written one after another into a few large blocks, so decoding allocates
/// nothing per message. A message keeps the block it points into alive, and the decoder never
/// writes a slot twice while any message can see it.
///
/// ```swift
/// for field in message.fields where !field.isInvalid { print(field.number) }
/// ```
public struct FITFields: RandomAccessCollection, Sendable, Hashable {
    private let block: FITFieldBlock
    private let start: Int32
    private let length: Int32

    init(block: FITFieldBlock, start: Int, count: Int) {
        self.block = block
        // A block holds at most Int32.max fields (FITFieldBlock.capacity).
        self.start = Int32(truncatingIfNeeded: start)
        self.length = Int32(truncatingIfNeeded: count)
    }

    /// No fields.
    public init() { self.init(block: .empty, start: 0, count: 0) }

    /// The same fields in a block of their own, so that keeping them keeps nothing else.
    public func detached() -> FITFields {
        guard !isEmpty else { return FITFields() }
        let own = FITFieldBlock(capacity: count)
        (own.fields).initialize(from: block.fields + Int(start), count: count)
        own.used = count
        return FITFields(block: own, start: 0, count: count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(length) }
    public var count: Int { Int(length) }

    public subscript(position: Int) -> FITField {
        precondition(position >= 0 && position < Int(length), "FITFields index \(position) out of range 0..<\(length)")
        return block.fields[Int(start) + position]
    }

    public static func == (lhs: FITFields, rhs: FITFields) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for field in self { hasher.combine(field) }
    }
}

/// One block of decoded fields. Written only by the decoder that made it, and only past the
/// slots a ``FITFields`` can see, so sharing it between threads is safe once a message has been
/// handed out.
final class FITFieldBlock: @unchecked Sendable {
    /// The fields a new block holds (more when one message has more).
    static let standardCapacity = 4096

    /// The block behind every empty ``FITFields``.
    static let empty = FITFieldBlock(capacity: 0)

    let fields: UnsafeMutablePointer<FITField>
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
