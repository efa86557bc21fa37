/// What a value's remote rules made of it, each outcome settled by its rule's failure policy: the one
/// implementation behind a validator's checks (`FormValidator`) and a spec's record path (`FormSpecValidator`).
package struct RemoteSettlement: Sendable {
    /// A failing rule's report: the rule's index, the failure, and a message the server supplied, if any.
    package struct Failure: Sendable {
        package var rule: Int
        package var failure: RuleFailure
        package var serverMessage: String?
    }

    /// The failures, in rule order.
    package var failures: [Failure]
    /// Whether every rule gave a verdict (none failed to answer), so the settlement may be reused for the same input.
    package var isVerdict: Bool

    /// Runs every rule that `applies` at once and returns their outcomes in rule order; `nil` for a rule that does
    /// not apply (its condition does not hold).
    ///
    /// - Parameters:
    ///   - value: The value to check.
    ///   - parameters: Extra parameters for this check, merged over each rule's own.
    ///   - rules: The remote rules.
    ///   - applies: Whether the rule at an index applies.
    /// - Returns: The outcomes; a rule cut short by cancellation failed ("request cancelled").
    package static func check<Value>(
        _ value: Value, parameters: [String: JSONValue] = [:], rules: [AsyncValidationRule<Value>],
        applies: (Int) -> Bool
    ) async -> [RemoteOutcome?] {
        await withTaskGroup(of: (Int, RemoteOutcome).self, returning: [RemoteOutcome?].self) { group in
            for (index, rule) in rules.enumerated() where applies(index) {
                group.addTask { (index, await rule.check(value, parameters: parameters)) }
            }
            var outcomes = [RemoteOutcome?](repeating: nil, count: rules.count)
            for await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes.indices.map { index in
                guard applies(index) else { return nil }
                return outcomes[index] ?? .failed(RemoteValidationFailure(.connection, reason: "request cancelled"))
            }
        }
    }

    /// Settles `outcomes`: an answer that refuses the value is the rule's rejection (with the server's message); a
    /// rule that could not answer is valid under the `valid` policy and "cannot be checked now" under the others.
    ///
    /// - Parameters:
    ///   - outcomes: The outcomes, in rule order; `nil` for a rule that does not apply.
    ///   - rules: The rules that gave them.
    package init<Value>(_ outcomes: [RemoteOutcome?], rules: [AsyncValidationRule<Value>]) {
        failures = []
        isVerdict = true
        for (index, (rule, outcome)) in zip(rules, outcomes).enumerated() {
            switch outcome {
            case nil: continue
            case .answered(let answer)?:
                if !answer.isValid {
                    failures.append(
                        Failure(rule: index, failure: rule.rejection(message: nil), serverMessage: answer.message))
                }
            case .failed(let failure)?:
                isVerdict = false
                if rule.failurePolicy == .valid { continue }
                let unavailable = RemoteUnavailableFailure.failure(
                    reason: failure.reason, retryable: rule.failurePolicy.retry != nil)
                failures.append(Failure(rule: index, failure: unavailable, serverMessage: nil))
            }
        }
    }

    /// The failures as errors, worded by `wording`: a rejection with its rule's custom message unless the server
    /// supplied one, "cannot be checked now" with the catalog's.
    ///
    /// - Parameters:
    ///   - rules: The rules that were settled.
    ///   - wording: The rule set whose field, messages and catalog word the errors.
    ///   - value: The value, for `{value}`.
    /// - Returns: The errors, in rule order.
    package func errors<Value, Checked>(
        rules: [AsyncValidationRule<Checked>], wordedBy wording: RuleSet<Value>, value: Checked
    ) -> [ValidationError] {
        failures.map { failure in
            let customMessage =
                failure.failure.code == .remoteUnavailable ? nil : rules[failure.rule].customMessage
            var error = wording.error(for: failure.failure, customMessage: customMessage, value: value)
            if let message = failure.serverMessage { error.message = message }
            return error
        }
    }
}
