import Foundation

/// Localized phrases from an `AppShortcuts.xcstrings` String Catalog: for each source phrase (the
/// key, with `${applicationName}` and `${parameter}` tokens), one phrase or a set of phrases per
/// locale. Value names (titles, subtitles, synonyms) can be translated in the same file by their
/// keys.
///
/// ```json
/// { "sourceLanguage": "en", "version": "1.0", "strings": {
///     "Start a run in ${applicationName}": { "localizations": {
///         "de": { "stringUnit": { "state": "translated", "value": "Starte einen Lauf in ${applicationName}" } },
///         "zh-Hans": { "stringSet": { "state": "translated", "values": ["用${applicationName}开始跑步", "在${applicationName}里开跑"] } } } } } }
/// ```
///
/// A locale is looked up by its full identifier (`zh-Hans`), then its language (`de` for
/// `de-CH`); phrases not translated fall back to the source language.
public struct AppShortcutsCatalog: Sendable, Hashable {
    /// The catalog's source language.
    public let sourceLanguage: String
    /// Translations: key → locale → phrases.
    public let translations: [String: [String: [String]]]

    /// Creates a catalog from its parts.
    public init(sourceLanguage: String, translations: [String: [String: [String]]]) {
        self.sourceLanguage = sourceLanguage
        self.translations = translations
    }

    /// Parses an `.xcstrings` file's JSON.
    /// - Throws: ``AppShortcutsCatalogError`` naming what was wrong and where.
    public init(data: Data) throws(AppShortcutsCatalogError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .notJSON(String(describing: error))
        }
        guard let root = object as? [String: Any] else { throw .malformed(path: "(root)", reason: "not a JSON object") }
        guard let source = root["sourceLanguage"] as? String else {
            throw .malformed(path: "sourceLanguage", reason: "missing or not a string")
        }
        guard let strings = root["strings"] as? [String: Any] else {
            throw .malformed(path: "strings", reason: "missing or not an object")
        }
        var translations: [String: [String: [String]]] = [:]
        for (key, entry) in strings {
            guard let entry = entry as? [String: Any] else {
                throw .malformed(path: "strings[\"\(key)\"]", reason: "not an object")
            }
            guard let localizations = entry["localizations"] as? [String: Any] else { continue }
            for (locale, localization) in localizations {
                let path = "strings[\"\(key)\"].localizations.\(locale)"
                guard let localization = localization as? [String: Any] else {
                    throw .malformed(path: path, reason: "not an object")
                }
                if let unit = localization["stringUnit"] as? [String: Any] {
                    guard let value = unit["value"] as? String else {
                        throw .malformed(path: path + ".stringUnit.value", reason: "missing or not a string")
                    }
                    translations[key, default: [:]][locale, default: []].append(value)
                } else if let set = localization["stringSet"] as? [String: Any] {
                    guard let values = set["values"] as? [String] else {
                        throw .malformed(path: path + ".stringSet.values", reason: "missing or not an array of strings")
                    }
                    translations[key, default: [:]][locale, default: []] += values
                } else {
                    throw .malformed(path: path, reason: "has neither stringUnit nor stringSet")
                }
            }
        }
        self.init(sourceLanguage: source, translations: translations)
    }

    /// Reads and parses an `.xcstrings` file.
    public init(contentsOf url: URL) throws(AppShortcutsCatalogError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        do {
            try self.init(data: data)
        } catch {
            throw error.inFile(url.path)
        }
    }

    /// The translations of `key` for `locale` (full identifier, then language), or `nil`.
    public func translations(of key: String, locale: String) -> [String]? {
        guard let byLocale = translations[key] else { return nil }
        for candidate in Self.candidates(for: locale) {
            if let phrases = byLocale[candidate], !phrases.isEmpty { return phrases }
        }
        return nil
    }

    /// The locales this catalog translates into, sorted.
    public var locales: [String] { Set(translations.values.flatMap(\.keys)).sorted() }

    /// `zh-Hans-CN` → [`zh-Hans-CN`, `zh-Hans`, `zh`]; underscores are read as hyphens.
    static func candidates(for locale: String) -> [String] {
        let parts = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        return (1...max(1, parts.count)).reversed().map { parts.prefix($0).joined(separator: "-") }
    }

    /// Whether `locale` is the catalog's source language.
    public func isSource(_ locale: String) -> Bool {
        Self.candidates(for: locale).last?.lowercased() == sourceLanguage.lowercased()
    }
}

/// Why a String Catalog could not be read.
public enum AppShortcutsCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notJSON(String)
    case malformed(path: String, reason: String)
    case inFile(String, underlying: String)

    func inFile(_ file: String) -> AppShortcutsCatalogError { .inFile(file, underlying: description) }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read String Catalog \(path): \(reason)"
        case .notJSON(let reason): "String Catalog is not valid JSON: \(reason)"
        case .malformed(let path, let reason): "String Catalog: \(path) \(reason)"
        case .inFile(let file, let underlying): "\(file): \(underlying)"
        }
    }
}
