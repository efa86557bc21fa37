import FormValidation
import Foundation
import Testing

@Suite struct EmailTests {
    /// The rule under test, alone in a rule set, exactly as an app would use it.
    static let rules = RuleSet<String>(.email())

    // MARK: - Tables

    @Test(arguments: EmailExample.valid)
    func acceptsValidAddress(_ example: EmailExample) {
        expectEmail(example.address, isValid: true)
    }

    @Test(arguments: EmailExample.invalid)
    func rejectsInvalidAddress(_ example: EmailExample) {
        expectEmail(example.address, isValid: false)
    }

    @Test(arguments: CorpusExample.load("alpvalidator.email") + CorpusExample.load("swift-validator.email.standard"))
    func agreesWithCorpus(_ example: CorpusExample) throws {
        let address = try #require(example.address, "\(example.problem ?? "no address")")
        expectEmail(address, isValid: example.isValid)
    }

    @Test func tablesAreLargeAndDistinct() {
        let all = EmailExample.valid + EmailExample.invalid
        #expect(all.count >= 150)
        #expect(Set(all.map(\.address)).count == all.count, "an address appears twice in the tables")
    }

    // MARK: - Public API

    @Test func defaultMessageAndCode() {
        #expect(
            Self.rules.validate("user@example")
                == .invalid([ValidationError(code: .invalidEmail, message: "This field is not a valid email address.")])
        )
        let named = RuleSet<String>(.email(), field: "Email")
        #expect(named.validate("user@").errorMessages == ["Email is not a valid email address."])
        #expect(named.validate("user@").firstError?.field == "Email")
        #expect(ValidationRule<String>.email().name == "email")
    }

    @Test func customMessage() {
        let rules = RuleSet<String>(.email(message: "{field} needs an @ and a domain."), field: "Work email")
        #expect(rules.validate("nope").errorMessages == ["Work email needs an @ and a domain."])
        #expect(rules.validate("nope").errors.map(\.code) == [.invalidEmail])
        #expect(
            RuleSet<String>(.email().message("Check the address.")).validate("a@b").errorMessages == [
                "Check the address."
            ])
    }

    @Test func validAddressPassesUnchanged() {
        #expect(Self.rules.validate("ada@example.com") == .valid("ada@example.com"))
        #expect(Self.rules.validate("δοκιμή@παράδειγμα.δοκιμή").value == "δοκιμή@παράδειγμα.δοκιμή")
    }

    @Test func emptyOptionalFieldIsValidButRequiredOneIsNot() {
        #expect(Self.rules.validate("").isValid)
        #expect(Self.rules.validate(nil as String?).isValid)
        let required = RuleSet<String>(.required(), .email())
        #expect(required.validate("").errors.map(\.code) == [.required])
    }

    /// Whitespace-only text counts as empty by default; when it does not, the email rule must reject it.
    @Test(arguments: [" ", "\t", "\n", "\r\n", "\u{3000}", "  @  "])
    func rejectsWhitespaceWhenItIsNotEmpty(_ text: String) {
        let rules = RuleSet<String>(.required(ignoringWhitespace: false), .email())
        #expect(rules.validate(text).errors.map(\.code) == [.invalidEmail])
    }

    @Test func trimmingBeforeTheRuleFixesSurroundingSpaces() {
        #expect(Self.rules.validate(" ada@example.com ").errors.map(\.code) == [.invalidEmail])
        let trimmed = RuleSet<String>(.trimmingWhitespace(), .email())
        #expect(trimmed.validate(" ada@example.com\n") == .valid("ada@example.com"))
    }

    /// ALPValidator's multi-rule spec (alpvalidator.email.json, `also_from_ALPValidatorSpec`): minimum length 5,
    /// email and a custom "no A" rule give 3, 1 and 0 errors.
    @Test(arguments: [("hAhA", 3), ("Almostvalid@string.com", 1), ("valid@string.com", 0)])
    func alpValidatorMultiRuleSpec(_ value: String, _ errorCount: Int) {
        let rules = RuleSet<String>(.minimumLength(5), .email(), .custom { !$0.contains("A") })
        let errors = rules.validate(value).errors
        #expect(errors.count == errorCount)
        #expect(errors.contains { $0.code == .invalidEmail } == (value == "hAhA"))
    }

    // MARK: - Hostile input

    /// A megabyte of text must be rejected at once: the rule looks at no more than 254 bytes.
    @Test(arguments: ["a", "@", "a.", "a@", "\"", ".", "ü", "a@b."])
    func rejectsMegabyteOfRepeatedText(_ unit: String) {
        let text = String(repeating: unit, count: (1 << 20) / unit.utf8.count)
        #expect(text.utf8.count > 1_000_000)
        expectEmail(text, isValid: false)
    }

    /// "émilie@exemple.fr" in Latin-1: the byte E9 is not UTF-8, and decoding puts U+FFFD in its place.
    static let latin1Address: [UInt8] = [0xE9] + Array("milie@exemple.fr".utf8)

    @Test func rejectsBadlyEncodedText() {
        let decoded = String(decoding: Self.latin1Address, as: UTF8.self)
        #expect(decoded == "\u{FFFD}milie@exemple.fr")
        let rules = RuleSet<String>(.email(), field: "Email")
        #expect(rules.validate(decoded).errors.map(\.code) == [.invalidEmail])
        #expect(rules.validate(decoded).errorMessages == ["Email is not a valid email address."])
        for address in [
            "émilie\u{FFFD}@exemple.fr", "\"a \u{FFFD}\"@exemple.fr", "\"a\\\u{FFFD}\"@exemple.fr",
            "émilie@\u{FFFD}.fr",
        ] {
            expectEmail(address, isValid: false)
        }
        expectEmail("émilie@exemple.fr", isValid: true)
    }

    /// formcheck refuses bytes that are not UTF-8 as such, whichever way the reads split them.
    @Test(arguments: [1, 3, 64 * 1024])
    func formcheckRefusesBadlyEncodedLines(maximumReadSize: Int) {
        let bytes = Self.latin1Address + [0x0A] + Array("émilie@exemple.fr\n".utf8) + Self.latin1Address
        let (result, _) = FormCheckHarness.run(["email"], bytes: bytes, maximumReadSize: maximumReadSize)
        let invalid = "invalid\tthe line is not valid UTF-8\n"
        #expect(result == FormCheckResult(status: 1, output: invalid + "valid\n" + invalid, error: ""))
    }

    @Test func rejectsMegabyteAddressesThatStartWell() {
        let local = String(repeating: "a", count: 64)
        expectEmail(local + "@" + String(repeating: "b.", count: 1 << 19) + "com", isValid: false)
        expectEmail("a@" + String(repeating: "ab", count: 1 << 19) + ".com", isValid: false)
        expectEmail("\"" + String(repeating: "\\\"", count: 1 << 19) + "\"@example.com", isValid: false)
    }

    /// Every address is checked from many threads at once: the rule is pure.
    @Test func isSafeToShareAcrossTasks() async {
        let addresses = EmailExample.valid.map(\.address)
        let results = await withTaskGroup(of: Bool.self) { group in
            for address in addresses { group.addTask { Self.rules.validate(address).isValid } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == addresses.count)
        #expect(results.allSatisfy { $0 })
    }
}

// MARK: - Helpers

/// Checks one address against the email rule, pointing a failure at the caller's row.
private func expectEmail(_ address: String, isValid: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
    let result = EmailTests.rules.validate(address)
    let shown = EmailExample.display(address)
    if isValid {
        #expect(result == .valid(address), "expected \(shown) to be valid", sourceLocation: sourceLocation)
    } else {
        #expect(
            result.errors == [
                ValidationError(code: .invalidEmail, message: "This field is not a valid email address.")
            ],
            "expected \(shown) to be invalid", sourceLocation: sourceLocation)
    }
}

/// One row of the tables: an address and why it is there.
struct EmailExample: Sendable, CustomTestStringConvertible {
    let address: String
    let reason: String

    init(_ address: String, _ reason: String) {
        self.address = address
        self.reason = reason
    }

    var testDescription: String { "\(Self.display(address)) — \(reason)" }

    /// The address with invisible characters escaped, shortened when long.
    static func display(_ address: String) -> String {
        let bytes = address.utf8.count
        guard bytes > 90 else { return String(reflecting: address) }
        return String(reflecting: String(address.prefix(40))) + "… (\(bytes) UTF-8 bytes)"
    }

    private static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// 22 different Han characters whose A-label is exactly 63 octets; one more makes it 66.
    private static let hanLabel63 = String((0..<22).map { Character(Unicode.Scalar(0x4E00 + $0 * 97)!) })
    private static let hanLabel66 = String((0..<23).map { Character(Unicode.Scalar(0x4E00 + $0 * 97)!) })
    /// A U-label whose A-label is 58 octets (`xn--` + 50 × "a" + "-" + 3), 52 bytes in UTF-8.
    private static let umlautLabel = "ü" + repeated("a", 50)

    static let valid: [EmailExample] =
        [
            // Ordinary addresses.
            .init("user@example.com", "ordinary"),
            .init("first.last@example.com", "dot in the local part"),
            .init("a@b.co", "shortest practical address"),
            .init("USER@EXAMPLE.COM", "upper case"),
            .init("user123@example123.com", "digits"),
            .init("1234567890@example.com", "digits-only local part"),
            .init("user@sub.sub.example.co.uk", "many labels"),
            .init("user@123.example.com", "digits-only label"),
            .init("test@1337.com", "digits-only second-level label (validator.js)"),
            .init("user@a-b-c.com", "inner hyphens"),
            .init("example@valid-----hyphens.com", "a run of inner hyphens (Django)"),
            .init("test@c--n.com", "double hyphen in positions 2 and 3 (isemail)"),
            .init("user@e--xample.com", "double hyphen in positions 2 and 3"),
            .init("x@x.au", "one-letter labels before a two-letter TLD (validator.js)"),
            .init("user_1@valid.co.uk", "underscore in the local part"),
            .init("inv@lid.co.uk", "looks odd, is fine (ALPValidator)"),
            // Plus tags.
            .init("user+tag@example.com", "plus tag"),
            .init("user+tag+more@example.com", "two plus tags"),
            .init("user+@example.com", "empty plus tag"),
            .init("+user@example.com", "leading plus"),
            .init("user+mailbox/department=shipping@example.com", "plus, slash and equals (RFC 3696)"),
            .init(
                "some.name.midd.leNa.me.and.locality+extension@GoogleMail.com",
                "many dots and a tag (validator.js)"),
            // Dots.
            .init("a.b.c.d.e@example.com", "many dots"),
            .init("a.-@example.com", "hyphen after a dot"),
            // Quoted local parts.
            .init("\"john doe\"@example.com", "space in quotes"),
            .init("\" \"@example.com", "a single quoted space"),
            .init("\"john..doe\"@example.com", "doubled dot in quotes"),
            .init("\".john.\"@example.com", "leading and trailing dots in quotes"),
            .init("\"test@test\"@example.com", "@ in quotes"),
            .init("\"a\\\"b\"@example.com", "escaped quote"),
            .init("\"a\\\\b\"@example.com", "escaped backslash"),
            .init("\"foo\\@bar\"@example.com", "needlessly escaped @ (validator.js)"),
            .init("\"(comment)\"@example.com", "parentheses in quotes are not a comment"),
            .init("\"()<>[]:,;@\\\"!#$%&'-/=?^_`{}| ~.a\"@example.org", "every special in quotes"),
            .init("\"  foo  m端ller \"@example.com", "spaces and Han in quotes (validator.js)"),
            .init("\"δοκιμή χρήστη\"@example.com", "Greek in quotes"),
            .init("\"a\u{3000}b\"@example.com", "ideographic space in quotes"),
            .init("\"" + repeated("a", 62) + "\"@example.com", "quoted local part of exactly 64 bytes"),
            // Local parts in other scripts (RFC 6531).
            .init("δοκιμή@example.com", "Greek"),
            .init("χρήστης@παράδειγμα.ελ", "Greek everywhere"),
            .init("пользователь@example.com", "Cyrillic"),
            .init("чебурашкаящик-с-апельсинами.рф@example.com", "Cyrillic with dots and hyphens"),
            .init("用户@example.com", "Chinese"),
            .init("我買@example.tld", "Chinese (email-validator)"),
            .init("葉士豪@臺網中心.tw", "Chinese everywhere"),
            .init("jeff葉@臺網中心.tw", "mixed scripts"),
            .init("उपयोगकर्ता@example.com", "Devanagari with marks"),
            .init("उदाहरण.परीक्षा@example.com", "Devanagari with a dot"),
            .init("مستخدم@example.com", "Arabic"),
            .init("משתמש@example.com", "Hebrew"),
            .init("ユーザー@example.com", "Japanese with the prolonged sound mark"),
            .init("사용자@example.com", "Korean"),
            .init("ผู้ใช้@example.com", "Thai with stacked marks"),
            .init("ñoñó@example.com", "Latin with diacritics"),
            .init("josé.garcía@example.es", "Latin with diacritics and a dot"),
            .init("a\u{0301}@example.com", "combining mark after a letter"),
            .init("😀@example.com", "emoji in the local part (RFC 6531)"),
            .init("i.♥.unicode@example.com", "symbol in the local part"),
            .init("ｕｓｅｒ@example.com", "full-width letters are text in a local part"),
            // Internationalised domains.
            .init("user@bücher.de", "U-label"),
            .init("user@xn--bcher-kva.de", "A-label of bücher"),
            .init("user@XN--BCHER-KVA.DE", "A-label in upper case"),
            .init("user@BÜCHER.DE", "U-label in upper case (UTS #46 maps it)"),
            .init("user@münchen.de", "U-label"),
            .init("user@straße.de", "ß is valid in IDNA2008"),
            .init("user@xn--strae-oqa.de", "A-label of straße"),
            .init("user@παράδειγμας.gr", "final sigma is valid in IDNA2008"),
            .init("user@例え.テスト", "Japanese domain and TLD"),
            .init("user@xn--r8jz45g.xn--zckzah", "A-labels of 例え.テスト"),
            .init("user@пример.рф", "Cyrillic domain and TLD"),
            .init("user@xn--e1afmkfd.xn--p1ai", "A-labels of пример.рф"),
            .init("user@example.рф", ".рф"),
            .init("user@example.भारत", ".भारत, a TLD with a vowel sign"),
            .init("user@उदाहरण.भारत", "Devanagari domain"),
            .init("user@example.xn--h2brj9c", "A-label of .भारत"),
            .init("ಬೆಂಬಲ@ಡೇಟಾಮೇಲ್.ಭಾರತ", "Kannada everywhere (email-validator)"),
            .init("test@xn--hxajbheg2az3al.xn--jxalpdlp", "Greek A-labels (isemail)"),
            .init("δοκιμή@παράδειγμα.δοκιμή", "Greek domain and TLD"),
            .init("user@example.中国", "Chinese TLD"),
            .init("user@example.みんな", "Hiragana TLD"),
            .init("user@example.한국", "Hangul TLD"),
            .init(
                "user@\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}.com",
                "Hangul typed as conjoining jamo (NFD), which compose into 한국"),
            .init("user@ตัวอย่าง.ไทย", "Thai domain"),
            .init("user@مثال.إختبار", "Arabic domain: every label right-to-left"),
            .init("user@xn--mgbh0fb.xn--kgbechtv", "A-labels of مثال.إختبار"),
            .init("user@דוגמה.ישראל", "Hebrew domain"),
            .init("user@a1.אב.com", "Bidi domain whose left-to-right labels start with a letter"),
            .init("user@אב1.com", "right-to-left label ending with a digit"),
            .init("user@col·lecció.cat", "Catalan middle dot between two l"),
            .init("user@ファッション・ショー.jp", "katakana middle dot among katakana"),
            .init("user@क्\u{200D}ष.com", "zero-width joiner after a virama"),
            .init("user@क्\u{200C}ष.com", "zero-width non-joiner after a virama"),
            .init("user@نامه\u{200C}ای.ایران", "Persian zero-width non-joiner between joining letters"),
            // Long top-level domains.
            .init("user@valid.museum", "six-letter TLD"),
            .init("user@example.online", "six-letter TLD"),
            .init("user@example.international", "thirteen-letter TLD"),
            .init("user@example.travelersinsurance", "nineteen-letter TLD"),
            .init("user@example." + repeated("z", 63), "63-letter TLD"),
            .init("user@example.co", "two-letter TLD"),
            // Lengths.
            .init(repeated("a", 64) + "@example.com", "local part of 64 bytes"),
            .init(repeated("é", 32) + "@example.com", "local part of 64 bytes in 32 two-byte letters"),
            .init(repeated("中", 21) + "a@example.com", "local part of 64 bytes in three-byte letters"),
            .init(repeated("😀", 16) + "@example.com", "local part of 64 bytes in four-byte emoji"),
            .init("user@" + repeated("a", 63) + ".com", "label of 63 octets"),
            .init("user@bücher" + repeated("a", 50) + ".com", "U-label whose A-label is 63 octets"),
            .init("user@" + hanLabel63 + ".com", "22 Han characters: A-label of 63 octets"),
            .init(
                repeated("a", 64) + "@" + repeated("b", 63) + "." + repeated("c", 63) + "." + repeated("d", 57)
                    + ".com",
                "address of 254 bytes"),
            .init(
                repeated("é", 32) + "@" + repeated("例", 20) + "." + repeated("b", 63) + "." + repeated("c", 60)
                    + ".com",
                "address of 254 UTF-8 bytes with multibyte characters"),
            .init(
                repeated("a", 64) + "@" + umlautLabel + "." + umlautLabel + "." + umlautLabel + "." + repeated("c", 8)
                    + ".com",
                "address of 254 bytes with its domain in ASCII form"),
        ] + "!#$%&'*+-/=?^_`{|}~".map { .init("a\($0)b@example.com", "atext special \($0)") }
        + [.init("!#$%&'*+-/=?^_`{|}~@example.com", "every atext special at once")]

    static let invalid: [EmailExample] = [
        // Missing parts and extra @.
        .init("plainaddress", "no @"),
        .init("@example.com", "no local part"),
        .init("user@", "no domain"),
        .init("@", "only @"),
        .init("user@@example.com", "two @"),
        .init("a@b@example.com", "two @ apart"),
        .init("user@example", "single-label domain"),
        .init("user@localhost", "single-label domain"),
        .init("user@com", "TLD alone"),
        // Dots.
        .init(".user@example.com", "leading dot"),
        .init("user.@example.com", "trailing dot before @"),
        .init("us..er@example.com", "doubled dot"),
        .init("gmail...ignores...dots...@gmail.com", "dots galore (validator.js)"),
        .init("user@.example.com", "dot right after @"),
        .init("user@example..com", "empty label"),
        .init("user@example.com.", "trailing dot"),
        .init("user@example.com..", "trailing dots"),
        .init("user@.", "only a dot"),
        // Hyphens.
        .init("user@-example.com", "label starts with a hyphen"),
        .init("user@example-.com", "label ends with a hyphen"),
        .init("user@example.-com", "TLD starts with a hyphen"),
        .init("user@example.com-", "TLD ends with a hyphen"),
        .init("user@ex--ample.com", "hyphens in positions 3 and 4"),
        .init("me@yy--0.tld", "reserved LDH label (email-validator)"),
        .init("user@bü--cher.de", "hyphens in positions 3 and 4 of a U-label"),
        .init("user@xn--.com", "A-label prefix alone"),
        .init("user@xn--0.com", "Punycode that ends inside a number"),
        .init("user@xn--a.com", "Punycode of a control character"),
        .init("user@xn--example.com", "Punycode of upper-case Greek"),
        .init("user@xn---3gz.com", "Punycode whose delimiter has no basic part (RFC 3492)"),
        .init("user@xn--ls8h.la", "Punycode of an emoji"),
        .init("user@xn--bcher-.de", "A-label ending with its delimiter"),
        .init("user@xn--bücher.de", "non-ASCII after xn--"),
        // Top-level domains.
        .init("user@example.c", "one-letter TLD"),
        .init("z@co.c", "one-letter TLD (validator.js)"),
        .init("user@example.c0m", "digit in the TLD"),
        .init("user@example.123", "numeric TLD"),
        .init("user@example.c-m", "hyphen in the TLD"),
        .init("user@1.2.3.4", "IPv4 address without brackets"),
        .init("user@example.ё", "one-letter Cyrillic TLD"),
        // IP literals.
        .init("user@[127.0.0.1]", "IPv4 literal"),
        .init("user@[IPv6:2001:db8::1]", "IPv6 literal"),
        .init("user@[example.com]", "bracketed domain"),
        // Characters a domain cannot have.
        .init("user@exa_mple.com", "underscore in the domain"),
        .init("foo@_bar.com", "leading underscore (validator.js)"),
        .init("user@ex+ample.com", "plus in the domain"),
        .init("user@example,com", "comma instead of a dot"),
        .init("user@example;com", "semicolon"),
        .init("user@exam!ple.com", "atext special in the domain"),
        .init("user@example.com©", "symbol after the TLD (validator.js)"),
        .init("username@domain.com\u{FFFD}", "replacement character (validator.js)"),
        .init("user@😀.com", "emoji label"),
        .init("user@i❤.com", "symbol in a label"),
        .init("user@example.c😀m", "emoji in the TLD"),
        .init("user@exampleⅫ.com", "Roman numeral"),
        .init("user@ⓔxample.com", "circled letter"),
        .init("user@𝐞xample.com", "mathematical bold letter"),
        .init("user@ſtraße.de", "long s, a compatibility form"),
        .init("me@⒈wouldbeinvalid.com", "digit full stop (email-validator)"),
        // Full-width and other separator look-alikes.
        .init("user＠example.com", "full-width @"),
        .init("user﹫example.com", "small commercial at"),
        .init("user@example．com", "full-width full stop"),
        .init("user@example。com", "ideographic full stop"),
        .init("user@example｡com", "half-width ideographic full stop"),
        .init("user@ｅｘａｍｐｌｅ.com", "full-width letters in the domain"),
        .init("somename@ｇｍａｉｌ.com", "full-width letters (validator.js)"),
        .init("user@example.ｃｏｍ", "full-width TLD"),
        .init("user@－example.com", "full-width hyphen"),
        .init("user@ｱｲｳ.com", "half-width katakana"),
        // IDNA2008 label rules.
        .init("user@\u{0301}example.com", "label starts with a combining mark"),
        .init("user@example.\u{0301}com", "TLD starts with a combining mark"),
        .init("user@ab\u{20DD}.com", "enclosing mark"),
        .init("user@ـا.com", "Arabic tatweel"),
        .init("user@\u{1100}.com", "leading Hangul jamo without a vowel"),
        .init("user@\u{1161}\u{1100}.com", "Hangul vowel jamo before its consonant"),
        .init("user@\u{1113}\u{1161}.com", "old Hangul jamo"),
        .init("user@\u{A960}\u{1161}.com", "old Hangul jamo (extended A)"),
        .init("user@a·b.cat", "middle dot not between two l"),
        .init("user@l·.cat", "middle dot at the end"),
        .init("user@a・b.jp", "katakana middle dot without kana or Han"),
        .init("user@ab\u{200C}cd.com", "zero-width non-joiner between Latin letters"),
        .init("user@ab\u{200D}cd.com", "zero-width joiner without a virama"),
        .init("user@a\u{00AD}b.com", "soft hyphen"),
        .init("user@a\u{200B}b.com", "zero-width space"),
        .init("user@אa.com", "Bidi rule: Latin letter in a right-to-left label"),
        .init("user@1.אב.com", "Bidi rule: left-to-right label starting with a digit"),
        .init("user@ab.אב1a.com", "Bidi rule: right-to-left label ending in Latin"),
        .init("user@ا٠۰.com", "Arabic-Indic and extended Arabic-Indic digits mixed"),
        // Spaces and controls.
        .init("user name@example.com", "space in the local part"),
        .init(" user@example.com", "leading space"),
        .init("user@example.com ", "trailing space"),
        .init("user@exa mple.com", "space in the domain"),
        .init("user\t@example.com", "tab in the local part"),
        .init("user@exam\tple.com", "tab in the domain"),
        .init("user\n@example.com", "newline in the local part"),
        .init("\nuser@example.com", "leading newline"),
        .init("user@example.com\n", "trailing newline"),
        .init("user@example.com\r\n", "trailing CRLF"),
        .init("test@example.com\n\n<script src=\"x.js\">", "injection after a newline (Django)"),
        .init("us\0er@example.com", "NUL in the local part"),
        .init("user@exam\0ple.com", "NUL in the domain"),
        .init("user\u{7F}@example.com", "DEL"),
        .init("user\u{85}@example.com", "C1 control"),
        .init("nbsp\u{A0}test@example.com", "no-break space (validator.js)"),
        .init("user@exa\u{A0}mple.com", "no-break space in the domain"),
        .init("user@example.co\u{3000}m", "ideographic space"),
        .init("user@example.co\u{2028}m", "line separator"),
        .init("user\u{200B}@example.com", "zero-width space in the local part"),
        .init("user\u{202E}moc@example.com", "right-to-left override"),
        .init("\u{FEFF}user@example.com", "byte-order mark"),
        .init("\u{E000}@example.com", "private-use character"),
        .init("\u{FFFD}milie@exemple.fr", "replacement character (a byte that was not UTF-8)"),
        .init("\"\u{FFFD}\"@example.com", "replacement character in quotes"),
        .init("user@exa\u{FFFD}mple.com", "replacement character in the domain"),
        .init("\u{0301}user@example.com", "local part starts with a combining mark"),
        // Quoted local parts.
        .init("\"\"@example.com", "empty quoted local part"),
        .init("\"unclosed@example.com", "unclosed quote"),
        .init("\"a\\\"@example.com", "escaped closing quote leaves it unclosed"),
        .init("\"a\"b@example.com", "text after the closing quote"),
        .init("\"a\".b@example.com", "obsolete mix of quoted and dot-atom"),
        .init("a\"b\"@example.com", "quote inside a dot-atom"),
        .init("\"a\"b\"@example.com", "unescaped quote inside quotes"),
        .init("\"a\tb\"@example.com", "tab in quotes"),
        .init("\"a\\\tb\"@example.com", "escaped tab (RFC 5321 has no tab)"),
        .init("\"a\nb\"@example.com", "newline in quotes"),
        .init("\"a\\\nb\"@example.com", "escaped newline (Django)"),
        .init("\"a\0b\"@example.com", "NUL in quotes"),
        .init("\"\\\0\"@example.com", "escaped NUL"),
        .init("\"wrong()[]\",:;<>@@gmail.com", "specials after the quotes (validator.js)"),
        .init("\"a b\"", "quoted local part without a domain"),
        .init("\"" + repeated("a", 63) + "\"@example.com", "quoted local part of 65 bytes"),
        // Comments and other RFC 5322 extras.
        .init("(comment)user@example.com", "leading comment"),
        .init("user(comment)@example.com", "comment before @"),
        .init("user@(comment)example.com", "comment after @"),
        .init("user@example.com(comment)", "trailing comment"),
        .init("Ada <ada@example.com>", "display name"),
        .init("<ada@example.com>", "angle brackets"),
        .init("user@[IPv6:::1]", "IPv6 loopback literal"),
        // Other wrong characters in the local part.
        .init("user,name@example.com", "comma"),
        .init("user:name@example.com", "colon"),
        .init("user;name@example.com", "semicolon"),
        .init("user[name]@example.com", "brackets"),
        .init("user\\name@example.com", "backslash outside quotes"),
        .init("test123+invalid! sign@gmail.com", "space after a special (validator.js)"),
        // Lengths.
        .init(repeated("a", 65) + "@example.com", "local part of 65 bytes"),
        .init(repeated("é", 32) + "a@example.com", "local part of 65 bytes with two-byte letters"),
        .init(repeated("中", 22) + "@example.com", "local part of 66 bytes in three-byte letters"),
        .init(repeated("😀", 16) + "a@example.com", "local part of 65 bytes with emoji"),
        .init(
            repeated("ｇｍａｉｌ", 5) + "@gmail.com", "25 full-width letters are 75 bytes (validator.js)"),
        .init("user@" + repeated("a", 64) + ".com", "label of 64 octets"),
        .init("user@example." + repeated("z", 64), "TLD of 64 octets"),
        .init("user@bücher" + repeated("a", 51) + ".com", "U-label whose A-label is 64 octets"),
        .init("user@" + hanLabel66 + ".com", "23 Han characters: A-label of 66 octets"),
        .init(
            repeated("a", 64) + "@" + repeated("b", 63) + "." + repeated("c", 63) + "." + repeated("d", 58) + ".com",
            "address of 255 bytes"),
        .init(
            repeated("é", 32) + "@" + repeated("例", 20) + "." + repeated("b", 63) + "." + repeated("c", 61) + ".com",
            "address of 255 UTF-8 bytes with multibyte characters"),
        .init(
            repeated("a", 64) + "@" + umlautLabel + "." + umlautLabel + "." + umlautLabel + "." + repeated("c", 9)
                + ".com",
            "237 UTF-8 bytes, but 255 with the domain in ASCII form"),
        .init(
            "my.long.address@λ111111111222222222233333333334444444444555555555"
                + ".6666666666777777777788888888889999999999000000000.1111111111222222222233333333334444444444555555555"
                + ".6666666666777777777788888888889999999999000000000.11111111112222222222333333.info",
            "fits in UTF-8, too long in ASCII form (email-validator)"),
    ]
}

/// One example from a third-party corpus file in `shared/corpora`.
struct CorpusExample: Sendable, CustomTestStringConvertible {
    let file: String
    /// The address, or `nil` when the file could not be read (see ``problem``).
    let address: String?
    let isValid: Bool
    let problem: String?

    var testDescription: String {
        guard let address else { return "\(file): \(problem ?? "unreadable")" }
        return "\(file): \(EmailExample.display(address)) is \(isValid ? "valid" : "invalid")"
    }

    /// The corpora folder: `shared/corpora` beside the package root, three levels above this file.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // FormValidationTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/corpora")

    /// Every example of `name.json`: `valid` and `invalid`, and the multi-rule spec's derived email verdicts.
    ///
    /// A missing or malformed file yields a single example without an address, which fails its test.
    static func load(_ name: String) -> [CorpusExample] {
        let url = directory.appendingPathComponent(name + ".json")
        guard let data = try? Data(contentsOf: url) else {
            return [CorpusExample(file: name, address: nil, isValid: false, problem: "missing corpus \(url.path)")]
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let valid = object["valid"] as? [String], let invalid = object["invalid"] as? [String]
        else {
            return [CorpusExample(file: name, address: nil, isValid: false, problem: "unreadable corpus \(url.path)")]
        }
        let derived = object["also_from_ALPValidatorSpec"] as? [String: Any]
        let derivedValid = derived?["derived_valid"] as? [String] ?? []
        let derivedInvalid = derived?["derived_invalid"] as? [String] ?? []
        return (valid + derivedValid).map { CorpusExample(file: name, address: $0, isValid: true, problem: nil) }
            + (invalid + derivedInvalid).map { CorpusExample(file: name, address: $0, isValid: false, problem: nil) }
    }
}
