@_spi(Scanning) import FormValidationCore

/// A URI reference split into its five parts (RFC 3986, section 3), and resolved against a base (section 5.2):
/// how `$id` and `$ref` name schemas.
///
/// Only the syntax is read: any scheme resolves the same way (`https:`, `urn:`, `file:`, `tag:`), and nothing is
/// ever fetched. The scheme and the host are compared in lower case, as RFC 3986 compares them; the path, the
/// query and the fragment as written.
struct URIReference: Hashable, Sendable, CustomStringConvertible {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    /// Splits `text` into its parts.
    init(_ text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        // A scheme is letters, digits, `+`, `-` and `.` after a letter, before the first `:`, and before any `/`.
        if let colon = rest.firstIndex(of: ":"), let first = rest.utf8.first, ASCIISet.letters.contains(first),
            rest[..<colon].utf8.allSatisfy(ASCIISet.uriScheme.contains)
        {
            // Case-insensitive (RFC 3986, section 6.2.2.1): `HTTPS:` names what `https:` names.
            scheme = rest[..<colon].lowercased()
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex(of: "/") ?? rest.endIndex
            authority = Self.normalized(authority: rest[afterSlashes..<end])
            rest = rest[end...]
        }
        path = String(rest)
    }

    /// An authority with its host in lower case, as RFC 3986 compares hosts (section 6.2.2.1): `Example.COM` is
    /// `example.com`. The user information before `@` keeps its case.
    private static func normalized(authority: Substring) -> String {
        guard let at = authority.lastIndex(of: "@") else { return authority.lowercased() }
        return authority[...at] + authority[authority.index(after: at)...].lowercased()
    }

    init(scheme: String?, authority: String?, path: String, query: String?, fragment: String?) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// The reference written back as text.
    var description: String {
        var text = ""
        if let scheme { text += scheme + ":" }
        if let authority { text += "//" + authority }
        text += path
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }

    /// The reference without its fragment: the URI of the resource it names.
    var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// This reference resolved against `base` (RFC 3986, section 5.2.2).
    func resolved(against base: URIReference) -> URIReference {
        if scheme != nil {
            return URIReference(
                scheme: scheme, authority: authority, path: Self.removingDotSegments(path), query: query,
                fragment: fragment)
        }
        if authority != nil {
            return URIReference(
                scheme: base.scheme, authority: authority, path: Self.removingDotSegments(path), query: query,
                fragment: fragment)
        }
        if path.isEmpty {
            return URIReference(
                scheme: base.scheme, authority: base.authority, path: base.path, query: query ?? base.query,
                fragment: fragment)
        }
        let merged: String
        if path.hasPrefix("/") {
            merged = path
        } else if base.authority != nil && base.path.isEmpty {
            merged = "/" + path
        } else if let slash = base.path.lastIndex(of: "/") {
            merged = base.path[...slash] + path
        } else {
            merged = path
        }
        return URIReference(
            scheme: base.scheme, authority: base.authority, path: Self.removingDotSegments(merged), query: query,
            fragment: fragment)
    }

    /// `path` without its `.` and `..` segments (RFC 3986, section 5.2.4).
    static func removingDotSegments(_ path: String) -> String {
        guard path.contains(".") else { return path }
        var input = Substring(path)
        var output: [Substring] = []
        var absolute = false
        if input.hasPrefix("/") {
            absolute = true
            input = input.dropFirst()
        }
        let segments = input.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let last = index == segments.count - 1
            switch segment {
            case ".":
                if last { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if last { output.append("") }
            default:
                output.append(segment)
            }
        }
        return (absolute ? "/" : "") + output.joined(separator: "/")
    }
}
