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
struct XMLScanner<Handler: XMLContentHandler> {
    /// A problem at a byte offset (turned into a line and column by the caller).
    struct Failure: Error {
        let offset: Int
        let reason: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private let end: Int
    var handler: Handler

    /// An open element: where its name is, where its text starts in `text`, and how many
    /// namespace prefixes were declared when it opened.
    private struct Open {
        let nameStart: Int
        let nameEnd: Int
        let textStart: Int
        let declaredCount: Int
    }

    private var open: [Open] = []
    /// The text of the open elements, innermost last.
    private let text = XMLByteStack()
    /// Declared namespace prefixes (as ranges of the source), innermost last.
    private var declared: [Range<Int>] = []
    /// The current start tag's attributes: local names (in the source), their values (in
    /// `values`), and their whole names with the offset each started at (for the checks).
    private var attributeNames: [Range<Int>] = []
    private var attributeValues: [Range<Int>] = []
    private var attributeQualified: [(name: Range<Int>, prefix: Range<Int>?, offset: Int)] = []
    private let values = XMLByteStack()

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
                let innermost = open[open.count - 1]
                throw Failure(offset: innermost.nameStart - 1, reason: "<\(string(innermost.nameStart..<innermost.nameEnd))> is never closed")
            }
            if bytes[index] != UInt8(ascii: "<") {
                let runStart = index
                var spaceOnly = true
                while index < end, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") {
                    if spaceOnly, !Self.isSpace(bytes[index]) { spaceOnly = false }
                    index += 1
                }
                // Indentation before an element's first text is trimmed anyway: not copied.
                if !spaceOnly || text.count > open[open.count - 1].textStart {
                    text.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                }
                if index < end, bytes[index] == UInt8(ascii: "&") { text.append(try entity()) }
                continue
            }
            if starts("</") {
                try endTag()
            } else if starts("<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts("<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                text.append(UnsafeBufferPointer(rebasing: bytes[start..<(index - 3)]))
            } else if starts("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts("<!") {
                let innermost = open[open.count - 1]
                throw Failure(
                    offset: index,
                    reason: "unexpected markup declaration inside <\(string(innermost.nameStart..<innermost.nameEnd))>")
            } else {
                try startTag()
            }
        }
    }

    /// A start tag at `<`: its checks, the handler's `open`, and for `<x/>` its `close` too.
    private mutating func startTag() throws(Failure) {
        let tagStart = index
        index += 1  // <
        let (nameRange, prefix, local) = try qualifiedName()
        // Most tags have no attribute: an empty array is left as it is.
        if !attributeNames.isEmpty {
            attributeNames.removeAll(keepingCapacity: true)
            attributeValues.removeAll(keepingCapacity: true)
            attributeQualified.removeAll(keepingCapacity: true)
        }
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
            let (attribute, attributePrefix, attributeLocal) = try qualifiedName()
            skipSpaces()
            guard index < end, bytes[index] == UInt8(ascii: "=") else {
                throw Failure(
                    offset: index, reason: "attribute '\(string(attribute))' of <\(string(nameRange))> has no '=' and value")
            }
            index += 1
            skipSpaces()
            let valueStart = values.count
            try quoted(attribute: attribute)
            if attributeQualified.contains(where: { same($0.name, attribute) }) {
                throw Failure(
                    offset: attributeStart, reason: "attribute '\(string(attribute))' appears twice in <\(string(nameRange))>")
            }
            if let attributePrefix, equals(attributePrefix, "xmlns") { declared.append(attributeLocal) }
            attributeQualified.append((attribute, attributePrefix, attributeStart))
            attributeNames.append(attributeLocal)
            attributeValues.append(valueStart..<values.count)
        }
        if let prefix, !isDeclared(prefix) {
            throw undeclared(prefix, of: nameRange, at: tagStart)
        }
        for attribute in attributeQualified {
            if let prefix = attribute.prefix, !equals(prefix, "xmlns"), !isDeclared(prefix) {
                throw undeclared(prefix, of: attribute.name, at: attribute.offset)
            }
        }
        let name = XMLName(UnsafeBufferPointer(rebasing: bytes[local]))
        handler.open(
            name,
            attributes: XMLAttributes(
                source: bytes, names: attributeNames, values: values.bytes(), valueRanges: attributeValues))
        if selfClosing {
            handler.close(name, text: UnsafeBufferPointer(start: nil, count: 0))
            if declared.count > declaredBefore { declared.removeLast(declared.count - declaredBefore) }
            return
        }
        open.append(Open(nameStart: nameRange.lowerBound, nameEnd: nameRange.upperBound, textStart: text.count, declaredCount: declaredBefore))
    }

    /// An end tag at `</`: it must close the innermost open element; the handler's `close` gets
    /// the element's own text, trimmed.
    private mutating func endTag() throws(Failure) {
        index += 2
        let closeStart = index
        let closing = try name()
        skipSpaces()
        guard index < end, bytes[index] == UInt8(ascii: ">") else {
            throw Failure(offset: closeStart, reason: "end tag </\(string(closing)) is not closed with '>'")
        }
        index += 1
        let innermost = open.removeLast()
        let opened = innermost.nameStart..<innermost.nameEnd
        guard same(closing, opened) else {
            throw Failure(offset: closeStart, reason: "end tag </\(string(closing))> does not match <\(string(opened))>")
        }
        var localStart = opened.lowerBound
        for offset in opened where bytes[offset] == UInt8(ascii: ":") { localStart = offset + 1 }
        let name = XMLName(UnsafeBufferPointer(rebasing: bytes[localStart..<opened.upperBound]))
        let own = text.bytes(from: innermost.textStart)
        var start = 0
        var stop = own.count
        while start < stop, Self.isSpace(own[start]) { start += 1 }
        while stop > start, Self.isSpace(own[stop - 1]) { stop -= 1 }
        handler.close(name, text: UnsafeBufferPointer(rebasing: own[start..<stop]))
        text.cut(to: innermost.textStart)
        if declared.count > innermost.declaredCount { declared.removeLast(declared.count - innermost.declaredCount) }
    }

    private func isDeclared(_ prefix: Range<Int>) -> Bool {
        equals(prefix, "xml") || equals(prefix, "xmlns") || declared.contains { same($0, prefix) }
    }

    private func undeclared(_ prefix: Range<Int>, of name: Range<Int>, at offset: Int) -> Failure {
        let text = string(prefix)
        return Failure(
            offset: offset,
            reason: "namespace prefix '\(text)' of '\(string(name))' is not declared (no xmlns:\(text) in scope)")
    }

    // MARK: Pieces

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<"),
            UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"):
            false
        default: true
        }
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// A name as written, its prefix if it has one, and its local part: "g:ext" → "g", "ext"
    /// (the prefix ends at the first colon, the local part starts after the last).
    private mutating func qualifiedName() throws(Failure) -> (whole: Range<Int>, prefix: Range<Int>?, local: Range<Int>) {
        let range = try name()
        var first: Int?
        var last = range.lowerBound
        for offset in range where bytes[offset] == UInt8(ascii: ":") {
            first = first ?? offset
            last = offset
        }
        guard let first else { return (range, nil, range) }
        return (range, range.lowerBound..<first, (last + 1)..<range.upperBound)
    }

    private mutating func name() throws(Failure) -> Range<Int> {
        let start = index
        while index < end, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else {
            throw Failure(offset: start, reason: index < end ? "a name was expected" : "the file ends inside a tag")
        }
        let first = bytes[start]
        if (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-")
            || first == UInt8(ascii: ".")
        {
            throw Failure(offset: start, reason: "a name cannot start with '\(Character(Unicode.Scalar(first)))'")
        }
        return start..<index
    }

    /// A quoted attribute value, normalized and with its entities, appended to `values`.
    private mutating func quoted(attribute: Range<Int>) throws(Failure) {
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw Failure(offset: index, reason: "the value of attribute '\(string(attribute))' is not quoted")
        }
        let quote = bytes[index]
        let start = index
        index += 1
        while index < end, bytes[index] != quote {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                throw Failure(offset: index, reason: "'<' is not allowed in the value of attribute '\(string(attribute))'")
            case UInt8(ascii: "&"):
                values.append(try entity())
            case 0x09, 0x0A, 0x0D:
                values.append(0x20)  // attribute-value normalization
                index += 1
            default:
                // A run of plain bytes, copied at once.
                let run = index
                while index < end, Self.isPlainValueByte(bytes[index], quote: quote) { index += 1 }
                values.append(UnsafeBufferPointer(rebasing: bytes[run..<index]))
            }
        }
        guard index < end else {
            throw Failure(offset: start, reason: "the value of attribute '\(string(attribute))' is never closed")
        }
        index += 1
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

    private func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        for offset in 0..<a.count where bytes[a.lowerBound + offset] != bytes[b.lowerBound + offset] { return false }
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
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < end, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }
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

/// A start tag's attributes, by local name.
struct XMLAttributes {
    fileprivate let source: UnsafeBufferPointer<UInt8>
    fileprivate let names: [Range<Int>]
    fileprivate let values: UnsafeBufferPointer<UInt8>
    fileprivate let valueRanges: [Range<Int>]

    /// The value of the first attribute with this local name.
    func value(_ local: StaticString) -> UnsafeBufferPointer<UInt8>? {
        for (index, name) in names.enumerated()
        where XMLName(UnsafeBufferPointer(rebasing: source[name])).is(local) {
            return UnsafeBufferPointer(rebasing: values[valueRanges[index]])
        }
        return nil
    }

    /// Every attribute as (local name, value).
    var all: [(String, String)] {
        zip(names, valueRanges).map { name, value in
            (
                String(decoding: UnsafeBufferPointer(rebasing: source[name]), as: UTF8.self),
                String(decoding: UnsafeBufferPointer(rebasing: values[value]), as: UTF8.self)
            )
        }
    }
}
