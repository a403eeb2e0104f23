import Foundation

/// A static word-embedding table: one int8 vector per WordPiece token, distilled offline from the
/// all-MiniLM-L6-v2 sentence model by `Scripts/distill_embeddings.py` (model2vec's method: each
/// token alone through the transformer, PCA, Zipf weighting). The semantic stage of
/// ``AppShortcutsIndex`` compares words by the cosine of their vectors; no model runs here.
///
/// The table is read once into memory (4.3 MB) and shared by every index:
///
/// ```swift
/// let table = SemanticTable.bundled            // nil if the resource is missing or damaged
/// table?.similarity("marathon", "run")         // ≈ 0.45
/// ```
///
/// Coverage: the model's vocabulary is English (uncased WordPiece, 30,522 tokens); a word it does
/// not hold whole is split into subwords ("pilates" → "pi", "##lates"), and a word of characters it
/// lacks has no vector. German and Chinese words get vectors of their subwords or characters, which
/// mean little, so indexes use the table for English only (see ``AppShortcutsIndex``).
public final class SemanticTable: Sendable {
    /// Vector size.
    public let dimensions: Int
    /// Number of tokens.
    public var tokenCount: Int { scales.count }
    let tokenizer: WordPieceTokenizer
    private let scales: [Float]
    private let rows: [Int8]

    /// Why a table could not be read.
    public struct FormatError: Error, Sendable, CustomStringConvertible, Equatable {
        /// What was wrong, and where.
        public let description: String
    }

    /// Reads a table from the bytes `Scripts/distill_embeddings.py` writes.
    /// - Throws: ``FormatError`` naming the field that is wrong or the offset where the data ends.
    public init(data: Data) throws(FormatError) {
        let bytes = [UInt8](data)
        func u32(_ offset: Int) throws(FormatError) -> Int {
            guard offset + 4 <= bytes.count else { throw FormatError(description: "embedding table truncated at byte \(offset)") }
            return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16
                | Int(bytes[offset + 3]) << 24
        }
        guard bytes.count >= 20, Array(bytes[0..<8]) == Array("CDNCEMB1".utf8) else {
            throw FormatError(description: "not a Cadence embedding table (bad magic)")
        }
        let dimensions = try u32(8)
        let count = try u32(12)
        let vocabularyLength = try u32(16)
        guard (1...4096).contains(dimensions), (1...1_000_000).contains(count) else {
            throw FormatError(description: "embedding table has implausible sizes (\(count) tokens × \(dimensions))")
        }
        var offset = 20
        let vocabularyEnd = offset + vocabularyLength
        let scalesEnd = vocabularyEnd + 4 * count
        let rowsEnd = scalesEnd + count * dimensions
        guard rowsEnd == bytes.count else {
            throw FormatError(description: "embedding table is \(bytes.count) bytes, its header says \(rowsEnd)")
        }
        let tokens = String(decoding: bytes[offset..<vocabularyEnd], as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).dropLast().map(String.init)
        guard tokens.count == count else {
            throw FormatError(description: "embedding table lists \(tokens.count) tokens, its header says \(count)")
        }
        offset = vocabularyEnd
        var scales: [Float] = []
        scales.reserveCapacity(count)
        for index in 0..<count {
            let start = offset + 4 * index
            let bits =
                UInt32(bytes[start]) | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2]) << 16
                | UInt32(bytes[start + 3]) << 24
            let scale = Float(bitPattern: bits)
            scales.append(scale.isFinite ? scale : 0)
        }
        self.dimensions = dimensions
        self.scales = scales
        self.rows = bytes[scalesEnd..<rowsEnd].map { Int8(bitPattern: $0) }
        self.tokenizer = WordPieceTokenizer(vocabulary: tokens)
    }

    /// The table shipped with CadenceIntents, read once; `nil` if it is missing or damaged (the
    /// semantic stage is then off, and indexes say so in ``AppShortcutsIndex/warnings``).
    public static let bundled: SemanticTable? = {
        guard let url = bundledURL, let data = try? Data(contentsOf: url, options: .alwaysMapped)
        else { return nil }
        return try? SemanticTable(data: data)
    }()

    /// Where the shipped table is.
    public static var bundledURL: URL? { Bundle.module.url(forResource: "minilm-l6-v2", withExtension: "embeddings") }

    /// The unit-length mean of a word's (or words') token vectors, or nil when no token is known.
    public func vector(_ text: String) -> [Float]? {
        var sum = [Float](repeating: 0, count: dimensions)
        var any = false
        for word in TextNormalizer.tokens(text) {
            for id in tokenizer.tokenIDs(word) {
                any = true
                let scale = scales[id]
                let base = id * dimensions
                for d in 0..<dimensions { sum[d] += Float(rows[base + d]) * scale }
            }
        }
        guard any else { return nil }
        var norm: Float = 0
        for value in sum { norm += value * value }
        norm = norm.squareRoot()
        guard norm > 0 else { return nil }
        return sum.map { $0 / norm }
    }

    /// The cosine similarity of two texts' vectors, or 0 when either has none.
    public func similarity(_ a: String, _ b: String) -> Double {
        guard let x = vector(a), let y = vector(b) else { return 0 }
        return Double(Self.dot(x, y))
    }

    static func dot(_ x: [Float], _ y: [Float]) -> Float {
        var sum: Float = 0
        for index in 0..<min(x.count, y.count) { sum += x[index] * y[index] }
        return sum
    }
}
