extension AppShortcutsIndex {
    /// The value an answer names for an intent's parameter ("yoga", "a bike ride" for "Which
    /// workout?"): an enum case's raw value or an entity's id, or nil when it names none (or two).
    public func parameterValue(in utterance: String, intentIdentifier: String, parameter: String) -> String? {
        guard let shortcut = shortcuts.firstIndex(where: { $0.intentIdentifier == intentIdentifier }),
            let compiled = options[OptionKey(shortcut: shortcut, parameter: parameter)]
        else { return nil }
        let tokens = TextNormalizer.tokens(utterance)
        let raw = compiled.rawNames.values.flatMap { $0 }.filter { $0.0 == tokens }
        if let exact = raw.first { return exact.1.value }
        let content = pipeline.canonicalize(removingApplicationName(tokens).0)
        let key = OptionKey(shortcut: shortcut, parameter: parameter)
        let named = compiled.find(in: content)
        let found = named.filter { !qualifiesOtherValue($0.positions, in: content, key: key) }
        if found.count == 1, let value = found.first { return value.0.value }
        // "my last swim" with no swim saved names no workout, not the last one.
        if found.isEmpty, !named.isEmpty { return nil }
        return found.isEmpty ? valueNamedAsWritten(in: tokens, compiled, shortcut: shortcut)?.option.value : nil
    }

    /// The value whose name is said as written inside `tokens`, where the lexicon reads its words
    /// as more ("my *last* workout" is also how showing one is said): the longest name, if only
    /// one value has it; with the name as written. A name that qualifies the next word, another
    /// parameter's value ("my last *swim*"), names none.
    func valueNamedAsWritten(in tokens: [String], _ compiled: CompiledOptions, shortcut: Int)
        -> (option: ParameterOption, name: String)?
    {
        var longest: (length: Int, found: [String: (ParameterOption, String)]) = (0, [:])
        for names in compiled.rawNames.values {
            for (name, option, written) in names where name.count >= longest.length {
                guard let end = tokens.end(ofSubsequence: name),
                    !qualifiesNext(tokens, after: end, name: name, compiled, shortcut: shortcut)
                else { continue }
                if name.count > longest.length { longest = (name.count, [:]) }
                longest.found[option.value] = (option, written)
            }
        }
        guard longest.found.count == 1, let (option, written) = longest.found.values.first else { return nil }
        return (option, written)
    }

    /// Whether the written name ending before `end` qualifies the written word there ("my last *swim*").
    private func qualifiesNext(_ tokens: [String], after end: Int, name: [String], _ compiled: CompiledOptions, shortcut: Int)
        -> Bool
    {
        guard tokens.indices.contains(end), let next = pipeline.canonicalize([tokens[end]]).first else { return false }
        return qualifies(name, next: next, names: compiled.rawNames, compiled, shortcut: shortcut)
    }
}

extension Array where Element == String {
    /// The index just past the first occurrence of `part` as consecutive elements, or nil.
    fileprivate func end(ofSubsequence part: [String]) -> Int? {
        guard !part.isEmpty, part.count <= count else { return nil }
        for start in 0...(count - part.count) where self[start..<(start + part.count)].elementsEqual(part) {
            return start + part.count
        }
        return nil
    }
}
