/// What a length rule counts.
///
/// People count characters as they see them, so ``characters`` (extended grapheme clusters) is the default:
/// "🇯🇵" is one character, although it is two Unicode scalars, four UTF-16 code units and eight UTF-8 bytes.
/// Count ``utf16`` to match a limit defined by JavaScript or `NSString`, ``utf8`` to match a database column
/// measured in bytes, and ``unicodeScalars`` for limits defined in code points.
public struct LengthUnit: Sendable, Hashable, CustomStringConvertible {
    enum Kind: String, Sendable, Hashable, CaseIterable {
        case characters, utf16, unicodeScalars, utf8
    }

    let kind: Kind

    /// Extended grapheme clusters, Swift's `Character`: what a person sees as one character. The default.
    public static let characters = LengthUnit(kind: .characters)
    /// UTF-16 code units, as `NSString.length` and JavaScript count.
    public static let utf16 = LengthUnit(kind: .utf16)
    /// Unicode scalar values (code points).
    public static let unicodeScalars = LengthUnit(kind: .unicodeScalars)
    /// Bytes of the UTF-8 encoding.
    public static let utf8 = LengthUnit(kind: .utf8)

    /// Every unit, in declaration order.
    public static let allUnits: [LengthUnit] = Kind.allCases.map(LengthUnit.init(kind:))

    /// The unit's name as used in form specs and by `formcheck --count`: `characters`, `utf16`, `scalars` or `utf8`.
    public var description: String { kind == .unicodeScalars ? "scalars" : kind.rawValue }

    /// Looks a unit up by the name ``description`` gives it (`"unicodeScalars"` is accepted too).
    ///
    /// - Parameter name: `characters`, `utf16`, `scalars`, `unicodeScalars` or `utf8`.
    public init?(name: String) {
        switch name {
        case "characters": self = .characters
        case "utf16": self = .utf16
        case "scalars", "unicodeScalars": self = .unicodeScalars
        case "utf8": self = .utf8
        default: return nil
        }
    }

    private init(kind: Kind) { self.kind = kind }

    /// The length of `text` in this unit.
    ///
    /// - Parameter text: The text to measure.
    /// - Returns: The number of units in `text`.
    /// - Complexity: O(1) for ``utf8`` on native strings, O(*n*) otherwise.
    public func length(of text: String) -> Int {
        // In ASCII text without "\r\n" a character, a scalar and a byte are one another.
        if kind != .utf16, TextScanning.hasOneBytePerCharacter(text) { return text.utf8.count }
        return switch kind {
        case .characters: text.count
        case .utf16: text.utf16.count
        case .unicodeScalars: text.unicodeScalars.count
        case .utf8: text.utf8.count
        }
    }

    /// Compares the length of `text` with `bound` without counting further than needed.
    ///
    /// Counting characters means walking grapheme boundaries, so a maximum-length rule stops one past its limit.
    ///
    /// - Returns: A negative number, zero or a positive number as the length is below, at or above `bound`.
    /// - Complexity: O(min(*n*, `bound`)) for characters and scalars.
    func compareLength(of text: String, with bound: Int) -> Int {
        switch kind {
        case .characters:
            // A character holds at least one UTF-8 byte, so the byte count bounds the character count; and in
            // ASCII text without "\r\n" (one character, two bytes) the two counts are the same.
            let bytes = text.utf8.count
            if bytes < bound { return -1 }
            if TextScanning.hasOneBytePerCharacter(text) { return bytes == bound ? 0 : 1 }
            return Self.compare(text, bound)
        case .unicodeScalars:
            let bytes = text.utf8.count
            if bytes < bound { return -1 }
            if TextScanning.hasOneBytePerCharacter(text) { return bytes == bound ? 0 : 1 }
            return Self.compare(text.unicodeScalars, bound)
        case .utf16:
            let units = text.utf16.count
            return units < bound ? -1 : (units == bound ? 0 : 1)
        case .utf8:
            let bytes = text.utf8.count
            return bytes < bound ? -1 : (bytes == bound ? 0 : 1)
        }
    }

    private static func compare<C: Collection>(_ collection: C, _ bound: Int) -> Int {
        guard bound >= 0 else { return 1 }
        guard let index = collection.index(collection.startIndex, offsetBy: bound, limitedBy: collection.endIndex)
        else { return -1 }
        return index == collection.endIndex ? 0 : 1
    }

    /// The plural noun for this unit, as messages show it ("characters", "bytes").
    package func noun(for count: Int) -> String {
        let singular = count == 1
        switch kind {
        case .characters: return singular ? "character" : "characters"
        case .utf16: return singular ? "UTF-16 code unit" : "UTF-16 code units"
        case .unicodeScalars: return singular ? "Unicode scalar" : "Unicode scalars"
        case .utf8: return singular ? "byte" : "bytes"
        }
    }
}

extension SharedArgument where Value == LengthUnit {
    /// `counting`, what the length rules count.
    static let counting = SharedArgument(
        .choice(LengthUnit.allUnits.map(\.description), value: LengthUnit.init(name:), name: \.description),
        summary: "what to count: `characters` (default), `utf16`, `scalars` or `utf8`",
        commandLine: .option("UNIT", formerNames: ["--count"]))
}
