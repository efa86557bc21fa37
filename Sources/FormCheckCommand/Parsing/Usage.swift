import FormValidationCore
import FormValidationSpecs

/// The texts `formcheck` prints about itself: the help, and the hint after a usage error.
enum Usage {
    static let programName = "formcheck"

    /// `formcheck RULE [ARGS...] [--counting UNIT] [--locale LL]`.
    ///
    /// It shows the options that more than one rule takes; an option of a single rule (`--url`, `--extra`,
    /// `--timeout` of `remote`) shows in that rule's usage and in the help's list of options.
    static var synopsis: String {
        let options = CommandLineOption.all.filter { $0.valueName != nil && CommandLineOption.global.contains($0) }
        return ([programName, "RULE", "[ARGS...]", "[OPTIONS...]"] + options.map { "[\($0.synopsis)]" })
            .joined(separator: " ")
    }

    /// The usage of one rule: `formcheck length MIN MAX [--counting UNIT]`,
    /// `formcheck remote --url URL [--extra JSON] [--timeout S]`.
    static func synopsis(for rule: RuleCommand) -> String {
        ([programName, rule.synopsis] + rule.options.map { "[\($0.synopsis)]" }).joined(separator: " ")
    }

    /// What `--help` prints.
    static var help: String {
        let rules = RuleCommand.builtIn.map { ($0.synopsis, $0.summary) }
        let options = CommandLineOption.all.map { option in
            ((option.shortName.map { "\($0), " } ?? "") + option.synopsis, option.summary)
        }
        let width = (rules + options).map(\.0.count).max()! + 2
        func table(_ rows: [(String, String)]) -> String {
            rows.map { name, summary in
                "  " + name + String(repeating: " ", count: width - name.count) + summary + "\n"
            }.joined()
        }
        return """
            OVERVIEW: Check each line of standard input against a validation rule.

            USAGE: \(synopsis)

            RULES:
            \(table(rules))
            OPTIONS:
            \(table(options))
            Each input line (LF or CRLF; nothing else is trimmed) gives one output line: "valid", or "invalid",
            a tab and the first error message; a valid value that a rule corrected gets "valid", a tab and the
            corrected value. Without the rule required, a line that is empty or only whitespace (any Unicode
            whitespace) and invisible format or control characters is valid: the rule does not run (remote sends
            no request).
            Input that is not valid UTF-8 is read with U+FFFD replacement characters, so two different invalid
            byte sequences compare equal.
            When the server gives remote no verdict (an HTTP error, an unreadable answer, a timeout, a lost
            connection), the line is "unavailable", a tab and the reason; that counts as invalid. remote checks
            the lines one after another, in order.
            form reads one JSON object of field values per line and prints one JSON line per record instead:
            {"valid":true,"values":{...}} or {"errors":[{"code":...,"field":...,"message":...}],"valid":false};
            a line that is not a JSON object gets {"error":"...","valid":false} and counts as invalid, and so
            does a blank line (empty or only whitespace): {"error":"the line is blank","valid":false}.
            When standard input cannot be read or standard output written, formcheck stops at once, reports it
            on standard error and exits with status 2.
            Exit status: 0 when every value is valid, 1 when any is invalid, 2 on a usage error.

            """
    }

    /// What standard error shows for a usage error: the message, then the usage of the rule concerned (or of
    /// the command) and a pointer to `--help`.
    static func report(_ error: UsageError) -> String {
        let usage = error.ruleName.flatMap(RuleCommand.named).map(synopsis(for:)) ?? synopsis
        return """
            \(programName): \(error.message)
            Usage: \(usage)
            See '\(programName) --help'.

            """
    }
}
