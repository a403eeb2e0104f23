import Foundation

/// Why an XML file could not be read: the line and column, and what was wrong.
public struct XMLReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line of the problem.
    public let line: Int
    /// 1-based column of the problem.
    public let column: Int
    /// What was wrong.
    public let reason: String

    public var description: String { "XML: line \(line), column \(column): \(reason)" }
}

/// An element of a small in-memory XML tree (GPX and TCX files are a few megabytes at most).
public final class XMLNode: @unchecked Sendable {
    // Invariant: built once by XMLScanner on one thread, then only read.
    /// The local name, without a namespace prefix ("trkpt" for "gpx:trkpt").
    public let name: String
    /// Attributes by local name.
    public let attributes: [String: String]
    /// Child elements, in order.
    public private(set) var children: [XMLNode] = []
    /// The element's own text, trimmed.
    public internal(set) var text: String = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    func append(_ child: XMLNode) { children.append(child) }

    /// The first child with this local name.
    public func child(_ name: String) -> XMLNode? { children.first { $0.name == name } }

    /// Every child with this local name.
    public func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The text of a path of children ("Position", "LatitudeDegrees").
    public func text(_ path: String...) -> String? {
        var node: XMLNode? = self
        for name in path { node = node?.child(name) }
        guard let text = node?.text, !text.isEmpty else { return nil }
        return text
    }

    /// Every descendant with this local name, depth first.
    public func descendants(_ name: String) -> [XMLNode] {
        var result: [XMLNode] = []
        var stack = Array(children.reversed())
        while let node = stack.popLast() {
            if node.name == name { result.append(node) }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

/// Parses XML with ``XMLScanner``, into an ``XMLNode`` tree or straight into a reader's own
/// handler. A byte-order mark and whitespace before the XML declaration are tolerated (quirky,
/// not wrong in practice); anything not well-formed — a NUL byte, an undeclared namespace
/// prefix — is an ``XMLReadError`` with the line and column.
public enum XMLTree {
    public static func parse(_ bytes: [UInt8]) throws(XMLReadError) -> XMLNode {
        let builder = try scan(bytes, into: TreeBuilder())
        // A document that scanned has exactly one root.
        return builder.root ?? XMLNode(name: "", attributes: [:])
    }

    /// Runs `handler` over the document and returns it, or the first problem with its place.
    static func scan<Handler: XMLContentHandler>(_ bytes: [UInt8], into handler: Handler) throws(XMLReadError)
        -> Handler
    {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var skippedLines = 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) {
            if bytes[start] == 0x0A { skippedLines += 1 }
            start += 1
        }
        // The text is checked first, so names and values are always valid UTF-8: a file in
        // another declared encoding is converted, invalid bytes are an error with their position.
        var bytes = bytes
        if let converted = convertedToUTF8(bytes, from: start) {
            bytes = converted
            start = 0
        }
        var hasNUL = false
        if let invalid = firstInvalidUTF8(bytes, from: start, hasNUL: &hasNUL) {
            let before = bytes[start..<invalid]
            let line = before.filter { $0 == 0x0A }.count + 1 + skippedLines
            let column = invalid - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? start) + 1
            throw XMLReadError(line: line, column: column, reason: "the bytes are not valid UTF-8")
        }
        if hasNUL, let nul = bytes[start...].firstIndex(of: 0) {
            let before = bytes[..<nul]
            let line = before.filter { $0 == 0x0A }.count + 1
            let column = nul - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            throw XMLReadError(line: line, column: column, reason: "a NUL byte (U+0000) is not allowed in XML")
        }
        let scanned: Result<Handler, XMLScanner<Handler>.Failure> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = XMLScanner(buffer, from: start, handler: handler)
            do throws(XMLScanner<Handler>.Failure) {
                try scanner.document()
                return .success(scanner.handler)
            } catch {
                return .failure(error)
            }
        }
        switch scanned {
        case .success(let handler):
            return handler
        case .failure(let failure):
            let offset = min(failure.offset, bytes.count)
            let before = bytes[start..<max(start, offset)]
            let line = before.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + 1 + skippedLines
            let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? start
            // Columns count characters, not bytes.
            let column = String(decoding: bytes[lineStart..<max(lineStart, offset)], as: UTF8.self).count + 1
            throw XMLReadError(line: line, column: column, reason: failure.reason)
        }
    }

    /// Builds the ``XMLNode`` tree.
    struct TreeBuilder: XMLContentHandler {
        var root: XMLNode?
        var stack: [XMLNode] = []

        mutating func open(_ name: XMLName, attributes: XMLAttributes) {
            var values: [String: String] = [:]
            for (key, value) in attributes.all { values[key] = value }
            let node = XMLNode(name: name.string, attributes: values)
            if let parent = stack.last { parent.append(node) } else { root = node }
            stack.append(node)
        }

        mutating func close(_ name: XMLName, text: UnsafeBufferPointer<UInt8>) {
            stack.removeLast().text = String(decoding: text, as: UTF8.self)
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, or `nil`; when it is `nil`,
    /// `hasNUL` tells whether the bytes hold a NUL.
    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int, hasNUL: inout Bool) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in firstInvalidUTF8(buffer, from: start, hasNUL: &hasNUL) }
    }

    private static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, hasNUL: inout Bool)
        -> Int?
    {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = start
        var zero: UInt64 = 0
        while index < bytes.count {
            // Thirty-two ASCII bytes at a time (most of a GPX or TCX file), checked for a zero
            // byte in the same pass.
            while index + 32 <= bytes.count {
                let a = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let b = raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                let c = raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                let d = raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                guard (a | b | c | d) & high == 0 else { break }
                zero |= ((a &- ones) & ~a) | ((b &- ones) & ~b) | ((c &- ones) & ~c) | ((d &- ones) & ~d)
                index += 32
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 { hasNUL = true }
                index += 1
                continue
            }
            let length: Int
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
            // Overlong forms, surrogates and values past U+10FFFF.
            let second = bytes[index + 1]
            if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F) || (byte == 0xF0 && second < 0x90)
                || (byte == 0xF4 && second > 0x8F)
            {
                return index
            }
            index += length
        }
        if zero & high != 0 { hasNUL = true }
        return nil
    }

    /// A file whose XML declaration names an encoding other than UTF-8, re-encoded as UTF-8 with
    /// the declaration updated; `nil` for UTF-8 (or undeclared) files.
    static func convertedToUTF8(_ bytes: [UInt8], from start: Int) -> [UInt8]? {
        let head = String(decoding: bytes[start..<min(bytes.count, start + 200)], as: UTF8.self)
        guard head.hasPrefix("<?xml"), let close = head.range(of: "?>"),
            let range = head[..<close.lowerBound].range(
                of: #"encoding\s*=\s*["']([A-Za-z0-9_.:-]+)["']"#, options: .regularExpression)
        else { return nil }
        let declared =
            head[range].split(whereSeparator: { $0 == "\"" || $0 == "'" }).dropFirst().first.map(String.init)?
            .lowercased() ?? ""
        let encoding: String.Encoding
        switch declared {
        case "utf-8", "utf8", "": return nil
        case "iso-8859-1", "latin1", "iso8859-1": encoding = .isoLatin1
        case "windows-1252", "cp1252": encoding = .windowsCP1252
        case "us-ascii", "ascii": encoding = .ascii
        case "utf-16": encoding = .utf16
        default: return nil
        }
        guard let text = String(data: Data(bytes[start...]), encoding: encoding) else { return nil }
        return Array(text.replacingOccurrences(of: head[range], with: "encoding=\"UTF-8\"").utf8)
    }
}
