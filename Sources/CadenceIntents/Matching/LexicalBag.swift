/// Distinct words in a fixed (sorted) order, for sums that come out the same every run.
struct LexicalBag: Sendable {
    let set: Set<String>
    let sorted: [String]

    init(_ words: [String]) {
        set = Set(words)
        sorted = set.sorted()
    }
}
