import CadenceCore
import CadenceSensors
import Foundation
import Synchronization
import Testing

/// The gpsd source's rules, fed by hand (no daemon): the feed's clock is a number the test sets.
@Suite("The gpsd data source")
struct GPSDDataSourceTests {
    final class Uptime: Sendable {
        let value = Mutex(1000.0)
        func advance(_ seconds: Double) { value.withLock { $0 += seconds } }
        var now: Double { value.withLock { $0 } }
    }

    static let start = Date(timeIntervalSince1970: 1_780_000_000)
    static let ride = WorkoutConfiguration(activityType: .cycling, locationType: .outdoor)
    static let lat0 = 47.3769
    static let lon0 = 8.5417
    /// Metres per degree of latitude (the haversine's sphere).
    static let metersPerDegree = 6_371_008.8 * Double.pi / 180

    static func fix(north meters: Double, second: Int, mode: Int = 3, eph: Double? = 5, speed: Double? = 8)
        -> GPSDReport
    {
        GPSDReport(
            class: "TPV", mode: mode, time: String(format: "2026-12-01T12:%02d:%02d.000Z", second / 60, second % 60),
            lat: lat0 + meters / metersPerDegree, lon: lon0, altMSL: 400 + meters / 100, speed: speed, track: 0, eph: eph)
    }

    /// A source on a hand-fed feed, started at `start` (the feed's thread is never started: no
    /// gpsd is asked; `start(at:)` would start it, so the test starts a feed on a closed port).
    static func source(speed: Double = 1) -> (GPSDDataSource, GPSDFeed, Uptime) {
        let uptime = Uptime()
        let feed = GPSDFeed(endpoint: GPSDEndpoint(host: "127.0.0.1", port: 9), uptime: { uptime.now })
        var source = GPSDDataSource(configuration: ride, feed: feed, speed: speed)
        source.start(at: start)
        return (source, feed, uptime)
    }

    @Test("each fix gives a position, the distance from the one before, and gpsd's speed; dates are the host's")
    func fixesBecomeSamples() {
        var (source, feed, uptime) = Self.source()
        defer { feed.stop() }
        for second in 1...10 {
            uptime.advance(1)
            feed.receive(Self.fix(north: Double(second) * 8, second: second), at: uptime.now)
        }
        let batch = source.samples(through: Self.start.addingTimeInterval(10))
        #expect(batch.locations.count == 10)
        let distance = batch.samples.filter { $0.quantityType == .distanceCycling }.reduce(0) { $0 + $1.canonicalValue }
        #expect(abs(distance - 72) < 0.05, "nine gaps of 8 m: \(distance)")
        #expect(batch.samples.filter { $0.quantityType == .cyclingSpeed }.allSatisfy { $0.canonicalValue == 8 })
        // Arrival one second apart on the feed's clock: one second apart on the host's.
        let times = batch.locations.map { $0.timestamp.timeIntervalSince(Self.start) }
        #expect(times.first.map { abs($0 - 1) < 0.01 } == true && times.last.map { abs($0 - 10) < 0.01 } == true)
        #expect(source.condition?.contains("127.0.0.1:9") == true, "\(String(describing: source.condition))")
    }

    @Test("at --speed 10 a second of arrivals is ten seconds of workout")
    func speedScalesArrivals() {
        var (source, feed, uptime) = Self.source(speed: 10)
        defer { feed.stop() }
        for second in 1...5 {
            uptime.advance(0.1)
            feed.receive(Self.fix(north: Double(second) * 8, second: second), at: uptime.now)
        }
        let batch = source.samples(through: Self.start.addingTimeInterval(5))
        let times = batch.locations.map { ($0.timestamp.timeIntervalSince(Self.start) * 100).rounded() / 100 }
        #expect(times == [1, 2, 3, 4, 5])
    }

    @Test("no 2D/3D fix, or a fix worse than 50 m, gives nothing and is counted")
    func noFix() {
        var (source, feed, uptime) = Self.source()
        defer { feed.stop() }
        uptime.advance(1)
        feed.receive(Self.fix(north: 0, second: 1), at: uptime.now)
        uptime.advance(1)
        feed.receive(GPSDReport(class: "TPV", mode: 1, time: "2026-12-01T12:00:02.000Z"), at: uptime.now)
        uptime.advance(1)
        feed.receive(Self.fix(north: 16, second: 3, eph: 80), at: uptime.now)
        uptime.advance(1)
        feed.receive(Self.fix(north: 24, second: 4), at: uptime.now)
        let batch = source.samples(through: Self.start.addingTimeInterval(4))
        #expect(batch.locations.count == 2)
        #expect(source.reportsWithoutFix == 2)
        let distance = batch.samples.filter { $0.quantityType == .distanceCycling }.reduce(0) { $0 + $1.canonicalValue }
        #expect(abs(distance - 24) < 0.05, "from the first fix to the next good one: \(distance)")
    }

    @Test("a 5 km jump is dropped and counted; the track goes on from the fix before it")
    func jump() {
        var (source, feed, uptime) = Self.source()
        defer { feed.stop() }
        for second in 1...6 {
            uptime.advance(1)
            let meters = second == 4 ? 5000 : Double(second) * 8
            feed.receive(Self.fix(north: meters, second: second), at: uptime.now)
        }
        let batch = source.samples(through: Self.start.addingTimeInterval(6))
        #expect(source.droppedJumps == 1)
        #expect(batch.locations.count == 5)
        let distance = batch.samples.filter { $0.quantityType == .distanceCycling }.reduce(0) { $0 + $1.canonicalValue }
        #expect(abs(distance - 40) < 0.05, "\(distance)")
        #expect(source.condition?.hasSuffix(", 1 jump dropped") == true)
    }

    @Test("three jumps that agree with each other move the track there, without the distance between")
    func relocation() {
        var (source, feed, uptime) = Self.source()
        defer { feed.stop() }
        for second in 1...8 {
            uptime.advance(1)
            let meters = second <= 3 ? Double(second) * 8 : 10_000 + Double(second) * 8
            feed.receive(Self.fix(north: meters, second: second), at: uptime.now)
        }
        let batch = source.samples(through: Self.start.addingTimeInterval(8))
        #expect(source.droppedJumps == 3)
        let distance = batch.samples.filter { $0.quantityType == .distanceCycling }.reduce(0) { $0 + $1.canonicalValue }
        // 2 gaps before the jump, 2 after the third agreeing fix was taken.
        #expect(abs(distance - 32) < 0.05, "\(distance)")
    }

    @Test("while paused fixes are dropped, and the distance across the pause is not counted")
    func pause() {
        var (source, feed, uptime) = Self.source()
        defer { feed.stop() }
        for second in 1...3 {
            uptime.advance(1)
            feed.receive(Self.fix(north: Double(second) * 8, second: second), at: uptime.now)
        }
        source.pause(at: Self.start.addingTimeInterval(3))
        for second in 4...6 {
            uptime.advance(1)
            feed.receive(Self.fix(north: Double(second) * 8, second: second), at: uptime.now)
        }
        source.resume(at: Self.start.addingTimeInterval(6))
        for second in 7...8 {
            uptime.advance(1)
            feed.receive(Self.fix(north: Double(second) * 8, second: second), at: uptime.now)
        }
        let batch = source.samples(through: Self.start.addingTimeInterval(8))
        #expect(batch.locations.count == 2, "after the resume")
        let distance = batch.samples.filter { $0.quantityType == .distanceCycling }.reduce(0) { $0 + $1.canonicalValue }
        #expect(abs(distance - 8) < 0.05, "only 7 → 8: \(distance)")
    }

    @Test("gpsd's reports of one cycle (one per NMEA sentence) make one fix")
    func oneFixPerCycle() {
        var (source, feed, uptime) = Self.source()
        defer { feed.stop() }
        uptime.advance(1)
        feed.receive(
            GPSDReport(class: "TPV", mode: 3, time: "2026-12-01T12:00:01.000Z", lat: Self.lat0, lon: Self.lon0, speed: 8),
            at: uptime.now)
        feed.receive(
            GPSDReport(class: "TPV", mode: 3, time: "2026-12-01T12:00:01.000Z", lat: Self.lat0, lon: Self.lon0, altMSL: 412),
            at: uptime.now)
        feed.receive(GPSDReport(class: "SKY"), at: uptime.now)
        let batch = source.samples(through: Self.start.addingTimeInterval(1))
        #expect(batch.locations.count == 1)
        #expect(batch.locations.first?.altitude == 412 && batch.locations.first?.speed == 8)
    }

    @Test("fixes without a receiver time that arrive together are not taken for jumps")
    func untimedBurst() {
        var (source, feed, uptime) = Self.source()
        defer { feed.stop() }
        uptime.advance(1)
        for second in 1...3 {
            feed.receive(
                GPSDReport(class: "TPV", mode: 3, lat: Self.lat0 + Double(second) * 8 / Self.metersPerDegree, lon: Self.lon0),
                at: uptime.now)
        }
        let batch = source.samples(through: Self.start.addingTimeInterval(1))
        #expect(source.droppedJumps == 0 && batch.locations.count == 3)
    }

    @Test("gpsd's JSON lines are read; other lines are not reports")
    func parsing() {
        let line = """
            {"class":"TPV","device":"/dev/pts/1","mode":3,"time":"2026-12-01T12:00:19.000Z","ept":0.005,\
            "lat":47.377583333,"lon":8.5417,"altHAE":448.9,"altMSL":401.9,"alt":401.9,"epx":6.4,"epy":8.1,\
            "track":0.0,"speed":4.002,"eph":17.1}
            """
        let report = GPSDReport.parse(line)
        #expect(report?.hasFix == true && report?.altitude == 401.9 && report?.horizontalError == 17.1)
        #expect(GPSDReport.parse("not json") == nil)
        #expect(GPSDReport.parse(#"{"class":"TPV","mode":3,"lat":91,"lon":0}"#)?.hasFix == false)
        #expect(GPSDReport.parse(#"{"class":"TPV","mode":"three"}"#) == nil, "a wrong type is not a report")
    }

    @Test("endpoints: HOST, HOST:PORT, :PORT, [v6]:PORT; a bad port says so")
    func endpoints() throws {
        #expect(try GPSDEndpoint.parse("example.org").get() == GPSDEndpoint(host: "example.org", port: 2947))
        #expect(try GPSDEndpoint.parse("10.0.0.2:3000").get() == GPSDEndpoint(host: "10.0.0.2", port: 3000))
        #expect(try GPSDEndpoint.parse(":3000").get() == GPSDEndpoint(host: "127.0.0.1", port: 3000))
        #expect(try GPSDEndpoint.parse("[::1]:3000").get() == GPSDEndpoint(host: "::1", port: 3000))
        #expect(throws: GPSDEndpoint.EndpointError.self) { try GPSDEndpoint.parse("host:99999").get() }
    }
}
