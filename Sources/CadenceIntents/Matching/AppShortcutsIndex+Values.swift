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
        let found = compiled.find(in: pipeline.canonicalize(removingApplicationName(tokens).0))
        if found.count == 1, let value = found.first { return value.0.value }
        return found.isEmpty ? valueNamedAsWritten(in: tokens, compiled)?.option.value : nil
    }

    /// The value whose name is said as written inside `tokens`, where the lexicon reads its words
    /// as more ("my *last* workout" is also how showing one is said): the longest name, if only
    /// one value has it; with the name as written.
    func valueNamedAsWritten(in tokens: [String], _ compiled: CompiledOptions) -> (option: ParameterOption, name: String)? {
        var longest: (length: Int, found: [String: (ParameterOption, String)]) = (0, [:])
        for names in compiled.rawNames.values {
            for (name, option, written) in names where name.count >= longest.length && tokens.contains(subsequence: name) {
                if name.count > longest.length { longest = (name.count, [:]) }
                longest.found[option.value] = (option, written)
            }
        }
        guard longest.found.count == 1, let (option, written) = longest.found.values.first else { return nil }
        return (option, written)
    }
}
