import FormValidation
import Foundation
import FuzzSupport

/// The locale-aware number parser, through the `number` rule: the first byte picks a locale, the second a range,
/// the rest is the value.
///
/// Invariants: no crash; each verdict the same when run again; a passing value's corrected form passes again,
/// unchanged; a value within a range is a number (bounds only ever refuse more); and one within a narrow range
/// is within a wider one.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzNumber(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let rules = numberRules[input.choose(below: numberRules.count)]
    let value = input.restAsText()
    let unbounded = checkInvariants(of: rules.unbounded, on: value, "number(\(rules.locale))")
    let wide = checkInvariants(of: rules.wide, on: value, "number(in: -1e6...1e6, \(rules.locale))")
    let narrow = checkInvariants(of: rules.narrow, on: value, "number(in: 0...13.5, \(rules.locale))")
    if narrow.isValid {
        invariant(wide.isValid, "\(debug(value)) is within 0...13.5 but not -1e6...1e6 (\(rules.locale))")
    }
    if wide.isValid {
        invariant(unbounded.isValid, "\(debug(value)) is within bounds but not a number (\(rules.locale))")
    }
    return 0
}

/// The rules for one locale.
private struct NumberRules: Sendable {
    let locale: String
    let unbounded: RuleSet<String>
    let wide: RuleSet<String>
    let narrow: RuleSet<String>

    init(_ identifier: String) {
        let locale = Locale(identifier: identifier)
        self.locale = identifier
        unbounded = RuleSet(.number(locale: locale), field: "Amount")
        wide = RuleSet(.number(in: -1_000_000...1_000_000, locale: locale), field: "Amount")
        narrow = RuleSet(.number(in: 0...Decimal(string: "13.5")!, locale: locale), field: "Amount")
    }
}

/// Locales with different separators, digits and signs: POSIX, German, Swiss, French (narrow no-break space),
/// Arabic (Arabic-Indic digits), Hindi (lakh grouping), Persian.
private let numberRules = ["en_US_POSIX", "de_DE", "de_CH", "fr_FR", "ar_EG", "hi_IN", "fa_IR", "en_US"].map(
    NumberRules.init)
