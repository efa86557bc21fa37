import FormValidation
import Foundation
import Testing

/// JSON Pointers (RFC 6901), and the paths of a submitted record's errors.
@Suite struct JSONPointerTests {
    /// RFC 6901 section 5's pointers into its example document, with their tokens.
    static let rfcExamples: [(text: String, tokens: [String])] = [
        ("", []), ("/foo", ["foo"]), ("/foo/0", ["foo", "0"]), ("/", [""]), ("/a~1b", ["a/b"]),
        ("/c%d", ["c%d"]), ("/e^f", ["e^f"]), ("/g|h", ["g|h"]), ("/i\\j", ["i\\j"]), ("/k\"l", ["k\"l"]),
        ("/ ", [" "]), ("/m~0n", ["m~n"]), ("/~01", ["~1"]), ("/a//b", ["a", "", "b"]), ("/ä/日本", ["ä", "日本"]),
    ]

    @Test(arguments: rfcExamples)
    func readsAndWritesItsText(_ text: String, _ tokens: [String]) throws {
        let pointer = try JSONPointer(parsing: text)
        #expect(pointer.tokens == tokens)
        #expect(pointer.description == text)
        #expect(JSONPointer(tokens: tokens).description == text)
    }

    @Test(arguments: ["foo", "/~", "/~2", "/a~", "~0", "/~\u{301}1"])
    func refusesWhatIsNoPointer(_ text: String) {
        #expect(throws: JSONPointerError.self) { try JSONPointer(parsing: text) }
    }

    /// An array index is `0` or digits that do not start with `0` (RFC 6901): `01` names no item.
    @Test(
        arguments: [
            ("0", 0), ("1", 1), ("10", 10), ("01", nil), ("00", nil), ("-1", nil), ("+1", nil), ("1.0", nil),
            ("", nil), ("\u{0661}", nil), ("99999999999999999999999", nil),
        ] as [(String, Int?)])
    func arrayIndexesAreWrittenAsRFC6901WritesThem(_ token: String, _ index: Int?) {
        #expect(JSONPointer.arrayIndex(token) == index)
        let list: JSONValue = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]
        #expect(list.value(at: JSONPointer(tokens: [token])) == index.map { list.arrayValue?[$0] } ?? nil)
    }

    @Test func buildsAPathStepByStep() throws {
        let pointer = JSONPointer.root.appending("addresses").appending(1).appending("phone")
        #expect(pointer.description == "/addresses/1/phone")
        #expect(pointer == ["addresses", "1", "phone"])
        #expect(JSONPointer.root.appending("a/b").appending("~").description == "/a~1b/~0")
        let data = try JSONEncoder().encode(pointer)
        #expect(String(decoding: data, as: UTF8.self) == #""\/addresses\/1\/phone""#)
        #expect(try JSONDecoder().decode(JSONPointer.self, from: data) == pointer)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(JSONPointer.self, from: Data(#""x""#.utf8)) }
    }

    /// Each error of a submitted record points at its value; a form rule's error that goes to no field at the
    /// whole record.
    @Test func errorsOfARecordCarryTheirPath() async throws {
        let spec = try FormSpec(
            json: """
                {"name": "f", "fields": [
                    {"name": "email", "rules": [{"rule": "email"}]},
                    {"name": "a/b", "rules": [{"rule": "required"}]},
                    {"name": "phone"}],
                 "formRules": [{"rule": "atLeastOneOf", "fields": ["email", "phone"]}]}
                """)
        let result = try await FormSpecValidator(spec).validate(["email": "nope"])
        #expect(result.errors.map { $0.path?.description } == ["/email", "/a~1b"])
        let empty = try await FormSpecValidator(spec).validate(["a/b": "x"])
        #expect(empty.formErrors.map(\.path) == [JSONPointer.root])
        let error = try #require(result.errors.first)
        let decoded = try JSONDecoder().decode(ValidationError.self, from: try JSONEncoder().encode(error))
        #expect(decoded == error)
        #expect(RuleSet<String>(.email()).validate("nope").errors.first?.path == nil)
    }
}
