package import FormValidationCore

/// How `formcheck` names and shows a built-in rule: everything about the subcommands that is not in the rule's
/// declaration lives here, in the command line's own module.
extension RuleDeclaration {
    /// The `formcheck` subcommand (`min-length`), or `nil` when the command line does not offer the rule.
    ///
    /// `formcheck` checks values one at a time, so it offers every rule that can judge a lone value: not a rule
    /// that needs another field or nested rules to run (a required argument names a field or holds rules:
    /// `equalToField`, `anyOf`, `not`), nor one that never fails (`trimmingWhitespace`). Those run in a form,
    /// with `formcheck form`. The subcommand is the rule's name in kebab case, unless its declaration names another.
    package var commandName: String? {
        let needsAForm = arguments.contains { $0.isRequired && ($0.namesField || $0.holdsRules) }
        guard !needsAForm, !messages.isEmpty else { return nil }
        return commandLineName ?? Self.kebabCase(name)
    }

    /// How `formcheck` takes `argument` of this rule, as the argument's declaration says.
    package func spelling(of argument: AnyRuleArgument) -> CommandSpelling {
        CommandSpelling(argument.commandLine, of: argument, command: commandName ?? name)
    }

    /// How `formcheck` shows the rule and its arguments: `length MIN MAX [--count UNIT]`.
    ///
    /// `nil` for a rule the command line does not offer.
    package var commandSynopsis: String? {
        guard let commandName else { return nil }
        var required: [String] = []
        var optional: [String] = []
        for argument in arguments {
            switch spelling(of: argument) {
            case .positional(let placeholder): required.append(placeholder)
            case .option(let option, let absentText):
                let synopsis = option.synopsis
                if argument.isRequired && absentText == nil {
                    required.append(synopsis)
                } else {
                    optional.append("[\(synopsis)]")
                }
            case .flag(let option): optional.append("[\(option.name)]")
            case .notOffered: break
            }
        }
        return ([commandName] + required + optional).joined(separator: " ")
    }

    /// `cardExpiry` as `card-expiry`: each upper-case letter becomes a hyphen and its lower case.
    private static func kebabCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
