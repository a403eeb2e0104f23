import Foundation

// Foundation's localization companions that App Intents code uses and that Foundation on Linux
// does not have: `String.LocalizationValue` with `\(placeholder:)`, `String(localized:)` and
// `CustomLocalizedStringResourceConvertible`. Cadence resolves no string tables here: a value's
// text is its source-language text (an app's catalog translates through
// ``LocalizedStringResource/resolved(in:locale:)``).

extension String {
    /// A localizable string's key and source text (Foundation's `String.LocalizationValue`):
    /// interpolated values become `%@` (or a placeholder's format) in the key.
    public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// The type of a value to be filled in later (Foundation's
        /// `String.LocalizationValue.Placeholder`): `"\(placeholder: .int) workouts"`.
        public enum Placeholder: Sendable, Hashable {
            case int, uint, float, double, object

            /// The format specifier the key and text carry ("%lld").
            public var formatSpecifier: String {
                switch self {
                case .int: "%lld"
                case .uint: "%llu"
                case .float: "%f"
                case .double: "%lf"
                case .object: "%@"
                }
            }
        }

        /// The lookup key.
        public let key: String
        /// The source-language text.
        public let text: String

        /// A value whose key and text are `value`.
        public init(_ value: String) {
            key = value
            text = value
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
            key = stringInterpolation.key
            text = stringInterpolation.text
        }
    }

    /// The localized text of `keyAndValue` (Foundation's `String(localized:table:bundle:locale:comment:)`):
    /// on Linux, its source text.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }

    /// The localized text of a key with a default value (Foundation's
    /// `String(localized:defaultValue:table:bundle:locale:comment:)`): on Linux, the default value.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.text
    }

    /// The text of a resource (Foundation's `String(localized:)` taking a
    /// `LocalizedStringResource`).
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue
    }
}

/// A type that can describe itself as a localizable string (Foundation's
/// `CustomLocalizedStringResourceConvertible`). App Intents' entities and enumerations conform:
/// interpolated into a dialog, they read as their display title.
public protocol CustomLocalizedStringResourceConvertible {
    /// The string that describes the value.
    var localizedStringResource: LocalizedStringResource { get }
}

extension LocalizedStringResource: CustomLocalizedStringResourceConvertible {
    public var localizedStringResource: LocalizedStringResource { self }
}
