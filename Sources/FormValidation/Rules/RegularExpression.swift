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
            throw InvalidPatternError(pattern: pattern, reason: "\(error.localizedDescription)")
        }
        let failure = RuleFailure(
            code: .patternMismatch, parameters: ["pattern": .text(pattern)],
            template: "{field} is not in the expected format.")
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
}
