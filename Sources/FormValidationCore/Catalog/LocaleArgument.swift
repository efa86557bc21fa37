package import Foundation

/// The `locale` argument of the rules that read numbers in a locale's notation (on the command line, every rule
/// accepts `--locale`).
package enum LocaleArgument {

    /// Why `identifier` names no locale, or `nil` when it names one.
    ///
    /// - Parameter key: The key of the argument, for the message.
    package static func problem(key: String) -> @Sendable (String) -> ArgumentProblem? {
        { identifier in
            if identifier.isEmpty { return "\(name: key) must not be empty" }
            guard knownLocale(identifier) == nil else { return nil }
            return "unknown \(name: key) value \(given: key) "
                + "(expected a locale identifier such as de, de-DE, fr_FR or en_US_POSIX)"
        }
    }

    /// The locale an identifier names, or the current one for `nil`.
    package static func locale(_ identifier: String?) -> Locale {
        guard let identifier else { return .autoupdatingCurrent }
        return knownLocale(identifier) ?? Locale(identifier: identifier)
    }

    /// The language codes Foundation knows: `de`, `fr`, `gsw`, ….
    private static let knownLanguageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
    /// The regions Foundation knows: `DE`, `US`, `419`, ….
    private static let knownRegions = Set(Locale.Region.isoRegions.map(\.identifier))

    /// The locale `identifier` names in ICU's reading (`de-DE` becomes `de_DE`, `de_DE.UTF-8` from `$LANG` too),
    /// or `nil` when its language, region or variant is unknown.
    ///
    /// Its language code must be one Foundation knows (`Locale.LanguageCode.isoLanguageCodes`), its region, if
    /// any, one of `Locale.Region.isoRegions`, and its variant, if any, `POSIX`: Foundation would take any other
    /// identifier (`german`, `de_XX`) for a locale with POSIX numbers, and "1,5" would quietly be no number.
    package static func knownLocale(_ identifier: String) -> Locale? {
        let locale = Locale(identifier: Locale.identifier(.icu, from: identifier))
        guard let language = locale.language.languageCode?.identifier, knownLanguageCodes.contains(language) else {
            return nil
        }
        if let region = locale.region?.identifier, !knownRegions.contains(region) { return nil }
        if let variant = locale.variant?.identifier, variant != "POSIX" { return nil }
        return locale
    }
}

extension SharedArgument where Value == String? {
    /// `locale`, the notation a rule reads numbers or dates in: an identifier such as `de_DE`, `de-DE` or
    /// `en_US_POSIX`; in a spec, when absent, the current locale of whoever validates. On the command line it is
    /// the global `--locale`, which reads `en_US_POSIX` when absent.
    package static let locale = SharedArgument(
        ArgumentType<String>.string.optional,
        summary: "the identifier of the locale whose notation to read (`de_DE`); the current locale when absent",
        checks: [.ifGiven(ArgumentCheck { identifier, key in LocaleArgument.problem(key: key)(identifier) })],
        commandLine: .global(absentText: "en_US_POSIX"))
}
