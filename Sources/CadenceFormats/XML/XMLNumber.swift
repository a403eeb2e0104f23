/// Decimal numbers in XML text ("47.0123", "-3", "1.5e2"), read from the bytes without making a
/// string: a GPX or TCX file is mostly numbers.
enum XMLNumber {
    /// 10^power for 0...22, the powers of ten a `Double` holds exactly (a switch of constants:
    /// a static array cost a lazy-initialization check and a bounds check per number).
    @inline(__always)
    private static func exactPower(_ power: Int) -> Double {
        switch power {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
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
        // Digits read, leading zeros included (a number with more than 19 goes to the slow
        // path, where leading zeros would not have needed to).
        let integerStart = index
        index = digits(bytes, from: index, into: &mantissa)
        var digitCount = index &- integerStart
        var scale = 0
        var sawDigit = digitCount > 0
        if index < count, bytes[index] == UInt8(ascii: ".") {
            let fractionStart = index &+ 1
            index = digits(bytes, from: fractionStart, into: &mantissa)
            scale = fractionStart &- index
            digitCount &+= index &- fractionStart
            sawDigit = sawDigit || index > fractionStart
        }
        // Past 19 digits the mantissa may have wrapped: the standard library reads it.
        if digitCount > 19 { return slow(bytes) }
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
        value = scale < 0 ? value / exactPower(-scale) : value * exactPower(scale)
        return negative ? -value : value
    }

    /// Reads the decimal digits from `start` into `mantissa` (wrapping: the caller counts them)
    /// and returns where they stop.
    @inline(__always)
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into mantissa: inout UInt64) -> Int {
        var index = start
        while index < bytes.count {
            let digit = bytes[index] &- 0x30
            guard digit <= 9 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index &+= 1
        }
        return index
    }

    private static func slow(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        Double(String(decoding: bytes, as: UTF8.self))
    }
}
