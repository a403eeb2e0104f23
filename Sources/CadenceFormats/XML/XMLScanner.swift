/// A hand-written XML reader for GPX and TCX: one pass over UTF-8 bytes that tells a handler
/// each element's start (local name and attributes) and end (with its own text, trimmed),
/// checking what well-formedness needs (matched tags, quoted attributes without `<`, no
/// duplicate attribute, known entities and valid character references, one root, declared
/// namespace prefixes) and stopping at the first problem with its byte offset. It reads no DTD
/// and resolves no external entity (a DOCTYPE is skipped).
///
/// Nothing is allocated per element: names and text reach the handler as bytes, valid during
/// the call, so a reader keeps only what it wants (FoundationXML's parser, which this replaced,
/// spent most of an import building strings for its delegate, and a tree of nodes most of the
/// rest). Nesting is kept on a stack of its own, so no depth of elements can exhaust the
/// thread's stack.
struct XMLScanner<Handler: XMLContentHandler>: ~Copyable {
    /// A problem at a byte offset (turned into a line and column by the caller).
    struct Failure: Error {
        let offset: Int
        let reason: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private let end: Int
    var handler: Handler

    private var open = XMLStack<XMLOpenElement>()
    /// The text of the open elements, innermost last, when it is more than one run of the file.
    private var text = XMLByteStack()
    /// The innermost element's text while it is still one run of the file (most elements'
    /// text is: a number, a time), which then reaches the handler without being copied.
    /// Flushed to `text` when a second piece comes (an entity, CDATA, text after a comment or
    /// a child).
    private var pendingStart = 0
    private var pendingEnd = -1
    /// Declared namespace prefixes (as ranges of the source), innermost last.
    private var declared = XMLStack<SourceRange>()
    /// The last prefix found declared, until `declared` changes.
    private var knownPrefix = SourceRange(lowerBound: 0, upperBound: -1)
    /// The current start tag's attributes, and their values when they are not one run of the
    /// file.
    private var attributes = XMLStack<XMLAttributes.Slot>()
    private var values = XMLByteStack()

    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, handler: Handler) {
        self.bytes = bytes
        self.index = start
        self.end = bytes.count
        self.handler = handler
    }

    // MARK: Document

    /// Reads the document: the prolog, the root element, and only comments, processing
    /// instructions and spaces after it.
    mutating func document() throws(Failure) {
        try misc()
        if starts("<!DOCTYPE") {
            try skipDoctype()
            try misc()
        }
        guard index < end, bytes[index] == UInt8(ascii: "<") else {
            throw Failure(offset: index, reason: index < end ? "text before the root element" : "no root element")
        }
        try root()
        try misc()
        if index < end { throw Failure(offset: index, reason: "content after the root element") }
    }

    /// Spaces, comments and processing instructions.
    private mutating func misc() throws(Failure) {
        while true {
            skipSpaces()
            if starts("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts("<!--") {
                try skip(past: "-->", what: "comment")
            } else {
                return
            }
        }
    }

    private mutating func skipDoctype() throws(Failure) {
        let start = index
        var depth = 0
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0:
                index += 1
                return
            default: break
            }
            index += 1
        }
        throw Failure(offset: start, reason: "unterminated DOCTYPE")
    }

    // MARK: Elements

    /// The root element and everything inside it.
    private mutating func root() throws(Failure) {
        try startTag()
        while !open.isEmpty {
            guard index < end else {
                let innermost = open.last
                throw Failure(offset: innermost.nameStart - 1, reason: "<\(string(innermost.nameStart..<innermost.nameEnd))> is never closed")
            }
            if bytes[index] != UInt8(ascii: "<") {
                try characters()
                continue
            }
            let next = index + 1 < end ? bytes[index + 1] : 0
            if next == UInt8(ascii: "/") {
                try endTag()
            } else if next == UInt8(ascii: "!") {
                if starts("<!--") {
                    try skip(past: "-->", what: "comment")
                } else if starts("<![CDATA[") {
                    index += 9
                    let start = index
                    try skip(past: "]]>", what: "CDATA section")
                    flushPending()
                    text.push(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<(index - 3)]))
                } else {
                    let innermost = open.last
                    throw Failure(
                        offset: index,
                        reason: "unexpected markup declaration inside <\(string(innermost.nameStart..<innermost.nameEnd))>")
                }
            } else if next == UInt8(ascii: "?") {
                try skip(past: "?>", what: "processing instruction")
            } else {
                try startTag()
            }
        }
    }

    /// Character data up to the next `<`, with its entities, as the innermost element's text.
    @inline(__always)
    private mutating func characters() throws(Failure) {
        let runStart = index
        var at = index
        // Indentation before an element's first text is trimmed anyway: it is skipped.
        while at < end, Self.isSpace(bytes[at]) { at &+= 1 }
        let spaceOnly = at == end || bytes[at] == UInt8(ascii: "<") || bytes[at] == UInt8(ascii: "&")
        at = Self.markup(in: bytes, from: at, to: end)
        index = at
        let textStart = open.last.textStart
        let hasText = pendingEnd >= 0 || text.count > textStart
        if !spaceOnly || hasText {
            if !hasText {
                pendingStart = runStart
                pendingEnd = index
            } else {
                flushPending()
                text.push(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            }
        }
        if index < end, bytes[index] == UInt8(ascii: "&") {
            let scalar = try entity()
            flushPending()
            text.push(scalar)
        }
    }

    /// Copies the pending run into `text`, where the next piece joins it.
    @inline(__always)
    private mutating func flushPending() {
        guard pendingEnd >= 0 else { return }
        text.push(contentsOf: UnsafeBufferPointer(rebasing: bytes[pendingStart..<pendingEnd]))
        pendingEnd = -1
    }

    /// A start tag at `<`: its checks, the handler's `open`, and for `<x/>` its `close` too.
    private mutating func startTag() throws(Failure) {
        flushPending()
        let tagStart = index
        index += 1  // <
        let (nameRange, prefixEnd, localStart) = try qualifiedName()
        attributes.cut(to: 0)
        values.cut(to: 0)
        let declaredBefore = declared.count
        var selfClosing = false
        while true {
            let hadSpace = skipSpaces()
            guard index < end else {
                throw Failure(offset: tagStart, reason: "unterminated start tag <\(string(nameRange))")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw Failure(offset: index, reason: "'/' in the start tag <\(string(nameRange))> is not followed by '>'")
                }
                index += 2
                selfClosing = true
                break
            }
            guard hadSpace else {
                throw Failure(offset: index, reason: "attributes of <\(string(nameRange))> must be separated by spaces")
            }
            let attributeStart = index
            let (attribute, attributePrefixEnd, attributeLocal) = try qualifiedName()
            skipSpaces()
            guard index < end, bytes[index] == UInt8(ascii: "=") else {
                throw Failure(
                    offset: index, reason: "attribute '\(string(attribute))' of <\(string(nameRange))> has no '=' and value")
            }
            index += 1
            skipSpaces()
            let (value, inSource) = try quoted(attribute: attribute)
            for earlier in attributes.elements where same(earlier.nameStart..<earlier.nameEnd, attribute) {
                throw Failure(
                    offset: attributeStart, reason: "attribute '\(string(attribute))' appears twice in <\(string(nameRange))>")
            }
            if attributePrefixEnd > attribute.lowerBound, equals(attribute.lowerBound..<attributePrefixEnd, "xmlns") {
                declared.push(SourceRange(lowerBound: attributeLocal, upperBound: attribute.upperBound))
                knownPrefix = SourceRange(lowerBound: 0, upperBound: -1)
            }
            attributes.push(
                XMLAttributes.Slot(
                    nameStart: attribute.lowerBound, prefixEnd: attributePrefixEnd, localStart: attributeLocal,
                    nameEnd: attribute.upperBound, valueStart: value.lowerBound, valueEnd: value.upperBound,
                    valueInSource: inSource))
        }
        if prefixEnd > nameRange.lowerBound, !isDeclared(nameRange.lowerBound..<prefixEnd) {
            throw undeclared(nameRange.lowerBound..<prefixEnd, of: nameRange, at: tagStart)
        }
        for attribute in attributes.elements where attribute.prefixEnd > attribute.nameStart {
            let prefix = attribute.nameStart..<attribute.prefixEnd
            if !equals(prefix, "xmlns"), !isDeclared(prefix) {
                throw undeclared(prefix, of: attribute.nameStart..<attribute.nameEnd, at: attribute.nameStart)
            }
        }
        let name = XMLName(UnsafeBufferPointer(rebasing: bytes[localStart..<nameRange.upperBound]))
        handler.open(name, attributes: XMLAttributes(source: bytes, slots: attributes.elements, values: values.elements))
        if selfClosing {
            handler.close(name, text: UnsafeBufferPointer(start: nil, count: 0))
            dropDeclarations(to: declaredBefore)
            return
        }
        open.push(
            XMLOpenElement(
                nameStart: nameRange.lowerBound, localStart: localStart, nameEnd: nameRange.upperBound,
                textStart: text.count, declaredCount: declaredBefore))
    }

    /// An end tag at `</`: it must close the innermost open element; the handler's `close` gets
    /// the element's own text, trimmed.
    private mutating func endTag() throws(Failure) {
        index += 2
        let closeStart = index
        let innermost = open.last
        let opened = innermost.nameStart..<innermost.nameEnd
        // Most end tags are right: compared where they stand, before any name is scanned.
        if closeStart + opened.count <= end, same(closeStart..<(closeStart + opened.count), opened),
            closeStart + opened.count == end || !Self.isNameByte(bytes[closeStart + opened.count])
        {
            index = closeStart + opened.count
        } else {
            let closing = try name()
            throw Failure(offset: closeStart, reason: "end tag </\(string(closing))> does not match <\(string(opened))>")
        }
        skipSpaces()
        guard index < end, bytes[index] == UInt8(ascii: ">") else {
            throw Failure(offset: closeStart, reason: "end tag </\(string(opened)) is not closed with '>'")
        }
        index += 1
        _ = open.pop()
        let name = XMLName(UnsafeBufferPointer(rebasing: bytes[innermost.localStart..<innermost.nameEnd]))
        var own: UnsafeBufferPointer<UInt8>
        if pendingEnd >= 0 {
            own = UnsafeBufferPointer(rebasing: bytes[pendingStart..<pendingEnd])
            pendingEnd = -1
        } else {
            own = text.elements(from: innermost.textStart)
        }
        var start = 0
        var stop = own.count
        while start < stop, Self.isSpace(own[start]) { start += 1 }
        while stop > start, Self.isSpace(own[stop - 1]) { stop -= 1 }
        if start > 0 || stop < own.count { own = UnsafeBufferPointer(rebasing: own[start..<stop]) }
        handler.close(name, text: own)
        text.cut(to: innermost.textStart)
        dropDeclarations(to: innermost.declaredCount)
    }

    private mutating func dropDeclarations(to count: Int) {
        guard declared.count > count else { return }
        declared.cut(to: count)
        knownPrefix = SourceRange(lowerBound: 0, upperBound: -1)
    }

    private mutating func isDeclared(_ prefix: Range<Int>) -> Bool {
        if knownPrefix.upperBound >= 0, same(knownPrefix.range, prefix) { return true }
        if equals(prefix, "xml") || equals(prefix, "xmlns") { return true }
        for declaration in declared.elements where same(declaration.range, prefix) {
            knownPrefix = declaration
            return true
        }
        return false
    }

    private func undeclared(_ prefix: Range<Int>, of name: Range<Int>, at offset: Int) -> Failure {
        let text = string(prefix)
        return Failure(
            offset: offset,
            reason: "namespace prefix '\(text)' of '\(string(name))' is not declared (no xmlns:\(text) in scope)")
    }

    // MARK: Pieces

    /// Whether a byte can be part of a name: the bytes that end one (space, tab, LF, CR,
    /// `"` `&` `'` `/` `<` `=` `>`) are all below 0x3F, so one shift of a mask tells.
    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        let stops: UInt64 =
            1 << 0x20 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x2F | 1 << 0x3C
            | 1 << 0x3D | 1 << 0x3E
        return byte > 0x3E || (stops >> UInt64(byte)) & 1 == 0
    }

    /// The offset of the first `<` or `&` from `start`, or `end`: eight bytes at a time while
    /// none of them is one (the classic test for a zero byte, on the word xor each).
    @inline(__always)
    private static func markup(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var at = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            while at &+ 8 <= end {
                let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                let lt = word ^ (ones &* 0x3C)
                let amp = word ^ (ones &* 0x26)
                let found = ((lt &- ones) & ~lt | (amp &- ones) & ~amp) & high
                if found != 0 {
                    // The lowest flagged byte is a match (a borrow only flags bytes above one).
                    return at &+ (found.trailingZeroBitCount >> 3)
                }
                at &+= 8
            }
        }
        while at < end, bytes[at] != UInt8(ascii: "<"), bytes[at] != UInt8(ascii: "&") { at &+= 1 }
        return at
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// A name as written, where its prefix ends (its start when it has none) and where its
    /// local part starts: "g:ext" → prefix "g", local "ext" (the prefix ends at the first
    /// colon, the local part starts after the last).
    @inline(__always)
    private mutating func qualifiedName() throws(Failure) -> (whole: Range<Int>, prefixEnd: Int, localStart: Int) {
        let start = index
        var first = -1
        var last = -1
        // The position is a local while it moves (as a stored property, each step was a store).
        var at = index
        let raw = bytes.baseAddress.map(UnsafeRawPointer.init)
        while true {
            // Eight bytes at a time up to the first below 0x40: letters, `_` and UTF-8 past
            // ASCII are all name bytes at or above it; what ends a name, a colon, a digit, `-`
            // and `.` are below.
            if let raw {
                while at &+ 8 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                    let low = ~(word | word << 1) & 0x8080_8080_8080_8080
                    if low != 0 {
                        at &+= low.trailingZeroBitCount >> 3
                        break
                    }
                    at &+= 8
                }
            }
            guard at < end else { break }
            let byte = bytes[at]
            guard Self.isNameByte(byte) else { break }
            if byte == UInt8(ascii: ":") {
                if first < 0 { first = at }
                last = at
            }
            at &+= 1
        }
        index = at
        try checkName(from: start)
        guard first >= 0 else { return (start..<index, start, start) }
        return (start..<index, first, last + 1)
    }

    private mutating func name() throws(Failure) -> Range<Int> {
        let start = index
        while index < end, Self.isNameByte(bytes[index]) { index += 1 }
        try checkName(from: start)
        return start..<index
    }

    /// A name was scanned from `start` to `index`: it must not be empty or start with a digit,
    /// `-` or `.`.
    @inline(__always)
    private func checkName(from start: Int) throws(Failure) {
        guard index > start else {
            throw Failure(offset: start, reason: index < end ? "a name was expected" : "the file ends inside a tag")
        }
        let first = bytes[start]
        if (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-")
            || first == UInt8(ascii: ".")
        {
            throw Failure(offset: start, reason: "a name cannot start with '\(Character(Unicode.Scalar(first)))'")
        }
    }

    /// A quoted attribute value, normalized and with its entities: where it is in the file
    /// when it is one plain run of it (most values), or else where it is in `values`.
    private mutating func quoted(attribute: Range<Int>) throws(Failure) -> (Range<Int>, inSource: Bool) {
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw Failure(offset: index, reason: "the value of attribute '\(string(attribute))' is not quoted")
        }
        let quote = bytes[index]
        let start = index
        index += 1
        let valueStart = index
        var at = index
        while at < end, Self.isPlainValueByte(bytes[at], quote: quote) { at &+= 1 }
        index = at
        if index < end, bytes[index] == quote {
            index += 1
            return (valueStart..<(index - 1), true)
        }
        let copyStart = values.count
        values.push(contentsOf: UnsafeBufferPointer(rebasing: bytes[valueStart..<index]))
        while index < end, bytes[index] != quote {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                throw Failure(offset: index, reason: "'<' is not allowed in the value of attribute '\(string(attribute))'")
            case UInt8(ascii: "&"):
                values.push(try entity())
            case 0x09, 0x0A, 0x0D:
                values.push(UInt8(0x20))  // attribute-value normalization
                index += 1
            default:
                // A run of plain bytes, copied at once.
                let run = index
                while index < end, Self.isPlainValueByte(bytes[index], quote: quote) { index += 1 }
                values.push(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            }
        }
        guard index < end else {
            throw Failure(offset: start, reason: "the value of attribute '\(string(attribute))' is never closed")
        }
        index += 1
        return (copyStart..<values.count, false)
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#NN;` `&#xNN;`: the character it stands for.
    private mutating func entity() throws(Failure) -> Unicode.Scalar {
        let start = index
        index += 1
        while index < end, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: ";") else {
            throw Failure(offset: start, reason: "'&' does not start an entity (write &amp;)")
        }
        let body = (start + 1)..<index
        index += 1
        if equals(body, "lt") { return "<" }
        if equals(body, "gt") { return ">" }
        if equals(body, "amp") { return "&" }
        if equals(body, "quot") { return "\"" }
        if equals(body, "apos") { return "'" }
        guard !body.isEmpty, bytes[body.lowerBound] == UInt8(ascii: "#") else {
            throw Failure(offset: start, reason: "unknown entity &\(string(body));")
        }
        let hex = body.count > 1 && bytes[body.lowerBound + 1] == UInt8(ascii: "x")
        let digits = string((body.lowerBound + (hex ? 2 : 1))..<body.upperBound)
        guard let value = UInt32(digits, radix: hex ? 16 : 10), value != 0, let scalar = Unicode.Scalar(value) else {
            throw Failure(offset: start, reason: "&\(string(body)); is not a character")
        }
        return scalar
    }

    /// A byte of an attribute value that stands for itself (not the quote, markup, an entity or
    /// a space to normalize).
    @inline(__always)
    private static func isPlainValueByte(_ byte: UInt8, quote: UInt8) -> Bool {
        byte != quote && byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") && byte != 0x09 && byte != 0x0A
            && byte != 0x0D
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether two ranges of the source hold the same bytes (eight at a time: names are short,
    /// and a call to `memcmp` cost more than comparing them here).
    @inline(__always)
    private func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        // A short name (most are) in one masked word, when eight bytes from each start are in
        // the file.
        if count < 8, a.lowerBound &+ 8 <= end, b.lowerBound &+ 8 <= end {
            let x = raw.loadUnaligned(fromByteOffset: a.lowerBound, as: UInt64.self)
            let y = raw.loadUnaligned(fromByteOffset: b.lowerBound, as: UInt64.self)
            return (x ^ y) & ((1 << UInt64(count &* 8)) &- 1) == 0
        }
        if count >= 8 {
            // Whole words, the last one ending at the last byte (overlapping the one before).
            var offset = 0
            while true {
                let at = Swift.min(offset, count &- 8)
                if raw.loadUnaligned(fromByteOffset: a.lowerBound &+ at, as: UInt64.self)
                    != raw.loadUnaligned(fromByteOffset: b.lowerBound &+ at, as: UInt64.self)
                {
                    return false
                }
                if at == count &- 8 { return true }
                offset &+= 8
            }
        }
        var offset = 0
        while offset < count {
            if base[a.lowerBound &+ offset] != base[b.lowerBound &+ offset] { return false }
            offset &+= 1
        }
        return true
    }

    private func equals(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != pointer[offset] { return false }
        return true
    }

    private func starts(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    private mutating func skip(past literal: StaticString, what: String) throws(Failure) {
        let start = index
        let count = literal.utf8CodeUnitCount
        let first = literal.utf8Start[0]
        index += 1
        while index + count <= end {
            if bytes[index] == first, starts(literal) {
                index += count
                return
            }
            index += 1
        }
        index = end
        throw Failure(offset: start, reason: "unterminated \(what)")
    }

    @discardableResult
    @inline(__always)
    private mutating func skipSpaces() -> Bool {
        let start = index
        var at = index
        while at < end, Self.isSpace(bytes[at]) { at &+= 1 }
        index = at
        return at > start
    }
}

/// An element the scanner is inside: where its name and local name start and end, where its
/// text starts in the scanner's text, and how many namespace prefixes were declared when it
/// opened. (At file level: nested in the generic scanner, a debug build's compiler crashed.)
struct XMLOpenElement {
    let nameStart: Int
    let localStart: Int
    let nameEnd: Int
    let textStart: Int
    let declaredCount: Int
}

/// A range of the source kept on an ``XMLStack`` (plain integers, copied bit for bit).
struct SourceRange {
    var lowerBound: Int
    var upperBound: Int

    var range: Range<Int> { lowerBound..<max(lowerBound, upperBound) }
}

/// What reads an XML document as ``XMLScanner`` goes through it. Names, attributes and text
/// are bytes valid only during the call.
protocol XMLContentHandler {
    /// An element starts.
    mutating func open(_ name: XMLName, attributes: XMLAttributes)
    /// The element ends; `text` is its own text (not its children's), trimmed.
    mutating func close(_ name: XMLName, text: UnsafeBufferPointer<UInt8>)
}

/// An element's local name (without its namespace prefix), as bytes.
struct XMLName {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether the name is `literal`.
    @inline(__always)
    func `is`(_ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<bytes.count where bytes[offset] != pointer[offset] { return false }
        return true
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// A start tag's attributes, by local name; valid only during the handler's `open`.
struct XMLAttributes {
    /// Where an attribute is: its name in the file (whole, prefix, local part) and its value,
    /// in the file or in the scanner's copied values.
    struct Slot {
        let nameStart: Int
        let prefixEnd: Int
        let localStart: Int
        let nameEnd: Int
        let valueStart: Int
        let valueEnd: Int
        let valueInSource: Bool
    }

    fileprivate let source: UnsafeBufferPointer<UInt8>
    fileprivate let slots: UnsafeBufferPointer<Slot>
    fileprivate let values: UnsafeBufferPointer<UInt8>

    private func local(_ slot: Slot) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: source[slot.localStart..<slot.nameEnd])
    }

    private func value(_ slot: Slot) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: (slot.valueInSource ? source : values)[slot.valueStart..<slot.valueEnd])
    }

    /// The value of the first attribute with this local name.
    func value(_ local: StaticString) -> UnsafeBufferPointer<UInt8>? {
        for slot in slots where XMLName(self.local(slot)).is(local) { return value(slot) }
        return nil
    }

    /// Every attribute as (local name, value).
    var all: [(String, String)] {
        slots.map { slot in
            (String(decoding: local(slot), as: UTF8.self), String(decoding: value(slot), as: UTF8.self))
        }
    }
}
