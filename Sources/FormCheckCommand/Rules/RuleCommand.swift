import FormValidationCore
import FormValidationSpecs

/// One rule of `formcheck`'s rule table: its name, arguments, options and how to build its checker.
///
/// Adding a rule is adding one entry to ``builtIn``; parsing, error messages and `--help` follow from it.
struct RuleCommand: Sendable {
    /// The factory that turns checked arguments into a checker, or reports a usage error.
    typealias Factory = @Sendable (_ arguments: RuleArguments) throws(UsageError) -> LineChecker

    /// The rule's name on the command line: `min-length`.
    let name: String
    /// The placeholders of the positional arguments, in order: `["MIN", "MAX"]`. Exactly this many are required.
    let argumentNames: [String]
    /// The options the rule cannot do without (`remote` needs `--url`); usage shows them without brackets.
    let requiredOptions: [CommandLineOption]
    /// The optional options this rule accepts beyond ``CommandLineOption/global``, and shows in its usage.
    let options: [CommandLineOption]
    /// What a value must be to pass, for `--help`.
    let summary: String
    /// Builds the checker.
    let makeChecker: Factory

    init(
        _ name: String, arguments: [String] = [], requiredOptions: [CommandLineOption] = [],
        options: [CommandLineOption] = [], summary: String, makeChecker: @escaping Factory
    ) {
        self.name = name
        self.argumentNames = arguments
        self.requiredOptions = requiredOptions
        self.options = options
        self.summary = summary
        self.makeChecker = makeChecker
    }

    /// The built-in rule called `name`, if there is one.
    static func named(_ name: String) -> RuleCommand? {
        // `form`, `schema` and `format` are found without declaring the catalog's rules, which takes a few
        // milliseconds of a run's start (`CommandLineOptionTests` checks that `builtIn` finds the same).
        if let own = [RuleCommand.form, .schema, .format].first(where: { $0.name == name }) { return own }
        return builtIn.first { $0.name == name }
    }

    /// How usage text shows the rule, its arguments and its required options: `length MIN MAX`,
    /// `remote --url URL`.
    var synopsis: String { ([name] + argumentNames + requiredOptions.map(\.synopsis)).joined(separator: " ") }

    /// The options that belong to this rule, required ones first: every option it takes except the global ones.
    var ownOptions: [CommandLineOption] { requiredOptions + options }

    /// Whether the rule accepts `option`.
    func accepts(_ option: CommandLineOption) -> Bool {
        CommandLineOption.global.contains(option) || ownOptions.contains(option)
    }
}
