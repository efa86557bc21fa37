import FormValidation
import Foundation
import Testing

/// The formats `format` asserts when asked to, each read as its standard writes it; the official suite's
/// `optional/format` files hold them to more cases (`JSONSchemaTestSuiteTests`).
@Suite struct JSONSchemaFormatTests {
    @Test(arguments: [
        // RFC 3339: a leap second only when the time is 23:59 in UTC; `T` and `Z` in either case.
        ("date-time", "1998-12-31T23:59:60Z", true), ("date-time", "1998-12-31t15:59:60.123-08:00", true),
        ("date-time", "1998-12-31T22:59:60Z", false), ("date-time", "1990-02-31T15:59:59Z", false),
        ("date-time", "1985-04-12T23:20:50+01", false), ("date-time", "2013-350T01:01:01", false),
        ("time", "01:29:60+01:30", true), ("time", "23:59:60+01:00", false), ("time", "12:00:00", false),
        ("time", "08:30:06-8:000", false), ("time", "1\u{09E8}:00:00Z", false),
        // RFC 3339 appendix A.
        ("duration", "P4DT12H30M5S", true), ("duration", "P2W", true), ("duration", "PT36H", true),
        ("duration", "P1Y2D", false), ("duration", "PT1H2S", false), ("duration", "P1Y2W", false),
        ("duration", "PT0.5S", false), ("duration", "P", false), ("duration", "P1D2H", false),
    ])
    func datesAndTimes(format: String, text: String, valid: Bool) throws {
        try expect(format, text, valid)
    }

    @Test(arguments: [
        ("uri", "urn:example:resource", true), ("uri", "http://[V1.fe]/", true), ("uri", "/abc", false),
        ("uri", "http://2001:db8::1/", false), ("uri-reference", "//", true), ("uri-reference", "?q=1", true),
        ("uri-reference", "./this:that", true), ("uri-reference", "1:b", false), ("uri-reference", "/%zz", false),
        ("uri-reference", "/[::1]", false), ("uri-reference", "//a@b@example.com/", false),
        ("uri-reference", "/foobar®.txt", false), ("iri", "http://ƒøø.ßår/?∂éœ=πîx#πîüx", true),
        ("iri", "http://[::ffff:192.168.0.01]", false), ("iri", "âππ", false), ("iri-reference", "âππ", true),
        ("iri-reference", "#ƒräg\\mênt", false),
        // RFC 6570.
        ("uri-template", "http://example.com/{term:1}/{term}", true), ("uri-template", "{+var}{x,y}{var*}", true),
        ("uri-template", "{a..b}", false), ("uri-template", "{v:0}", false), ("uri-template", "foo}bar", false),
        ("uri-template", "{,+var}", false), ("uri-template", "a b", false),
    ])
    func urisAndTemplates(format: String, text: String, valid: Bool) throws {
        try expect(format, text, valid)
    }

    @Test(arguments: [
        ("json-pointer", "", true), ("json-pointer", "/a~1b/m~0n", true), ("json-pointer", "/~2", false),
        ("json-pointer", "#/a", false), ("json-pointer", "a", false), ("relative-json-pointer", "0#", true),
        ("relative-json-pointer", "2/0/baz", true), ("relative-json-pointer", "01/a", false),
        ("relative-json-pointer", "1#/a", false), ("relative-json-pointer", "-1/a", false),
        ("regex", "(?<n>a)\\k<n>", true), ("regex", "^(abc]", false), ("regex", "(?i)abc", false),
        ("regex", "\\a", false),
    ])
    func pointersAndPatterns(format: String, text: String, valid: Bool) throws {
        try expect(format, text, valid)
    }

    /// IDNA2008: RFC 5892's derivation, its contextual rules and the Bidi rule, for U-labels and for the labels an
    /// A-label decodes to; an A-label must encode back to itself.
    @Test(arguments: [
        ("idn-hostname", "실례.테스트", true), ("idn-hostname", "a。b", true), ("idn-hostname", "l·l", true),
        ("idn-hostname", "\u{0915}\u{094D}\u{200D}\u{0937}", true), ("idn-hostname", "\u{05D0}\u{05F3}\u{05D1}", true),
        ("idn-hostname", "\u{302E}실례.테스트", false), ("idn-hostname", "a·l", false),
        ("idn-hostname", "\u{0915}\u{200D}\u{0937}", false), ("idn-hostname", "\u{0300}hello", false),
        ("idn-hostname", "a\u{05D0}", false), ("idn-hostname", "0a.\u{05D0}", false),
        ("idn-hostname", "\u{0628}\u{0660}\u{06F0}", false), ("idn-hostname", "def\u{30FB}abc", false),
        ("idn-hostname", "example.", false), ("idn-hostname", "xn--example-", false),
        ("idn-hostname", "xn---9uc", false), ("idn-hostname", String(repeating: "ü", count: 60), false),
        ("hostname", "xn--ihqwcrb4cv8a8dqg056pqjye", true), ("hostname", "xn--ll-0ea", true),
        ("hostname", "xn--al-0ea", false), ("hostname", "xn--07jt112bpxg.xn--9t4b11yi5a", false),
        ("hostname", "XN--aa---o47jg78q", false), ("hostname", "a--b.com", true), ("hostname", "实例.com", false),
    ])
    func hostNames(format: String, text: String, valid: Bool) throws {
        try expect(format, text, valid)
    }

    /// The formats without a code of their own say the value is not in the expected format, and name the format.
    @Test func errorsNameTheFormat() throws {
        let schema = try JSONSchema(
            json: #"{"properties": {"at": {"format": "time"}, "on": {"format": "date-time"}}}"#, formats: .assert)
        let errors = schema.validate(try JSONValue(json: #"{"at": "noon", "on": "today"}"#), messages: .english)
        #expect(errors.map(\.code) == [.patternMismatch, .invalidDate])
        #expect(errors.map(\.message) == ["at is not in the expected format.", "on must be a valid date."])
        #expect(errors.first?.parameters["format"] == .text("time"))
    }

    private func expect(_ format: String, _ text: String, _ valid: Bool) throws {
        let schema = try JSONSchema(.object(["format": .string(format)]), formats: .assert)
        #expect(schema.isValid(.string(text)) == valid, "\(format): \(text)")
        #expect(schema.validate(.string(text)).isEmpty == valid)
        #expect(try JSONSchema(.object(["format": .string(format)])).isValid(.string(text)), "an annotation by default")
    }
}
