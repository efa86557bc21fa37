/// Why a text could not be read as a ``JSONValue``: it is not JSON, or it is JSON with a number out of range.
///
/// A number out of range is valid JSON — RFC 8259 sets no limit — but ``JSONValue`` keeps numbers as exact
/// `Decimal`s, which hold magnitudes from 10^-128 to below 10^165. Such a number (`1e400`, `1e-200`) is reported
/// as what it is, never rounded to 0 or to infinity, and never taken for text that is not JSON.
///
/// ```swift
/// do {
///     _ = try JSONValue(json: Data(#"{"amount": 1e400}"#.utf8))
/// } catch {
///     print(error.isNumberOutOfRange)   // true
///     print(error.number ?? "")         // 1e400
///     print(error)                      // the number 1e400 is out of range (a number must be 0 or of a
///                                       //  magnitude from 1e-128 to below 1e165)
/// }
/// ```
public struct JSONParsingError: Error, Sendable, Hashable, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case malformed
        case numberOutOfRange
    }

    let kind: Kind

    /// For a number out of range, the first such number as the text writes it (`1e400`); `nil` otherwise.
    public let number: String?

    /// The text is not JSON.
    public static let malformed = JSONParsingError(kind: .malformed, number: nil)

    /// The text is JSON, but holds `number`, which a `Decimal` cannot hold.
    ///
    /// - Parameter number: The number as the text writes it.
    /// - Returns: The error.
    public static func numberOutOfRange(_ number: String) -> JSONParsingError {
        JSONParsingError(kind: .numberOutOfRange, number: number)
    }

    /// Whether the text is JSON with a number out of range, rather than text that is not JSON.
    public var isNumberOutOfRange: Bool { kind == .numberOutOfRange }

    /// What the limits on numbers are, for messages: "a number must be 0 or of a magnitude from 1e-128 to below
    /// 1e165".
    public static let numberLimits = "a number must be 0 or of a magnitude from 1e-128 to below 1e165"

    /// The number as a message shows it: as written, or its first 20 characters and its length when it is long.
    public var shownNumber: String? {
        guard let number else { return nil }
        guard number.count > 40 else { return number }
        return "\(number.prefix(20))… (\(number.count) characters)"
    }

    /// "the text is not valid JSON", or "the number 1e400 is out of range (a number must be …)".
    public var description: String {
        switch kind {
        case .malformed: "the text is not valid JSON"
        case .numberOutOfRange: "the number \(shownNumber ?? "") is out of range (\(Self.numberLimits))"
        }
    }
}
