import Foundation

/// JSON for the few structured columns (configuration, statistics, metadata): sorted keys, so
/// the same value is always the same text.
enum JSONCoding {
    static func string<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Dates as seconds since the reference date (Foundation's own encoding): exact round trips.
        encoder.dateEncodingStrategy = .deferredToDate
        // Encoding our own Codable values cannot fail (no floats that are not finite reach here:
        // the builder rejects them); an empty object is a safe fallback all the same.
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .deferredToDate
        return try? decoder.decode(type, from: Data(text.utf8))
    }
}
