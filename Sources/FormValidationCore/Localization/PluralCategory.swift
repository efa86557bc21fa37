/// The CLDR plural category of a number in a language: which form of a word goes with it ("1 character",
/// "2 characters").
///
/// The rules are the Unicode CLDR's cardinal rules for every CLDR locale, generated into
/// `Generated/PluralRules.swift` by `scripts/world-data/cldr-locales.py`; a locale without rules of its own
/// follows its language's, and a language the CLDR does not know follows English's.
package enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `number` (its plain spelling: `-3`, `1.50`) in `language` (`en`, `pt-PT`, `fr`, …).
    package static func of(_ number: String, language: String) -> PluralCategory {
        category(ruleSet: ruleSet(for: language), PluralOperands(number))
    }

    /// The category of `number` under the rule set `ruleSet` (``ruleSet(for:)``).
    package static func of(_ number: String, ruleSet: UInt8) -> PluralCategory {
        category(ruleSet: ruleSet, PluralOperands(number))
    }

    /// The rule set of `locale` (a language tag): its own, else that of the first locale it falls back to
    /// (``LocaleMatching/fallbacks(of:)``), else its language's whatever the script (`sr-Latn` counts as `sr`);
    /// English's for a language the CLDR has no rules for.
    package static func ruleSet(for locale: String) -> UInt8 {
        let fallbacks = LocaleMatching.fallbacks(of: locale)
        for tag in fallbacks {
            if let set = ruleSets[tag] { return set }
        }
        if let language = fallbacks.last?.split(separator: "-").first, let set = ruleSets[String(language)] {
            return set
        }
        return ruleSets["en"] ?? 0
    }
}

/// CLDR's plural operands of a number written in plain notation (UTS #35, part 3, section 5.1).
struct PluralOperands {
    /// n: the absolute value.
    var n: Double = 0
    /// i: the integer digits, saturated at `UInt64.max` for huge numbers.
    var i: UInt64 = 0
    /// v: the number of visible fraction digits ("1.50" has two).
    var v = 0
    /// w: the number of visible fraction digits without trailing zeros.
    var w = 0
    /// f: the visible fraction digits as a number (50 for "1.50"), saturated.
    var f: UInt64 = 0
    /// t: the visible fraction digits without trailing zeros as a number (5 for "1.50").
    var t: UInt64 = 0
    /// e: the exponent of compact decimal notation, which messages never use.
    var e = 0

    /// Whether the value is a whole number: an `n in …` range matches only those.
    var isInteger: Bool { t == 0 }

    init(_ spelling: String) {
        var inFraction = false
        for byte in spelling.utf8 {
            switch byte {
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = UInt64(byte - UInt8(ascii: "0"))
                if inFraction {
                    v += 1
                    f = Self.appending(digit, to: f)
                    if digit != 0 { w = v }
                } else {
                    i = Self.appending(digit, to: i)
                }
            default: continue
            }
        }
        t = f
        for _ in w..<v { t /= 10 }
        var fraction = Double(f)
        for _ in 0..<v { fraction /= 10 }
        n = Double(i) + fraction
    }

    /// `value` with `digit` written after it, saturated at `UInt64.max`.
    private static func appending(_ digit: UInt64, to value: UInt64) -> UInt64 {
        let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times.addingReportingOverflow(digit)
        return overflow1 || overflow2 ? .max : sum
    }
}
