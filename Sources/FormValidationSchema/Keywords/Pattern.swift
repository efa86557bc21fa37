import FormValidationCore
import Foundation

/// `pattern`: a string must contain a match of the regular expression (it is not anchored), run by ICU
/// (`patternMismatch`, parameter `pattern`). A pattern ICU cannot compile is refused when the schema is loaded.
struct Pattern: SchemaKeyword {
    let expression: SchemaRegularExpression
    let title: String?

    func evaluate(_ instance: JSONValue, at path: JSONPointer, in evaluation: inout Evaluation) -> Bool {
        guard case .string(let text) = instance, !expression.matches(text) else { return true }
        evaluation.report(
            RuleFailure(.patternMismatch, parameters: ["pattern": .text(expression.pattern)]), at: path,
            title: title, instance: instance)
        return false
    }
}

/// A JSON Schema regular expression (`pattern`, `patternProperties`), compiled by ICU.
struct SchemaRegularExpression: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to use from several threads at once.
    private let regex: NSRegularExpression
    let pattern: String

    init(_ pattern: String, context: KeywordContext, keyword: String) throws(JSONSchemaError) {
        do {
            regex = try NSRegularExpression(pattern: pattern)
        } catch {
            throw context.problem(keyword, "\"\(pattern)\" is not a regular expression ICU can compile")
        }
        self.pattern = pattern
    }

    /// Whether `text` contains a match.
    func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

extension KeywordDeclaration {
    static let pattern = KeywordDeclaration(["pattern"]) { context throws(JSONSchemaError) in
        guard case .string(let text)? = context.members["pattern"] else {
            throw context.problem("pattern", "\"pattern\" must be a string")
        }
        return Pattern(
            expression: try SchemaRegularExpression(text, context: context, keyword: "pattern"), title: context.title)
    }
}
