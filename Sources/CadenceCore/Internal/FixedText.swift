import Foundation

/// Times and dates in the fixed formats every door and the report print (no locale surprises in
/// JSON, tests or a mailed report): "1:02:03", "23:10", "2026-03-01", "2026-03-01 08:00".
package enum FixedText {
    /// "1:02:03" or "23:10"; negative times read as 0, and absurd ones saturate.
    package static func clock(_ seconds: TimeInterval) -> String {
        let total = Int(saturating: max(0, seconds).rounded(.down))
        let (h, m, s) = (total / 3600, (total % 3600) / 60, total % 60)
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }

    /// "2026-03-01 08:00" in `calendar`'s time zone.
    package static func dateTime(_ date: Date, calendar: Calendar) -> String {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
    }

    /// "2026-03-01" in `calendar`'s time zone.
    package static func day(_ date: Date, calendar: Calendar) -> String {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
    }
}
