import Foundation

/// A decoded field value, before the profile's scale and offset.
public enum FITValue: Sendable, Hashable {
    case unsigned(UInt64)
    case signed(Int64)
    case float(Double)
    case string(String)
    case bytes([UInt8])
    case array([FITValue])

    /// The value as a number, if it is one.
    public var number: Double? {
        switch self {
        case .unsigned(let v): Double(v)
        case .signed(let v): Double(v)
        case .float(let v): v
        default: nil
        }
    }
}

/// One field of a data message.
///
/// Plain data (16 bytes, no references), so a decoded file of a million fields is a flat array
/// the allocator never has to walk: numbers are kept as their raw bits and decoded on access;
/// strings, byte runs and arrays live in their message's ``FITMessage/boxedValues``, and the
/// field holds their index there. Read a field's value through its message
/// (``FITMessage/value(_:)``, ``FITMessage/value(of:)``).
public struct FITField: Sendable, Hashable {
    /// The field definition number.
    public let number: UInt8
    /// The FIT base type (0x84 for uint16…).
    public let baseType: UInt8
    @usableFromInline let storage: Storage
    /// The number's bits, or (boxed) the index of the value in the message's boxed values.
    @usableFromInline let bits: UInt64

    @usableFromInline enum Storage: UInt8, Sendable, Hashable { case invalid, unsigned, signed, float, boxed }

    /// A field whose value is in its message's boxed values at `index` (or invalid for nil).
    init(number: UInt8, baseType: UInt8, boxedIndex index: Int?) {
        self.number = number
        self.baseType = baseType
        if let index {
            (storage, bits) = (.boxed, UInt64(index))
        } else {
            (storage, bits) = (.invalid, 0)
        }
    }

    /// A numeric field from its raw bits.
    @inline(__always)
    init(number: UInt8, baseType: UInt8, rawBits: UInt64, type: FITBaseType) {
        self.init(
            number: number, baseType: baseType, rawBits: rawBits, invalidBits: type.invalidBits,
            storage: type.fieldStorage, signShift: type.signShift, isFloat32: type.isFloat32)
    }

    /// A numeric field from its raw bits, with what its base type says already worked out (the
    /// decoder's planned path keeps these per field): the base type's invalid value is invalid;
    /// otherwise the bits are sign-extended by `signShift` (zero for unsigned and float types)
    /// and a float32 is widened to a double.
    @inlinable @inline(__always)
    init(
        number: UInt8, baseType: UInt8, rawBits: UInt64, invalidBits: UInt64, storage: Storage, signShift: UInt64,
        isFloat32: Bool
    ) {
        self.number = number
        self.baseType = baseType
        if rawBits == invalidBits {
            (self.storage, bits) = (.invalid, 0)
            return
        }
        self.storage = storage
        if isFloat32 {
            bits = Double(Float(bitPattern: UInt32(truncatingIfNeeded: rawBits))).bitPattern
        } else {
            bits = UInt64(bitPattern: Int64(bitPattern: rawBits &<< signShift) &>> Int64(signShift))
        }
    }

    /// The bits of an unsigned number (nil for any other storage).
    var unsignedBits: UInt64? { storage == .unsigned ? bits : nil }

    /// Whether the file wrote the base type's invalid value.
    @inlinable public var isInvalid: Bool { storage == .invalid }

    /// The value, given the boxed values of the field's message.
    func value(boxed: [FITValue]) -> FITValue? {
        switch storage {
        case .invalid: nil
        case .unsigned: .unsigned(bits)
        case .signed: .signed(Int64(bitPattern: bits))
        case .float: .float(Double(bitPattern: bits))
        case .boxed: Int(exactly: bits).flatMap { boxed.indices.contains($0) ? boxed[$0] : nil }
        }
    }

    /// The value as a number, without building a ``FITValue`` (nil for invalid, text and arrays).
    @inlinable public var numericValue: Double? {
        switch storage {
        case .invalid, .boxed: nil
        case .unsigned: Double(bits)
        case .signed: Double(Int64(bitPattern: bits))
        case .float: Double(bitPattern: bits)
        }
    }
}

/// A developer field of a data message (described by a `field_description` message).
public struct FITDeveloperField: Sendable, Hashable {
    public let developerDataIndex: UInt8
    public let number: UInt8
    /// The name from its `field_description`, if one was seen.
    public let name: String?
    public let units: String?
    public let value: FITValue?
}

/// A decoded data message: its global number, fields and where it started in the file.
public struct FITMessage: Sendable, Hashable {
    /// The global message number (20 for `record`).
    public let globalNumber: UInt16
    /// The byte offset of the record header.
    public let offset: Int
    /// The fields, in the order the definition listed them.
    public let fields: FITFields
    /// The values of the fields that are not a single number (strings, byte runs, arrays), which
    /// those fields index; empty for most messages.
    public var boxedValues: [FITValue] { extras?.boxedValues ?? [] }
    /// Developer fields, if any.
    public var developerFields: [FITDeveloperField] { extras?.developerFields ?? [] }
    /// What only some messages have (most have neither), apart so that a message of numbers
    /// alone holds one reference, its fields'.
    private let extras: Extras?
    /// The timestamp in FIT seconds (since 1989-12-31T00:00:00Z): field 253, or the one a
    /// compressed-timestamp header gave.
    public let timestamp: UInt32?

    private final class Extras: Sendable {
        let boxedValues: [FITValue]
        let developerFields: [FITDeveloperField]

        init(boxedValues: [FITValue], developerFields: [FITDeveloperField]) {
            self.boxedValues = boxedValues
            self.developerFields = developerFields
        }
    }

    init(
        globalNumber: UInt16, offset: Int, fields: FITFields, boxedValues: [FITValue],
        developerFields: [FITDeveloperField], timestamp: UInt32?
    ) {
        self.globalNumber = globalNumber
        self.offset = offset
        self.fields = fields
        extras =
            boxedValues.isEmpty && developerFields.isEmpty
            ? nil : Extras(boxedValues: boxedValues, developerFields: developerFields)
        self.timestamp = timestamp
    }

    private init(_ message: FITMessage, fields: FITFields) {
        globalNumber = message.globalNumber
        offset = message.offset
        self.fields = fields
        extras = message.extras
        timestamp = message.timestamp
    }

    /// The same message with its fields in storage of their own: a message kept from
    /// ``FITDecoder/decode(_:visit:)`` otherwise holds the fields of the messages decoded
    /// beside it too.
    public func detached() -> FITMessage { FITMessage(self, fields: fields.detached()) }

    public static func == (lhs: FITMessage, rhs: FITMessage) -> Bool {
        lhs.globalNumber == rhs.globalNumber && lhs.offset == rhs.offset && lhs.fields == rhs.fields
            && lhs.boxedValues == rhs.boxedValues && lhs.developerFields == rhs.developerFields
            && lhs.timestamp == rhs.timestamp
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(globalNumber)
        hasher.combine(offset)
        hasher.combine(fields)
        hasher.combine(timestamp)
    }

    /// The profile's name for the message ("record"), or "unknown_N".
    public var name: String { FITProfile.messageName(globalNumber) }

    /// The raw value of field `number`.
    public func value(_ number: UInt8) -> FITValue? {
        guard let field = fields.first(where: { $0.number == number }) else { return nil }
        return field.value(boxed: boxedValues)
    }

    /// The raw value of one of this message's fields.
    public func value(of field: FITField) -> FITValue? { field.value(boxed: boxedValues) }

    /// The value of a profile field by name, with scale and offset applied ("speed" in m/s).
    public func scaled(_ name: String) -> Double? {
        guard let field = FITProfile.field(named: name, in: globalNumber),
            let raw = fields.first(where: { $0.number == field.number })?.numericValue
        else {
            return nil
        }
        return raw / field.scale - field.offset
    }

    /// An integer field by name, raw.
    public func integer(_ name: String) -> Int64? {
        guard let field = FITProfile.field(named: name, in: globalNumber) else { return nil }
        switch value(field.number) {
        case .unsigned(let v): return Int64(clamping: v)
        case .signed(let v): return v
        default: return nil
        }
    }

    /// The message's date.
    public var date: Date? { timestamp.map(FITProfile.date) }
}

/// What a FIT file held: its messages, and (in lenient mode) where decoding stopped and why.
public struct FITFile: Sendable, Hashable {
    /// One header-to-CRC segment (chained files have several).
    public struct Segment: Sendable, Hashable {
        public let offset: Int
        public let headerSize: Int
        public let protocolVersion: UInt8
        public let profileVersion: UInt16
        public let dataSize: Int
    }

    /// The segments read.
    public let segments: [Segment]
    /// Every data message, in file order.
    public let messages: [FITMessage]
    /// Why decoding stopped early (lenient mode only), or `nil` for a clean file.
    public let error: FITDecodingError?

    /// The messages of one type.
    public func messages(_ globalNumber: UInt16) -> [FITMessage] { messages.filter { $0.globalNumber == globalNumber } }

    /// How many messages of each global number.
    public var countsByGlobalMessage: [UInt16: Int] {
        messages.reduce(into: [:]) { $0[$1.globalNumber, default: 0] += 1 }
    }
}
