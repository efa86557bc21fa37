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
    /// The buffer the next block is read into while this one is checked (``ReadAhead``), the unfinished line
    /// first; it becomes ``buffer`` when the block is done.
    private var spare = [UInt8](repeating: 0, count: readSize)
    /// What the read made ahead into `buffer` brought: how many bytes after the carried ones, or what it threw;
    /// `nil` when none was made.
    private var readAhead: Result<Int, any Error>?

    /// Reads until a block of whole lines is complete, and calls `body` with it.
    ///
    /// Flush pending output before calling this: it may block reading. It reads again only when a read brought
    /// no line end, when no answer was produced in between. `body` may start the next read while it checks the
    /// block (``ReadAhead/read()``), on another thread; the next call then takes what that read brought.
    ///
    /// - Parameters:
    ///   - input: The input to read from.
    ///   - body: What to do with the block: its bytes, every line ending with LF except perhaps the input's last;
    ///     and the next read, to make while checking it if it is worth it.
    /// - Returns: What `body` returned, or `nil` at the end of the input.
    /// - Throws: What `input` or `body` throws.
    mutating func nextBlock<Result>(
        from input: inout some FormCheckInput, _ body: (UnsafeBufferPointer<UInt8>, ReadAhead) throws -> Result
    ) throws -> Result? {
        while !atEnd {
            if carried == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let start = carried
            let count: Int
            if let made = readAhead {
                readAhead = nil
                count = try made.get()
            } else {
                count = try buffer.withUnsafeMutableBytes { bytes in
                    try input.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[start...]))
                }
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
            // The start of the next, unfinished line goes to the front of the spare buffer, where the next read
            // goes after it.
            carried = filled - (lastLineFeed + 1)
            if spare.count < buffer.count { spare = [UInt8](repeating: 0, count: buffer.count) }
            spare.withUnsafeMutableBytes { spare in
                buffer.withUnsafeBytes { bytes in
                    _ = memcpy(spare.baseAddress!, bytes.baseAddress! + lastLineFeed + 1, carried)
                }
            }
            let result = try withUnsafeMutablePointer(to: &input) { input in
                try withUnsafeMutablePointer(to: &readAhead) { made in
                    try spare.withUnsafeMutableBytes { spare in
                        let next = ReadAhead(
                            input: input, into: UnsafeMutableRawBufferPointer(rebasing: spare[carried...]), made: made)
                        return try buffer.withUnsafeBufferPointer { bytes in
                            try body(UnsafeBufferPointer(rebasing: bytes[...lastLineFeed]), next)
                        }
                    }
                }
            }
            swap(&buffer, &spare)
            return result
        }
        guard carried > 0 else { return nil }
        let count = carried
        carried = 0
        let last = ReadAhead(nothingAfter: ())
        return try buffer.withUnsafeBufferPointer { bytes in
            try body(UnsafeBufferPointer(rebasing: bytes[..<count]), last)
        }
    }

    /// The read after a block, made while the block is checked: by one of the threads that check a large block,
    /// first, so that the other takes more of its lines meanwhile, rather than by one thread after both are done.
    ///
    /// `@unchecked Sendable`: it points at the reader's input, spare buffer and result, which outlive the block's
    /// check, and is read by one thread at most, the reader looking at the result only after the block is done.
    final class ReadAhead: @unchecked Sendable {
        private let perform: () -> Void

        fileprivate init<Input: FormCheckInput>(
            input: UnsafeMutablePointer<Input>, into space: UnsafeMutableRawBufferPointer,
            made: UnsafeMutablePointer<Swift.Result<Int, any Error>?>
        ) {
            perform = { made.pointee = Swift.Result { try input.pointee.read(into: space) } }
        }

        /// A read that does nothing: after the input's last line, there is nothing to read.
        fileprivate init(nothingAfter: Void) {
            perform = {}
        }

        /// Reads the next bytes of the input. Call it once at most.
        func read() {
            perform()
        }
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
