import FormValidation
import Testing

@testable import FormCheckCommand

/// `formcheck` stops at the first failed write to its output (a reader that has gone, a closed descriptor, a
/// full disk): it reads no more input, sends no more requests, reports the failure once and exits 2.
@Suite struct FormCheckOutputTests {
    static let brokenPipe = "formcheck: cannot write standard output: write: Broken pipe\n"

    /// A large input: the answers leave in blocks of whole lines of at most 64 KiB; the second block fails, and
    /// reading stops there.
    @Test func synchronousRunStopsAtTheFirstFailedBlock() {
        let bytes = Array(String(repeating: "x\n", count: 300_000).utf8)
        var input = InMemoryInput(bytes: bytes)
        var output = FormCheckFailingOutput(failingAfter: 1)
        var error = ""
        let status = FormCheck.run(arguments: ["required"], input: &input, output: &output, error: &error)
        #expect(status == FormCheck.usageErrorStatus)
        #expect(error == Self.brokenPipe)
        #expect(output.writeCalls == 2, "no write after the failed one")
        let answers = output.text.utf8.count / "valid\n".utf8.count
        #expect(answers * "valid\n".utf8.count > OutputBuffer.capacity - "valid\n".utf8.count)
        #expect(answers * "valid\n".utf8.count <= OutputBuffer.capacity)
        #expect(output.text == String(repeating: "valid\n", count: answers))
        #expect(input.offset <= 2 * LineBlockReader.readSize, "read \(input.offset) of \(bytes.count) bytes")
    }

    /// Answers reach the output before each read; the failed one ends the run before the next read.
    @Test func interactiveRunStopsBeforeTheNextRead() {
        var input = InMemoryInput(String(repeating: "x\n", count: 100), maximumReadSize: 2)
        var output = FormCheckFailingOutput(failingAfter: 3)
        var error = ""
        let status = FormCheck.run(arguments: ["email"], input: &input, output: &output, error: &error)
        #expect(status == FormCheck.usageErrorStatus)
        #expect(error == Self.brokenPipe)
        #expect(output.text == String(repeating: "invalid\tThis field is not a valid email address.\n", count: 3))
        #expect(output.writeCalls == 4)
        #expect(input.offset == 8, "four lines read, the fourth answer failed to be written")
    }

    /// The end-of-input flush is checked too: a failure there is not an exit status of 0.
    @Test func failedLastWriteIsAnError() {
        var input = InMemoryInput("ada@example.com\n")
        var output = FormCheckFailingOutput(failingAfter: 0)
        var error = ""
        let status = FormCheck.run(arguments: ["email"], input: &input, output: &output, error: &error)
        #expect(
            FormCheckResult(status: status, output: output.text, error: error)
                == FormCheckResult(status: 2, output: "", error: Self.brokenPipe))
    }

    /// An asynchronous rule (`remote`) checks no line after the failed write: no more requests to the server.
    @Test func asynchronousRunChecksNoLineAfterAFailedWrite() async {
        let counter = CheckCounter()
        let checker = LineChecker(asynchronous: { _ in
            await counter.increment()
            return .valid
        })
        var input = InMemoryInput(String(repeating: "ada\n", count: 100))
        var output = FormCheckFailingOutput(failingAfter: 2)
        var error = ""
        let status = await FormCheck.run(checker, input: &input, output: &output, error: &error)
        #expect(status == FormCheck.usageErrorStatus)
        #expect(error == Self.brokenPipe)
        #expect(output.text == "valid\nvalid\n")
        // Each answer is written before the next check: the third write, before the fourth check, failed.
        #expect(await counter.count == 3)
    }

    /// The `async` run, which the executable uses, stops a synchronous rule the same way.
    @Test func asyncRunOfASynchronousRuleStops() async {
        var input = InMemoryInput(String(repeating: "x\n", count: 100), maximumReadSize: 2)
        var output = FormCheckFailingOutput(failingAfter: 3)
        var error = ""
        let status = await FormCheck.run(arguments: ["required"], input: &input, output: &output, error: &error)
        #expect(
            FormCheckResult(status: status, output: output.text, error: error)
                == FormCheckResult(status: 2, output: "valid\nvalid\nvalid\n", error: Self.brokenPipe))
        #expect(input.offset == 8)
    }

    @Test func failedHelpIsAnError() async {
        var input = InMemoryInput("")
        var output = FormCheckFailingOutput(failingAfter: 0)
        var error = ""
        let status = await FormCheck.run(arguments: ["--help"], input: &input, output: &output, error: &error)
        #expect(
            FormCheckResult(status: status, output: output.text, error: error)
                == FormCheckResult(status: 2, output: "", error: Self.brokenPipe))
    }

    /// An output that is not a ``FormCheckOutput`` is taken never to fail.
    @Test func plainTextOutputStreamsAreNotChecked() {
        var input = InMemoryInput("x\n")
        var output = FormCheckRecordingOutput()
        var error = ""
        #expect(FormCheck.run(arguments: ["required"], input: &input, output: &output, error: &error) == 0)
        #expect(output.writes == ["valid\n"])
    }

    /// Counts the checks an asynchronous checker made.
    actor CheckCounter {
        private(set) var count = 0

        func increment() { count += 1 }
    }
}

/// A valid line that a rule corrected is answered with the corrected value, so that `formcheck` cleans data files.
@Suite struct FormCheckCorrectedValueTests {
    @Test func validLinesCarryTheCorrectedValueWhenItDiffers() {
        let checker = LineChecker(RuleSet(.trimmingWhitespace(), .email()))
        guard case .synchronous(let check) = checker.kind else {
            Issue.record("a rule set answers at once")
            return
        }
        var input = InMemoryInput(" ada@example.com\nbob@example.org\nnope\n \n")
        var output = ""
        var error = ""
        let status = FormCheck.checkLines(input: &input, output: &output, error: &error, check)
        #expect(status == FormCheck.someInvalidStatus)
        #expect(output == "valid\tada@example.com\nvalid\ninvalid\tThis field is not a valid email address.\nvalid\t\n")
    }

    @Test func aCorrectedValueStaysOnOneLine() {
        var buffer = OutputBuffer()
        buffer.append(.corrected(value: "a\tb\nc"))
        var output = ""
        try? buffer.flush(into: &output)
        #expect(output == "valid\ta b c\n")
    }

    /// Errors written lately are copied from their text (`ErrorFragments`): the lines are those written without the
    /// memory, byte for byte, whether an error says what one before said (at another path) or differs from it only
    /// in its code, field, message or one parameter, and after more errors than it keeps have pushed the first out.
    @Test func errorsWrittenLatelyAreWrittenAsBefore() {
        let short = ValidationError(
            code: "tooShort", parameters: ["min": .integer(8), "length": .integer(7)], message: "too short",
            path: ["password"])
        var errors = [
            short,
            ValidationError(code: short.code, parameters: short.parameters, message: short.message, path: ["other"]),
            ValidationError(
                code: short.code, parameters: ["min": .integer(8), "length": .integer(6)], message: short.message,
                path: ["password"]),
            ValidationError(code: "tooLong", parameters: short.parameters, message: short.message, path: ["password"]),
            ValidationError(
                code: short.code, parameters: short.parameters, message: short.message, field: "Password",
                path: ["password"]),
            ValidationError(code: short.code, parameters: short.parameters, message: "too \"short\"", path: nil),
            ValidationError(code: "required", message: "needed", path: ["a~b/c"]),
            ValidationError(code: "required", message: "needed"),
        ]
        errors += (0..<20).map {
            ValidationError(code: "tooSmall", parameters: ["min": .integer($0)], message: "small")
        }
        errors += errors
        var remembering = ErrorFragments(capacity: 16)
        for (index, error) in errors.enumerated() {
            var written = JSONTextWriter()
            FormRecordLine.writeInvalid([error], into: &written, remembering: &remembering)
            #expect(written.bytes == FormRecordLine.invalid([error]), "error \(index)")
        }
        var together = JSONTextWriter()
        FormRecordLine.writeInvalid(errors, into: &together, remembering: &remembering)
        #expect(together.bytes == FormRecordLine.invalid(errors))
    }
}
