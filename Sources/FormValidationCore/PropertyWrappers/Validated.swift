/// A property wrapper that declares a property together with its rules, and knows its errors at any time.
///
/// ```swift
/// struct SignUp {
///     @Validated(field: "Email", .trimmingWhitespace(), .required(), .email()) var email = ""
///     @Validated(.strongPassword(field: "Password")) var password = ""
///     @Validated(field: "Age", .range(18...)) var age = 0
///     @Validated(field: "Backup email", .email()) var backupEmail: String? = nil
/// }
///
/// var form = SignUp()
/// form.email = " ada@"
/// print(form.$email.isValid)                 // false
/// print(form.$email.errorMessages)           // ["Email is not a valid email address."]
/// form.email = " ada@example.com "
/// print(form.$email.correctedValue ?? "")    // ada@example.com
/// // The property keeps what was assigned:
/// print(form.email.debugDescription)         // " ada@example.com "
/// ```
///
/// The projected value (`$email`, a ``Projection``) gives the current ``ValidationResult`` with the corrected
/// value, the errors, their messages, the first error and ``Projection/errorUpdates``: a stream of error lists
/// that emits whenever the errors change.
///
/// **Validation is lazy.** Assigning a value validates nothing. Each read of `$email.result` (or `errors`,
/// `isValid`, …) runs the rules on the current value — they are pure and cost nanoseconds — and the stream runs
/// them on each assignment only while someone iterates it. So a model with validated properties pays nothing
/// for validation it never asks about.
///
/// **The wrapped value is never rewritten.** Correcting rules such as
/// ``ValidationRule/trimmingWhitespace()`` shape ``Projection/correctedValue`` and what is encoded, not the
/// property: a text field bound to it does not jump while someone types. Assign the corrected value yourself
/// when you want it stored, for example on submit.
///
/// **Copies.** The value has value semantics: a copy of the enclosing struct has its own value, and setting
/// the property on the copy leaves the original alone. The change stream, however, belongs to the property and
/// is shared by its copies: ``Projection/errorUpdates`` reports the value most recently assigned through the
/// original or any copy of it. That is what keeps a listener attached when a binding (SwiftUI's `$model.email`)
/// writes back a modified copy of the model.
///
/// **Optional values.** For an optional property, give the rules of the wrapped type:
/// `@Validated(.email()) var backupEmail: String? = nil`. `nil` counts as empty, so it is valid unless a rule is
/// ``ValidationRule/required(message:ignoringWhitespace:)``.
///
/// **Encoding.** When `Value` is `Encodable`, so is the wrapper: it encodes the corrected value when valid and
/// otherwise the fallback of the first failing rule that has one (``ValidationRule/fallback(_:)``), else the
/// fallback given to the initializer, else `null` — invalid data never leaves the app. It is not
/// `Decodable`: the rules are arguments of the property's declaration, which decoding never sees. Name the rules
/// with a type and use ``ValidatedBy`` (`@ValidatedBy<Username> var username = ""`), which is `Codable` and
/// validates what it decodes; a reusable wrapper such as ``Email`` does the same through
/// `init(from:_:fallback:)`.
///
/// **Reusable wrappers.** A common combination of rules becomes a wrapper of its own in a few lines; ``Email`` is
/// one, and its documentation shows how to write another.
@propertyWrapper
public struct Validated<Value: ValidatableValue>: Sendable {
    private var value: Value
    /// Runs the rules; a `RuleSet<Value>`, or for optionals the wrapped type's rule set.
    package let validator: Validator
    /// What to encode in place of an invalid value; `nil` encodes `null`.
    package let fallback: Value?
    /// The change stream shared by this wrapper and its copies.
    package let channel: ValidatedChannel<Value>

    /// Creates a validated property from a list of rules.
    ///
    /// ```swift
    /// @Validated(field: "Email", .trimmingWhitespace(), .required(), .email(), fallback: "") var email = ""
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value: the property's initial value, or the memberwise argument.
    ///   - field: The field's name, shown by `{field}` in messages ("Email is required.") and set on each error.
    ///   - rules: The rules, in the order they run.
    ///   - fallback: What to encode in place of an invalid value; `nil` (the default) encodes `null`.
    public init(wrappedValue: Value, field: String? = nil, _ rules: ValidationRule<Value>..., fallback: Value? = nil) {
        self.init(wrappedValue: wrappedValue, RuleSet(rules, field: field), fallback: fallback)
    }

    /// Creates a validated property from a rule set, such as a ready-made one.
    ///
    /// ```swift
    /// @Validated(.strongPassword(field: "Password")) var password = ""
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value: the property's initial value, or the memberwise argument.
    ///   - rules: The rules and how they report (field name, secrecy, messages, failure mode).
    ///   - fallback: What to encode in place of an invalid value; `nil` (the default) encodes `null`.
    public init(wrappedValue: Value, _ rules: RuleSet<Value>, fallback: Value? = nil) {
        self.init(
            value: wrappedValue, validator: Validator({ rules.validate($0) }, fallback: { rules.fallback(for: $0) }),
            fallback: fallback)
    }

    /// Creates a validated optional property from rules for the wrapped type.
    ///
    /// `nil` counts as empty: it is valid, unless a rule is ``ValidationRule/required(message:ignoringWhitespace:)``.
    ///
    /// ```swift
    /// @Validated(field: "Backup email", .email()) var backupEmail: String? = nil
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value: the property's initial value, or the memberwise argument.
    ///   - field: The field's name, for messages and errors.
    ///   - rules: The rules for the wrapped type, in the order they run.
    ///   - fallback: What to encode in place of an invalid value; `nil` (the default) encodes `null`.
    public init<Wrapped>(
        wrappedValue: Value, field: String? = nil, _ rules: ValidationRule<Wrapped>..., fallback: Wrapped? = nil
    ) where Value == Wrapped? {
        self.init(wrappedValue: wrappedValue, RuleSet(rules, field: field), fallback: fallback)
    }

    /// Creates a validated optional property from a rule set for the wrapped type.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value: the property's initial value, or the memberwise argument.
    ///   - rules: The rules for the wrapped type and how they report.
    ///   - fallback: What to encode in place of an invalid value; `nil` (the default) encodes `null`.
    public init<Wrapped>(wrappedValue: Value, _ rules: RuleSet<Wrapped>, fallback: Wrapped? = nil)
    where Value == Wrapped? {
        // A fallback of `nil` means "none", so it is kept as `.none`, not as a fallback of `.some(nil)`.
        self.init(
            value: wrappedValue,
            validator: Validator({ rules.validate($0) }, fallback: { rules.fallback(for: $0).map { .some($0) } }),
            fallback: fallback.map { .some($0) })
    }

    package init(value: Value, validator: Validator, fallback: Value?) {
        self.value = value
        self.validator = validator
        self.fallback = fallback
        self.channel = ValidatedChannel(value: value, validator: validator)
    }

    /// The value as assigned; never rewritten by a correcting rule.
    ///
    /// Assigning validates nothing, unless someone iterates ``Projection/errorUpdates``: then the new value's
    /// errors are sent to the listeners if they differ from the last ones sent.
    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            channel.valueDidChange(to: newValue)
        }
    }

    /// The current validation of the value: its result, errors and the stream of error changes.
    public var projectedValue: Projection {
        Projection(value: value, validator: validator, channel: channel)
    }
}

extension Validated {
    /// The rules of a validated property, reduced to the one thing the wrapper needs: validate a value.
    package struct Validator: Sendable {
        let validate: @Sendable (Value) -> ValidationResult<Value>
        /// The fallback of the first failing rule that has one.
        let ruleFallback: @Sendable (Value) -> Value?

        init(
            _ validate: @escaping @Sendable (Value) -> ValidationResult<Value>,
            fallback: @escaping @Sendable (Value) -> Value? = { _ in nil }
        ) {
            self.validate = validate
            self.ruleFallback = fallback
        }
    }
}
