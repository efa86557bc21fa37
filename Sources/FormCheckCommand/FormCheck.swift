#if canImport(Glibc)
    import FormValidationCore
    import FormValidationSpecs
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `formcheck` command: checks each line of its input against one validation rule.
///
/// ```
/// formcheck RULE [ARGS...] [OPTIONS...] [--locale LL]
/// formcheck remote --url URL [--extra JSON] [--timeout S]
/// formcheck form --spec FILE [--base-url URL] [--local-only]
/// ```
///
/// Rules: every built-in rule whose declaration names a subcommand (see `RuleCatalog` in the library, and
/// `formcheck --help`), and `form`. `--counting characters|utf16|scalars|utf8` (formerly `--count`) sets what the length rules count;
/// `--locale` sets the notation `range` reads numbers in (`en_US_POSIX` by default; `de`, `de-DE` and `de_DE` all work; an identifier whose
/// language or region Foundation does not know is a usage error). `remote` asks the server at `--url` about
/// each value with the library's remote rule (ALPValidator's `POST {"instance": …, "extra": …}`), sending
/// `--extra`'s JSON object as `extra` and waiting at most `--timeout` seconds (10 by default) for each answer.
/// `form` reads each line as a JSON object of field values, validates it with the form spec in `--spec`
/// (relative remote URLs resolved against `--base-url`) and prints one compact JSON line with sorted keys per
/// record: `{"valid":true,"values":{…}}` (the corrected values, secret fields left out) or
/// `{"errors":[{"code":…,"field":…,"message":…}],"valid":false}`; a line that is not a JSON object gets
/// `{"error":"…","valid":false}`, a blank one `{"error":"the line is blank","valid":false}`.
///
/// For every input line (LF or CRLF; nothing else is trimmed) it prints one line: `valid`, or `invalid`, a tab
/// and the first error message; a valid value that a rule corrected gets `valid`, a tab and the corrected value.
/// As in the library, a value that is empty or only whitespace (any Unicode whitespace) and format or control
/// characters is valid unless the rule is `required` (and `remote` sends no request for it). Bytes that are
/// not valid UTF-8 are read as U+FFFD, so two different invalid sequences compare equal. When the server gives
/// `remote` no verdict, the line is `unavailable`, a tab and the reason (`HTTP status 500`); that counts as
/// invalid for the exit status.
///
/// ```
/// $ printf 'ada@example.com\nada@\n' | formcheck email
/// valid
/// invalid	This field is not a valid email address.
/// ```
///
/// The core, ``run(arguments:input:output:error:)``, works on any input and output, so it can be
/// tested and embedded without a process; its `async` overload also runs asynchronous rules (`remote`), and
/// ``main()`` wires that one to the standard streams.
public enum FormCheck {
    /// Every value was valid (or there were none).
    public static let allValidStatus: Int32 = 0
    /// At least one value was invalid (or, for `remote`, unavailable).
    public static let someInvalidStatus: Int32 = 1
    /// The command line was wrong, or the input could not be read.
    public static let usageErrorStatus: Int32 = 2

    /// Runs the command with a synchronous rule: parses `arguments`, then reads `input` line by line and answers
    /// each line on `output`.
    ///
    /// On a usage error the message and a usage hint go to `error`, nothing goes to `output`, and `input` is not
    /// read. `--help` (or `-h`) prints the help to `output`. Otherwise every line of `input` gets exactly one
    /// line of `output`. Output is buffered: it reaches `output` in blocks of up to 64 KiB, before each read
    /// from `input` (so that an interactive session sees each answer) and at the end.
    ///
    /// When `output` is a ``FormCheckOutput`` that reports a failed write, the run stops there: it reads no
    /// more input, prints `formcheck: cannot write standard output: ` and the error to `error`, and returns
    /// ``usageErrorStatus``.
    ///
    /// This overload cannot wait: for an asynchronous rule (`remote`) it reports a usage error without reading
    /// `input`. The `async` overload runs every rule.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - input: Where the values come from, one per line.
    ///   - output: Where the answers (or the help) go.
    ///   - error: Where usage errors and read errors go.
    /// - Returns: The exit status: ``allValidStatus``, ``someInvalidStatus`` or ``usageErrorStatus`` (also when
    ///   `input` throws, the answers for the lines before still written, and when `output` fails).
    /// - Complexity: O(*n*) in the size of the input for the built-in rules except `regex`, whose cost is
    ///   that of the pattern; memory is bounded by the longest line.
    public static func run(
        arguments: [String],
        input: inout some FormCheckInput,
        output: inout some TextOutputStream,
        error: inout some TextOutputStream
    ) -> Int32 {
        let (rule, checker): (RuleCommand, LineChecker)
        switch prepare(arguments, output: &output, error: &error) {
        case .finished(let status): return status
        case .check(let preparedRule, let preparedChecker): (rule, checker) = (preparedRule, preparedChecker)
        }
        switch checker.kind {
        case .synchronous(let check):
            return checkLines(
                input: &input, output: &output, error: &error, check, secondLane: checker.secondLane,
                screens: checker.screens, notUTF8: checker.notUTF8)
        case .asynchronous:
            let message = "rule \(UsageError.quoted(rule.name)) waits for its answers: run it with await FormCheck.run"
            error.write(Usage.report(UsageError(message, rule: rule.name)))
            return usageErrorStatus
        }
    }

    /// Runs the command with any rule, waiting for each answer of an asynchronous one (`remote`).
    ///
    /// A synchronous rule runs exactly as in the synchronous overload, at the same speed. An asynchronous rule
    /// checks the lines one after another, in order; the answers so far reach `output` before each wait, as
    /// well as before each read from `input` and at the end. A failed write to a ``FormCheckOutput`` stops the
    /// run before the next check (no more requests to a server) with ``usageErrorStatus``.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - input: Where the values come from, one per line.
    ///   - output: Where the answers (or the help) go.
    ///   - error: Where usage errors and read errors go.
    /// - Returns: The exit status: ``allValidStatus``, ``someInvalidStatus`` (some value invalid or unavailable)
    ///   or ``usageErrorStatus``.
    public static func run(
        arguments: [String],
        input: inout some FormCheckInput,
        output: inout some TextOutputStream,
        error: inout some TextOutputStream
    ) async -> Int32 {
        switch prepare(arguments, output: &output, error: &error) {
        case .finished(let status): return status
        case .check(_, let checker): return await run(checker, input: &input, output: &output, error: &error)
        }
    }

    /// Runs the command on the process's arguments and standard streams, then exits with its status.
    ///
    /// When standard output cannot be written (a reader that has gone while `SIGPIPE` is ignored, a closed
    /// descriptor, a full disk), the command stops at once, reports it on standard error and exits with status 2.
    public static func main() async -> Never {
        var input = FileDescriptorInput(descriptor: STDIN_FILENO)
        var output = FileDescriptorOutputStream(descriptor: STDOUT_FILENO)
        var error = FileDescriptorOutputStream(descriptor: STDERR_FILENO)
        let arguments = Array(CommandLine.arguments.dropFirst())
        exit(await run(arguments: arguments, input: &input, output: &output, error: &error))
    }

    // MARK: The steps of a run

    /// What parsing the command line leaves to do.
    private enum Preparation {
        /// Nothing: the help or a usage error has been printed; exit with this status.
        case finished(Int32)
        /// Check the input with this rule's checker.
        case check(RuleCommand, LineChecker)
    }

    /// Parses `arguments`, printing the help or a usage error itself.
    private static func prepare(
        _ arguments: [String], output: inout some TextOutputStream, error: inout some TextOutputStream
    ) -> Preparation {
        do {
            switch try Invocation.parse(arguments) {
            case .help:
                output.write(Usage.help)
                do throws(OutputWriteError) {
                    try OutputWriteError.check(output)
                } catch let failure {
                    return .finished(outputFailed(failure, error: &error))
                }
                return .finished(allValidStatus)
            case .check(let rule, let checker):
                return .check(rule, checker)
            }
        } catch let usageError {
            error.write(Usage.report(usageError))
            return .finished(usageErrorStatus)
        }
    }

    /// Answers every line of `input` with `checker`, synchronous or not: what both runs do once the command line
    /// is parsed.
    ///
    /// - Returns: The exit status, as ``run(arguments:input:output:error:)`` describes it.
    static func run(
        _ checker: LineChecker, input: inout some FormCheckInput, output: inout some TextOutputStream,
        error: inout some TextOutputStream
    ) async -> Int32 {
        switch checker.kind {
        case .synchronous(let check):
            checkLines(
                input: &input, output: &output, error: &error, check, secondLane: checker.secondLane,
                screens: checker.screens, notUTF8: checker.notUTF8)
        case .asynchronous(let check):
            await checkLines(input: &input, output: &output, error: &error, check, notUTF8: checker.notUTF8)
        }
    }

    /// Answers every line of `input` with a synchronous check, buffering the output.
    ///
    /// The input is read in blocks of whole lines (``LineBlockReader``), and a large block is checked on both
    /// cores (``answer(_:_:secondLane:screens:notUTF8:into:writingTo:readingNext:)``), the next block read meanwhile;
    /// the answers keep the order of the lines. Every answer is written before a read that may wait for input.
    ///
    /// - Returns: ``someInvalidStatus`` when any line was invalid, ``allValidStatus`` otherwise, or
    ///   ``usageErrorStatus`` when `input` throws or `output` reports a failed write.
    static func checkLines(
        input: inout some FormCheckInput, output: inout some TextOutputStream, error: inout some TextOutputStream,
        _ check: @Sendable (String) -> LineChecker.Answer
    ) -> Int32 {
        checkLines(input: &input, output: &output, error: &error, check, secondLane: nil)
    }

    /// The same, the second thread of a split block answering with `secondLane` (``LineChecker/secondLane``), each
    /// thread screening a line's bytes with its screen first (``LineChecker/screens``), and a line that is not UTF-8
    /// answered `notUTF8`.
    static func checkLines(
        input: inout some FormCheckInput, output: inout some TextOutputStream, error: inout some TextOutputStream,
        _ check: @Sendable (String) -> LineChecker.Answer,
        secondLane: (@Sendable (String) -> LineChecker.Answer)?,
        screens: (first: LineChecker.Screen, second: LineChecker.Screen)? = nil,
        notUTF8: LineChecker.Answer = LineChecker.notUTF8
    ) -> Int32 {
        var reader = LineBlockReader()
        var buffer = OutputBuffer()
        var anyInvalid = false
        do {
            while true {
                // Before each read, which may wait for the user: an interactive session sees every answer so far.
                try buffer.flush(into: &output)
                guard
                    let blockHasInvalid = try reader.nextBlock(
                        from: &input,
                        { block, next in
                            if let secondLane {
                                try answer(
                                    block, check, secondLane: secondLane, screens: screens, notUTF8: notUTF8,
                                    into: &buffer, writingTo: &output, readingNext: next)
                            } else {
                                try answer(
                                    block, check, secondLane: check, screens: screens, notUTF8: notUTF8, into: &buffer,
                                    writingTo: &output, readingNext: next)
                            }
                        })
                else { break }
                if blockHasInvalid { anyInvalid = true }
            }
        } catch let failure {
            return stopped(by: failure, buffer: &buffer, output: &output, error: &error)
        }
        return anyInvalid ? someInvalidStatus : allValidStatus
    }

    /// Answers every line of `input` with an asynchronous check, one line after another, flushing the answers
    /// so far before each wait.
    ///
    /// - Returns: ``someInvalidStatus`` when any line was invalid or unavailable, ``allValidStatus`` otherwise,
    ///   or ``usageErrorStatus`` when `input` throws or `output` reports a failed write.
    static func checkLines(
        input: inout some FormCheckInput, output: inout some TextOutputStream, error: inout some TextOutputStream,
        _ check: (String) async -> LineChecker.Answer, notUTF8: LineChecker.Answer = LineChecker.notUTF8
    ) async -> Int32 {
        var reader = LineReader()
        var buffer = OutputBuffer()
        var anyInvalid = false
        do {
            while let line = try reader.nextLine(from: &input, beforeReading: { try buffer.flush(into: &output) }) {
                try buffer.flush(into: &output)
                let answer: LineChecker.Answer
                switch line {
                case .text(let text): answer = await check(text)
                case .notUTF8: answer = notUTF8
                }
                if !answer.isValid { anyInvalid = true }
                buffer.append(answer)
            }
            try buffer.flush(into: &output)
        } catch let failure {
            return stopped(by: failure, buffer: &buffer, output: &output, error: &error)
        }
        return anyInvalid ? someInvalidStatus : allValidStatus
    }

    /// Ends a run that `failure` stopped: a failed write to `output` (reported as it is), or a failed read of
    /// `input` (the answers so far written first, then the report).
    ///
    /// - Returns: ``usageErrorStatus``.
    private static func stopped(
        by failure: any Error, buffer: inout OutputBuffer, output: inout some TextOutputStream,
        error: inout some TextOutputStream
    ) -> Int32 {
        if let failure = failure as? OutputWriteError { return outputFailed(failure, error: &error) }
        do throws(OutputWriteError) {
            try buffer.flush(into: &output)
        } catch let writeFailure {
            return outputFailed(writeFailure, error: &error)
        }
        error.write("\(Usage.programName): cannot read standard input: \(failure)\n")
        return usageErrorStatus
    }

    /// Reports that `output` could not be written.
    ///
    /// - Returns: ``usageErrorStatus``.
    private static func outputFailed(_ failure: OutputWriteError, error: inout some TextOutputStream) -> Int32 {
        error.write(failure.report)
        return usageErrorStatus
    }
}
