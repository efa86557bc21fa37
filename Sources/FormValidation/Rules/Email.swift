extension ValidationRule where Value == String {
    /// Requires a practical email address: what people really type, checked in linear time.
    ///
    /// Accepted: a dot-atom local part (`first.last+tag`, letters of any script such as `δοκιμή`) or a quoted
    /// one (`"john doe"`); a domain of dot-separated labels made of letters of any script, digits and inner
    /// hyphens (`bücher.example`, `xn--bcher-kva.example`); a top-level domain of at least two letters with no
    /// upper limit (`.museum`, `.online`) or an `xn--` label. Rejected: spaces and control characters outside
    /// quotes, leading, trailing or doubled dots, IP-address literals, single-label domains (`user@localhost`),
    /// a trailing dot, full-width forms, a local part over 64 or an address over 254 UTF-8 bytes.
    ///
    /// This departs from ALPValidator's pattern, which capped the top-level domain at four letters and
    /// rejected every address outside ASCII. It is a single pass over the text, never a backtracking regex,
    /// and gives up at once on text longer than 254 bytes.
    ///
    /// Default message: "{field} is not a valid email address." (code ``ValidationError/Code/invalidEmail``).
    ///
    /// - Parameter message: A custom message.
    /// - Returns: An email rule.
    /// - Complexity: O(min(*n*, 254)).
    public static func email(message: String? = nil) -> Self {
        Self(name: "email", message: message) { value, failures in
            if !EmailSyntax.isValid(value) {
                failures.append(RuleFailure(code: .invalidEmail, template: "{field} is not a valid email address."))
            }
        }
    }
}
