/// What a reader takes each open element to be, innermost last: a GPX reader's track, segment,
/// point; a TCX reader's lap, track point, extension. Sixteen levels fit in one word, four bits
/// each, and deeper ones (no GPX or TCX nests that far) go to an array: an array for every
/// level cost a uniqueness check on each element's start and end, a few percent of an import.
///
/// `Kind` is an enum of at most sixteen cases without payloads, kept as its one-byte bit
/// pattern (`init(rawValue:)` was a call per element); `init` checks both.
struct XMLKindStack<Kind: CaseIterable> {
    private var packed: UInt64 = 0
    private var deeper: [UInt8] = []
    /// How many elements are open.
    private(set) var depth = 0

    init() {
        precondition(MemoryLayout<Kind>.size == 1 && Kind.allCases.count <= 16, "a kind must fit in four bits")
    }

    /// The innermost open element's kind, or nil at the document's level.
    @inline(__always)
    var last: Kind? {
        guard depth > 0 else { return nil }
        return kind(at: depth - 1)
    }

    @inline(__always)
    private func kind(at level: Int) -> Kind {
        let bits = level < 16 ? UInt8(truncatingIfNeeded: packed >> UInt64(level &* 4)) & 0xF : deeper[level - 16]
        // The bits of a case pushed before: a pattern of the enum.
        return unsafeBitCast(bits, to: Kind.self)
    }

    @inline(__always)
    mutating func push(_ kind: Kind) {
        let bits = unsafeBitCast(kind, to: UInt8.self)
        if depth < 16 {
            let shift = UInt64(depth &* 4)
            packed = packed & ~(0xF << shift) | UInt64(bits) << shift
        } else {
            deeper.append(bits)
        }
        depth += 1
    }

    /// Removes and returns the innermost kind, or nil when nothing is open.
    @inline(__always)
    mutating func pop() -> Kind? {
        guard depth > 0 else { return nil }
        depth -= 1
        let kind = kind(at: depth)
        if depth >= 16 { deeper.removeLast() }
        return kind
    }
}
