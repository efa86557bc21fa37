#if canImport(Glibc)
    import FormValidationCore
    import FormValidationSpecs
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a byte stream in blocks of whole lines, so that the lines of a block can be checked together (on both
/// cores, see ``FormCheck``), each byte copied once on its way in.
///
/// Lines end at LF. A block is every line the input has completed so far: each read goes into the space after
/// the unfinished line the last one left, and the block ends at the last LF. At the end of the input, a last
/// line without LF is a block of its own. A line longer than the buffer grows it.
struct LineBlockReader {
    private static let lineFeed: UInt8 = 0x0A

    /// How much one read asks for: a file gives that much at once, a pipe what it holds. Sixteen of
    /// ``LineReader/chunkSize``, 1 MiB: a block checked on both cores then holds some 2,400 orders of 400 bytes,
    /// over which the fixed cost of waking the other thread and waiting for it at the block's end is spread (with
    /// 256 KiB, the wall-clock time on 100,000 orders was some 3% longer).
    static let readSize = 16 * LineReader.chunkSize

    private var buffer = [UInt8](repeating: 0, count: readSize)
    /// How many bytes at the start of `buffer` belong to a line whose end is not read yet.
    private var carried = 0
    private var atEnd = false

    /// Reads until a block of whole lines is complete, and calls `body` with it.
    ///
    /// Flush pending output before calling this: it may block reading. It reads again only when a read brought
    /// no line end, when no answer was produced in between.
    ///
    /// - Parameters:
    ///   - input: The input to read from.
    ///   - body: What to do with the block: its bytes, every line ending with LF except perhaps the input's last.
    /// - Returns: What `body` returned, or `nil` at the end of the input.
    /// - Throws: What `input` or `body` throws.
    mutating func nextBlock<Result>(
        from input: inout some FormCheckInput, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result? {
        while !atEnd {
            if carried == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let start = carried
            let count = try buffer.withUnsafeMutableBytes { bytes in
                try input.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[start...]))
            }
            precondition((0...(buffer.count - start)).contains(count), "FormCheckInput.read returned \(count)")
            if count == 0 {
                atEnd = true
                break
            }
            let filled = start + count
            guard let lastLineFeed = buffer[start..<filled].lastIndex(of: Self.lineFeed) else {
                carried = filled
                continue
            }
            let result = try buffer.withUnsafeBufferPointer { bytes in
                try body(UnsafeBufferPointer(rebasing: bytes[...lastLineFeed]))
            }
            // The start of the next, unfinished line moves to the front.
            carried = filled - (lastLineFeed + 1)
            buffer.withUnsafeMutableBytes { bytes in
                _ = memmove(bytes.baseAddress!, bytes.baseAddress! + lastLineFeed + 1, carried)
            }
            return result
        }
        guard carried > 0 else { return nil }
        let count = carried
        carried = 0
        return try buffer.withUnsafeBufferPointer { bytes in try body(UnsafeBufferPointer(rebasing: bytes[..<count])) }
    }

    /// Calls `body` with the bytes of each line of `block`, without its line end (read them as an ``InputLine``).
    /// One CR right before an LF is dropped too; a last line without LF keeps its bytes.
    static func forEachLine(in block: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = block.baseAddress else { return }
        var start = 0
        while start < block.count {
            guard let found = memchr(base + start, Int32(lineFeed), block.count - start) else {
                body(UnsafeBufferPointer(rebasing: block[start...]))
                return
            }
            let lineFeed = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            var end = lineFeed
            if end > start, block[end - 1] == 0x0D { end -= 1 }
            body(UnsafeBufferPointer(rebasing: block[start..<end]))
            start = lineFeed + 1
        }
    }
}
