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
/// empty input has no lines. Bytes are decoded as UTF-8, with U+FFFD for invalid sequences.
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
    mutating func nextLine(from input: inout some FormCheckInput, beforeReading: () throws -> Void) throws -> String? {
        while true {
            if start < end {
                if let lineFeed = findLineFeed() {
                    let line: String
                    if pending.isEmpty {
                        var lineEnd = lineFeed
                        if lineEnd > start, chunk[lineEnd - 1] == Self.carriageReturn { lineEnd -= 1 }
                        line = String(decoding: chunk[start..<lineEnd], as: UTF8.self)
                    } else {
                        pending.append(contentsOf: chunk[start..<lineFeed])
                        if pending.last == Self.carriageReturn { pending.removeLast() }
                        line = String(decoding: pending, as: UTF8.self)
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
                let line = String(decoding: pending, as: UTF8.self)
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
