import FormValidation
import Foundation

/// A rule's positional arguments and options, with readers that report bad values as usage errors.
///
/// By the time a factory sees it, the number of positional arguments matches the rule's ``RuleCommand/argumentNames``
/// and every option given is one the rule accepts.
struct RuleArguments {
    /// The locale `range` uses when `--locale` is not given.
    static let defaultLocaleIdentifier = "en_US_POSIX"

    let rule: RuleCommand
    let positionals: [String]
    let values: [CommandLineOption: String]

    /// The positional argument at `index`, as given.
    subscript(index: Int) -> String { positionals[index] }

    /// The value of `option`, if it was given.
    subscript(option: CommandLineOption) -> String? { values[option] }

    /// Reads the argument at `index` as a non-negative integer written in ASCII digits (`0`, `8`, `007`).
    ///
    /// - Throws: ``UsageError`` for anything else: a sign, spaces, a fraction, or a number too large for `Int`.
    func nonNegativeInteger(at index: Int) throws(UsageError) -> Int {
        let text = positionals[index]
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text) else {
            throw error("\(rule.argumentNames[index]) must be a non-negative integer, got \(UsageError.quoted(text))")
        }
        return value
    }

    /// Reads the argument at `index` as a decimal number in POSIX notation: an optional `+` or `-`, ASCII digits,
    /// and optionally a `.` and more digits (`3`, `-3`, `1.5`, `.5`). No grouping, no exponent.
    ///
    /// - Throws: ``UsageError`` for anything else.
    func decimal(at index: Int) throws(UsageError) -> Decimal {
        let text = positionals[index]
        guard Self.isPOSIXDecimal(text), let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        else {
            let name = rule.argumentNames[index]
            throw error("\(name) must be a number such as 1.5 or -3, got \(UsageError.quoted(text))")
        }
        return value
    }

    /// Checks that the bound at `lowerIndex` does not exceed the one after it.
    ///
    /// - Throws: ``UsageError`` when `lower > upper`, quoting both as given.
    func requireOrdered<Bound: Comparable>(_ lower: Bound, _ upper: Bound, at lowerIndex: Int) throws(UsageError) {
        guard lower <= upper else {
            let lowerName = rule.argumentNames[lowerIndex]
            let upperName = rule.argumentNames[lowerIndex + 1]
            let lowerText = positionals[lowerIndex]
            let upperText = positionals[lowerIndex + 1]
            throw error("\(lowerName) (\(lowerText)) must not be greater than \(upperName) (\(upperText))")
        }
    }

    /// The unit `--count` names, or characters when it is absent.
    ///
    /// - Throws: ``UsageError`` for a name other than `characters`, `utf16`, `scalars` (or `unicodeScalars`) and
    ///   `utf8`.
    func lengthUnit() throws(UsageError) -> LengthUnit {
        guard let name = self[.count] else { return .characters }
        guard let unit = LengthUnit(name: name) else {
            let expected = UsageError.list(LengthUnit.allUnits.map(\.description), conjunction: "or")
            throw error("unknown --count value \(UsageError.quoted(name)) (expected \(expected))")
        }
        return unit
    }

    /// The locale `--locale` names, or `en_US_POSIX` when it is absent.
    ///
    /// The identifier is read as ICU reads it, so `de`, `de-DE`, `de_DE` and `de_DE.UTF-8` (from `$LANG`) are the
    /// same locale. Its language code must be one Foundation knows (`Locale.LanguageCode.isoLanguageCodes`), its
    /// region, if any, one of `Locale.Region.isoRegions`, and its variant, if any, `POSIX`: Foundation would take
    /// any other identifier (`german`, `de_XX`) for a locale with POSIX numbers, and `range` would quietly find
    /// every `1,5` invalid.
    ///
    /// - Throws: ``UsageError`` for an identifier that names no known locale.
    func locale() throws(UsageError) -> Locale {
        guard let text = self[.locale] else { return Locale(identifier: Self.defaultLocaleIdentifier) }
        guard let locale = Self.knownLocale(text) else {
            throw error(
                "unknown --locale value \(UsageError.quoted(text)) "
                    + "(expected a locale identifier such as de, de-DE, fr_FR or en_US_POSIX)")
        }
        return locale
    }

    /// The language codes Foundation knows: `de`, `fr`, `gsw`, ….
    private static let knownLanguageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
    /// The regions Foundation knows: `DE`, `US`, `419`, ….
    private static let knownRegions = Set(Locale.Region.isoRegions.map(\.identifier))

    /// The locale `identifier` names in ICU's reading (`de-DE` becomes `de_DE`), or `nil` when its language,
    /// region or variant is unknown.
    static func knownLocale(_ identifier: String) -> Locale? {
        let locale = Locale(identifier: Locale.identifier(.icu, from: identifier))
        guard let language = locale.language.languageCode?.identifier, knownLanguageCodes.contains(language) else {
            return nil
        }
        if let region = locale.region?.identifier, !knownRegions.contains(region) { return nil }
        if let variant = locale.variant?.identifier, variant != "POSIX" { return nil }
        return locale
    }

    /// A usage error about this rule.
    func error(_ message: String) -> UsageError {
        UsageError(message, rule: rule.name)
    }

    /// Whether `text` is a decimal number in POSIX notation, as ``decimal(at:)`` reads it.
    static func isPOSIXDecimal(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        let isDigit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
        let integerPart = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(integerPart.count)
        guard let point = bytes.first else { return !integerPart.isEmpty }
        guard point == UInt8(ascii: "."), bytes.count > 1 else { return false }
        return bytes.dropFirst().allSatisfy(isDigit)
    }
}
