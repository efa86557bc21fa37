import FormValidationCore

/// The formats of JSON Schema's `format` keyword that the library asserts when asked to, each checked by the
/// library's own reading of its standard (one file per standard under `Formats/`).
enum SchemaFormat: String, Sendable, CaseIterable {
    /// A date and a time with its offset (RFC 3339 `date-time`), leap seconds only at 23:59 UTC.
    case dateTime = "date-time"
    /// A date (RFC 3339 `full-date`): `YYYY-MM-DD`, a day of the month that exists.
    case date
    /// A time with its offset (RFC 3339 `full-time`).
    case time
    /// A duration (RFC 3339 appendix A): `P1Y2M3DT4H5M6S`, `P2W`.
    case duration
    /// An email address: an RFC 5321 mailbox, in ASCII (``MailboxSyntax``).
    case email
    /// An internationalized email address: an RFC 5321 mailbox with RFC 6531's non-ASCII characters.
    case idnEmail = "idn-email"
    /// A host name (RFC 1123, with RFC 5890 A-labels): dot-separated labels of letters, digits and hyphens.
    case hostname
    /// An internationalized host name (IDNA2008, RFC 5890–5893).
    case idnHostname = "idn-hostname"
    /// An IPv4 address (RFC 2673): four decimal numbers up to 255, no leading zero.
    case ipv4
    /// An IPv6 address (RFC 4291), `::` shortening and a trailing IPv4 address included.
    case ipv6
    /// A URI (RFC 3986): a scheme, then what the generic syntax allows, in ASCII.
    case uri
    /// A URI reference (RFC 3986): a URI or a relative reference.
    case uriReference = "uri-reference"
    /// An IRI (RFC 3987): a URI with non-ASCII characters.
    case iri
    /// An IRI reference (RFC 3987).
    case iriReference = "iri-reference"
    /// A UUID (RFC 9562): 32 hexadecimal digits in groups of 8, 4, 4, 4 and 12, joined by hyphens.
    case uuid
    /// A URI Template (RFC 6570).
    case uriTemplate = "uri-template"
    /// A JSON Pointer (RFC 6901), as JSON text, not as a URI fragment.
    case jsonPointer = "json-pointer"
    /// A relative JSON Pointer (draft-bhutton-relative-json-pointer-00).
    case relativeJSONPointer = "relative-json-pointer"
    /// A regular expression that ECMA-262 takes (with the `u` flag, as `pattern` reads it).
    case regex

    /// Whether `text` is of the format.
    /// Whether UTF-8 text is of the format, read in place; `nil` for a format that needs a string.
    func accepts(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch self {
        case .email: MailboxSyntax.isMailbox(text, internationalized: false)
        case .idnEmail: MailboxSyntax.isMailbox(text, internationalized: true)
        default: nil
        }
    }

    func accepts(_ text: String) -> Bool {
        switch self {
        case .dateTime: DateTimeSyntax.isDateTime(text)
        case .date: FullDate.isValid(text)
        case .time: DateTimeSyntax.isTime(text)
        case .duration: DateTimeSyntax.isDuration(text)
        case .email: MailboxSyntax.isMailbox(text, internationalized: false)
        case .idnEmail: MailboxSyntax.isMailbox(text, internationalized: true)
        case .hostname: HostnameSyntax.isHostname(text)
        case .idnHostname: HostnameSyntax.isInternationalizedHostname(text)
        case .ipv4: IPAddressSyntax.isIPv4(Substring(text))
        case .ipv6: IPAddressSyntax.isIPv6(Substring(text))
        case .uri: URIReferenceSyntax.isReference(text, absolute: true, international: false)
        case .uriReference: URIReferenceSyntax.isReference(text, absolute: false, international: false)
        case .iri: URIReferenceSyntax.isReference(text, absolute: true, international: true)
        case .iriReference: URIReferenceSyntax.isReference(text, absolute: false, international: true)
        case .uuid: UUIDFormat.isValid(text)
        case .uriTemplate: URITemplateSyntax.isTemplate(text)
        case .jsonPointer: JSONPointerSyntax.isPointer(text)
        case .relativeJSONPointer: JSONPointerSyntax.isRelativePointer(text)
        case .regex: (try? ECMAPatternParser.parse(text)) != nil
        }
    }

    /// The failure a value not of the format gets: the rule's where a rule says the same, else
    /// `patternMismatch` ("is not in the expected format") with the format's name as parameter `format`.
    var failure: RuleFailure {
        switch self {
        case .email, .idnEmail: RuleFailure(.invalidEmail)
        case .uri, .uriReference, .iri, .iriReference: RuleFailure(.invalidURL)
        case .date, .dateTime: RuleFailure(.invalidDate)
        case .ipv4, .ipv6: RuleFailure(.invalidIPAddress)
        case .uuid: RuleFailure(.invalidUUID)
        case .hostname, .idnHostname: RuleFailure(.invalidHostname)
        case .time, .duration, .uriTemplate, .jsonPointer, .relativeJSONPointer, .regex:
            RuleFailure(.patternMismatch, parameters: ["format": .text(rawValue)])
        }
    }
}
