public import FormValidation

/// The answer of `POST /api/signup` to an invalid submission (`422`):
/// `{"error": "validation_failed", "message": "The form has 2 errors.", "errors": [...]}`.
///
/// Each error is `{"field": "email", "code": "invalidEmail", "message": "...", "parameters": {...}}`, every
/// field's errors in field order, then rule order.
public struct SignupRejected: Encodable, Sendable, Equatable {
    /// Always `validation_failed`.
    public var error = "validation_failed"

    /// `The form has N errors.`
    public var message: String

    /// Every error, in field order and then rule order; `field` is the field's name.
    public var errors: [FormValidation.ValidationError]

    /// Creates the answer.
    ///
    /// - Parameter errors: Every error, in order; not empty.
    public init(errors: [FormValidation.ValidationError]) {
        self.message = errors.count == 1 ? "The form has 1 error." : "The form has \(errors.count) errors."
        self.errors = errors
    }
}
