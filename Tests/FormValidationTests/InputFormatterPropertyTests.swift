import FormValidation
import Foundation
import Testing

/// What every built-in formatter promises, on random edits drawn from a seed: the caret stays in the text, the text
/// is its own formatting (formatting formatted text changes nothing), and a value pasted in one piece comes out as
/// the same text as when typed key by key.
@Suite struct InputFormatterPropertyTests {
    /// A formatter and the characters its values are made of.
    struct Subject: Sendable, CustomTestStringConvertible {
        let name: String
        let formatter: any InputFormatter
        let alphabet: [String]

        var testDescription: String { name }
    }

    static let digits = (0...9).map(String.init)
    static let separators = [" ", "-", "/", ".", "(", ")", "+", "  "]
    static let subjects: [Subject] = [
        Subject(name: "card", formatter: CardNumberInputFormatter(), alphabet: digits + separators + ["x", "٤"]),
        Subject(
            name: "iban", formatter: IBANInputFormatter(), alphabet: digits + separators + ["d", "E", "G", "b", "ß"]),
        Subject(name: "expiry", formatter: CardExpiryInputFormatter(), alphabet: digits + separators),
        Subject(
            name: "postal GB", formatter: PostalCodeInputFormatter(country: .gb),
            alphabet: digits + ["s", "W", "A", " "]),
        Subject(
            name: "postal NL", formatter: PostalCodeInputFormatter(country: .nl), alphabet: digits + ["a", "B", " "]),
        Subject(name: "postal US", formatter: PostalCodeInputFormatter(country: .us), alphabet: digits + ["-"]),
        Subject(name: "postal BR", formatter: PostalCodeInputFormatter(country: .br), alphabet: digits + ["-", "."]),
        Subject(
            name: "date en_GB", formatter: DateInputFormatter(locale: Locale(identifier: "en_GB")),
            alphabet: digits + ["/", ".", " "]),
        Subject(
            name: "date sv_SE", formatter: DateInputFormatter(locale: Locale(identifier: "sv_SE")),
            alphabet: digits + ["-"]),
        Subject(
            name: "phone US", formatter: PhoneNumberInputFormatter(defaultCountry: "US"),
            alphabet: digits + separators + ["０", "٣"]),
        Subject(
            name: "phone GB", formatter: PhoneNumberInputFormatter(defaultCountry: "GB"), alphabet: digits + separators),
        Subject(
            name: "phone BR", formatter: PhoneNumberInputFormatter(defaultCountry: "BR"), alphabet: digits + separators),
        Subject(name: "phone, no country", formatter: PhoneNumberInputFormatter(), alphabet: digits + separators),
        Subject(
            name: "identifier br.cpf", formatter: IdentifierInputFormatter(type: .brazilCPF),
            alphabet: digits + separators),
        Subject(
            name: "identifier isbn", formatter: IdentifierInputFormatter(type: .isbn), alphabet: digits + ["x", "-"]),
        Subject(
            name: "identifier lei", formatter: IdentifierInputFormatter(type: .lei), alphabet: digits + ["a", "Z", " "]),
        Subject(
            name: "identifier taxID BR", formatter: IdentifierInputFormatter(.taxID, country: "BR"),
            alphabet: digits + separators),
        Subject(
            name: "identifier taxID AU", formatter: IdentifierInputFormatter(.taxID, country: "AU"),
            alphabet: digits + separators),
    ]

    @Test(arguments: subjects)
    func randomEditsKeepTheFormattersPromises(_ subject: Subject) {
        var random = SeededRandom(seed: 0xF0_4A7 ^ UInt64(subject.name.utf8.count))
        for _ in 0..<200 {
            var input = InputText()
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let edit = Self.edit(of: input, from: subject.alphabet, using: &random)
                subject.formatter.apply(edit, to: &input)
                #expect((0...input.text.count).contains(input.caret), "\(subject.name): \(edit) gave \(input)")
                #expect(
                    subject.formatter.format(input.text) == input.text,
                    "\(subject.name): \(input.text) is not its own formatting")
            }
            let typed = subject.formatter.keystrokes(typing: input.text).last ?? ""
            #expect(typed == input.text, "\(subject.name): \(input.text) typed key by key gave \(typed)")
        }
    }

    /// Text that a formatter did not write (set by the app, with characters of any script) is read and formatted.
    @Test(arguments: subjects)
    func foreignTextIsFormatted(_ subject: Subject) {
        var random = SeededRandom(seed: 0xBAD_7E47 ^ UInt64(subject.name.utf8.count))
        for _ in 0..<100 {
            let text = UnicodeSamples.text(pieces: Int.random(in: 0...6, using: &random), using: &random)
            var input = InputText(text, caret: Int.random(in: 0...text.count, using: &random))
            let edit = Self.edit(of: input, from: subject.alphabet, using: &random)
            subject.formatter.apply(edit, to: &input)
            #expect((0...input.text.count).contains(input.caret))
            #expect(
                subject.formatter.format(input.text) == input.text, "\(subject.name): from \(text.debugDescription)")
        }
    }

    /// A random edit of `input`: a key typed at the caret or anywhere, the backspace key, a selection deleted or
    /// replaced, or a paste.
    static func edit(of input: InputText, from alphabet: [String], using random: inout SeededRandom) -> TextEdit {
        let count = input.text.count
        let anywhere = Int.random(in: 0...count, using: &random)
        let piece = alphabet.randomElement(using: &random)!
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: return .insert(piece, at: input.caret)
        case 4: return .insert(piece, at: anywhere)
        case 5, 6: return .deleteBackward(at: Int.random(in: 0...count, using: &random))
        case 7: return .delete(min(anywhere, input.caret)..<max(anywhere, input.caret))
        case 8:
            let pasted = (0..<Int.random(in: 2...12, using: &random)).map { _ in alphabet.randomElement(using: &random)!
            }
            return TextEdit(replacing: min(anywhere, input.caret)..<max(anywhere, input.caret), with: pasted.joined())
        default: return TextEdit(replacing: 0..<count, with: piece)
        }
    }
}
