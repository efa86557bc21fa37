public import FormValidationCore

extension RuleSet where Value == String {
    /// The invariants every rule set keeps that `value` breaks: a verdict does not depend on how many times it ran
    /// (a second run gives the same result), and a passing value's corrected form passes again, unchanged.
    ///
    /// Not API: the one statement of these invariants, which the property tests and the fuzzers both check, with
    /// `import FormValidationSampling`.
    ///
    /// - Parameters:
    ///   - value: The value to validate.
    ///   - show: How a report shows a value (the fuzzers escape what is not printable ASCII); by default its debug
    ///     description, cut at 200 characters.
    /// - Returns: One line per broken invariant, such as `judged "a" twice differently: valid as "a" then invalid
    ///   (custom)`; empty when `value` keeps them.
    public func brokenInvariants(
        on value: String, showing show: (String) -> String = { String($0.debugDescription.prefix(200)) }
    ) -> [String] {
        let first = validate(value)
        let second = validate(value)
        var problems: [String] = []
        if first != second {
            problems.append(
                "judged \(show(value)) twice differently: \(Self.describe(first, show)) then \(Self.describe(second, show))"
            )
        }
        if case .valid(let corrected) = first {
            let again = validate(corrected)
            if again != .valid(corrected) {
                problems.append(
                    "corrected \(show(value)) to \(show(corrected)), which then gave \(Self.describe(again, show))")
            }
        }
        return problems
    }

    /// A result in a few words: `valid`, `valid as "x"` when corrected, or `invalid (tooShort, email)`.
    private static func describe(_ result: ValidationResult<String>, _ show: (String) -> String) -> String {
        switch result {
        case .valid(let corrected): "valid as \(show(corrected))"
        case .invalid(let errors): "invalid (\(errors.map(\.code.rawValue).joined(separator: ", ")))"
        }
    }
}
