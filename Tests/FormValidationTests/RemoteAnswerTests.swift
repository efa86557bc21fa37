import FormValidation
import Foundation
import Testing

@Suite struct RemoteAnswerTests {
    @Test(
        arguments: [
            ("true", true, nil), ("false", false, nil), (" true\n", true, nil), ("\r\n\tfalse  ", false, nil),
            (#"{"valid": true}"#, true, nil), (#"{"valid": false, "message": "Taken."}"#, false, "Taken."),
            (#" {"message": null, "valid": false} "#, false, nil), (#"{"valid": true, "extra": 1}"#, true, nil),
        ] as [(String, Bool, String?)])
    func answers(_ body: String, _ valid: Bool, _ message: String?) throws {
        let answer = try RemoteAnswer(RemoteResponse(statusCode: 200, body: Data(body.utf8)))
        #expect(answer == RemoteAnswer(isValid: valid, message: message))
    }

    @Test(arguments: [
        (200, "TRUE", RemoteValidationFailure.Kind.unreadableBody), (200, "", .unreadableBody),
        (200, "1", .unreadableBody), (200, "\"true\"", .unreadableBody), (200, "<html>", .unreadableBody),
        (200, #"{"valid": "yes"}"#, .unreadableBody), (200, "true false", .unreadableBody),
        (200, "[true]", .unreadableBody), (500, "true", .httpStatus), (404, "false", .httpStatus),
        (302, "true", .httpStatus), (204, "", .unreadableBody),
        // Read strictly: which "valid" would count is anyone's guess, and RFC 8259 has no trailing commas.
        (200, #"{"valid": true, "valid": false}"#, .unreadableBody), (200, #"{"valid": true,}"#, .unreadableBody),
        (200, #"{"valid": false, "message": "a", "message": "b"}"#, .unreadableBody),
        (200, #"{"valid": true, "message": 3}"#, .unreadableBody), (200, #"{"valid": 1}"#, .unreadableBody),
    ])
    func failures(_ status: Int, _ body: String, _ kind: RemoteValidationFailure.Kind) {
        let error = #expect(throws: RemoteValidationFailure.self) {
            try RemoteAnswer(RemoteResponse(statusCode: status, body: Data(body.utf8)))
        }
        #expect(error?.kind == kind)
    }

    @Test func oversizedBodyIsAFailure() {
        let body = Data(repeating: 0x20, count: RemoteAnswer.maximumBodySize) + Data("true".utf8)
        let error = #expect(throws: RemoteValidationFailure.self) {
            try RemoteAnswer(RemoteResponse(statusCode: 200, body: body))
        }
        #expect(error?.kind == .bodyTooLarge)
    }
}
