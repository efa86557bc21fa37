import FormValidationCore

/// A host name (RFC 1123, section 2.1, with RFC 5890's A-labels): labels of ASCII letters, digits and hyphens,
/// 1 to 63 characters each, neither starting nor ending with a hyphen, joined by dots, at most 253 characters; a
/// label with hyphens in its third and fourth places must be an A-label, `xn--` and valid Punycode of an IDNA2008
/// label (as the `email` rule reads a domain).
enum HostnameSyntax {
    static func isHostname(_ text: String) -> Bool {
        let bytes = text.utf8
        guard (1...253).contains(bytes.count), bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        for label in bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-"),
                label.allSatisfy(ASCIISet.hostnameLabel.contains)
            else { return false }
            // Hyphens in the third and fourth places: an A-label, whose Punycode the email rule checks (as it reads
            // a domain) against IDNA2008.
            let characters = Array(label)
            if characters.count >= 4, characters[2] == UInt8(ascii: "-"), characters[3] == UInt8(ascii: "-") {
                let prefix = String(decoding: characters.prefix(4), as: UTF8.self).lowercased()
                // (Followed by a second label: the email rule wants a domain of at least two.)
                let domain = String(decoding: label, as: UTF8.self) + ".example"
                guard prefix == "xn--", EmailSyntax.readingScalars("a@" + domain) else { return false }
            }
        }
        return true
    }

}
