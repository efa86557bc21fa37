import FormValidationSampling
import Testing

@testable import FormValidation

/// The byte-by-byte reading of ASCII addresses (`EmailSyntax.asciiVerdict`) against the full reading as Unicode
/// scalars: wherever the fast path gives a verdict, it must be the full reading's.
@Suite struct EmailASCIIReadingTests {
    /// The fast path's verdict, `nil` when it leaves the address to the full reading.
    static func fastVerdict(_ address: String) -> Bool? {
        var address = address
        return address.withUTF8 { EmailSyntax.asciiVerdict($0) }
    }

    /// Checks that the fast path agrees with the full reading on `address`, or declines it.
    static func expectAgreement(_ address: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard address.utf8.count <= EmailSyntax.maximumAddressBytes, let fast = fastVerdict(address) else { return }
        #expect(
            fast == EmailSyntax.readingScalars(address), "\(EmailExample.display(address))",
            sourceLocation: sourceLocation)
    }

    @Test func agreesOnTheTables() {
        for example in EmailExample.valid + EmailExample.invalid { Self.expectAgreement(example.address) }
    }

    @Test func agreesOnTheCorpora() throws {
        for example in CorpusExample.load("alpvalidator.email") + CorpusExample.load("swift-validator.email.standard") {
            if let address = example.address { Self.expectAgreement(address) }
        }
    }

    @Test func decidesOrdinaryAddressesItself() {
        #expect(Self.fastVerdict("ada.lovelace+news@mail.example.org") == true)
        #expect(Self.fastVerdict("ada@example") == false)
        #expect(Self.fastVerdict("a..b@example.com") == false)
        // Left to the full reading: beyond ASCII, quoted, Punycode.
        #expect(Self.fastVerdict("δοκιμή@example.com") == nil)
        #expect(Self.fastVerdict("ada@bücher.example") == nil)
        #expect(Self.fastVerdict("\"john doe\"@example.com") == nil)
        #expect(Self.fastVerdict("ada@xn--bcher-kva.example") == nil)
    }

    @Test func agreesAtTheLengthLimits() {
        for local in [63, 64, 65] {
            Self.expectAgreement(String(repeating: "a", count: local) + "@example.com")
        }
        for label in [62, 63, 64] {
            Self.expectAgreement("ada@" + String(repeating: "b", count: label) + ".com")
            Self.expectAgreement("ada@example." + String(repeating: "c", count: label))
        }
        // Whole addresses of 253 and 254 bytes.
        let labels = Array(repeating: String(repeating: "d", count: 60), count: 4).joined(separator: ".")
        Self.expectAgreement("a@" + labels + ".ab")
        Self.expectAgreement("ab@" + labels + ".ab")
    }

    /// Thousands of addresses that are valid ones with a few random edits, in an alphabet of what matters to the
    /// rules (dots, at signs, hyphens, quotes, spaces, `xn--`, every `atext` special, a letter beyond ASCII).
    @Test func agreesOnEditedAddresses() {
        var random = SplitMix64(seed: 0xE4A1)
        let seeds = [
            "ada@example.com", "first.last+tag@mail.example.org", "a@b.co", "x_y@uni-bonn.de",
            "o'neil@xn--bcher-kva.de",
        ]
        let pieces = [
            ".", "@", "-", "--", "\"", " ", "xn--", "a", "Z", "9", "_", "+", "!", "#", "~", "..", "é", "\\", ",", "(",
            "\t",
        ]
        var decided = 0
        for _ in 0..<20_000 {
            var address = Array(seeds[Int.random(in: 0..<seeds.count, using: &random)])
            for _ in 0..<(1 + Int.random(in: 0..<3, using: &random)) {
                let position = Int.random(in: 0...address.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where !address.isEmpty && position < address.count: address.remove(at: position)
                default:
                    address.insert(contentsOf: pieces[Int.random(in: 0..<pieces.count, using: &random)], at: position)
                }
            }
            let text = String(address)
            if Self.fastVerdict(text) != nil { decided += 1 }
            Self.expectAgreement(text)
        }
        #expect(decided > 10_000, "the fast path should decide most ASCII addresses itself")
    }
}
