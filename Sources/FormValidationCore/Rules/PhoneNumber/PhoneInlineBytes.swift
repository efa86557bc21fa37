/// Up to 64 bytes held inline, in eight 64-bit words: the short texts of the as-you-type phone formatter (digits
/// typed, the national number, the prefix before it), kept and edited without allocating.
///
/// The one place the formatter reads and writes memory through pointers: every access is checked against
/// ``count`` here (an append to a full buffer is refused), so callers never touch a pointer. Bytes past ``count``
/// are always zero, so that two buffers with the same bytes are equal word for word.
struct PhoneInlineBytes: Sendable, Equatable {
    /// The most bytes a buffer holds.
    static let capacity = 64

    /// The bytes, in memory order.
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// How many bytes there are.
    private(set) var count = 0

    /// An empty buffer.
    init() {}

    /// Whether there is no byte.
    var isEmpty: Bool { count == 0 }

    /// The byte at `index`, which must be below ``count``.
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "index out of range")
        return Swift.withUnsafeBytes(of: words) { $0[index] }
    }

    /// The last byte, if any.
    var last: UInt8? { count == 0 ? nil : self[count - 1] }

    /// Appends `byte`; returns `false`, changing nothing, when the buffer is full.
    @discardableResult
    mutating func append(_ byte: UInt8) -> Bool {
        guard count < Self.capacity else { return false }
        let index = count
        Swift.withUnsafeMutableBytes(of: &words) { $0[index] = byte }
        count += 1
        return true
    }

    /// Appends the bytes of `other` from `start`; returns `false` when they do not all fit (those that fit are
    /// appended).
    @discardableResult
    mutating func append(_ other: PhoneInlineBytes, from start: Int = 0) -> Bool {
        for index in start..<other.count where !append(other[index]) { return false }
        return true
    }

    /// The first `length` bytes (at most ``count``).
    func prefix(_ length: Int) -> PhoneInlineBytes {
        var result = self
        result.removeLast(count - min(length, count))
        return result
    }

    /// Removes the first `length` bytes (at most ``count``).
    mutating func removeFirst(_ length: Int) {
        let length = min(max(length, 0), count)
        guard length > 0 else { return }
        let remaining = count - length
        Swift.withUnsafeMutableBytes(of: &words) { bytes in
            for index in 0..<remaining { bytes[index] = bytes[index + length] }
            for index in remaining..<count { bytes[index] = 0 }
        }
        count = remaining
    }

    /// Removes the last `length` bytes (at most ``count``).
    mutating func removeLast(_ length: Int) {
        let length = min(max(length, 0), count)
        guard length > 0 else { return }
        let remaining = count - length
        Swift.withUnsafeMutableBytes(of: &words) { bytes in
            for index in remaining..<count { bytes[index] = 0 }
        }
        count = remaining
    }

    /// Removes every byte.
    mutating func removeAll() {
        self = PhoneInlineBytes()
    }

    /// Puts `other` in front of the bytes; returns `false`, changing nothing, when they would not fit.
    @discardableResult
    mutating func prepend(_ other: PhoneInlineBytes) -> Bool {
        guard count + other.count <= Self.capacity else { return false }
        var result = other
        result.append(self)
        self = result
        return true
    }

    /// Where the last occurrence of `other` starts, its bytes compared after `transform` (Python's `rfind`: an
    /// empty `other` occurs at ``count``), or `nil` when there is none.
    func lastIndex(of other: PhoneInlineBytes, transform: (UInt8) -> UInt8) -> Int? {
        guard other.count <= count else { return nil }
        var start = count - other.count
        while start >= 0 {
            var index = 0
            while index < other.count && self[start + index] == transform(other[index]) { index += 1 }
            if index == other.count { return start }
            start -= 1
        }
        return nil
    }

    /// Calls `body` with the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Swift.withUnsafeBytes(of: words) { raw in
            raw.withMemoryRebound(to: UInt8.self) { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
        }
    }

    /// Whether both hold the same bytes.
    static func == (left: PhoneInlineBytes, right: PhoneInlineBytes) -> Bool {
        let (a, b) = (left.words, right.words)
        return left.count == right.count && a.0 == b.0 && a.1 == b.1 && a.2 == b.2 && a.3 == b.3 && a.4 == b.4
            && a.5 == b.5 && a.6 == b.6 && a.7 == b.7
    }
}
