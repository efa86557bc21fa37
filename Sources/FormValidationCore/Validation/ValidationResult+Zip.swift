extension ValidationResult where Value == Never {
    /// Combines independent results into one: every value when all are valid, otherwise every error of every result.
    ///
    /// This is applicative validation. Validate each field on its own, then build the model only when all of
    /// them pass; when any fails, the combined result lists the errors of *every* failing field — in argument
    /// order, and within a field in rule order — so a person sees all that is wrong at once, not only the first
    /// field's problem.
    ///
    /// ```swift
    /// struct Person { var name: String; var age: Int }
    ///
    /// let name = RuleSet<String>(.trimmingWhitespace(), .required(), field: "Name").validate("  Ada ")
    /// let age = RuleSet<Int>(.range(18...), field: "Age").validate(36)
    /// let person = ValidationResult.zip(name, age).map(Person.init)
    /// print(person.value?.name ?? "", person.value?.age ?? 0)   // Ada 36
    /// ```
    ///
    /// The results carry the corrected values (the trimmed name above), and those are what the model is built
    /// from. A combined `.invalid` result is never empty: an invalid result always carries at least one error,
    /// so a combination with an invalid member does too.
    ///
    /// The method lives on `ValidationResult<Never>` only so that `ValidationResult.zip(…)` needs no type
    /// argument, as `Task.sleep(for:)` does; the combined result's type comes from the arguments.
    ///
    /// - Parameter results: The results to combine, each for its own value type.
    /// - Returns: `.valid` with a tuple of the corrected values in argument order when every result is valid;
    ///   otherwise `.invalid` with the errors of every invalid result, in argument order.
    /// - Complexity: O(*n*) in the number of results and errors.
    public static func zip<each Item>(
        _ results: repeat ValidationResult<each Item>
    ) -> ValidationResult<(repeat each Item)> {
        var errors: [ValidationError] = []
        var anyInvalid = false
        for result in repeat each results {
            if case .invalid(let itsErrors) = result {
                anyInvalid = true
                errors.append(contentsOf: itsErrors)
            }
        }
        if anyInvalid { return .invalid(errors) }
        return .valid((repeat (each results).validValue))
    }
}

extension ValidationResult {
    /// The value of a result known to be valid.
    fileprivate var validValue: Value {
        guard case .valid(let value) = self else { preconditionFailure("validValue of an invalid result") }
        return value
    }
}
