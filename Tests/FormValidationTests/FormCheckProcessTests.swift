import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real `formcheck` executable, run as a process with standard input through a pipe.
///
/// Serialized: a process spawned while another test's pipes are open inherits them, and that test then waits
/// for the other process to end before it sees the end of its output.
@Suite(.serialized) struct FormCheckProcessTests {
    @Test func answersEveryLineAndExitsOneWhenAnyIsInvalid() throws {
        let input = Data("ada@example.com\r\nnot an address\n\nbob@example.org".utf8)
        let result = try FormCheckHarness.runBinary(["email"], input: input)
        let output = "valid\ninvalid\tThis field is not a valid email address.\nvalid\nvalid\n"
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
    }

    @Test func exitsZeroWhenEveryValueIsValid() throws {
        let result = try FormCheckHarness.runBinary(
            ["range", "1", "2", "--locale", "de"], input: Data("1,5\n2\n".utf8))
        #expect(result == FormCheckResult(status: 0, output: "valid\nvalid\n", error: ""))
    }

    /// The issue's conditional form: the state is required only in the US, and an email or a phone is.
    @Test func conditionsAndFormRulesThroughTheRealBinary() throws {
        let spec = try FormCheckFormTests.temporaryFile(FormSpecConditionTests.issueSpec)
        let records = [
            #"{"country":"US"}"#, #"{"country":"FR","email":"a@b.co"}"#, #"{"country":"US","state":"CA","phone":"1"}"#,
        ]
        let result = try FormCheckHarness.runBinary(
            ["form", "--spec", spec, "--locale", "en"], input: Data((records.joined(separator: "\n") + "\n").utf8))
        #expect(
            result.output.split(separator: "\n").map(String.init) == [
                #"{"errors":[{"code":"required","field":"state","message":"state is required.","path":"/state"},{"code":"atLeastOneRequired","message":"At least one of these is required: email or phone.","parameters":{"fields":["email","phone"]},"path":""}],"valid":false}"#,
                #"{"valid":true,"values":{"country":"FR","email":"a@b.co","phone":null,"state":null}}"#,
                #"{"valid":true,"values":{"country":"US","email":null,"phone":"1","state":"CA"}}"#,
            ])
        #expect(result.error == "")
        #expect(result.status == 1)
    }

    /// The schema and the spec may come from a pipe, a FIFO or a process substitution (`--schema <(…)`), not
    /// only from a regular file: read to their end (it was "You don't have permission").
    @Test func schemaAndSpecFromAFIFO() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formcheck-fifo-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (rule, option, document, line, answer) in [
            ("schema", "--schema", #"{"type": "integer"}"#, "1", #"{"valid":true}"#),
            (
                "form", "--spec", #"{"name": "f", "fields": [{"name": "a"}]}"#, #"{"a": "x"}"#,
                #"{"valid":true,"values":{"a":"x"}}"#
            ),
        ] {
            let fifo = folder.appendingPathComponent(rule).path
            #expect(mkfifo(fifo, 0o600) == 0)
            // The writer opens the FIFO once formcheck opens it to read, and closes it after the document.
            let writer = Thread {
                guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
                handle.write(Data(document.utf8))
                try? handle.close()
            }
            writer.start()
            let result = try FormCheckHarness.runBinary([rule, option, fifo], input: Data((line + "\n").utf8))
            #expect(result.output == answer + "\n", "\(rule): \(result.error)")
            #expect(result.status == 0)
        }
    }

    @Test func emptyInputPrintsNothing() throws {
        let result = try FormCheckHarness.runBinary(["required"], input: Data())
        #expect(result == FormCheckResult(status: 0, output: "", error: ""))
    }

    @Test func usageErrorExitsTwoWithoutReadingStandardInput() throws {
        let input = Data("abcd\n".utf8)
        let result = try FormCheckHarness.runBinary(["length", "5", "3"], input: input, closingInput: false)
        let error = """
            formcheck: MIN (5) must not be greater than MAX (3)
            Usage: formcheck length MIN MAX [--counting UNIT]
            See 'formcheck --help'.

            """
        #expect(result == FormCheckResult(status: 2, output: "", error: error))
    }

    @Test func noRuleIsAUsageError() throws {
        let result = try FormCheckHarness.runBinary([], input: Data(), closingInput: false)
        let error = """
            formcheck: no rule given
            Usage: formcheck RULE [ARGS...] [OPTIONS...] [--locale LL]
            See 'formcheck --help'.

            """
        #expect(result == FormCheckResult(status: 2, output: "", error: error))
    }

    @Test func helpExitsZero() throws {
        let result = try FormCheckHarness.runBinary(["--help"], input: Data(), closingInput: false)
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output.hasPrefix("OVERVIEW: "))
    }

    @Test func countsUnitsOfAFlag() throws {
        let input = Data("🇯🇵\n".utf8)
        for (unit, maximum) in [("characters", 1), ("scalars", 2), ("utf16", 4), ("utf8", 8)] {
            let fits = try FormCheckHarness.runBinary(["max-length", String(maximum), "--count", unit], input: input)
            #expect(fits == FormCheckResult(status: 0, output: "valid\n", error: ""), "\(unit)")
            let minimum = String(maximum + 1)
            let tooShort = try FormCheckHarness.runBinary(["min-length", minimum, "--count", unit], input: input)
            #expect(tooShort.status == 1, "\(unit)")
        }
    }

    @Test func oneMegabyteLineThroughAPipe() throws {
        var input = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        input.append(contentsOf: "@example.com\nada@example.com".utf8)
        // No time limit here: a process spawned by another suite may hold the pipe open for a while.
        // FormCheckInputTests.oneMegabyteLineIsAnsweredAtOnce measures the time in-process.
        let result = try FormCheckHarness.runBinary(["email"], input: input)
        let output = "invalid\tThis field is not a valid email address.\nvalid\n"
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
    }

    /// `(trap '' PIPE; yes | formcheck required | head -1)`: with `SIGPIPE` ignored, a reader that has gone makes
    /// each write fail with `EPIPE`. The command must stop at the first one, not read its endless input.
    @Test func stopsWhenStandardOutputHasNoReader() throws {
        _ = FormCheckHarness.ignoringBrokenPipes
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The shell ignores SIGPIPE and execs formcheck, which keeps the disposition.
        process.arguments = ["-c", #"trap '' PIPE; exec "$0" required"#, try FormCheckHarness.binaryURL().path]
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        try standardOutput.fileHandleForReading.close()
        let writer = standardInput.fileHandleForWriting
        let fed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            // Endless input, like `yes`, until formcheck stops reading and the pipe breaks.
            let block = Data(String(repeating: "y\n", count: 32 * 1024).utf8)
            while (try? writer.write(contentsOf: block)) != nil {}
            try? writer.close()
            fed.signal()
        }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            Issue.record("formcheck kept reading after its standard output broke")
        }
        let error = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        fed.wait()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(String(decoding: error, as: UTF8.self) == FormCheckOutputTests.brokenPipe)
    }

    @Test func manyLinesThroughAPipe() throws {
        let count = 100_000
        let input = (0..<count).map { $0 % 2 == 0 ? "user\($0)@example.com\n" : "user\($0)\r\n" }.joined()
        let result = try FormCheckHarness.runBinary(["email"], input: Data(input.utf8))
        let invalid = "invalid\tThis field is not a valid email address.\n"
        let expected = (0..<count).map { $0 % 2 == 0 ? "valid\n" : invalid }
        #expect(result.status == 1)
        #expect(result.error == "")
        #expect(result.output == expected.joined())
    }
}
