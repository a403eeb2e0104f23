import Foundation

/// Reads a volume from what a person says or types: "250 ml", "250ml", "0,5 l", "half a liter",
/// "one and a half litres", "8 fl oz", "two cups", "zwei Tassen", "250毫升". The one parser of
/// volume text, for a command line's value, a follow-up answer ("How much?" — "300") and an
/// utterance that carries its amount ("I drank 250 ml of water").
///
/// Numbers are digits (a comma or a full stop before the decimals) or English and German number
/// words up to the thousands, with "a"/"an" as one, "half"/"halben" as one half and "quarter" as
/// one quarter. Units are the metric ones (ml, cl, dl, l), US fluid ounces, pints and quarts, and
/// Foundation's cup (240 ml).
package enum VolumeText {
    /// The unit words and what they measure, folded (lower case, no accents).
    private static let units: [String: UnitVolume] = {
        var table: [String: UnitVolume] = [:]
        func add(_ unit: UnitVolume, _ words: String...) { for word in words { table[word] = unit } }
        add(.milliliters, "ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres", "millilitern")
        add(.centiliters, "cl", "centiliter", "centiliters", "centilitre", "centilitres", "zentiliter")
        add(.deciliters, "dl", "deciliter", "deciliters", "decilitre", "decilitres", "deziliter")
        add(.liters, "l", "liter", "liters", "litre", "litres", "litern", "升")
        add(.fluidOunces, "floz", "oz", "ounce", "ounces", "unze", "unzen")
        add(.cups, "cup", "cups", "tasse", "tassen", "杯")
        add(.pints, "pint", "pints")
        add(.quarts, "quart", "quarts")
        return table
    }()

    private static let numberWords: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
        "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
        "ein": 1, "eine": 1, "einen": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6,
        "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "zwanzig": 20, "dreissig": 30, "vierzig": 40, "funfzig": 50,
        // Chinese digits alone ("一杯水"); compounds like 两百五十 are left to digits (250毫升).
        "一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    private static let multipliers: [String: Double] = [
        "hundred": 100, "thousand": 1000, "hundert": 100, "tausend": 1000,
    ]
    private static let halves: Set<String> = ["half", "halb", "halbe", "halben", "halber", "半"]
    private static let quarters: Set<String> = ["quarter", "quarters", "viertel"]

    /// Whether a folded word belongs to an amount: a unit ("ml", "litres", "fl"), a number word
    /// ("two", "hundred") or a half. Matching reads such words as neither the app's nor foreign.
    package static func isAmountWord(_ word: String) -> Bool {
        units[word] != nil || (numberWords[word] != nil && word != "a" && word != "an") || multipliers[word] != nil
            || halves.contains(word) || quarters.contains(word) || word == "fl" || word == "fluid"
            // The first characters of 毫升 and 公升, read character by character.
            || word == "毫" || word == "公"
    }

    /// The first volume in `text`, or nil. With a `defaultUnit`, a number on its own (the
    /// whole text is "300") is read in that unit.
    package static func volume(in text: String, defaultUnit: UnitVolume? = nil) -> Measurement<UnitVolume>? {
        let words = tokens(text)
        var index = 0
        while index < words.count {
            if let (value, next) = number(in: words, from: index) {
                if next < words.count, let (unit, after) = unit(in: words, at: next) {
                    _ = after
                    return Measurement(value: value, unit: unit)
                }
                if let defaultUnit, index == 0, next == words.count {
                    return Measurement(value: value, unit: defaultUnit)
                }
            }
            index += 1
        }
        return nil
    }

    /// A unit word at `index` ("fl oz" and "fluid ounces" are two words), and the index after it.
    private static func unit(in words: [String], at index: Int) -> (UnitVolume, Int)? {
        var at = index
        if words[at] == "of" || words[at] == "von", at + 1 < words.count { at += 1 }  // "a half of a liter"
        if words[at] == "a" || words[at] == "an", at + 1 < words.count { at += 1 }  // "half a liter"
        if words[at] == "毫", at + 1 < words.count, words[at + 1] == "升" { return (.milliliters, at + 2) }
        if words[at] == "公", at + 1 < words.count, words[at + 1] == "升" { return (.liters, at + 2) }
        if words[at] == "fl" || words[at] == "fluid", at + 1 < words.count, let unit = units[words[at + 1]],
            unit == .fluidOunces
        {
            return (unit, at + 2)
        }
        return units[words[at]].map { ($0, at + 1) }
    }

    /// A number starting at `index`: digits, number words ("two hundred fifty", "one and a
    /// half"), or "half" alone; and the index after it.
    private static func number(in words: [String], from index: Int) -> (Double, Int)? {
        let first = words[index]
        if let digits = Double(first.replacingOccurrences(of: ",", with: ".")), digits.isFinite {
            return (digits, index + 1)
        }
        if halves.contains(first) { return (0.5, index + 1) }
        if quarters.contains(first) { return (0.25, index + 1) }
        guard numberWords[first] != nil || multipliers[first] != nil else { return nil }
        var total = 0.0
        var group = 0.0
        var at = index
        while at < words.count {
            let word = words[at]
            if let value = numberWords[word] {
                // "a" only counts where a number starts ("a liter", "a hundred ml").
                if (word == "a" || word == "an"), at != index { break }
                group += value
            } else if let multiplier = multipliers[word] {
                group = max(group, 1) * multiplier
                if multiplier >= 1000 {
                    total += group
                    group = 0
                }
            } else if word == "and" || word == "und", at + 1 < words.count {
                // "one and a half", "hundred and fifty"
                let rest = Array(words[(at + 1)...].prefix(2))
                if rest.first.map(halves.contains) == true || (rest.count == 2 && halves.contains(rest[1])) {
                    group += 0.5
                    at += rest.first.map(halves.contains) == true ? 2 : 3
                    continue
                }
                if let next = words.dropFirst(at + 1).first, numberWords[next] != nil, next != "a", next != "an" {
                    at += 1
                    continue
                }
                break
            } else if halves.contains(word) {
                // "a half liter", "einen halben Liter"
                group = group == 1 ? 0.5 : group + 0.5
            } else if quarters.contains(word) {
                // "a quarter litre", "three quarters of a litre"
                group = group <= 1 ? 0.25 : group * 0.25
            } else {
                break
            }
            at += 1
        }
        let value = total + group
        return value > 0 ? (value, at) : nil
    }

    /// Folded words: letters, numbers with their decimal separator ("0,5", "1.5"), a number and
    /// a unit written together split ("250ml"), and each CJK character on its own.
    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var kind: Character = " "  // "d" digits, "w" word
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
            kind = " "
        }
        let scalars = Array(TextNormalizer.fold(text).unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            let character = Character(scalar)
            if scalar.properties.numericType != nil, scalar.isASCII {
                if kind != "d" { flush() }
                kind = "d"
                current.append(character)
            } else if (scalar == "." || scalar == ","), kind == "d", offset + 1 < scalars.count,
                scalars[offset + 1].isASCII, scalars[offset + 1].properties.numericType != nil
            {
                current.append(".")
            } else if TextNormalizer.isCJK(scalar) {
                flush()
                tokens.append(String(character))
            } else if scalar.properties.isAlphabetic {
                if kind != "w" { flush() }
                kind = "w"
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }
}
