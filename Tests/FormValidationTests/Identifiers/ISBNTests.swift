import FormValidation
import Testing

@Suite struct ISBNTests {
    /// An SBN is corrected to its ISBN-10 and displayed as it, hyphenated by the ISBN ranges (python-stdnum 2.2's
    /// `isbn.format`).
    @Test(arguments: [
        ("306406152", "0306406152", "0-306-40615-2"),
        ("30-640-615-2", "0306406152", "0-306-40615-2"),
        ("80442957x", "080442957X", "0-8044-2957-X"),
        ("943000009", "0943000009", "0-943000-00-9"),
        ("123456789", "0123456789", "0-12-345678-9"),
        ("000000000", "0000000000", "0-00-000000-0"),
    ])
    func anSBNIsDisplayedAsItsISBN10(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.isbn, input, compact, display)
        IdentifierExpectation.valid(.isbn, compact, compact, display)
    }
}
