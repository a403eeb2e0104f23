/// FIT base types: size, signedness and the value that means "invalid".
struct FITBaseType: Sendable, Hashable {
    let id: UInt8
    let size: Int
    let kind: Kind
    /// The raw bits of the invalid value (computed once: it is checked for every field).
    let invalidBits: UInt64

    init(id: UInt8, size: Int, kind: Kind) {
        self.id = id
        self.size = size
        self.kind = kind
        let zeroIsInvalid = id == 0x0A || id == 0x8B || id == 0x8C || id == 0x90
        if zeroIsInvalid {
            invalidBits = 0
        } else if kind == .signed {
            invalidBits = size == 8 ? 0x7FFF_FFFF_FFFF_FFFF : (UInt64(1) << UInt64(size * 8 - 1)) - 1
        } else {
            invalidBits = size == 8 ? UInt64.max : (UInt64(1) << UInt64(size * 8)) - 1
        }
    }

    enum Kind: Sendable, Hashable { case unsigned, signed, float, string, byte }

    /// The base type for a definition's base-type byte, or `nil` if the protocol has none.
    static func from(_ id: UInt8) -> FITBaseType? {
        switch id & 0x9F {
        case 0x00: FITBaseType(id: 0x00, size: 1, kind: .unsigned)  // enum
        case 0x01: FITBaseType(id: 0x01, size: 1, kind: .signed)  // sint8
        case 0x02: FITBaseType(id: 0x02, size: 1, kind: .unsigned)  // uint8
        case 0x83: FITBaseType(id: 0x83, size: 2, kind: .signed)  // sint16
        case 0x84: FITBaseType(id: 0x84, size: 2, kind: .unsigned)  // uint16
        case 0x85: FITBaseType(id: 0x85, size: 4, kind: .signed)  // sint32
        case 0x86: FITBaseType(id: 0x86, size: 4, kind: .unsigned)  // uint32
        case 0x07: FITBaseType(id: 0x07, size: 1, kind: .string)  // string
        case 0x88: FITBaseType(id: 0x88, size: 4, kind: .float)  // float32
        case 0x89: FITBaseType(id: 0x89, size: 8, kind: .float)  // float64
        case 0x0A: FITBaseType(id: 0x0A, size: 1, kind: .unsigned)  // uint8z
        case 0x8B: FITBaseType(id: 0x8B, size: 2, kind: .unsigned)  // uint16z
        case 0x8C: FITBaseType(id: 0x8C, size: 4, kind: .unsigned)  // uint32z
        case 0x0D: FITBaseType(id: 0x0D, size: 1, kind: .byte)  // byte
        case 0x8E: FITBaseType(id: 0x8E, size: 8, kind: .signed)  // sint64
        case 0x8F: FITBaseType(id: 0x8F, size: 8, kind: .unsigned)  // uint64
        case 0x90: FITBaseType(id: 0x90, size: 8, kind: .unsigned)  // uint64z
        default: nil
        }
    }

    /// How a field of this type keeps its value (``FITField``): signed, float or unsigned bits.
    var fieldStorage: FITField.Storage { kind == .signed ? .signed : kind == .float ? .float : .unsigned }

    /// The shift that sign-extends a value of this type's size to 64 bits (zero unless signed).
    var signShift: UInt64 { kind == .signed ? UInt64(64 - size * 8) : 0 }

    var isFloat32: Bool { kind == .float && size == 4 }

    /// Decodes one element from its raw bits.
    @inline(__always)
    func value(bits: UInt64) -> FITValue? {
        if bits == invalidBits { return nil }
        switch kind {
        case .unsigned, .byte: return .unsigned(bits)
        case .signed:
            let shift = UInt64(64 - size * 8)
            return .signed(Int64(bitPattern: bits << shift) >> Int64(shift))
        case .float:
            return .float(
                size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits))
        case .string:
            return .unsigned(bits)
        }
    }
}
