/// JSON Pointers as text: RFC 6901's `json-pointer` (the JSON string form, not a URI fragment) and the relative
/// JSON Pointers of draft-bhutton-relative-json-pointer-00, what the `json-pointer` and `relative-json-pointer`
/// formats name.
enum JSONPointerSyntax {
    /// Empty, or `/` and reference tokens, in which `~` is only ever followed by `0` or `1`.
    static func isPointer(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first else { return true }
        return first == UInt8(ascii: "/") && hasValidEscapes(bytes)
    }

    /// A non-negative integer without leading zeros, then `#` or a JSON Pointer (which may be empty).
    static func isRelativePointer(_ text: String) -> Bool {
        let bytes = text.utf8
        let digits = bytes.prefix { (0x30...0x39).contains($0) }
        guard let first = digits.first, first != UInt8(ascii: "0") || digits.count == 1 else { return false }
        let rest = bytes[digits.endIndex...]
        if rest.elementsEqual("#".utf8) { return true }
        guard let next = rest.first else { return true }
        return next == UInt8(ascii: "/") && hasValidEscapes(rest)
    }

    private static func hasValidEscapes(_ bytes: some Collection<UInt8>) -> Bool {
        var afterTilde = false
        for byte in bytes {
            if afterTilde {
                guard byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return false }
                afterTilde = false
            } else if byte == UInt8(ascii: "~") {
                afterTilde = true
            }
        }
        return !afterTilde
    }
}
