import FormValidationCore
import Foundation

/// An ECMA-262 pattern that needs a backtracking engine (a lookaround, a backreference, a script property, or one
/// too large for ``PatternAutomaton``), written in ICU's syntax with ECMA-262's meaning spelled out (`$` as `\z`,
/// `.`, `\d`, `\w`, `\s` and `\b` as the explicit sets ECMA-262 gives them) and run by `NSRegularExpression`
/// with a budget (`budgetedMatch(in:options:)`): a search ICU cannot finish could not be checked, never "no match".
struct ICUPattern: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to use from several threads at once.
    private let regex: NSRegularExpression

    /// The ICU form of `pattern`, compiled; `nil` when ICU cannot compile it (an unbounded lookbehind).
    init?(_ pattern: ECMAPattern) {
        guard let regex = try? NSRegularExpression(pattern: Self.write(pattern)) else { return nil }
        self.regex = regex
    }

    /// Whether `text` contains a match, or whether that is unknown.
    func firstMatch(in text: String) -> BudgetedMatch {
        regex.budgetedMatch(in: text)
    }

    // MARK: Writing ICU syntax

    /// The pattern in ICU's syntax.
    static func write(_ pattern: ECMAPattern) -> String {
        var text = ""
        write(pattern, into: &text)
        return text
    }

    private static func write(_ pattern: ECMAPattern, into text: inout String) {
        switch pattern {
        case .empty:
            break
        case .scalar(let set):
            write(set, into: &text)
        case .sequence(let parts):
            for part in parts { write(part, into: &text) }
        case .alternation(let alternatives):
            text += "(?:"
            for (index, alternative) in alternatives.enumerated() {
                if index > 0 { text += "|" }
                write(alternative, into: &text)
            }
            text += ")"
        case .repetition(let body, let minimum, let maximum, let lazy):
            text += "(?:"
            write(body, into: &text)
            text += "){\(minimum),\(maximum.map(String.init) ?? "")}"
            if lazy { text += "?" }
        case .group(let body, let capture, let name):
            if let name {
                text += "(?<\(name)>"
            } else {
                text += capture == nil ? "(?:" : "("
            }
            write(body, into: &text)
            text += ")"
        case .assertion(let assertion):
            switch assertion {
            case .start: text += "\\A"
            case .end: text += "\\z"
            case .wordBoundary: text += "(?:(?<=\(word))(?!\(word))|(?<!\(word))(?=\(word)))"
            case .notWordBoundary: text += "(?:(?<=\(word))(?=\(word))|(?<!\(word))(?!\(word)))"
            }
        case .look(let body, let behind, let negated):
            text += "(?" + (behind ? "<" : "") + (negated ? "!" : "=")
            write(body, into: &text)
            text += ")"
        case .backreference(let number):
            // A group after it can never be read as more digits of the number.
            text += "\\\(number)(?:)"
        }
    }

    /// ECMA-262's word characters, as an ICU class.
    private static let word = "[A-Za-z0-9_]"

    private static func write(_ set: ScalarSet, into text: inout String) {
        guard !set.items.isEmpty else {
            // `[]` matches nothing, `[^]` anything; ICU has no empty class.
            text += set.isNegated ? "[\\x{0}-\\x{10FFFF}]" : "[^\\x{0}-\\x{10FFFF}]"
            return
        }
        text += set.isNegated ? "[^" : "["
        for item in set.items {
            switch item {
            case .range(let lower, let upper):
                text += "\\x{\(String(lower, radix: 16))}"
                if upper != lower { text += "-\\x{\(String(upper, radix: 16))}" }
            case .property(let property, let negated):
                if case .generalCategory(let categories) = property {
                    text += negated ? "[^" : "["
                    for category in categories.sorted(by: { $0.rawValue < $1.rawValue }) {
                        text += "\\p{gc=\(category.rawValue)}"
                    }
                    text += "]"
                } else {
                    text += (negated ? "\\P{" : "\\p{") + property.icuName + "}"
                }
            case .complement(let inner):
                text += "[^"
                write(inner, into: &text)
                text += "]"
            }
        }
        text += "]"
    }
}
