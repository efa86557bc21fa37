import FormValidation

extension RuleCommand {
    /// Every rule `formcheck` knows, in the order `--help` lists them.
    static let builtIn: [RuleCommand] = [
        .required, .email, .containsNumber, .minimumLength, .maximumLength, .length, .range, .regex, .oneOf, .equal,
        .remote, .form,
    ]

    /// `required`: ``FormValidation/ValidationRule/required(message:ignoringWhitespace:)``.
    static let required = RuleCommand(
        "required", summary: "Not empty and not only whitespace."
    ) { _ throws(UsageError) in
        LineChecker(RuleSet(.required()))
    }

    /// `email`: ``FormValidation/ValidationRule/email(message:)``.
    static let email = RuleCommand("email", summary: "An email address.") { _ throws(UsageError) in
        LineChecker(RuleSet(.email()))
    }

    /// `contains-number`: ``FormValidation/ValidationRule/containsNumber(message:)``.
    static let containsNumber = RuleCommand("contains-number", summary: "Contains a digit.") { _ throws(UsageError) in
        LineChecker(RuleSet(.containsNumber()))
    }

    /// `min-length N`: ``FormValidation/ValidationRule/minimumLength(_:counting:message:)``.
    static let minimumLength = RuleCommand(
        "min-length", arguments: ["N"], options: [.count], summary: "At least N long, counted as --count says."
    ) { arguments throws(UsageError) in
        let minimum = try arguments.nonNegativeInteger(at: 0)
        return LineChecker(RuleSet(.minimumLength(minimum, counting: try arguments.lengthUnit())))
    }

    /// `max-length N`: ``FormValidation/ValidationRule/maximumLength(_:counting:message:)``.
    static let maximumLength = RuleCommand(
        "max-length", arguments: ["N"], options: [.count], summary: "At most N long, counted as --count says."
    ) { arguments throws(UsageError) in
        let maximum = try arguments.nonNegativeInteger(at: 0)
        return LineChecker(RuleSet(.maximumLength(maximum, counting: try arguments.lengthUnit())))
    }

    /// `length MIN MAX`: ``FormValidation/ValidationRule/length(_:counting:message:)``.
    static let length = RuleCommand(
        "length", arguments: ["MIN", "MAX"], options: [.count], summary: "MIN to MAX long, counted as --count says."
    ) { arguments throws(UsageError) in
        let minimum = try arguments.nonNegativeInteger(at: 0)
        let maximum = try arguments.nonNegativeInteger(at: 1)
        try arguments.requireOrdered(minimum, maximum, at: 0)
        return LineChecker(RuleSet(.length(minimum...maximum, counting: try arguments.lengthUnit())))
    }

    /// `range MIN MAX`: ``FormValidation/ValidationRule/number(in:locale:message:)``, bounds in POSIX notation.
    static let range = RuleCommand(
        "range", arguments: ["MIN", "MAX"], options: [.locale],
        summary: "A number from MIN to MAX (written like 1.5 or -3), the value in --locale's notation."
    ) { arguments throws(UsageError) in
        let minimum = try arguments.decimal(at: 0)
        let maximum = try arguments.decimal(at: 1)
        try arguments.requireOrdered(minimum, maximum, at: 0)
        return LineChecker(RuleSet(.number(in: minimum...maximum, locale: try arguments.locale())))
    }

    /// `regex PATTERN`: ``FormValidation/ValidationRule/regularExpression(_:options:message:)``.
    static let regex = RuleCommand(
        "regex", arguments: ["PATTERN"], summary: "Matched as a whole by the ICU regular expression PATTERN."
    ) { arguments throws(UsageError) in
        do {
            return LineChecker(RuleSet(try .regularExpression(arguments[0])))
        } catch {
            throw arguments.error("invalid regular expression \(UsageError.quoted(arguments[0]))")
        }
    }

    /// `in A,B,C`: ``FormValidation/ValidationRule/oneOf(_:message:)`` with the list split on commas, kept exact.
    ///
    /// An empty or whitespace-only item (`in ,`, `in a,,b`, `in ' ,a'`) is a usage error: such a line is valid
    /// without the rule running, so the item could never matter, and the message would list it as ", ,".
    static let oneOf = RuleCommand(
        "in", arguments: ["A,B,C"], summary: "Exactly one of the comma-separated values (none empty)."
    ) { arguments throws(UsageError) in
        let allowed = arguments[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !allowed.contains(where: { $0.countsAsEmpty(ignoringWhitespace: true) }) else {
            throw arguments.error(
                "\(arguments.rule.argumentNames[0]) must not contain an empty or whitespace-only item "
                    + "(such a line is valid anyway), got \(UsageError.quoted(arguments[0]))")
        }
        return LineChecker(RuleSet(.oneOf(allowed)))
    }

    /// `equal VALUE`: ``FormValidation/ValidationRule/equal(to:message:)``.
    static let equal = RuleCommand(
        "equal", arguments: ["VALUE"], summary: "Exactly VALUE."
    ) { arguments throws(UsageError) in
        LineChecker(RuleSet(.equal(to: arguments[0])))
    }

    /// `remote --url URL [--extra JSON] [--timeout S]`: the library's `AsyncValidationRule.remote(_:extra:timeout:…)`
    /// without debounce, each value checked with ``FormValidation/AsyncValidationRule/check(_:parameters:)``.
    static let remote = RuleCommand(
        "remote", requiredOptions: [.url], options: [.extra, .timeout],
        summary: "Accepted by the server at URL (ALPValidator's POST {\"instance\", \"extra\"}), one line at a time."
    ) { arguments throws(UsageError) in
        let url = try arguments.remoteURL()
        let extra = try arguments.extraParameters()
        let timeout = try arguments.timeout()
        let rule: AsyncValidationRule<String>
        do throws(RemoteRuleError) {
            rule = try .remote(url, extra: extra, timeout: timeout, debounce: .zero)
        } catch {
            // The library refuses the URL: not http(s), no host, or plain http to a host that is not loopback.
            throw arguments.error(RemoteURLCheck.reason(for: error).map { "--url: \($0)" } ?? error.description)
        }
        if let reason = RemoteURLCheck.unreachableReason(url) {
            throw arguments.error("--url: \(reason)")
        }
        return .remote(rule)
    }
}
