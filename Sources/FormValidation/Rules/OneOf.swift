extension ValidationRule where Value: Hashable {
    /// Requires one of the given values: membership in a set, compared exactly ("HEY" is not "hey").
    ///
    /// Default message: "{field} must be one of: {options}." (code ``ValidationError/Code/notAllowed``,
    /// parameter `options`, the allowed values in the order given).
    ///
    /// - Parameters:
    ///   - allowed: The allowed values; their order is the order `{options}` lists them in.
    ///   - message: A custom message.
    /// - Returns: A membership rule.
    /// - Complexity: O(1) on average per validation (a hash lookup).
    public static func oneOf(_ allowed: [Value], message: String? = nil) -> Self {
        let set = Set(allowed)
        let options = ValidationParameter.list(allowed.map { String(describing: $0) })
        return Self(name: "oneOf", message: message) { value, failures in
            if !set.contains(value) {
                failures.append(
                    RuleFailure(code: .notAllowed, parameters: ["options": options], template: "{field} must be one of: {options}."))
            }
        }
    }
}
