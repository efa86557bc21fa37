/// Why a text could not be read as a ``JSONValue``: it is not JSON, it holds a number out of range, it gives a key
/// twice in one object, or it nests too deep.
///
/// A number out of range is valid JSON — RFC 8259 sets no limit — but ``JSONValue`` keeps numbers as exact
/// `Decimal`s, which hold 38 significant digits and magnitudes from 10^-128 to below 10^165. Such a number (`1e400`,
/// `1e-200`, a 42-digit integer) is reported as what it is, never rounded (to 0, to infinity, to 38 digits), and
/// never taken for text that is not JSON.
///
/// A key given twice in one object (`{"username": "ada", "username": "admin"}`) is refused: readers disagree on
/// which value counts (`JSONDecoder` took the first, JavaScript and Python take the last), so another component
/// reading the same text could act on a value that was never validated.
///
/// ```swift
/// do {
///     _ = try JSONValue(json: Data(#"{"amount": 1e400}"#.utf8))
/// } catch {
///     print(error.isNumberOutOfRange)   // true
///     print(error.number ?? "")         // 1e400
///     print(error)                      // the number 1e400 is out of range (a number must have at most 38
///                                       //  significant digits, and be 0 or of a magnitude from 1e-128 to
///                                       //  below 1e165)
/// }
/// do {
///     _ = try JSONValue(json: Data(#"{"username": "ada", "username": "admin"}"#.utf8))
/// } catch {
///     print(error.isDuplicateKey)       // true
///     print(error.key ?? "")            // username
///     print(error)                      // the key "username" appears twice in one object
/// }
/// ```
public struct JSONParsingError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        case malformed
        case numberOutOfRange
        case duplicateKey
        case tooDeeplyNested
    }

    package let kind: Kind

    /// For a number out of range, the first such number as the text writes it (`1e400`); `nil` otherwise.
    public let number: String?

    /// For a key given twice in one object, the key (`username`); `nil` otherwise.
    public let key: String?

    /// For text nested too deep, how deep arrays and objects may nest (512); `nil` otherwise.
    public let depthLimit: Int?

    /// Where in the text the problem is, in bytes from its start: the first byte that cannot be read for text that
    /// is not JSON, the bracket that nests too deep, the later of a key given twice; `nil` for a number out of
    /// range, and for an error not made by the parser. Two errors that differ only here are equal.
    public internal(set) var offset: Int?

    private init(kind: Kind, number: String? = nil, key: String? = nil, depthLimit: Int? = nil) {
        self.kind = kind
        self.number = number
        self.key = key
        self.depthLimit = depthLimit
    }

    /// The text is not JSON.
    public static let malformed = JSONParsingError(kind: .malformed)

    /// The text is JSON, but holds `number`, which a `Decimal` cannot hold.
    ///
    /// - Parameter number: The number as the text writes it.
    /// - Returns: The error.
    public static func numberOutOfRange(_ number: String) -> JSONParsingError {
        JSONParsingError(kind: .numberOutOfRange, number: number)
    }

    /// The text gives `key` twice in one object.
    ///
    /// - Parameter key: The key, as read (escapes resolved).
    /// - Returns: The error.
    public static func duplicateKey(_ key: String) -> JSONParsingError {
        JSONParsingError(kind: .duplicateKey, key: key)
    }

    /// The text nests arrays and objects more than `limit` levels deep.
    ///
    /// - Parameter limit: How deep arrays and objects may nest: ``JSONValue/maximumDepth``.
    /// - Returns: The error.
    public static func tooDeeplyNested(limit: Int) -> JSONParsingError {
        JSONParsingError(kind: .tooDeeplyNested, depthLimit: limit)
    }

    /// Whether the text is JSON with a number out of range, rather than text that is not JSON.
    public var isNumberOutOfRange: Bool { kind == .numberOutOfRange }

    /// Whether the text gives a key twice in one object.
    public var isDuplicateKey: Bool { kind == .duplicateKey }

    /// Whether the text nests arrays and objects deeper than ``JSONValue/maximumDepth``.
    public var isTooDeeplyNested: Bool { kind == .tooDeeplyNested }

    /// What the limits on numbers are, for messages: "a number must have at most 38 significant digits, and be 0 or
    /// of a magnitude from 1e-128 to below 1e165".
    public static let numberLimits =
        "a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165"

    /// The number as a message shows it: as written, or its first 20 characters and its length when it is long.
    public var shownNumber: String? { number.map(Self.shortened) }

    /// The key as a message shows it, in quotes: `"username"`, or its first 20 characters and its length when it
    /// is long (`"aaaaaaaaaaaaaaaaaaaa…" (300 characters)`).
    public var shownKey: String? {
        guard let key else { return nil }
        guard key.count > 40 else { return "\"\(key)\"" }
        return "\"\(key.prefix(20))…\" (\(key.count) characters)"
    }

    private static func shortened(_ text: String) -> String {
        guard text.count > 40 else { return text }
        return "\(text.prefix(20))… (\(text.count) characters)"
    }

    /// "the text is not valid JSON", "the number 1e400 is out of range (a number must be …)", "the key
    /// \"username\" appears twice in one object", or "the text nests arrays and objects more than 512 levels deep".
    public var description: String {
        switch kind {
        case .malformed: "the text is not valid JSON"
        case .numberOutOfRange: "the number \(shownNumber ?? "") is out of range (\(Self.numberLimits))"
        case .duplicateKey: "the key \(shownKey ?? "") appears twice in one object"
        case .tooDeeplyNested: "the text nests arrays and objects more than \(depthLimit ?? 0) levels deep"
        }
    }
}

extension JSONParsingError {
    /// Whether two errors are of the same kind, about the same number, key or depth limit, wherever they are in
    /// the text.
    ///
    /// - Parameters:
    ///   - lhs: An error.
    ///   - rhs: Another error.
    /// - Returns: `true` when they say the same, their ``offset``s aside.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.number == rhs.number && lhs.key == rhs.key && lhs.depthLimit == rhs.depthLimit
    }

    /// Hashes what ``==(_:_:)`` compares: not the ``offset``.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(number)
        hasher.combine(key)
        hasher.combine(depthLimit)
    }

    /// This error at `offset`.
    func at(_ offset: Int) -> JSONParsingError {
        var error = self
        error.offset = offset
        return error
    }
}
