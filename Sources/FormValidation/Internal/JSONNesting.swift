/// A check made before handing untrusted text to Foundation's JSON parser, which traps (ending the process) on
/// some input nested exactly one level deeper than it allows, such as 513 unclosed `[`: in an app, a remote
/// check's answer could crash it; in a server, a request body.
///
/// Real JSON never nests anywhere near so deep, so text that does is refused as not valid JSON before parsing.
package enum JSONNesting {
    /// The deepest nesting Foundation's parser accepts; anything deeper is refused.
    package static let limit = 512

    /// Whether `bytes` (UTF-8 JSON text) open more than ``limit`` arrays and objects at once, outside strings.
    ///
    /// - Complexity: O(*n*), one pass, no allocation.
    package static func exceedsLimit(_ bytes: some Sequence<UInt8>) -> Bool {
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
