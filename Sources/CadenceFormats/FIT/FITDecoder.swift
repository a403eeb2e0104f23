import Foundation

/// Decodes FIT files (Garmin's Flexible and Interoperable Data Transfer protocol): 12- and
/// 14-byte headers (a zero header CRC is allowed), definition and data messages, both byte
/// orders, compressed-timestamp headers, developer data fields, chained files and the file CRC.
///
/// A pure function from bytes to messages. Cut anywhere or flipped anywhere, the result is a
/// value or a ``FITDecodingError`` naming the byte offset — never a crash or a hang.
///
/// ```swift
/// let file = try FITDecoder(options: .lenient).decode(bytes)
/// file.messages(FITProfile.Message.record).count
/// ```
public struct FITDecoder: Sendable {
    /// How strictly and how far to decode.
    public var options: FITDecodingOptions

    public init(options: FITDecodingOptions = .lenient) { self.options = options }

    /// Decodes a file.
    /// - Throws: in strict mode, the first violation; in lenient mode only a file that is not
    ///   FIT at all (no valid first header). Lenient damage past the header is in ``FITFile/error``.
    public func decode(_ data: Data) throws(FITDecodingError) -> FITFile {
        try decode([UInt8](data))
    }

    /// Decodes a file from bytes.
    public func decode(_ bytes: [UInt8]) throws(FITDecodingError) -> FITFile {
        guard bytes.count <= options.maximumBytes else {
            throw .limitExceeded(offset: 0, limit: "the file is larger than \(options.maximumBytes) bytes")
        }
        var state = DecodingState(bytes: bytes, options: options)
        do {
            try state.run()
        } catch {
            // Not a FIT file at all: nothing to return, even leniently.
            if state.segments.isEmpty || options.mode == .strict { throw error }
            return FITFile(segments: state.segments, messages: state.messages, error: error)
        }
        return FITFile(segments: state.segments, messages: state.messages, error: nil)
    }

    /// Decodes a file message by message: each data message goes to `visit` in file order and
    /// none is kept, so the memory decoding takes does not grow with the file. A message the
    /// visitor keeps holds the block its fields share with the messages around it: keep
    /// ``FITMessage/detached()`` copies when you keep a few of many.
    ///
    /// ```swift
    /// var records = 0
    /// let summary = try FITDecoder().decode(bytes) { message in
    ///     if message.globalNumber == FITProfile.Message.record { records += 1 }
    /// }
    /// ```
    /// - Throws: as ``decode(_:)-([UInt8])``; in lenient mode, damage past the first header is in
    ///   the summary's ``FITDecodingSummary/error``, after the messages before it were visited.
    public func decode(_ bytes: [UInt8], visit: (FITMessage) -> Void) throws(FITDecodingError) -> FITDecodingSummary {
        guard bytes.count <= options.maximumBytes else {
            throw .limitExceeded(offset: 0, limit: "the file is larger than \(options.maximumBytes) bytes")
        }
        return try withoutActuallyEscaping(visit) { visit throws(FITDecodingError) in
            var state = DecodingState(bytes: bytes, options: options)
            state.visit = visit
            do throws(FITDecodingError) {
                try state.run()
            } catch {
                if state.segments.isEmpty || options.mode == .strict { throw error }
                return FITDecodingSummary(segments: state.segments, messageCount: state.count, error: error)
            }
            return FITDecodingSummary(segments: state.segments, messageCount: state.count, error: nil)
        }
    }
}

/// What decoding a file message by message (``FITDecoder/decode(_:visit:)``) found besides the
/// messages: the segments, how many data messages were visited, and why decoding stopped early.
public struct FITDecodingSummary: Sendable, Hashable {
    public let segments: [FITFile.Segment]
    public let messageCount: Int
    /// Why decoding stopped early (lenient mode only), or `nil` for a clean file.
    public let error: FITDecodingError?
}

/// A definition message, as the data messages after it need it. A class, so that each data
/// message takes one reference to it rather than copying its two arrays.
private final class Definition {
    struct Field {
        let number: UInt8
        let size: Int
        let baseType: FITBaseType?
        let rawBaseType: UInt8

        /// The base type, when the field is one number of its size (not text, not an array).
        var plainType: FITBaseType? {
            guard let baseType, size == baseType.size, baseType.kind != .string else { return nil }
            return baseType
        }
    }

    struct DeveloperField {
        let number: UInt8
        let size: Int
        let index: UInt8
    }

    let globalNumber: UInt16
    let bigEndian: Bool
    let fields: [Field]
    let developerFields: [DeveloperField]
    /// Where each field starts in a data message, and each developer field after them.
    let starts: [Int]
    let developerStarts: [Int]
    /// The bytes of one data message.
    let size: Int
    /// Whether every field is a single number of its base type's size and there is no developer
    /// field (most records): such a message reads its fields from the file when asked, by its
    /// ``plan(in:)``.
    let allPlain: Bool

    /// What a data message of an all-plain definition needs, with no reference to count (each
    /// would cost a retain and a release per message): the steps live in the decoder's
    /// ``FITFileBytes``, the timestamp steps in memory the definition owns, and the decoder keeps
    /// both while it uses the plan.
    struct Plan {
        /// Each field's step.
        let steps: UnsafeBufferPointer<FITFieldStep>
        /// The steps of the `timestamp` fields (number 253, unsigned): the last valid one dates
        /// the message.
        let timestampSteps: UnsafeBufferPointer<Int>
        let globalNumber: UInt16
        let size: Int
    }

    /// The steps of an all-plain definition (empty otherwise), which ``plan(in:)`` keeps in a
    /// file's bytes.
    let steps: [FITFieldStep]
    /// The indices of the `timestamp` steps, when ``allPlain``.
    private let timestampSteps: UnsafeMutableBufferPointer<Int>

    init(globalNumber: UInt16, bigEndian: Bool, fields: [Field], developerFields: [DeveloperField]) {
        self.globalNumber = globalNumber
        self.bigEndian = bigEndian
        self.fields = fields
        self.developerFields = developerFields
        var start = 0
        var starts: [Int] = []
        for field in fields {
            starts.append(start)
            start += field.size
        }
        var developerStarts: [Int] = []
        for field in developerFields {
            developerStarts.append(start)
            start += field.size
        }
        self.starts = starts
        self.developerStarts = developerStarts
        self.size = start
        self.allPlain = developerFields.isEmpty && fields.allSatisfy { $0.plainType != nil }
        var steps: [FITFieldStep] = []
        var timestampSteps: [Int] = []
        if allPlain {
            for (index, field) in fields.enumerated() {
                // allPlain: every field has a plain type.
                guard let type = field.plainType else { continue }
                if field.number == 253, type.kind == .unsigned { timestampSteps.append(index) }
                steps.append(
                    FITFieldStep(
                        number: field.number, rawBaseType: field.rawBaseType, type: type, start: starts[index],
                        bigEndian: bigEndian))
            }
        }
        self.steps = steps
        self.timestampSteps = .allocate(capacity: timestampSteps.count)
        _ = self.timestampSteps.initialize(from: timestampSteps)
    }

    /// The plan of an all-plain definition, its steps kept in `file`; nil for any other.
    func plan(in file: FITFileBytes) -> Plan? {
        guard allPlain else { return nil }
        return Plan(
            steps: file.keep(steps), timestampSteps: UnsafeBufferPointer(timestampSteps), globalNumber: globalNumber,
            size: size)
    }

    deinit { timestampSteps.deallocate() }
}

private struct DeveloperDescription {
    let baseType: FITBaseType?
    let name: String?
    let units: String?
}

private struct DecodingState {
    let bytes: [UInt8]
    let options: FITDecodingOptions
    var segments: [FITFile.Segment] = []
    var messages: [FITMessage] = []
    /// Where messages go when they are not kept (``FITDecoder/decode(_:visit:)``).
    var visit: ((FITMessage) -> Void)?
    /// Where the fields of the messages go (``FITFields``). When visiting, a block that no
    /// visited message holds any more is written again from its start.
    var block = FITFieldBlock.empty
    /// The file's bytes, from which the messages of all-plain definitions read their fields, and
    /// those definitions' steps.
    var file: FITFileBytes
    /// Data messages decoded so far.
    var count = 0
    var definitions = [Definition?](repeating: nil, count: 16)
    /// The plan of each definition in ``definitions`` that has one.
    var plans = [Definition.Plan?](repeating: nil, count: 16)
    /// The bytes, while ``run()`` reads them (it sets this, and clears it after).
    var raw = UnsafeRawBufferPointer(start: nil, count: 0)
    var developerDescriptions: [UInt16: DeveloperDescription] = [:]
    var lastTimestamp: UInt32?

    init(bytes: [UInt8], options: FITDecodingOptions) {
        self.bytes = bytes
        self.options = options
        file = FITFileBytes(bytes: bytes)
    }

    /// The most steps ``file`` keeps (48 bytes each): past them, a definition's messages are
    /// decoded into blocks, so that a file of many definitions cannot make decoding hold more
    /// than a few megabytes for them.
    static let stepLimit = 1 << 16

    var strict: Bool { options.mode == .strict }

    mutating func run() throws(FITDecodingError) {
        let bytes = bytes
        var failure: FITDecodingError?
        bytes.withUnsafeBytes { raw in
            self.raw = raw
            do throws(FITDecodingError) { try readSegments() } catch { failure = error }
            self.raw = UnsafeRawBufferPointer(start: nil, count: 0)
        }
        if let failure { throw failure }
    }

    mutating func readSegments() throws(FITDecodingError) {
        var offset = 0
        repeat {
            offset = try segment(at: offset)
        } while offset < bytes.count && bytes.count - offset >= 12 && isHeader(at: offset)
        if offset < bytes.count, strict {
            throw .invalidHeader(
                offset: offset, reason: "\(bytes.count - offset) trailing byte(s) after the last segment")
        }
    }

    /// Whether a plausible FIT header starts at `offset` (size 12 or 14 and ".FIT").
    func isHeader(at offset: Int) -> Bool {
        let size = Int(bytes[offset])
        return (size == 12 || size == 14) && offset + 12 <= bytes.count && bytes[offset + 8] == 0x2E
            && bytes[offset + 9] == 0x46
            && bytes[offset + 10] == 0x49 && bytes[offset + 11] == 0x54
    }

    /// Decodes one header-to-CRC segment; returns the offset after it.
    mutating func segment(at start: Int) throws(FITDecodingError) -> Int {
        var reader = ByteReader(bytes, offset: start)
        let headerSize = Int(try reader.readByte())
        guard headerSize == 12 || headerSize == 14 else {
            throw .invalidHeader(offset: start, reason: "header size \(headerSize), expected 12 or 14")
        }
        guard reader.remaining >= headerSize - 1 else {
            throw .truncated(offset: reader.offset, needed: headerSize - 1)
        }
        let protocolVersion = try reader.readByte()
        let profileVersion = UInt16(try reader.readUnsigned(2, bigEndian: false))
        let dataSize = Int(try reader.readUnsigned(4, bigEndian: false))
        let signature = try reader.readBytes(4)
        guard signature.elementsEqual([0x2E, 0x46, 0x49, 0x54]) else {
            throw .invalidHeader(offset: start + 8, reason: "missing the \".FIT\" signature")
        }
        if headerSize == 14 {
            let found = UInt16(try reader.readUnsigned(2, bigEndian: false))
            if options.checksCRC, found != 0 {
                let expected = FITCRC.compute(bytes[start..<start + 12])
                if expected != found {
                    throw .headerCRCMismatch(offset: start + 12, expected: expected, found: found)
                }
            }
        }
        segments.append(
            FITFile.Segment(
                offset: start, headerSize: headerSize, protocolVersion: protocolVersion, profileVersion: profileVersion,
                dataSize: dataSize))
        // Definitions belong to their segment.
        definitions = [Definition?](repeating: nil, count: 16)
        plans = [Definition.Plan?](repeating: nil, count: 16)
        let dataEnd = start + headerSize + dataSize
        var records = ByteReader(bytes, offset: start + headerSize)
        while records.offset < dataEnd {
            try record(&records)
            if count > options.maximumMessages {
                throw .limitExceeded(offset: records.offset, limit: "more than \(options.maximumMessages) messages")
            }
        }
        var trailer = ByteReader(bytes, offset: records.offset)
        let found = UInt16(try trailer.readUnsigned(2, bigEndian: false))
        if options.checksCRC {
            let expected = FITCRC.compute(bytes[start..<records.offset])
            if expected != found { throw .fileCRCMismatch(offset: records.offset, expected: expected, found: found) }
        }
        return trailer.offset
    }

    mutating func record(_ reader: inout ByteReader) throws(FITDecodingError) {
        let recordOffset = reader.offset
        let header = try reader.readByte()
        if header & 0x80 != 0 {
            // Compressed timestamp: local type in bits 5–6, 5-bit offset in bits 0–4.
            let local = Int((header >> 5) & 0x03)
            guard let definition = definitions[local] else {
                throw .undefinedLocalMessage(offset: recordOffset, localMessageType: UInt8(local))
            }
            let timeOffset = UInt32(header & 0x1F)
            var timestamp: UInt32?
            if let last = lastTimestamp {
                var value = (last & ~0x1F) &+ timeOffset
                if timeOffset < last & 0x1F { value &+= 0x20 }
                timestamp = value
                lastTimestamp = value
            } else if strict {
                throw .compressedTimestampWithoutReference(offset: recordOffset)
            }
            if let plan = plans[local], reader.remaining >= plan.size {
                plainData(&reader, plan: plan, offset: recordOffset, compressedTimestamp: timestamp)
                return
            }
            try data(&reader, definition: definition, offset: recordOffset, compressedTimestamp: timestamp)
        } else if header & 0x40 != 0 {
            try define(&reader, local: Int(header & 0x0F), developer: header & 0x20 != 0, offset: recordOffset)
        } else {
            let local = Int(header & 0x0F)
            if let plan = plans[local], reader.remaining >= plan.size {
                plainData(&reader, plan: plan, offset: recordOffset, compressedTimestamp: nil)
                return
            }
            guard let definition = definitions[local] else {
                throw .undefinedLocalMessage(offset: recordOffset, localMessageType: UInt8(local))
            }
            try data(&reader, definition: definition, offset: recordOffset, compressedTimestamp: nil)
        }
    }

    mutating func define(_ reader: inout ByteReader, local: Int, developer: Bool, offset: Int) throws(FITDecodingError)
    {
        _ = try reader.readByte()  // reserved
        let architecture = try reader.readByte()
        // No mode can read on past an unknown byte order.
        guard architecture <= 1 else { throw .invalidArchitecture(offset: reader.offset - 1, value: architecture) }
        let bigEndian = architecture == 1
        let global = UInt16(try reader.readUnsigned(2, bigEndian: bigEndian))
        let count = Int(try reader.readByte())
        var fields: [Definition.Field] = []
        fields.reserveCapacity(count)
        for _ in 0..<count {
            let fieldOffset = reader.offset
            let number = try reader.readByte()
            let size = try reader.readByte()
            let rawType = try reader.readByte()
            let baseType = FITBaseType.from(rawType)
            if strict {
                guard let baseType else { throw .unknownBaseType(offset: fieldOffset + 2, baseType: rawType) }
                if size == 0 || Int(size) % baseType.size != 0 {
                    throw .fieldSizeMismatch(
                        offset: fieldOffset, globalMessage: global, field: number, size: size, baseType: rawType)
                }
            }
            fields.append(Definition.Field(number: number, size: Int(size), baseType: baseType, rawBaseType: rawType))
        }
        var developerFields: [Definition.DeveloperField] = []
        if developer {
            let developerCount = Int(try reader.readByte())
            for _ in 0..<developerCount {
                let number = try reader.readByte()
                let size = try reader.readByte()
                let index = try reader.readByte()
                developerFields.append(Definition.DeveloperField(number: number, size: Int(size), index: index))
            }
        }
        let definition = Definition(
            globalNumber: global, bigEndian: bigEndian, fields: fields, developerFields: developerFields)
        definitions[local] = definition
        plans[local] = nil
        plans[local] = plan(of: definition)
    }

    /// The plan of an all-plain definition, its steps kept in ``file``; nil for any other, or
    /// when ``file`` holds ``stepLimit`` steps and a message may still read them.
    mutating func plan(of definition: Definition) -> Definition.Plan? {
        guard definition.allPlain else { return nil }
        if file.stepCount + definition.steps.count > Self.stepLimit {
            // Visiting, with no visited message kept: a new store, and the plans in use in it.
            guard visit != nil, isKnownUniquelyReferenced(&file) else { return nil }
            file = FITFileBytes(bytes: bytes)
            for local in plans.indices where plans[local] != nil { plans[local] = definitions[local]?.plan(in: file) }
        }
        return definition.plan(in: file)
    }

    mutating func data(_ reader: inout ByteReader, definition: Definition, offset: Int, compressedTimestamp: UInt32?)
        throws(FITDecodingError)
    {
        if reader.remaining >= definition.size {
            try wholeData(&reader, definition: definition, offset: offset, compressedTimestamp: compressedTimestamp)
            return
        }
        // The file ends inside this message: read field by field, so the error names where.
        var fields: [FITField] = []
        fields.reserveCapacity(definition.fields.count)
        var boxed: [FITValue] = []
        var timestamp = compressedTimestamp
        for field in definition.fields {
            if let type = field.baseType, field.size == type.size, type.kind != .string {
                // The common case: one number of its base type's size, kept as raw bits.
                let bits = try reader.readUnsigned(field.size, bigEndian: definition.bigEndian)
                fields.append(FITField(number: field.number, baseType: field.rawBaseType, rawBits: bits, type: type))
                if field.number == 253, bits != type.invalidBits, type.kind == .unsigned, bits <= UInt64(UInt32.max) {
                    timestamp = UInt32(bits)
                    lastTimestamp = UInt32(bits)
                }
                continue
            }
            let value = try readValue(
                &reader, size: field.size, baseType: field.baseType, bigEndian: definition.bigEndian)
            // Text, byte runs and arrays (single numbers took the fast path above).
            if let value { boxed.append(value) }
            fields.append(
                FITField(number: field.number, baseType: field.rawBaseType, boxedIndex: value == nil ? nil : boxed.count - 1))
        }
        var developerFields: [FITDeveloperField] = []
        for field in definition.developerFields {
            let key = UInt16(field.index) << 8 | UInt16(field.number)
            let description = developerDescriptions[key]
            let value = try readValue(
                &reader, size: field.size, baseType: description?.baseType, bigEndian: definition.bigEndian)
            developerFields.append(
                FITDeveloperField(
                    developerDataIndex: field.index, number: field.number, name: description?.name,
                    units: description?.units,
                    value: value))
        }
        let message = FITMessage(
            globalNumber: definition.globalNumber, offset: offset, fields: store(fields), boxedValues: boxed,
            developerFields: developerFields, timestamp: timestamp)
        if definition.globalNumber == FITProfile.Message.fieldDescription { remember(message) }
        emit(message)
    }

    /// A data message whose bytes are all there, of a definition with text, arrays or developer
    /// fields (all-plain ones take ``plainData(_:plan:offset:compressedTimestamp:)``): each
    /// number read straight from memory at its place in the message, with no check per field;
    /// the rest through ``readValue(_:size:baseType:bigEndian:)``.
    @inline(__always)
    mutating func wholeData(_ reader: inout ByteReader, definition: Definition, offset: Int, compressedTimestamp: UInt32?)
        throws(FITDecodingError)
    {
        let base = reader.offset
        let bigEndian = definition.bigEndian
        var written: UInt32?
        let count = definition.fields.count
        var boxed: [FITValue] = []
        // Straight into the block: a slot written before a throw is never seen.
        let first = room(for: count)
        let output = block.fields + first
        for index in 0..<count {
            let field = definition.fields[index]
            let start = base + definition.starts[index]
            if let type = field.plainType {
                let bits = bits(at: start, size: field.size, bigEndian: bigEndian)
                if field.number == 253 { written = Self.timestamp(bits, type: type) ?? written }
                (output + index).initialize(
                    to: FITField(number: field.number, baseType: field.rawBaseType, rawBits: bits, type: type))
                continue
            }
            var part = ByteReader(bytes, offset: start)
            let value = try readValue(&part, size: field.size, baseType: field.baseType, bigEndian: bigEndian)
            if let value { boxed.append(value) }
            (output + index).initialize(
                to: FITField(
                    number: field.number, baseType: field.rawBaseType, boxedIndex: value == nil ? nil : boxed.count - 1))
        }
        let fields = count == 0 ? FITFields() : FITFields(block: block, start: first, count: count)
        var developerFields: [FITDeveloperField] = []
        for (index, field) in definition.developerFields.enumerated() {
            let description = developerDescriptions[UInt16(field.index) << 8 | UInt16(field.number)]
            var part = ByteReader(bytes, offset: base + definition.developerStarts[index])
            let value = try readValue(&part, size: field.size, baseType: description?.baseType, bigEndian: bigEndian)
            developerFields.append(
                FITDeveloperField(
                    developerDataIndex: field.index, number: field.number, name: description?.name,
                    units: description?.units, value: value))
        }
        if let written { lastTimestamp = written }
        try reader.skip(definition.size)
        let message = FITMessage(
            globalNumber: definition.globalNumber, offset: offset, fields: fields, boxedValues: boxed,
            developerFields: developerFields, timestamp: written ?? compressedTimestamp)
        if definition.globalNumber == FITProfile.Message.fieldDescription { remember(message) }
        emit(message)
    }

    /// A data message of an all-plain definition whose bytes are all there: its fields are read
    /// from ``file`` when asked for, so only its timestamp is read now, with no check and no
    /// reference counted but the file's.
    @inline(__always)
    mutating func plainData(
        _ reader: inout ByteReader, plan: Definition.Plan, offset: Int, compressedTimestamp: UInt32?
    ) {
        let base = reader.offset
        let written = Self.timestamp(plan, in: raw, at: base)
        if let written { lastTimestamp = written }
        reader.seek(to: base + plan.size)
        let message = FITMessage(
            globalNumber: plan.globalNumber, offset: offset, fields: FITFields(file: file, offset: base, steps: plan.steps),
            boxedValues: [], developerFields: [], timestamp: written ?? compressedTimestamp)
        if plan.globalNumber == FITProfile.Message.fieldDescription { remember(message) }
        emit(message)
    }

    /// The last valid `timestamp` field of the all-plain message whose content starts at `base`.
    @inline(__always)
    static func timestamp(_ plan: Definition.Plan, in raw: UnsafeRawBufferPointer, at base: Int) -> UInt32? {
        for index in plan.timestampSteps.reversed() {
            let step = plan.steps[index]
            let bits = step.bits(in: raw, at: base)
            if bits != step.invalidBits, bits <= UInt64(UInt32.max) { return UInt32(truncatingIfNeeded: bits) }
        }
        return nil
    }

    /// Where the next `count` fields go in ``block`` (a new block when it is full).
    @inline(__always)
    mutating func room(for count: Int) -> Int {
        // Nothing to write (and the shared empty block is never written).
        guard count > 0 else { return 0 }
        if visit != nil, isKnownUniquelyReferenced(&block) { block.used = 0 }
        if block.capacity - block.used < count {
            block = FITFieldBlock(capacity: max(FITFieldBlock.standardCapacity, count))
        }
        let start = block.used
        block.used += count
        return start
    }

    /// The fields of a message read field by field, moved into ``block``.
    mutating func store(_ list: [FITField]) -> FITFields {
        guard !list.isEmpty else { return FITFields() }
        let start = room(for: list.count)
        list.withUnsafeBufferPointer { (block.fields + start).initialize(from: $0.baseAddress!, count: $0.count) }
        return FITFields(block: block, start: start, count: list.count)
    }

    @inline(__always)
    mutating func emit(_ message: FITMessage) {
        count += 1
        if let visit { visit(message) } else { messages.append(message) }
    }

    /// The 1, 2, 4 or 8 bytes at `offset` as an unsigned number, which the caller knows are there.
    @inline(__always)
    func bits(at offset: Int, size: Int, bigEndian: Bool) -> UInt64 {
        bytes.withUnsafeBytes { raw in Self.bits(raw.baseAddress! + offset, size: size, bigEndian: bigEndian) }
    }

    @inline(__always)
    static func bits(_ at: UnsafeRawPointer, size: Int, bigEndian: Bool) -> UInt64 {
        switch size {
        case 1:
            return UInt64(at.load(as: UInt8.self))
        case 2:
            let value = at.loadUnaligned(as: UInt16.self)
            return UInt64(bigEndian ? UInt16(bigEndian: value) : UInt16(littleEndian: value))
        case 4:
            let value = at.loadUnaligned(as: UInt32.self)
            return UInt64(bigEndian ? UInt32(bigEndian: value) : UInt32(littleEndian: value))
        default:
            let value = at.loadUnaligned(as: UInt64.self)
            return bigEndian ? UInt64(bigEndian: value) : UInt64(littleEndian: value)
        }
    }

    /// A `timestamp` field's value (field 253), unless invalid or not a 32-bit unsigned number.
    @inline(__always)
    static func timestamp(_ bits: UInt64, type: FITBaseType) -> UInt32? {
        guard bits != type.invalidBits, type.kind == .unsigned, bits <= UInt64(UInt32.max) else { return nil }
        return UInt32(truncatingIfNeeded: bits)
    }

    /// Reads `size` bytes as one value or an array of values of the base type. A size that does
    /// not fit the base type (lenient mode) reads as bytes.
    @inline(__always)
    func readValue(_ reader: inout ByteReader, size: Int, baseType: FITBaseType?, bigEndian: Bool)
        throws(FITDecodingError)
        -> FITValue?
    {
        // The common case first: one number of its base type's size.
        if let baseType, size == baseType.size, baseType.kind != .string {
            return baseType.value(bits: try reader.readUnsigned(size, bigEndian: bigEndian))
        }
        guard let baseType, size > 0, size % baseType.size == 0 else {
            let raw = try reader.readBytes(size)
            return raw.allSatisfy({ $0 == 0xFF }) ? nil : .bytes(Array(raw))
        }
        if baseType.kind == .string {
            let raw = try reader.readBytes(size)
            let text = raw.prefix { $0 != 0 }
            return text.isEmpty ? nil : .string(String(decoding: text, as: UTF8.self))
        }
        if size == baseType.size {
            return baseType.value(bits: try reader.readUnsigned(size, bigEndian: bigEndian))
        }
        var elements: [FITValue] = []
        let count = size / baseType.size
        elements.reserveCapacity(count)
        var anyValid = false
        for _ in 0..<count {
            let element = baseType.value(bits: try reader.readUnsigned(baseType.size, bigEndian: bigEndian))
            if let element {
                anyValid = true
                elements.append(element)
            } else {
                elements.append(.unsigned(baseType.invalidBits))
            }
        }
        return anyValid ? .array(elements) : nil
    }

    /// Keeps a `field_description` so later developer fields can be decoded and named.
    mutating func remember(_ message: FITMessage) {
        guard case .unsigned(let index)? = message.value(0), case .unsigned(let number)? = message.value(1) else {
            return
        }
        var baseType: FITBaseType?
        if case .unsigned(let raw)? = message.value(2) { baseType = FITBaseType.from(UInt8(truncatingIfNeeded: raw)) }
        var name: String?
        if case .string(let text)? = message.value(3) { name = text }
        var units: String?
        if case .string(let text)? = message.value(8) { units = text }
        developerDescriptions[UInt16(truncatingIfNeeded: index) << 8 | UInt16(truncatingIfNeeded: number)] =
            DeveloperDescription(baseType: baseType, name: name, units: units)
    }
}
