import Foundation

/// ISO 8601 dates as GPX and TCX write them: with or without fractional seconds, "Z", an offset,
/// or no zone (read as UTC, as most devices mean). Read and written by hand, one pass over the
/// bytes and calendar arithmetic (proleptic Gregorian, days from 1970): a date formatter built per
/// call was two thirds of GPX import time, and one shared is not safe across threads.
enum ISO8601 {
    static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fff…][Z|±HH:MM|±HHMM]`, spaces around ignored; nil for anything else
    /// or a field out of its range (month 13, 31 April, hour 25).
    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var start = 0
        var end = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        var index = start
        /// The value the `count` digits at `index` spell (moving past them), or nil.
        @inline(__always)
        func digits(_ count: Int) -> Int? {
            guard index &+ count <= end else { return nil }
            var value = 0
            for offset in 0..<count {
                let digit = bytes[index &+ offset] &- 0x30
                guard digit <= 9 else { return nil }
                value = value &* 10 &+ Int(digit)
            }
            index &+= count
            return value
        }
        @inline(__always)
        func expect(_ byte: UInt8) -> Bool {
            guard index < end, bytes[index] == byte else { return false }
            index &+= 1
            return true
        }
        guard let year = digits(4), expect(0x2D), let month = digits(2), expect(0x2D), let day = digits(2),
            index < end, bytes[index] == 0x54 || bytes[index] == 0x74 || bytes[index] == 0x20
        else { return nil }
        index += 1
        guard let hour = digits(2), expect(0x3A), let minute = digits(2), expect(0x3A), let second = digits(2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour <= 24,
            minute <= 59, second <= 60, hour < 24 || (minute == 0 && second == 0)
        else { return nil }
        var fraction = 0.0
        if index < end, bytes[index] == 0x2E || bytes[index] == 0x2C {
            index += 1
            var scale = 0.1
            let first = index
            while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            guard index > first else { return nil }
        }
        var offset = 0
        if index < end {
            switch bytes[index] {
            case 0x5A, 0x7A:  // Z
                index += 1
            case 0x2B, 0x2D:  // + -
                let sign = bytes[index] == 0x2D ? -1 : 1
                index += 1
                guard let hours = digits(2), hours <= 23 else { return nil }
                _ = expect(0x3A)
                guard let minutes = digits(2), minutes <= 59 else { return nil }
                offset = sign * (hours * 3600 + minutes * 60)
            default:
                return nil
            }
        }
        guard index == end else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    /// "2026-03-01T08:00:00Z", or with milliseconds when the date has them.
    static func format(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, abs(interval) < 250_000_000_000 else { return "1970-01-01T00:00:00Z" }
        var whole = interval.rounded(.down)
        var milliseconds = Int(((interval - whole) * 1000).rounded())
        if milliseconds == 1000 {
            whole += 1
            milliseconds = 0
        }
        let total = Int(whole)
        let days = Int((Double(total) / 86400).rounded(.down))
        let secondsOfDay = total - days * 86400
        let (year, month, day) = civil(fromDays: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var text = "\(String(format: "%04d", year))-\(two(month))-\(two(day))T\(two(secondsOfDay / 3600)):"
            + "\(two(secondsOfDay / 60 % 60)):\(two(secondsOfDay % 60))"
        if milliseconds > 0 { text += "." + String(format: "%03d", milliseconds) }
        return text + "Z"
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of ``daysFromCivil(year:month:day:)``.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp + (mp < 10 ? 3 : -9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
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
