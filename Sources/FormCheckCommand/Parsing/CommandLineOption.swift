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

    init(name: String, shortName: String? = nil, valueName: String?, summary: String) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.summary = summary
    }

    /// `--count UNIT`: what the length rules count.
    static let count = CommandLineOption(
        name: "--count", valueName: "UNIT",
        summary: "What the length rules count: characters (the default), utf16, scalars or utf8.")

    /// `--locale LL`: the notation of numbers for `range`.
    static let locale = CommandLineOption(
        name: "--locale", valueName: "LL",
        summary: "The locale whose number notation range reads (de, de-DE, de_DE, fr_FR); en_US_POSIX by default.")

    /// `--url URL`: where `remote` sends each value.
    static let url = CommandLineOption(
        name: "--url", valueName: "URL",
        summary: "Where remote sends each value: an https URL, or http to a loopback host (no IPv6 address on Linux).")

    /// `--extra JSON`: the parameters `remote` sends with each value.
    static let extra = CommandLineOption(
        name: "--extra", valueName: "JSON",
        summary: "A JSON object remote sends as \"extra\" with each value, such as {\"lang\":\"en\"}.")

    /// `--timeout S`: how long `remote` waits for each answer.
    static let timeout = CommandLineOption(
        name: "--timeout", valueName: "S",
        summary: "How long remote waits for each answer, in seconds (such as 0.5); 10 by default.")

    /// `--spec FILE`: the form spec `form` validates each record with.
    static let spec = CommandLineOption(
        name: "--spec", valueName: "FILE",
        summary: "The form spec (JSON) form validates each record with, such as Fixtures/signup.form.json.")

    /// `--base-url URL`: what `form` resolves the spec's relative remote URLs against.
    static let baseURL = CommandLineOption(
        name: "--base-url", valueName: "URL",
        summary: "What form resolves the spec's relative remote URLs against, such as https://api.example.com.")

    /// `--help`, `-h`: print the help and exit.
    static let help = CommandLineOption(name: "--help", shortName: "-h", valueName: nil, summary: "Show this help.")

    /// Every option, in the order `--help` lists them.
    static let all: [CommandLineOption] = [.count, .locale, .url, .extra, .timeout, .spec, .baseURL, .help]

    /// The options that every rule accepts; a rule lists the others it accepts itself.
    static let global: Set<CommandLineOption> = [.locale, .help]

    /// The option spelled `spelling` (`--count` or `-h`), if there is one.
    static func named(_ spelling: String) -> CommandLineOption? {
        all.first { $0.name == spelling || $0.shortName == spelling }
    }

    /// How usage text shows the option: `--count UNIT`, or `--help`.
    var synopsis: String { valueName.map { "\(name) \($0)" } ?? name }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
