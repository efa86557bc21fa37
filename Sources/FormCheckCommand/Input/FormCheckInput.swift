import FormValidationCore
import FormValidationSpecs

/// A source of bytes that `formcheck` reads its values from, one value per line.
///
/// ``FormCheck/run(arguments:input:output:error:)`` reads the input in chunks, so an input of any size is
/// checked in constant memory (plus the longest line). The command reads standard input; tests pass an
/// ``InMemoryInput``. To read from somewhere else — a socket, a decompressor — conform your own type:
///
/// ```swift
/// struct Repeating: FormCheckInput {
///     var remaining = 3
///     mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
///         guard remaining > 0, buffer.count >= 2 else { return 0 }
///         remaining -= 1
///         buffer.copyBytes(from: "x\n".utf8)
///         return 2
///     }
/// }
/// ```
public protocol FormCheckInput {
    /// Reads the next bytes of the input into `buffer`.
    ///
    /// A read may return fewer bytes than the buffer holds, and a line may be split across reads anywhere,
    /// even between a CR and its LF.
    ///
    /// - Parameter buffer: Where to put the bytes; never empty.
    /// - Returns: The number of bytes read, from 1 to `buffer.count`, or 0 at the end of the input.
    /// - Throws: An error when the input cannot be read; `formcheck` then stops with exit status 2.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}
