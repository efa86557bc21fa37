public import Foundation

/// How a rule set speaks: the language of its default messages, and templates that replace them.
///
/// Every built-in rule has a default message in English, German, French, Spanish, Brazilian Portuguese,
/// Japanese and Simplified Chinese. A catalog picks one of those languages (``init(locale:)``,
/// ``init(languages:)``, ``init(acceptLanguage:)``, or the user's own, ``preferred``), and may replace messages
/// by ``ValidationError/Code`` for a product's tone of voice; a rule's own custom message wins over both.
///
/// ```swift
/// let rules = RuleSet<String>(.required(), .minimumLength(8), field: "Passwort",
///                             messages: MessageCatalog(locale: Locale(identifier: "de_DE")))
/// print(rules.validate("kurz").errorMessages)   // ["Passwort muss mindestens 8 Zeichen lang sein."]
///
/// var custom = MessageCatalog.english
/// custom[.required] = "Please fill in {field}."
/// ```
///
/// Templates use `{placeholder}`s: `{field}` (the field's name, or ``fieldName`` when it has none), `{value}`
/// (the value as entered; hidden for secret fields), and each parameter of the error (`{min}`, `{max}`,
/// `{length}`, `{unit}`, `{options}`, …); and ICU's `plural` and `select` forms for words that depend on a number
/// (`{min, plural, one {# character} other {# characters}}`). Unknown placeholders are left as written. English
/// messages write numbers plainly (`1000`), the other languages in their locale's notation (`1.000`, `1 000`).
public struct MessageCatalog: Sendable, Hashable {
    /// What `{field}` renders as when the rule set has no field name: "This field", "Dieses Feld", ….
    public var fieldName: String
    /// What `{value}` renders as for a secret field.
    public var hiddenValue: String
    /// The language of the default messages, as a BCP 47 tag: `en`, `de`, `pt-BR`, `zh-Hans`, ….
    public var language: String { translation?.language ?? "en" }
    /// The language remote checks ask servers to answer in (sent as `Accept-Language`): ``language``, or `nil` for
    /// English, which a server speaks unasked.
    package var remoteLanguage: String? { translation?.language }
    private var templates: [ValidationError.Code: String]
    /// The built-in translation, or `nil` for English (the rules' own messages).
    private(set) var translation: Translation?
    /// Plural rules and number notation.
    package private(set) var style: MessageStyle

    /// Creates an English catalog with replacements.
    ///
    /// - Parameters:
    ///   - fieldName: What `{field}` renders as when the field has no name.
    ///   - hiddenValue: What `{value}` renders as for a secret field.
    ///   - templates: Message templates by code.
    public init(
        fieldName: String = "This field",
        hiddenValue: String = "••••",
        templates: [ValidationError.Code: String] = [:]
    ) {
        self.fieldName = fieldName
        self.hiddenValue = hiddenValue
        self.templates = templates
        self.translation = nil
        self.style = .plain
    }

    /// A catalog in the built-in language that best matches `locale`, or English when none does.
    ///
    /// `de_CH` speaks German, `pt_PT` and `pt_AO` European Portuguese, `pt` Brazilian Portuguese, `zh_Hans_CN`
    /// and `zh_CN` Simplified Chinese, `zh_TW` Traditional Chinese. Numbers and dates in messages follow `locale`
    /// (`de_CH` writes 1’000); English messages write them plainly (`1000`, `2024-01-31`).
    ///
    /// - Parameter locale: The locale of the person who reads the messages.
    public init(locale: Locale) {
        self.init()
        guard let translation = Translation.bestMatch(for: locale.identifier) else { return }
        use(translation, numberLocale: locale)
    }

    /// A catalog for a locale named by an identifier a person typed (`de`, `de-CH`, `pt_BR`, `fr_FR.UTF-8`), as
    /// a command-line option gives it; `nil` when its language, region or variant is unknown (`german`,
    /// `de_XX`), where Foundation would quietly make up a locale.
    ///
    /// - Parameter localeIdentifier: The identifier.
    public init?(localeIdentifier: String) {
        guard let locale = LocaleArgument.knownLocale(localeIdentifier) else { return nil }
        self.init(locale: locale)
    }

    /// A catalog in the first of `languages` that the library speaks, or English when it speaks none.
    ///
    /// - Parameter languages: Language tags in order of preference: `["fr-CA", "en"]`.
    public init(languages: [String]) {
        self.init()
        for tag in languages {
            if Translation.speaksEnglish(tag) { return }
            if let translation = Translation.bestMatch(for: tag) {
                use(translation, numberLocale: Locale(identifier: tag))
                return
            }
        }
    }

    /// A catalog in the language an HTTP request asks for with its `Accept-Language` header.
    ///
    /// The header's languages are tried in the order of their quality values (`q`, 1 when absent; ties keep
    /// their order); `*` stands for English; a language with `q=0` is refused. `de-CH, fr;q=0.5` gives German,
    /// `pt-PT` European Portuguese, `tlh, en;q=0.8` English.
    ///
    /// - Parameter acceptLanguage: The header's value.
    public init(acceptLanguage: String) {
        // Most requests ask for nothing: English, without reading the header.
        guard !acceptLanguage.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
            self = .english
            return
        }
        self.init(languages: AcceptLanguage.preferences(acceptLanguage))
    }

    /// The built-in English messages, which the rules carry themselves.
    public static let english = MessageCatalog()

    /// The messages in the user's preferred language, or English.
    ///
    /// The languages are the system's preferred languages: on Apple platforms the user's settings, on Linux
    /// the POSIX variables `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` (`C` and `POSIX` mean English). This
    /// is what rule sets, validators and forms use unless they are given a catalog.
    public static let preferred = MessageCatalog(languages: PreferredLanguages.current)

    /// The languages the library's messages are written in, as BCP 47 tags: `en` first, then the translations.
    public static var supportedLanguages: [String] { ["en"] + BuiltInTranslations.languages }

    /// The template for `code`, or `nil` to use the default in this catalog's language.
    ///
    /// A template set for a code replaces every message of that code, including the variants some rules use
    /// where the wording depends on their arguments (`tooShort.range`: "must be 3 to 20 characters long"), unless
    /// the catalog sets the variant too, under its key as a code.
    ///
    /// - Parameter code: The error code whose messages to replace.
    /// - Returns: The template set for `code`, or `nil` when there is none.
    public subscript(code: ValidationError.Code) -> String? {
        get { templates[code] }
        set { templates[code] = newValue }
    }

    /// The error for `failure` in this catalog's language, for an engine that words its errors without a rule set
    /// (a JSON Schema): the catalog's template for it, or the failure's own, rendered with `field` as `{field}`.
    ///
    /// - Parameters:
    ///   - failure: The failure report.
    ///   - field: What `{field}` shows: a label, or `nil` for the catalog's ``fieldName``.
    ///   - value: What `{value}` shows, computed only when the template asks for it.
    /// - Returns: The error, without a field name or a path.
    package func error(for failure: RuleFailure, field: String?, value: () -> String) -> ValidationError {
        let template = failure.customTemplate ?? self.template(for: failure) ?? failure.template
        let message = MessageTemplate.render(
            template, parameters: failure.parameters, field: field ?? fieldName, value: value, style: style
        ).message
        let details = failure.details.map { error(for: $0, field: field, value: value) }
        return ValidationError(code: failure.code, parameters: failure.parameters, message: message, details: details)
    }

    /// The template for `failure`: one this catalog was given (for the message's own key, then for its code),
    /// else the built-in translation, else `nil` to use the failure's English default.
    package func template(for failure: RuleFailure) -> String? {
        // Most catalogs replace nothing: skip hashing the keys then.
        if !templates.isEmpty {
            if let key = failure.messageKey, let template = templates[ValidationError.Code(rawValue: key)] {
                return template
            }
            if let template = templates[failure.code] { return template }
        }
        guard let translation else { return nil }
        return translation.messages[failure.messageKey ?? failure.code.rawValue]
    }

    private mutating func use(_ translation: Translation, numberLocale: Locale) {
        self.translation = translation
        fieldName = translation.fieldName
        hiddenValue = translation.hiddenValue
        style = MessageStyle(
            language: translation.language, numberLocale: numberLocale)
    }
}

/// One language's built-in messages, read from `Localization/Translations/<language>.txt`.
package struct Translation: Sendable, Hashable {
    /// The BCP 47 tag: `de`, `pt-BR`, `zh-Hans`.
    package var language: String
    /// The language's name in itself: "Deutsch".
    package var name: String
    /// What `{field}` renders as when the field has no name.
    package var fieldName: String
    /// What `{value}` renders as for a secret field.
    package var hiddenValue: String
    /// Message templates by message key (`tooShort`, `tooShort.range`).
    package var messages: [String: String]

    /// Every built-in translation (making each one that was not yet asked for).
    package static var all: [Translation] {
        BuiltInTranslations.languages.indices.map(BuiltInTranslations.translation(at:))
    }

    /// Whether `tag` asks for English (`en`, `en-GB`, `*`): RFC 4647 lookup reaches `en` before any
    /// translation.
    package static func speaksEnglish(_ tag: String) -> Bool {
        tag == "*" || LocaleMatching.fallbacks(of: tag).contains("en")
    }

    /// The translation for `tag` by RFC 4647 lookup with the CLDR's parent locales (``LocaleMatching``), or
    /// `nil`: `es-MX` gets `es`, `pt-AO` gets `pt-PT`, `pt` gets `pt-BR`, `zh-TW` gets `zh-Hant`.
    package static func bestMatch(for tag: String) -> Translation? {
        for candidate in LocaleMatching.fallbacks(of: tag) {
            if candidate == "en" { return nil }
            if let index = answering[candidate] { return BuiltInTranslations.translation(at: index) }
        }
        return nil
    }

    /// The translation each tag gets, by its index in ``BuiltInTranslations/languages``: its own, and the one each
    /// bare language is usually written in (`pt` is `pt-BR`, `zh` is `zh-Hans`, `no` is `nb`, the first of the
    /// languages whose parent it is). Made from the tags alone: no translation is made until it is asked for.
    private static let answering: [String: Int] = {
        let languages = BuiltInTranslations.languages
        var answering = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($0.element, $0.offset) })
        for (index, language) in languages.enumerated() {
            let parts = language.split(separator: "-").map(String.init)
            guard parts.count == 2 else {
                if let parent = LocaleMatching.parents[language], answering[parent] == nil {
                    answering[parent] = index
                }
                continue
            }
            let likely = parts[1].count == 4 ? LocaleMatching.languageScripts : LocaleMatching.languageRegions
            if likely[parts[0]] == parts[1], answering[parts[0]] == nil { answering[parts[0]] = index }
        }
        return answering
    }()
}

/// The user's preferred languages, as the system gives them.
package enum PreferredLanguages {
    package static var current: [String] {
        var languages: [String] = []
        #if os(Linux)
            // Foundation on Linux does not read the POSIX locale variables for the preferred languages.
            let environment = ProcessInfo.processInfo.environment
            if let list = environment["LANGUAGE"], !list.isEmpty {
                languages += list.split(separator: ":").map(String.init)
            }
            for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
                if let value = environment[name], !value.isEmpty {
                    languages.append(value)
                    break
                }
            }
            languages = languages.compactMap { value in
                let tag = String(value.prefix { $0 != "." && $0 != "@" })
                return tag == "C" || tag == "POSIX" ? "en" : tag
            }
        #endif
        return languages + Locale.preferredLanguages
    }
}

/// Reads an HTTP `Accept-Language` header (RFC 9110, section 12.5.4).
package enum AcceptLanguage {
    /// The header's language ranges in order of preference; those with `q=0` left out.
    package static func preferences(_ header: String) -> [String] {
        var ranges: [(tag: String, quality: Double, position: Int)] = []
        for (position, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, !tag.isEmpty, tag.count <= 64 else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)).map { min(max($0, 0), 1) } ?? 0
            }
            if quality > 0 { ranges.append((tag, quality, position)) }
        }
        return ranges.sorted { ($0.quality, -$0.position) > ($1.quality, -$1.position) }.map(\.tag)
    }
}
