import FormValidationTestSupport
import Foundation
import Hummingbird
import NIOCore
import Testing

@testable import DemoServer

/// Bodies nested deeper than Foundation's JSON parser allows are refused, `400 too_deeply_nested`: 513 unclosed `[`
/// used to make the parser trap and the server die (found by `scripts/abuse-demo-server`). The library's
/// `JSONValue(json:)`, which both routes read bodies with, never hands a text to Foundation's parser, and refuses
/// nesting past 512 levels.
@Suite struct DeepNestingTests {
    static let bodies = [
        String(repeating: "[", count: 513), String(repeating: "{\"a\":", count: 513),
        #"{"instance": "a", "extra": "# + String(repeating: "[", count: 512),
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513), String(repeating: "[", count: 20_000),
    ]

    @Test(arguments: bodies)
    func validationRequestRefusesIt(_ body: String) {
        expectRefused(.tooDeeplyNested) { try ValidationRequest(json: Array(body.utf8)) }
    }

    @Test func theLiveServerAnswersAndLives() async throws {
        let server = try ServerProcess(arguments: ["--port", "0"])
        let line = try await server.firstLine()
        let port = try #require(line.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)\n/).flatMap { Int($0.1) })
        try await LoopbackClient.withClient(host: "127.0.0.1", port: port) { client in
            for path in ["/validate", "/api/signup"] {
                for body in Self.bodies {
                    let response = try await client.post(
                        path, headers: [.contentType: "application/json"], body: ByteBuffer(string: body))
                    #expect(response.status == .badRequest)
                    // Every route answers the integration's problem, with the offset of the bracket too deep.
                    #expect(
                        response.text.hasPrefix(
                            #"{"detail":"The body cannot be read as JSON: the text nests arrays and objects more than 512 levels deep (at byte "#
                        ), "\(path)")
                    #expect(
                        response.text.contains(
                            #""status":400,"title":"Malformed JSON","type":"urn:formvalidation:problem:malformed-json"}"#
                        ), "\(path)")
                }
            }
            // Still alive: a good request is answered.
            let good = try await client.post(
                "/validate", headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"instance": "a"}"#))
            #expect(good.status == .ok)
        }
        let exit = await server.stop()
        #expect(exit.status == 0)
    }
}
