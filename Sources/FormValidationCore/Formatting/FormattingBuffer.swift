/// Up to 128 ASCII bytes, stored inline: what an ``InputFormatter`` reads typed text into, and writes its
/// formatted text to, without allocating.
///
/// A formatter's ``InputFormatter/read(_:into:)`` appends the characters of the value (the digits of a card
/// number, the letters and digits of an IBAN) and ``InputFormatter/write(_:to:)`` appends the formatted text.
/// Appending past ``capacity`` does nothing: no value a built-in formatter shapes comes near it.
public struct FormattingBuffer: Sendable, Hashable, RandomAccessCollection, CustomStringConvertible {
    /// How many bytes the buffer holds at most.
    public static let capacity = 128

    /// The bytes, in two vectors: an element of a vector is read and written in place, with no copy of the whole.
    private var low = SIMD64<UInt8>()
    private var high = SIMD64<UInt8>()

    /// The number of bytes held.
    public private(set) var count = 0

    /// An empty buffer.
    public init() {}

    /// A buffer holding `text`'s first ``capacity`` UTF-8 bytes.
    ///
    /// - Parameter text: The text to hold.
    public init(_ text: String) {
        for byte in text.utf8 { append(byte) }
    }

    /// The position of the first byte: 0.
    public var startIndex: Int { 0 }
    /// The position after the last byte: ``count``.
    public var endIndex: Int { count }

    /// The byte at `position`, which must be below ``count``.
    ///
    /// - Parameter position: A position below ``count``.
    /// - Returns: The byte.
    public subscript(position: Int) -> UInt8 {
        get {
            precondition(position >= 0 && position < count, "FormattingBuffer index out of range")
            return position < 64 ? low[position] : high[position &- 64]
        }
        set {
            precondition(position >= 0 && position < count, "FormattingBuffer index out of range")
            store(newValue, at: position)
        }
    }

    /// The last byte, or `nil` when the buffer is empty.
    public var last: UInt8? { count == 0 ? nil : self[count - 1] }

    /// Whether another byte fits.
    public var isFull: Bool { count == Self.capacity }

    /// Appends `byte`, unless the buffer is full.
    ///
    /// - Parameter byte: The byte to append.
    public mutating func append(_ byte: UInt8) {
        guard count < Self.capacity else { return }
        store(byte, at: count)
        count += 1
    }

    @inline(__always)
    private mutating func store(_ byte: UInt8, at position: Int) {
        if position < 64 { low[position] = byte } else { high[position &- 64] = byte }
    }

    /// Appends the bytes of `text`, as many as fit.
    ///
    /// - Parameter text: The text to append.
    public mutating func append(_ text: StaticString) {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        for byte in bytes { append(byte) }
    }

    /// Appends `other`'s bytes in `range`, as many as fit.
    ///
    /// - Parameters:
    ///   - other: The buffer to copy from.
    ///   - range: The positions of `other` to copy.
    public mutating func append(contentsOf other: FormattingBuffer, _ range: Range<Int>) {
        for position in range { append(other[position]) }
    }

    /// Inserts `byte` before `position`, unless the buffer is full.
    ///
    /// - Parameters:
    ///   - byte: The byte to insert.
    ///   - position: Where it goes: from 0 to ``count``.
    public mutating func insert(_ byte: UInt8, at position: Int) {
        precondition(position >= 0 && position <= count, "FormattingBuffer index out of range")
        guard count < Self.capacity else { return }
        var index = count
        count += 1
        while index > position {
            store(self[index - 1], at: index)
            index -= 1
        }
        store(byte, at: position)
    }

    /// Removes the last byte, if any.
    public mutating func removeLast() {
        if count > 0 { count -= 1 }
    }

    /// Keeps the first `length` bytes.
    ///
    /// - Parameter length: How many bytes to keep.
    public mutating func truncate(to length: Int) {
        count = Swift.max(0, Swift.min(count, length))
    }

    /// Removes every byte.
    public mutating func removeAll() { count = 0 }

    /// Calls `body` with the bytes held.
    ///
    /// - Parameter body: What to do with the bytes; they are valid only during the call.
    /// - Returns: What `body` returns.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var vectors = (low, high)
        return try withUnsafeBytes(of: &vectors) { raw in
            try body(UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: count))
        }
    }

    /// Whether the bytes are `text`'s UTF-8 bytes.
    ///
    /// - Parameter text: The text to compare with.
    /// - Returns: `true` when they are the same bytes.
    public func equals(_ text: some StringProtocol) -> Bool {
        var position = 0
        for byte in text.utf8 {
            guard position < count, self[position] == byte else { return false }
            position += 1
        }
        return position == count
    }

    /// The bytes as text (they are ASCII, or UTF-8 a formatter wrote).
    public var description: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Whether two buffers hold the same bytes.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: `true` when they are equal.
    public static func == (lhs: FormattingBuffer, rhs: FormattingBuffer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withBytes { left in rhs.withBytes { right in left.elementsEqual(right) } }
    }

    /// Hashes the bytes held.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
