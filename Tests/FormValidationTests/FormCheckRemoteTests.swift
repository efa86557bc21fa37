import FormCheckCommand
import FormValidation
import Foundation
import Testing

/// `formcheck remote` against the real demo server over loopback, in-process (the `async` run) and through the
/// built executable: verdicts, the server's own message, `--extra` on the wire, every fault route as
/// `unavailable`, and no request for an empty line.
@Suite(.demoServer, .serialized) struct FormCheckRemoteTests {
    var server: DemoServer { DemoServer.current! }

    static let rejected = "invalid\tThis field was not accepted."
    static let taken = "invalid\tThat username is taken."

    /// Runs `formcheck remote --url <server><path> <options…>` in-process on `input`.
    func formcheck(_ path: String, _ options: [String] = [], input: String) async -> FormCheckResult {
        await Self.run(["remote", "--url", server.url(path).absoluteString] + options, input: input)
    }

    /// Runs the `async` ``FormCheck/run(arguments:input:output:error:)`` on in-memory input.
    static func run(_ arguments: [String], input text: String) async -> FormCheckResult {
        var input = InMemoryInput(text)
        var output = ""
        var error = ""
        let status = await FormCheck.run(arguments: arguments, input: &input, output: &output, error: &error)
        return FormCheckResult(status: status, output: output, error: error)
    }

    /// Runs the built `formcheck remote --url <server><path> <options…>` with `input` on standard input.
    func formcheckBinary(_ path: String, _ options: [String] = [], input: String) throws -> FormCheckResult {
        try FormCheckHarness.runBinary(
            ["remote", "--url", server.url(path).absoluteString] + options, input: Data(input.utf8))
    }

    // MARK: Verdicts

    @Test func originalDemoAnswersTrueUnlessTheValueSaysInvalid() async throws {
        try await server.resetCounter()
        let result = await formcheck("/validate", input: "ada\ninvalid\r\nnot-invalid-either\nZoë ✓\n")
        let output = ["valid", Self.rejected, Self.rejected, "valid"].map { $0 + "\n" }.joined()
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
        #expect(try await server.requestCount("/validate") == 4)
    }

    @Test func everyValueAcceptedExitsZero() async throws {
        let result = await formcheck("/validate", input: "ada\nbob")
        #expect(result == FormCheckResult(status: 0, output: "valid\nvalid\n", error: ""))
    }

    @Test func emptyLinesAreValidWithoutARequest() async throws {
        try await server.resetCounter()
        let result = await formcheck("/validate", input: "\n   \n\t\nada\n\n")
        #expect(result == FormCheckResult(status: 0, output: String(repeating: "valid\n", count: 5), error: ""))
        #expect(try await server.requestCount("/validate") == 1)
        #expect(try await server.lastRequest(to: "/validate") == #"{"extra":{},"instance":"ada"}"#)
    }

    @Test func emptyInputSendsNothing() async throws {
        try await server.resetCounter()
        let result = await formcheck("/validate", input: "")
        #expect(result == FormCheckResult(status: 0, output: "", error: ""))
        #expect(try await server.requestCount("/validate") == 0)
    }

    @Test func serverMessageOfTheObjectForm() async throws {
        let result = await formcheck("/api/username-available", input: "admin\nADMIN\nalice\nroot\nada_lovelace\n")
        let output = [Self.taken, Self.taken, Self.taken, Self.taken, "valid"].map { $0 + "\n" }.joined()
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
    }

    /// Defect: with `--locale de`, no `Accept-Language` was sent, so the server's reason came back in English
    /// beside German messages of formcheck's own.
    @Test(arguments: [
        ("de", "invalid\tDieser Benutzername ist bereits vergeben.", "invalid\tDieses Feld wurde nicht akzeptiert."),
        ("fr", "invalid\tCe nom d’utilisateur est déjà pris.", nil),
        ("en", Self.taken, Self.rejected),
    ])
    func theServerIsAskedToAnswerInTheChosenLanguage(_ locale: String, _ taken: String, _ rejected: String?)
        async throws
    {
        let result = await formcheck("/api/username-available", ["--locale", locale], input: "admin\nada_lovelace\n")
        #expect(result == FormCheckResult(status: 1, output: "\(taken)\nvalid\n", error: ""))
        if let rejected {
            let plain = await formcheck("/validate", ["--locale", locale], input: "invalid\n")
            #expect(plain == FormCheckResult(status: 1, output: "\(rejected)\n", error: ""))
        }
    }

    /// The message printed for a rejection without a server message is the library's own default for a field
    /// without a name, as a `FormValidator` renders it.
    @MainActor @Test func rejectionMessageIsTheLibrarysDefault() async throws {
        let validator = FormValidator<String>()
        validator.add(try .remote(server.url("/validate"), debounce: .zero))
        #expect(await validator.validated("invalid") == .invalid)
        let result = await formcheck("/validate", input: "invalid\n")
        #expect(result.output == "invalid\t\(validator.errorMessages.joined())\n")
        #expect(Self.rejected == "invalid\t\(validator.errorMessages.joined())")
    }

    @Test func linesAreCheckedOneAfterAnotherInOrder() async throws {
        try await server.resetCounter()
        let clock = ContinuousClock()
        let start = clock.now
        // Each line waits 200 ms at the server; in parallel the three would take about 200 ms.
        let result = await formcheck(
            "/fault/slow", ["--extra", #"{"ms":200}"#], input: "first\nsecond-invalid\nthird\n")
        let elapsed = clock.now - start
        #expect(result == FormCheckResult(status: 1, output: "valid\n\(Self.rejected)\nvalid\n", error: ""))
        #expect(elapsed >= .milliseconds(600), "took \(elapsed)")
        #expect(try await server.requestCount("/fault/slow") == 3)
        #expect(try await server.lastRequest(to: "/fault/slow") == #"{"extra":{"ms":200},"instance":"third"}"#)
    }

    /// Each answer reaches the output before the next line's request, so a long run shows its progress.
    @Test func answersReachTheOutputBeforeEachWait() async throws {
        var input = InMemoryInput("ada\ninvalid\nbob\n")
        var output = FormCheckRecordingOutput()
        var error = ""
        let arguments = ["remote", "--url", server.url("/validate").absoluteString]
        let status = await FormCheck.run(arguments: arguments, input: &input, output: &output, error: &error)
        #expect(status == 1)
        #expect(output.writes == ["valid\n", "\(Self.rejected)\n", "valid\n"])
        #expect(error == "")
    }

    /// Many checks back to back, through the executable, each get their answer: none is lost to the timeout (a
    /// `URLSession` shared by all of them on Linux lost a few in a thousand; see `URLSessionTransport.init`).
    @Test func threeHundredChecksBackToBackAllGetAnAnswer() async throws {
        try await server.resetCounter()
        let input = (1...300).map { $0 % 10 == 0 ? "invalid-\($0)\n" : "value-\($0)\n" }.joined()
        let result = try formcheckBinary("/validate", ["--timeout", "5"], input: input)
        let expected = (1...300).map { $0 % 10 == 0 ? Self.rejected + "\n" : "valid\n" }.joined()
        #expect(result == FormCheckResult(status: 1, output: expected, error: ""))
        #expect(try await server.requestCount("/validate") == 300)
    }

    // MARK: --extra on the wire

    @Test func extraArrives() async throws {
        try await server.resetCounter()
        let extra = #"{"source":"signup","strict":true,"limit":3,"ratio":0.5,"tags":["a/b",null],"name":"Zoë"}"#
        let result = await formcheck("/validate", ["--extra", extra], input: "ada\n")
        #expect(result == FormCheckResult(status: 0, output: "valid\n", error: ""))
        // As the server records it: keys sorted.
        let sorted = #"{"limit":3,"name":"Zoë","ratio":0.5,"source":"signup","strict":true,"tags":["a/b",null]}"#
        #expect(try await server.lastRequest(to: "/validate") == #"{"extra":\#(sorted),"instance":"ada"}"#)
    }

    @Test func extraWrittenWithAnEqualsSignArrives() async throws {
        try await server.resetCounter()
        let result = await formcheck("/validate", [#"--extra={"lang":"en"}"#], input: "ada\n")
        #expect(result.status == 0)
        #expect(try await server.lastRequest(to: "/validate") == #"{"extra":{"lang":"en"},"instance":"ada"}"#)
    }

    // MARK: Failures

    struct Fault: Sendable, CustomTestStringConvertible {
        let path: String
        let options: [String]
        /// The exact reason, or `nil` where it depends on the platform's HTTP stack (a dropped connection).
        let reason: String?

        var testDescription: String { "\(path) \(options.joined(separator: " "))" }
    }

    static let faults: [Fault] = [
        Fault(path: "/fault/status/500", options: [], reason: "HTTP status 500"),
        Fault(path: "/fault/status/503", options: [], reason: "HTTP status 503"),
        Fault(path: "/fault/status/404", options: [], reason: "HTTP status 404"),
        Fault(path: "/fault/garbage", options: [], reason: "response is not true, false or {\"valid\": …}"),
        Fault(path: "/fault/oversized", options: [], reason: "response body over 64 KiB"),
        Fault(path: "/fault/drop", options: [], reason: nil),
        Fault(path: "/fault/slow?ms=5000", options: ["--timeout", "0.3"], reason: "no answer within 300 ms"),
        Fault(path: "/nope", options: [], reason: "HTTP status 404"),
    ]

    @Test(arguments: faults)
    func faultRoutePrintsUnavailableAndItsReason(_ fault: Fault) async throws {
        let result = await formcheck(fault.path, fault.options, input: "ada\n")
        #expect(result.status == 1)
        #expect(result.error == "")
        if let reason = fault.reason {
            #expect(result.output == "unavailable\t\(reason)\n")
        } else {
            let line = try #require(result.output.split(separator: "\n", omittingEmptySubsequences: false).first)
            #expect(line.hasPrefix("unavailable\t") && line.count > "unavailable\t".count, "\(result)")
            #expect(result.output.hasSuffix("\n") && result.output.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test func slowAnswerWithinTheTimeoutIsAVerdict() async throws {
        let result = await formcheck("/fault/slow?ms=100", ["--timeout", "5"], input: "ada\ninvalid\n")
        #expect(result == FormCheckResult(status: 1, output: "valid\n\(Self.rejected)\n", error: ""))
    }

    @Test func failureDoesNotStopTheLinesAfterIt() async throws {
        try await server.resetCounter()
        let result = await formcheck("/fault/status/500", input: "a\n\nb\n")
        let output = "unavailable\tHTTP status 500\nvalid\nunavailable\tHTTP status 500\n"
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
        #expect(try await server.requestCount("/fault/status/500") == 2)
    }

    @Test func refusedConnectionIsUnavailable() async throws {
        // Port 9 (discard) on loopback: nothing listens there on a test machine.
        let result = await Self.run(["remote", "--url", "http://127.0.0.1:9/validate"], input: "ada\n")
        let output = "unavailable\tcould not connect to the server\n"
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
    }

    // MARK: Through the executable

    @Test func binaryAnswersEachLine() async throws {
        try await server.resetCounter()
        let result = try formcheckBinary("/validate", input: "ada\r\ninvalid\n\nbob")
        #expect(result == FormCheckResult(status: 1, output: "valid\n\(Self.rejected)\nvalid\nvalid\n", error: ""))
        #expect(try await server.requestCount("/validate") == 3)
    }

    @Test func binaryExitsZeroWhenEveryValueIsAccepted() async throws {
        let result = try formcheckBinary("/api/username-available", input: "ada_lovelace\ngrace\n")
        #expect(result == FormCheckResult(status: 0, output: "valid\nvalid\n", error: ""))
    }

    @Test func binaryPrintsTheServersMessage() async throws {
        let result = try formcheckBinary("/api/username-available", input: "Alice\nada\n")
        #expect(result == FormCheckResult(status: 1, output: "\(Self.taken)\nvalid\n", error: ""))
    }

    @Test func binarySendsExtra() async throws {
        try await server.resetCounter()
        let result = try formcheckBinary("/validate", ["--extra", #"{"lang":"en","strict":false}"#], input: "ada\n")
        #expect(result == FormCheckResult(status: 0, output: "valid\n", error: ""))
        let body = #"{"extra":{"lang":"en","strict":false},"instance":"ada"}"#
        #expect(try await server.lastRequest(to: "/validate") == body)
    }

    @Test(
        arguments: [
            ("/fault/status/500", [], "unavailable\tHTTP status 500\n"),
            ("/fault/garbage", [], "unavailable\tresponse is not true, false or {\"valid\": …}\n"),
            ("/fault/oversized", [], "unavailable\tresponse body over 64 KiB\n"),
            ("/fault/slow?ms=5000", ["--timeout", "0.3"], "unavailable\tno answer within 300 ms\n"),
        ] as [(String, [String], String)])
    func binaryPrintsUnavailable(_ path: String, _ options: [String], _ output: String) async throws {
        let result = try formcheckBinary(path, options, input: "ada\n")
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
    }

    @Test func binaryDroppedConnectionIsUnavailable() async throws {
        let result = try formcheckBinary("/fault/drop", input: "ada\n")
        #expect(result.status == 1)
        #expect(result.error == "")
        #expect(result.output.hasPrefix("unavailable\t") && result.output.hasSuffix("\n"), "\(result)")
    }

    @Test func binaryRefusesPlainHTTPToAnotherHost() async throws {
        let result = try FormCheckHarness.runBinary(
            ["remote", "--url", "http://example.com/validate"], input: Data("ada\n".utf8), closingInput: false)
        let error = """
            formcheck: cannot check values at http://example.com/validate: plain http is allowed for loopback hosts only (localhost, 127.0.0.1, ::1); use https
            Usage: formcheck remote --url URL [--extra JSON] [--timeout S]
            See 'formcheck --help'.

            """
        #expect(result == FormCheckResult(status: 2, output: "", error: error))
    }

    @Test func binaryRejectsExtraThatIsNotAnObject() async throws {
        let result = try FormCheckHarness.runBinary(
            ["remote", "--url", server.url("/validate").absoluteString, "--extra", "[1,2]"], input: Data("ada\n".utf8),
            closingInput: false)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(#"formcheck: --extra must be a JSON object such as {"lang":"en"}, got '[1,2]'"#))
    }
}
