import FormValidation
import Foundation
import Testing

@Suite struct PaymentCardTests {
    let rules = RuleSet<String>(.paymentCard(), field: "Card number")

    /// Test numbers that networks and payment processors publish for developers, and numbers at the edges of
    /// the ranges with their Luhn check digit computed; and the brand each belongs to.
    static let published: [(number: String, brand: CardBrand)] = [
        ("4111111111111111", .visa), ("4012888888881881", .visa), ("4222222222222", .visa),
        ("4000056655665556", .visa), ("4917610000000000003", .visa),
        ("5555555555554444", .mastercard), ("5105105105105100", .mastercard), ("2223003122003222", .mastercard),
        ("2221000000000009", .mastercard), ("2720992593319364", .mastercard),
        ("378282246310005", .americanExpress), ("371449635398431", .americanExpress),
        ("378734493671000", .americanExpress), ("340000000000009", .americanExpress),
        ("6011111111111117", .discover), ("6011000990139424", .discover), ("6445644564456445", .discover),
        ("6500000000000002", .discover), ("6011000000000000001", .discover),
        ("3056930009020004", .dinersClub), ("36227206271667", .dinersClub), ("30569309025904", .dinersClub),
        ("38520000023237", .dinersClub), ("3095000000000000", .dinersClub),
        ("3566002020360505", .jcb), ("3530111333300000", .jcb), ("3528000000000007", .jcb),
        ("6200000000000005", .unionPay), ("6205500000000000004", .unionPay), ("6221260000000000", .unionPay),
        ("8171999927660000", .unionPay),
        ("6759649826438453", .maestro), ("6799990100000000019", .maestro), ("5018000000000009", .maestro),
        ("6304000000000000", .maestro), ("501800000009", .maestro),
        ("2200123456789019", .mir), ("2201382000000013", .mir), ("2204000000000000006", .mir),
    ]

    @Test(arguments: published.map(\.number))
    func acceptsPublishedTestNumbers(_ number: String) {
        expect(rules, accepts: number, correctedTo: number)
    }

    @Test(arguments: published)
    func detectsTheBrandOfPublishedNumbers(_ number: String, _ brand: CardBrand) {
        #expect(CardBrand.detect(number) == brand)
    }

    @Test(arguments: [
        ("4111 1111 1111 1111", "4111111111111111"),
        ("4111-1111-1111-1111", "4111111111111111"),
        ("3782 822463 10005", "378282246310005"),
        (" 5555 5555-5555 4444 ", "5555555555554444"),
    ])
    func toleratesSpacesAndDashesAndDropsThem(_ typed: String, _ digits: String) {
        expect(rules, accepts: typed, correctedTo: digits)
    }

    static let failures: [(value: String, code: ValidationError.Code, message: String)] = [
        ("asdf", .invalidCardNumber, "Card number is not a card number."),
        ("4111.1111.1111.1111", .invalidCardNumber, "Card number is not a card number."),
        ("４１１１１１１１１１１１１１１１", .invalidCardNumber, "Card number is not a card number."),
        ("- -", .invalidCardNumber, "Card number is not a card number."),
        ("1234567890123452", .unknownCardBrand, "Card number is not a number of a known card brand."),
        ("9111111111111110", .unknownCardBrand, "Card number is not a number of a known card brand."),
        ("2211111111111114", .unknownCardBrand, "Card number is not a number of a known card brand."),
        ("7", .invalidCardLength, "Card number must have 12 to 19 digits."),
        ("41111", .invalidCardLength, "Card number must have 13, 16 or 19 digits for Visa."),
        ("49927398716", .invalidCardLength, "Card number must have 13, 16 or 19 digits for Visa."),
        ("41111111111111111", .invalidCardLength, "Card number must have 13, 16 or 19 digits for Visa."),
        ("3777-7777-7777-7777", .invalidCardLength, "Card number must have 15 digits for American Express."),
        ("55555555555544440", .invalidCardLength, "Card number must have 16 digits for Mastercard."),
        ("601111111111111", .invalidCardLength, "Card number must have 16 to 19 digits for Discover."),
        ("50180000009", .invalidCardLength, "Card number must have 12 to 19 digits for Maestro."),
        (
            "4111111111111112", .invalidCardCheckDigit,
            "Card number has a wrong check digit; check the number for typos."
        ),
        (
            "4111-1111-1111-1110", .invalidCardCheckDigit,
            "Card number has a wrong check digit; check the number for typos."
        ),
        (
            "5432-1111-1111-1111", .invalidCardCheckDigit,
            "Card number has a wrong check digit; check the number for typos."
        ),
        ("1411111111111114", .unknownCardBrand, "Card number is not a number of a known card brand."),
    ]

    @Test(arguments: failures)
    func rejects(_ value: String, _ code: ValidationError.Code, _ message: String) {
        expect(rules, rejects: value, codes: [code], messages: [message])
    }

    @Test func failuresCarryParameters() {
        let length = rules.validate("41111").firstError
        #expect(length?.parameters == ["brand": "Visa", "lengths": "13, 16 or 19", "length": 5])
        let restricted = RuleSet<String>(.paymentCard(brands: [.visa, .mastercard]), field: "Card")
        let error = restricted.validate("378282246310005").firstError
        #expect(error?.code == .cardBrandNotAccepted)
        #expect(error?.parameters == ["brand": "American Express", "brands": .list(["Visa", "Mastercard"])])
        #expect(
            error?.message == "Card must be a card of an accepted brand (Visa or Mastercard), not American Express.")
    }

    @Test func restrictingBrands() {
        let amexOnly = RuleSet<String>(.paymentCard(brands: [.americanExpress]))
        expect(amexOnly, accepts: "378282246310005")
        expect(amexOnly, rejects: "4111111111111111", codes: [.cardBrandNotAccepted])
        // A brand that is not accepted is reported before the length and the check digit.
        expect(amexOnly, rejects: "4111111111111112", codes: [.cardBrandNotAccepted])
    }

    /// An empty list would refuse every card: a programmer error the factory stops at, as a spec refuses it
    /// (`ArgumentParityTests`).
    @Test func noBrandStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ValidationRule<String>.paymentCard(brands: [])
        }
        let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(error.contains("paymentCard(brands:) needs at least one brand"), "\(error)")
    }

    @Test func customMessage() {
        let rules = RuleSet<String>(.paymentCard(message: "{field}: check the card."), field: "Card")
        #expect(rules.validate("4111111111111112").errorMessages == ["Card: check the card."])
    }

    // MARK: - Detecting the brand while typing

    @Test(
        arguments: [
            ("", nil), ("4", CardBrand.visa), ("4111 1", .visa), ("5", nil), ("51", .mastercard), ("50", .maestro),
            ("56", .maestro), ("2", nil), ("22", nil), ("220", .mir), ("2204", .mir), ("2205", nil),
            ("222", .mastercard),
            ("2221", .mastercard), ("27", .mastercard), ("2720", .mastercard), ("2721", nil), ("3", nil),
            ("34", .americanExpress),
            ("37", .americanExpress), ("35", .jcb), ("3527", nil), ("3528", .jcb), ("36", .dinersClub),
            ("30", .dinersClub),
            ("300", .dinersClub), ("309", .dinersClub), ("3095", .dinersClub), ("38", .dinersClub), ("6", nil),
            ("60", nil),
            ("6011", .discover), ("6012", .maestro), ("62", .unionPay), ("622126", .unionPay), ("64", nil),
            ("644", .discover), ("65", .discover), ("67", .maestro), ("8", .unionPay), ("81", .unionPay),
            ("8171", .unionPay),
            ("8172", nil), ("1", nil), ("9", nil), ("4x", nil), ("٤", nil),
        ] as [(String, CardBrand?)])
    func detectsTheBrandAsSoonAsTheDigitsTellIt(_ partial: String, _ brand: CardBrand?) {
        #expect(CardBrand.detect(partial) == brand)
    }

    @Test func brandFacts() {
        #expect(
            CardBrand.allCases.map(\.name) == [
                "visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "maestro", "mir",
            ])
        #expect(CardBrand.allCases.allSatisfy { CardBrand(name: $0.name) == $0 })
        #expect(CardBrand(name: "Visa") == nil)
        #expect(CardBrand.americanExpress.displayName == "American Express")
        #expect(CardBrand.americanExpress.securityCodeLength == 4)
        #expect(CardBrand.visa.securityCodeLength == 3)
        #expect(CardBrand.visa.cardNumberLengths == [13, 16, 19])
        #expect(CardBrand.dinersClub.cardNumberLengths == [14, 15, 16, 17, 18, 19])
        #expect(CardBrand.americanExpress.cardNumberLengths == [15])
    }

    // MARK: - Corpora

    /// A corpus verdict this rule departs from on purpose, and why (see the rule's documentation).
    static let decisions: [String: String] = [
        "2211-1111-1111-1114": "2211 is outside Mastercard's 2221–2720; jQuery's pattern takes 22–27",
        "49927398716": "a Luhn-valid 11-digit number is no Visa number (13, 16 or 19 digits)",
    ]

    /// The brands a corpus's arguments accept.
    static func brands(_ corpus: String) -> [CardBrand] {
        if corpus.hasSuffix("mastercard") { return [.mastercard] }
        if corpus.hasSuffix(".visa") { return [.visa] }
        if corpus.hasSuffix("amexOnly") { return [.americanExpress] }
        if corpus.hasSuffix("visaOrMastercard") { return [.visa, .mastercard] }
        return CardBrand.allCases
    }

    @Test(
        arguments: CorpusCase.all(
            "jquery-validation.creditcard", "jquery-validation.creditcardtypes.all",
            "jquery-validation.creditcardtypes.mastercard", "jquery-validation.creditcardtypes.visa",
            "swift-validator.paymentCard.any", "swift-validator.paymentCard.amexOnly",
            "swift-validator.paymentCard.visaOrMastercard"))
    func agreesWithCorpus(_ example: CorpusCase) throws {
        let value = try #require(example.value.stringValue)
        let verdict = RuleSet(ValidationRule<String>.paymentCard(brands: Self.brands(example.corpus)))
            .validate(value).isValid
        if let reason = Self.decisions[value] {
            #expect(verdict != example.expectedValid, "a documented decision no longer applies: \(reason)")
        } else {
            #expect(verdict == example.expectedValid)
        }
    }

    @Test func swiftValidatorBrandDetection() throws {
        let corpus = Corpus.load("swift-validator.paymentCard.any")
        let detection = try #require(corpus.raw["card_type_detection"]?.objectValue)
        let brands: [String: CardBrand?] = [
            "amex": .americanExpress, "visa": .visa, "mastercard": .mastercard, "maestro": .maestro, "none": nil,
        ]
        #expect(Set(detection.keys) == Set(brands.keys))
        for (name, numbers) in detection {
            for number in numbers.arrayValue ?? [] {
                #expect(CardBrand.detect(number.stringValue ?? "") == brands[name] ?? nil, "\(number) is \(name)")
            }
        }
    }

    // MARK: - Linear time

    /// Reading stops at the 20th digit; only separators are read further, once each: in release a megabyte takes
    /// about a millisecond (the benchmark's growth rows measure it).
    @Test func aMegabyteAnswersAtOnce() {
        let digits = String(repeating: "4111 1111 1111 1111 ", count: 52_429)
        let spaces = "4111" + String(repeating: " ", count: 1 << 20) + "x"
        expect(rules, rejects: digits, codes: [.invalidCardLength])
        expect(rules, rejects: digits + "x", codes: [.invalidCardLength])
        expect(rules, rejects: spaces, codes: [.invalidCardNumber])
        #expect(CardBrand.detect(digits) == .visa)
        #expect(CardBrand.detect(digits + "x") == .visa)
    }

    // MARK: - Spec and command line

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "card", "rules": [{"rule": "paymentCard", "brands": ["visa", "amex"]}]}]}
                """#)
        #expect(spec.fields[0].rules == [.paymentCard(brands: [.visa, .americanExpress])])
        #expect(try JSONEncoder().encode(RuleSpec.paymentCard()) == Data(#"{"rule":"paymentCard"}"#.utf8))
        let result = FormCheckHarness.run(
            ["credit-card", "--brands", "visa,mastercard"],
            input: "4111 1111 1111 1111\n4111111111111111\n378282246310005\n\n")
        #expect(
            result
                == FormCheckResult(
                    status: 1,
                    output: "valid\t4111111111111111\nvalid\n"
                        + "invalid\tThis field must be a card of an accepted brand (Visa or Mastercard), not American Express.\n"
                        + "valid\n",
                    error: ""))
    }

    @Test func unknownBrandIsAnArgumentProblem() {
        #expect(throws: FormSpecError.self) {
            try FormSpec(
                json:
                    #"{"name": "f", "fields": [{"name": "c", "rules": [{"rule": "paymentCard", "brands": ["visa", "bogus"]}]}]}"#
            )
        }
        let empty = #expect(throws: FormSpecError.self) {
            try FormSpec(
                json: #"{"name": "f", "fields": [{"name": "c", "rules": [{"rule": "paymentCard", "brands": []}]}]}"#)
        }
        #expect(empty?.reason == #""brands" must not be empty"#)
        let result = FormCheckHarness.run(["credit-card", "--brands", "visa,bogus"])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "unknown --brands item 'bogus' (expected visa, mastercard, amex, discover, diners, jcb, unionpay, maestro or mir)"
            ))
    }
}
