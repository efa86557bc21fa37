/// The CLDR plural category of a number in a language: which form of a word goes with it ("1 character",
/// "2 characters").
///
/// The rules are those of the Unicode CLDR (version 46, `plurals.xml`, cardinal rules) for the languages the
/// library speaks; a language without rules here follows English's.
package enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `number` (its plain spelling: `-3`, `1.50`) in `language` (`en`, `pt`, `fr`, …).
    ///
    /// The operands are CLDR's: *n* the absolute value, *i* its integer digits, *v* the number of visible
    /// fraction digits ("1.50" has two), and *e* the exponent of compact notation (always 0 here).
    package static func of(_ number: String, language: String) -> PluralCategory {
        let operands = PluralOperands(number)
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id":
            return .other
        case "fr":
            // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
            if operands.i == 0 || operands.i == 1 { return .one }
            return operands.isMillionMultiple ? .many : .other
        case "pt":
            // Brazilian Portuguese (CLDR's "pt"): one: i = 0..1; many: as French.
            if operands.i == 0 || operands.i == 1 { return .one }
            return operands.isMillionMultiple ? .many : .other
        case "es":
            // one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
            if operands.isExactlyOne { return .one }
            return operands.isMillionMultiple ? .many : .other
        default:
            // English and German: one: i = 1 and v = 0.
            return operands.i == 1 && operands.v == 0 ? .one : .other
        }
    }
}

/// CLDR's plural operands of a number written in plain notation.
private struct PluralOperands {
    /// The integer digits, saturated at `UInt64.max` for huge numbers.
    package var i: UInt64 = 0
    /// The number of visible fraction digits.
    package var v = 0
    /// Whether every visible fraction digit is 0.
    package var fractionIsZero = true

    package init(_ spelling: String) {
        var inFraction = false
        for byte in spelling.utf8 {
            switch byte {
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = UInt64(byte - UInt8(ascii: "0"))
                if inFraction {
                    v += 1
                    if digit != 0 { fractionIsZero = false }
                } else {
                    let (times, overflow1) = i.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times.addingReportingOverflow(digit)
                    i = overflow1 || overflow2 ? .max : sum
                }
            default: continue
            }
        }
    }

    /// n = 1: the value is one, whatever fraction digits are written ("1.0" too).
    package var isExactlyOne: Bool { i == 1 && fractionIsZero }

    /// e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
    package var isMillionMultiple: Bool { i != 0 && i % 1_000_000 == 0 && v == 0 }
}
