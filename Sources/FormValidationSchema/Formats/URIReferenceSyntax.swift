/// URI references as RFC 3986 writes them (section 4.1: a URI, or a relative reference), and IRI references as
/// RFC 3987 extends them (section 2.2: the same, with non-ASCII characters of `ucschar` wherever letters may be,
/// and of `iprivate` in the query): what the `uri`, `uri-reference`, `iri` and `iri-reference` formats name.
///
/// Read part by part: a scheme (a letter, then letters, digits, `+`, `-` and `.`) and `:`, or none in a relative
/// reference, whose first path segment may then hold no `:`; an authority after `//` (user information and `@`, a
/// host — a bracketed IPv6 address or IPvFuture, or a registered name, which any IPv4 address is too — and a port
/// of digits after `:`); a path; a query after `?`; a fragment after `#`. Each holds the characters its part allows,
/// and `%` only before two hexadecimal digits.
enum URIReferenceSyntax {
    /// Whether `text` is a URI reference (`absolute`: a URI, with a scheme), in ASCII, or an IRI reference
    /// (`international`).
    static func isReference(_ text: String, absolute: Bool, international: Bool) -> Bool {
        var rest = Array(text.unicodeScalars)[...]
        let hasScheme = scheme(of: rest) != nil
        if let colon = scheme(of: rest) {
            rest = rest[(colon + 1)...]
        } else if absolute {
            return false
        }
        let reader = PartReader(international: international)
        if let hash = rest.firstIndex(of: "#") {
            guard reader.isPart(rest[(hash + 1)...], extra: "/?:@") else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            guard reader.isPart(rest[(question + 1)...], extra: "/?:@", privateUse: true) else { return false }
            rest = rest[..<question]
        }
        if rest.starts(with: ["/", "/"]) {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex(of: "/") ?? rest.endIndex
            guard reader.isAuthority(rest[afterSlashes..<end]) else { return false }
            rest = rest[end...]
        } else if !hasScheme {
            // A relative path's first segment may hold no `:`: it would read as a scheme.
            let firstSegment = rest.prefix { $0 != "/" }
            if firstSegment.contains(":") { return false }
        }
        return reader.isPart(rest, extra: "/:@")
    }

    /// The index of the `:` that ends the reference's scheme, if it has one.
    private static func scheme(of scalars: ArraySlice<Unicode.Scalar>) -> Int? {
        guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic else { return nil }
        for index in scalars.indices.dropFirst() {
            let scalar = scalars[index]
            if scalar == ":" { return index }
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": continue
            default: return nil
            }
        }
        return nil
    }

    /// Reads the parts of a URI, or of an IRI.
    private struct PartReader {
        let international: Bool

        /// `[userinfo@]host[:port]`.
        func isAuthority(_ authority: ArraySlice<Unicode.Scalar>) -> Bool {
            var host = authority
            if let at = authority.firstIndex(of: "@") {
                guard isPart(authority[..<at], extra: ":") else { return false }
                host = authority[(at + 1)...]
            }
            if host.first == "[" {
                guard let close = host.firstIndex(of: "]") else { return false }
                let literal = host[(host.startIndex + 1)..<close]
                guard isIPv6(literal) || isIPvFuture(literal) else { return false }
                return isPort(host[(close + 1)...])
            }
            if let colon = host.firstIndex(of: ":") {
                guard isPort(host[colon...]) else { return false }
                host = host[..<colon]
            }
            // A registered name; an IPv4 address is one too (and `999.1.1.1`, which is no address, still is).
            return isPart(host, extra: "")
        }

        /// Empty, or `:` and digits.
        private func isPort(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
            guard let first = text.first else { return true }
            return first == ":" && text.dropFirst().allSatisfy { ("0"..."9").contains($0) }
        }

        private func isIPv6(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
            var string = ""
            string.unicodeScalars.append(contentsOf: text)
            return IPAddressSyntax.isIPv6(Substring(string))
        }

        /// `v`, hexadecimal digits, `.`, then unreserved characters, sub-delimiters and `:`.
        private func isIPvFuture(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
            guard text.first == "v" || text.first == "V", let dot = text.firstIndex(of: ".") else { return false }
            let version = text[(text.startIndex + 1)..<dot]
            let rest = text[(dot + 1)...]
            return !version.isEmpty && version.allSatisfy(\.isHexDigit) && !rest.isEmpty
                && rest.allSatisfy { $0.isASCII && (Self.isUnreservedOrSubDelimiter($0) || $0 == ":") }
        }

        /// Whether every character is unreserved, a sub-delimiter, one of `extra`, or a percent-encoding; in an
        /// IRI, also a `ucschar`, and in a query (`privateUse`) an `iprivate`.
        func isPart(_ part: ArraySlice<Unicode.Scalar>, extra: String, privateUse: Bool = false) -> Bool {
            var index = part.startIndex
            while index < part.endIndex {
                let scalar = part[index]
                if scalar == "%" {
                    guard index + 2 < part.endIndex, part[index + 1].isHexDigit, part[index + 2].isHexDigit
                    else { return false }
                    index += 3
                    continue
                }
                let allowed: Bool
                if scalar.isASCII {
                    allowed = Self.isUnreservedOrSubDelimiter(scalar) || extra.unicodeScalars.contains(scalar)
                } else {
                    allowed = international && (Self.isUCSChar(scalar) || (privateUse && Self.isPrivateUse(scalar)))
                }
                guard allowed else { return false }
                index += 1
            }
            return true
        }

        /// RFC 3986's `unreserved` (letters, digits, `-._~`) and `sub-delims` (`!$&'()*+,;=`).
        static func isUnreservedOrSubDelimiter(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",",
                ";", "=":
                true
            default: false
            }
        }

        /// RFC 3987's `ucschar`: the non-ASCII characters an IRI may hold anywhere.
        static func isUCSChar(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            switch value {
            case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: return true
            case 0x10000...0xEFFFD:
                // Every plane but its last two code points (noncharacters); plane 14 only from E1000.
                return value & 0xFFFF <= 0xFFFD && !(0xE0000...0xE0FFF).contains(value)
            default: return false
            }
        }

        /// RFC 3987's `iprivate`: private-use characters, allowed in a query.
        static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: true
            default: false
            }
        }
    }
}
