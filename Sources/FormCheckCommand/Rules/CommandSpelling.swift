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

    package init(_ name: String, valueName: String?, summary: String, takesList: Bool = false) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
        self.takesList = takesList
    }

    /// A flag, such as `--mobile`, that takes no value.
    package init(flag name: String, summary: String) {
        self.name = name
        self.valueName = nil
        self.summary = summary
        self.takesList = false
    }

    /// How usage text shows the option: `--count UNIT`, or `--mobile` for a flag.
    package var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
