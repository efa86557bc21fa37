import Foundation
import Testing

@testable import FormCheckCommand
@testable import FormValidation

/// JSON nested one level deeper than Foundation's parser allows (513 unclosed `[`) made the parser trap, ending the
/// process: a form spec, a `formcheck form` line, a `--extra` argument, or a remote check's answer — which a
/// hostile or broken server controls. Found by the demo server's abuse run. Each now fails cleanly, saying the text
/// nests too deep (no JSON text reaches Foundation's parser any more).
@Suite struct DeepNestingTests {
    static let tooDeep = [
        String(repeating: "[", count: 513), "{\"a\":" + String(repeating: "[", count: 512),
        String(repeating: "{\"a\":", count: 513),
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    ]

    @Test(arguments: tooDeep)
    func aJSONValueIsTooDeeplyNested(_ text: String) {
        #expect(throws: JSONParsingError.tooDeeplyNested(limit: 512)) { try JSONValue(json: text.utf8) }
    }

    @Test(arguments: tooDeep)
    func aSpecIsTooDeeplyNested(_ text: String) {
        #expect(throws: FormSpecError(reason: "the spec nests arrays and objects more than 512 levels deep")) {
            try FormSpec(json: text)
        }
    }

    @Test(arguments: tooDeep)
    func aRemoteAnswerIsUnreadable(_ text: String) {
        let body = "{\"valid\": " + text
        #expect(throws: RemoteValidationFailure.self) {
            try RemoteAnswer(RemoteResponse(statusCode: 200, body: Data(body.utf8)))
        }
    }

    @Test(arguments: tooDeep)
    func aFormcheckLineIsTooDeeplyNested(_ text: String) async throws {
        let spec = try FormCheckFormTests.temporaryFile(#"{"name": "f", "fields": [{"name": "a"}]}"#)
        let result = await FormCheckFormTests.run(["form", "--spec", spec], input: text + "\n")
        #expect(
            result.output
                == #"{"error":"the line nests arrays and objects more than 512 levels deep","valid":false}"# + "\n")
    }

    /// Brackets inside strings do not count.
    @Test(arguments: [#"["[[[["]"#, #"{"a": "\"[[[", "b": []}"#, "[" + String(repeating: #""[", "#, count: 600) + "1]"])
    func nestingIsCountedOutsideStrings(_ text: String) {
        #expect(throws: Never.self) { try JSONValue(json: text.utf8) }
    }
}
