import Foundation

/// A rule across fields, declared on the form: at least one of several fields is filled, two fields compare in
/// order, or a test of your own over the form's values.
///
/// A form rule runs on ``FormModel/submit()`` (after every field's own rules) and on
/// ``FormModel/validateSilently()``, and again whenever one of its ``fields`` changes once the form has been
/// submitted, that field has been touched, or the rule already reports an error. Its error goes to the field
/// ``errorField`` names — into that field's ``Field/errors``, after its own — or, without one, to the form itself
/// (``FormModel/formErrors``). A form's ``FormModel/errors`` list the fields' errors first, then the form's.
///
/// ```swift
/// let email = Field<String>("email", rules: [.email()])
/// let phone = Field<String>("phone", rules: [.phoneNumber()])
/// let start = Field<String>("start", rules: [.date()])
/// let end = Field<String>("end", rules: [.date()])
/// let form = FormModel(fields: [email, phone, start, end], rules: [
///     .atLeastOneOf(["email", "phone"]),
///     .compare("end", .greaterThanOrEqual, "start", errorField: "end"),
/// ])
/// ```
///
/// The rule reads each field's value as its rules correct it when it passes them (see ``FormValues``), so a date
/// field with a ``ValidationRule/date(locale:message:)`` rule compares as the date it names. A form spec's
/// `"formRules"` make the same rules from JSON (``FormRuleSpec``).
public struct FormRule: Sendable {
    /// A short name: `atLeastOneOf`, `compare`, or a custom rule's own.
    public let name: String
    /// The names of the fields the rule reads: a change of one runs it again.
    public let fields: [String]
    /// The field the error goes to, or `nil` for the form itself.
    public var errorField: String?
    /// The message that replaces the rule's default, with `{placeholder}`s; `nil` keeps the default.
    public var customMessage: String?
    /// The field whose label `{field}` shows (a comparison's left field), else the ``errorField``'s.
    package let subject: String?
    /// The check: `nil` when the values pass, else the failure.
    package let evaluate: @Sendable (FormValues) -> RuleFailure?

    /// Creates a form rule from a check of your own that reports failures, for full control of the code and the
    /// parameters.
    ///
    /// - Parameters:
    ///   - name: A short name.
    ///   - fields: The fields the check reads.
    ///   - errorField: The field the error goes to, or `nil` for the form.
    ///   - message: A message that replaces the failure's.
    ///   - evaluate: Returns `nil` when the values pass, else the failure.
    public init(
        name: String, fields: [String], errorField: String? = nil, message: String? = nil,
        evaluate: @escaping @Sendable (FormValues) -> RuleFailure?
    ) {
        self.init(
            name: name, fields: fields, errorField: errorField, message: message, subject: nil, evaluate: evaluate)
    }

    package init(
        name: String, fields: [String], errorField: String?, message: String?, subject: String?,
        evaluate: @escaping @Sendable (FormValues) -> RuleFailure?
    ) {
        self.name = name
        self.fields = fields
        self.errorField = errorField
        self.customMessage = message
        self.subject = subject
        self.evaluate = evaluate
    }

    /// Passes when at least one of `fields` has a value that is not empty (nor only whitespace).
    ///
    /// Default message: "At least one of these is required: {fields}." (code
    /// ``ValidationError/Code/atLeastOneRequired``; `{fields}` lists the fields' labels, the parameter `fields`
    /// their names).
    ///
    /// - Parameters:
    ///   - fields: The names of the fields, at least two.
    ///   - message: A custom message.
    ///   - errorField: The field the error goes to, or `nil` for the form.
    /// - Returns: The form rule.
    public static func atLeastOneOf(_ fields: [String], message: String? = nil, errorField: String? = nil) -> FormRule {
        FormRule(name: "atLeastOneOf", fields: fields, errorField: errorField, message: message, subject: nil) {
            values in
            if fields.contains(where: values.isFilled) { return nil }
            return RuleFailure(.atLeastOneRequired, parameters: ["fields": .list(fields)])
        }
    }

    /// Passes when `field`'s value stands in the order `operator` says to `other`'s: both numbers, or both dates.
    ///
    /// Each value is read as its field's own rules read it: numbers (`Int`, `Double`, `Decimal`, …) and dates
    /// (`Date`, ``CalendarDate``) as they are; text as an ISO 8601 date (`2026-11-23`, as a date rule corrects it)
    /// or as a number in the notation of the field's ``ValidationRule/number(locale:message:)`` rule ("1.500" is
    /// one thousand five hundred in `de_DE`), in POSIX notation (`1.5`) without one. When either value is empty
    /// there is nothing to compare, and the rule passes.
    ///
    /// A value the comparison cannot read, or two values that are not both numbers or both dates, never pass
    /// silently: the rule fails with ``ValidationError/Code/notComparable`` ("{field} cannot be compared with
    /// {other}."), unless the field's own rules already reject that value and say what is wrong with it.
    ///
    /// Default messages, by operator: "{field} must be before {other}." for dates, "{field} must be less than
    /// {other}." for numbers, and so on (code ``ValidationError/Code/comparisonFailed``; parameters `other` (its
    /// name; `{other}` shows its label), `operator` and `kind` (`date` or `number`)).
    ///
    /// - Parameters:
    ///   - field: The name of the field on the left.
    ///   - operator: The order the values must be in.
    ///   - other: The name of the field on the right.
    ///   - message: A custom message.
    ///   - errorField: The field the error goes to, or `nil` for the form.
    /// - Returns: The form rule.
    public static func compare(
        _ field: String, _ operator: ComparisonOperator, _ other: String, message: String? = nil,
        errorField: String? = nil
    ) -> FormRule {
        FormRule(name: "compare", fields: [field, other], errorField: errorField, message: message, subject: field) {
            values in
            let parameters: [String: ValidationParameter] = [
                "other": .text(other), "operator": .text(`operator`.rawValue),
            ]
            let left = Operand.read(values[field], notation: values.numberNotations[field])
            let right = Operand.read(values[other], notation: values.numberNotations[other])
            let holds: Bool
            let kind: String
            switch (left, right) {
            case (.empty, _), (_, .empty):
                return nil
            case (.value(.number(let left)), .value(.number(let right))):
                (holds, kind) = (`operator`.holds(left, right), "number")
            case (.value(.date(let left)), .value(.date(let right))):
                (holds, kind) = (`operator`.holds(left, right), "date")
            case (.value(.instant(let left)), .value(.instant(let right))):
                (holds, kind) = (`operator`.holds(left, right), "date")
            default:
                // Unreadable, or of two kinds. Where a field's own rules reject its value, their errors say why.
                let leftExplained = left.isUnreadable && values.failingFields.contains(field)
                let rightExplained = right.isUnreadable && values.failingFields.contains(other)
                if (left.isUnreadable || right.isUnreadable)
                    && (leftExplained || !left.isUnreadable) && (rightExplained || !right.isUnreadable)
                {
                    return nil
                }
                return RuleFailure(.notComparable, parameters: parameters)
            }
            if holds { return nil }
            return RuleFailure(`operator`.message, parameters: parameters.merging(["kind": .text(kind)]) { $1 })
        }
    }

    /// Passes when `isValid` says so of the form's values: any test across fields.
    ///
    /// ```swift
    /// FormRule.custom(fields: ["password", "username"], message: "The password must not contain the username.") {
    ///     values in !(values.text("password") ?? "").contains(values.text("username") ?? "\u{0}")
    /// }
    /// ```
    ///
    /// Default message: "{field} is invalid." with an error field, else "The form is invalid." (code
    /// ``ValidationError/Code/custom`` unless you give one).
    ///
    /// - Parameters:
    ///   - name: A short name.
    ///   - fields: The fields the test reads: a change of one runs it again.
    ///   - code: The error code to report.
    ///   - message: A custom message.
    ///   - errorField: The field the error goes to, or `nil` for the form.
    ///   - isValid: Returns `true` when the values pass; it must be safe to call from any thread.
    /// - Returns: The form rule.
    public static func custom(
        _ name: String = "custom", fields: [String], code: ValidationError.Code = .custom, message: String? = nil,
        errorField: String? = nil, _ isValid: @escaping @Sendable (FormValues) -> Bool
    ) -> FormRule {
        let message0: DefaultMessage = errorField == nil ? .customForm : .custom
        return FormRule(name: name, fields: fields, errorField: errorField, message: message, subject: nil) { values in
            if isValid(values) { return nil }
            var failure = RuleFailure(message0)
            failure.code = code
            return failure
        }
    }

    /// The rule's error on `values`, rendered as a form renders its rules' errors, or `nil` when they pass: how a
    /// form model and a spec's record path alike run a form rule.
    ///
    /// - Parameters:
    ///   - values: The form's values as its rules read them.
    ///   - label: The label of a field by name, for `{field}`, `{other}` and `{fields}`.
    ///   - messages: The catalog of the form.
    /// - Returns: The error, its `field` the rule's error field (`nil`: the form's own error).
    package func error(on values: FormValues, label: (String) -> String, messages: MessageCatalog) -> ValidationError? {
        evaluate(values).map { error(for: $0, label: label, messages: messages) }
    }

    /// The error for `failure`, rendered as a form renders its rules' errors.
    ///
    /// - Parameters:
    ///   - failure: What the check reported.
    ///   - label: The label of a field by name, for `{field}`, `{other}` and `{fields}`.
    ///   - messages: The catalog of the form.
    private func error(for failure: RuleFailure, label: (String) -> String, messages: MessageCatalog) -> ValidationError
    {
        var shown = failure.parameters
        if case .list(let names)? = shown["fields"] { shown["fields"] = .list(names.map(label)) }
        if case .text(let name)? = shown["other"] { shown["other"] = .text(label(name)) }
        let template = customMessage ?? failure.customTemplate ?? messages.template(for: failure) ?? failure.template
        let subject = self.subject ?? errorField
        let message = MessageTemplate.render(
            template, parameters: shown, field: subject.map(label) ?? messages.fieldName, value: { "" },
            style: messages.style
        ).message
        return ValidationError(code: failure.code, parameters: failure.parameters, message: message, field: errorField)
    }
}

/// A value a comparison reads: a number or a date.
private enum Operand {
    case number(Decimal)
    case date(CalendarDate)
    case instant(Date)

    /// What a comparison makes of a field's value.
    package enum Reading {
        /// No value, or empty text: nothing to compare.
        case empty
        case value(Operand)
        /// A value that is neither a number nor a date, as the field's rules read them.
        case unreadable

        var isUnreadable: Bool { if case .unreadable = self { true } else { false } }
    }

    package static func read(_ value: (any Sendable)?, notation: NumberParser?) -> Reading {
        guard let value else { return .empty }
        if let text = value as? String, TextScanning.trimmed(text).isEmpty { return .empty }
        if let text = value as? Substring, TextScanning.trimmed(String(text)).isEmpty { return .empty }
        return Operand(value, parser: notation).map(Reading.value) ?? .unreadable
    }

    package init?(_ value: (any Sendable)?, parser: NumberParser?) {
        switch value {
        case nil: return nil
        case let text as String: self.init(text: Substring(text), parser: parser)
        case let text as Substring: self.init(text: text, parser: parser)
        case let date as CalendarDate: self = .date(date)
        case let date as Date: self = .instant(date)
        case let number as Decimal: self = .number(number)
        case let number as any BinaryInteger:
            guard let integer = Int(exactly: number) else { return nil }
            self = .number(Decimal(integer))
        case let number as Double:
            guard number.isFinite, let decimal = Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX"))
            else { return nil }
            self = .number(decimal)
        case let number as Float:
            guard number.isFinite, let decimal = Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX"))
            else { return nil }
            self = .number(decimal)
        default:
            return nil
        }
    }

    package init?(text: Substring, parser: NumberParser?) {
        let trimmed = TextScanning.trimmed(String(text))
        guard !trimmed.isEmpty else { return nil }
        if let date = CalendarDate(iso8601: String(trimmed)) {
            self = .date(date)
        } else if let parser {
            // The field's own notation, and no other: "1.5" is no number in `de_DE`, and must not pass as 1.5.
            guard case .number(let number) = parser.read(String(trimmed)) else { return nil }
            self = .number(number.decimal)
        } else if let number = POSIXDecimal.parse(String(trimmed)) {
            self = .number(number)
        } else {
            return nil
        }
    }
}

extension DefaultMessage {

    /// The messages of form rules, which no rule of the catalog declares.
    package static var formRuleMessages: [DefaultMessage] {
        [
            .atLeastOneRequired, .customForm, .comparisonFailedLessThan, .comparisonFailedLessThanOrEqual,
            .comparisonFailedEqual,
            .comparisonFailedGreaterThanOrEqual, .comparisonFailedGreaterThan, .notComparable,
        ]
    }
}
