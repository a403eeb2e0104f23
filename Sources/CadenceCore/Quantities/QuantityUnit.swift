import Synchronization

/// A unit of measure for a ``Quantity``, like HealthKit's `HKUnit`.
///
/// Units of the same dimension convert by a factor (`m` ⇄ `km` ⇄ `mi`, `kcal` ⇄ `kJ`).
/// Speed and pace are reciprocal dimensions that also convert into each other
/// (`m/s` ⇄ `s/km`), which is what a runner's watch does when it shows "5:00 /km".
///
/// ```swift
/// let pace = Quantity(3.0, .meterPerSecond).doubleValue(for: .secondPerKilometer) // 333.3…
/// ```
public struct QuantityUnit: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The physical dimension a unit measures; only units of one dimension (or speed and pace)
    /// convert into each other.
    public enum Dimension: String, Sendable, Hashable, Codable, CaseIterable {
        case length, energy, frequency, power, speed, pace, count, volume, time
    }

    /// The symbol, interned: a unit is plain data (no reference to count when a sample is
    /// copied, which is most of what aggregating a sample costs).
    private let symbolID: UInt32
    /// What the unit measures.
    public let dimension: Dimension
    /// How many of the dimension's base unit one of this unit is (base units: metre, kilocalorie,
    /// count per minute, watt, metre per second, second per metre, count, millilitre, second).
    public let factorToBase: Double

    /// The unit's symbol as printed (`"km"`, `"kcal"`, `"count/min"`, `"s/km"`).
    public var symbol: String { UnitSymbols.shared.symbol(symbolID) }

    /// Creates a unit from its symbol, dimension and factor to the dimension's base unit.
    public init(symbol: String, dimension: Dimension, factorToBase: Double) {
        self.symbolID = UnitSymbols.shared.id(for: symbol)
        self.dimension = dimension
        self.factorToBase = factorToBase
    }

    private enum CodingKeys: String, CodingKey { case symbol, dimension, factorToBase }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            symbol: try c.decode(String.self, forKey: .symbol), dimension: try c.decode(Dimension.self, forKey: .dimension),
            factorToBase: try c.decode(Double.self, forKey: .factorToBase))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(symbol, forKey: .symbol)
        try c.encode(dimension, forKey: .dimension)
        try c.encode(factorToBase, forKey: .factorToBase)
    }

    public var description: String { symbol }

    /// Whether a value in this unit can be expressed in `other`.
    public func isCompatible(with other: QuantityUnit) -> Bool {
        dimension == other.dimension || Set([dimension, other.dimension]) == [.speed, .pace]
    }

    /// Looks a unit up by its symbol (`"mi"`, `"kJ"`, `"min/km"`), as a command line would.
    public init?(symbol: String) {
        guard let unit = Self.all.first(where: { $0.symbol == symbol }) else { return nil }
        self = unit
    }

    // MARK: Length (base: metre)
    public static let meter = QuantityUnit(symbol: "m", dimension: .length, factorToBase: 1)
    public static let centimeter = QuantityUnit(symbol: "cm", dimension: .length, factorToBase: 0.01)
    public static let kilometer = QuantityUnit(symbol: "km", dimension: .length, factorToBase: 1000)
    /// The international mile, 1,609.344 m.
    public static let mile = QuantityUnit(symbol: "mi", dimension: .length, factorToBase: 1609.344)
    public static let yard = QuantityUnit(symbol: "yd", dimension: .length, factorToBase: 0.9144)
    public static let foot = QuantityUnit(symbol: "ft", dimension: .length, factorToBase: 0.3048)

    // MARK: Energy (base: kilocalorie)
    public static let kilocalorie = QuantityUnit(symbol: "kcal", dimension: .energy, factorToBase: 1)
    /// The kilojoule: 1 kcal = 4.184 kJ (the thermochemical calorie HealthKit uses).
    public static let kilojoule = QuantityUnit(symbol: "kJ", dimension: .energy, factorToBase: 1 / 4.184)
    public static let joule = QuantityUnit(symbol: "J", dimension: .energy, factorToBase: 1 / 4184)

    // MARK: Frequency (base: count per minute)
    /// Counts per minute: heart beats, steps or crank revolutions (`count/min` in HealthKit).
    public static let countPerMinute = QuantityUnit(symbol: "count/min", dimension: .frequency, factorToBase: 1)
    /// Heart beats per minute, the same dimension and scale as ``countPerMinute``.
    public static let beatsPerMinute = QuantityUnit(symbol: "bpm", dimension: .frequency, factorToBase: 1)
    /// Revolutions per minute (cycling cadence), the same scale as ``countPerMinute``.
    public static let revolutionsPerMinute = QuantityUnit(symbol: "rpm", dimension: .frequency, factorToBase: 1)
    public static let countPerSecond = QuantityUnit(symbol: "count/s", dimension: .frequency, factorToBase: 60)

    // MARK: Power (base: watt)
    public static let watt = QuantityUnit(symbol: "W", dimension: .power, factorToBase: 1)
    public static let kilowatt = QuantityUnit(symbol: "kW", dimension: .power, factorToBase: 1000)

    // MARK: Speed (base: metre per second)
    public static let meterPerSecond = QuantityUnit(symbol: "m/s", dimension: .speed, factorToBase: 1)
    public static let kilometerPerHour = QuantityUnit(symbol: "km/h", dimension: .speed, factorToBase: 1000 / 3600)
    public static let milePerHour = QuantityUnit(symbol: "mph", dimension: .speed, factorToBase: 1609.344 / 3600)

    // MARK: Pace (base: second per metre)
    public static let secondPerKilometer = QuantityUnit(symbol: "s/km", dimension: .pace, factorToBase: 1 / 1000)
    public static let minutePerKilometer = QuantityUnit(symbol: "min/km", dimension: .pace, factorToBase: 60 / 1000)
    public static let secondPerMile = QuantityUnit(symbol: "s/mi", dimension: .pace, factorToBase: 1 / 1609.344)
    public static let minutePerMile = QuantityUnit(symbol: "min/mi", dimension: .pace, factorToBase: 60 / 1609.344)

    // MARK: Count, volume, time
    public static let count = QuantityUnit(symbol: "count", dimension: .count, factorToBase: 1)
    public static let milliliter = QuantityUnit(symbol: "mL", dimension: .volume, factorToBase: 1)
    public static let liter = QuantityUnit(symbol: "L", dimension: .volume, factorToBase: 1000)
    /// The US customary fluid ounce, 29.5735 mL.
    public static let fluidOunceUS = QuantityUnit(symbol: "fl_oz_us", dimension: .volume, factorToBase: 29.5735295625)
    public static let second = QuantityUnit(symbol: "s", dimension: .time, factorToBase: 1)
    public static let minute = QuantityUnit(symbol: "min", dimension: .time, factorToBase: 60)
    public static let hour = QuantityUnit(symbol: "h", dimension: .time, factorToBase: 3600)

    /// Every predefined unit, for lookup by symbol.
    public static let all: [QuantityUnit] = [
        .meter, .centimeter, .kilometer, .mile, .yard, .foot,
        .kilocalorie, .kilojoule, .joule,
        .countPerMinute, .beatsPerMinute, .revolutionsPerMinute, .countPerSecond,
        .watt, .kilowatt,
        .meterPerSecond, .kilometerPerHour, .milePerHour,
        .secondPerKilometer, .minutePerKilometer, .secondPerMile, .minutePerMile,
        .count, .milliliter, .liter, .fluidOunceUS, .second, .minute, .hour,
    ]
}

/// Unit symbols by number, so a ``QuantityUnit`` holds a number instead of a string. Symbols are
/// added once (units are made once, as statics or when a file names one) and never removed.
final class UnitSymbols: Sendable {
    static let shared = UnitSymbols()

    private struct Table {
        var symbols: [String] = []
        var ids: [String: UInt32] = [:]
    }

    private let table = Mutex(Table())

    func id(for symbol: String) -> UInt32 {
        table.withLock { table in
            if let id = table.ids[symbol] { return id }
            let id = UInt32(truncatingIfNeeded: table.symbols.count)
            table.symbols.append(symbol)
            table.ids[symbol] = id
            return id
        }
    }

    func symbol(_ id: UInt32) -> String {
        table.withLock { table in Int(id) < table.symbols.count ? table.symbols[Int(id)] : "" }
    }
}
