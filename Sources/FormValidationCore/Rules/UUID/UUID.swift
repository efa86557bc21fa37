import Foundation

extension ValidationRule where Value == String {
    /// Requires a UUID in its standard text form (RFC 9562): 32 hexadecimal digits in groups of 8-4-4-4-12,
    /// joined by hyphens, such as `f81d4fae-7dec-11d0-a765-00a0c91e6bf6`.
    ///
    /// Accepted: a UUID of version 1 to 8 with the RFC 9562 variant (the digit after the third hyphen is `8`, `9`,
    /// `a` or `b`), and the Nil (`00000000-0000-0000-0000-000000000000`) and Max
    /// (`ffffffff-ffff-ffff-ffff-ffffffffffff`) UUIDs. Upper-case digits are accepted and the value is corrected
    /// to lower case, as RFC 9562 asks of UUIDs written out. Rejected: other lengths, missing or misplaced
    /// hyphens, braces (`{…}`) and the `urn:uuid:` prefix, a version digit of 0 or 9 to f outside the Nil and Max
    /// UUIDs, and the other variants (the NCS, Microsoft and reserved ones).
    ///
    /// With `versions`, only UUIDs of those versions pass; the Nil and Max UUIDs, which have none, do not.
    ///
    /// Default messages: "{field} is not a valid UUID." (code ``ValidationError/Code/invalidUUID``), and
    /// "{field} must be a UUID of one of these versions: {versions}." (code
    /// ``ValidationError/Code/uuidVersionNotAllowed``).
    ///
    /// - Parameters:
    ///   - versions: The versions accepted, each from 1 to 8, at least one; `nil` (the default) for any UUID.
    ///   - message: A custom message.
    /// - Returns: A UUID rule.
    /// - Precondition: `versions` is `nil`, or not empty with every version from 1 to 8.
    /// - Complexity: O(1): a value that is not 36 bytes long is refused without being read.
    public static func uuid(versions: [Int]? = nil, message: String? = nil) -> Self {
        UUIDRule(versions: versions).rule(message: message)
    }
}

/// A UUID (RFC 9562, 8-4-4-4-12 hex digits) of a version in `versions`; corrected to lower case.
struct UUIDRule: RuleDefinition {
    static let example = ".uuid(versions: [4, 7])"
    static let messages: [DefaultMessage] = [.invalidUUID, .uuidVersionNotAllowed]

    /// The accepted versions, 1 to 8 (any UUID, the Nil and Max UUIDs too, by default).
    @Argument(
        .integers(in: UUIDSyntax.versions, naming: "UUID versions"),
        checks: [.notEmptyList], commandLine: .option("V,V", takesList: true))
    var versions: [Int]? = nil

    func build(_ context: RuleBuildContext) -> BuiltRule {
        let allowed = versions.map { Set($0) }
        let failures = [
            UUIDSyntax.invalid,
            RuleFailure(.uuidVersionNotAllowed, parameters: ["versions": .list((versions ?? []).map { String($0) })]),
        ]
        return .local(
            ValidationRule(name: Self.name, message: context.message, failures: failures, rewritesValue: true) {
                value in
                guard let reading = UUIDSyntax.read(value) else { return .fails(0) }
                if let allowed {
                    guard let version = reading.version, allowed.contains(version) else { return .fails(1) }
                }
                if reading.hasUppercase { value = value.lowercased() }
                return .passes
            })
    }
}

/// The standard text form of a UUID, read byte by byte.
package enum UUIDSyntax {
    /// The versions RFC 9562 defines.
    package static let versions = 1...8

    /// What a UUID's text says of it.
    package struct Reading: Equatable {
        /// Its version, 1 to 8; `nil` for the Nil and Max UUIDs.
        package var version: Int?
        /// Whether it is written with an upper-case digit (`A` to `F`).
        package var hasUppercase: Bool
    }

    /// The failure of a text that is not a UUID.
    static let invalid = RuleFailure(.invalidUUID)

    /// How `text` reads as a UUID, or `nil` when it is not one.
    package static func read(_ text: String) -> Reading? {
        var text = text
        return text.withUTF8 { read($0) }
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading? {
        guard bytes.count == 36 else { return nil }
        var hasUppercase = false
        var allZero = true
        var allF = true
        var version = 0
        var variant = 0
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte &- UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte &- UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"):
                digit = Int(byte &- UInt8(ascii: "A")) + 10
                hasUppercase = true
            default: return nil
            }
            if digit != 0 { allZero = false }
            if digit != 15 { allF = false }
            if index == 14 { version = digit }
            if index == 19 { variant = digit }
        }
        if allZero || allF { return Reading(version: nil, hasUppercase: hasUppercase) }
        // The RFC 9562 variant is the bits 10 at the top of the digit after the third hyphen: 8, 9, a or b.
        guard versions.contains(version), (8...11).contains(variant) else { return nil }
        return Reading(version: version, hasUppercase: hasUppercase)
    }
}
