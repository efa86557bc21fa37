import Foundation
import Testing

@testable import FormValidation

@Suite struct URLTests {
    static let rules = RuleSet<String>(.url())

    /// URLs the default rule accepts unchanged: RFC 3986's and RFC 3987's forms, IDN hosts, what browsers keep.
    static let valid = [
        "http://example.com", "https://example.com/", "HTTPS://EXAMPLE.COM/A", "http://www.example.com:8080/path",
        "https://example.com:1", "https://example.com:65535/", "https://example.com/a/b/c.html?x=1&y=2#top",
        "https://example.com?q", "https://example.com#frag", "https://example.com/?", "https://example.com/#",
        "https://sub.domain.example.co.uk/", "https://a-b.example/", "http://1337.net", "https://example.museum",
        "https://example.online/path", "https://xn--bcher-kva.example/", "https://bücher.example/straße",
        "http://例子.测试", "http://مثال.إختبار", "http://उदाहरण.परीक्षा", "https://пример.рф/путь?запрос=1",
        "http://xn--d5b6ci4b4b3a.xn--54b7fta0cc", "http://президент.рф/", "https://travel-usa.com/wisconsin/旅行/",
        "http://foo.bar/📍", "http://adamjwaite.co.uk?hello=😋", "https://example.com/%E2%82%AC%20x",
        "https://example.com/blah_(wikipedia)_blah#cite-1", "https://example.com/~user/!$&'()*+,;=:@",
        "https://example.com/?a[]=1&b[0]=2", "https://matrix.to/#/!room:example.org?via=example.org",
        "https://example.com/#a#b", "http://userid@example.com", "http://userid:@example.com:8080/",
        "http://userid:password@example.com/", "http://-.~_!$&'()*+,;=%40:80%2f@example.com",
        "http://127.0.01.09.home.lan", "https://a.b-c.de", "http://a.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "http://example.com/a\u{200D}b",
    ]

    /// Rejected by the default rule: the code of the first failure.
    static let invalid: [(String, ValidationError.Code)] = [
        ("example.com", .missingURLScheme), ("www.example.com/path", .missingURLScheme), ("foo", .missingURLScheme),
        ("//example.com", .missingURLScheme), ("example.com:8080/x", .missingURLScheme),
        ("localhost:3000", .missingURLScheme), ("ftp://example.com", .urlSchemeNotAllowed),
        ("mailto:ada@example.com", .urlSchemeNotAllowed), ("javascript:alert(1)", .urlSchemeNotAllowed),
        ("rdar://1234", .urlSchemeNotAllowed), ("h://test", .urlSchemeNotAllowed),
        ("http:example.com", .invalidURL), ("http:/example.com", .invalidURL), ("http:▷adamjwaite.co.uk", .invalidURL),
        ("http://foo@bar@example.com", .invalidURL), ("http://@example.com", .invalidURL),
        ("http://:bar@example.com", .invalidURL), ("http://foo:bar:baz@example.com", .invalidURL),
        ("https://example.com/%", .invalidURL), ("https://example.com/%zz", .invalidURL),
        ("https://example.com/?q=%2", .invalidURL), (":// should fail", .invalidURLCharacter),
        ("http:// example.com", .invalidURLCharacter), ("http://exa mple.com", .invalidURLCharacter),
        ("http://example.com/a b", .invalidURLCharacter), ("http://example.com/\n", .invalidURLCharacter),
        ("http://example.com\t", .invalidURLCharacter), ("http://example.com/\u{7F}", .invalidURLCharacter),
        ("http://example.com/\u{A0}", .invalidURLCharacter),
        ("http://example.com/\u{202E}txt.exe", .invalidURLCharacter),
        ("http://example.com/\u{3000}", .invalidURLCharacter), ("https://example.com/<script>", .invalidURLCharacter),
        ("https://example.com/\"x\"", .invalidURLCharacter), ("https://example.com/a{b}", .invalidURLCharacter),
        ("https://example.com/a|b", .invalidURLCharacter), ("https://example.com/a\\b", .invalidURLCharacter),
        ("https://example.com/a^b", .invalidURLCharacter), ("https://example.com/`", .invalidURLCharacter),
        ("https://example.com/[x]", .invalidURLCharacter), ("https://example.com/\u{E000}", .invalidURLCharacter),
        ("http://", .invalidURLHost), ("http://example", .invalidURLHost), ("http://example.", .invalidURLHost),
        ("http://example.com.", .invalidURLHost), ("http://.com", .invalidURLHost),
        ("http://example..com", .invalidURLHost),
        ("http://-example.com", .invalidURLHost), ("http://example-.com", .invalidURLHost),
        ("http://foobar.d", .invalidURLHost), ("http://foobar.12", .invalidURLHost),
        ("http://ex_ample.com", .invalidURLHost),
        ("http://ex%41mple.com", .invalidURLHost), ("http://☺.example.com", .invalidURLHost),
        ("http://example.c-m", .invalidURLHost), ("http://ab--c.example", .invalidURLHost),
        ("http://xn--.example", .invalidURLHost),
        ("http://ｅｘａｍｐｌｅ.com", .invalidURLHost), ("http://1.2.3", .invalidURLHost),
        ("http://1.2.3.4.5", .invalidURLHost),
        ("http://3628126748", .invalidURLHost), ("http://256.1.1.1", .invalidURLHost),
        ("http://01.2.3.4", .invalidURLHost),
        ("http://[::1:2::3]/", .invalidURLHost), ("http://[]", .invalidURLHost),
        ("http://[1:2:3:4:5:6:7:8:9]", .invalidURLHost),
        ("http://[fe80::1%25eth0]", .invalidURLHost), ("http://[v1.x]", .invalidURLHost),
        ("http://[::1", .invalidURLHost),
        ("http://" + String(repeating: "a", count: 64) + ".com", .invalidURLHost),
        ("http://" + String(repeating: "abcdefghi.", count: 26) + "com", .invalidURLHost),
        ("http://localhost", .urlLocalhostNotAllowed), ("http://LOCALHOST:3000/", .urlLocalhostNotAllowed),
        ("http://127.0.0.1/", .urlIPAddressNotAllowed), ("http://0.0.0.0", .urlIPAddressNotAllowed),
        ("http://[::1]:8080/", .urlIPAddressNotAllowed), ("http://[2001:db8::192.0.2.1]/", .urlIPAddressNotAllowed),
        ("http://example.com:0", .invalidURLPort), ("http://example.com:65536", .invalidURLPort),
        ("http://example.com:080", .invalidURLPort), ("http://example.com:", .invalidURLPort),
        ("http://example.com:-1/", .invalidURLPort), ("http://example.com:8a", .invalidURLPort),
        ("http://example.com:123456", .invalidURLPort),
        ("https://example.com/" + String(repeating: "a", count: 2029), .urlTooLong),
    ]

    @Test(arguments: valid)
    func accepts(_ url: String) {
        #expect(Self.rules.validate(url) == .valid(url))
    }

    @Test(arguments: invalid)
    func rejects(_ url: String, _ code: ValidationError.Code) {
        #expect(Self.rules.validate(url).errors.map(\.code) == [code])
    }

    @Test func theLengthCapIs2048Bytes() {
        let base = "https://example.com/"
        let longest = base + String(repeating: "a", count: 2048 - base.utf8.count)
        #expect(Self.rules.validate(longest).isValid)
        #expect(Self.rules.validate(longest + "a").errors.map(\.code) == [.urlTooLong])
        // Bytes, not characters: 2048 bytes of "é" are 1024 characters.
        let accented = base + String(repeating: "é", count: (2048 - base.utf8.count) / 2 + 1)
        #expect(Self.rules.validate(accented).errors.map(\.code) == [.urlTooLong])
    }

    // MARK: - Options

    @Test func aMissingSchemeCanBeAddedInTheCorrectedValue() {
        let rules = RuleSet<String>(.url(schemeOptional: true))
        #expect(rules.validate("example.com") == .valid("https://example.com"))
        #expect(rules.validate("www.example.com/a?b#c") == .valid("https://www.example.com/a?b#c"))
        #expect(rules.validate("http://example.com") == .valid("http://example.com"))
        #expect(rules.validate("ada@example.com").errors.map(\.code) == [.invalidURL])
        #expect(rules.validate("example").errors.map(\.code) == [.invalidURLHost])
        #expect(rules.validate("localhost:8080").errors.map(\.code) == [.urlLocalhostNotAllowed])
        #expect(rules.validate("example.com:8080/x") == .valid("https://example.com:8080/x"))
        #expect(rules.validate("example.com:x").errors.map(\.code) == [.invalidURLPort])
        #expect(rules.validate("ftp://example.com").errors.map(\.code) == [.urlSchemeNotAllowed])
        let local = RuleSet<String>(.url(schemeOptional: true, allowLocalhost: true, allowIPAddress: true))
        #expect(local.validate("localhost:8080/x") == .valid("https://localhost:8080/x"))
        #expect(local.validate("127.0.0.1:8080") == .valid("https://127.0.0.1:8080"))
        #expect(local.validate("[::1]") == .valid("https://[::1]"))
        let ftpOnly = RuleSet<String>(.url(schemes: ["ftp"], schemeOptional: true))
        #expect(ftpOnly.validate("example.com") == .valid("ftp://example.com"))
    }

    @Test func localhostAndIPAddressesAreOptIn() {
        let local = RuleSet<String>(.url(allowLocalhost: true))
        #expect(local.validate("http://localhost:3000/").isValid)
        #expect(local.validate("http://127.0.0.1/").errors.map(\.code) == [.urlIPAddressNotAllowed])
        let addresses = RuleSet<String>(.url(allowIPAddress: true))
        for address in [
            "http://127.0.0.1/", "http://192.0.2.1:8080/x", "http://[::1]/", "http://[2001:db8::1]:443/",
            "http://[::ffff:192.0.2.1]/", "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
            "http://[1:2:3:4:5:6:7::]", "http://[::]",
        ] {
            #expect(addresses.validate(address).isValid, "\(address)")
        }
        #expect(addresses.validate("http://localhost/").errors.map(\.code) == [.urlLocalhostNotAllowed])
    }

    @Test func otherSchemes() {
        let rules = RuleSet<String>(.url(schemes: ["http", "https", "FTP", "file", "git+ssh"]))
        #expect(rules.validate("ftp://example.com/file.txt").isValid)
        #expect(rules.validate("git+ssh://git@example.com/repo.git").isValid)
        #expect(rules.validate("file:///etc/hosts").isValid)
        #expect(rules.validate("file://localhost/etc/hosts").isValid)
        #expect(
            rules.validate("ssh://example.com").errors.first?.message
                == "This field must use http, https, ftp, file or git+ssh, not ssh.")
    }

    /// RFC 3986 §1.1.2's examples, with every scheme allowed: the hierarchical ones pass; those without an
    /// authority (`mailto:`, `news:`, `tel:`, `urn:`) are not URLs this rule accepts.
    @Test func rfc3986Examples() {
        let schemes = ["ftp", "http", "ldap", "mailto", "news", "tel", "telnet", "urn"]
        let rules = RuleSet<String>(.url(schemes: schemes, allowIPAddress: true))
        for url in [
            "ftp://ftp.is.co.za/rfc/rfc1808.txt", "http://www.ietf.org/rfc/rfc2396.txt",
            "ldap://[2001:db8::7]/c=GB?objectClass?one", "telnet://192.0.2.16:80/",
        ] {
            #expect(rules.validate(url).isValid, "\(url)")
        }
        for url in [
            "mailto:John.Doe@example.com", "news:comp.infosystems.www.servers.unix", "tel:+1-816-555-1212",
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        ] {
            #expect(rules.validate(url).errors.map(\.code) == [.invalidURL], "\(url)")
        }
    }

    // MARK: - Messages

    @Test func everyFailureHasItsMessage() {
        let rules = RuleSet<String>(.url(), field: "Website")
        let messages = [
            ("example.com", "Website must start with a scheme such as https://."),
            ("ftp://example.com", "Website must use http or https, not ftp."),
            ("http:example.com", "Website is not a valid URL."),
            ("http://exa mple.com", "Website must not contain spaces or control characters."),
            ("https://example.com/<x>", "Website must not contain the character <."),
            ("http://example", "Website must have a host name with a top-level domain, such as example.com."),
            ("http://localhost", "Website must not point to localhost."),
            ("http://127.0.0.1", "Website must use a host name, not an IP address."),
            ("http://example.com:0", "Website must have a port from 1 to 65535."),
            ("https://example.com/" + String(repeating: "a", count: 2048), "Website must be at most 2048 bytes long."),
        ]
        for (url, message) in messages {
            #expect(rules.validate(url).errorMessages == [message], "\(url)")
        }
        #expect(rules.validate("http://a.com/\t").errors.first?.parameters == ["character": "U+0009"])
        #expect(
            rules.validate("ftp://a.com").errors.first?.parameters == ["scheme": "ftp", "schemes": "http or https"])
        #expect(
            RuleSet<String>(.url(message: "{field}: bad link")).validate("x").errorMessages == ["This field: bad link"])
    }

    // MARK: - Corpora

    /// The Swift `Validator` library judged with `URL(string:) != nil`; its emoji-query case was invalid there
    /// only because that parser refused non-ASCII (see the rule's documentation).
    @Test(arguments: CorpusCase.all("swift-validator.url"))
    func swiftValidatorURL(_ row: CorpusCase) throws {
        let value = try #require(row.value.stringValue)
        let decidedDifferently = ["http://adamjwaite.co.uk?hello=😋"]
        let expected = decidedDifferently.contains(value) ? !row.expectedValid : row.expectedValid
        #expect(Self.rules.validate(value).isValid == expected)
    }

    /// Text that Foundation's `URL(string:)` parses on some platform (spaces percent-encoded on newer
    /// Foundation, empty or dotless hosts, any scheme) is judged by this rule's own scanner.
    @Test(arguments: [
        "http://exa mple.com", "http://", "http:///a", "http://example", "http://?", "http://#", "http:example.com",
        "http://a b.com/c d", "http://example.com:99999", "http://[::1:2::3]/", "http://ex_ample.com", "ht tp://x",
    ])
    func notFooledByFoundation(_ text: String) {
        #expect(!Self.rules.validate(text).isValid)
    }

    // MARK: - Time and size

    @Test func aMegabyteLineAnswersAtOnce() {
        let huge = "https://example.com/" + String(repeating: "a", count: 1 << 20)
        let spaces = "https://example.com/" + String(repeating: " ", count: 1 << 20)
        #expect(Self.rules.validate(huge).errors.map(\.code) == [.urlTooLong])
        #expect(Self.rules.validate(spaces).errors.map(\.code) == [.urlTooLong])
        // Within the cap, a worst case for the scanner: every byte a percent-encoding or a label.
        let encoded = "https://example.com/" + String(repeating: "%41", count: 676)
        let labels = "https://" + String(repeating: "a.", count: 125) + "com/"
        for _ in 0..<100 {
            #expect(Self.rules.validate(encoded).isValid)
            #expect(Self.rules.validate(labels).isValid)
        }
    }

    // MARK: - Specs and formcheck

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(
            json: #"""
                {"name": "f", "fields": [{"name": "site", "rules": [
                  {"rule": "url", "schemeOptional": true, "allowLocalhost": true, "schemes": ["https"]}]}]}
                """#)
        #expect(spec.fields[0].rules == [.url(schemes: ["https"], schemeOptional: true, allowLocalhost: true)])
        #expect(RuleSpec.url().arguments == [:])
        #expect(RuleSpec.url(allowIPAddress: true).arguments == ["allowIPAddress": true])

        let plain = FormCheckHarness.run(["url"], input: "https://example.com\nexample.com\nhttp://localhost\n")
        #expect(
            plain
                == FormCheckResult(
                    status: 1,
                    output: "valid\ninvalid\tThis field must start with a scheme such as https://.\n"
                        + "invalid\tThis field must not point to localhost.\n",
                    error: ""))
        let flags = FormCheckHarness.run(
            ["url", "--scheme-optional", "--allow-localhost"], input: "example.com/a\nlocalhost:8080\nhttp://[::1]\n")
        #expect(
            flags
                == FormCheckResult(
                    status: 1,
                    output: "valid\thttps://example.com/a\nvalid\thttps://localhost:8080\n"
                        + "invalid\tThis field must use a host name, not an IP address.\n",
                    error: ""))
        // `--allow-ip` is the flag's former name.
        for flag in ["--allow-ip-address", "--allow-ip"] {
            let ip = FormCheckHarness.run(["url", flag, "--schemes", "http,ftp"], input: "ftp://192.0.2.1/x\n")
            #expect(ip == FormCheckResult(status: 0, output: "valid\n", error: ""))
        }
        let value = FormCheckHarness.run(["url", "--allow-localhost=yes"], input: "")
        #expect(value.status == 2)
        #expect(value.error.hasPrefix("formcheck: option --allow-localhost takes no value\n"))
        let usage = FormCheckHarness.run(["url", "extra"], input: "")
        #expect(
            usage.error.contains(
                "Usage: formcheck url [--schemes LIST] [--scheme-optional] [--allow-localhost] [--allow-ip-address]\n"))
    }
}
