import FormValidationCore
import FormValidationSpecs

/// A mistake on the command line: `formcheck` prints it to standard error and exits with status 2.
struct UsageError: Error, Equatable {
    /// The sentence after `formcheck: `.
    let message: String
    /// The rule the mistake concerns, when known, so that the hint can show that rule's usage.
    var ruleName: String?

    init(_ message: String, rule ruleName: String? = nil) {
        self.message = message
        self.ruleName = ruleName
    }

    /// `text` in single quotes, with tabs, line breaks and other control characters escaped (`\t`, `\n`,
    /// `\u{1B}`) so that the message stays on one line.
    static func quoted(_ text: String) -> String { CommandArgumentNaming.quoted(text) }

    /// `items` as an English list: "a", "a or b", "a, b or c".
    static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
