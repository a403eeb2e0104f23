/// Checked conversions of outside numbers to integers: a value from a file, the database or a
/// sensor may be huge, infinite or NaN, and Swift's `Int(_: Double)` stops the program on those.
/// These clamp to the type's range instead (NaN becomes zero), so no stored or imported value can
/// crash a command. Every conversion of such a number to an integer goes through them.
extension BinaryInteger where Self: FixedWidthInteger {
    /// The value rounded toward zero and clamped to the type's range; NaN is zero.
    @inlinable
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value <= Double(Self.min) {
            self = Self.min
        } else if value >= Double(Self.max) {
            // Double(Self.max) may round up past max (Int64.max → 2^63), so compare with >=.
            self = Self.max
        } else {
            self = Self(value)
        }
    }
}
