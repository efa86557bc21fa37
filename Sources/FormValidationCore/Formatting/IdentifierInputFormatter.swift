/// Formats an identifier as it is typed, in its display form: `050.473.704-02` for a CPF, `0317-8471` for an
/// ISSN.
///
/// Letters are upper-cased; the separators of the type's display form are put in once a character follows them,
/// and nothing is kept past the type's longest compact form. A type printed as its compact form (an ISIN) is
/// only upper-cased and capped. Where the type has several lengths (a CNPJ has one, an ISSN two), the characters
/// typed so far are shown in the form of the shortest length they fit. An ISBN, whose hyphens follow the ranges
/// of its registration group, is hyphenated once it is complete.
///
/// ```swift
/// let cpf = IdentifierInputFormatter(type: .brazilCPF)
/// print(cpf.format("05047370402"))          // 050.473.704-02
/// print(cpf.keystrokes(typing: "05047"))    // ["0", "05", "050", "050.4", "050.47"]
/// ```
///
/// A formatter for a role, ``init(_:country:)``, follows the country's type that what has been typed fits: Brazil's
/// tax number is typed as a CPF up to its eleven digits, then as a CNPJ.
///
/// ```swift
/// let taxNumber = IdentifierInputFormatter(.taxID, country: "BR")
/// print(taxNumber.format("05047370402"))      // 050.473.704-02
/// print(taxNumber.format("00000000000191"))   // 00.000.000/0001-91
/// ```
///
/// The field's rule, ``ValidationRule/identifier(_:format:message:)``, reads the formatted text as it is.
public struct IdentifierInputFormatter: InputFormatter, Hashable {
    /// The identifier type whose display form is typed; for a formatter of a role, the role
    /// (``IdentifierType/taxID``).
    public let type: IdentifierType

    /// For a formatter of a role, the country whose types are typed (ISO 3166-1, upper case); `nil` for one type.
    public let country: String?

    /// The types typed, shortest longest form first: one, or the country's types for a role.
    private let candidates: [Candidate]

    /// A type typed, and the lengths of its compact forms, shortest first, worked out once rather than at every
    /// keystroke.
    private struct Candidate: Hashable, Sendable {
        let type: IdentifierType
        let lengths: [Int]

        /// The length of its longest compact form; ``IdentifierDeclaration/longest`` for a role without a type.
        var longest: Int { lengths.last ?? IdentifierDeclaration.longest }

        init(_ type: IdentifierType) {
            self.type = type
            lengths = type.compactLengths
        }
    }

    /// A formatter for identifiers of `type`. For ``IdentifierType/vat``, ``IdentifierType/taxID`` and
    /// ``IdentifierType/nationalID``, which stand for no one type, it only upper-cases: use ``init(_:country:)``.
    ///
    /// - Parameter type: The identifier type whose display form is typed.
    public init(type: IdentifierType) {
        self.type = type
        country = nil
        candidates = [Candidate(type)]
    }

    /// A formatter for the VAT, tax or national identity number of `country`: what is typed is shown in the display
    /// form of the first of the country's types (``IdentifierRole/types(of:)``), by the length of its longest compact
    /// form, that is not shorter than it, and capped at the longest. A CPF is typed as a CPF, and a twelfth digit
    /// makes it a CNPJ. A country with no type in the role is only upper-cased.
    ///
    /// - Parameters:
    ///   - role: What the number is to the country.
    ///   - country: The country, as its ISO 3166-1 alpha-2 code in either case.
    public init(_ role: IdentifierRole, country: String) {
        let country = country.uppercased()
        type = IdentifierType(standingFor: role)
        self.country = country
        let types = role.types(of: country)
        // A stable sort: types of the same longest length keep the order of `types(of:)`.
        candidates = types.isEmpty ? [Candidate(type)] : types.map(Candidate.init).sorted { $0.longest < $1.longest }
    }

    /// Appends a letter (upper-cased) or a digit; skips everything else.
    ///
    /// - Parameters:
    ///   - character: A character of the text, typed or pasted.
    ///   - value: The value read so far, to append to.
    public func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer) {
        if let byte = character.asciiAlphanumericUppercased { value.append(byte) }
    }

    /// Writes the characters in the display form of the shortest length they fit of the first type they fit, up to
    /// the longest.
    ///
    /// - Parameters:
    ///   - value: The value read from the text.
    ///   - text: Where the formatted text goes.
    public func write(_ value: FormattingBuffer, to text: inout FormattingBuffer) {
        let candidate = candidates.first { $0.longest >= value.count } ?? candidates[candidates.count - 1]
        let lengths = candidate.lengths
        let count = min(value.count, candidate.longest)
        let length = lengths.first { $0 >= count } ?? count
        let definition = candidate.type.definition
        if let hyphens = value.withBytes({ definition.hyphens(UnsafeBufferPointer(rebasing: $0[0..<count])) }) {
            for position in 0..<count {
                if hyphens & (1 << position) != 0 { text.append(UInt8(ascii: "-")) }
                text.append(value[position])
            }
            return
        }
        guard count > 0, let pattern = definition.displayPattern(count: length) else {
            for position in 0..<count { text.append(value[position]) }
            return
        }
        var next = 0
        for byte in UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount) {
            guard next < count else { return }
            if byte == UInt8(ascii: "#") {
                text.append(value[next])
                next += 1
            } else {
                text.append(byte)
            }
        }
    }
}

extension IdentifierType {
    /// The lengths of the type's compact forms, shortest first, from its examples; none for a role.
    var compactLengths: [Int] {
        guard role == nil else { return [] }
        let lengths = ([example] + otherExamples).map { example in
            example.utf8.count { !definition.isSeparator($0) }
        }
        return Set(lengths).sorted()
    }
}
