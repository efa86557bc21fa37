package import Foundation

/// Everything there is to know about one built-in rule, declared once, beside its factory.
///
/// A declaration gives the rule's name (its `rule` in a form spec), its arguments with their types, defaults and
/// checks, how the checked arguments build the rule, the messages it may report,
/// and a one-line summary. Form specs (decoding, checking, encoding, building), `formcheck` (subcommands, usage,
/// `--help`) and the documentation's rule tables are all derived from the declarations in ``RuleCatalog``; no
/// other code lists the rules.
package struct RuleDeclaration: Sendable {
    /// The rule's name in a form spec: `minimumLength`.
    package let name: String
    /// What a value must be to pass, in one line, naming the arguments: "At least \(name: "min") long, counted as
    /// \(name: "counting") says." reads "At least N long, counted as --count says." in `formcheck --help`.
    package let summary: ArgumentText
    /// How Swift code makes the rule, as the rule tables show it: `.minimumLength(8)`.
    package let example: String
    /// The DocC link of the Swift factory: `ValidationRule/minimumLength(_:counting:message:)`.
    package let symbol: String
    /// The arguments, in the order messages and usage list them.
    package let arguments: [AnyRuleArgument]
    /// The messages the rule may report, with their codes and English templates.
    package let messages: [DefaultMessage]
    /// Whether a spec may give the rule a custom `message` (a rule that never fails takes none).
    package let takesMessage: Bool
    /// Whether the rule is asynchronous (it asks a server), so that its build step makes a ``BuiltRule/async(_:)``.
    package let isAsync: Bool
    /// Checks across arguments (`min` not above `max`), after each argument passed its own.
    package let checks: [@Sendable (ArgumentValues) -> ArgumentProblem?]
    /// Builds the rule from checked arguments.
    package let build: @Sendable (ArgumentValues, RuleBuildContext) throws(ArgumentProblem) -> BuiltRule
    /// For a rule that reads numbers: the locale whose notation they are written in, so that a record's JSON
    /// number can be given to the rule as text, and its corrected text read back as a number.
    package let numberLocale: (@Sendable (ArgumentValues) -> Locale)?
    /// The `formcheck` subcommand, when it is not the name in kebab case (`range` for `number`).
    package let commandLineName: String?

    private init(
        name: String,
        summary: ArgumentText,
        example: String,
        symbol: String,
        arguments: [AnyRuleArgument],
        messages: [DefaultMessage],
        takesMessage: Bool = true,
        isAsync: Bool = false,
        checks: [@Sendable (ArgumentValues) -> ArgumentProblem?] = [],
        numberLocale: (@Sendable (ArgumentValues) -> Locale)? = nil,
        commandLineName: String? = nil,
        build: @escaping @Sendable (ArgumentValues, RuleBuildContext) throws(ArgumentProblem) -> BuiltRule
    ) {
        self.name = name
        self.summary = summary
        self.example = example
        self.symbol = symbol
        self.arguments = arguments
        self.messages = messages
        self.takesMessage = takesMessage
        self.isAsync = isAsync
        self.checks = checks
        self.numberLocale = numberLocale
        self.commandLineName = commandLineName
        self.build = build
    }

    /// The keys a spec's rule object may have besides `rule`, in the order messages list them.
    package var allowedKeys: [String] { arguments.map(\.key) + (takesMessage ? ["message"] : []) }

    /// Reads the arguments of a spec's rule object, checking their types.
    ///
    /// - Parameter json: The rule object's members (`rule` and `message` are ignored).
    /// - Returns: The values, not yet checked (see ``check(_:)``).
    /// - Throws: The first missing or ill-typed argument, in argument order.
    package func readArguments(json: [String: JSONValue]) throws(ArgumentProblem) -> ArgumentValues {
        var values = ArgumentValues()
        for argument in arguments {
            var given = json[argument.key]
            // A spec written before the argument was renamed: its former key, unless the new one is there too.
            for former in argument.formerKeys where json[former] != nil {
                if given != nil { throw .givenTwice(argument.key, formerKey: former) }
                given = json[former]
            }
            let (value, _) = try argument.read(json: given)
            values.set(value, for: argument.key)
        }
        return values
    }

    /// The keys a spec written before an argument was renamed may use for it.
    package var formerKeys: [String] { arguments.flatMap(\.formerKeys) }

    /// Checks the values: each argument's own checks in argument order, then the checks across arguments.
    ///
    /// - Throws: The first problem found.
    package func check(_ values: ArgumentValues) throws(ArgumentProblem) {
        for argument in arguments {
            if let problem = values.argumentValue(forKey: argument.key)?.problem() { throw problem }
        }
        for check in checks { if let problem = check(values) { throw problem } }
    }

    /// The arguments as a spec writes them: those that differ from their defaults, by key.
    package func json(for values: ArgumentValues) -> [(key: String, value: JSONValue)] {
        arguments.compactMap { argument in
            guard let json = values.argumentValue(forKey: argument.key)?.json() else { return nil }
            return (argument.key, json)
        }
    }
}

extension RuleDeclaration {
    /// The declaration of the rule `Rule` declares: its arguments found on its value by reflection, its checks
    /// and its build step its own.
    package init<Rule: RuleDefinition>(_ rule: Rule.Type) {
        var numberLocale: (@Sendable (ArgumentValues) -> Locale)?
        if Rule().numberLocale != nil { numberLocale = { values in Rule(values).numberLocale ?? .autoupdatingCurrent } }
        self.init(
            name: Rule.name, summary: Rule.summary, example: Rule.example, symbol: Rule.symbol,
            arguments: Rule().reflectedArguments.map {
                $0.argument.declared(key: $0.key, documented: Rule.argumentSummaries[$0.key])
            },
            messages: Rule.messages,
            takesMessage: Rule.takesMessage, isAsync: Rule.isAsync,
            checks: [
                { values in
                    do throws(ArgumentProblem) {
                        try Rule(values).checkArguments()
                        return nil
                    } catch {
                        return error
                    }
                }
            ],
            numberLocale: numberLocale, commandLineName: Rule.commandName
        ) { values, context throws(ArgumentProblem) in
            try Rule(values).build(context)
        }
    }
}

/// What a declaration's build step makes: a local rule, or an asynchronous one.
package enum BuiltRule: Sendable {
    case local(ValidationRule<String>)
    case async(AsyncValidationRule<String>)
}

/// What building a rule may need besides its arguments.
package struct RuleBuildContext: Sendable {
    /// The rule's custom message, if any.
    package var message: String?
    /// What relative remote URLs are resolved against.
    package var baseURL: URL?
    /// What sends remote checks.
    package var transport: any RemoteTransport
    /// What looks at the files that file rules name.
    package var fileInspector: any FileInspector
    /// An opt-in cache of remote answers.
    package var cache: RemoteAnswerCache?
    /// Reads other fields' current values, for rules that compare with another field and for conditions.
    package var fields: FieldValues?
    /// The language of the messages, which picks the custom messages of nested rules.
    package var language: String
    /// Today's date, for rules that compare with it (``ValidationRule/age(atLeast:atMost:locale:timeZone:today:message:)``).
    package var now: @Sendable () -> Date

    /// A context for building rules that do no I/O: a remote rule built with it cannot send a check, and says so
    /// ("checkFailed") instead of answering; a file rule cannot look at a file, and says so (`fileUnreadable`, "no
    /// file inspector was given") instead of judging it.
    ///
    /// - Parameter message: The rule's custom message.
    package static func local(message: String? = nil) -> RuleBuildContext {
        RuleBuildContext(message: message, transport: NoTransport(), fileInspector: NoFileInspector())
    }

    package init(
        message: String? = nil,
        baseURL: URL? = nil,
        transport: any RemoteTransport,
        fileInspector: any FileInspector,
        cache: RemoteAnswerCache? = nil,
        valueOf: (@Sendable (String) -> String?)? = nil,
        fields: FieldValues? = nil,
        language: String = "en",
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.message = message
        self.baseURL = baseURL
        self.transport = transport
        self.fileInspector = fileInspector
        self.cache = cache
        self.fields = fields ?? valueOf.map(FieldValues.init(valueOf:))
        self.language = language
        self.now = now
    }
}

/// The transport of ``RuleBuildContext/local(message:)``: it sends nothing.
private struct NoTransport: RemoteTransport {
    func send(_ request: RemoteRequest) async throws(RemoteValidationFailure) -> RemoteResponse {
        throw RemoteValidationFailure(.checkFailed, reason: "no transport was given to send remote checks with")
    }
}

/// The file inspector of ``RuleBuildContext/local(message:)``: it looks at no file.
private struct NoFileInspector: FileInspector {
    func inspect(path: String, readingType: Bool) -> FileInspection {
        .unreadable(reason: "no file inspector was given")
    }
}
