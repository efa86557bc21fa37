/// A single-pass checker of absolute URLs for ``ValidationRule/url(schemes:schemeOptional:allowLocalhost:allowIPAddress:message:)``.
///
/// It reads the text once, front to back — RFC 3986's `scheme "://" [userinfo "@"] host [":" port] path
/// ["?" query] ["#" fragment]`, widened to what browsers accept (non-ASCII characters as in RFC 3987 IRIs, `#`
/// in a fragment, `[` and `]` in a query) — with a constant number of look-ups per scalar: no regex, no
/// backtracking, no allocation. Foundation's `URL(string:)` has no say in the verdict: it accepts text with
/// spaces, empty hosts and other things this rule rejects.
enum URLSyntax {
    /// Longer text is not accepted: 2048 bytes of UTF-8, the limit of sitemaps and of most CDNs and browsers'
    /// address bars in practice.
    static let maximumBytes = 2048
    /// The longest host name DNS can carry, in its ASCII form (RFC 1035 §2.3.4, without the final dot).
    static let maximumHostBytes = 253

    /// What the rule allows beyond `http`/`https` URLs with a domain name.
    struct Options: Sendable {
        /// The allowed schemes, in lower case.
        var schemes: [String]
        /// Whether text without a scheme is read as if it started with `defaultScheme://`.
        var schemeOptional: Bool
        /// Whether the host may be `localhost`.
        var allowsLocalhost: Bool
        /// Whether the host may be an IPv4 or IPv6 address.
        var allowsIPAddress: Bool

        /// The scheme added to text without one: `https` when it is allowed, else the first allowed scheme.
        var defaultScheme: String { schemes.contains("https") ? "https" : schemes.first ?? "https" }
    }

    /// Why text is not an acceptable URL.
    enum Problem: Equatable, Sendable {
        /// Longer than ``maximumBytes``.
        case tooLong
        /// A space, a line break, a control or another invisible character.
        case invisibleCharacter(Unicode.Scalar)
        /// A visible character a URL cannot hold unencoded (`<`, `"`, `{`, a private-use character, …).
        case disallowedCharacter(Unicode.Scalar)
        /// No scheme, and the rule requires one.
        case missingScheme
        /// A scheme the rule does not allow (lower case).
        case schemeNotAllowed(String)
        /// Not a URL: no `//` after the scheme, a bad user name, a `%` without two hex digits, ….
        case malformed
        /// No host, or a host that is neither a domain name with a top-level domain nor an IP address.
        case invalidHost
        /// The host is `localhost`, which the rule does not allow.
        case localhost
        /// The host is an IP address, which the rule does not allow.
        case ipAddress
        /// A port that is not a number from 1 to 65535 written without leading zeros.
        case invalidPort
    }

    enum Verdict: Equatable {
        /// A valid URL; the text with the default scheme added, or `nil` when it needs none.
        case valid(corrected: String?)
        case invalid(Problem)
    }

    typealias Scalars = String.UnicodeScalarView

    /// Checks `text` as a URL under `options`.
    ///
    /// - Complexity: O(min(*n*, ``maximumBytes``)).
    static func check(_ text: String, _ options: Options) -> Verdict {
        let utf8 = text.utf8
        guard utf8.index(utf8.startIndex, offsetBy: maximumBytes + 1, limitedBy: utf8.endIndex) == nil else {
            return .invalid(.tooLong)
        }
        let scalars = text.unicodeScalars
        for scalar in scalars where isInvisible(scalar) { return .invalid(.invisibleCharacter(scalar)) }

        // The scheme, and where the authority starts.
        var authorityStart = scalars.startIndex
        var scheme: Substring.UnicodeScalarView?
        switch schemeEnd(scalars) {
        case let colon?:
            let afterColon = scalars.index(after: colon)
            let rest = scalars[afterColon...]
            if rest.starts(with: "//".unicodeScalars) {
                scheme = scalars[..<colon]
                authorityStart = scalars.index(afterColon, offsetBy: 2)
            } else if let next = rest.first, isDigit(next) || scalars[..<colon].contains(".") {
                // `localhost:8080/`, `example.com:8080`: a host and a port, not a scheme.
                if !options.schemeOptional { return .invalid(.missingScheme) }
            } else {
                // `mailto:…`, `http:example.com`: either a scheme the rule does not take, or no authority.
                let name = scalars[..<colon]
                guard allows(name, options) else { return .invalid(.schemeNotAllowed(String(name).lowercased())) }
                return .invalid(.malformed)
            }
        case nil:
            break
        }
        if let scheme {
            guard allows(scheme, options) else { return .invalid(.schemeNotAllowed(String(scheme).lowercased())) }
        } else if !options.schemeOptional {
            return .invalid(.missingScheme)
        }

        // The authority: up to the first "/", "?" or "#".
        var authorityEnd = authorityStart
        while authorityEnd < scalars.endIndex, !"/?#".unicodeScalars.contains(scalars[authorityEnd]) {
            authorityEnd = scalars.index(after: authorityEnd)
        }
        let isFile = scheme.map { equalsIgnoringCase($0, "file") } ?? false
        if let problem = checkAuthority(
            scalars[authorityStart..<authorityEnd], options, hasScheme: scheme != nil, isFile: isFile)
        {
            return .invalid(problem)
        }
        if let problem = checkPathQueryAndFragment(scalars[authorityEnd...]) { return .invalid(problem) }
        return .valid(corrected: scheme == nil ? options.defaultScheme + "://" + text : nil)
    }

    // MARK: - Scheme

    /// The index of the colon after a leading RFC 3986 scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`),
    /// or `nil` when the text does not start with one.
    private static func schemeEnd(_ scalars: Scalars) -> Scalars.Index? {
        guard let first = scalars.first, isLetter(first) else { return nil }
        for index in scalars.indices.dropFirst() {
            let scalar = scalars[index]
            if scalar == ":" { return index }
            guard isLetter(scalar) || isDigit(scalar) || scalar == "+" || scalar == "-" || scalar == "." else {
                return nil
            }
        }
        return nil
    }

    /// Whether `scheme` is one of the allowed schemes, in any case.
    private static func allows(_ scheme: Substring.UnicodeScalarView, _ options: Options) -> Bool {
        options.schemes.contains { equalsIgnoringCase(scheme, $0) }
    }

    /// Whether `text` is `lowercase` in any ASCII case.
    private static func equalsIgnoringCase(_ text: Substring.UnicodeScalarView, _ lowercase: String) -> Bool {
        var expected = lowercase.unicodeScalars.makeIterator()
        for scalar in text {
            guard let wanted = expected.next(), lowercased(scalar) == wanted else { return false }
        }
        return expected.next() == nil
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value) + 0x20) : scalar
    }

    // MARK: - Authority

    /// Checks `[userinfo "@"] host [":" port]`.
    private static func checkAuthority(
        _ authority: Substring.UnicodeScalarView, _ options: Options, hasScheme: Bool, isFile: Bool
    ) -> Problem? {
        var hostStart = authority.startIndex
        if let at = authority.firstIndex(of: "@") {
            // Credentials in a URL typed without a scheme are an email address, not a web address.
            guard hasScheme, isUserinfo(authority[..<at]) else { return .malformed }
            hostStart = authority.index(after: at)
        }
        let hostPort = authority[hostStart...]
        guard !hostPort.contains("@") else { return .malformed }  // `foo@bar@example.com`
        if isFile && hostPort.isEmpty { return nil }  // file:///path
        // The host ends at "]" for an IPv6 literal, else at the first ":".
        var hostEnd = hostPort.endIndex
        let isIPv6 = hostPort.first == "["
        if isIPv6 {
            guard let close = hostPort.firstIndex(of: "]") else { return .invalidHost }
            hostEnd = hostPort.index(after: close)
        } else if let colon = hostPort.firstIndex(of: ":") {
            hostEnd = colon
        }
        if hostEnd < hostPort.endIndex {
            guard hostPort[hostEnd] == ":", isPort(hostPort[hostPort.index(after: hostEnd)...]) else {
                return .invalidPort
            }
        }
        let host = hostPort[..<hostEnd]
        if isIPv6 {
            guard isIPv6Address(host.dropFirst().dropLast()) else { return .invalidHost }
            return options.allowsIPAddress ? nil : .ipAddress
        }
        guard !host.isEmpty else { return .invalidHost }
        if host.allSatisfy({ isDigit($0) || $0 == "." }) {
            // Digits and dots only: an IPv4 address, or nothing (`1.2.3`, `3628126748`, `01.2.3.4`).
            guard isIPv4Address(host) else { return .invalidHost }
            return options.allowsIPAddress ? nil : .ipAddress
        }
        if equalsIgnoringCase(host, "localhost") {
            return options.allowsLocalhost || isFile ? nil : .localhost
        }
        var labels = host.makeIterator()
        guard let length = EmailSyntax.scanDomain(&labels), length <= maximumHostBytes else { return .invalidHost }
        return nil
    }

    /// RFC 3986 `userinfo`: a user name that is not empty, optionally `:` and a password; unreserved
    /// characters, sub-delimiters, percent-encodings and (as in IRIs) visible non-ASCII characters.
    private static func isUserinfo(_ userinfo: Substring.UnicodeScalarView) -> Bool {
        guard let first = userinfo.first, first != ":" else { return false }
        var colons = 0
        var index = userinfo.startIndex
        while index < userinfo.endIndex {
            let scalar = userinfo[index]
            if scalar == ":" {
                colons += 1
                guard colons == 1 else { return false }
            } else if scalar == "%" {
                guard let next = percentEncodingEnd(userinfo, at: index) else { return false }
                index = next
                continue
            } else if scalar.isASCII {
                guard isUnreserved(scalar) || isSubDelimiter(scalar) else { return false }
            } else if !isVisibleNonASCII(scalar) {
                return false
            }
            index = userinfo.index(after: index)
        }
        return true
    }

    /// A port from 1 to 65535, in decimal without leading zeros.
    private static func isPort(_ port: Substring.UnicodeScalarView) -> Bool {
        guard let first = port.first, first != "0", port.count <= 5 else { return false }
        var value = 0
        for scalar in port {
            guard isDigit(scalar) else { return false }
            value = value * 10 + Int(scalar.value - 0x30)
        }
        return value <= 65535
    }

    /// RFC 3986 `IPv4address`: four decimal numbers from 0 to 255 without leading zeros, separated by dots.
    static func isIPv4Address(_ text: Substring.UnicodeScalarView) -> Bool {
        var parts = 0
        var digits = 0
        var value = 0
        for scalar in text {
            if scalar == "." {
                guard digits > 0 else { return false }
                parts += 1
                digits = 0
                value = 0
                continue
            }
            guard isDigit(scalar), digits < 3 else { return false }
            if digits == 1 && value == 0 { return false }  // a leading zero: "01"
            value = value * 10 + Int(scalar.value - 0x30)
            digits += 1
            guard value <= 255 else { return false }
        }
        return digits > 0 && parts == 3
    }

    /// RFC 4291 §2.2 text form: eight groups of one to four hex digits, or fewer with one `::`, optionally
    /// ending in an IPv4 address; no zone identifier.
    static func isIPv6Address(_ text: Substring.UnicodeScalarView) -> Bool {
        var groups = 0
        var compressed = false
        var index = text.startIndex
        if text.starts(with: "::".unicodeScalars) {
            compressed = true
            index = text.index(index, offsetBy: 2)
            if index == text.endIndex { return true }
        }
        while index < text.endIndex {
            let groupStart = index
            var digits = 0
            while index < text.endIndex, isHexDigit(text[index]) {
                digits += 1
                index = text.index(after: index)
            }
            if index < text.endIndex, text[index] == "." {
                // The last 32 bits as an IPv4 address.
                guard isIPv4Address(text[groupStart...]) else { return false }
                groups += 2
                break
            }
            guard (1...4).contains(digits) else { return false }
            groups += 1
            if index == text.endIndex { break }
            guard text[index] == ":" else { return false }
            index = text.index(after: index)
            if index < text.endIndex, text[index] == ":" {
                guard !compressed else { return false }
                compressed = true
                index = text.index(after: index)
                if index == text.endIndex { break }
            } else if index == text.endIndex {
                return false  // a trailing single colon
            }
        }
        return compressed ? groups <= 7 : groups == 8
    }

    // MARK: - Path, query and fragment

    /// Checks what follows the authority: each character allowed where it stands, `%` followed by two hex digits.
    private static func checkPathQueryAndFragment(_ rest: Substring.UnicodeScalarView) -> Problem? {
        enum Part { case path, query, fragment }
        var part = Part.path
        var index = rest.startIndex
        while index < rest.endIndex {
            let scalar = rest[index]
            switch scalar {
            case "?" where part == .path:
                part = .query
            case "#" where part != .fragment:
                part = .fragment
            case "%":
                guard let next = percentEncodingEnd(rest, at: index) else { return .malformed }
                index = next
                continue
            case "[", "]":
                guard part != .path else { return .disallowedCharacter(scalar) }
            case "#":
                break  // browsers keep a "#" inside the fragment
            default:
                if scalar.isASCII {
                    guard isUnreserved(scalar) || isSubDelimiter(scalar) || ":@/?".unicodeScalars.contains(scalar)
                    else {
                        return .disallowedCharacter(scalar)
                    }
                } else if !isVisibleNonASCII(scalar) {
                    return .disallowedCharacter(scalar)
                }
            }
            index = rest.index(after: index)
        }
        return nil
    }

    /// The index after `%` and two hex digits at `index`, or `nil` when they are not there.
    private static func percentEncodingEnd(_ text: Substring.UnicodeScalarView, at index: Scalars.Index) -> Scalars
        .Index?
    {
        let first = text.index(after: index)
        guard first < text.endIndex, isHexDigit(text[first]) else { return nil }
        let second = text.index(after: first)
        guard second < text.endIndex, isHexDigit(text[second]) else { return nil }
        return text.index(after: second)
    }

    // MARK: - Characters

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || (0x41...0x46).contains(scalar.value) || (0x61...0x66).contains(scalar.value)
    }

    /// RFC 3986 `unreserved`: letters, digits, `-`, `.`, `_`, `~`.
    private static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || isDigit(scalar) || "-._~".unicodeScalars.contains(scalar)
    }

    /// RFC 3986 `sub-delims`: `! $ & ' ( ) * + , ; =`.
    private static func isSubDelimiter(_ scalar: Unicode.Scalar) -> Bool {
        "!$&'()*+,;=".unicodeScalars.contains(scalar)
    }

    /// A space, a line break, a control character or another invisible one: ASCII up to the space and DEL;
    /// beyond ASCII, controls, separators and format characters (bidirectional controls included) other than
    /// the joiners U+200C and U+200D, which IDN labels and emoji sequences use.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
        return isInvisibleNonASCII(scalar)
    }

    // Kept out of line, as in EmailSyntax: the property types are resilient and costly to touch on the ASCII path.

    @inline(never)
    private static func isInvisibleNonASCII(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.value != 0x200C && scalar.value != 0x200D
        default: return false
        }
    }

    /// A non-ASCII letter, mark, number, punctuation or symbol (RFC 3987 `ucschar`, less what is unassigned,
    /// private use or a noncharacter), or the zero-width joiner or non-joiner that some scripts need.
    private static func isVisibleNonASCII(_ scalar: Unicode.Scalar) -> Bool {
        TextScanning.isGraphic(scalar) || scalar.value == 0x200C || scalar.value == 0x200D
    }
}
