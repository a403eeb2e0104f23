import Foundation

/// A value SQLite stores: null, integer, real, text or blob.
public enum DatabaseValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}

/// A Swift value that binds to a statement parameter.
public protocol DatabaseValueConvertible: Sendable {
    /// The value as SQLite stores it.
    var databaseValue: DatabaseValue { get }
}

extension Int: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
}
extension Int64: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self) }
}
extension Double: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .real(self) }
}
extension String: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .text(self) }
}
extension Data: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .blob(self) }
}
extension Bool: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
}
extension Date: DatabaseValueConvertible {
    /// Dates are stored as a REAL of seconds since Foundation's reference date (2001-01-01 UTC):
    /// ranges compare numerically, and a `Date` round-trips bit for bit (converting to seconds
    /// since 1970 and back can change the last bit, which would make a recovered session differ
    /// from the live one).
    public var databaseValue: DatabaseValue { .real(timeIntervalSinceReferenceDate) }
}
extension DatabaseValue: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self }
}
extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
}
