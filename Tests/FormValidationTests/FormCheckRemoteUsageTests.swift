import FormCheckCommand
import Foundation
import Testing

/// `formcheck remote`'s command line, which needs no server: usage errors (status 2, nothing read), `--help`,
/// and the `async` run giving the synchronous rules exactly the answers they always had.
@Suite struct FormCheckRemoteUsageTests {
    /// A wrong command line and the exact first line it prints on standard error.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        let usage: String

        init(_ arguments: [String], _ message: String, usage: String = FormCheckRemoteUsageTests.remoteUsage) {
            self.arguments = arguments
            self.message = message
            self.usage = usage
        }

        var testDescription: String { "formcheck \(arguments.map(\.debugDescription).joined(separator: " "))" }
    }

    static let remoteUsage = "formcheck remote --url URL [--extra JSON] [--timeout S]"
    static let generalUsage = "formcheck RULE [ARGS...] [OPTIONS...] [--locale LL]"
    static let url = "https://example.com/validate"
    static let relative = "is a relative URL and no base URL was given"
    static let notObject = #"--extra must be a JSON object such as {"lang":"en"}, got"#
    static let badTimeout = "--timeout must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got"
    static func insecureHTTP(_ url: String) -> String {
        "cannot check values at \(url): plain http is allowed for loopback hosts only (localhost, 127.0.0.1, ::1); use https"
    }

    static let cases: [Case] = [
        // --url
        Case(["remote"], "missing option --url for rule 'remote'"),
        Case(["remote", "--extra", "{}"], "missing option --url for rule 'remote'"),
        Case(["remote", "--url"], "missing value for option --url", usage: generalUsage),
        Case(["remote", "--url="], "missing value for option --url", usage: generalUsage),
        Case(["remote", "--url", "not a url"], "'not a url' \(relative)"),
        Case(["remote", "--url", "example.com/validate"], "'example.com/validate' \(relative)"),
        Case(["remote", "--url", "ht tp://x"], "--url is not a URL: 'ht tp://x'"),
        Case(["remote", "--url", "ftp://example.com/validate"], "--url must use http or https, not 'ftp'"),
        Case(["remote", "--url", "mailto:ada@example.com"], "--url must use http or https, not 'mailto'"),
        Case(["remote", "--url", "http:///validate"], "--url has no host: 'http:///validate'"),
        Case(["remote", "--url", "http://example.com/validate"], insecureHTTP("http://example.com/validate")),
        Case(["remote", "--url=http://192.168.1.10:4567/validate"], insecureHTTP("http://192.168.1.10:4567/validate")),
        Case(["remote", "--url", "HTTP://EXAMPLE.COM/validate"], insecureHTTP("HTTP://EXAMPLE.COM/validate")),
        Case(["remote", "--url", "http://[2001:db8::1]/validate"], insecureHTTP("http://[2001:db8::1]/validate")),
        // positional arguments
        Case(["remote", "extra", "--url", url], "unexpected argument 'extra' for rule 'remote'"),
        // --extra
        Case(["remote", "--url", url, "--extra", "[1]"], "\(notObject) '[1]'"),
        Case(["remote", "--url", url, "--extra", "null"], "\(notObject) 'null'"),
        Case(["remote", "--url", url, "--extra", "\"lang\""], "\(notObject) '\"lang\"'"),
        Case(["remote", "--url", url, "--extra", "3"], "\(notObject) '3'"),
        Case(["remote", "--url", url, "--extra", "{lang: en}"], "\(notObject) '{lang: en}'"),
        Case(["remote", "--url", url, "--extra", "{\"a\":1"], "\(notObject) '{\"a\":1'"),
        Case(["remote", "--url", url, "--extra", "{}\n{}"], "\(notObject) '{}\\n{}'"),
        Case(["remote", "--url", url, "--extra", #"{"lang": "en",}"#], #"\#(notObject) '{"lang": "en",}'"#),
        Case(
            ["remote", "--url", url, "--extra", #"{"lang": "en", "lang": "de"}"#],
            #"--extra holds the key "lang" twice in one object"#),
        Case(
            ["remote", "--url", url, "--extra", String(repeating: "[", count: 513)],
            "--extra nests arrays and objects more than 512 levels deep"),
        Case(["remote", "--url", url, "--extra"], "missing value for option --extra", usage: generalUsage),
        Case(
            ["remote", "--url", url, "--extra", #"{"n": 1e400}"#],
            "--extra holds the number 1e400, which is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165)"
        ),
        // --timeout
        Case(["remote", "--url", url, "--timeout", "0"], "\(badTimeout) '0'"),
        Case(["remote", "--url", url, "--timeout", "0.0"], "\(badTimeout) '0.0'"),
        Case(["remote", "--url", url, "--timeout", "-1"], "\(badTimeout) '-1'"),
        Case(["remote", "--url", url, "--timeout", "abc"], "\(badTimeout) 'abc'"),
        Case(["remote", "--url", url, "--timeout", "1e3"], "\(badTimeout) '1e3'"),
        Case(["remote", "--url", url, "--timeout", "10s"], "\(badTimeout) '10s'"),
        Case(["remote", "--url", url, "--timeout", "0,5"], "\(badTimeout) '0,5'"),
        Case(["remote", "--url", url, "--timeout", "601"], "\(badTimeout) '601'"),
        Case(["remote", "--url", url, "--timeout", "86401"], "\(badTimeout) '86401'"),
        Case(["remote", "--url", url, "--timeout", "0.0000000001"], "\(badTimeout) '0.0000000001'"),
        Case(["remote", "--url", url, "--timeout", "inf"], "\(badTimeout) 'inf'"),
        // options of other rules, and remote's options on other rules
        Case(
            ["remote", "--url", url, "--count", "utf8"],
            "--counting applies only to min-length, max-length and length, not to rule 'remote'"),
        Case(["email", "--url", url], "--url applies only to remote, not to rule 'email'", usage: "formcheck email"),
        Case(
            ["required", "--extra", "{}"], "--extra applies only to remote, not to rule 'required'",
            usage: "formcheck required"),
        Case(
            ["length", "1", "2", "--timeout", "1"], "--timeout applies only to remote, not to rule 'length'",
            usage: "formcheck length MIN MAX [--counting UNIT]"),
        Case(["--url", url], "no rule given", usage: generalUsage),
    ]

    @Test(arguments: cases)
    func usageErrorPrintsOneMessageAndReadsNothing(_ row: Case) async {
        let expected = FormCheckResult(
            status: 2, output: "", error: "formcheck: \(row.message)\nUsage: \(row.usage)\nSee 'formcheck --help'.\n")
        let (result, bytesRead) = FormCheckHarness.run(row.arguments, bytes: Array("ada\n".utf8))
        #expect(result == expected)
        #expect(bytesRead == 0, "standard input must not be read")
        // The async run, which the executable uses, reports the same.
        var input = InMemoryInput("ada\n")
        var output = ""
        var error = ""
        let status = await FormCheck.run(arguments: row.arguments, input: &input, output: &output, error: &error)
        #expect(FormCheckResult(status: status, output: output, error: error) == expected)
        #expect(input.offset == 0)
    }

    @Test(arguments: [
        ["remote", "--url", url],
        ["remote", "--url", "http://127.0.0.1:4567/validate", "--extra", #"{"lang":"en"}"#, "--timeout", "0.5"],
        ["remote", "--url", "http://localhost/validate", "--timeout", ".25"],
        ["remote", "--url", "http://localhost:4567/validate", "--timeout", "600"],
        ["remote", "--timeout=3", "--url=https://example.com/validate", "--extra={}"],
        ["remote", "--url", url, "--locale", "de"],
    ])
    func synchronousRunReportsThatRemoteNeedsTheAsyncRun(_ arguments: [String]) {
        let (result, bytesRead) = FormCheckHarness.run(arguments, bytes: Array("ada\n".utf8))
        let error = """
            formcheck: rule 'remote' waits for its answers: run it with await FormCheck.run
            Usage: \(Self.remoteUsage)
            See 'formcheck --help'.

            """
        #expect(result == FormCheckResult(status: 2, output: "", error: error))
        #expect(bytesRead == 0)
    }

    /// `URLSession` on Linux fails every request to an IPv6 address (`network error -1000`): the URL is refused
    /// at once there, and accepted elsewhere.
    @Test(arguments: [
        ("http://[::1]:4567/validate", "use 127.0.0.1 or localhost"),
        ("https://[::1]/validate", "use 127.0.0.1 or localhost"),
        ("https://[2001:db8::1]/validate", "use a host name"),
    ])
    func ipv6AddressesAreRefusedOnLinux(_ url: String, _ advice: String) {
        let (result, bytesRead) = FormCheckHarness.run(["remote", "--url", url], bytes: Array("ada\n".utf8))
        #if os(Linux)
            let message =
                "cannot check values at \(url): IPv6 addresses are not supported by URLSession on Linux; \(advice)"
        #else
            let message = "rule 'remote' waits for its answers: run it with await FormCheck.run"
        #endif
        let error = "formcheck: \(message)\nUsage: \(Self.remoteUsage)\nSee 'formcheck --help'.\n"
        #expect(result == FormCheckResult(status: 2, output: "", error: error))
        #expect(bytesRead == 0)
    }

    @Test func helpListsRemoteAndItsOptions() {
        let result = FormCheckHarness.run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("\nUSAGE: \(Self.generalUsage)\n"))
        for entry in ["remote --url URL", "--url URL", "--extra JSON", "--timeout S"] {
            #expect(result.output.contains("\n  \(entry)  "), "help lists \(entry)")
        }
        #expect(result.output.contains(#"the line is "unavailable", a tab and the reason; that counts as invalid."#))
        let statuses = "Exit status: 0 when every value is valid, 1 when any is invalid, 2 on a usage error.\n"
        #expect(result.output.hasSuffix(statuses))
    }

    @Test func remoteHelpRequestWinsOverMissingURL() {
        let result = FormCheckHarness.run(["remote", "--help"])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output.hasPrefix("OVERVIEW: "))
    }

    /// The executable runs every rule through the `async` run: the synchronous rules must answer exactly as the
    /// synchronous run does.
    @Test(
        arguments: [
            (["email"], "ada@example.com\nada@\n\n   \r\nbob@example.org"),
            (["required"], "x\n\n \n"),
            (["length", "2", "3", "--count", "utf8"], "é\nab\nabcd\n"),
            (["range", "1", "2", "--locale", "de"], "1,5\n3\nabc\n"),
            (["regex", "[a-z]+"], "abc\nABC\n"),
            (["in", "NL,DE"], "NL\nFR\n"),
            (["equal", "x"], "x\ny\n"),
            (["contains-number"], "a1\nab\n"),
            (["bogus"], "x\n"),
            (["--help"], ""),
        ] as [([String], String)])
    func asyncRunAnswersSynchronousRulesAsTheSynchronousRunDoes(_ arguments: [String], _ text: String) async {
        let synchronous = FormCheckHarness.run(arguments, input: text, maximumReadSize: 3)
        var input = InMemoryInput(text, maximumReadSize: 3)
        var output = ""
        var error = ""
        let status = await FormCheck.run(arguments: arguments, input: &input, output: &output, error: &error)
        #expect(FormCheckResult(status: status, output: output, error: error) == synchronous)
    }

    /// With a synchronous rule, the `async` run buffers as the synchronous one does: one write for many lines.
    @Test func asyncRunBuffersSynchronousRules() async {
        var input = InMemoryInput(String(repeating: "x\n", count: 10_000))
        var output = FormCheckRecordingOutput()
        var error = ""
        let status = await FormCheck.run(arguments: ["required"], input: &input, output: &output, error: &error)
        #expect(status == 0)
        #expect(output.text == String(repeating: "valid\n", count: 10_000))
        #expect(output.writes.count == 1)
    }

    /// Empty lines never reach the server, so an unreachable one does not matter for them.
    @Test func emptyLinesNeedNoServer() async {
        var input = InMemoryInput("\n  \n\t\r\n")
        var output = ""
        var error = ""
        let arguments = ["remote", "--url", "http://127.0.0.1:9/validate", "--timeout", "0.2"]
        let status = await FormCheck.run(arguments: arguments, input: &input, output: &output, error: &error)
        #expect(
            FormCheckResult(status: status, output: output, error: error)
                == FormCheckResult(status: 0, output: "valid\nvalid\nvalid\n", error: ""))
    }
}
