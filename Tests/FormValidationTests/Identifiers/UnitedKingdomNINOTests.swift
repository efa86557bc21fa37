import FormValidation
import Testing

/// The UK's National Insurance number, from HMRC's rules (National Insurance Manual NIM39110); python-stdnum has no
/// module for it, so this table is its whole reference.
@Suite struct UnitedKingdomNINOTests {
    @Test(arguments: [
        ("AB 12 34 56 C", "AB123456C", "AB 12 34 56 C"),
        ("ab123456c", "AB123456C", "AB 12 34 56 C"),
        ("JG-10-37-59-A", "JG103759A", "JG 10 37 59 A"),
        ("ZR000001D", "ZR000001D", "ZR 00 00 01 D"),
        // O may be the first letter, only not the second.
        ("OA123456B", "OA123456B", "OA 12 34 56 B"),
        // Each letter refused elsewhere is allowed where the rule does not refuse it.
        ("BA123456A", "BA123456A", "BA 12 34 56 A"),
        ("GA123456A", "GA123456A", "GA 12 34 56 A"),
        ("KA123456A", "KA123456A", "KA 12 34 56 A"),
        ("NA123456A", "NA123456A", "NA 12 34 56 A"),
        ("TA123456A", "TA123456A", "TA 12 34 56 A"),
        ("ZA123456A", "ZA123456A", "ZA 12 34 56 A"),
        ("AZ123456A", "AZ123456A", "AZ 12 34 56 A"),
        ("WX999999D", "WX999999D", "WX 99 99 99 D"),
    ])
    func valid(_ input: String, _ compact: String, _ display: String) {
        IdentifierExpectation.valid(.unitedKingdomNINO, input, compact, display)
    }

    @Test(arguments: [
        // D, F, I, Q, U and V are never a prefix letter, first or second.
        "DA123456A", "FA123456A", "IA123456A", "QA123456A", "UA123456A", "VA123456A",
        "AD123456A", "AF123456A", "AI123456A", "AQ123456A", "AU123456A", "AV123456A",
        // O is never the second letter.
        "AO123456A",
        // Prefixes never given.
        "BG123456A", "GB123456A", "KN123456A", "NK123456A", "NT123456A", "TN123456A", "ZZ123456A",
        // The suffix is A to D, and is written.
        "AB123456E", "AB123456Z", "AB1234560", "AB123456",
        // Two letters, six digits.
        "A1123456A", "1B123456A", "AB12345C", "AB1234567C", "AB12C456C", "ABC23456C",
    ])
    func invalid(_ input: String) {
        IdentifierExpectation.invalid(.unitedKingdomNINO, input, .invalidIdentifier)
    }
}
