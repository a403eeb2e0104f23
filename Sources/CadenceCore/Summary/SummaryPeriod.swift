import Foundation

/// A calendar period a summary covers: today, yesterday, this or last week, this or last month,
/// this year. Weeks start on the calendar's first weekday, so they follow the person's locale
/// (Monday in Germany, Sunday in the United States).
public enum SummaryPeriod: String, Sendable, Hashable, Codable, CaseIterable {
    case today, yesterday, thisWeek, lastWeek, thisMonth, lastMonth, thisYear

    /// The period's interval around `now` in `calendar` (its time zone and first weekday):
    /// start inclusive, end exclusive.
    public func dateInterval(containing now: Date, calendar: Calendar) -> DateInterval {
        func interval(_ component: Calendar.Component, _ date: Date) -> DateInterval {
            calendar.dateInterval(of: component, for: date) ?? DateInterval(start: date, duration: 0)
        }
        func shifted(_ component: Calendar.Component, by value: Int) -> Date {
            calendar.date(byAdding: component, value: value, to: now) ?? now
        }
        switch self {
        case .today: return interval(.day, now)
        case .yesterday: return interval(.day, shifted(.day, by: -1))
        case .thisWeek: return interval(.weekOfYear, now)
        case .lastWeek: return interval(.weekOfYear, shifted(.weekOfYear, by: -1))
        case .thisMonth: return interval(.month, now)
        case .lastMonth: return interval(.month, shifted(.month, by: -1))
        case .thisYear: return interval(.year, now)
        }
    }
}
