package import FormValidationCore

/// How `formcheck` takes an argument.
package enum CommandSpelling: Sendable {
    /// A positional argument, shown by this placeholder (`MIN`); the command line must give it.
    case positional(String)
    /// An option (`--count UNIT`); when it is absent, the text `absentText` is read in its place, or, without
    /// one, the spec's default applies.
    case option(CommandOption, absentText: String? = nil)
    /// A flag that takes no value (`--mobile`), for a `Bool` argument: present, it reads as `true`; absent, the
    /// spec's default applies.
    case flag(CommandOption)
    /// Not offered: the spec's default applies.
    case notOffered
}

/// An option a rule takes on `formcheck`'s command line, such as `--count UNIT`, or a flag such as
/// `--allow-localhost`.
package struct CommandOption: Sendable, Hashable {
    /// The long spelling, with its dashes: `--count`.
    package let name: String
    /// The placeholder of the value in usage text (`UNIT`), or `nil` for a flag that takes no value.
    package let valueName: String?
    /// What the option does, for `--help`.
    package let summary: String
    /// Whether the value is a comma-separated list (`--countries DE,FR`): empty text (`--countries ''`) is then
    /// the empty list, which the argument's checks refuse as they refuse `[]` in a spec, in the same words,
    /// rather than a missing value.
    package let takesList: Bool
    /// Spellings the option had before it was named after its argument, still understood (never shown).
    package let formerNames: [String]
    /// The subcommand whose argument it is, when its summary does not say: `--help` names it where rules that
    /// share the option give it different summaries.
    package let command: String?

    package init(
        _ name: String, valueName: String?, summary: String, takesList: Bool = false, formerNames: [String] = [],
        command: String? = nil
    ) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
        self.takesList = takesList
        self.formerNames = formerNames
        self.command = command
    }

    /// A flag, such as `--mobile`, that takes no value.
    package init(flag name: String, summary: String, formerNames: [String] = [], command: String? = nil) {
        self.init(name, valueName: nil, summary: summary, formerNames: formerNames, command: command)
    }

    /// How usage text shows the option: `--count UNIT`, or `--mobile` for a flag.
    package var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension CommandSpelling {
    /// How `formcheck` takes `argument` of the rule it calls `command`, as the argument's declaration says: an
    /// option or flag is named after the argument, and `--help` gives the argument's summary as a sentence.
    package init(_ form: CommandLineForm, of argument: AnyRuleArgument, command: String) {
        let name = CommandLineForm.optionName(of: argument.key)
        // The documentation's code spans read as plain words in a terminal.
        let words = argument.summary.replacing("`", with: "")
        let summary = words.prefix(1).uppercased() + words.dropFirst() + "."
        switch form {
        case .global(let absentText):
            guard let global = CommandOption.globals.first(where: { $0.name == name }) else {
                preconditionFailure("\(argument.key) is declared a global option, and formcheck has no \(name)")
            }
            self = .option(global, absentText: absentText)
        case .option(let valueName, let takesList, let absentText, let formerNames, let help):
            self = .option(
                CommandOption(
                    name, valueName: valueName, summary: help ?? summary, takesList: takesList,
                    formerNames: formerNames, command: command),
                absentText: absentText)
        case .flag(let formerNames):
            self = .flag(CommandOption(flag: name, summary: summary, formerNames: formerNames, command: command))
        case .positional(let placeholder):
            self = .positional(placeholder)
        case .notOffered:
            self = .notOffered
        }
    }
}

extension CommandOption {
    /// The options every rule takes, which an argument declared ``CommandLineForm/global(absentText:)`` stands for.
    static let globals = [locale]

    /// `--locale LL`, which every rule takes: the language of the messages, and the notation of numbers for the
    /// rules that read them.
    static let locale = CommandOption(
        "--locale", valueName: "LL",
        summary: "The language of the messages, any of the library's 50 (ar, de, hi, pt-PT, zh-Hant, …; de-CH or "
            + "fr_FR reach their language), and the number notation range reads; by default messages in $LANGUAGE "
            + "or $LANG, numbers in en_US_POSIX.")
}
