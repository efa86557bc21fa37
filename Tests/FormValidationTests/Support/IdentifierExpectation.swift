import FormValidation
import Testing

/// The checks the tables of identifier types make (`Identifiers/`): a valid value is corrected to its compact form,
/// and to its display form under `format: .display`; an invalid one fails with its code under either format.
enum IdentifierExpectation {
    /// Expects `input` to be a valid `type`, corrected to `compact`, and to `display` in the display form.
    static func valid(
        _ type: IdentifierType, _ input: String, _ compact: String, _ display: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            RuleSet<String>(.identifier(type)).validate(input) == .valid(compact), "\(type.name) \(input)",
            sourceLocation: sourceLocation)
        #expect(
            RuleSet<String>(.identifier(type, format: .display)).validate(input) == .valid(display),
            "\(type.name) \(input), display form", sourceLocation: sourceLocation)
    }

    /// Expects `input` not to be a valid `type`, failing with `code` alone whatever the format.
    static func invalid(
        _ type: IdentifierType, _ input: String, _ code: ValidationError.Code,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for format in IdentifierFormat.allCases {
            #expect(
                RuleSet<String>(.identifier(type, format: format)).validate(input).errors.map(\.code) == [code],
                "\(type.name) \(input), \(format) form", sourceLocation: sourceLocation)
        }
    }
}

/// A row of a table that mixes valid and invalid values, of one type or several: what
/// ``IdentifierExpectation`` expects of it.
struct IdentifierExample: Sendable, CustomTestStringConvertible {
    let type: IdentifierType
    let input: String
    /// The corrected value, compact and in the display form, or `nil` with the code of an invalid one.
    let compact: String?
    let display: String?
    let code: ValidationError.Code?
    var testDescription: String { "\(type.name) \(input)" }

    static func valid(_ type: IdentifierType, _ input: String, _ compact: String, _ display: String) -> Self {
        IdentifierExample(type: type, input: input, compact: compact, display: display, code: nil)
    }

    static func invalid(_ type: IdentifierType, _ input: String, _ code: ValidationError.Code) -> Self {
        IdentifierExample(type: type, input: input, compact: nil, display: nil, code: code)
    }

    /// Expects what the row says.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        if let code {
            IdentifierExpectation.invalid(type, input, code, sourceLocation: sourceLocation)
        } else {
            IdentifierExpectation.valid(type, input, compact ?? "", display ?? "", sourceLocation: sourceLocation)
        }
    }
}
