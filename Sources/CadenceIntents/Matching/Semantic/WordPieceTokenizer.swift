/// BERT's WordPiece: a word becomes its longest vocabulary prefix, then the longest "##"
/// continuations, left to right; a word that cannot be covered is unknown (no tokens). Input words
/// come already folded by ``TextNormalizer`` (lowercase, no accents), as the uncased model expects.
struct WordPieceTokenizer: Sendable {
    private let ids: [String: Int]
    /// The longest word tried; longer ones are unknown (BERT's own limit is 100 characters).
    static let maximumWordLength = 100

    init(vocabulary: [String]) {
        var ids: [String: Int] = [:]
        for (index, token) in vocabulary.enumerated() where ids[token] == nil { ids[token] = index }
        self.ids = ids
    }

    /// The token ids of one word; empty when the word has characters the vocabulary lacks.
    func tokenIDs(_ word: String) -> [Int] {
        let characters = Array(word)
        guard !characters.isEmpty, characters.count <= Self.maximumWordLength else { return [] }
        var result: [Int] = []
        var start = 0
        while start < characters.count {
            var end = characters.count
            var found: Int?
            while start < end {
                let piece = (start > 0 ? "##" : "") + String(characters[start..<end])
                if let id = ids[piece] {
                    found = id
                    break
                }
                end -= 1
            }
            guard let found else { return [] }
            result.append(found)
            start = end
        }
        return result
    }
}
