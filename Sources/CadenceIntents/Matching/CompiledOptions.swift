/// A parameter's values with their names as raw tokens (for exact matching) and canonical
/// tokens (for flexible matching), indexed by first token.
struct CompiledOptions: Sendable {
    let options: [ParameterOption]
    let rawNames: [String: [([String], ParameterOption, String)]]
    let canonicalNames: [String: [([String], ParameterOption, String)]]
    private let canonicalByValue: [String: Set<String>]
    /// The last words of each value's names of more than one word ("ride" of "indoor ride").
    private let headWords: [String: Set<String>]
    /// Every canonical word of every value's names.
    let allWords: Set<String>
    /// Every name of every value, as written, for the semantic stage.
    let names: [(name: String, option: ParameterOption)]
    /// Words of the type's name ("todo", "list"): said beside a value ("my shopping list"), they
    /// belong to the value and do not count against a phrase.
    let typeWords: Set<String>

    init(
        _ options: [ParameterOption], typeNames: [String], catalog: AppShortcutsCatalog?, locale: String,
        pipeline: TokenPipeline, commands: Set<String> = []
    ) {
        self.options = options
        typeWords = Set(typeNames.flatMap { pipeline.canonicalize($0) })
        var raw: [String: [([String], ParameterOption, String)]] = [:]
        var canonical: [String: [([String], ParameterOption, String)]] = [:]
        var byValue: [String: Set<String>] = [:]
        var heads: [String: Set<String>] = [:]
        var names: [(name: String, option: ParameterOption)] = []
        for option in options {
            var seen = Set<String>()
            // In declaration order (title, subtitle, synonyms), so the same name wins every run.
            for name in option.names(catalog: catalog, locale: locale) where seen.insert(name).inserted {
                let tokens = TextNormalizer.tokens(name)
                if let first = tokens.first { raw[first, default: []].append((tokens, option, name)) }
                let content = pipeline.canonicalize(tokens)
                // A name that is only commands would swallow the command: flexible matching does
                // not read it as the value (exact matching still does).
                if let first = content.first, !content.allSatisfy(commands.contains) {
                    canonical[first, default: []].append((content, option, name))
                }
                byValue[option.value, default: []].formUnion(content)
                if content.count > 1, let last = content.last { heads[option.value, default: []].insert(last) }
                names.append((name, option))
            }
        }
        // Longest names first; among equals, declaration order (a stable sort).
        for key in raw.keys {
            raw[key] = raw[key]?.enumerated().sorted {
                ($1.element.0.count, $0.offset) < ($0.element.0.count, $1.offset)
            }.map(\.element)
        }
        for key in canonical.keys {
            canonical[key] = canonical[key]?.enumerated().sorted {
                ($1.element.0.count, $0.offset) < ($0.element.0.count, $1.offset)
            }.map(\.element)
        }
        rawNames = raw
        canonicalNames = canonical
        canonicalByValue = byValue
        headWords = heads
        allWords = byValue.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        self.names = names
    }

    /// A value named in an utterance: the option, the positions of the words naming it, and
    /// the name as written.
    typealias Found = (option: ParameterOption, positions: [Int], name: String)

    /// The values named in `content`; only the longest names. A name said in one piece wins; a
    /// longer name whose words are all there but apart ("a swim in the lake" for "lake swim")
    /// wins over a shorter one said in one piece, unless `excluding` holds one of its words (a
    /// phrase's own words: "a bottle of *water*" is not a "water bottle" in "Log a … of water").
    func find(in content: [String], excluding: Set<String> = []) -> [Found] {
        let together = findTogether(in: content)
        let apart = findApart(in: content, longerThan: together.first?.positions.count ?? 0, excluding: excluding)
        return withoutQualifiedHeads(apart.isEmpty ? together : apart, in: content)
    }

    /// Values named by one word each, one right before another's ("a *zwift ride*", "a
    /// *trainer ride*"): the first qualifies the second when its own value has a longer name
    /// that ends in that word ("peloton ride", "indoor ride"), and the second names no value of
    /// its own. Any other pair is left as found (two values: the caller asks which).
    private func withoutQualifiedHeads(_ found: [Found], in content: [String]) -> [Found] {
        guard found.count > 1 else { return found }
        let qualified = Set(
            found.compactMap { head -> String? in
                guard head.positions.count == 1, let at = head.positions.first, at > 0 else { return nil }
                let qualifies = (canonicalNames[content[at - 1]] ?? []).contains { name, option, _ in
                    name.count == 1 && option.value != head.option.value
                        && headWords[option.value]?.contains(content[at]) == true
                        && found.contains { $0.option.value == option.value }
                }
                return qualifies ? head.option.value : nil
            })
        guard !qualified.isEmpty else { return found }
        return found.filter { !qualified.contains($0.option.value) }
    }

    // The two loops below read each name where it lies (`names[entry].0`) and copy only the
    // names they keep: a word can start a hundred names of a thousand entities, and copying
    // each to look at it cost more than the looking.

    private func findTogether(in content: [String]) -> [Found] {
        var found: [Found] = []
        var longest = 0
        for start in content.indices {
            guard let names = canonicalNames[content[start]] else { continue }
            for entry in names.indices {
                let count = names[entry].0.count
                let end = start + count
                guard end <= content.count, count >= longest, content[start..<end].elementsEqual(names[entry].0)
                else { continue }
                let (_, option, name) = names[entry]
                if count > longest {
                    longest = count
                    found.removeAll()
                }
                if !found.contains(where: { $0.option.value == option.value }) { found.append((option, Array(start..<end), name)) }
            }
        }
        return found
    }

    private func findApart(in content: [String], longerThan minimum: Int, excluding: Set<String>) -> [Found] {
        var found: [Found] = []
        var longest = max(1, minimum)
        for start in content.indices {
            guard let names = canonicalNames[content[start]] else { continue }
            for entry in names.indices {
                let count = names[entry].0.count
                guard count > longest || (count == longest && longest > max(1, minimum)) else { continue }
                let (sequence, option, name) = names[entry]
                guard excluding.isDisjoint(with: sequence) else { continue }
                var positions = [start]
                for word in sequence.dropFirst() {
                    guard let at = content.indices.first(where: { content[$0] == word && !positions.contains($0) })
                    else { break }
                    positions.append(at)
                }
                guard positions.count == sequence.count else { continue }
                if sequence.count > longest {
                    longest = sequence.count
                    found.removeAll()
                }
                if !found.contains(where: { $0.option.value == option.value }) { found.append((option, positions.sorted(), name)) }
            }
        }
        return found
    }

    func tokens(of option: ParameterOption) -> Set<String> { canonicalByValue[option.value] ?? [] }
}
