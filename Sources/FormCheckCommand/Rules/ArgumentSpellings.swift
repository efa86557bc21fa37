package import FormValidationCore

/// How `formcheck` takes each built-in rule's arguments: positional (`length MIN MAX`), as an option
/// (`--count UNIT`) or as a flag (`--mobile`), with the words `--help` shows. The rules declare their arguments
/// for every front (key, type, default, checks); what is particular to the command line is here.
///
/// An argument listed for no rule, and under no shared key, is not offered: `formcheck` gives it its default.
extension RuleDeclaration {
    /// The spelling of `argument` of this rule: the rule's own, else the one shared by its key, else not offered.
    package func spelling(of argument: AnyRuleArgument) -> CommandSpelling {
        if let form = argument.commandLine { return CommandSpelling(form, of: argument, command: commandName ?? name) }
        return Self.ruleSpellings[name]?[argument.key] ?? Self.sharedSpellings[argument.key] ?? .notOffered
    }

    /// Spellings that every rule with an argument of this key shares.
    private static let sharedSpellings: [String: CommandSpelling] = [
        "locale": .option(.locale, absentText: "en_US_POSIX")
    ]

    /// Each rule's own spellings, by rule name and argument key.
    private static let ruleSpellings: [String: [String: CommandSpelling]] = [
        "number": ["min": .positional("MIN"), "max": .positional("MAX")],
        "date": [
            "min": .option(
                CommandOption(
                    "--earliest", valueName: "DATE",
                    summary: "The earliest date the date rule allows, as ISO 8601 (2000-01-01)."
                )),
            "max": .option(
                CommandOption(
                    "--latest", valueName: "DATE",
                    summary: "The latest date the date rule allows, as ISO 8601 (2030-12-31).")),
        ],
        "age": [
            "min": .option(
                CommandOption("--min-age", valueName: "YEARS", summary: "The youngest age the age rule allows.")),
            "max": .option(
                CommandOption("--max-age", valueName: "YEARS", summary: "The oldest age the age rule allows.")),
            "timeZone": .option(
                CommandOption(
                    "--time-zone", valueName: "TZ",
                    summary: "Where age counts today (Europe/Berlin); by default the system's time zone.")),
        ],
        "remote": [
            "url": .option(
                CommandOption(
                    "--url", valueName: "URL",
                    summary: "Where remote sends each value: an https URL, or http to a loopback host "
                        + "(no IPv6 address on Linux).")),
            "extra": .option(
                CommandOption(
                    "--extra", valueName: "JSON",
                    summary: "A JSON object remote sends as \"extra\" with each value, such as {\"lang\":\"en\"}.")),
            "timeout": .option(
                CommandOption(
                    "--timeout", valueName: "S",
                    summary: "How long remote waits for each answer, in seconds (such as 0.5); 10 by default.")),
        ],
    ]
}

extension CommandOption {
    /// `--locale LL`, which every rule takes: the language of the messages, and the notation of numbers for the
    /// rules that read them.
    static let locale = CommandOption(
        "--locale", valueName: "LL",
        summary: "The language of the messages and the number notation range reads (de, de-DE, pt-BR, fr_FR); "
            + "by default messages in $LANGUAGE or $LANG, numbers in en_US_POSIX.")
}
