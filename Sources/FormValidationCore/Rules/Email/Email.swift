extension ValidationRule where Value == String {
    /// Requires a practical email address: what people really type, checked in linear time.
    ///
    /// Accepted: a dot-atom local part (`first.last+tag`, every RFC 5322 `atext` special such as `o'neil` or
    /// `a/b=c`, letters of any script such as `δοκιμή`, and the other visible characters that RFC 6531 allows)
    /// or a quoted one (`"john doe"`, `"a\"b"`); a domain of dot-separated labels made of letters of any script,
    /// digits and inner hyphens (`bücher.example`, `xn--bcher-kva.example`), checked against IDNA2008
    /// (RFC 5890–5893); a top-level domain of at least two letters with no upper limit (`.museum`, `.online`,
    /// `.рф`) or an `xn--` label. Rejected: spaces and control characters outside quotes, tabs and controls
    /// inside them, format and private-use characters, U+FFFD (the replacement character that decoding puts in
    /// place of bytes that are not valid UTF-8: `émilie@exemple.fr` sent in Latin-1 arrives as `�milie@…` and
    /// fails), leading, trailing or doubled dots in the local part, comments, IP-address literals,
    /// single-label domains (`user@localhost`), a trailing dot, full-width forms (`＠`, `．`, `ｇｍａｉｌ`) and
    /// other compatibility spellings, emoji and symbols in the domain, hyphens in positions 3 and 4 of a label
    /// unless it is `xn--` with valid Punycode, a local part over 64 or an address over 254 UTF-8 bytes
    /// (also with the domain in its ASCII form), and a label over 63 octets in its ASCII form.
    ///
    /// This departs from ALPValidator's pattern, which capped the top-level domain at four letters and
    /// rejected every address outside ASCII. It is a single pass over the text, never a backtracking regex
    /// (only a label with non-ASCII letters is read again, to measure its Punycode form), allocates nothing,
    /// and gives up at once on text longer than 254 bytes.
    ///
    /// Where other test suites decide differently, this rule follows the RFCs and stays practical:
    /// - The HTML `input type=email` pattern (WHATWG, Chromium, WebKit) accepts `user@localhost`, `a..b@x.io`
    ///   and `.a@x.io`, and rejects non-ASCII: here the local part is an RFC 5322 dot-atom, widened to UTF-8
    ///   as RFC 6531 allows, and a domain needs a top-level domain.
    /// - isemail and Django accept IP literals, dotless or numeric top-level domains (`a@b`, `a@b.123`), and
    ///   (isemail) comments; Django accepts an escaped tab in quotes. All are rejected here: people do not
    ///   type them, and RFC 5321 allows no tab in a quoted string.
    /// - Python's email-validator maps full-width and other compatibility characters (`ｇｍａｉｌ.com`, `。`)
    ///   to ASCII, accepts a one-letter top-level domain and counts the local part in characters; it rejects
    ///   the zero-width joiners. Here those forms are rejected, lengths are UTF-8 bytes,
    ///   and the joiners pass where IDNA2008's context rules allow them (after a virama; in Arabic script).
    /// - validator.js rejects emoji in the local part; RFC 6531 allows them, and so does this rule (never in
    ///   the domain, where IDNA2008 forbids symbols).
    /// - Python's idna package accepts an A-label whose Punycode starts with a hyphen (`xn---3gz`); RFC 3492
    ///   does not, and neither does this rule.
    ///
    /// Lengths and label positions are measured on the scalars as typed: a domain typed in decomposed form
    /// (NFD) is not normalised to NFC first, as UTS #46 would.
    ///
    /// Default message: "{field} is not a valid email address." (code ``ValidationError/Code/invalidEmail``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: An email rule.
    /// - Complexity: O(min(*n*, 254)).
    public static func email(message: String? = nil) -> Self {
        Self(name: "email", message: message, failure: .invalidEmail) { value in
            failing(unless: EmailSyntax.isValid(value))
        }
    }
}

/// An email address.
struct EmailRule: RuleDefinition {
    static let messages: [DefaultMessage] = [.invalidEmail]

    func build(_ context: RuleBuildContext) -> BuiltRule { .local(.email(message: context.message)) }
}
