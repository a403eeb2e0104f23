import Foundation

/// One value a parameter can take, with how people name it.
package struct ParameterOption: Sendable {
    /// The value as a string: an enum's raw value or an entity's id.
    package var value: String { storage.value }
    /// How it is shown and spoken.
    package var representation: DisplayRepresentation { storage.representation }
    /// The value itself.
    package var instance: any Sendable { storage.instance }

    /// One reference: matching copies an option for every name it tries (a thousand entities'
    /// names, in entries of the names that start with a word said), and copying the value, its
    /// representation's texts and the instance one by one cost more than the comparisons.
    private let storage: Storage

    private final class Storage: Sendable {
        let value: String
        let representation: DisplayRepresentation
        let instance: any Sendable

        init(value: String, representation: DisplayRepresentation, instance: any Sendable) {
            self.value = value
            self.representation = representation
            self.instance = instance
        }
    }

    package init(value: String, representation: DisplayRepresentation, instance: any Sendable) {
        storage = Storage(value: value, representation: representation, instance: instance)
    }
}

/// What kind of values a parameter takes and where they come from: the bridge between a
/// parameter's Swift type and the runner's and matcher's strings.
package enum ParameterValueSource: Sendable {
    case string, integer, double, boolean, date
    /// A `Measurement<UnitVolume>`, read by ``VolumeText``.
    case volume
    /// An ``AppEnum``: every case.
    case enumeration(typeName: String, options: [ParameterOption])
    /// An ``AppEntity``: suggestions and lookup by id through its query.
    case entity(
        typeName: String, suggestions: @Sendable () async throws -> [ParameterOption],
        resolve: @Sendable (String) async throws -> ParameterOption?)
    /// Any other type (not settable from a string, not allowed in a phrase).
    case other(typeName: String)

    package init(for type: Any.Type) {
        let base = IntentParameters.unwrapped(type)
        if base == String.self {
            self = .string
        } else if base == Int.self {
            self = .integer
        } else if base == Double.self {
            self = .double
        } else if base == Bool.self {
            self = .boolean
        } else if base == Date.self {
            self = .date
        } else if base == Measurement<UnitVolume>.self {
            self = .volume
        } else if let enumeration = base as? any AppEnum.Type {
            self = Self.enumerationSource(enumeration)
        } else if let entity = base as? any AppEntity.Type {
            self = Self.entitySource(entity)
        } else {
            self = .other(typeName: String(describing: base))
        }
    }

    private static func enumerationSource<E: AppEnum>(_ type: E.Type) -> ParameterValueSource {
        .enumeration(
            typeName: String(describing: type),
            options: E.allCases.map {
                ParameterOption(value: $0.rawValue, representation: $0.displayRepresentation, instance: $0)
            })
    }

    private static func entitySource<E: AppEntity>(_ type: E.Type) -> ParameterValueSource {
        @Sendable func option(_ entity: E) -> ParameterOption {
            ParameterOption(
                value: entity.id.entityIdentifierString, representation: entity.displayRepresentation, instance: entity)
        }
        return .entity(
            typeName: E.typeDisplayRepresentation.name.defaultValue,
            suggestions: { try await E.defaultQuery.suggestedEntities().map(option) },
            resolve: { string in
                // An id first; then, for an `EntityStringQuery`, the text itself ("latest",
                // "2026-03-01"), when it names exactly one entity.
                if let id = E.ID.entityIdentifier(for: string),
                    let found = try await E.defaultQuery.entities(for: [id]).first
                {
                    return option(found)
                }
                guard let query = E.defaultQuery as? any EntityStringQuery else { return nil }
                let matches = try await matching(query, string).compactMap { $0 as? E }
                return matches.count == 1 ? option(matches[0]) : nil
            })
    }

    private static func matching<Q: EntityStringQuery>(_ query: Q, _ text: String) async throws -> [Any] {
        try await query.entities(matching: text)
    }

    /// The name people use for the type ("Workout", "Todo List"), for AppEnum and AppEntity types.
    package static func typeDisplayName(for type: Any.Type) -> LocalizedStringResource? {
        (IntentParameters.unwrapped(type) as? any AppValue.Type)?.typeDisplayRepresentation.name
    }

    /// Whether a phrase may mention a parameter of this kind (App Shortcuts allow only AppEnum and AppEntity).
    package var isPhraseParameter: Bool {
        switch self {
        case .enumeration, .entity: true
        default: false
        }
    }

    /// The type's name, for messages.
    package var typeName: String {
        switch self {
        case .string: "String"
        case .integer: "Int"
        case .double: "Double"
        case .boolean: "Bool"
        case .date: "Date"
        case .volume: "Measurement<UnitVolume>"
        case .enumeration(let name, _), .entity(let name, _, _), .other(let name): name
        }
    }

    /// Turns a string into a value of the parameter's type.
    ///
    /// Enum cases are found by raw value, then by title or synonym (any case); entities by id
    /// through their query, then — for an `EntityStringQuery` — by text naming exactly one.
    /// Numbers must be within `range`.
    /// - Throws: ``IntentRunError/invalidParameterValue(intent:parameter:value:reason:)`` with the reason.
    package func value(
        from string: String, intent: String, parameter: String, range: ClosedRange<Double>?,
        defaultUnit: Dimension? = nil, negativeNumbers: Bool = true
    ) async throws(IntentRunError) -> any Sendable {
        func invalid(_ reason: String) -> IntentRunError {
            .invalidParameterValue(intent: intent, parameter: parameter, value: string, reason: reason)
        }
        func checkRange(_ number: Double) throws(IntentRunError) {
            if let range, !range.contains(number) {
                throw invalid("it must be between \(range.lowerBound.formatted()) and \(range.upperBound.formatted())")
            }
        }
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        switch self {
        case .string:
            return string
        case .integer:
            guard let number = Int(trimmed) else { throw invalid("it is not a whole number") }
            try checkRange(Double(number))
            return number
        case .double:
            guard let number = Double(trimmed), number.isFinite else { throw invalid("it is not a number") }
            try checkRange(number)
            return number
        case .boolean:
            switch trimmed.lowercased() {
            case "true", "yes", "1", "on": return true
            case "false", "no", "0", "off": return false
            default: throw invalid("it is not true or false")
            }
        case .date:
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: trimmed) { return date }
            formatter.formatOptions = [.withFullDate]
            if let date = formatter.date(from: trimmed) { return date }
            throw invalid("it is not an ISO 8601 date (2026-03-01 or 2026-03-01T08:00:00Z)")
        case .volume:
            guard let volume = VolumeText.volume(in: trimmed, defaultUnit: defaultUnit as? UnitVolume ?? .milliliters),
                volume.value.isFinite
            else {
                throw invalid("it is not a volume (for example 250 ml, 0.5 l, 8 fl oz or 2 cups)")
            }
            if !negativeNumbers, trimmed.hasPrefix("-") { throw invalid("it must not be negative") }
            return volume
        case .enumeration(_, let options):
            if let named = ParameterOption.named(trimmed, in: options) { return named.instance }
            throw invalid("expected one of \(options.map(\.value).joined(separator: ", "))")
        case .entity(let typeName, _, let resolve):
            let found: ParameterOption?
            do {
                found = try await resolve(trimmed)
            } catch {
                throw invalid("the \(typeName) query failed: \(error)")
            }
            guard let found else { throw invalid("no \(typeName) has this id or name") }
            return found.instance
        case .other(let typeName):
            throw invalid("parameters of type \(typeName) cannot be given as text")
        }
    }
}

extension ParameterOption {
    /// The option a person's text names: the raw value exactly, then the raw value, title,
    /// subtitle or a synonym ignoring case, accents, hyphens and underscores. The one parser of
    /// enum text, for every door (``AppEnum/init(naming:)``).
    package static func named(_ text: String, in options: [ParameterOption]) -> ParameterOption? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let exact = options.first(where: { $0.value == trimmed }) { return exact }
        let folded = TextNormalizer.fold(
            trimmed.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " "))
        return options.first { TextNormalizer.fold($0.value) == folded }
            ?? options.first { option in option.names.contains { TextNormalizer.fold($0) == folded } }
    }

    /// Every name the option goes by, in the source language: title, subtitle, both together and
    /// synonyms.
    package var names: [String] {
        var names = [representation.title.defaultValue]
        if let subtitle = representation.subtitle?.defaultValue {
            names += [
                subtitle, "\(subtitle) \(representation.title.defaultValue)",
                "\(representation.title.defaultValue) \(subtitle)",
            ]
        }
        names += representation.synonyms.map(\.defaultValue)
        return names
    }

    /// Every name in a locale: the source names, then the catalog's translations of each name.
    /// An interpolated name ("last \(style)", key `last %@`) is each translation of its key with
    /// each translation of its values filled in ("letzter Lauf", "letzte Radtour", …).
    package func names(catalog: AppShortcutsCatalog?, locale: String?) -> [String] {
        var result = names
        guard let catalog, let locale else { return result }
        var resources = [representation.title]
        if let subtitle = representation.subtitle { resources.append(subtitle) }
        resources += representation.synonyms
        for resource in resources {
            result += Self.translations(of: resource, catalog: catalog, locale: locale)
        }
        return result
    }

    /// Every translation of `resource` in `locale` (none when its key has none), its values
    /// filled with each of their own translations, or their source text.
    private static func translations(
        of resource: LocalizedStringResource, catalog: AppShortcutsCatalog, locale: String
    ) -> [String] {
        guard let formats = catalog.translations(of: resource.key, locale: locale) else { return [] }
        guard !resource.arguments.isEmpty else { return formats }
        var fillings: [[String]] = [[]]
        for argument in resource.arguments {
            let names = catalog.translations(of: argument.key, locale: locale) ?? [argument.defaultValue]
            fillings = fillings.flatMap { filled in names.map { filled + [$0] } }
        }
        return formats.flatMap { format in fillings.map { LocalizedStringResource.fill(format, with: $0) } }
    }
}
