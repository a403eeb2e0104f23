/// A shortcut's parameter, as the index keys its values.
struct OptionKey: Hashable, Sendable {
    let shortcut: Int
    let parameter: String
}

/// A piece of a phrase for exact matching.
enum ExactPiece: Sendable {
    case tokens([String])
    case applicationName
    case parameter(String)
}

/// Words that join an app name to a phrase ("in Cadence", "用Cadence"): dropped with the name when
/// the utterance is already addressed to the app.
let applicationNameConnectors: Set<String> = [
    "in", "with", "using", "on", "from", "to", "for", "via", "mit", "im", "bei", "auf", "用", "在", "里", "中",
]

/// One phrase of one shortcut (or a negative phrase), compiled for every stage: its exact pieces,
/// its canonical words and their weights' bag, the commands it gives, and the vector of its object.
/// A class: every score of every utterance refers to one, and a reference is one retain where a
/// copy of a dozen collections would be a dozen.
final class CompiledPhrase: Sendable {
    let shortcutIndex: Int
    let intentIdentifier: String
    let template: PhraseTemplate
    let content: Set<String>
    let words: LexicalBag
    let parameter: String?
    let exactPieces: [ExactPiece]
    let exactPiecesWithoutName: [ExactPiece]
    /// The lexicon's commands among its words ("start", "pause").
    let commands: Set<String>
    /// Its words other than commands, as written (for the semantic stage).
    let objectWords: [String]
    /// The vector of ``objectWords`` in the semantic table (in languages the table covers).
    let objectVector: [Float]?

    init(
        shortcutIndex: Int, intentIdentifier: String, template: PhraseTemplate, pipeline: TokenPipeline,
        commands allCommands: Set<String>, semanticTable: SemanticTable? = nil
    ) {
        self.shortcutIndex = shortcutIndex
        self.intentIdentifier = intentIdentifier
        self.template = template
        var text: [String] = []
        var pieces: [ExactPiece] = []
        for piece in template.pieces {
            switch piece {
            case .text(let string):
                let tokens = TextNormalizer.tokens(string)
                text += tokens
                if !tokens.isEmpty { pieces.append(.tokens(tokens)) }
            case .applicationName:
                pieces.append(.applicationName)
            case .parameter(let name):
                pieces.append(.parameter(name))
            }
        }
        let analyzed = pipeline.analyze(text)
        content = Set(analyzed.compactMap(\.canonical))
        words = LexicalBag(Array(content))
        commands = content.intersection(allCommands)
        objectWords = analyzed.filter { $0.canonical != nil && !allCommands.contains($0.canonical ?? "") }
            .map { $0.raw.joined(separator: " ") }
        objectVector = objectWords.isEmpty ? nil : semanticTable?.vector(objectWords.joined(separator: " "))
        parameter = template.parameterNames.first
        exactPieces = pieces
        exactPiecesWithoutName = Self.droppingName(pieces)
    }

    /// The pieces without the app name and the connector word next to it.
    private static func droppingName(_ pieces: [ExactPiece]) -> [ExactPiece] {
        var result: [ExactPiece] = []
        for piece in pieces {
            if case .applicationName = piece {
                if case .tokens(var before)? = result.last, let last = before.last,
                    applicationNameConnectors.contains(last)
                {
                    before.removeLast()
                    result[result.count - 1] = .tokens(before)
                }
                continue
            }
            result.append(piece)
        }
        return result.filter { if case .tokens(let t) = $0 { !t.isEmpty } else { true } }
    }
}
