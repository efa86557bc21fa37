import FormValidationCore

/// The formats of JSON Schema's `format` keyword that the library asserts, each checked by the library's own
/// reading of its standard (one file per format under `Formats/`).
enum SchemaFormat: String, Sendable, CaseIterable {
    /// An email address: an RFC 5321 mailbox, in ASCII (``MailboxSyntax``).
    case email
    /// An internationalized email address: an RFC 5321 mailbox with RFC 6531's non-ASCII characters.
    case idnEmail = "idn-email"
    /// A URI (RFC 3986): a scheme, then what the generic syntax allows, in ASCII.
    case uri
    /// A date (RFC 3339 `full-date`): `YYYY-MM-DD`, a day of the month that exists.
    case date
    /// An IPv4 address (RFC 2673): four decimal numbers up to 255, no leading zero.
    case ipv4
    /// An IPv6 address (RFC 4291), `::` shortening and a trailing IPv4 address included.
    case ipv6
    /// A UUID (RFC 9562): 32 hexadecimal digits in groups of 8, 4, 4, 4 and 12, joined by hyphens.
    case uuid
    /// A host name (RFC 1123, with RFC 5890 A-labels): dot-separated labels of letters, digits and hyphens.
    case hostname

    /// Whether `text` is of the format.
    func accepts(_ text: String) -> Bool {
        switch self {
        case .email: MailboxSyntax.isMailbox(text, internationalized: false)
        case .idnEmail: MailboxSyntax.isMailbox(text, internationalized: true)
        case .uri: URISyntax.isURI(text)
        case .date: FullDate.isValid(text)
        case .ipv4: IPAddressSyntax.isIPv4(Substring(text))
        case .ipv6: IPAddressSyntax.isIPv6(Substring(text))
        case .uuid: UUIDFormat.isValid(text)
        case .hostname: HostnameSyntax.isHostname(text)
        }
    }

    /// The failure a value not of the format gets: the rule's where a rule says the same.
    var failure: RuleFailure {
        switch self {
        case .email, .idnEmail: RuleFailure(.invalidEmail)
        case .uri: RuleFailure(.invalidURL)
        case .date: RuleFailure(.invalidDate)
        case .ipv4, .ipv6: RuleFailure(.invalidIPAddress)
        case .uuid: RuleFailure(.invalidUUID)
        case .hostname: RuleFailure(.invalidHostname)
        }
    }
}
