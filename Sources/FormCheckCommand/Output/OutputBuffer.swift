import FormValidationCore
import FormValidationSpecs

/// Collects output lines as UTF-8 bytes and hands them to the real output in large blocks.
///
/// Writing each line on its own would cost a system call per input line; ``FormCheck`` instead flushes before
/// each read of the input (so an interactive session sees its answers) and at the end, in blocks of at most
/// ``capacity`` bytes, and stops at the first block the output reports as failed.
///
/// Each answer is copied into the buffer once, as bytes. The message of an invalid line is usually the same as
/// the line before's (a rule set renders a message once and reuses it), so the last message is remembered in
/// its one-line form and not scanned again.
struct OutputBuffer {
    /// The size at which the buffer flushes by itself.
    static let capacity = 64 * 1024

    private var bytes: [UInt8] = []
    /// The last message or value that went through ``singleLine(_:)``, and what it became.
    private var lastText: String?
    private var lastSingleLine = ""
    /// The errors written lately, as text.
    private var fragments = ErrorFragments(capacity: 16)

    init() {
        bytes.reserveCapacity(Self.capacity + 1024)
    }

    /// Appends the answer for one value: `valid` (and the corrected value), `invalid` and the message, or
    /// `unavailable` and the reason, each after a tab.
    ///
    /// Tabs and line breaks in what follows the tab become spaces, so that each value gives exactly one line.
    mutating func append(_ answer: LineChecker.Answer) {
        switch answer {
        case .valid:
            append("valid\n")
        case .corrected(let value):
            append("valid\t")
            appendSingleLine(value)
        case .invalid(let message):
            append("invalid\t")
            appendSingleLine(message)
        case .unavailable(let reason):
            append("unavailable\t")
            appendSingleLine(reason)
        case .record(let json, _):
            // JSONTextWriter's text: every tab and line break in it is escaped already.
            bytes.append(contentsOf: json)
            bytes.append(UInt8(ascii: "\n"))
        case .validRecord:
            append("{\"valid\":true}\n")
        case .invalidRecord(let errors):
            appendInvalidRecord(errors)
        case .keystrokes(let texts):
            // A formatter's text holds no tab or line break, unless the value typed brought one.
            for (index, text) in texts.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: "\t")) }
                for byte in text.utf8 {
                    bytes.append(
                        byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                            ? UInt8(ascii: " ") : byte)
                }
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// Appends the line of an invalid record, as ``LineChecker/Answer/invalidRecord(_:)`` is answered.
    mutating func appendInvalidRecord(_ errors: [ValidationError]) {
        // The buffer's bytes lent to a writer and taken back, never copied.
        let written = bytes
        bytes = []
        var writer = JSONTextWriter(continuing: written)
        FormRecordLine.writeInvalid(errors, into: &writer, remembering: &fragments)
        writer.raw(UInt8(ascii: "\n"))
        bytes = writer.takeBytes()
    }

    /// How many bytes the buffer holds.
    var count: Int { bytes.count }

    /// Appends what `other` holds, after what this buffer holds.
    mutating func append(contentsOf other: OutputBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Writes out what the buffer holds, if anything, in blocks of at most ``capacity`` bytes, and empties it.
    ///
    /// - Throws: ``OutputWriteError`` when `output` is a ``FormCheckOutput`` that reports a failed write; the
    ///   blocks after the failed one are not written.
    mutating func flush(into output: inout some TextOutputStream) throws(OutputWriteError) {
        defer { bytes.removeAll(keepingCapacity: true) }
        var start = 0
        while start < bytes.count {
            var end = min(start + Self.capacity, bytes.count)
            if end < bytes.count {
                // After a line end; for a line longer than a block, at least not inside a character (back up over
                // UTF-8 continuation bytes, 10xxxxxx).
                if let lineFeed = bytes[start..<end].lastIndex(of: UInt8(ascii: "\n")) {
                    end = lineFeed + 1
                } else {
                    while end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                }
            }
            // The bytes came from Strings, whole: they are valid UTF-8, and this copy repairs nothing.
            output.write(String(decoding: bytes[start..<end], as: UTF8.self))
            try OutputWriteError.check(output)
            start = end
        }
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `text` on one line, then a line feed.
    private mutating func appendSingleLine(_ text: String) {
        if text != lastText {
            lastSingleLine = Self.singleLine(text)
            lastText = text
        }
        bytes.append(contentsOf: lastSingleLine.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `message` with every tab and line break (LF, CR, VT, FF, NEL, LS, PS) replaced by a space.
    ///
    /// - Complexity: O(*n*); a message without any is returned as it is.
    static func singleLine(_ message: String) -> String {
        // Every separator is a byte from 0x09 through 0x0D, or starts with a byte beyond ASCII: text with
        // neither, which is nearly all of it, needs no look at its scalars.
        guard message.utf8.contains(where: { $0 >= 0x80 || (0x09...0x0D).contains($0) }),
            message.unicodeScalars.contains(where: isSeparator)
        else { return message }
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
