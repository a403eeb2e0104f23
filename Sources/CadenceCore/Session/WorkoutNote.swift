import Foundation

/// A note the person adds to a workout ("my knee hurts"), kept as a ``WorkoutEventType/marker``
/// event whose metadata holds the text under ``WorkoutNote/metadataKey`` — a point of interest
/// with words, as HealthKit apps keep notes in a marker's metadata.
public enum WorkoutNote {
    /// The metadata key of a marker's text.
    public static let metadataKey = "note"
    /// The longest note kept, in characters (a spoken sentence or two).
    public static let maximumLength = 500

    /// Why a text cannot be a note.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        case empty
        case tooLong(characters: Int)

        public var description: String {
            switch self {
            case .empty: "a note needs some words"
            case .tooLong(let count):
                "a note is at most \(WorkoutNote.maximumLength) characters (this one has \(count))"
            }
        }
    }

    /// The text as it is kept: control characters removed, runs of white space made one space,
    /// trimmed.
    /// - Throws: ``Problem`` when nothing is left or it is longer than ``maximumLength``.
    public static func normalized(_ text: String) throws(Problem) -> String {
        var words: [Substring] = []
        let cleaned = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { CharacterSet.controlCharacters.contains($0) ? " " : $0 }))
        for word in cleaned.split(whereSeparator: \.isWhitespace) { words.append(word) }
        let joined = words.joined(separator: " ")
        guard !joined.isEmpty else { throw .empty }
        guard joined.count <= maximumLength else { throw .tooLong(characters: joined.count) }
        return joined
    }

    /// The marker event that keeps `text` (already normalized) at `date`.
    public static func event(_ text: String, at date: Date) -> WorkoutEvent {
        WorkoutEvent(type: .marker, date: date, metadata: [metadataKey: text])
    }
}

extension WorkoutEvent {
    /// The note's text, when the event is a note (a marker with text).
    public var note: String? { type == .marker ? metadata[WorkoutNote.metadataKey] : nil }
}
