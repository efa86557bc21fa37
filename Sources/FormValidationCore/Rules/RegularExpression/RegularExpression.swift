public import Foundation

extension ValidationRule where Value == String {
    /// Requires text that the regular expression matches as a whole, from its first character to its last.
    ///
    /// The pattern uses ICU syntax (that of `NSRegularExpression`) and is compiled once, here: an invalid
    /// pattern throws ``InvalidPatternError`` now, never at validation time. "hello" matches "hello" only,
    /// not "hello there"; there is no need for `^` and `$`. Like every ICU pattern, it works on Unicode
    /// scalars: `.` matches one scalar, so the flag "🇯🇵" (two scalars) needs `..` or `\\X` (a whole character).
    ///
    /// **Input-length cap.** Text longer than `maximumInputLength` UTF-16 code units (the units the engine walks;
    /// one per character in most scripts, two for an emoji) is refused with
    /// ``ValidationError/Code/inputTooLongForPattern`` before the pattern runs, so that a pasted novel cannot
    /// hold the main thread in a backtracking pattern. The default, 10,000, is longer than anything typed into a
    /// form field (a long comment is a few thousand characters; an email address at most 254 bytes) and some 25
    /// times below the length — about 270,000 — at which ICU's 8 MB backtracking stack runs out for a pattern as
    /// plain as `(a|b)*`. Raise it for a field that really takes more text.
    ///
    /// **Evaluation failures.** When ICU cannot finish matching — its backtracking stack ran out, or the search took
    /// more than about two million steps (some 50 ms; `(?:(a+)+b|a+!)` on 27 characters, which ICU would
    /// otherwise answer "no match" after a second) — whether the text matches is unknown. That is not a verdict: it
    /// fails with ``ValidationError/Code/patternEvaluationFailed``, never as
    /// ``ValidationError/Code/patternMismatch``.
    ///
    /// Default messages: "{field} is not in the expected format." (code ``ValidationError/Code/patternMismatch``),
    /// "{field} is too long to check against the expected format." (code
    /// ``ValidationError/Code/inputTooLongForPattern``, parameter `max`) and "{field} could not be checked against
    /// the expected format." (code ``ValidationError/Code/patternEvaluationFailed``); each with parameter `pattern`.
    ///
    /// - Parameters:
    ///   - pattern: The regular expression.
    ///   - options: Matching options, such as `.caseInsensitive`.
    ///   - maximumInputLength: The longest text matched, in UTF-16 code units; 10,000 by default. A negative
    ///     value counts as 0.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: A regular-expression rule.
    /// - Throws: ``InvalidPatternError`` when the pattern does not compile.
    /// - Complexity: A simple pattern — ASCII characters and bracketed ASCII classes such as `[a-z0-9_]`, each
    ///   with an optional count (`?`, `*`, `+`, `{2}`, `{3,20}`), with no options — is matched by a scanner of
    ///   its own in one pass, linear in the text, without allocating. Any other pattern runs on ICU's
    ///   backtracking engine, at the cost of the pattern on at most `maximumInputLength` code units, so prefer
    ///   patterns without nested quantifiers — the cap bounds their cost but cannot make it small; and such a
    ///   check allocates, valid values included (about eight allocations: ICU matches through `NSString`). The
    ///   built-in formats (``email(message:)``) use linear scanners.
    public static func regularExpression(
        _ pattern: String, options: NSRegularExpression.Options = [], maximumInputLength: Int = 10_000,
        message: String? = nil
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
        let limit = max(0, maximumInputLength)
        let mismatch = RuleFailure(.patternMismatch, parameters: ["pattern": .text(pattern)])
        let tooLong = RuleFailure(
            .inputTooLongForPattern, parameters: ["pattern": .text(pattern), "max": .integer(limit)])
        let evaluationFailed = RuleFailure(.patternEvaluationFailed, parameters: ["pattern": .text(pattern)])
        // Most patterns written for form fields ([a-z0-9_]+) need no ICU: matched by a scanner, the same answers.
        let simple = options.isEmpty ? ASCIIPattern(pattern) : nil
        return Self(name: "regularExpression", message: message, rewritesValue: false) { value, failures in
            let length = value.utf16.count
            guard length <= limit else {
                failures.append(tooLong)
                return
            }
            if let simple {
                if !simple.matches(value) { failures.append(mismatch) }
                return
            }
            // With a budget: a match ICU could not finish (a backtracking stack overflow, or a search it gave up on
            // in silence) is not known, which is never "no match".
            switch expression.budgetedMatch(in: value, options: .anchored) {
            case .match: return
            case .noMatch: failures.append(mismatch)
            case .unknown: failures.append(evaluationFailed)
            }
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

/// Matched as a whole by the ICU regular expression `pattern`; longer text than `maximumInputLength` is refused without
/// running it.
struct RegularExpressionRule: RuleDefinition {
    static let commandName: String? = "regex"
    static let example = "try .regularExpression(\"[a-z]+\")"
    static let messages: [DefaultMessage] = [.patternMismatch, .inputTooLongForPattern, .patternEvaluationFailed]

    /// The ICU regular expression.
    @Argument(required: .string, commandLine: .positional("PATTERN"))
    var pattern: String = ""
    /// Whether letters match regardless of case (default false).
    @Argument(.bool, commandLine: .notOffered)
    var caseInsensitive: Bool = false
    /// The longest text the pattern runs on, in UTF-16 code units (default 10000).
    @Argument(.count, commandLine: .option("N", formerNames: ["--max-input-length"]), formerKeys: ["maxInputLength"])
    var maximumInputLength: Int = 10_000

    func checkArguments() throws(ArgumentProblem) {
        _ = try build(.local())
    }

    func build(_ context: RuleBuildContext) throws(ArgumentProblem) -> BuiltRule {
        do throws(InvalidPatternError) {
            return .local(
                try .regularExpression(
                    pattern, options: caseInsensitive ? [.caseInsensitive] : [],
                    maximumInputLength: maximumInputLength, message: context.message))
        } catch {
            throw .invalidPattern("pattern", reason: error.reason)
        }
    }
}
