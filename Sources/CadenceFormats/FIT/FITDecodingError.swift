/// Why a FIT file could not be decoded, always with the byte offset where it went wrong.
public enum FITDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes ended inside a header, record or CRC.
    case truncated(offset: Int, needed: Int)
    /// The file header is malformed.
    case invalidHeader(offset: Int, reason: String)
    /// The header's CRC does not match its bytes (a zero header CRC is allowed).
    case headerCRCMismatch(offset: Int, expected: UInt16, found: UInt16)
    /// The file's trailing CRC does not match its bytes.
    case fileCRCMismatch(offset: Int, expected: UInt16, found: UInt16)
    /// A data message uses a local message type that no definition declared.
    case undefinedLocalMessage(offset: Int, localMessageType: UInt8)
    /// A definition declares a field whose size does not fit its base type (strict mode).
    case fieldSizeMismatch(offset: Int, globalMessage: UInt16, field: UInt8, size: UInt8, baseType: UInt8)
    /// A definition names a base type the protocol does not have (strict mode).
    case unknownBaseType(offset: Int, baseType: UInt8)
    /// A definition's architecture byte is neither 0 nor 1.
    case invalidArchitecture(offset: Int, value: UInt8)
    /// A developer field refers to a developer data index with no `developer_data_id` (strict mode).
    case undefinedDeveloperData(offset: Int, index: UInt8)
    /// A compressed-timestamp header came before any full timestamp (strict mode).
    case compressedTimestampWithoutReference(offset: Int)
    /// A limit from ``FITDecodingOptions`` was reached.
    case limitExceeded(offset: Int, limit: String)

    /// The byte offset the error refers to.
    public var offset: Int {
        switch self {
        case .truncated(let o, _), .invalidHeader(let o, _), .headerCRCMismatch(let o, _, _),
            .fileCRCMismatch(let o, _, _),
            .undefinedLocalMessage(let o, _), .fieldSizeMismatch(let o, _, _, _, _), .unknownBaseType(let o, _),
            .invalidArchitecture(let o, _), .undefinedDeveloperData(let o, _),
            .compressedTimestampWithoutReference(let o),
            .limitExceeded(let o, _):
            o
        }
    }

    public var description: String {
        func hex(_ value: UInt16) -> String { "0x" + String(value, radix: 16, uppercase: true) }
        return switch self {
        case .truncated(let offset, let needed):
            "FIT: unexpected end of file at byte \(offset) (needed \(needed) more byte\(needed == 1 ? "" : "s"))"
        case .invalidHeader(let offset, let reason): "FIT: invalid file header at byte \(offset): \(reason)"
        case .headerCRCMismatch(let offset, let expected, let found):
            "FIT: header CRC mismatch at byte \(offset) (header says \(hex(found)), bytes give \(hex(expected)))"
        case .fileCRCMismatch(let offset, let expected, let found):
            "FIT: file CRC mismatch at byte \(offset) (file says \(hex(found)), bytes give \(hex(expected)))"
        case .undefinedLocalMessage(let offset, let local):
            "FIT: data message at byte \(offset) uses local message type \(local), which was never defined"
        case .fieldSizeMismatch(let offset, let global, let field, let size, let baseType):
            "FIT: definition at byte \(offset) declares field \(field) of message \(global) with \(size) byte\(size == 1 ? "" : "s"), which does not fit base type 0x\(String(baseType, radix: 16))"
        case .unknownBaseType(let offset, let baseType):
            "FIT: unknown base type 0x\(String(baseType, radix: 16)) at byte \(offset)"
        case .invalidArchitecture(let offset, let value): "FIT: invalid architecture \(value) at byte \(offset)"
        case .undefinedDeveloperData(let offset, let index):
            "FIT: developer field at byte \(offset) refers to developer data index \(index), which was never defined"
        case .compressedTimestampWithoutReference(let offset):
            "FIT: compressed timestamp at byte \(offset) before any full timestamp"
        case .limitExceeded(let offset, let limit): "FIT: limit exceeded at byte \(offset): \(limit)"
        }
    }
}

/// How strictly and how far to decode.
public struct FITDecodingOptions: Sendable, Hashable {
    /// Strict mode stops at the first protocol violation (throwing); lenient mode reads what
    /// lenient reference decoders read, and stops at damage with the messages so far and the
    /// error (``FITFile/error``).
    public enum Mode: String, Sendable, Hashable { case strict, lenient }

    public var mode: Mode
    /// Whether to check the header and file CRCs.
    public var checksCRC: Bool
    /// The most messages to decode (a hostile file cannot exhaust memory).
    public var maximumMessages: Int
    /// The most bytes accepted.
    public var maximumBytes: Int

    public init(
        mode: Mode = .lenient, checksCRC: Bool = true, maximumMessages: Int = 5_000_000, maximumBytes: Int = 256 << 20
    ) {
        self.mode = mode
        self.checksCRC = checksCRC
        self.maximumMessages = maximumMessages
        self.maximumBytes = maximumBytes
    }

    public static let strict = FITDecodingOptions(mode: .strict)
    public static let lenient = FITDecodingOptions(mode: .lenient)
}
