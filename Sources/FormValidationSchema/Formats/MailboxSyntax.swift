@_spi(Scanning) import FormValidationCore

/// An email address as RFC 5321 writes a `Mailbox` (section 4.1.2), and as RFC 6531 extends it for internationalized
/// addresses: what JSON Schema's `format: email` and `format: idn-email` refer to.
///
/// - The local part is a dot-string of atoms (`a.b+c`) or a quoted string (`"joe bloggs"`, `""`), at most 64
///   octets.
/// - The domain is dot-separated labels of letters, digits and hyphens, neither first nor last a hyphen, at most 63
///   octets each and 255 in all, with no other rule: `localhost` and a one-letter top-level domain are domains. Or
///   an address literal: `[192.0.2.1]` or `[IPv6:2001:db8::1]`.
/// - With `internationalized`, RFC 6531's additions: any non-ASCII character in an atom, a quoted string and a
///   domain label.
///
/// The `email` rule is stricter (a domain of at least two labels, a top-level domain of letters, no address
/// literal, no control character): it reads what a form should take; this reads what the RFCs define.
enum MailboxSyntax {
    static func isMailbox(_ text: String, internationalized: Bool) -> Bool {
        var text = text
        return text.withUTF8 { isMailbox($0, internationalized: internationalized) }
    }

    /// ``isMailbox(_:internationalized:)`` on the UTF-8 of a text, read in place.
    static func isMailbox(_ bytes: UnsafeBufferPointer<UInt8>, internationalized: Bool) -> Bool {
        // A path is at most 256 octets with its angle brackets (section 4.5.3.1.3).
        guard bytes.count <= 254, internationalized || bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        // The local part's end: the last `@` outside a quoted string is the separator; read from the start.
        var index = 0
        if bytes.first == UInt8(ascii: "\"") {
            index = 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    guard index + 1 < bytes.count, (0x20...0x7E).contains(bytes[index + 1]) else { return false }
                    index += 2
                    continue
                }
                guard byte >= 0x80 || (0x20...0x7E).contains(byte) else { return false }
                index += 1
            }
            guard index < bytes.count else { return false }
            index += 1  // the closing quote
        } else {
            var atomLength = 0
            // Read once: a lazily made constant is checked for being made at every reading.
            let atomText = Self.atomText
            while index < bytes.count, bytes[index] != UInt8(ascii: "@") {
                let byte = bytes[index]
                if byte == UInt8(ascii: ".") {
                    guard atomLength > 0 else { return false }
                    atomLength = 0
                } else {
                    guard byte >= 0x80 || atomText.contains(byte) else { return false }
                    atomLength += 1
                }
                index += 1
            }
            guard atomLength > 0 else { return false }
        }
        guard index <= 64, index < bytes.count, bytes[index] == UInt8(ascii: "@") else { return false }
        let domain = bytes[(index + 1)...]
        if domain.first == UInt8(ascii: "[") { return isAddressLiteral(domain) }
        return isDomain(domain, internationalized: internationalized)
    }

    /// RFC 5322's `atext`: letters, digits and ``!#$%&'*+-/=?^_`{|}~``.
    private static let atomText = ASCIISet(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-/=?^_`{|}~")

    private static func isDomain(_ domain: Slice<UnsafeBufferPointer<UInt8>>, internationalized: Bool) -> Bool {
        guard (1...255).contains(domain.count) else { return false }
        // Label by label, without splitting: the text is read in place.
        var start = domain.startIndex
        let hostnameLabel = ASCIISet.hostnameLabel
        while true {
            let end = domain[start...].firstIndex(of: UInt8(ascii: ".")) ?? domain.endIndex
            let label = domain[start..<end]
            guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-"),
                label.allSatisfy({ hostnameLabel.contains($0) || (internationalized && $0 >= 0x80) })
            else { return false }
            guard end < domain.endIndex else { return true }
            start = end + 1
        }
    }

    /// `[` an IPv4 address, or `IPv6:` and an IPv6 address, `]`.
    private static func isAddressLiteral(_ domain: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard domain.count >= 3, domain.last == UInt8(ascii: "]") else { return false }
        let inside = Substring(decoding: domain.dropFirst().dropLast(), as: UTF8.self)
        if inside.hasPrefix("IPv6:") { return IPAddressSyntax.isIPv6(inside.dropFirst(5)) }
        return IPAddressSyntax.isIPv4(inside)
    }
}
