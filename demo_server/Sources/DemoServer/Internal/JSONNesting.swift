/// A check made before handing a request body to Foundation's JSON parser, which traps — ending the server — on
/// some input nested exactly one level deeper than it allows, such as a body of 513 unclosed `[`. Such a body is
/// answered `400 malformed_json` without parsing. (The library keeps the same check for its own parsing, as
/// `package` API the server cannot see.)
enum JSONNesting {
    /// The deepest nesting Foundation's parser accepts; anything deeper is refused.
    static let limit = 512

    /// Whether `bytes` open more than ``limit`` arrays and objects at once, outside strings.
    ///
    /// - Complexity: O(*n*), one pass.
    static func exceedsLimit(_ bytes: some Sequence<UInt8>) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
