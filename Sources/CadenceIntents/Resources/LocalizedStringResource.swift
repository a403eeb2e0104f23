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

    /// Creates a resource from a key, with the key itself as the default text unless given.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
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
        self.init(stringInterpolation.key, defaultValue: stringInterpolation.text)
    }

    /// The default text.
    public var description: String { defaultValue }

    /// Builds the key (`%@` for each value) and the text at once.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            text += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            text += String(describing: value)
        }

        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            key += "%@"
            text += resource.defaultValue
        }

        /// An entity, enumeration case or other self-describing value reads as its title.
        public mutating func appendInterpolation(_ value: some CustomLocalizedStringResourceConvertible) {
            appendInterpolation(value.localizedStringResource)
        }

        /// A value written with a format style (`"\(date, format: .dateTime.hour().minute())"`).
        public mutating func appendInterpolation<Format: FormatStyle>(_ value: Format.FormatInput, format: Format)
        where Format.FormatOutput == String {
            key += "%@"
            text += format.format(value)
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
    /// The text for a locale: the catalog's translation of the key when there is one, otherwise
    /// the default text.
    public func resolved(in catalog: AppShortcutsCatalog?, locale: String?) -> String {
        guard let catalog, let locale else { return defaultValue }
        return catalog.translations(of: key, locale: locale)?.first ?? defaultValue
    }
}
