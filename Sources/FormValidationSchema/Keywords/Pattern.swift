import FormValidationCore

/// `pattern`: a string must contain a match of the regular expression, read as ECMA-262 reads it (it is not
/// anchored): `patternMismatch`, parameter `pattern`; `patternEvaluationFailed` when a pattern that needs a
/// backtracking engine could not be run to the end, which is never taken for no match. A pattern ECMA-262 refuses
/// is refused when the schema is loaded.
struct Pattern: SchemaKeyword {
    let expression: SchemaRegularExpression
    let title: String?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .string(let text) = instance else { return true }
        let failure: RuleFailure
        switch expression.firstMatch(in: text) {
        case .match: return true
        case .noMatch: failure = expression.mismatch
        case .unknown: failure = expression.evaluationFailed
        }
        evaluation.report(failure, at: path, title: title, instance: instance)
        return false
    }
}

/// A JSON Schema regular expression (`pattern`, `patternProperties`): an ECMA-262 pattern (``ECMAPattern``), run
/// by an automaton in linear time (``PatternAutomaton``), or by ICU with a budget when it has a lookaround or a
/// backreference (``ICUPattern``).
struct SchemaRegularExpression: Sendable {
    let pattern: String
    private let held: Held

    /// The engine, in an object: a match runs on it in place, where copying the expression, or the engine out of
    /// an enumeration, would copy the automaton's tables (a retain for each). One of the two is there.
    private final class Held: Sendable {
        let automaton: PatternAutomaton?
        let icu: ICUPattern?

        init(automaton: PatternAutomaton) {
            self.automaton = automaton
            icu = nil
        }

        init(icu: ICUPattern) {
            automaton = nil
            self.icu = icu
        }

        func firstMatch(utf8 text: UnsafeBufferPointer<UInt8>) -> BudgetedMatch? {
            guard automaton != nil, let found = automaton.unsafelyUnwrapped.hasMatch(utf8: text) else { return nil }
            return found ? .match : .noMatch
        }

        func firstMatch(in text: String) -> BudgetedMatch {
            if automaton != nil { return automaton.unsafelyUnwrapped.hasMatch(in: text) ? .match : .noMatch }
            return icu.unsafelyUnwrapped.firstMatch(in: text)
        }
    }

    /// The failure of a text the pattern could not be run to the end on.
    /// The failures of a text the pattern does not match, and of one it could not finish matching: made once.
    let mismatch: RuleFailure
    let evaluationFailed: RuleFailure

    init(_ pattern: String, context: KeywordContext, keyword: String) throws(JSONSchemaError) {
        let tree: ECMAPattern
        do throws(ECMAPatternError) {
            tree = try ECMAPatternParser.parse(pattern)
        } catch {
            throw context.problem(keyword, "\"\(pattern)\" is not an ECMA-262 regular expression: \(error)")
        }
        self.pattern = pattern
        mismatch = RuleFailure(.patternMismatch, parameters: ["pattern": .text(pattern)])
        evaluationFailed = RuleFailure(.patternEvaluationFailed, parameters: ["pattern": .text(pattern)])
        if let automaton = PatternAutomaton(tree) {
            held = Held(automaton: automaton)
        } else if let icu = ICUPattern(tree) {
            held = Held(icu: icu)
        } else {
            throw context.problem(
                keyword, "\"\(pattern)\" cannot be run: ICU takes no lookbehind of unbounded length")
        }
    }

    /// Whether ASCII text, as UTF-8, contains a match, read without making a string; `nil` when the text has a
    /// byte past ASCII or the pattern is not run by a table (``ASCIIPatternTable``).
    func firstMatch(utf8 text: UnsafeBufferPointer<UInt8>) -> BudgetedMatch? {
        held.firstMatch(utf8: text)
    }

    /// Whether `text` contains a match; `.unknown` when ICU could not finish.
    func firstMatch(in text: String) -> BudgetedMatch {
        held.firstMatch(in: text)
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
