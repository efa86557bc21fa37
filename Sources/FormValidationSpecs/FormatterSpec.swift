@_spi(Locking) public import FormValidationCore

/// The formatter of a field in a form spec: how its text is shaped as it is typed (see ``InputFormatter``).
///
/// In JSON, a built-in formatter's name, or an object with its name and the options of the field's rule:
///
/// ```json
/// {"name": "card", "formatter": "card", "rules": [{"rule": "paymentCard"}]}
/// {"name": "phone", "formatter": "phone", "rules": [{"rule": "phoneNumber", "countryField": "country"}]}
/// {"name": "zip", "formatter": {"name": "postal-code", "country": "US"}}
/// {"name": "cpf", "formatter": "identifier", "rules": [{"rule": "identifier", "type": "br.cpf"}]}
/// {"name": "isbn", "formatter": {"name": "identifier", "type": "isbn"}}
/// ```
///
/// A formatter given by name alone takes its country or locale from the field's rule of its kind: `phone` from
/// `phoneNumber` (`defaultCountry`, `countryField`), `postal-code` from `postalCode` (`country`, `countryField`),
/// `identifier` from `identifier` (`type`, `country`, `countryField`), `date` from `date` (`locale`). With `countryField`, the formatter follows the other field's value as the
/// person changes it.
public struct FormatterSpec: Sendable, Hashable, Encodable {
    /// The built-in formatter.
    public var kind: InputFormatterKind
    /// The country: a phone's default country, a postal code's country.
    public var country: String?
    /// The field whose value is the country, in the object the field sits in.
    public var countryField: String?
    /// The locale of a date.
    public var locale: String?
    /// The identifier type of an identifier (`br.cpf`).
    public var type: String?

    /// A formatter spec.
    ///
    /// - Parameters:
    ///   - kind: The built-in formatter.
    ///   - country: A phone's default country, or a postal code's country.
    ///   - countryField: The field whose value is the country, in the same object.
    ///   - locale: The locale of a date.
    ///   - type: The identifier type of an identifier.
    public init(
        _ kind: InputFormatterKind, country: String? = nil, countryField: String? = nil, locale: String? = nil,
        type: String? = nil
    ) {
        self.kind = kind
        self.country = country
        self.countryField = countryField
        self.locale = locale
        self.type = type
    }

    /// Whether the spec names no option, and so takes them from the field's rule.
    var takesOptionsFromRule: Bool { country == nil && countryField == nil && locale == nil && type == nil }

    /// Reads a formatter from its JSON: a name, or an object.
    init(json: JSONValue) throws(SpecProblem) {
        if case .string(let name) = json {
            self.init(try Self.kind(named: name))
            return
        }
        let object = try SpecObject(json)
        let kind = try Self.kind(named: try object.requiredString("name"))
        var allowed = ["name"]
        if let country = kind.country { allowed += [country.key, "countryField"] }
        if kind.takesLocale { allowed.append("locale") }
        if kind.takesType { allowed.append("type") }
        try object.rejectUnknownKeys(allowed: allowed, owner: "the \(kind.name) formatter")
        self.init(
            kind, country: try kind.country.map { key throws(SpecProblem) in try object.string(key.key) } ?? nil,
            countryField: try object.string("countryField"), locale: try object.string("locale"),
            type: try object.string("type"))
        if countryField != nil && country != nil && kind.country == .country {
            throw SpecProblem("the \(kind.name) formatter takes \"country\" or \"countryField\", not both")
        }
    }

    private static func kind(named name: String) throws(SpecProblem) -> InputFormatterKind {
        guard let kind = InputFormatterKind.named(name) else {
            throw SpecProblem(
                "unknown formatter \(SpecProblem.quoted(name)) (expected one of "
                    + "\(InputFormatterKind.names.joined(separator: ", ")))")
        }
        return kind
    }

    /// This spec, with the options of the field's rule of its kind when it names none itself.
    package func resolved(with rules: [RuleSpec]) -> FormatterSpec {
        guard takesOptionsFromRule, let ruleName = kind.ruleName,
            let rule = rules.first(where: { $0.name == ruleName })
        else { return self }
        let arguments = rule.arguments
        return FormatterSpec(
            kind, country: kind.country.flatMap { arguments[$0.key]?.stringValue },
            countryField: kind.country != nil ? arguments["countryField"]?.stringValue : nil,
            locale: kind.takesLocale ? arguments["locale"]?.stringValue : nil,
            type: kind.takesType ? arguments["type"]?.stringValue : nil)
    }

    /// Checks the options by making the formatter once (an unknown country is reported when the spec is loaded).
    func check() throws(SpecProblem) {
        guard countryField == nil else { return }
        do throws(InputFormatterError) {
            _ = try kind.formatter(country: country, locale: locale, type: type)
        } catch {
            throw SpecProblem(error.description)
        }
    }

    /// The formatter, reading the country from `countryValue` when the spec names a `countryField`.
    ///
    /// - Parameter countryValue: The current value of ``countryField``'s field.
    package func makeFormatter(countryValue: (@Sendable () -> String?)?) -> (any InputFormatter)? {
        if countryField != nil, let countryValue {
            return CountryFollowingFormatter(
                kind: kind, fallback: country, locale: locale, type: type, country: countryValue)
        }
        return try? kind.formatter(country: country, locale: locale, type: type)
    }

    /// Writes the name alone when the spec names no option, else an object.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        if takesOptionsFromRule {
            var container = encoder.singleValueContainer()
            try container.encode(kind.name)
            return
        }
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        try container.encode(kind.name, forKey: SpecCodingKey("name"))
        if let country, let key = kind.country?.key { try container.encode(country, forKey: SpecCodingKey(key)) }
        try container.encodeIfPresent(countryField, forKey: SpecCodingKey("countryField"))
        try container.encodeIfPresent(locale, forKey: SpecCodingKey("locale"))
        try container.encodeIfPresent(type, forKey: SpecCodingKey("type"))
    }
}

/// A formatter whose country is another field's current value: the formatter of that country, made again when the
/// country changes.
struct CountryFollowingFormatter: InputFormatter {
    let kind: InputFormatterKind
    let fallback: String?
    let locale: String?
    let type: String?
    let country: @Sendable () -> String?
    /// The country last seen and its formatter, so that a keystroke does not make a formatter.
    private let lastMade = LastMade()

    /// The formatter of the current country, or `nil` while the country is unknown.
    private var current: (any InputFormatter)? {
        let code = country().flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        return lastMade.made.withLock { made in
            if let made, made.country == code { return made.formatter }
            let formatter = try? kind.formatter(country: code, locale: locale, type: type)
            made = (code, formatter)
            return formatter
        }
    }

    /// The country last seen and its formatter (`nil` for one the formatter does not know).
    final class LastMade: Sendable {
        let made = Locked<(country: String?, formatter: (any InputFormatter)?)?>(nil)
    }

    func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer) {
        current?.read(character, into: &value)
    }

    func write(_ value: FormattingBuffer, to text: inout FormattingBuffer) {
        current?.write(value, to: &text)
    }

    /// The current country's formatting, or the edit as it is while the country is unknown.
    func apply(_ edit: TextEdit, to input: inout InputText) {
        guard let current else {
            input = edit.applied(to: input)
            return
        }
        current.apply(edit, to: &input)
    }
}
