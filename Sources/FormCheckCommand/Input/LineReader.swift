#if canImport(Glibc)
    import FormValidationCore
    import FormValidationSpecs
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a byte stream into lines, one chunk at a time.
///
/// Lines end at LF; one CR right before the LF is dropped too. A last line without LF is still a line, and an
/// empty input has no lines. A line's bytes must be UTF-8: one that is not is ``InputLine/notUTF8``, never
/// repaired with U+FFFD (which would check, and write back, text that was never given).
struct LineReader {
    static let chunkSize = 64 * 1024
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    private var chunk = [UInt8](repeating: 0, count: chunkSize)
    /// The unread bytes of `chunk`.
    private var start = 0
    private var end = 0
    /// The start of a line whose end is not read yet.
    private var pending: [UInt8] = []
    private var atEnd = false

    /// Returns the next line, reading more input when needed.
    ///
    /// - Parameters:
    ///   - input: The input to read from.
    ///   - beforeReading: Called before each read, which may block: the moment to flush pending output. What it
    ///     throws stops the reading.
    /// - Returns: The line without its line end, or `nil` at the end of the input.
    /// - Throws: What `beforeReading` or `input` throws.
    /// - Complexity: Amortised O(*n*) in the length of the line.
    mutating func nextLine(from input: inout some FormCheckInput, beforeReading: () throws -> Void) throws -> InputLine?
    {
        while true {
            if start < end {
                if let lineFeed = findLineFeed() {
                    let line: InputLine
                    if pending.isEmpty {
                        var lineEnd = lineFeed
                        if lineEnd > start, chunk[lineEnd - 1] == Self.carriageReturn { lineEnd -= 1 }
                        line = InputLine(chunk[start..<lineEnd])
                    } else {
                        pending.append(contentsOf: chunk[start..<lineFeed])
                        if pending.last == Self.carriageReturn { pending.removeLast() }
                        line = InputLine(pending)
                        pending.removeAll(keepingCapacity: true)
                    }
                    start = lineFeed + 1
                    return line
                }
                pending.append(contentsOf: chunk[start..<end])
                start = end
            }
            if atEnd {
                guard !pending.isEmpty else { return nil }
                let line = InputLine(pending)
                pending.removeAll()
                return line
            }
            try beforeReading()
            let count = try chunk.withUnsafeMutableBytes { try input.read(into: $0) }
            precondition((0...chunk.count).contains(count), "FormCheckInput.read returned \(count)")
            start = 0
            end = count
            atEnd = count == 0
        }
    }

    /// The index of the first LF in the unread bytes, found with `memchr`.
    private func findLineFeed() -> Int? {
        chunk.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress,
                let found = memchr(base + start, Int32(Self.lineFeed), end - start)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }
}

/// One line of input: its text, or the fact that its bytes are not UTF-8.
enum InputLine: Sendable, Hashable {
    /// The line's text.
    case text(String)
    /// Bytes that are not UTF-8 (a stray `0xFF`, an overlong form, an encoded surrogate): no text at all.
    case notUTF8

    /// The line whose bytes are `bytes`.
    init(_ bytes: some Collection<UInt8>) {
        if let text = String(validating: bytes, as: UTF8.self) {
            self = .text(text)
        } else {
            self = .notUTF8
        }
    }

    /// The line whose bytes are `bytes`: an ASCII line, by far the most common, decoded without validating it
    /// again, since `String(validating:as:)` is generic and looks up type metadata on every call.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        if Self.isASCII(bytes) {
            self = .text(String(decoding: bytes, as: UTF8.self))
        } else if let text = String(validating: bytes, as: UTF8.self) {
            self = .text(text)
        } else {
            self = .notUTF8
        }
    }

    /// Whether every byte is below 0x80, read eight at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var seen: UInt64 = 0
        while index + 8 <= bytes.count {
            seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            seen |= UInt64(bytes[index])
            index += 1
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }
}
