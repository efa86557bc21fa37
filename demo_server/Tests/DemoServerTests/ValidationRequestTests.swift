import DemoServer
import FormValidation
import FormValidationHummingbird
import Foundation
import Testing

/// Reading ALPValidator's request body.
@Suite struct ValidationRequestTests {
    @Test("reads instance and extra")
    func reads() throws {
        let request = try ValidationRequest(
            json: Array(#"{"instance": "née", "extra": {"min": 3, "tags": ["a", null], "on": true}}"#.utf8)
        )
        #expect(request.instance == "née")
        #expect(
            request.extra == [
                "min": .number(3),
                "tags": .array([.string("a"), .null]),
                "on": .bool(true),
            ]
        )
    }

    @Test("accepts extras as a spelling of extra, extra winning a clash")
    func extras() throws {
        let request = try ValidationRequest(
            json: Array(#"{"instance": "", "extras": {"a": 1, "b": 2}, "extra": {"a": 3}}"#.utf8)
        )
        #expect(request.instance == "")
        #expect(request.extra == ["a": .number(3), "b": .number(2)])
    }

    @Test(
        "rejects what is not ALPValidator's shape",
        arguments: [
            ("", Refusal.malformedJSON),
            ("{", .malformedJSON),
            ("nul", .malformedJSON),
            // Valid JSON, but a number no Decimal holds: out of range, not malformed.
            ("1e999", .numberOutOfRange("1e999")),
            (#"{"instance": "a", "extra": {"n": 1e400}}"#, .numberOutOfRange("1e400")),
            ("1e999 x", .malformedJSON),
            // Strict RFC 8259: no trailing comma; a key twice is refused, naming it; nesting at most 512 deep.
            (#"{"instance": "x",}"#, .malformedJSON),
            (#"{"instance": "x", "extra": [1,]}"#, .malformedJSON),
            (#"{"instance": "a", "instance": "b"}"#, .duplicateKey("instance")),
            (#"{"instance": "a", "extra": {"n": 1, "n": 1e400}}"#, .duplicateKey("n")),
            (String(repeating: "[", count: 513), .tooDeeplyNested),
            ("null", .missingInstance),
            ("[]", .missingInstance),
            (#"{"Instance": "a"}"#, .missingInstance),
            (#"{"instance": false}"#, .invalidInstance),
            (#"{"instance": "a", "extra": []}"#, .invalidExtra),
        ]
    )
    func rejects(json: String, refusal: Refusal) {
        expectRefused(refusal) { try ValidationRequest(json: Array(json.utf8)) }
    }

    @Test("is Decodable with the same shape rules, for decoders other than the server's")
    func decodable() throws {
        let json = #"{"instance": "a", "extras": {"n": 1}, "extra": {"lang": "de"}}"#
        let decoded = try JSONDecoder().decode(ValidationRequest.self, from: Data(json.utf8))
        #expect(decoded == ValidationRequest(instance: "a", extra: ["n": .number(1), "lang": .string("de")]))
        #expect(throws: ProblemDetails.missingInstance) {
            try JSONDecoder().decode(ValidationRequest.self, from: Data(#"{"Instance": "a"}"#.utf8))
        }
        #expect(throws: ProblemDetails.invalidExtra) {
            try JSONDecoder().decode(ValidationRequest.self, from: Data(#"{"instance": "a", "extra": 1}"#.utf8))
        }
    }
}
