import Foundation

/// ISO 8601 dates as GPX and TCX write them: with or without fractional seconds, "Z" or an offset.
enum ISO8601 {
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let withFraction = ISO8601DateFormatter()
        withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = withFraction.date(from: trimmed) { return date }
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        if let date = plain.date(from: trimmed) { return date }
        // No zone: read as UTC, as most devices mean.
        return plain.date(from: trimmed + "Z")
    }

    /// "2026-03-01T08:00:00Z", or with milliseconds when the date has them.
    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        let fraction = date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
        formatter.formatOptions =
            fraction > 0.0005 ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

/// Escapes text for XML content and attributes.
enum XMLEscape {
    static func text(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // Characters XML 1.0 does not allow are dropped.
                if scalar.value >= 0x20 || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A number without exponent and with at most `digits` decimals.
    static func number(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
