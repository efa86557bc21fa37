package import FormValidationCore

/// A rule's arguments as `formcheck` gives them: positional texts in order, and option texts by option name.
package struct CommandLineInput: Sendable {
    /// The positional arguments, in order; as many as the rule has positional arguments.
    package var positionals: [String]
    /// The text of each option given, by its name (`--count`).
    package var options: [String: String]

    package init(positionals: [String] = [], options: [String: String] = [:]) {
        self.positionals = positionals
        self.options = options
    }

    /// The text given for each argument of `declaration` (an absent option's stand-in text included), by key.
    package func texts(for declaration: RuleDeclaration) -> [String: String] {
        var texts: [String: String] = [:]
        var positionalIndex = 0
        for argument in declaration.arguments {
            switch declaration.spelling(of: argument) {
            case .positional:
                if positionalIndex < positionals.count { texts[argument.key] = positionals[positionalIndex] }
                positionalIndex += 1
            case .option(let option, let absentText):
                if let text = options[option.name] ?? absentText { texts[argument.key] = text }
            case .flag(let option):
                if options[option.name] != nil { texts[argument.key] = "true" }
            case .notOffered:
                break
            }
        }
        return texts
    }
}

extension RuleDeclaration {
    /// Reads and checks the arguments as `formcheck` gives them: each argument's type and checks in argument
    /// order, then the checks across arguments. An argument the command line does not offer takes its default.
    ///
    /// - Returns: The checked values.
    /// - Throws: The first problem.
    package func readArguments(commandLine input: CommandLineInput) throws(ArgumentProblem) -> ArgumentValues {
        let texts = input.texts(for: self)
        var values = ArgumentValues()
        for argument in arguments {
            let (value, _) = try argument.read(text: texts[argument.key])
            if let problem = argument.check(value) { throw problem }
            values.set(value, for: argument.key)
        }
        try check(values)
        return values
    }
}

/// How `formcheck` names a rule's arguments in messages: positional arguments by their placeholder (`MIN`, with
/// the text given where a message wants both: `MIN (5)`), options by their name (`--locale`), values in single
/// quotes with control characters escaped (`'a,\t'`).
package struct CommandArgumentNaming: ArgumentNaming {
    package let spellings: [String: CommandSpelling]
    package let texts: [String: String]

    package init(spellings: [String: CommandSpelling], texts: [String: String]) {
        self.spellings = spellings
        self.texts = texts
    }

    /// The naming of `declaration`'s arguments, with the texts `input` gave.
    package init(_ declaration: RuleDeclaration, input: CommandLineInput = CommandLineInput()) {
        var spellings: [String: CommandSpelling] = [:]
        for argument in declaration.arguments { spellings[argument.key] = declaration.spelling(of: argument) }
        self.init(spellings: spellings, texts: input.texts(for: declaration))
    }

    package func name(of key: String) -> String {
        switch spellings[key] {
        case .positional(let placeholder)?: placeholder
        case .option(let option, _)?, .flag(let option)?: option.name
        case .notOffered?, nil: key
        }
    }

    package func nameAndValue(of key: String) -> String {
        guard case .positional(let placeholder)? = spellings[key], let text = texts[key] else { return name(of: key) }
        return "\(placeholder) (\(text))"
    }

    package func given(_ key: String) -> String { Self.quoted(texts[key] ?? "") }

    package func quote(_ value: String) -> String { Self.quoted(value) }

    /// `text` in single quotes, with tabs, line breaks and other control characters escaped (`\t`, `\n`,
    /// `\u{1B}`) so that a message stays on one line.
    package static func quoted(_ text: String) -> String { "'\(TextScanning.escaped(text))'" }
}
