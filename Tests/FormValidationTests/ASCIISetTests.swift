@_spi(Scanning) import FormValidationCore
import Testing

@testable import FormValidation

/// The scanners' character sets, written as masks, against the characters their comments name.
@Suite struct ASCIISetTests {
    static let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    static let digits = "0123456789"

    @Test(arguments: [
        (ASCIISet.letters, letters),
        (ASCIISet.digits, digits),
        (ASCIISet.uppercaseLetters, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        (ASCIISet.lowercaseLetters, "abcdefghijklmnopqrstuvwxyz"),
        (EmailSyntax.atomText, letters + digits + "!#$%&'*+-/=?^_`{|}~"),
        (EmailSyntax.labelText, letters + digits + "-"),
    ])
    func maskHoldsItsCharacters(set: ASCIISet, characters: String) {
        #expect(set == ASCIISet(characters))
    }

    @Test func membershipOfEveryByte() {
        let set = ASCIISet("az@~\u{0}?")
        for byte in UInt8.min...UInt8.max {
            #expect(set.contains(byte) == "az@~\u{0}?".utf8.contains(byte), "byte \(byte)")
        }
    }
}
