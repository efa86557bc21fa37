import FormValidationCore
import FormValidationSpecs

/// The command line split into positional arguments and options, before any rule looks at it.
struct ParsedArguments {
    /// The rule's name and its arguments, in order.
    var positionals: [String] = []
    /// The value of each option given; when an option is given twice, the last value wins.
    var values: [CommandLineOption: String] = [:]
    /// Every value of each option given, in order: for an option that may be given more than once
    /// (`--map-uri`).
    var repeatedValues: [CommandLineOption: [String]] = [:]
    /// The options given, each once, in the order they first appear.
    var givenOptions: [CommandLineOption] = []
    /// Whether `--help` or `-h` appeared before `--`.
    var wantsHelp = false

    /// Splits `arguments` (without the program name).
    ///
    /// Options may appear anywhere. A help request wins over every mistake, so `formcheck --oops --help` prints
    /// the help; otherwise the first mistake is thrown.
    ///
    /// - Throws: ``UsageError`` for an unknown `--option`, an option without its value (empty text counts as none,
    ///   except for an option that takes a list), or a value given to `--help`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var firstError: UsageError?
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            guard let (option, inlineValue) = splitOption(argument) else {
                parsed.positionals.append(argument)
                continue
            }
            guard let option else {
                firstError = firstError ?? UsageError("unknown option \(UsageError.quoted(optionName(argument)))")
                continue
            }
            if option.valueName == nil {
                if inlineValue != nil {
                    firstError = firstError ?? UsageError("option \(option.name) takes no value")
                } else if option == .help {
                    parsed.wantsHelp = true
                } else if parsed.values.updateValue("true", forKey: option) == nil {
                    // A rule's flag (`--mobile`): given, it reads as true.
                    parsed.givenOptions.append(option)
                }
                continue
            }
            var value = inlineValue
            if value == nil, index < arguments.count, !startsOption(arguments[index]) {
                value = arguments[index]
                index += 1
            }
            // Empty text is a missing value, except for a list, where it is the empty list: the rule's own check
            // then refuses it in the words a spec gets for `[]`.
            guard let value, !value.isEmpty || option.takesList else {
                firstError = firstError ?? UsageError("missing value for option \(option.name)")
                continue
            }
            parsed.repeatedValues[option, default: []].append(value)
            if parsed.values.updateValue(value, forKey: option) == nil {
                parsed.givenOptions.append(option)
            }
        }
        if let firstError, !parsed.wantsHelp { throw firstError }
        return parsed
    }

    /// Whether `argument` is read as an option (or `--`) rather than as a value.
    private static func startsOption(_ argument: String) -> Bool {
        argument == "--" || splitOption(argument) != nil
    }

    /// For an argument that is an option, the option (`nil` when unknown) and its `=value`, if any; `nil` for
    /// a positional argument.
    private static func splitOption(_ argument: String) -> (CommandLineOption?, String?)? {
        if argument.hasPrefix("--") {
            let name = optionName(argument)
            let value = argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
            return (CommandLineOption.named(name), value)
        }
        // A short spelling: -h (every spelling starts with a hyphen).
        if argument.hasPrefix("-"), let option = CommandLineOption.named(argument) { return (option, nil) }
        return nil
    }

    /// The name part of `--name` or `--name=value`.
    private static func optionName(_ argument: String) -> String {
        String(argument.prefix { $0 != "=" })
    }
}
