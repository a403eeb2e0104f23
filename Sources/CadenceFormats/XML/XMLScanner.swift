/// A hand-written XML reader for GPX and TCX: one pass over UTF-8 bytes into an ``XMLNode``
/// tree, checking what well-formedness needs (matched tags, quoted attributes without `<`, no
/// duplicate attribute, known entities and valid character references, one root, declared
/// namespace prefixes) and stopping at the first problem with its byte offset. It reads no DTD
/// and resolves no external entity (a DOCTYPE is skipped). FoundationXML's parser, which it
/// replaces, spent most of an import building strings for its delegate.
struct XMLScanner {
    /// A problem at a byte offset (turned into a line and column by the caller).
    struct Failure: Error {
        let offset: Int
        let reason: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private let end: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
        self.bytes = bytes
        self.index = start
        self.end = bytes.count
    }

    // MARK: Document

    /// The root element, after the prolog; only comments, processing instructions and spaces
    /// may follow it.
    mutating func document() throws(Failure) -> XMLNode {
        try misc()
        if starts("<!DOCTYPE") {
            try skipDoctype()
            try misc()
        }
        guard index < end, bytes[index] == UInt8(ascii: "<") else {
            throw Failure(offset: index, reason: index < end ? "text before the root element" : "no root element")
        }
        let root = try element(scopes: ["xml", "xmlns"])
        try misc()
        if index < end { throw Failure(offset: index, reason: "content after the root element") }
        return root
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

    /// An element and everything inside it; `scopes` are the namespace prefixes declared around it.
    private mutating func element(scopes: Set<String>) throws(Failure) -> XMLNode {
        let tagStart = index
        index += 1  // <
        let elementName = try qualifiedName()
        let qualified = elementName.qualified
        var attributes: [String: String] = [:]
        var qualifiedAttributes: [(QualifiedName, Int)] = []
        var declared = scopes
        var selfClosing = false
        while true {
            let hadSpace = skipSpaces()
            guard index < end else { throw Failure(offset: tagStart, reason: "unterminated start tag <\(qualified)") }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw Failure(offset: index, reason: "'/' in the start tag <\(qualified)> is not followed by '>'")
                }
                index += 2
                selfClosing = true
                break
            }
            guard hadSpace else { throw Failure(offset: index, reason: "attributes of <\(qualified)> must be separated by spaces") }
            let attributeStart = index
            let attribute = try qualifiedName()
            let key = attribute.qualified
            skipSpaces()
            guard index < end, bytes[index] == UInt8(ascii: "=") else {
                throw Failure(offset: index, reason: "attribute '\(key)' of <\(qualified)> has no '=' and value")
            }
            index += 1
            skipSpaces()
            let value = try quoted(attribute: key)
            if attribute.prefix == "xmlns" { declared.insert(attribute.local) }
            if qualifiedAttributes.contains(where: { $0.0.qualified == key }) {
                throw Failure(offset: attributeStart, reason: "attribute '\(key)' appears twice in <\(qualified)>")
            }
            qualifiedAttributes.append((attribute, attributeStart))
            attributes[attribute.local] = value
        }
        for (name, offset) in [(elementName, tagStart)] + qualifiedAttributes {
            if let prefix = name.prefix, prefix != "xmlns", !declared.contains(prefix) {
                throw Failure(
                    offset: offset,
                    reason: "namespace prefix '\(prefix)' of '\(name.qualified)' is not declared (no xmlns:\(prefix) in scope)")
            }
        }
        let node = XMLNode(name: elementName.local, attributes: attributes)
        if selfClosing { return node }
        try content(of: node, qualified: qualified, tagStart: tagStart, scopes: declared)
        return node
    }

    /// Text, children, comments, CDATA and processing instructions up to the matching end tag.
    private mutating func content(of node: XMLNode, qualified: String, tagStart: Int, scopes: Set<String>)
        throws(Failure)
    {
        var text: [UInt8] = []
        var hasText = false
        while index < end {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<") {
                let runStart = index
                while index < end, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") {
                    index += 1
                }
                if !hasText, Self.isSpaceOnly(bytes, runStart, index) {
                    // Indentation between elements: no string is made for it.
                } else {
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    hasText = true
                }
                if index < end, bytes[index] == UInt8(ascii: "&") {
                    try entity(into: &text)
                    hasText = true
                }
                continue
            }
            if starts("</") {
                index += 2
                let closeStart = index
                let closing = try name()
                skipSpaces()
                guard index < end, bytes[index] == UInt8(ascii: ">") else {
                    throw Failure(offset: closeStart, reason: "end tag </\(closing) is not closed with '>'")
                }
                index += 1
                guard closing == qualified else {
                    throw Failure(offset: closeStart, reason: "end tag </\(closing)> does not match <\(qualified)>")
                }
                node.text = hasText ? Self.trimmed(text) : ""
                return
            }
            if starts("<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts("<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<(index - 3)]))
                hasText = true
            } else if starts("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts("<!") {
                throw Failure(offset: index, reason: "unexpected markup declaration inside <\(qualified)>")
            } else {
                node.append(try element(scopes: scopes))
            }
        }
        throw Failure(offset: tagStart, reason: "<\(qualified)> is never closed")
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

    /// A name as written, its local part, and its prefix if it has one ("g:ext" → "ext", "g").
    private struct QualifiedName {
        let qualified: String
        let local: String
        let prefix: String?
    }

    private mutating func qualifiedName() throws(Failure) -> QualifiedName {
        let start = index
        let qualified = try name()
        var first: Int?
        var colon = start
        for offset in start..<index where bytes[offset] == UInt8(ascii: ":") {
            first = first ?? offset
            colon = offset
        }
        guard let first else { return QualifiedName(qualified: qualified, local: qualified, prefix: nil) }
        return QualifiedName(
            qualified: qualified,
            local: String(decoding: UnsafeBufferPointer(rebasing: bytes[(colon + 1)..<index]), as: UTF8.self),
            prefix: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<first]), as: UTF8.self))
    }

    private mutating func name() throws(Failure) -> String {
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
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func quoted(attribute key: String) throws(Failure) -> String {
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw Failure(offset: index, reason: "the value of attribute '\(key)' is not quoted")
        }
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        while index < end, bytes[index] != quote {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                throw Failure(offset: index, reason: "'<' is not allowed in the value of attribute '\(key)'")
            case UInt8(ascii: "&"):
                try entity(into: &value)
            case 0x09, 0x0A, 0x0D:
                value.append(0x20)  // attribute-value normalization
                index += 1
            default:
                value.append(bytes[index])
                index += 1
            }
        }
        guard index < end else { throw Failure(offset: start, reason: "the value of attribute '\(key)' is never closed") }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#NN;` `&#xNN;`, appended as UTF-8.
    private mutating func entity(into output: inout [UInt8]) throws(Failure) {
        let start = index
        index += 1
        while index < end, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: ";") else {
            throw Failure(offset: start, reason: "'&' does not start an entity (write &amp;)")
        }
        let body = Array(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index]))
        index += 1
        switch body {
        case Array("lt".utf8): output.append(UInt8(ascii: "<"))
        case Array("gt".utf8): output.append(UInt8(ascii: ">"))
        case Array("amp".utf8): output.append(UInt8(ascii: "&"))
        case Array("quot".utf8): output.append(UInt8(ascii: "\""))
        case Array("apos".utf8): output.append(UInt8(ascii: "'"))
        default:
            guard body.first == UInt8(ascii: "#") else {
                throw Failure(offset: start, reason: "unknown entity &\(String(decoding: body, as: UTF8.self));")
            }
            let hex = body.count > 1 && (body[1] == UInt8(ascii: "x"))
            let digits = String(decoding: body.dropFirst(hex ? 2 : 1), as: UTF8.self)
            guard let value = UInt32(digits, radix: hex ? 16 : 10), value != 0, let scalar = Unicode.Scalar(value)
            else {
                throw Failure(offset: start, reason: "&\(String(decoding: body, as: UTF8.self)); is not a character")
            }
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
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
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D {
            index += 1
        }
        return index > start
    }

    private static func isSpaceOnly(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        for offset in start..<end {
            let byte = bytes[offset]
            if byte != 0x20, byte != 0x0A, byte != 0x09, byte != 0x0D { return false }
        }
        return true
    }

    private static func trimmed(_ text: [UInt8]) -> String {
        var start = 0
        var end = text.count
        func space(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
        while start < end, space(text[start]) { start += 1 }
        while end > start, space(text[end - 1]) { end -= 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }
}
