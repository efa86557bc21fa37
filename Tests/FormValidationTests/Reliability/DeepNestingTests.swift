import Foundation
import Testing

@testable import FormCheckCommand
@testable import FormValidation

/// JSON nested one level deeper than Foundation's parser allows (513 unclosed `[`) made the parser trap, ending the
/// process: a form spec, a `formcheck form` line, a `--extra` argument, or a remote check's answer — which a
/// hostile or broken server controls. Found by the demo server's abuse run. Each now fails cleanly.
@Suite struct DeepNestingTests {
    static let tooDeep = [
        String(repeating: "[", count: 513), "{\"a\":" + String(repeating: "[", count: 512),
        String(repeating: "{\"a\":", count: 513),
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    ]

    @Test(arguments: tooDeep)
    func aJSONValueIsMalformed(_ text: String) {
        #expect(throws: JSONParsingError.malformed) { try JSONValue(json: text.utf8) }
    }

    @Test(arguments: tooDeep)
    func aSpecIsNotValidJSON(_ text: String) {
        #expect(throws: FormSpecError(reason: "the spec is not valid JSON")) { try FormSpec(json: text) }
    }

    @Test(arguments: tooDeep)
    func aRemoteAnswerIsUnreadable(_ text: String) {
        let body = "{\"valid\": " + text
        #expect(throws: RemoteValidationFailure.self) {
            try RemoteAnswer(RemoteResponse(statusCode: 200, body: Data(body.utf8)))
        }
    }

    @Test(arguments: tooDeep)
    func aFormcheckLineIsNotValidJSON(_ text: String) async throws {
        let spec = try FormCheckFormTests.temporaryFile(#"{"name": "f", "fields": [{"name": "a"}]}"#)
        let result = await FormCheckFormTests.run(["form", "--spec", spec], input: text + "\n")
        #expect(result.output == #"{"error":"the line is not valid JSON","valid":false}"# + "\n")
    }

    @Test(arguments: [
        ("[[]]", false), (#"["[[[["]"#, false), (String(repeating: "[", count: 512), false),
        (String(repeating: "[", count: 513), true), (#"{"a": "\"[[[", "b": []}"#, false),
    ])
    func nestingIsCountedOutsideStrings(_ text: String, _ tooDeep: Bool) {
        #expect(JSONNesting.exceedsLimit(text.utf8) == tooDeep)
    }
}
