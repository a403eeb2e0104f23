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
        guard found.count == 1, let value = found.first else { return nil }
        return value.0.value
    }
}
