import Foundation

/// The documentation derived from the catalog: the rule tables of the README and of the DocC article "Rules and
/// rule sets", and the DocC landing page's list of rules.
///
/// A test compares them with `README.md` and the DocC catalog, and `./scripts/update-rule-docs` writes them, so
/// that the documentation cannot drift from the declarations.
extension RuleCatalog {
    /// The README's table of built-in rules, one row per declaration, as Markdown.
    ///
    /// - Parameter commandSynopsis: How `formcheck` shows a rule (`length MIN MAX [--count UNIT]`), or `nil` for
    ///   a rule it does not offer; the command line's module knows.
    /// - Returns: The table, a line per row.
    package static func markdownTable(commandSynopsis: (RuleDeclaration) -> String?) -> String {
        table(swift: { "`\($0.example)`" }, commandSynopsis: commandSynopsis, messageSeparator: "<br>")
    }

    /// The DocC table of built-in rules, for the "Rules and rule sets" article: the README's rows, with each Swift
    /// factory linked to its documentation, and the messages separated by semicolons, since DocC renders no HTML.
    ///
    /// - Parameter commandSynopsis: How `formcheck` shows a rule, or `nil` for a rule it does not offer.
    /// - Returns: The table, a line per row.
    package static func documentationTable(commandSynopsis: (RuleDeclaration) -> String?) -> String {
        table(
            swift: { "``\($0.symbol)``: `\($0.example)`" }, commandSynopsis: commandSynopsis, messageSeparator: "; ")
    }

    /// A Markdown table of the catalog's rules, one row per declaration.
    ///
    /// - Parameters:
    ///   - swift: The text of a rule's Swift cell.
    ///   - commandSynopsis: How `formcheck` shows a rule, or `nil`.
    ///   - messageSeparator: What separates the messages of a rule that has several.
    /// - Returns: The table, a line per row, ending in a line end.
    private static func table(
        swift: (RuleDeclaration) -> String, commandSynopsis: (RuleDeclaration) -> String?, messageSeparator: String
    ) -> String {
        var lines = [
            "| Rule | Swift | `formcheck` | Passes when | Arguments in a spec | Default messages (codes) |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for rule in all {
            let naming = MarkdownArgumentNaming()
            let arguments = rule.arguments.map { "`\($0.key)`\($0.isRequired ? "" : " (optional)"): \($0.summary)" }
            let cells = [
                "`\(rule.name)`",
                swift(rule),
                commandSynopsis(rule).map { "`\($0)`" } ?? "—",
                rule.summary.rendered(by: naming),
                arguments.isEmpty ? "—" : arguments.joined(separator: "; "),
                messageSummary(rule.messages, separator: messageSeparator),
            ]
            lines.append("| " + cells.map(escaped).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The DocC links of the rules' Swift factories, as the catalog's "Built-in rules" topic lists them.
    package static var documentationSymbols: [String] {
        var symbols: [String] = []
        for symbol in all.map(\.symbol) where !symbols.contains(symbol) { symbols.append(symbol) }
        return symbols
    }

    /// Each distinct template once, followed by the codes that show it: "{field} is required. (`required`)".
    private static func messageSummary(_ messages: [DefaultMessage], separator: String) -> String {
        guard !messages.isEmpty else { return "— (never fails)" }
        var templates: [String] = []
        var codes: [String: [String]] = [:]
        for message in messages {
            if codes[message.template] == nil { templates.append(message.template) }
            if !(codes[message.template] ?? []).contains(message.code.rawValue) {
                codes[message.template, default: []].append(message.code.rawValue)
            }
        }
        return templates.map { template in
            template + " (" + codes[template]!.map { "`\($0)`" }.joined(separator: ", ") + ")"
        }.joined(separator: separator)
    }

    /// A table cell's text, with its pipes escaped.
    private static func escaped(_ cell: String) -> String { cell.replacingOccurrences(of: "|", with: "\\|") }
}

/// How the documentation names arguments: by their spec keys, as code.
package struct MarkdownArgumentNaming: ArgumentNaming {
    package func name(of key: String) -> String { "`\(key)`" }
    package func nameAndValue(of key: String) -> String { name(of: key) }
    package func given(_ key: String) -> String { name(of: key) }
    package func quote(_ value: String) -> String { "`\(value)`" }
}
