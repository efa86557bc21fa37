/// How a server integration reads a request's `Content-Type` and `Content-Encoding`: the same way in every one
/// (FormValidationHummingbird, FormValidationVapor, FormValidationOpenAPI), so that each refuses the same bodies.
///
/// Header values are read as bytes: the syntax is ASCII (RFC 9110), optional white space is spaces and tabs, and
/// names compare without regard to case. Reading them through Foundation's trimming took more time than validating
/// a small body.
public enum HTTPContent {
    /// The essence of a `Content-Type`, its type and subtype in lowercase without parameters:
    /// `application/json` for `Application/JSON; charset=utf-8`.
    ///
    /// - Parameter contentType: A `Content-Type` field value.
    /// - Returns: The part before any `;`, without the spaces and tabs around it, its ASCII letters lowercased.
    public static func essence(ofContentType contentType: String) -> String {
        String(decoding: lowercasedEssence(contentType.utf8), as: UTF8.self)
    }

    /// Whether a `Content-Type` is `application/json`, in any case, parameters allowed
    /// (`application/json; charset=utf-8`).
    ///
    /// - Parameter contentType: A `Content-Type` field value.
    /// - Returns: `true` for `application/json`; `false` for any other type, `+json` types included.
    public static func isJSON(contentType: String) -> Bool {
        equalsIgnoringCase(trimmed(contentType.utf8.prefix { $0 != UInt8(ascii: ";") }), "application/json")
    }

    /// Whether a `Content-Encoding` names no coding: `identity`, in any case, alone or listed (`identity, identity`).
    ///
    /// - Parameter contentEncoding: A `Content-Encoding` field value.
    /// - Returns: `true` when every coding listed is `identity`, or none is.
    public static func isIdentity(contentEncoding: String) -> Bool {
        contentEncoding.utf8.split(separator: UInt8(ascii: ",")).allSatisfy {
            equalsIgnoringCase(trimmed($0), "identity")
        }
    }

    /// The bytes before `;`, trimmed and lowercased.
    private static func lowercasedEssence(_ bytes: String.UTF8View) -> [UInt8] {
        trimmed(bytes.prefix { $0 != UInt8(ascii: ";") }).map { isUppercase($0) ? $0 + 0x20 : $0 }
    }

    /// `bytes` without the spaces and tabs around them.
    private static func trimmed(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[bytes.endIndex...] }
        return bytes[first...last]
    }

    /// Whether `bytes` spell `lowercase` (ASCII, lowercase) in any case.
    private static func equalsIgnoringCase(_ bytes: Substring.UTF8View, _ lowercase: StaticString) -> Bool {
        guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
        return lowercase.withUTF8Buffer { expected in
            zip(bytes, expected).allSatisfy { (isUppercase($0) ? $0 + 0x20 : $0) == $1 }
        }
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
