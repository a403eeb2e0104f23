import CadenceCore

/// A seeded random number generator for property tests: the same seed gives the same stream on
/// every platform, so a failing test names the seed that reproduces it.
///
/// ```swift
/// @Test(arguments: [1, 2, 3] as [UInt64])
/// func statisticsMatchBruteForce(seed: UInt64) {
///     var rng = SeededRandomNumberGenerator(seed: seed)
///     let value = Double.random(in: 60...190, using: &rng)
/// }
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var generator: Xoshiro256

    /// Creates a generator from a seed.
    public init(seed: UInt64) {
        generator = Xoshiro256(seed: seed)
    }

    public mutating func next() -> UInt64 { generator.next() }
}
