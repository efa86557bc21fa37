/// Writes bytes into a buffer on the stack (more than it holds are dropped): how the phone formats write numbers
/// without allocating.
struct ByteWriter {
    /// Where the bytes go.
    let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes were written.
    var count = 0

    /// A writer at the start of `buffer`.
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// Appends `byte`, unless the buffer is full.
    mutating func append(_ byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count += 1
    }

    /// Appends the bytes of `text`.
    mutating func append(_ text: StaticString) {
        for index in 0..<text.utf8CodeUnitCount { append(text.utf8Start[index]) }
    }

    /// Appends `value` in decimal digits.
    mutating func append(_ value: Int) {
        var divisor = 1
        while divisor * 10 <= value { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(value / divisor % 10) + 0x30)
            divisor /= 10
        }
    }
}
