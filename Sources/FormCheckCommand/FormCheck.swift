#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `formcheck` command: checks each line of its input against one validation rule.
///
/// ```
/// formcheck RULE [ARGS...] [--count UNIT] [--locale LL]
/// ```
///
/// Rules: `required`, `email`, `contains-number`, `min-length N`, `max-length N`, `length MIN MAX`,
/// `range MIN MAX`, `regex PATTERN`, `in A,B,C` and `equal VALUE`. `--count characters|utf16|scalars|utf8`
/// sets what the length rules count; `--locale` sets the notation `range` reads numbers in (`en_US_POSIX`
/// by default; `de`, `de-DE` and `de_DE` all work).
///
/// For every input line (LF or CRLF; nothing else is trimmed) it prints one line: `valid`, or `invalid`, a tab
/// and the first error message. As in the library, an empty value is valid unless the rule is `required`.
///
/// ```
/// $ printf 'ada@example.com\nada@\n' | formcheck email
/// valid
/// invalid	This field is not a valid email address.
/// ```
///
/// The core, ``run(arguments:input:output:error:)``, works on any input and output, so it can be tested and
/// embedded without a process; ``main()`` wires it to the standard streams.
public enum FormCheck {
    /// Every value was valid (or there were none).
    public static let allValidStatus: Int32 = 0
    /// At least one value was invalid.
    public static let someInvalidStatus: Int32 = 1
    /// The command line was wrong, or the input could not be read.
    public static let usageErrorStatus: Int32 = 2

    /// Runs the command: parses `arguments`, then reads `input` line by line and answers each line on `output`.
    ///
    /// On a usage error the message and a usage hint go to `error`, nothing goes to `output`, and `input` is not
    /// read. `--help` (or `-h`) prints the help to `output`. Otherwise every line of `input` gets exactly one
    /// line of `output`. Output is buffered: it reaches `output` in blocks of up to 64 KiB, before each read
    /// from `input` (so that an interactive session sees each answer) and at the end.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - input: Where the values come from, one per line.
    ///   - output: Where the answers (or the help) go.
    ///   - error: Where usage errors and read errors go.
    /// - Returns: The exit status: ``allValidStatus``, ``someInvalidStatus`` or ``usageErrorStatus`` (also when
    ///   `input` throws; the answers for the lines before are still written).
    /// - Complexity: O(*n*) in the size of the input for the built-in rules except `regex`, whose cost is
    ///   that of the pattern; memory is bounded by the longest line.
    public static func run(
        arguments: [String],
        input: inout some FormCheckInput,
        output: inout some TextOutputStream,
        error: inout some TextOutputStream
    ) -> Int32 {
        let checker: LineChecker
        do {
            switch try Invocation.parse(arguments) {
            case .help:
                output.write(Usage.help)
                return allValidStatus
            case .check(let lineChecker):
                checker = lineChecker
            }
        } catch let usageError {
            error.write(Usage.report(usageError))
            return usageErrorStatus
        }

        var reader = LineReader()
        var buffer = OutputBuffer()
        var anyInvalid = false
        do {
            while let line = try reader.nextLine(from: &input, beforeReading: { buffer.flush(into: &output) }) {
                let message = checker.firstErrorMessage(for: line)
                if message != nil { anyInvalid = true }
                buffer.appendAnswer(errorMessage: message)
                if buffer.isFull { buffer.flush(into: &output) }
            }
        } catch let readError {
            buffer.flush(into: &output)
            error.write("\(Usage.programName): cannot read standard input: \(readError)\n")
            return usageErrorStatus
        }
        buffer.flush(into: &output)
        return anyInvalid ? someInvalidStatus : allValidStatus
    }

    /// Runs the command on the process's arguments and standard streams, then exits with its status.
    ///
    /// When standard output cannot be written (a full disk), the command reports it on standard error and exits
    /// with status 2.
    public static func main() -> Never {
        var input = FileDescriptorInput(descriptor: STDIN_FILENO)
        var output = FileDescriptorOutputStream(descriptor: STDOUT_FILENO)
        var error = FileDescriptorOutputStream(descriptor: STDERR_FILENO)
        let arguments = Array(CommandLine.arguments.dropFirst())
        var status = run(arguments: arguments, input: &input, output: &output, error: &error)
        if let failure = output.failure {
            error.write("\(Usage.programName): cannot write standard output: \(failure)\n")
            status = usageErrorStatus
        }
        exit(status)
    }
}
