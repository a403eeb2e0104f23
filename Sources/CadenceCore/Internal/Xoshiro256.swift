import Foundation

/// A small, fast, seeded pseudo-random generator (xoshiro256**, seeded through SplitMix64), so
/// that simulated workouts and property tests are the same for the same seed on every platform.
///
/// Reference: Blackman & Vigna, "Scrambled linear pseudorandom number generators" (prng.di.unimi.it).
package struct Xoshiro256: RandomNumberGenerator, Sendable, Hashable, Codable {
    private var s0, s1, s2, s3: UInt64

    /// Seeds all 256 bits of state from one 64-bit seed.
    package init(seed: UInt64) {
        var x = seed
        func splitMix() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix()
        s1 = splitMix()
        s2 = splitMix()
        s3 = splitMix()
    }

    package mutating func next() -> UInt64 {
        let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = (s3 << 45) | (s3 >> 19)
        return result
    }

    /// A uniformly distributed value in 0..<1 with 53 bits of precision.
    package mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A normally distributed value (Box–Muller).
    package mutating func nextGaussian(mean: Double = 0, standardDeviation: Double = 1) -> Double {
        let u1 = max(nextUnit(), .leastNonzeroMagnitude)
        let u2 = nextUnit()
        return mean + standardDeviation * (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}
