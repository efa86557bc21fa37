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
        // A key twice in one object is refused, naming the key, rather than one of its values taken; a duplicate
        // key is reported before a number out of range.
        Case(#"{"a": 1, "a": 2}"#, throws: .duplicateKey("a")),
        Case(#"{"a": 1, "a": 2, "b": 1e150}"#, throws: .duplicateKey("a")),
        Case(#"{"a": 1e400, "b": 1, "b": 1}"#, throws: .duplicateKey("b")),
        // Not JSON anyway: malformed, whatever keys it gives twice.
        Case(#"{"a": 1, "a": 2"#, throws: .malformed),
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
        Case(
            String(repeating: "[", count: 600) + "1e150" + String(repeating: "]", count: 600),
            throws: .tooDeeplyNested(limit: 512)),
        Case("", throws: .malformed),
        Case("  ", throws: .malformed),
        Case("nul", throws: .malformed),
    ])
    func reads(_ row: Case) {
        let result = Result { () throws(JSONParsingError) in try JSONValue(json: Data(row.json.utf8)) }
        #expect(result == row.expected)
    }

    /// A key given twice, at the top or nested: readers disagree on which value counts (`JSONDecoder` took the
    /// first, JavaScript and Python the last), so the text is refused, naming the key.
    @Test(arguments: [
        (#"{"username": "ada_l", "username": "admin", "country": "NL"}"#, "username"),
        (#"{"a": 1, "b": 2, "a": 1}"#, "a"),
        (#"{"extra": {"lang": "en", "lang": "de"}}"#, "lang"),
        (#"[{"a": [{"x": null, "y": null, "x": null}]}]"#, "x"),
        (#"{"a": 1, "b": 2, "b": 3, "a": 4}"#, "b"),
        // The first in the text, though the inner object closes first.
        (#"{"a": 1, "a": 2, "b": {"c": 1, "c": 2}}"#, "a"),
        (#"{"b": {"c": 1, "c": 2}, "a": 1, "a": 2}"#, "c"),
        // Escapes are resolved before keys are compared.
        (#"{"user": 1, "user": 2}"#, "user"),
        (#"{"": 1, "": 2}"#, ""),
    ])
    func duplicateKeysAreRefused(_ json: String, _ key: String) {
        let error = #expect(throws: JSONParsingError.duplicateKey(key)) { try JSONValue(json: Data(json.utf8)) }
        #expect(error?.isDuplicateKey == true)
        #expect(error?.key == key)
        #expect(error?.description == "the key \"\(key)\" appears twice in one object")
    }

    /// Names compare code point by code point, as RFC 8259 compares them, not by Swift's canonical equivalence:
    /// the Kelvin sign is no `K`, a decomposed `é` no composed one. Both are kept, found apart, written apart.
    @Test(arguments: [
        (#"{"Key": 1, "\u212Aey": 2}"#, "Key", "\u{212A}ey"),
        (#"{"caf\u00e9": 1, "cafe\u0301": 2}"#, "caf\u{E9}", "cafe\u{301}"),
    ])
    func namesCompareByCodePoints(_ json: String, _ first: String, _ second: String) throws {
        let value = try JSONValue(json: json)
        let object = try #require(value.objectValue)
        #expect(object.count == 2)
        #expect(object[first] == 1)
        #expect(object[second] == 2)
        let byCodePoint = [first, second].sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(object.sortedKeys.map { Array($0.utf8) } == byCodePoint.map { Array($0.utf8) })
        let written = value.description
        #expect(try JSONValue(json: written).objectValue?.count == 2, "written as two members: \(written)")
        #expect(try JSONValue(json: "{\"\(first)\": 1}") != (try JSONValue(json: "{\"\(second)\": 1}")))
    }

    /// An object behaves alike whether its members are found in order (up to eight) or through an index (more):
    /// found, replaced, removed, kept in the order they came, equal and hashed alike whatever that order, across
    /// the threshold in both directions.
    @Test(arguments: [0, 1, 7, 8, 9, 20])
    func objectsOfAnySizeBehaveAlike(_ count: Int) throws {
        let names = (0..<count).map { "member\($0)" }
        var object = JSONObject()
        for (index, name) in names.enumerated() {
            #expect(object.updateValue(.number(Decimal(index)), forKey: name) == nil)
        }
        #expect(object.count == count)
        #expect(Array(object.keys) == names)
        for (index, name) in names.enumerated() { #expect(object[name] == .number(Decimal(index))) }
        #expect(object["absent"] == nil)
        #expect(!object.contains("member\(count)"))
        var reversed = JSONObject()
        for (index, name) in names.enumerated().reversed() { reversed[name] = .number(Decimal(index)) }
        #expect(reversed == object)
        #expect(reversed.hashValue == object.hashValue)
        #expect(Set([object, reversed]).count == 1)
        guard count > 0 else { return }
        #expect(object.updateValue(.string("new"), forKey: names[0]) == .number(0))
        #expect(object[names[0]] == .string("new"))
        #expect(object != reversed)
        // Removing members one by one crosses back under the threshold: every other one is still found.
        for (index, name) in names.enumerated() {
            #expect(object.removeValue(forKey: name) != nil)
            #expect(object[name] == nil)
            #expect(object.count == count - index - 1)
            for later in names[(index + 1)...] { #expect(object[later] != nil) }
        }
        #expect(object.isEmpty)
    }

    /// A number of more than 38 significant digits cannot be held exactly: it is out of range, never rounded (to
    /// 130, which would pass a `maximum` of 130; two distinct 42-digit integers to one). Trailing zeros are not
    /// significant.
    @Test(arguments: [
        ("130.00000000000000000000000000000000000001", false),
        ("123456789012345678901234567890123456789012", false),
        ("-123456789012345678901234567890123456789", false),
        ("0.123456789012345678901234567890123456789", false),
        ("12345678901234567890123456789012345678", true),
        ("1" + String(repeating: "0", count: 60), true),
        ("1234567890123456789012345678901234567800000", true),
        ("0.00000000000000000000000000000000000000000001", true),
    ])
    func numbersPast38SignificantDigitsAreOutOfRange(_ text: String, _ isHeld: Bool) throws {
        let result = Result { () throws(JSONParsingError) in try JSONValue(json: "[\(text)]") }
        switch result {
        case .success(let value):
            #expect(isHeld)
            let number = try #require(value.arrayValue?.first?.numberValue)
            #expect(number == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
        case .failure(let error):
            #expect(!isHeld)
            #expect(error == .numberOutOfRange(text))
        }
    }

    /// A key in two different objects is no duplicate.
    @Test func theSameKeyInTwoObjectsIsFine() throws {
        let value = try JSONValue(json: Data(#"{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}"#.utf8))
        #expect(value == ["a": ["a": 1], "b": [["a": 2], ["a": 3]]])
    }

    /// RFC 8259 has no trailing commas; `JSONDecoder` took them.
    @Test(arguments: [
        #"{"instance": "x",}"#, "[1, 2,]", "[1,2,]", #"[{"name": "a"},]"#, #"{"a": [1,], "b": 2}"#, "[,]", "{,}",
        #"{"a": 1,,"b": 2}"#, "[1,,2]", "[,1]", #"{"a": 1 , }"#, "[1, 2, ]\n",
        #"{"username": "ada_l", "country": "NL",}"#,
    ])
    func trailingCommasAreMalformed(_ json: String) {
        #expect(throws: JSONParsingError.malformed) { try JSONValue(json: Data(json.utf8)) }
    }

    /// Arrays and objects nest at most 512 levels deep; deeper, the error says so and gives the limit.
    @Test(
        arguments: [
            String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
            String(repeating: #"{"a":"#, count: 513) + "1" + String(repeating: "}", count: 513),
            String(repeating: "[", count: 512) + "{}" + String(repeating: "]", count: 512),
            String(repeating: "[", count: 100_000),
        ].map { Case($0, throws: .tooDeeplyNested(limit: 512)) })
    func nestingPast512IsTooDeep(_ row: Case) {
        let error = #expect(throws: JSONParsingError.tooDeeplyNested(limit: 512)) {
            try JSONValue(json: Data(row.json.utf8))
        }
        #expect(error?.isTooDeeplyNested == true)
        #expect(error?.depthLimit == 512)
        #expect(error?.description == "the text nests arrays and objects more than 512 levels deep")
        #expect(JSONValue.maximumDepth == 512)
    }

    @Test func nesting512DeepIsRead() throws {
        let arrays = String(repeating: "[", count: 512) + "1" + String(repeating: "]", count: 512)
        var value = try JSONValue(json: Data(arrays.utf8))
        for _ in 0..<512 {
            guard case .array(let elements) = value, elements.count == 1 else { break }
            value = elements[0]
        }
        #expect(value == 1)
        let objects = String(repeating: #"{"a":"#, count: 511) + "[]" + String(repeating: "}", count: 511)
        #expect(throws: Never.self) { try JSONValue(json: Data(objects.utf8)) }
    }

    /// The text as a `String` reads as its UTF-8 bytes do, errors included.
    @Test(arguments: [
        Case(#"{"lang": "en", "limit": 3, "list": [1.5, "é😀"]}"#, ["lang": "en", "limit": 3, "list": [1.5, "é😀"]]),
        Case(#""é""#, "é"),
        Case("[1,2,]", throws: .malformed),
        Case(#"{"a": 1, "a": 2}"#, throws: .duplicateKey("a")),
        Case("[1e400]", throws: .numberOutOfRange("1e400")),
        Case(String(repeating: "[", count: 513), throws: .tooDeeplyNested(limit: 512)),
    ])
    func readsAString(_ row: Case) {
        let result = Result { () throws(JSONParsingError) in try JSONValue(json: row.json) }
        #expect(result == row.expected)
        let substring = Result { () throws(JSONParsingError) in try JSONValue(json: row.json.utf8) }
        #expect(substring == row.expected)
    }

    /// Bytes that are not contiguous (a lazy view) read as the same bytes in an array do.
    @Test func readsAnyCollectionOfBytes() throws {
        let bytes = Array(#"{"a": [1, "b"]}"#.utf8)
        #expect(try JSONValue(json: bytes.lazy.map { $0 }) == ["a": [1, "b"]])
        #expect(try JSONValue(json: bytes[...]) == ["a": [1, "b"]])
    }

    /// RFC 8259 lets a parser skip a UTF-8 byte order mark before the text.
    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try JSONValue(json: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)) == ["a": 1])
        #expect(throws: JSONParsingError.malformed) { try JSONValue(json: [0xEF, 0xBB, 0xBF]) }
        #expect(throws: JSONParsingError.malformed) { try JSONValue(json: Array(" \u{FEFF}1".utf8)) }
    }

    /// Bytes that are not UTF-8, in a string, a key, a string with escapes, or outside strings.
    @Test(
        arguments: [
            [0xFF], [0xC3, 0x28], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
        ] as [[UInt8]])
    func invalidUTF8IsMalformed(_ invalid: [UInt8]) {
        let texts: [[UInt8]] = [
            Array("[1e150, \"".utf8) + invalid + Array("\"]".utf8),
            Array("{\"".utf8) + invalid + Array("\": 1}".utf8),
            Array("[\"\\n".utf8) + invalid + Array("\\u00e9\"]".utf8),
            Array("[\"\\u00e9".utf8) + invalid + Array("\"]".utf8),
            Array("[1, ".utf8) + invalid + Array("]".utf8),
        ]
        for bytes in texts {
            #expect(throws: JSONParsingError.malformed) { try JSONValue(json: bytes) }
        }
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(JSONParsingError.malformed.description == "the text is not valid JSON")
        let huge = JSONParsingError.numberOutOfRange("1e400")
        #expect(huge.isNumberOutOfRange)
        #expect(huge.number == "1e400")
        #expect(
            huge.description
                == "the number 1e400 is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165)"
        )
        let long = "1" + String(repeating: "0", count: 200) + "e200"
        let error = #expect(throws: JSONParsingError.self) { try JSONValue(json: Data("[\(long)]".utf8)) }
        #expect(error?.number == long)
        #expect(error?.shownNumber == "10000000000000000000… (205 characters)")
        #expect(!JSONParsingError.malformed.isNumberOutOfRange)
        #expect(!JSONParsingError.malformed.isDuplicateKey)
        #expect(!JSONParsingError.malformed.isTooDeeplyNested)
        #expect(JSONParsingError.malformed.key == nil)
        let longKey = String(repeating: "k", count: 300)
        let duplicate = #expect(throws: JSONParsingError.self) {
            try JSONValue(json: Data(#"{"\#(longKey)": 1, "\#(longKey)": 2}"#.utf8))
        }
        #expect(duplicate?.key == longKey)
        #expect(duplicate?.shownKey == #""kkkkkkkkkkkkkkkkkkkk…" (300 characters)"#)
        #expect(
            duplicate?.description == #"the key "kkkkkkkkkkkkkkkkkkkk…" (300 characters) appears twice in one object"#)
    }

    /// A parsing error says where the text went wrong, in bytes, so that a server can point at it; errors that
    /// differ only there are equal.
    @Test(arguments: [
        (#"{"a": 1,}"#, 8),
        ("[1, 2", 5),
        ("1 2", 2),
        (#"{"a":1,"a":2}"#, 7),
        (#"["é", tru]"#, 7),
    ])
    func errorsSayWhere(text: String, offset: Int) {
        #expect {
            try JSONValue(json: text)
        } throws: { error in
            (error as? JSONParsingError)?.offset == offset
        }
        #expect(JSONParsingError.malformed.offset == nil)
        #expect(throws: JSONParsingError.malformed, "equal to the error made without an offset") {
            try JSONValue(json: text + text)
        }
    }
}
