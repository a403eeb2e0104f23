import Foundation

/// A string that can be localized, as App Intents' `LocalizedStringResource`: a key (with `%@`
/// where values were interpolated) and the default, source-language text.
///
/// ```swift
/// static let title: LocalizedStringResource = "Start a Run"
/// let dialog: LocalizedStringResource = "Created list \(name)"   // key "Created list %@"
/// ```
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The lookup key in a string table.
    public let key: String
    /// The text in the source language, with interpolated values filled in.
    public let defaultValue: String
    /// The string table, if not the default one.
    public let table: String?
    /// The interpolated values, in order, each a resource of its own (a number's is its text):
    /// a translation of ``key`` gets them in place of its `%@`, each resolved in the same locale.
    public let arguments: [LocalizedStringResource]

    /// Creates a resource from a key, with the key itself as the default text unless given.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil) {
        self.init(key, defaultValue: defaultValue, table: table, arguments: [])
    }

    init(_ key: String, defaultValue: String?, table: String?, arguments: [LocalizedStringResource]) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
        self.arguments = arguments
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A resource from a localization value (Foundation's `init(_:table:locale:bundle:comment:)`).
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(keyAndValue.key, defaultValue: keyAndValue.text, table: table)
    }

    /// A resource with a key and a default value (Foundation's
    /// `init(_:defaultValue:table:locale:bundle:comment:)`).
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init("\(key)", defaultValue: defaultValue.text, table: table)
    }

    /// Where a resource's strings live (Foundation's `LocalizedStringResource.BundleDescription`);
    /// carried, not read, on Linux.
    public enum BundleDescription: Sendable, Hashable {
        case main
        case atURL(URL)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(
            stringInterpolation.key, defaultValue: stringInterpolation.text, table: nil,
            arguments: stringInterpolation.arguments)
    }

    /// The default text.
    public var description: String { defaultValue }

    /// Builds the key (`%@` for each value) and the text at once.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var text = ""
        var arguments: [LocalizedStringResource] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            text += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            let described = String(describing: value)
            key += "%@"
            text += described
            arguments.append(LocalizedStringResource(verbatim: described))
        }

        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            key += "%@"
            text += resource.defaultValue
            arguments.append(resource)
        }

        /// An entity, enumeration case or other self-describing value reads as its title.
        public mutating func appendInterpolation(_ value: some CustomLocalizedStringResourceConvertible) {
            appendInterpolation(value.localizedStringResource)
        }

        /// A value written with a format style (`"\(date, format: .dateTime.hour().minute())"`).
        public mutating func appendInterpolation<Format: FormatStyle>(_ value: Format.FormatInput, format: Format)
        where Format.FormatOutput == String {
            appendInterpolation(format.format(value))
        }

        /// A value to be filled in later (`"\(placeholder: .int) workouts"`): its format
        /// specifier goes into both the key and the text.
        public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
            key += placeholder.formatSpecifier
            text += placeholder.formatSpecifier
        }
    }
}

extension LocalizedStringResource {
    /// An interpolated value's text, as a resource (a catalog may still translate a name).
    init(verbatim text: String) {
        self.init(text, defaultValue: text, table: nil, arguments: [])
    }

    /// The text for a locale: the catalog's translation of the key, its `%@` (or `%1$@` …)
    /// filled with the arguments resolved in the same locale; the default text, whole, where the
    /// catalog has no translation (never a sentence of one language around words of another).
    public func resolved(in catalog: AppShortcutsCatalog?, locale: String?) -> String {
        guard let catalog, let locale, let translation = catalog.translations(of: key, locale: locale)?.first else {
            return defaultValue
        }
        return Self.fill(translation, with: arguments.map { $0.resolvedArgument(in: catalog, locale: locale) })
    }

    /// An interpolated value in a translated sentence: its own translation; a number written
    /// with a decimal point ("32.12") takes the locale's decimal separator ("32,12" in German),
    /// as Foundation formats a number interpolated into a resource.
    private func resolvedArgument(in catalog: AppShortcutsCatalog, locale: String) -> String {
        let text = resolved(in: catalog, locale: locale)
        guard arguments.isEmpty, text == defaultValue, let point = text.firstIndex(of: "."),
            Self.isDigits(text[..<point].drop { $0 == "-" }), Self.isDigits(text[text.index(after: point)...])
        else { return text }
        let separator = Locale(identifier: locale).decimalSeparator ?? "."
        return separator == "." ? text : text.replacingCharacters(in: point...point, with: separator)
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `format` with each `%@` (in order) or `%n$@` replaced by a value and `%%` by `%`.
    static func fill(_ format: String, with values: [String]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
                continue
            }
            // "%2$@": the value at a position; "%@": the next one.
            var position: Int?
            if let dollar = rest.firstIndex(of: "$"), let number = Int(rest[..<dollar]), number >= 1 {
                position = number - 1
                rest = rest[rest.index(after: dollar)...]
            }
            guard rest.first == "@" else {
                result += "%"
                continue
            }
            rest = rest.dropFirst()
            let index = position ?? next
            if position == nil { next += 1 }
            result += values.indices.contains(index) ? values[index] : ""
        }
        return result + rest
    }
}
