import FormValidationCore
import FormValidationSpecs

/// A rule's positional arguments and options as the command line gives them.
///
/// By the time a factory sees it, the number of positional arguments matches the rule's ``RuleCommand/argumentNames``
/// and every option given is one the rule accepts.
struct RuleArguments {
    let rule: RuleCommand
    let positionals: [String]
    let values: [CommandLineOption: String]
    /// Every value of each option, in the order given.
    var repeatedValues: [CommandLineOption: [String]] = [:]

    /// The positional argument at `index`, as given.
    subscript(index: Int) -> String { positionals[index] }

    /// The value of `option`, if it was given.
    subscript(option: CommandLineOption) -> String? { values[option] }

    /// Every value of `option`, in the order given: empty when it was not given.
    func all(_ option: CommandLineOption) -> [String] { repeatedValues[option] ?? [] }

    /// A usage error about this rule.
    func error(_ message: String) -> UsageError {
        UsageError(message, rule: rule.name)
    }
}
