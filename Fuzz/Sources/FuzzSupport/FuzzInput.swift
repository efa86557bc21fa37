import FormValidation
import FormValidationSampling

/// A fuzzer's input, read from the front: small choices first, then the text under test.
///
/// Reading past the end yields zeros and empty text, so every input, however short, is a valid test.
package struct FuzzInput: RuleSamplingSource {
    private var bytes: ArraySlice<UInt8>

    /// The input as libFuzzer passes it.
    package init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = ArraySlice(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    }

    /// The input from an array, for a replay.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    /// The next byte, or 0 past the end.
    package mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A number from 0 to `count - 1`, from one byte (two when `count` is above 256).
    package mutating func choose(below count: Int) -> Int {
        precondition(count > 0)
        var number = Int(byte())
        if count > 256 { number = number << 8 | Int(byte()) }
        return number % count
    }

    /// Up to 31 bytes, read as UTF-8 (invalid sequences become U+FFFD, as `String(decoding:as:)` reads them).
    package mutating func text() -> String {
        let length = Int(byte()) % 32
        let taken = bytes.prefix(length)
        bytes = bytes.dropFirst(length)
        return String(decoding: taken, as: UTF8.self)
    }

    /// Everything left, as raw bytes.
    package mutating func rest() -> ArraySlice<UInt8> {
        defer { bytes = [] }
        return bytes
    }

    /// Everything left, read as UTF-8.
    package mutating func restAsText() -> String {
        String(decoding: rest(), as: UTF8.self)
    }
}
