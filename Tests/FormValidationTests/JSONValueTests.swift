import FormValidation
import Foundation
import Testing

/// `JSONValue(json:)`: JSON text read exactly, and a number out of range told from text that is not JSON.
@Suite struct JSONValueTests {
    static let e150 = Decimal(
        string: "1" + String(repeating: "0", count: 150), locale: Locale(identifier: "en_US_POSIX"))!

    /// A text and what it reads as.
    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var expected: Result<JSONValue, JSONParsingError>

        init(_ json: String, _ value: JSONValue) {
            self.json = json
            expected = .success(value)
        }

        init(_ json: String, throws error: JSONParsingError) {
            self.json = json
            expected = .failure(error)
        }

        var testDescription: String { json.count > 60 ? "\(json.prefix(60))…" : json }
    }

    @Test(arguments: [
        Case(
            #"{"lang": "en", "limit": 3, "strict": true, "none": null, "list": [1.5, "a"]}"#,
            ["lang": "en", "limit": 3, "strict": true, "none": nil, "list": [1.5, "a"]]),
        Case("42", 42),
        // Beyond Decimal: valid JSON, a number out of range.
        Case(#"{"a": 1e400}"#, throws: .numberOutOfRange("1e400")),
        Case("1e400", throws: .numberOutOfRange("1e400")),
        Case("[1e-200]", throws: .numberOutOfRange("1e-200")),
        Case("[-2.5E+999]", throws: .numberOutOfRange("-2.5E+999")),
        Case("[1e99999999999]", throws: .numberOutOfRange("1e99999999999")),
        Case("[1, 1e400, 1e500]", throws: .numberOutOfRange("1e400")),
        // Within Decimal, though JSONDecoder refuses them: read exactly.
        Case(#"{"a": 1e150}"#, ["a": .number(e150)]),
        Case(
            "[1e150, 0e99999999999, -0.0e5, 10e-129]",
            [.number(e150), 0, 0, .number(Decimal(sign: .plus, exponent: -128, significand: 1))]),
        Case(#"["\ud83d\ude00\u00e9\n", 1e150]"#, ["😀é\n", .number(e150)]),
        // The first of duplicate keys wins, with JSONDecoder and without it.
        Case(#"{"a": 1, "a": 2}"#, ["a": 1]),
        Case(#"{"a": 1, "a": 2, "b": 1e150}"#, ["a": 1, "b": .number(e150)]),
        // Not JSON, whatever numbers it holds.
        Case(#"{"a": 1e400"#, throws: .malformed),
        Case("[1e400,]", throws: .malformed),
        Case("[1e400] x", throws: .malformed),
        Case(#"["\ud800", 1e150]"#, throws: .malformed),
        Case("[01, 1e150]", throws: .malformed),
        Case("[1., 1e150]", throws: .malformed),
        Case("[.5, 1e150]", throws: .malformed),
        Case("[1e, 1e150]", throws: .malformed),
        Case("[+1, 1e150]", throws: .malformed),
        Case("[\"a\tb\", 1e150]", throws: .malformed),
        Case(String(repeating: "[", count: 600) + "1e150" + String(repeating: "]", count: 600), throws: .malformed),
        Case("", throws: .malformed),
        Case("  ", throws: .malformed),
        Case("nul", throws: .malformed),
    ])
    func reads(_ row: Case) {
        let result = Result { () throws(JSONParsingError) in try JSONValue(json: Data(row.json.utf8)) }
        #expect(result == row.expected)
    }

    @Test func invalidUTF8IsMalformed() {
        let bytes: [UInt8] = Array("[1e150, \"".utf8) + [0xFF] + Array("\"]".utf8)
        #expect(throws: JSONParsingError.malformed) { try JSONValue(json: bytes) }
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(JSONParsingError.malformed.description == "the text is not valid JSON")
        let huge = JSONParsingError.numberOutOfRange("1e400")
        #expect(huge.isNumberOutOfRange)
        #expect(huge.number == "1e400")
        #expect(
            huge.description
                == "the number 1e400 is out of range (a number must be 0 or of a magnitude from 1e-128 to below 1e165)")
        let long = "1" + String(repeating: "0", count: 200) + "e200"
        let error = #expect(throws: JSONParsingError.self) { try JSONValue(json: Data("[\(long)]".utf8)) }
        #expect(error?.number == long)
        #expect(error?.shownNumber == "10000000000000000000… (205 characters)")
        #expect(!JSONParsingError.malformed.isNumberOutOfRange)
    }
}
