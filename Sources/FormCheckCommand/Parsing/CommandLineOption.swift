import FormValidationCore
import FormValidationSpecs

/// An option `formcheck` understands, such as `--count UNIT`.
///
/// An argument is an option only when it is spelled exactly like a known one (or as `--name=value`), so values
/// that start with a dash (`range -5 5`, `regex -abc`) need no escaping. Any other argument that starts with
/// `--` is an unknown option; `--` ends the options.
struct CommandLineOption: Sendable, Hashable {
    /// The long spelling, with its dashes: `--count`.
    let name: String
    /// The short spelling, if any: `-h`.
    let shortName: String?
    /// The placeholder of the value in usage text (`UNIT`), or `nil` for a flag that takes no value.
    let valueName: String?
    /// What the option does, for `--help`.
    let summary: String
    /// Whether the value is a comma-separated list, whose empty text is the empty list and not a missing value
    /// (see ``CommandOption/takesList``).
    let takesList: Bool
    /// Former spellings, still understood and never shown (see ``CommandOption/formerNames``).
    let formerNames: [String]
    /// The subcommand whose argument it is, when its summary does not say (see ``CommandOption/command``).
    let command: String?

    init(
        name: String, shortName: String? = nil, valueName: String?, summary: String, takesList: Bool = false,
        formerNames: [String] = [], command: String? = nil
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.summary = summary
        self.takesList = takesList
        self.formerNames = formerNames
        self.command = command
    }

    /// An option a built-in rule declares.
    init(_ option: CommandOption) {
        self.init(
            name: option.name, valueName: option.valueName, summary: option.summary, takesList: option.takesList,
            formerNames: option.formerNames, command: option.command)
    }

    /// The summary, naming the subcommand when it does not say which (`phone: The only types …`).
    private var summaryNamingTheCommand: String {
        guard let command else { return summary }
        return "\(command): " + summary.prefix(1).lowercased() + summary.dropFirst()
    }

    /// `--locale LL`: the notation of numbers for `range`; every rule accepts it.
    static let locale = CommandLineOption(CommandOption.locale)

    /// `--spec FILE`: the form spec `form` validates each record with.
    static let spec = CommandLineOption(
        name: "--spec", valueName: "FILE",
        summary: "The form spec (JSON) form validates each record with, such as Fixtures/signup.form.json.")

    /// `--schema FILE`: the JSON Schema `schema` validates each value with.
    static let schema = CommandLineOption(
        name: "--schema", valueName: "FILE",
        summary: "The JSON Schema (draft 2020-12) schema validates each value with, such as order.schema.json.")

    /// `--map-uri PREFIX=DIR`: `schema` reads the documents whose URIs start with the prefix from the folder's files.
    static let mapURI = CommandLineOption(
        name: "--map-uri", valueName: "PREFIX=DIR",
        summary: "schema reads the documents its schema refers to under the URI PREFIX from the files of the folder "
            + "DIR (http://localhost:1234/=remotes); nothing is fetched. May be given more than once.")

    /// `--assert-formats`: `schema` asserts `format`, an annotation by default.
    static let assertFormats = CommandLineOption(
        name: "--assert-formats", valueName: nil,
        summary: "schema asserts format (email, date-time, uri…), which is an annotation by default.")

    /// `--country CC`: the country of `format phone` (numbers typed without a country code) and of
    /// `format postal-code`.
    static let country = CommandLineOption(
        name: "--country", valueName: "CC",
        summary: "format phone: the country of numbers typed without a country code; format postal-code: the "
            + "country whose codes are typed (ISO 3166-1 alpha-2, such as US).")

    /// `--type TYPE`: the identifier type of `format identifier`.
    static let identifierType = CommandLineOption(
        name: "--type", valueName: "TYPE",
        summary: "format identifier: the identifier type typed, such as br.cpf or isbn (vat, taxID or nationalID "
            + "with --country).")

    /// `--base-url URL`: what `form` resolves the spec's relative remote URLs against.
    static let baseURL = CommandLineOption(
        name: "--base-url", valueName: "URL",
        summary: "What form resolves the spec's relative remote URLs against, such as https://api.example.com.")

    /// `--local-only`: `form` skips the spec's remote rules.
    static let localOnly = CommandLineOption(
        name: "--local-only", valueName: nil,
        summary: "form runs every local rule and skips the remote ones: no server, no --base-url needed.")

    /// `--help`, `-h`: print the help and exit.
    static let help = CommandLineOption(name: "--help", shortName: "-h", valueName: nil, summary: "Show this help.")

    /// Every option, in the order `--help` lists them: the built-in rules' options in catalog order, then those
    /// of `form`, then `--help`. An option that several rules spell alike (`--types` of `phone` and of `file`) is
    /// listed once, with each rule's summary.
    static let all: [CommandLineOption] = {
        var options: [CommandLineOption] = []
        let ruleOptions = RuleCatalog.all.flatMap { rule in rule.arguments.compactMap(rule.commandOption) }
        for option in ruleOptions + [
            .locale, .spec, .schema, .mapURI, .assertFormats, .country, .identifierType, .baseURL, .localOnly,
        ] {
            guard let index = options.firstIndex(of: option) else {
                options.append(option)
                continue
            }
            let listed = options[index]
            if !listed.summary.contains(option.summary) {
                // Rules that share the option and say different things of it: each says which rule it speaks of.
                options[index] = CommandLineOption(
                    name: listed.name, shortName: listed.shortName, valueName: listed.valueName,
                    summary: listed.summaryNamingTheCommand + " " + option.summaryNamingTheCommand,
                    takesList: listed.takesList,
                    formerNames: listed.formerNames + option.formerNames.filter { !listed.formerNames.contains($0) })
            }
        }
        return options + [.help]
    }()

    /// The options that every rule accepts; a rule lists the others it accepts itself.
    static let global: Set<CommandLineOption> = [.locale, .help]

    /// The option spelled `spelling` (`--count` or `-h`), if there is one.
    static func named(_ spelling: String) -> CommandLineOption? {
        // An option of `form` or `schema` alone is found without ``all``, whose rule options take a few
        // milliseconds of a run's start to declare (`CommandLineOptionTests` checks that `all` finds the same).
        if let own = commandOnly.first(where: { $0.name == spelling }) { return own }
        return amongAll(spelling)
    }

    /// The option spelled `spelling` among ``all``.
    static func amongAll(_ spelling: String) -> CommandLineOption? {
        all.first { $0.name == spelling || $0.shortName == spelling || $0.formerNames.contains(spelling) }
    }

    /// The options that only `form` and `schema` take, no built-in rule: ``named(_:)`` finds them first.
    static let commandOnly: [CommandLineOption] = [.spec, .schema, .mapURI, .assertFormats, .baseURL, .localOnly]

    /// How usage text shows the option: `--count UNIT`, or `--help`.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension RuleDeclaration {
    /// The option that gives `argument` of this rule on the command line, if it is one.
    fileprivate func commandOption(_ argument: AnyRuleArgument) -> CommandLineOption? {
        switch spelling(of: argument) {
        case .option(let option, _), .flag(let option): CommandLineOption(option)
        case .positional, .notOffered: nil
        }
    }
}
