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
/// The field's rule, ``ValidationRule/identifier(_:format:message:)``, reads the formatted text as it is.
public struct IdentifierInputFormatter: InputFormatter, Hashable {
    /// The identifier type whose display form is typed.
    public let type: IdentifierType

    /// The lengths of the type's compact forms, shortest first, worked out once rather than at every keystroke.
    private let lengths: [Int]

    /// A formatter for identifiers of `type`. For ``IdentifierType/vat``, ``IdentifierType/taxID`` and
    /// ``IdentifierType/nationalID``, which stand for no one type, it only upper-cases: use the country's type.
    ///
    /// - Parameter type: The identifier type whose display form is typed.
    public init(type: IdentifierType) {
        self.type = type
        self.lengths = type.compactLengths
    }

    /// Appends a letter (upper-cased) or a digit; skips everything else.
    ///
    /// - Parameters:
    ///   - character: A character of the text, typed or pasted.
    ///   - value: The value read so far, to append to.
    public func read(_ character: Unicode.Scalar, into value: inout FormattingBuffer) {
        if let byte = character.asciiAlphanumericUppercased { value.append(byte) }
    }

    /// Writes the characters in the display form of the shortest length of the type they fit, up to its longest.
    ///
    /// - Parameters:
    ///   - value: The value read from the text.
    ///   - text: Where the formatted text goes.
    public func write(_ value: FormattingBuffer, to text: inout FormattingBuffer) {
        let count = min(value.count, lengths.last ?? IdentifierDeclaration.longest)
        let length = lengths.first { $0 >= count } ?? count
        let definition = type.definition
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
