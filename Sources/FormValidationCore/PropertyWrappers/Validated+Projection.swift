extension Validated {
    /// What `$property` gives for a ``Validated`` property: the current result, errors and their stream.
    ///
    /// A projection is a snapshot of the value at the moment `$property` was read; each of its properties runs
    /// the rules on that value when you read it (the rules are pure and cheap, so nothing is cached).
    /// ``errorUpdates`` instead follows the property as it changes.
    ///
    /// ```swift
    /// struct SignUp {
    ///     @Validated(field: "Email", .email()) var email = "ada@"
    /// }
    ///
    /// let form = SignUp()
    /// print(form.$email.isValid)                            // false
    /// print(form.$email.firstError?.code == .invalidEmail)   // true
    /// ```
    public struct Projection: Sendable {
        let value: Value
        let validator: Validator
        let channel: ValidatedChannel<Value>

        /// The result of validating the value: the corrected value, or every error in rule order.
        public var result: ValidationResult<Value> { validator.validate(value) }

        /// The value as the rules corrected it (trimmed, say) when it is valid; `nil` when it is not.
        ///
        /// For an optional property, a valid `nil` is `.some(nil)`.
        public var correctedValue: Value? { result.value }

        /// Whether every rule passes.
        public var isValid: Bool { result.isValid }

        /// Every error, in rule order; empty when the value is valid.
        public var errors: [ValidationError] { result.errors }

        /// The messages of ``errors``, in the same order.
        public var errorMessages: [String] { result.errorMessages }

        /// The first error in rule order, the one a compact UI shows.
        public var firstError: ValidationError? { result.firstError }

        /// The property's errors as they change, starting with the current ones.
        ///
        /// See ``Validated/ErrorUpdates`` for when it emits and what it costs.
        public var errorUpdates: ErrorUpdates { ErrorUpdates(channel: channel) }
    }
}
