import FormCheckCommand
import FormValidation
import Foundation
import Testing

/// Every rule that a spec and `formcheck` both offer reads its arguments with one declaration: the same bad
/// argument is refused by both, with the same problem, worded by each front only in how it names the argument.
@Suite struct ArgumentParityTests {
    /// A bad argument, as a spec writes it and as the command line gives it, and how each front words the problem.
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let json: [String: JSONValue]
        let positionals: [String]
        let options: [String: String]
        let specReason: String
        let commandMessage: String

        var testDescription: String { "\(rule) \(json)" }
    }

    static let cases: [Case] = [
        Case(
            rule: "regularExpression", json: ["pattern": "a", "maximumInputLength": "many"], positionals: ["a"],
            options: ["--maximum-input-length": "many"],
            specReason: #""maximumInputLength" must be a non-negative integer, got "many""#,
            commandMessage: "--maximum-input-length must be a non-negative integer, got 'many'"),
        Case(
            rule: "minimumLength", json: ["min": -1], positionals: ["-1"], options: [:],
            specReason: #""min" must be a non-negative integer, got -1"#,
            commandMessage: "N must be a non-negative integer, got '-1'"),
        Case(
            rule: "maximumLength", json: ["max": "x"], positionals: ["x"], options: [:],
            specReason: #""max" must be a non-negative integer, got "x""#,
            commandMessage: "N must be a non-negative integer, got 'x'"),
        Case(
            rule: "length", json: ["min": 5, "max": 3], positionals: ["5", "3"], options: [:],
            specReason: #""min" must not be greater than "max""#,
            commandMessage: "MIN (5) must not be greater than MAX (3)"),
        Case(
            rule: "length", json: ["min": 1, "max": 3, "counting": "words"], positionals: ["1", "3"],
            options: ["--counting": "words"],
            specReason: #"unknown "counting" value "words" (expected characters, utf16, scalars or utf8)"#,
            commandMessage: "unknown --counting value 'words' (expected characters, utf16, scalars or utf8)"),
        Case(
            rule: "number", json: ["min": 2, "max": 1], positionals: ["2", "1"], options: [:],
            specReason: #""min" must not be greater than "max""#,
            commandMessage: "MIN (2) must not be greater than MAX (1)"),
        Case(
            rule: "number", json: ["min": "a", "max": 1], positionals: ["a", "1"], options: [:],
            specReason: #""min" must be a number such as 1.5 or -3, got "a""#,
            commandMessage: "MIN must be a number such as 1.5 or -3, got 'a'"),
        Case(
            rule: "number", json: ["min": 1, "max": 2, "locale": "german"], positionals: ["1", "2"],
            options: ["--locale": "german"],
            specReason:
                #"unknown "locale" value "german" (expected a locale identifier such as de, de-DE, fr_FR or en_US_POSIX)"#,
            commandMessage:
                "unknown --locale value 'german' (expected a locale identifier such as de, de-DE, fr_FR or en_US_POSIX)"
        ),
        Case(
            rule: "number", json: ["min": 1, "max": 2, "locale": "de_XX"], positionals: ["1", "2"],
            options: ["--locale": "de_XX"],
            specReason:
                #"unknown "locale" value "de_XX" (expected a locale identifier such as de, de-DE, fr_FR or en_US_POSIX)"#,
            commandMessage:
                "unknown --locale value 'de_XX' (expected a locale identifier such as de, de-DE, fr_FR or en_US_POSIX)"),
        Case(
            rule: "regularExpression", json: ["pattern": "a("], positionals: ["a("], options: [:],
            specReason: #"invalid regular expression "a(": expected ')'"#,
            commandMessage: "invalid regular expression 'a(': expected ')'"),
        Case(
            rule: "oneOf", json: ["values": ["a", "", "b"]], positionals: ["a,,b"], options: [:],
            specReason:
                #""values" must not contain an empty or whitespace-only item (such a value is valid anyway), got ["a","","b"]"#,
            commandMessage:
                "A,B,C must not contain an empty or whitespace-only item (such a value is valid anyway), got 'a,,b'"),
        Case(
            rule: "oneOf", json: ["values": ["a", "\t"]], positionals: ["a,\t"], options: [:],
            specReason:
                #""values" must not contain an empty or whitespace-only item (such a value is valid anyway), got ["a","\t"]"#,
            commandMessage:
                #"A,B,C must not contain an empty or whitespace-only item (such a value is valid anyway), got 'a,\t'"#),
        Case(
            rule: "remote", json: ["url": "ftp://example.com/x"], positionals: [],
            options: ["--url": "ftp://example.com/x"],
            specReason: #""url" must use http or https, not "ftp""#,
            commandMessage: "--url must use http or https, not 'ftp'"),
        Case(
            rule: "remote", json: ["url": "http://"], positionals: [], options: ["--url": "http://"],
            specReason: #""url" has no host: "http://""#,
            commandMessage: "--url has no host: 'http://'"),
        Case(
            rule: "remote", json: ["url": "ht tp://x"], positionals: [], options: ["--url": "ht tp://x"],
            specReason: #""url" is not a URL: "ht tp://x""#,
            commandMessage: "--url is not a URL: 'ht tp://x'"),
        Case(
            rule: "remote", json: ["url": "example.com/x"], positionals: [], options: ["--url": "example.com/x"],
            specReason: #""example.com/x" is a relative URL and no base URL was given"#,
            commandMessage: "'example.com/x' is a relative URL and no base URL was given"),
        Case(
            rule: "remote", json: ["url": "http://example.com/x"], positionals: [],
            options: ["--url": "http://example.com/x"],
            specReason:
                "cannot check values at http://example.com/x: plain http is allowed for loopback hosts only (localhost, 127.0.0.1, ::1); use https",
            commandMessage:
                "cannot check values at http://example.com/x: plain http is allowed for loopback hosts only (localhost, 127.0.0.1, ::1); use https"
        ),
        Case(
            rule: "remote", json: ["url": "https://example.com/x", "extra": [1]], positionals: [],
            options: ["--url": "https://example.com/x", "--extra": "[1]"],
            specReason: #""extra" must be a JSON object such as {"lang":"en"}, got [1]"#,
            commandMessage: #"--extra must be a JSON object such as {"lang":"en"}, got '[1]'"#),
        Case(
            rule: "remote", json: ["url": "https://example.com/x", "timeout": 0], positionals: [],
            options: ["--url": "https://example.com/x", "--timeout": "0"],
            specReason: #""timeout" must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got 0"#,
            commandMessage: "--timeout must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got '0'"),
        Case(
            rule: "remote", json: ["url": "https://example.com/x", "timeout": 601], positionals: [],
            options: ["--url": "https://example.com/x", "--timeout": "601"],
            specReason: #""timeout" must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got 601"#,
            commandMessage:
                "--timeout must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got '601'"),
        Case(
            rule: "remote", json: ["url": "https://example.com/x", "timeout": "abc"], positionals: [],
            options: ["--url": "https://example.com/x", "--timeout": "abc"],
            specReason: #""timeout" must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got "abc""#,
            commandMessage:
                "--timeout must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got 'abc'"),
        Case(
            rule: "date", json: ["min": "01/01/2000"], positionals: [], options: ["--earliest": "01/01/2000"],
            specReason: #""min" must be a date written as ISO 8601 such as 2026-11-23, got "01/01/2000""#,
            commandMessage: "--earliest must be a date written as ISO 8601 such as 2026-11-23, got '01/01/2000'"),
        Case(
            rule: "date", json: ["earliest": "2030-01-01", "latest": "2000-01-01"], positionals: [],
            options: ["--earliest": "2030-01-01", "--latest": "2000-01-01"],
            specReason: #""earliest" must not be greater than "latest""#,
            commandMessage: "--earliest must not be greater than --latest"),
        Case(
            rule: "date", json: ["locale": "german"], positionals: [], options: ["--locale": "german"],
            specReason:
                #"unknown "locale" value "german" (expected a locale identifier such as de, de-DE, fr_FR or en_US_POSIX)"#,
            commandMessage:
                "unknown --locale value 'german' (expected a locale identifier such as de, de-DE, fr_FR or en_US_POSIX)"
        ),
        Case(
            rule: "age", json: ["atLeast": -1], positionals: [], options: ["--at-least": "-1"],
            specReason: #""atLeast" must be a non-negative integer, got -1"#,
            commandMessage: "--at-least must be a non-negative integer, got '-1'"),
        Case(
            rule: "age", json: ["atLeast": 18, "atMost": 13], positionals: [],
            options: ["--at-least": "18", "--at-most": "13"],
            specReason: #""atLeast" must not be greater than "atMost""#,
            commandMessage: "--at-least must not be greater than --at-most"),
        Case(
            rule: "age", json: ["timeZone": "Mars/Base"], positionals: [], options: ["--time-zone": "Mars/Base"],
            specReason: #"unknown "timeZone" value "Mars/Base" (expected a time zone such as UTC or Europe/Paris)"#,
            commandMessage: "unknown --time-zone value 'Mars/Base' (expected a time zone such as UTC or Europe/Paris)"),
        Case(
            rule: "phoneNumber", json: ["country": "XX"], positionals: [], options: ["--country": "XX"],
            specReason:
                #"unknown "country" value "XX" (expected one of the ISO 3166-1 alpha-2 country codes such as US, GB or DE)"#,
            commandMessage:
                "unknown --country value 'XX' (expected one of the ISO 3166-1 alpha-2 country codes such as US, GB or DE)"
        ),
        Case(
            rule: "phoneNumber", json: ["countries": ["gb", "xx"]], positionals: [], options: ["--countries": "gb,xx"],
            specReason:
                #"unknown "countries" item "XX" (expected ISO 3166-1 alpha-2 country codes such as US, GB or DE)"#,
            commandMessage:
                "unknown --countries item 'XX' (expected ISO 3166-1 alpha-2 country codes such as US, GB or DE)"),
        Case(
            rule: "phoneNumber", json: ["countries": ["GB", ""]], positionals: [], options: ["--countries": "GB,"],
            specReason:
                #"unknown "countries" item "" (expected ISO 3166-1 alpha-2 country codes such as US, GB or DE)"#,
            commandMessage:
                "unknown --countries item '' (expected ISO 3166-1 alpha-2 country codes such as US, GB or DE)"),
        Case(
            rule: "phoneNumber", json: ["countries": []], positionals: [], options: ["--countries": ""],
            specReason: #""countries" must not be empty"#, commandMessage: "--countries must not be empty"),
        Case(
            rule: "postalCode", json: ["country": "UK"], positionals: [], options: ["--country": "UK"],
            specReason:
                #"unknown "country" value "UK" (expected the ISO 3166-1 code of a country with published postal codes, such as GB or ZA, or any)"#,
            commandMessage:
                "unknown --country value 'UK' (expected the ISO 3166-1 code of a country with published postal codes, such as GB or ZA, or any)"
        ),
        Case(
            rule: "url", json: ["schemes": ["http", "ht tp"]], positionals: [], options: ["--schemes": "http,ht tp"],
            specReason: #""schemes" must list schemes such as http or ftp, got ["http","ht tp"]"#,
            commandMessage: "--schemes must list schemes such as http or ftp, got 'http,ht tp'"),
        Case(
            rule: "url", json: ["schemes": []], positionals: [], options: ["--schemes": ""],
            specReason: #""schemes" must list schemes such as http or ftp, got []"#,
            commandMessage: "--schemes must list schemes such as http or ftp, got ''"),
        Case(
            rule: "url", json: ["schemes": ["1http"]], positionals: [], options: ["--schemes": "1http"],
            specReason: #""schemes" must list schemes such as http or ftp, got ["1http"]"#,
            commandMessage: "--schemes must list schemes such as http or ftp, got '1http'"),
        Case(
            rule: "paymentCard", json: ["brands": ["visa", "discovery"]], positionals: [],
            options: ["--brands": "visa,discovery"],
            specReason:
                #"unknown "brands" item "discovery" (expected visa, mastercard, amex, discover, diners, jcb, unionpay, maestro or mir)"#,
            commandMessage:
                "unknown --brands item 'discovery' (expected visa, mastercard, amex, discover, diners, jcb, unionpay, maestro or mir)"
        ),
        Case(
            rule: "paymentCard", json: ["brands": []], positionals: [], options: ["--brands": ""],
            specReason: #""brands" must not be empty"#, commandMessage: "--brands must not be empty"),
        Case(
            rule: "cardExpiry", json: ["timeZone": "Mars/Olympus"], positionals: [],
            options: ["--time-zone": "Mars/Olympus"],
            specReason: #"unknown "timeZone" value "Mars/Olympus" (expected a time zone such as UTC or Europe/Paris)"#,
            commandMessage:
                "unknown --time-zone value 'Mars/Olympus' (expected a time zone such as UTC or Europe/Paris)"),
        Case(
            rule: "cardExpiry", json: ["maximumYearsAhead": 101], positionals: [],
            options: ["--maximum-years-ahead": "101"], specReason: #""maximumYearsAhead" must be at most 100"#,
            commandMessage: "--maximum-years-ahead must be at most 100"),
        Case(
            rule: "cardSecurityCode", json: ["brand": "amx"], positionals: [], options: ["--brand": "amx"],
            specReason:
                #"unknown "brand" value "amx" (expected visa, mastercard, amex, discover, diners, jcb, unionpay, maestro or mir)"#,
            commandMessage:
                "unknown --brand value 'amx' (expected visa, mastercard, amex, discover, diners, jcb, unionpay, maestro or mir)"
        ),
        Case(
            rule: "iban", json: ["countries": ["DE", "GF"]], positionals: [], options: ["--countries": "DE,GF"],
            specReason:
                #"unknown "countries" item "GF" (expected a country code of the IBAN registry such as DE, FR or GB)"#,
            commandMessage:
                "unknown --countries item 'GF' (expected a country code of the IBAN registry such as DE, FR or GB)"),
        Case(
            rule: "iban", json: ["countries": ["de", "us"]], positionals: [], options: ["--countries": "de,us"],
            specReason:
                #"unknown "countries" item "US" (expected a country code of the IBAN registry such as DE, FR or GB)"#,
            commandMessage:
                "unknown --countries item 'US' (expected a country code of the IBAN registry such as DE, FR or GB)"),
        Case(
            rule: "iban", json: ["countries": []], positionals: [], options: ["--countries": ""],
            specReason: #""countries" must not be empty"#, commandMessage: "--countries must not be empty"),
        Case(
            rule: "iban", json: ["format": "paper"], positionals: [], options: ["--format": "paper"],
            specReason: #"unknown "format" value "paper" (expected electronic or print)"#,
            commandMessage: "unknown --format value 'paper' (expected electronic or print)"),
        Case(
            rule: "file", json: ["types": ["png", "tiff"]], positionals: [], options: ["--types": "png,tiff"],
            specReason: #"unknown "types" item "tiff" (expected png, jpeg, gif, webp, heic, pdf or zip)"#,
            commandMessage: "unknown --types item 'tiff' (expected png, jpeg, gif, webp, heic, pdf or zip)"),
        Case(
            rule: "file", json: ["types": []], positionals: [], options: ["--types": ""],
            specReason: #""types" must not be empty"#, commandMessage: "--types must not be empty"),
        Case(
            rule: "file", json: ["maximumBytes": -1], positionals: [], options: ["--maximum-bytes": "-1"],
            specReason: #""maximumBytes" must be a non-negative integer, got -1"#,
            commandMessage: "--maximum-bytes must be a non-negative integer, got '-1'"),
    ]

    /// The problem the spec front finds: reading, checking, then building (as a form spec's rules are built).
    static func specProblem(_ declaration: RuleDeclaration, _ json: [String: JSONValue]) -> ArgumentProblem? {
        do throws(ArgumentProblem) {
            let values = try declaration.readArguments(json: json)
            try declaration.check(values)
            _ = try declaration.build(
                values,
                RuleBuildContext(
                    transport: URLSessionTransport.shared, fileInspector: LocalFileInspector.shared,
                    valueOf: { _ in nil }))
            return nil
        } catch {
            return error
        }
    }

    /// The problem the command-line front finds: reading and checking as `formcheck` does, then building.
    static func commandProblem(_ declaration: RuleDeclaration, _ input: CommandLineInput) -> ArgumentProblem? {
        do throws(ArgumentProblem) {
            let values = try declaration.readArguments(commandLine: input)
            _ = try declaration.build(
                values,
                RuleBuildContext(transport: URLSessionTransport.shared, fileInspector: LocalFileInspector.shared))
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: cases)
    func bothFrontsRefuseWithTheSameProblem(_ row: Case) throws {
        let declaration = try #require(RuleCatalog.rule(named: row.rule))
        let input = CommandLineInput(positionals: row.positionals, options: row.options)
        let spec = try #require(Self.specProblem(declaration, row.json), "the spec refuses it")
        let command = try #require(Self.commandProblem(declaration, input), "formcheck refuses it")
        #expect(spec == command, "one check, one wording")
        #expect(spec.rendered(by: SpecArgumentNaming(arguments: row.json, declaration: declaration)) == row.specReason)
        #expect(command.rendered(by: CommandArgumentNaming(declaration, input: input)) == row.commandMessage)
    }

    /// Through the real fronts: a form spec's error and `formcheck`'s usage error.
    @Test(arguments: cases)
    func theFrontsReportIt(_ row: Case) throws {
        var rule = row.json
        rule["rule"] = .string(row.rule)
        let spec = JSONValue.object(["name": "f", "fields": [["name": "a", "rules": [.object(rule)]]]])
        let error = try #require(throws: FormSpecError.self) {
            let form = try FormSpec(json: spec.description)
            _ = try FormSpecValidator(form)
        }
        #expect(error.reason == row.specReason)

        let declaration = try #require(RuleCatalog.rule(named: row.rule))
        var arguments = [try #require(declaration.commandName)] + row.positionals
        for (option, value) in row.options.sorted(by: { $0.key < $1.key }) { arguments += [option, value] }
        let result = FormCheckHarness.run(arguments, input: "x\n")
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("formcheck: \(row.commandMessage)\n"), "\(result.error)")
    }

    /// One argument of a rule as `formcheck` takes it, given one text; derived from the catalog, so a new rule is
    /// covered without a row here.
    struct Reading: Sendable, CustomTestStringConvertible {
        let rule: String
        let key: String
        let text: String

        var testDescription: String { "\(rule) \(key) '\(text)'" }
    }

    /// Texts worth giving any argument: numbers, lists, names, locales, time zones, URLs, JSON; and, for each
    /// argument, the values of its own type worth trying (every name of a choice, country codes).
    static let texts = [
        "", "0", "1", "-1", "3", "101", "0.5", "x", "many", "a,,b", "4,9", "DE", "de", "DE,GF", "gb,xx", "de_DE",
        "german", "UTC", "Mars/Base", "2030-01-01", "01/01/2000", "https://example.com/x", "ftp://example.com/x",
        "http://", "example.com/x", "{}", #"{"lang":"en"}"#, "[1]", "true", "visa", "visa,discovery", "words",
        "utf8", "[a-z]+", "a(",
    ]

    /// Every argument the command line takes (a positional or an option with a value), of every rule it offers,
    /// with every text above and the argument's own examples.
    static var readings: [Reading] {
        RuleCatalog.all.filter { $0.commandName != nil }.flatMap { rule in
            rule.arguments.filter { takesText($0, of: rule) }.flatMap { argument in
                (texts + argument.examples.compactMap(commandLineText)).map {
                    Reading(rule: rule.name, key: argument.key, text: $0)
                }
            }
        }
    }

    /// Whether the command line gives the argument as text: a positional, or an option that takes a value.
    static func takesText(_ argument: AnyRuleArgument, of rule: RuleDeclaration) -> Bool {
        switch rule.spelling(of: argument) {
        case .positional: true
        case .option(let option, _): option.valueName != nil
        case .flag, .notOffered: false
        }
    }

    /// A JSON value as the command line writes it: a string as itself, a number in POSIX notation, a list of
    /// strings joined by commas.
    static func commandLineText(_ json: JSONValue) -> String? {
        switch json {
        case .string(let text): text
        case .number(let number): number.description
        case .array(let items):
            items.allSatisfy { if case .string = $0 { true } else { false } }
                ? items.compactMap { if case .string(let text) = $0 { text } else { nil } }.joined(separator: ",")
                : nil
        default: nil
        }
    }

    /// What the command line reads from a text, the spec reads from that value as a spec writes it: the same
    /// value, refused or accepted by the same check. (A text the command line cannot read as the argument's type
    /// has no spec equivalent: a spec's JSON is typed.)
    @Test(arguments: readings)
    func theSpecReadsWhatTheCommandLineReads(_ reading: Reading) throws {
        let rule = try #require(RuleCatalog.rule(named: reading.rule))
        let argument = try #require(rule.arguments.first { $0.key == reading.key })
        guard let (fromText, _) = try? argument.read(text: reading.text) else { return }
        let json = fromText.json()
        let (fromJSON, _) = try argument.read(json: json)
        #expect(fromJSON.json() == json, "the spec reads back the value the command line read")
        #expect(argument.check(fromJSON) == argument.check(fromText), "one check, one verdict")
    }

    /// Every rule whose arguments the command line takes as text has one that some text above fails, so that the
    /// test above sees both fronts refuse as well as accept; but `equal`, whose value is any text.
    @Test func everyRuleWithCommandLineArgumentsIsRefusedSomewhere() {
        let refused = Set(
            Self.readings.compactMap { reading -> String? in
                guard
                    let argument = RuleCatalog.rule(named: reading.rule)?.arguments.first(where: {
                        $0.key == reading.key
                    })
                else { return nil }
                guard let (value, _) = try? argument.read(text: reading.text) else { return reading.rule }
                return argument.check(value) == nil ? nil : reading.rule
            })
        for rule in RuleCatalog.all
        where rule.commandName != nil && rule.arguments.contains(where: { Self.takesText($0, of: rule) }) {
            if rule.name == "equal" { continue }
            #expect(refused.contains(rule.name), "\(rule.name): some text is refused")
        }
    }
}
