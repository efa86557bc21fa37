import FormValidationCore
import FormValidationSpecs

/// What the command line asks for: the help, or checking input lines with a rule.
enum Invocation {
    /// Print the help to standard output.
    case help
    /// Check every input line with the checker the rule built.
    case check(RuleCommand, LineChecker)

    /// Interprets `arguments` (without the program name).
    ///
    /// Mistakes are reported in this order: the options' spelling, the rule's name, options the rule does not
    /// take, the number of arguments, a missing required option, then the arguments' and options' values (the
    /// rule's own, then `--locale`).
    ///
    /// - Throws: ``UsageError`` for any mistake; a help request (`--help`, `-h`) wins over all of them.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parsed = try ParsedArguments.parse(arguments)
        if parsed.wantsHelp { return .help }
        guard let name = parsed.positionals.first else {
            throw UsageError("no rule given")
        }
        guard let rule = RuleCommand.named(name) else {
            throw UsageError("unknown rule \(UsageError.quoted(name))")
        }
        if let option = parsed.givenOptions.first(where: { !rule.accepts($0) }) {
            let takers = RuleCommand.builtIn.filter { $0.ownOptions.contains(option) }.map(\.name)
            let rules = UsageError.list(takers, conjunction: "and")
            throw UsageError(
                "\(option.name) applies only to \(rules), not to rule \(UsageError.quoted(rule.name))", rule: rule.name)
        }
        let ruleArguments = Array(parsed.positionals.dropFirst())
        if ruleArguments.count < rule.argumentNames.count {
            let missing = rule.argumentNames[ruleArguments.count...]
            let noun = missing.count == 1 ? "argument" : "arguments"
            throw UsageError(
                "missing \(noun) \(missing.joined(separator: " ")) for rule \(UsageError.quoted(rule.name))",
                rule: rule.name)
        }
        if ruleArguments.count > rule.argumentNames.count {
            let extra = ruleArguments[rule.argumentNames.count]
            throw UsageError(
                "unexpected argument \(UsageError.quoted(extra)) for rule \(UsageError.quoted(rule.name))",
                rule: rule.name)
        }
        if let missing = rule.requiredOptions.first(where: { parsed.values[$0] == nil }) {
            throw UsageError(
                "missing option \(missing.name) for rule \(UsageError.quoted(rule.name))", rule: rule.name)
        }
        let checkedArguments = RuleArguments(
            rule: rule, positionals: ruleArguments, values: parsed.values, repeatedValues: parsed.repeatedValues)
        let checker = try rule.makeChecker(checkedArguments)
        // Every rule takes --locale; only range reads it, but a typo is a mistake whatever the rule.
        try checkedArguments.checkLocaleOption()
        return .check(rule, checker)
    }
}
