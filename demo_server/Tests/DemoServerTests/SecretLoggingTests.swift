import FormValidationTestSupport
import Foundation
import Hummingbird
import NIOCore
import Testing

/// A secret submitted to `/api/signup` never comes back in the answer, and the server logs no request body, even
/// at its most verbose (`--log-level trace`), whatever the request: valid, invalid, malformed, refused.
@Suite struct SecretLoggingTests {
    static let secret = "Sw0rdf1sh-planted"
    static let marker = "body_marker_5e1f"

    @Test func neitherAnswersNorLogsShowTheSecretOrTheBody() async throws {
        let server = try ServerProcess(arguments: ["--port", "0", "--log-level", "trace", "--fault-routes"])
        let line = try await server.firstLine()
        let port = try #require(line.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)\n/).flatMap { Int($0.1) })
        let bodies = [
            // Valid: the password passes and must not be echoed.
            #"{"username": "\#(Self.marker)", "email": "ada@example.com", "password": "\#(Self.secret)1", "passwordConfirmation": "\#(Self.secret)1", "age": 36, "country": "GB"}"#,
            // Invalid in every field, secret ones included.
            #"{"username": "\#(Self.marker) !", "email": "\#(Self.marker)", "password": "\#(Self.secret)", "passwordConfirmation": "x\#(Self.secret)", "age": "\#(Self.secret)"}"#,
            // A wrong type, malformed JSON, a body cut short by its own syntax.
            #"{"username": ["\#(Self.marker)"], "password": {"p": "\#(Self.secret)"}}"#,
            #"{"password": "\#(Self.secret)", "username": "\#(Self.marker)""#,
        ]
        let answers = try await LoopbackClient.withClient(host: "127.0.0.1", port: port) { client in
            var answers: [String] = []
            for body in bodies {
                let response = try await client.post(
                    "/api/signup", headers: [.contentType: "application/json"], body: ByteBuffer(string: body))
                #expect(response.status.code < 500)
                answers.append(response.text)
            }
            for path in ["/validate", "/api/username-available", "/fault/slow?ms=0", "/nope"] {
                let response = try await client.post(
                    path, headers: [.contentType: "application/json"],
                    body: ByteBuffer(
                        string: #"{"instance": "\#(Self.secret) \#(Self.marker)", "extra": {"p": "\#(Self.marker)"}}"#))
                answers.append(response.text)
            }
            let refused = try await client.post(
                "/validate", headers: [.contentType: "text/plain"], body: ByteBuffer(string: Self.secret + Self.marker))
            #expect(refused.status == .unsupportedMediaType)
            return answers
        }
        let exit = await server.stop()
        #expect(exit.status == 0)
        #expect(answers[0].hasPrefix(#"{"values":"#), "the valid submission was refused: \(answers[0])")
        #expect(answers[1].contains("urn:formvalidation:problem:validation-failed"))
        for answer in answers.prefix(bodies.count) {
            #expect(!answer.contains(Self.secret), "an answer shows the secret: \(answer)")
        }
        #expect(!exit.standardError.isEmpty, "nothing was logged at trace level, so nothing was checked")
        #expect(!exit.standardError.contains(Self.secret), "the log shows the secret:\n\(exit.standardError)")
        #expect(!exit.standardError.contains(Self.marker), "the log shows a request body:\n\(exit.standardError)")
    }
}
