public import Foundation

extension ValidationRule where Value == String {
    /// Requires text that the regular expression matches as a whole, from its first character to its last.
    ///
    /// The pattern uses ICU syntax (that of `NSRegularExpression`) and is compiled once, here: an invalid
    /// pattern throws ``InvalidPatternError`` now, never at validation time. "hello" matches "hello" only,
    /// not "hello there"; there is no need for `^` and `$`. Like every ICU pattern, it works on Unicode
    /// scalars: `.` matches one scalar, so the flag "🇯🇵" (two scalars) needs `..` or `\\X` (a whole character).
    ///
    /// Default message: "{field} is not in the expected format." (code
    /// ``ValidationError/Code/patternMismatch``, parameter `pattern`).
    ///
    /// - Parameters:
    ///   - pattern: The regular expression.
    ///   - options: Matching options, such as `.caseInsensitive`.
    ///   - message: A custom message.
    /// - Returns: A regular-expression rule.
    /// - Throws: ``InvalidPatternError`` when the pattern does not compile.
    /// - Complexity: That of the pattern: a backtracking engine runs it, so prefer patterns without nested
    ///   quantifiers for input of unbounded length. The built-in formats (``email(message:)``) use linear scanners.
    public static func regularExpression(
        _ pattern: String, options: NSRegularExpression.Options = [], message: String? = nil
    ) throws(InvalidPatternError) -> Self {
        let expression: NSRegularExpression
        do {
            // Compile the pattern as given first, so that a stray ")" is reported instead of closing our group.
            _ = try NSRegularExpression(pattern: pattern, options: options)
            // Anchoring both ends makes the engine search for a whole match, not accept a shorter first one:
            // "a|ab" must match "ab".
            // In free-spacing mode a trailing "# comment" would swallow the ")", so end the comment first.
            let end = options.contains(.allowCommentsAndWhitespace) ? "\n)" : ")"
            expression = try NSRegularExpression(pattern: "\\A(?:\(pattern)\(end)\\z", options: options)
        } catch {
            throw InvalidPatternError(pattern: pattern, reason: InvalidPatternError.diagnosis(of: pattern))
        }
        let failure = RuleFailure(.patternMismatch, parameters: ["pattern": .text(pattern)])
        return Self(name: "regularExpression", message: message) { value, failures in
            let whole = NSRange(location: 0, length: value.utf16.count)
            let match = expression.firstMatch(in: value, options: [.anchored], range: whole)
            if match == nil { failures.append(failure) }
        }
    }
}

/// The error thrown when a regular-expression rule is given a pattern that does not compile.
public struct InvalidPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as given.
    public var pattern: String
    /// What the regular-expression compiler reported.
    public var reason: String

    /// A sentence naming the pattern.
    public var description: String { "invalid regular expression \"\(pattern)\": \(reason)" }

    /// What is wrong with a pattern ICU refused, in words: Foundation reports only that the value is invalid, so
    /// Swift's own regular-expression parser, whose syntax is close to ICU's, is asked where the mistake is
    /// ("expected ')'").
    static func diagnosis(of pattern: String) -> String {
        do {
            _ = try Regex(pattern)
        } catch {
            return "\(error)"
        }
        return "ICU cannot compile it"
    }
}

extension DefaultMessage {
    /// "{field} is not in the expected format."
    static let patternMismatch = DefaultMessage(.patternMismatch, "{field} is not in the expected format.")
}

extension RuleSpec {
    /// ``ValidationRule/regularExpression(_:options:message:)`` as data.
    ///
    /// The pattern is compiled when a ``FormSpec`` is made or decoded, which reports one that does not compile.
    ///
    /// - Parameters:
    ///   - pattern: The ICU regular expression, matched against the whole text.
    ///   - caseInsensitive: Whether letters match regardless of case.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func regularExpression(_ pattern: String, caseInsensitive: Bool = false, message: String? = nil)
        -> RuleSpec
    {
        RuleSpec(
            .regularExpression,
            [RegularExpressionArguments.pattern.json(pattern), RegularExpressionArguments.caseInsensitive.json(caseInsensitive)],
            message: message)
    }
}

extension RuleDeclaration {
    /// `regularExpression`: matched as a whole by an ICU pattern.
    static let regularExpression = RuleDeclaration(
        name: "regularExpression", command: "regex",
        summary: "Matched as a whole by the ICU regular expression \(name: "pattern").",
        example: "try .regularExpression(\"[a-z]+\")",
        symbol: "ValidationRule/regularExpression(_:options:message:)",
        arguments: [RegularExpressionArguments.pattern.erased, RegularExpressionArguments.caseInsensitive.erased],
        messages: [.patternMismatch],
        checks: [{ arguments in
            do throws(InvalidPatternError) {
                _ = try RegularExpressionArguments.rule(arguments, message: nil)
                return nil
            } catch {
                return "invalid regular expression \(given: "pattern"): \(error.reason)"
            }
        }]
    ) { arguments, context throws(ArgumentProblem) in
        do throws(InvalidPatternError) {
            return .local(try RegularExpressionArguments.rule(arguments, message: context.message))
        } catch {
            throw "invalid regular expression \(given: "pattern"): \(error.reason)"
        }
    }
}

private enum RegularExpressionArguments {
    static let pattern = RuleArgument(
        "pattern", .string, command: .positional("PATTERN"), summary: "the ICU regular expression")
    static let caseInsensitive = RuleArgument(
        "caseInsensitive", .bool, .optional(default: false),
        summary: "whether letters match regardless of case (default false)")

    static func rule(_ arguments: ArgumentValues, message: String?) throws(InvalidPatternError)
        -> ValidationRule<String>
    {
        try .regularExpression(
            arguments[pattern], options: arguments[caseInsensitive] ? [.caseInsensitive] : [], message: message)
    }
}

extension ValidationError.Code {
    /// The text does not match the regular expression as a whole (parameter `pattern`).
    public static let patternMismatch: Self = "patternMismatch"
}
