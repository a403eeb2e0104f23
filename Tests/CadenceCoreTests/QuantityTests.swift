import CadenceCore
import Testing

struct QuantityTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(b))
    }

    @Test("lengths convert between metres, kilometres and miles")
    func lengths() {
        #expect(close(Quantity(5, .kilometer).doubleValue(for: .meter), 5000))
        #expect(close(Quantity(1, .mile).doubleValue(for: .meter), 1609.344))
        #expect(close(Quantity(10, .kilometer).doubleValue(for: .mile), 6.213711922373339))
    }

    @Test("energy converts between kilocalories and kilojoules at 4.184")
    func energy() {
        #expect(close(Quantity(100, .kilocalorie).doubleValue(for: .kilojoule), 418.4))
        #expect(close(Quantity(418.4, .kilojoule).doubleValue(for: .kilocalorie), 100))
    }

    @Test(
        "speed converts to pace and back",
        arguments: [
            (3.0, QuantityUnit.secondPerKilometer, 1000.0 / 3),
            (4.0, .minutePerKilometer, 1000.0 / 4 / 60),
            (4.4704, .minutePerMile, 6.0),
        ])
    func pace(speed: Double, unit: QuantityUnit, expected: Double) {
        let pace = Quantity(speed, .meterPerSecond).doubleValue(for: unit)
        #expect(close(pace, expected, 1e-6))
        #expect(close(Quantity(pace, unit).doubleValue(for: .meterPerSecond), speed, 1e-9))
    }

    @Test("zero speed is an infinite pace; frequency units share a scale")
    func edges() {
        #expect(Quantity(0, .meterPerSecond).doubleValue(for: .secondPerKilometer) == .infinity)
        #expect(Quantity(90, .revolutionsPerMinute).doubleValue(for: .countPerMinute) == 90)
        #expect(Quantity(150, .beatsPerMinute).doubleValue(for: .countPerSecond) == 2.5)
        #expect(close(Quantity(36, .kilometerPerHour).doubleValue(for: .meterPerSecond), 10))
        #expect(Quantity(1, .watt).doubleValue(for: .kilowatt) == 0.001)
    }

    @Test("incompatible units give nan, and converted(to:) throws a clear error")
    func incompatible() {
        #expect(Quantity(1, .meter).doubleValue(for: .kilocalorie).isNaN)
        #expect(!Quantity(1, .meter).is(compatibleWith: .watt))
        do {
            _ = try Quantity(1, .meter).converted(to: .kilocalorie)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "cannot convert quantity: m (length) is not compatible with kcal (energy)")
        }
    }

    @Test("units are found by symbol")
    func symbols() {
        #expect(QuantityUnit(symbol: "mi") == .mile)
        #expect(QuantityUnit(symbol: "min/km") == .minutePerKilometer)
        #expect(QuantityUnit(symbol: "furlong") == nil)
    }

    @Test("each quantity type has its aggregation style and canonical unit")
    func types() {
        #expect(QuantityType.heartRate.aggregationStyle == .discreteArithmetic)
        #expect(QuantityType.heartRate.canonicalUnit == .countPerMinute)
        #expect(QuantityType.activeEnergyBurned.aggregationStyle == .cumulative)
        #expect(QuantityType.distanceCycling.canonicalUnit == .meter)
        #expect(QuantityType.dietaryWater.aggregationStyle == .cumulative)
        #expect(QuantityType.heartRate.identifier == "HKQuantityTypeIdentifierHeartRate")
        #expect(QuantityType.distanceType(for: .cycling) == .distanceCycling)
    }
}
