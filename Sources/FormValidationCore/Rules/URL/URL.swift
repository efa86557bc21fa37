extension ValidationRule where Value == String {
    /// Requires an absolute web address: `https://example.com/path?query#fragment`.
    ///
    /// ```swift
    /// let url = RuleSet<String>(.url())
    /// print(url.validate("https://bücher.example/straße?q=1").isValid)   // true
    /// print(url.validate("http://localhost:8080").errorMessages)   // ["This field must not point to localhost."]
    ///
    /// let schemeOptional = RuleSet<String>(.url(schemeOptional: true))
    /// print(schemeOptional.validate("example.com/a"))   // valid("https://example.com/a")
    /// ```
    ///
    /// The text is read once by the rule's own scanner of RFC 3986's syntax, widened to what browsers accept;
    /// Foundation's `URL(string:)`, which on Linux accepts spaces, empty hosts and more, has no say. Accepted:
    /// - a scheme in `schemes` (`http` and `https` by default; any case), then `//`;
    /// - optionally a user name and password (`user:pass@`), the user name not empty;
    /// - a host name of at least two labels whose last, the top-level domain, is two or more letters or an
    ///   `xn--` label; labels of letters, digits and inner hyphens, in any script: IDN hosts are checked against
    ///   IDNA2008 as the email rule checks domains (`bücher.example`, `例子.测试`, `xn--p1ai`), at most 253
    ///   bytes in ASCII form; `localhost` only with `allowLocalhost`, and IPv4 (`192.0.2.1`, no leading
    ///   zeros) or IPv6 (`[2001:db8::1]`) addresses only with `allowIPAddress`;
    /// - a port from 1 to 65535;
    /// - a path, query and fragment of RFC 3986 characters and percent-encodings (`%` and two hex digits), and
    ///   visible non-ASCII characters as IRIs (RFC 3987) and browsers allow (`/straße`, `?q=😀`); `[` and `]`
    ///   in the query and fragment and `#` in the fragment, as browsers keep them;
    /// - at most 2048 bytes of UTF-8.
    ///
    /// Rejected: spaces, line breaks, tabs, control and other invisible characters anywhere (bidirectional
    /// controls included), `"`, `<`, `>`, `\`, `^`, the backquote, `{`, `|` and `}` unencoded, an empty or
    /// single-label host (`http://example`), a trailing dot, a numeric top-level domain, `_` in a host name,
    /// percent-encoded hosts, a port of 0 or with leading zeros, and credentials in text typed without a
    /// scheme (`ada@example.com` is an email address). Schemes without `//` (`mailto:`, `tel:`) are not URLs
    /// this rule accepts; a `file` URL may have no host (`file:///etc/hosts`) or `localhost`.
    ///
    /// With `schemeOptional: true`, text without a scheme (`example.com/a`, `localhost:8080` when allowed) is
    /// read as if it started with `https://` (or the first of `schemes` when `https` is not among them), and the
    /// corrected value gets that prefix. Otherwise the value is kept as typed: no change of case, no
    /// percent-encoding.
    ///
    /// Where other test suites decide differently, this rule follows the standards and what people mean:
    /// - Django's `URLValidator` and Python's `validators` accept symbols and emoji in host names
    ///   (`http://✪df.ws`, `http://☺.damowmow.com`); IDNA2008 forbids them and so does this rule.
    /// - Django accepts a top-level domain with hyphens (`http://dashintld.c-m`), `--` in positions 3 and 4 of
    ///   a label (`su--b.example`), an A-label whose Punycode decodes to a leading combining mark, and port 0;
    ///   top-level domains are letters or `xn--` labels, RFC 5891 reserves `--` there for A-labels and forbids
    ///   a leading mark, and port 0 is no port a server listens on.
    /// - Django accepts a trailing dot (`http://example.com./`); `validators` and this rule do not.
    /// - `validators` accepts an empty user name and several colons in the credentials
    ///   (`http://:::::@exmp.com`); this rule, like Django, wants a user name and one colon before the password.
    ///   `validators` also rejects queries
    ///   that are not `key=value` pairs (`?bar=baz&inga=42&quux`) and the RFC 3986 sub-delimiters `'`, `(`,
    ///   `)` and `;` in them; this rule follows RFC 3986.
    /// - The Swift `Validator` library's URL case `http://adamjwaite.co.uk?hello=😋` is invalid there because
    ///   its `URL(string:)` refused non-ASCII; browsers and RFC 3987 accept it, and so does this rule.
    ///
    /// Default message: "{field} is not a valid URL." (code ``ValidationError/Code/invalidURL``); each other
    /// failure has its own code and message, listed in the rule table of <doc:Rules>:
    /// ``ValidationError/Code/urlTooLong``, ``ValidationError/Code/invalidURLCharacter``,
    /// ``ValidationError/Code/missingURLScheme``, ``ValidationError/Code/urlSchemeNotAllowed``,
    /// ``ValidationError/Code/invalidURLHost``, ``ValidationError/Code/urlLocalhostNotAllowed``,
    /// ``ValidationError/Code/urlIPAddressNotAllowed``, ``ValidationError/Code/invalidURLPort``.
    ///
    /// - Parameters:
    ///   - schemes: The allowed schemes, in any case; `http` and `https` by default.
    ///   - schemeOptional: Whether text without a scheme passes, corrected with `https://` added.
    ///   - allowLocalhost: Whether the host may be `localhost`.
    ///   - allowIPAddress: Whether the host may be an IPv4 or IPv6 address.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: A URL rule.
    /// - Complexity: O(*n*), *n* at most 2048 bytes: longer text fails without being read. A valid URL that
    ///   needs no scheme added allocates nothing.
    public static func url(
        schemes: [String] = ["http", "https"],
        schemeOptional: Bool = false,
        allowLocalhost: Bool = false,
        allowIPAddress: Bool = false,
        message: String? = nil
    ) -> Self {
        let options = URLSyntax.Options(
            schemes: schemes.map { $0.lowercased() }, schemeOptional: schemeOptional,
            allowsLocalhost: allowLocalhost, allowsIPAddress: allowIPAddress)
        let schemeList = EnglishList.or(options.schemes)
        return Self(name: "url", message: message) { value, failures in
            switch URLSyntax.check(value, options) {
            case .valid(let corrected):
                if let corrected { value = corrected }
            case .invalid(let problem):
                failures.append(failure(problem, options: options, schemeList: schemeList))
            }
        }
    }

    /// The failure reported for `problem`.
    private static func failure(_ problem: URLSyntax.Problem, options: URLSyntax.Options, schemeList: String)
        -> RuleFailure
    {
        switch problem {
        case .tooLong: RuleFailure(.urlTooLong, parameters: ["max": .integer(URLSyntax.maximumBytes)])
        case .invisibleCharacter(let scalar):
            RuleFailure(.invalidURLCharacterInvisible, parameters: ["character": .text(describe(scalar))])
        case .disallowedCharacter(let scalar):
            RuleFailure(.invalidURLCharacter, parameters: ["character": .text(describe(scalar))])
        case .missingScheme: RuleFailure(.missingURLScheme, parameters: ["scheme": .text(options.defaultScheme)])
        case .schemeNotAllowed(let scheme):
            RuleFailure(.urlSchemeNotAllowed, parameters: ["scheme": .text(scheme), "schemes": .text(schemeList)])
        case .malformed: RuleFailure(.invalidURL)
        case .invalidHost: RuleFailure(.invalidURLHost)
        case .localhost: RuleFailure(.urlLocalhostNotAllowed)
        case .ipAddress: RuleFailure(.urlIPAddressNotAllowed)
        case .invalidPort: RuleFailure(.invalidURLPort)
        }
    }

    /// A character as a message names it: printable ASCII as itself, anything else as `U+0009`.
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.isASCII, scalar.value > 0x20, scalar.value < 0x7F { return String(Character(scalar)) }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// An absolute URL with a scheme in `schemes` and a host with a top-level domain; `schemeOptional`: https:// is added
/// when missing.
struct URLRule: RuleDefinition {
    static let example = ".url(schemeOptional: true)"
    static let messages: [DefaultMessage] = [
        .invalidURL, .urlTooLong, .invalidURLCharacterInvisible, .invalidURLCharacter, .missingURLScheme,
        .urlSchemeNotAllowed, .invalidURLHost, .urlLocalhostNotAllowed, .urlIPAddressNotAllowed, .invalidURLPort,
    ]

    /// The allowed schemes (default `http` and `https`).
    @Argument(
        .strings,
        checks: [
            ArgumentCheck { schemes, key in
                schemes.isEmpty || !schemes.allSatisfy(isScheme)
                    ? "\(name: key) must list schemes such as http or ftp, got \(given: key)" : nil
            }
        ], commandLine: .option("LIST", takesList: true))
    var schemes: [String] = ["http", "https"]
    /// Whether a URL without a scheme passes, corrected to `https://…` (default false).
    @Argument(.bool, commandLine: .flag())
    var schemeOptional: Bool = false
    /// Whether the host may be `localhost` (default false).
    @Argument(.bool, commandLine: .flag())
    var allowLocalhost: Bool = false
    /// Whether the host may be an IPv4 or IPv6 address (default false).
    @Argument(.bool, commandLine: .flag(formerNames: ["--allow-ip"]))
    var allowIPAddress: Bool = false

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(
            .url(
                schemes: schemes, schemeOptional: schemeOptional, allowLocalhost: allowLocalhost,
                allowIPAddress: allowIPAddress, message: context.message))
    }

    /// RFC 3986 `scheme`: a letter, then letters, digits, `+`, `-` and `.`.
    static func isScheme(_ text: String) -> Bool {
        let isLetter = { (scalar: Unicode.Scalar) in
            (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
        }
        guard let first = text.unicodeScalars.first, isLetter(first) else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            isLetter(scalar) || (0x30...0x39).contains(scalar.value) || "+-.".unicodeScalars.contains(scalar)
        }
    }
}
