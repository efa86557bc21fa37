import FormCheckCommand
import FormValidation
import Foundation
import Testing

/// `formcheck form --spec FILE [--base-url URL] [--local-only]`: one JSON object of field values per line in, one
/// JSON line per record out.
@Suite struct FormCheckFormTests {
    /// A small spec with no remote rule, written to a temporary file.
    static let specJSON = #"""
        {"name": "contact", "fields": [
          {"name": "name", "label": "Name", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "required"}]},
          {"name": "email", "label": "Email", "rules": [{"rule": "trimmingWhitespace"}, {"rule": "email"}]},
          {"name": "pin", "label": "PIN", "secret": true, "rules": [{"rule": "length", "min": 4, "max": 4}]},
          {"name": "age", "label": "Age", "kind": "number", "rules": [{"rule": "number", "min": 0, "locale": "en_US_POSIX"}]}
        ]}
        """#

    /// Writes `text` to a fresh temporary file and returns its path; the file is left for the system to clean.
    static func temporaryFile(_ text: String, name: String = "form.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formcheck-form-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    static func run(_ arguments: [String], input text: String) async -> FormCheckResult {
        var input = InMemoryInput(text)
        var output = ""
        var error = ""
        let status = await FormCheck.run(arguments: arguments, input: &input, output: &output, error: &error)
        return FormCheckResult(status: status, output: output, error: error)
    }

    @Test(arguments: [
        (
            #"{"name": " Ada ", "email": "ada@example.com ", "pin": "1234", "age": 36}"#,
            #"{"valid":true,"values":{"age":36,"email":"ada@example.com","name":"Ada"}}"#
        ),
        (#"{"name": "Ada", "age": "7"}"#, #"{"valid":true,"values":{"age":7,"email":null,"name":"Ada"}}"#),
        (
            #"{"name": "", "email": "ada@", "pin": 12, "age": -1}"#,
            #"{"errors":[{"code":"required","field":"name","message":"Name is required.","path":"/name"},{"code":"invalidEmail","field":"email","message":"Email is not a valid email address.","path":"/email"},{"code":"tooShort","field":"pin","message":"PIN must be exactly 4 characters long.","parameters":{"counting":"characters","length":2,"max":4,"min":4,"unit":"characters"},"path":"/pin"},{"code":"tooSmall","field":"age","message":"Age must be at least 0.","parameters":{"min":0},"path":"/age"}],"valid":false}"#
        ),
        (
            #"{"name": ["Ada"]}"#,
            #"{"errors":[{"code":"invalidType","field":"name","message":"Name must be text or a number.","path":"/name"}],"valid":false}"#
        ),
        (
            #"{"name": "Ada\u2028Lovelace/\"AL\""}"#,
            #"{"valid":true,"values":{"age":null,"email":null,"name":"Ada\u2028Lovelace/\"AL\""}}"#
        ),
        (#"["Ada"]"#, #"{"error":"the line is not a JSON object","valid":false}"#),
        ("42", #"{"error":"the line is not a JSON object","valid":false}"#),
        ("", #"{"error":"the line is blank","valid":false}"#),
        ("  \t", #"{"error":"the line is blank","valid":false}"#),
        ("\u{A0}", #"{"error":"the line is blank","valid":false}"#),
        (#"{"name": "Ada""#, #"{"error":"the line is not valid JSON","valid":false}"#),
        // Valid JSON with a number no Decimal holds: said so, never "not valid JSON".
        (
            #"{"name": "Ada", "age": 1e400}"#,
            #"{"error":"the line holds the number 1e400, which is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165)","valid":false}"#
        ),
        (#"{"name": "Ada", "age": 1e400"#, #"{"error":"the line is not valid JSON","valid":false}"#),
        // A key twice in one object: which value counts is anyone's guess, so the record is refused, naming it.
        (
            #"{"name": "Ada", "email": "ada@example.com", "name": "", "age": 36}"#,
            #"{"error":"the line holds the key \"name\" twice in one object","valid":false}"#
        ),
        (
            #"{"name": "Ada", "age": 1e400, "age": 3}"#,
            #"{"error":"the line holds the key \"age\" twice in one object","valid":false}"#
        ),
        // RFC 8259 has no trailing commas.
        (#"{"name": "Ada", "age": 36,}"#, #"{"error":"the line is not valid JSON","valid":false}"#),
        (#"{"name": ["Ada",]}"#, #"{"error":"the line is not valid JSON","valid":false}"#),
        (#"{"name": "Ada", "name": "Bob",}"#, #"{"error":"the line is not valid JSON","valid":false}"#),
        // A number Decimal holds, though JSONDecoder refuses it, is read exactly.
        (
            #"{"name": "Ada", "age": 1e150}"#,
            #"{"valid":true,"values":{"age":1\#(String(repeating: "0", count: 150)),"email":null,"name":"Ada"}}"#
        ),
    ])
    func answersEachRecordWithOneJSONLine(_ line: String, _ answer: String) async throws {
        let spec = try Self.temporaryFile(Self.specJSON)
        let result = await Self.run(["form", "--spec", spec], input: line + "\n")
        #expect(result.output == answer + "\n")
        #expect(result.error == "")
        #expect(result.status == (answer.contains(#""valid":true"#) ? 0 : 1))
    }

    /// The acceptance table of conditional rules and rules across fields: with `FormSpecConditionTests.issueSpec`,
    /// the state is required only when the country is US, and an email or a phone is always required.
    @Test(arguments: [
        (
            #"{"country":"US"}"#,
            #"{"errors":[{"code":"required","field":"state","message":"state is required.","path":"/state"},{"code":"atLeastOneRequired","message":"At least one of these is required: email or phone.","parameters":{"fields":["email","phone"]},"path":""}],"valid":false}"#
        ),
        (
            #"{"country":"FR","email":"a@b.co"}"#,
            #"{"valid":true,"values":{"country":"FR","email":"a@b.co","phone":null,"state":null}}"#
        ),
        (
            #"{"country":"US","state":"CA","phone":"1"}"#,
            #"{"valid":true,"values":{"country":"US","email":null,"phone":"1","state":"CA"}}"#
        ),
    ])
    func conditionalRulesAndFormRules(_ record: String, _ answer: String) async throws {
        let spec = try Self.temporaryFile(FormSpecConditionTests.issueSpec)
        let result = await Self.run(["form", "--spec", spec], input: record + "\n")
        #expect(result.output == answer + "\n")
        #expect(result.error == "")
        #expect(result.status == (answer.contains(#""valid":true"#) ? 0 : 1))
    }

    /// A number field with no bounds: a number beyond `Decimal` printed `"m":NaN`, which is not JSON.
    @Test func numbersBeyondDecimalNeverPrintNaN() async throws {
        let spec = try Self.temporaryFile(
            #"{"name": "m", "fields": [{"name": "m", "kind": "number", "rules": [{"rule": "number", "locale": "en_US_POSIX"}]}]}"#
        )
        let e150 = "1" + String(repeating: "0", count: 150)
        let lines = [
            #"{"m": "\#(e150)"}"#, #"{"m": "1\#(String(repeating: "0", count: 170))"}"#,
            #"{"m": "0.\#(String(repeating: "0", count: 130))1"}"#,
        ]
        let result = await Self.run(["form", "--spec", spec], input: lines.joined(separator: "\n") + "\n")
        let outOfRange =
            #"{"errors":[{"code":"numberOutOfRange","field":"m","message":"m has too many digits.","path":"/m"}],"valid":false}"#
        #expect(
            result.output.split(separator: "\n").map(String.init) == [
                #"{"valid":true,"values":{"m":\#(e150)}}"#, outOfRange, outOfRange,
            ])
        #expect(!result.output.contains("NaN"))
        #expect(result.error == "")
    }

    @Test func everyLineGetsALineAndProcessingContinues() async throws {
        let spec = try Self.temporaryFile(Self.specJSON)
        let input = [#"{"name": "Ada"}"#, "not json", #"{"name": ""}"#, #"{"name": "Bob"}"#].joined(separator: "\r\n")
        let result = await Self.run(["form", "--spec", spec], input: input)
        #expect(result.status == 1)
        #expect(
            result.output.split(separator: "\n").map(String.init) == [
                #"{"valid":true,"values":{"age":null,"email":null,"name":"Ada"}}"#,
                #"{"error":"the line is not valid JSON","valid":false}"#,
                #"{"errors":[{"code":"required","field":"name","message":"Name is required.","path":"/name"}],"valid":false}"#,
                #"{"valid":true,"values":{"age":null,"email":null,"name":"Bob"}}"#,
            ])
        let allValid = await Self.run(
            ["form", "--spec", spec], input: #"{"name": "Ada"}"# + "\n" + #"{"name": "Bob"}"#)
        #expect(allValid.status == 0)
        let empty = await Self.run(["form", "--spec", spec], input: "")
        #expect(empty == FormCheckResult(status: 0, output: "", error: ""))
    }

    /// JSON Lines tools often skip blank lines; here every input line still gets its output line, so a blank one
    /// gets an error line (and makes the status 1) instead of shifting the answers after it.
    @Test func blankLinesKeepTheirPlace() async throws {
        let spec = try Self.temporaryFile(Self.specJSON)
        let input = #"{"name": "Ada"}"# + "\n\n \r\n" + #"{"name": "Bob"}"# + "\n"
        let result = await Self.run(["form", "--spec", spec], input: input)
        let blank = #"{"error":"the line is blank","valid":false}"#
        #expect(result.status == 1)
        #expect(
            result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                #"{"valid":true,"values":{"age":null,"email":null,"name":"Ada"}}"#, blank, blank,
                #"{"valid":true,"values":{"age":null,"email":null,"name":"Bob"}}"#, "",
            ])
    }

    /// `URLSession` on Linux fails every request to an IPv6 address: a spec whose remote URL resolves to one is
    /// refused at once there.
    @Test func ipv6BaseURLIsRefusedOnLinux() async throws {
        let arguments = ["form", "--spec", FormSpecFixture.signupURL.path, "--base-url", "http://[::1]:4567"]
        let result = await Self.run(arguments, input: "{}\n")
        #if os(Linux)
            let message =
                #"field "username", rule 5 (remote): cannot check values at "#
                + "http://[::1]:4567/api/username-available: "
                + "IPv6 addresses are not supported by URLSession on Linux; use 127.0.0.1 or localhost"
            let error = "formcheck: \(message)\nUsage: \(Self.usage)\nSee 'formcheck --help'.\n"
            #expect(result == FormCheckResult(status: 2, output: "", error: error))
        #else
            #expect(result.status != 2 && result.error == "")
        #endif
    }

    /// `--local-only` cleans a file offline: every local rule, no remote rule, no base URL needed.
    @Test func localOnlySkipsTheRemoteRules() async throws {
        let fixture = FormSpecFixture.signupURL.path
        let records = #"""
            {"username":"admin","email":" ada@example.com ","password":"Analytical1","passwordConfirmation":"Analytical1","country":"NL","phone":"06 1234 5678"}
            {"username":"A!"}
            """# + "\n"
        let result = await Self.run(["form", "--spec", fixture, "--local-only"], input: records)
        let lines = result.output.split(separator: "\n").map(String.init)
        // "admin" is taken, but no server is asked: the record is valid by its local rules.
        #expect(
            lines.first
                == #"{"valid":true,"values":{"age":null,"contactByPhone":null,"country":"NL","dateOfBirth":null,"email":"ada@example.com","otherPhones":[],"phone":"+31612345678","username":"admin"}}"#
        )
        #expect(lines.last?.hasPrefix(#"{"errors":[{"code":"tooShort","field":"username""#) == true)
        #expect(result.status == 1)
        #expect(result.error == "")
    }

    @Test func theFixtureWithoutRemoteChecksStillNeedsABaseURL() async throws {
        let fixture = FormSpecFixture.signupURL.path
        let result = await Self.run(["form", "--spec", fixture], input: "{}\n")
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(
            result.error == """
                formcheck: field "username", rule 5 (remote): "/api/username-available" is a relative URL and no base URL was given
                Usage: formcheck form --spec FILE [--base-url URL] [--local-only]
                See 'formcheck --help'.

                """)
    }

    static let usage = "formcheck form --spec FILE [--base-url URL] [--local-only]"

    /// Names compare code point by code point, as the parser and a server compare them: a Kelvin sign's `Key`
    /// beside `Key` is another member, no key given twice, and never the field `Key`.
    @Test func membersAreNamedByCodePoints() async throws {
        let spec = try Self.temporaryFile(
            #"{"name": "k", "fields": [{"name": "Key", "rules": [{"rule": "required"}]}]}"#)
        let result = await Self.run(
            ["form", "--spec", spec, "--locale", "en"],
            input: #"{"Key": "a", "\u212Aey": "b"}"# + "\n" + #"{"\u212Aey": "b"}"# + "\n")
        #expect(
            result.output == #"{"valid":true,"values":{"Key":"a"}}"# + "\n"
                + #"{"errors":[{"code":"required","field":"Key","message":"Key is required.","path":"/Key"}],"valid":false}"#
                + "\n")
    }

    /// A line that is not UTF-8 is not JSON, as a server finds such a body: never read with U+FFFD put in its
    /// place and written back among the corrected values.
    @Test(
        arguments: [
            [0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0x41, 0xFF, 0x22, 0x7D],  // {"name":"A\xFF"}
            [0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0xC0, 0xAF, 0x22, 0x7D],  // an overlong "/"
            [0x7B, 0x22, 0x6E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D],  // a surrogate
            [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x2C, 0x22, 0xFE, 0x22, 0x3A, 0x32, 0x7D],  // two keys not UTF-8
        ] as [[UInt8]])
    func bytesThatAreNotUTF8AreNotJSON(_ line: [UInt8]) throws {
        let spec = try Self.temporaryFile(Self.specJSON)
        let notJSON = #"{"error":"the line is not valid JSON","valid":false}"# + "\n"
        for rule in [
            ["form", "--spec", spec], ["schema", "--schema", try Self.temporaryFile(#"{"type": "object"}"#)],
        ] {
            let (result, _) = FormCheckHarness.run(rule, bytes: line + [0x0A] + Array(#"{"name": "Ada"}"#.utf8))
            #expect(result.output.hasPrefix(notJSON), "\(rule[0]): \(result.output)")
            #expect(result.status == 1)
        }
    }

    /// Unknown keys are looked up, not compared with each other: a record of 20,000 of them reads in one pass,
    /// and one given twice, far apart, is still found.
    @Test func manyUnknownKeysAreReadOnceEach() async throws {
        let spec = try Self.temporaryFile(Self.specJSON)
        let keys = (0..<20_000).map { #""k\#($0)": \#($0)"# }
        let record = "{" + keys.joined(separator: ", ") + #", "name": "Ada"}"#
        let repeated = "{" + keys.joined(separator: ", ") + #", "k7": 1}"#
        let result = await Self.run(["form", "--spec", spec, "--locale", "en"], input: record + "\n" + repeated + "\n")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(#"{"valid":true"#) == true)
        #expect(lines.last == #"{"error":"the line holds the key \"k7\" twice in one object","valid":false}"#)
    }

    /// Repeated items are one error for the list, with the first repeat, the item it repeats and how many items
    /// repeat another: a million equal items made 999,999 identical errors; the parameters are written too.
    @Test func repeatedItemsAreOneErrorWithItsParameters() async throws {
        let spec = try Self.temporaryFile(
            #"{"name": "t", "fields": [{"name": "tags", "kind": "list", "uniqueItems": true, "item": {}}]}"#)
        let items = Array(repeating: #""""#, count: 50_000).joined(separator: ",")
        let result = await Self.run(
            ["form", "--spec", spec, "--locale", "en"], input: #"{"tags": [\#(items)]}"# + "\n")
        #expect(
            result.output
                == #"{"errors":[{"code":"duplicateItems","field":"tags","message":"tags must not hold the same item twice.","parameters":{"count":49999,"first":0,"index":1},"path":"/tags"}],"valid":false}"#
                + "\n")
    }

    @Test func usageErrors() async throws {
        let malformed = try Self.temporaryFile(
            #"{"name": "f", "fields": [{"name": "a", "rules": [{"rule": "length", "min": 3}]}]}"#)
        let garbage = try Self.temporaryFile("{", name: "garbage.json")
        let rows: [([String], String, String)] = [
            (["form"], "missing option --spec for rule 'form'", Self.usage),
            (["form", "--spec"], "missing value for option --spec", FormCheckUsageTests.generalUsage),
            (
                ["form", "--spec", "/nonexistent/form.json"],
                "/nonexistent/form.json: cannot read the file: no such file or directory", Self.usage
            ),
            (["form", "--spec", malformed], #"\#(malformed): field "a", rule 1 (length): missing "max""#, Self.usage),
            (["form", "--spec", garbage], "\(garbage): the spec is not valid JSON", Self.usage),
            (
                ["form", "--spec", garbage, "--base-url", "api.example.com"],
                "\(garbage): the spec is not valid JSON", Self.usage
            ),
            (
                ["form", "--spec", FormSpecFixture.signupURL.path, "--base-url", "api.example.com"],
                "--base-url must be an absolute URL such as https://api.example.com, got 'api.example.com'", Self.usage
            ),
            (
                ["form", "--spec", FormSpecFixture.signupURL.path, "--base-url", "http://api.example.com"],
                #"field "username", rule 5 (remote): cannot check values at http://api.example.com/api/username-available: plain http is allowed for loopback hosts only (localhost, 127.0.0.1, ::1); use https"#,
                Self.usage
            ),
            (["form", "x", "--spec", malformed], "unexpected argument 'x' for rule 'form'", Self.usage),
            (["email", "--spec", malformed], "--spec applies only to form, not to rule 'email'", "formcheck email"),
            (
                ["remote", "--url", "https://example.com", "--base-url", "https://example.com"],
                "--base-url applies only to form, not to rule 'remote'",
                "formcheck remote --url URL [--extra JSON] [--timeout S]"
            ),
            (
                ["form", "--spec", malformed, "--timeout", "3"], "--timeout applies only to remote, not to rule 'form'",
                Self.usage
            ),
        ]
        for (arguments, message, usage) in rows {
            let result = await Self.run(arguments, input: "{}\n")
            #expect(
                result
                    == FormCheckResult(
                        status: 2, output: "",
                        error: "formcheck: \(message)\nUsage: \(usage)\nSee 'formcheck --help'.\n"),
                "\(arguments)")
        }
    }

    /// A large input is cut in two and checked on two threads, each with its own copy of the rules: the answers
    /// are those of one record after another, in order.
    @Test func aLargeInputIsAnsweredInOrderOnTwoThreads() async throws {
        let fixture = FormSpecFixture.signupURL.path
        let records = (0..<3000).map { index in
            index % 3 == 0
                ? #"{"username":"user_\#(index)","email":"u\#(index)@example.com","password":"Secret\#(index)A","#
                    + #""passwordConfirmation":"Secret\#(index)A","country":"NL","age":\#(index % 90)}"#
                : #"{"username":"U \#(index)","password":"x","age":"\#(index)"}"#
        }
        let input = records.joined(separator: "\n") + "\n"
        #expect(input.utf8.count > 4 * 16 * 1024)
        let whole = FormCheckHarness.run(["form", "--spec", fixture, "--local-only"], input: input)
        var oneByOne: [String] = []
        for record in records.prefix(300) {
            let answer = FormCheckHarness.run(["form", "--spec", fixture, "--local-only"], input: record + "\n")
            oneByOne.append(answer.output)
        }
        let lines = whole.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == records.count)
        #expect(lines.prefix(300).map { $0 + "\n" } == oneByOne)
        #expect(
            lines.enumerated().allSatisfy { index, line in
                line.hasPrefix(#"{"valid":true"#) == (index % 3 == 0 && index % 90 >= 13)
            })
        #expect(whole.status == 1 && whole.error == "")
    }

    /// A spec with remote rules waits for a server: the synchronous run refuses it.
    @Test func theSynchronousRunCannotWaitForRemoteRules() throws {
        let fixture = FormSpecFixture.signupURL.path
        let result = FormCheckHarness.run(
            ["form", "--spec", fixture, "--base-url", "https://api.example.com"], input: "{}\n")
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(
            result.error.hasPrefix("formcheck: rule 'form' waits for its answers: run it with await FormCheck.run\n"))
    }

    /// Without remote rules to ask (none in the spec, or `--local-only`) a record is answered at once: the
    /// synchronous run takes it, with the same answers as the asynchronous one.
    @Test func withoutRemoteRulesTheSynchronousRunAnswers() async throws {
        let spec = try Self.temporaryFile(Self.specJSON)
        let fixture = FormSpecFixture.signupURL.path
        let records = #"{"username":"A!"}"# + "\n{}\nnot json\n"
        for arguments in [["form", "--spec", spec], ["form", "--spec", fixture, "--local-only"]] {
            let synchronous = FormCheckHarness.run(arguments, input: records)
            let asynchronous = await Self.run(arguments, input: records)
            #expect(synchronous == asynchronous, "\(arguments)")
            #expect(synchronous.output.split(separator: "\n").count == 3, "\(arguments)")
            #expect(synchronous.status == 1 && synchronous.error == "", "\(arguments)")
        }
    }

    @Test func helpListsFormAndItsOptions() {
        let result = FormCheckHarness.run(["--help"])
        #expect(result.status == 0)
        for entry in ["form --spec FILE", "--spec FILE", "--base-url URL"] {
            #expect(result.output.contains("\n  \(entry)  "), "help lists \(entry)")
        }
        #expect(result.output.contains("form reads one JSON object of field values per line"))
        #expect(result.output.contains("\nUSAGE: \(FormCheckUsageTests.generalUsage)\n"))
    }
}

/// `formcheck form` with the signup fixture against the real demo server: the username check goes over HTTP.
@Suite(.demoServer, .serialized) struct FormCheckFormLiveTests {
    var server: DemoServer { DemoServer.current! }

    static let good =
        #"{"username": " ada_lovelace ", "email": "ada@example.com", "password": "Analytical1", "passwordConfirmation": "Analytical1", "age": "36", "dateOfBirth": "10/12/1815", "country": "GB"}"#
    static let taken =
        #"{"username": "alice", "email": "alice@example.com", "password": "Wonderland1", "passwordConfirmation": "Wonderland1", "country": "NL"}"#

    static let output = [
        #"{"valid":true,"values":{"age":36,"contactByPhone":null,"country":"GB","dateOfBirth":"1815-12-10","email":"ada@example.com","otherPhones":[],"phone":null,"username":"ada_lovelace"}}"#,
        #"{"errors":[{"code":"remoteRejected","field":"username","message":"That username is taken.","path":"/username"}],"valid":false}"#,
        #"{"errors":[{"code":"required","field":"username","message":"Username is required.","path":"/username"},{"code":"required","field":"email","message":"Email is required.","path":"/email"},{"code":"required","field":"password","message":"Password is required.","path":"/password"},{"code":"required","field":"passwordConfirmation","message":"Please repeat the password.","path":"/passwordConfirmation"},{"code":"required","field":"country","message":"Country is required.","path":"/country"}],"valid":false}"#,
    ].map { $0 + "\n" }.joined()

    @Test func inProcess() async throws {
        try await server.resetCounter()
        let arguments = ["form", "--spec", FormSpecFixture.signupURL.path, "--base-url", server.baseURL.absoluteString]
        let result = await FormCheckFormTests.run(
            arguments, input: [Self.good, Self.taken, "{}"].joined(separator: "\n"))
        #expect(result == FormCheckResult(status: 1, output: Self.output, error: ""))
        #expect(try await server.requestCount("/api/username-available") == 2)
    }

    @Test func theExecutable() throws {
        let arguments = ["form", "--spec", FormSpecFixture.signupURL.path, "--base-url", server.baseURL.absoluteString]
        let result = try FormCheckHarness.runBinary(
            arguments, input: Data(([Self.good, Self.taken, "{}"].joined(separator: "\n") + "\n").utf8))
        #expect(result == FormCheckResult(status: 1, output: Self.output, error: ""))
        let valid = try FormCheckHarness.runBinary(arguments, input: Data(Self.good.utf8))
        #expect(valid.status == 0)
    }
}
