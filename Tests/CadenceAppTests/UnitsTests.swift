import CadenceCore
import Foundation
import Testing

@testable import CadenceApp

/// Metric and imperial text against known conversions (1 mi = 1609.344 m, 1 yd = 0.9144 m).
@Suite("Units")
struct UnitsTests {
    func imperial<T>(_ body: () -> T) -> T { Formatting.$units.withValue(.imperial) { body() } }

    @Test("distances: km and m, or mi and ft")
    func distances() {
        #expect(Formatting.distance(1609.344) == "1.61 km")
        #expect(imperial { Formatting.distance(1609.344) } == "1.00 mi")
        #expect(imperial { Formatting.distance(42_195) } == "26.22 mi")
        #expect(imperial { Formatting.distance(100) } == "328 ft")
        #expect(imperial { Formatting.spokenDistance(5000) } == "3.11 miles")
        #expect(imperial { Formatting.height(30) } == "98 ft")
    }

    @Test("paces and speeds: /km → /mi, /100 m → /100 yd, /500 m stays, km/h → mph")
    func rates() {
        // 5:00 /km is 3.333 m/s: 1609.344 / 3.333 = 482.8 s = 8:02 /mi.
        #expect(Formatting.rate(.pace(per: 1000), metersPerSecond: 1000 / 300.0) == "5:00 /km")
        #expect(imperial { Formatting.rate(.pace(per: 1000), metersPerSecond: 1000 / 300.0) } == "8:02 /mi")
        // 1 m/s: 100 yd = 91.44 m in 1:31.
        #expect(imperial { Formatting.rate(.pace(per: 100), metersPerSecond: 1) } == "1:31 /100 yd")
        #expect(imperial { Formatting.rate(.pace(per: 500), metersPerSecond: 4) } == "2:05 /500 m")
        // 10 m/s = 36 km/h = 22.37 mph.
        #expect(imperial { Formatting.rate(.speed, metersPerSecond: 10) } == "22.4 mph")
        #expect(imperial { Formatting.spokenRate(.speed, metersPerSecond: 10) } == "22 miles per hour")
        #expect(imperial { Formatting.spokenRate(.pace(per: 1000), metersPerSecond: 1000 / 300.0) } == "8:03 per mile")
    }

    @Test("metric or imperial, by name")
    func names() {
        #expect(MeasurementSystem(text: "Imperial") == .imperial && MeasurementSystem(text: " metric ") == .metric)
        #expect(MeasurementSystem(text: "furlongs") == nil)
        #expect(MeasurementSystem.imperial.splitUnit == .mile)
    }
}
