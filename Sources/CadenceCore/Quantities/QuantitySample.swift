import Foundation

/// One measured amount of a quantity type over a time interval, like `HKQuantitySample`.
///
/// Instantaneous measurements (a heart-rate reading) have equal start and end dates; cumulative
/// ones (the distance covered in the last second) span the interval they were measured over.
public struct QuantitySample: Sendable, Hashable, Codable {
    /// What was measured.
    public let quantityType: QuantityType
    /// How much.
    public let quantity: Quantity
    /// When the measurement began.
    public let startDate: Date
    /// When it ended (equal to ``startDate`` for an instant).
    public let endDate: Date

    /// Creates a sample, in HealthKit's argument order (`HKQuantitySample(type:quantity:start:end:)`).
    public init(type: QuantityType, quantity: Quantity, start: Date, end: Date) {
        self.quantityType = type
        self.quantity = quantity
        self.startDate = start
        self.endDate = end
    }

    /// Creates an instantaneous sample at `date`.
    public init(type: QuantityType, quantity: Quantity, date: Date) {
        self.init(type: type, quantity: quantity, start: date, end: date)
    }

    /// Creates a sample whose value is given in the type's ``QuantityType/canonicalUnit``.
    public init(type: QuantityType, canonicalValue: Double, start: Date, end: Date) {
        self.init(type: type, quantity: Quantity(canonicalValue, type.canonicalUnit), start: start, end: end)
    }

    /// The amount in the type's canonical unit (`nan` when the sample's unit does not fit the type).
    public var canonicalValue: Double {
        let unit = quantity.unit
        if unit.factorToBase == 1, unit.dimension == quantityType.canonicalDimension { return quantity.value }
        return quantity.doubleValue(for: quantityType.canonicalUnit)
    }
}
