import CadenceTestSupport
import Testing

struct ManualClockTests {
    @Test("a sleeper wakes only when the clock is advanced past its deadline")
    func sleepAndAdvance() async throws {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(for: .seconds(3)) }
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(2))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        try await task.value
        #expect(clock.sleeperCount == 0)
        #expect(clock.now.offset == .seconds(3))
    }

    @Test("a cancelled sleeper throws CancellationError and leaves the clock")
    func cancellation() async {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(for: .seconds(10)) }
        await clock.waitForSleepers(count: 1)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }
}
