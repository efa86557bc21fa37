@_spi(Scanning) import FormValidationCore

/// A UUID as RFC 9562 writes it: 32 hexadecimal digits (either case) in groups of 8, 4, 4, 4 and 12, joined by
/// hyphens; no braces, no `urn:uuid:` prefix.
enum UUIDFormat {
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard ASCIISet.hexDigits.contains(byte) else { return false }
            }
        }
        return true
    }
}
