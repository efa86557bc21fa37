/// Checks that several rules' arguments share.
package enum ArgumentChecks {
    /// "`lower` must not be greater than `upper`", when both are given and out of order.
    package static func ordered<Bound: Comparable>(
        _ arguments: ArgumentValues, _ lower: RuleArgument<Bound>, _ upper: RuleArgument<Bound>
    ) -> ArgumentProblem? {
        guard arguments[lower] > arguments[upper] else { return nil }
        return "\(nameAndValue: lower.key) must not be greater than \(nameAndValue: upper.key)"
    }

    /// The same for optional bounds: a missing bound is never out of order.
    package static func ordered<Bound: Comparable>(
        _ arguments: ArgumentValues, _ lower: RuleArgument<Bound?>, _ upper: RuleArgument<Bound?>
    ) -> ArgumentProblem? {
        guard let lowerValue = arguments[lower], let upperValue = arguments[upper], lowerValue > upperValue else {
            return nil
        }
        return "\(nameAndValue: lower.key) must not be greater than \(nameAndValue: upper.key)"
    }

    /// "`key` must not be empty", for text.
    package static func notEmpty(_ key: String) -> @Sendable (String) -> ArgumentProblem? {
        { $0.isEmpty ? "\(name: key) must not be empty" : nil }
    }

    /// "`key` must be at most `maximum`", for a count.
    package static func atMost(_ maximum: Int, _ key: String) -> @Sendable (Int) -> ArgumentProblem? {
        { $0 > maximum ? "\(name: key) must be at most \(maximum)" : nil }
    }
}
