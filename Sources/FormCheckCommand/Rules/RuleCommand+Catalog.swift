import FormValidationCore
import FormValidationIO
import FormValidationSpecs

extension RuleCommand {
    /// Every rule `formcheck` knows, in the order `--help` lists them: the library's built-in rules that the
    /// command line offers, in catalog order, then `form`.
    static let builtIn: [RuleCommand] =
        RuleCatalog.all.compactMap(RuleCommand.init(declaration:)) + [.form, .schema, .format]

    /// The subcommand of a built-in rule, derived from its declaration: its positional arguments, its options,
    /// its summary and how its arguments build its checker. `nil` for a rule the command line does not offer.
    init?(declaration: RuleDeclaration) {
        guard let name = declaration.commandName else { return nil }
        var positionals: [String] = []
        var requiredOptions: [CommandLineOption] = []
        var options: [CommandLineOption] = []
        for argument in declaration.arguments {
            switch declaration.spelling(of: argument) {
            case .positional(let placeholder):
                positionals.append(placeholder)
            case .option(let option, let absentText):
                if argument.isRequired && absentText == nil {
                    requiredOptions.append(CommandLineOption(option))
                } else {
                    options.append(CommandLineOption(option))
                }
            case .flag(let option):
                options.append(CommandLineOption(option))
            case .notOffered:
                break
            }
        }
        let summary = declaration.summary.rendered(by: CommandArgumentNaming(declaration))
        self.init(
            name, arguments: positionals, requiredOptions: requiredOptions, options: options, summary: summary
        ) { arguments throws(UsageError) in
            try arguments.checker(for: declaration)
        }
    }
}

extension RuleArguments {
    /// Reads the rule's arguments from the command line as its declaration says, checks them, and builds the
    /// rule's checker.
    ///
    /// - Throws: ``UsageError`` with the declaration's own wording, naming the arguments as the command line
    ///   does (`MIN (5) must not be greater than MAX (3)`).
    func checker(for declaration: RuleDeclaration) throws(UsageError) -> LineChecker {
        let input = CommandLineInput(
            positionals: positionals, options: Dictionary(uniqueKeysWithValues: values.map { ($0.key.name, $0.value) }))
        do throws(ArgumentProblem) {
            let arguments = try declaration.readArguments(commandLine: input)
            let context = RuleBuildContext(
                transport: URLSessionTransport.shared, fileInspector: LocalFileInspector.shared)
            switch try declaration.build(arguments, context) {
            case .local(let rule): return LineChecker(RuleSet(rule, messages: messages))
            case .async(let rule): return .remote(rule, messages: messages)
            }
        } catch {
            throw self.error(error.rendered(by: CommandArgumentNaming(declaration, input: input)))
        }
    }

    /// The language of the messages: `--locale`'s, or the user's preferred language (`$LANGUAGE`, `$LANG`, …).
    var messages: MessageCatalog {
        self[.locale].flatMap(MessageCatalog.init(localeIdentifier:)) ?? .preferred
    }

    /// Checks `--locale`, which every rule takes, for a rule that does not read it itself: a typo is a mistake
    /// whatever the rule.
    ///
    /// - Throws: ``UsageError`` for an identifier that names no known locale.
    func checkLocaleOption() throws(UsageError) {
        guard let text = self[.locale] else { return }
        let key = "locale"
        if let problem = LocaleArgument.problem(key: key)(text) {
            let naming = CommandArgumentNaming(spellings: [key: .option(.locale)], texts: [key: text])
            throw error(problem.rendered(by: naming))
        }
    }
}
