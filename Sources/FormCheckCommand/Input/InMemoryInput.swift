import FormValidationCore
import FormValidationSpecs

/// Input held in memory: the bytes `formcheck` would read from standard input, for tests and embedding.
///
/// ```swift
/// import FormCheckCommand
///
/// var input = InMemoryInput("ada@example.com\nnot an address\n")
/// var output = ""
/// var error = ""
/// let status = FormCheck.run(arguments: ["email"], input: &input, output: &output, error: &error)
/// print(status)                             // 1
/// print(output.split(separator: "\n"))      // ["valid", "invalid\tThis field is not a valid email address."]
/// ```
///
/// A small ``maximumReadSize`` hands the bytes out a few at a time, the way a pipe may, so that tests can
/// check lines and CRLF pairs split across reads.
public struct InMemoryInput: FormCheckInput, Sendable {
    /// The whole input.
    public let bytes: [UInt8]
    /// The most bytes a single ``read(into:)`` returns.
    public let maximumReadSize: Int
    /// How many bytes have been read so far.
    public private(set) var offset = 0

    /// Creates input from raw bytes, which need not be valid UTF-8.
    ///
    /// - Parameters:
    ///   - bytes: The input.
    ///   - maximumReadSize: The most bytes one read returns; at least 1.
    public init(bytes: [UInt8], maximumReadSize: Int = .max) {
        precondition(maximumReadSize > 0, "maximumReadSize must be positive")
        self.bytes = bytes
        self.maximumReadSize = maximumReadSize
    }

    /// Creates input from text, encoded as UTF-8.
    ///
    /// - Parameters:
    ///   - text: The input.
    ///   - maximumReadSize: The most bytes one read returns; at least 1.
    public init(_ text: String, maximumReadSize: Int = .max) {
        self.init(bytes: Array(text.utf8), maximumReadSize: maximumReadSize)
    }

    /// Copies the next bytes into `buffer`.
    ///
    /// - Parameter buffer: Where to put the bytes.
    /// - Returns: The number of bytes copied, or 0 when every byte has been read.
    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = min(buffer.count, maximumReadSize, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
        }
        offset += count
        return count
    }
}
