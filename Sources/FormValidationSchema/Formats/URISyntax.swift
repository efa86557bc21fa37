import FormValidationCore

/// A URI as RFC 3986 writes it (section 3): a scheme (a letter, then letters, digits, `+`, `-` and `.`), `:`,
/// then the generic syntax in ASCII: an optional authority after `//` (user information, a host — a registered
/// name or an IPv4 address, or an IPv6 address in brackets — and a port of digits), a path, a query after `?` and a
/// fragment after `#`, each made of the characters its part allows, and `%` only before two hexadecimal digits.
enum URISyntax {
    static func isURI(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, ASCIISet.letters.contains(bytes[0]),
            bytes[1..<colon].allSatisfy(ASCIISet.uriScheme.contains)
        else { return false }
        var rest = bytes[(colon + 1)...]
        // The fragment, then the query, then what is before them.
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            guard isPart(rest[(hash + 1)...], extra: "/?") else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            guard isPart(rest[(question + 1)...], extra: "/?") else { return false }
            rest = rest[..<question]
        }
        if rest.starts(with: "//".utf8) {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            guard isAuthority(rest[afterSlashes..<end]) else { return false }
            rest = rest[end...]
        }
        return isPart(rest, extra: "/")
    }

    /// `[userinfo@]host[:port]`.
    private static func isAuthority(_ authority: ArraySlice<UInt8>) -> Bool {
        var host = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            guard isPart(authority[..<at], extra: "", allowingAt: false) else { return false }
            host = authority[(at + 1)...]
        }
        if host.first == UInt8(ascii: "[") {
            guard let close = host.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = String(decoding: host[(host.startIndex + 1)..<close], as: UTF8.self)
            guard IPAddressSyntax.isIPv6(Substring(literal)) else { return false }
            let port = host[(close + 1)...]
            return port.isEmpty
                || (port.first == UInt8(ascii: ":") && port.dropFirst().allSatisfy(ASCIISet.digits.contains))
        }
        if let colon = host.lastIndex(of: UInt8(ascii: ":")) {
            guard host[(colon + 1)...].allSatisfy(ASCIISet.digits.contains) else { return false }
            host = host[..<colon]
        }
        // A host of digits and dots that is no IPv4 address (`01.2.3.4`, `256.1.1.1`) is still a registered name.
        return isPart(host, extra: "", allowingColon: false, allowingAt: false)
    }

    /// Whether a part holds only unreserved characters, sub-delimiters, `:`, `@`, the `extra` ones, and valid
    /// percent-encodings.
    private static func isPart(
        _ part: ArraySlice<UInt8>, extra: String, allowingColon: Bool = true, allowingAt: Bool = true
    ) -> Bool {
        var index = part.startIndex
        while index < part.endIndex {
            let byte = part[index]
            if byte == UInt8(ascii: "%") {
                guard part.indices.contains(index + 2), ASCIISet.hexDigits.contains(part[index + 1]),
                    ASCIISet.hexDigits.contains(part[index + 2])
                else { return false }
                index += 3
                continue
            }
            let allowed =
                ASCIISet.uriPartCharacters.contains(byte) || extra.utf8.contains(byte)
                || (allowingColon && byte == UInt8(ascii: ":")) || (allowingAt && byte == UInt8(ascii: "@"))
            guard allowed else { return false }
            index += 1
        }
        return true
    }

}
