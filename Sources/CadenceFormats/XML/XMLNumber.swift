/// Decimal numbers in XML text ("47.0123", "-3", "1.5e2"), read from the bytes without making a
/// string: a GPX or TCX file is mostly numbers.
enum XMLNumber {
    /// Powers of ten a `Double` holds exactly.
    private static let exactPowers: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    /// The number the bytes spell, as `Double(String)` reads it, or `nil`.
    ///
    /// Up to 19 significant digits and a power of ten within ±22 are computed exactly when the
    /// digits fit in 53 bits (one correctly rounded multiply or divide, Clinger's fast path);
    /// anything else (more digits, "inf", hexadecimal) goes to the standard library's reader.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        guard count > 0 else { return nil }
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var sawDigit = false
        while index < count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            if digits < 19 {
                mantissa = mantissa * 10 + UInt64(bytes[index] - 0x30)
                if mantissa > 0 { digits += 1 }
            } else {
                return slow(bytes)
            }
            sawDigit = true
            index += 1
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if digits < 19 {
                    mantissa = mantissa * 10 + UInt64(bytes[index] - 0x30)
                    if mantissa > 0 { digits += 1 }
                    scale -= 1
                } else {
                    return slow(bytes)
                }
                sawDigit = true
                index += 1
            }
        }
        guard sawDigit else { return slow(bytes) }
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponent = 0
            let first = index
            while index < count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                guard exponent < 10_000 else { return slow(bytes) }
                exponent = exponent * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            guard index > first else { return nil }
            scale += exponentNegative ? -exponent : exponent
        }
        guard index == count else { return slow(bytes) }
        guard mantissa < (1 << 53), abs(scale) <= 22 else { return slow(bytes) }
        var value = Double(mantissa)
        value = scale < 0 ? value / exactPowers[-scale] : value * exactPowers[scale]
        return negative ? -value : value
    }

    private static func slow(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        Double(String(decoding: bytes, as: UTF8.self))
    }
}
