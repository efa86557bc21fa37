/// The error thrown when a value that had to be valid is not: it carries every ``ValidationError``, never none.
///
/// ``ValidationResult/get()`` throws it, so code that needs the valid value can use `try` instead of a `switch`,
/// and a validated property's decoding reports it as the underlying error of a `DecodingError`.
///
/// ```swift
/// struct Person { var name: String; var age: Int }
/// let nameRules = RuleSet<String>(.trimmingWhitespace(), .required(), field: "Name")
/// let ageRules = RuleSet<Int>(.range(18...), field: "Age")
///
/// func register(name: String, age: Int) throws(ValidationFailure) -> Person {
///     try ValidationResult.zip(nameRules.validate(name), ageRules.validate(age)).map(Person.init).get()
/// }
/// ```
public struct ValidationFailure: Error, Sendable, Hashable {
    /// Every error, in the order the rules (and, for a combined result, the values) came; never empty.
    public let errors: [ValidationError]

    /// Creates a failure from the errors of an invalid result.
    ///
    /// - Parameter errors: The errors; must not be empty.
    package init(_ errors: [ValidationError]) {
        precondition(!errors.isEmpty, "a validation failure needs at least one error")
        self.errors = errors
    }

    /// The messages of ``errors``, in the same order.
    public var errorMessages: [String] { errors.map(\.message) }

    /// The first error, the one a compact UI shows.
    public var firstError: ValidationError { errors[0] }
}

extension ValidationFailure: CustomStringConvertible {
    /// The messages, one after the other: "Name is required. Age must be at least 18."
    public var description: String { errorMessages.joined(separator: " ") }
}

extension ValidationResult {
    /// The corrected value, or a thrown ``ValidationFailure`` carrying every error.
    ///
    /// Use it where an invalid value ends the work, such as a server handler or a submit action:
    ///
    /// ```swift
    /// let input = " ada@example.com "
    /// let email = try RuleSet<String>.emailAddress(field: "Email").validate(input).get()
    /// print(email)   // ada@example.com
    /// ```
    ///
    /// An `.invalid` result with no errors breaks the type's contract; `get()` stops the program for one.
    ///
    /// - Returns: The value as the rules corrected it.
    /// - Throws: ``ValidationFailure`` with the errors, in order, when the result is invalid.
    public func get() throws(ValidationFailure) -> Value {
        switch self {
        case .valid(let value): return value
        case .invalid(let errors): throw ValidationFailure(errors)
        }
    }
}
