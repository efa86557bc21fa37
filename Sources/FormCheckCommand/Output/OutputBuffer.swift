/// Collects output lines and hands them to the real output in large blocks.
///
/// Writing each line on its own would cost a system call per input line; ``FormCheck`` instead flushes when the
/// buffer is full, before each read of the input (so an interactive session sees its answers) and at the end,
/// and stops at the first flush the output reports as failed.
struct OutputBuffer {
    /// The size at which the buffer flushes by itself.
    static let capacity = 64 * 1024

    private var text = ""

    init() {
        text.reserveCapacity(Self.capacity)
    }

    /// Appends the answer for one value: `valid` (and the corrected value), `invalid` and the message, or
    /// `unavailable` and the reason, each after a tab.
    ///
    /// Tabs and line breaks in what follows the tab become spaces, so that each value gives exactly one line.
    mutating func append(_ answer: LineChecker.Answer) {
        switch answer {
        case .valid:
            text += "valid\n"
        case .corrected(let value):
            text += "valid\t"
            text += Self.singleLine(value)
            text += "\n"
        case .invalid(let message):
            text += "invalid\t"
            text += Self.singleLine(message)
            text += "\n"
        case .unavailable(let reason):
            text += "unavailable\t"
            text += Self.singleLine(reason)
            text += "\n"
        case .record(let json, _):
            text += Self.singleLine(json)
            text += "\n"
        }
    }

    /// Whether the buffer has reached ``capacity``.
    var isFull: Bool { text.utf8.count >= Self.capacity }

    /// Writes out what the buffer holds, if anything, and empties it.
    ///
    /// - Throws: ``OutputWriteError`` when `output` is a ``FormCheckOutput`` that reports a failed write.
    mutating func flush(into output: inout some TextOutputStream) throws(OutputWriteError) {
        guard !text.isEmpty else { return }
        output.write(text)
        text.removeAll(keepingCapacity: true)
        try OutputWriteError.check(output)
    }

    /// `message` with every tab and line break (LF, CR, VT, FF, NEL, LS, PS) replaced by a space.
    static func singleLine(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isSeparator) else { return message }
        var scalars = String.UnicodeScalarView()
        for scalar in message.unicodeScalars {
            scalars.append(isSeparator(scalar) ? " " : scalar)
        }
        return String(scalars)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
