/// An amount in a unit, like HealthKit's `HKQuantity`.
///
/// ```swift
/// let distance = Quantity(unit: .kilometer, doubleValue: 5)
/// distance.doubleValue(for: .mile)        // 3.106…
/// Quantity(4.0, .meterPerSecond).doubleValue(for: .minutePerKilometer)  // 4.1666…
/// ```
public struct Quantity: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The unit the amount was given in.
    public let unit: QuantityUnit
    /// The amount, in ``unit``.
    public let value: Double

    /// Creates a quantity, in HealthKit's argument order.
    public init(unit: QuantityUnit, doubleValue: Double) {
        self.unit = unit
        self.value = doubleValue
    }

    /// Creates a quantity: `Quantity(5, .kilometer)`.
    public init(_ value: Double, _ unit: QuantityUnit) {
        self.init(unit: unit, doubleValue: value)
    }

    /// Whether this quantity can be expressed in `unit` (HealthKit's `is(compatibleWith:)`).
    public func `is`(compatibleWith unit: QuantityUnit) -> Bool {
        self.unit.isCompatible(with: unit)
    }

    /// The amount expressed in `unit`, or `nan` when the units measure different things.
    ///
    /// Speed and pace convert reciprocally; a speed of zero is an infinite pace and the other
    /// way round, as a stopwatch would show it.
    public func doubleValue(for unit: QuantityUnit) -> Double {
        guard self.unit.isCompatible(with: unit) else { return .nan }
        let base = value * self.unit.factorToBase
        if self.unit.dimension == unit.dimension { return base / unit.factorToBase }
        // Speed (m/s) ⇄ pace (s/m): the base values are reciprocals.
        let reciprocal = base == 0 ? Double.infinity : 1 / base
        return reciprocal / unit.factorToBase
    }

    /// The same amount in `unit`.
    ///
    /// - Throws: ``QuantityError/incompatibleUnits(from:to:)`` when the units measure different
    ///   things.
    public func converted(to unit: QuantityUnit) throws(QuantityError) -> Quantity {
        guard self.unit.isCompatible(with: unit) else {
            throw .incompatibleUnits(from: self.unit, to: unit)
        }
        return Quantity(doubleValue(for: unit), unit)
    }

    public var description: String { "\(value) \(unit.symbol)" }
}

/// Why a quantity could not be converted.
public enum QuantityError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The units measure different dimensions (a length cannot be expressed in kilocalories).
    case incompatibleUnits(from: QuantityUnit, to: QuantityUnit)

    public var description: String {
        switch self {
        case .incompatibleUnits(let from, let to):
            "cannot convert quantity: \(from.symbol) (\(from.dimension.rawValue)) is not compatible with \(to.symbol) (\(to.dimension.rawValue))"
        }
    }
}
