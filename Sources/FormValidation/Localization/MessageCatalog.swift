/// Message templates by error code: how a rule set speaks a language.
///
/// Every built-in rule carries an English default. A catalog replaces messages by ``ValidationError/Code`` for a
/// whole rule set (a language, or a product's tone of voice); a rule's own custom message still wins over both.
///
/// ```swift
/// var german = MessageCatalog(fieldName: "Dieses Feld")
/// german[.required] = "{field} ist erforderlich."
/// german[.tooShort] = "{field} muss mindestens {min} Zeichen lang sein."
/// let rules = RuleSet<String>(.required(), .minimumLength(8), field: "Passwort", messages: german)
/// ```
///
/// Templates use `{placeholder}`s: `{field}` (the field's name, or ``fieldName`` when it has none), `{value}`
/// (the value as entered; hidden for secret fields), and each parameter of the error (`{min}`, `{max}`,
/// `{length}`, `{unit}`, `{options}`, …). Unknown placeholders are left as written.
public struct MessageCatalog: Sendable, Hashable {
    /// What `{field}` renders as when the rule set has no field name.
    public var fieldName: String
    /// What `{value}` renders as for a secret field.
    public var hiddenValue: String
    private var templates: [ValidationError.Code: String]

    /// Creates a catalog.
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
    }

    /// The built-in English messages, which the rules carry themselves.
    public static let english = MessageCatalog()

    /// The template for `code`, or `nil` to use the rule's default.
    ///
    /// A template set for a code replaces every message of that code, including the variants some rules use
    /// where the wording depends on their arguments (`tooShort.range`: "must be 3 to 20 characters long"), unless
    /// the catalog sets the variant too, under its key as a code.
    public subscript(code: ValidationError.Code) -> String? {
        get { templates[code] }
        set { templates[code] = newValue }
    }

    /// The template this catalog has for `failure`: for its message's own key, then for its code; `nil` to use
    /// the failure's default.
    func template(for failure: RuleFailure) -> String? {
        if let key = failure.messageKey, let template = templates[ValidationError.Code(rawValue: key)] {
            return template
        }
        return templates[failure.code]
    }
}
