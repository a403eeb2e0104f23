import Foundation

/// A phrase as the matcher and the validator see it: literal text, app-name tokens and parameter
/// slots, in order. Written in String Catalog form as `"Start a ${workoutStyle} in ${applicationName}"`.
public struct PhraseTemplate: Sendable, Hashable, CustomStringConvertible {
    /// One piece of a phrase.
    public enum Piece: Sendable, Hashable {
        case text(String)
        case applicationName
        case parameter(String)
    }

    /// The pieces, in order.
    public let pieces: [Piece]

    /// Creates a template from pieces.
    public init(pieces: [Piece]) {
        var merged: [Piece] = []
        for piece in pieces {
            if case .text(let next) = piece, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous + next)
            } else {
                merged.append(piece)
            }
        }
        self.pieces = merged
    }

    /// Parses the String Catalog form: `${applicationName}` and `${name}` tokens in text.
    public init(catalogText text: String) {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.range(of: "${") {
            pieces.append(.text(String(rest[..<open.lowerBound])))
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstIndex(of: "}") else {
                pieces.append(.text(String(rest[open.lowerBound...])))
                rest = ""
                break
            }
            let name = String(afterOpen[..<close])
            pieces.append(name == "applicationName" ? .applicationName : .parameter(name))
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        self.init(pieces: pieces.filter { $0 != .text("") })
    }

    /// The String Catalog form, `"Start a ${workoutStyle} in ${applicationName}"`.
    public var catalogText: String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let name): "${\(name)}"
            }
        }.joined()
    }

    public var description: String { catalogText }

    /// How many app-name tokens the phrase has.
    public var applicationNameCount: Int { pieces.filter { $0 == .applicationName }.count }

    /// The names of the parameters the phrase mentions, in order.
    public var parameterNames: [String] {
        pieces.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// The phrase with the app name and parameter values written in.
    public func rendered(applicationName: String, parameters: [String: String] = [:]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .applicationName: applicationName
            case .parameter(let name): parameters[name] ?? "${\(name)}"
            }
        }.joined()
    }
}

/// The one App Shortcut phrase token: the app's name (App Intents' `AppShortcutPhraseToken`).
public enum AppShortcutPhraseToken: Sendable, Hashable {
    /// The app's name, or one of its synonyms, as spoken.
    case applicationName
}
