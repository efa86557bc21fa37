import ArgumentParser
import FormValidation
import Foundation

/// The `signup-demo` command line: which spec to fill in, which usernames the server treats as taken, and
/// whether to read a script even from a terminal.
struct SignupDemoOptions: ParsableCommand {
    /// The command's name, summary and discussion for `--help`.
    static let configuration = CommandConfiguration(
        commandName: "signup-demo",
        abstract: "Fill in the signup form against the demo server, started in-process on a free loopback port.",
        discussion: """
            With a terminal on both standard input and standard output, the form opens full-screen: type into \
            the focused field; ↑/↓, Tab and Shift-Tab move between fields; Enter moves to the next field, or \
            submits on Submit; Ctrl-U clears the field; Esc or Ctrl-C quits.

            With standard input or standard output redirected, it reads one command per line from standard \
            input and prints every state change once the form has settled:
              FIELD=VALUE     set the field as if typed (everything after the first '=')
              blur FIELD      end editing the field
              submit          submit the form and print the outcome
            Blank lines and lines starting with '#' are ignored.

            Exits with 0 when the last submission succeeded, 1 when it failed or there was none, \
            2 on a usage error.
            """
    )

    /// The form spec to fill in.
    @Option(
        name: .customLong("spec"),
        help: ArgumentHelp(
            "The form spec to fill in; the in-process server validates with it too.",
            discussion: "Defaults to the repository's Fixtures/signup.form.json.",
            valueName: "file"
        ),
        completion: .file()
    )
    var specFile: String?

    /// The taken-usernames file the in-process server reads.
    @Option(
        name: .customLong("usernames"),
        help: ArgumentHelp(
            "The file of usernames the server reports as taken.",
            discussion: "Defaults to the repository's Fixtures/taken-usernames.txt.",
            valueName: "file"
        ),
        completion: .file()
    )
    var usernamesFile: String?

    /// The language of the labels, the messages and the demo's own words.
    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "The language of the labels, the messages and the demo's own words: one of the 50 the library speaks, "
                + "such as de, ar, ru, hi, pt-PT or zh-Hant (de-CH, fr_FR and the like work).",
            discussion: "Defaults to the language of $LANGUAGE or $LANG, else English.",
            valueName: "locale"
        )
    )
    var locale: String?

    /// Whether to read commands line by line even when standard input is a terminal.
    @Flag(name: .customLong("script"), help: "Read commands line by line even when standard input is a terminal.")
    var readsScript = false
}

extension SignupDemoOptions {
    /// Refuses a `--locale` that names no known locale.
    func validate() throws {
        if let locale, MessageCatalog(localeIdentifier: locale) == nil {
            throw ArgumentParser.ValidationError(
                "unknown --locale value '\(locale)' (expected a locale identifier such as de, de-DE, pt-BR or fr_FR)")
        }
    }

    /// The messages `--locale` asks for, or the user's preferred language.
    var messages: MessageCatalog {
        locale.flatMap(MessageCatalog.init(localeIdentifier:)) ?? .preferred
    }

    /// Parses the process's arguments, or exits: with 0 after printing the help `--help` asked for, with
    /// `usageErrorStatus` after printing what is wrong with them.
    ///
    /// - Parameter usageErrorStatus: The exit status for bad arguments.
    /// - Returns: The options.
    static func fromCommandLine(usageErrorStatus: Int32) -> SignupDemoOptions {
        do {
            return try parse()
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                StandardOutput.write(message + "\n")
                Foundation.exit(0)
            }
            StandardError.write(message + "\n")
            Foundation.exit(usageErrorStatus)
        }
    }
}
