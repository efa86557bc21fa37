import DemoServer
import FormValidationHummingbird
import Hummingbird
import HummingbirdTesting
import Testing

/// A `Content-Length` that is no number of bytes, on every route that reads a body: the demo's own reader took it
/// (and read the body as if it had none) while the integration's answered `400`; every route now reads through the
/// integration, so every one answers its `400 malformed-request`. NIO's HTTP/1.1 parser refuses such a head before
/// any route runs, so the requests go to the router in-process, where nothing parses them first.
@Suite struct ContentLengthTests {
    /// Every route that reads a body, the form routes included.
    static let routes = BadInputTests.postRoutes + ["/api/signup", "/api/order"]

    @Test(
        "a Content-Length that is no number is 400 malformed-request on every route",
        arguments: ["12abc", "-1", "1, 2", "0x10"])
    func notANumber(value: String) async throws {
        let app = try buildApplication(
            configuration: DemoServerConfiguration(port: 0, faultRoutesEnabled: true), logger: TestServer.quietLogger)
        try await app.test(.router) { client in
            for route in Self.routes {
                // No body, so that the test client leaves the Content-Length as written.
                let response = try await client.executeRequest(
                    uri: route, method: .post,
                    headers: [.contentType: "application/json", .contentLength: value, .acceptLanguage: "de"], body: nil
                )
                #expect(response.status == .badRequest, "\(route)")
                #expect(response.headers[.contentType] == "application/problem+json", "\(route)")
                #expect(response.headers[.connection] == "close", "\(route)")
                #expect(
                    try ProblemDetails.decode(String(buffer: response.body))
                        == ProblemDetails(
                            type: "urn:formvalidation:problem:malformed-request", title: "Fehlerhafte Anfrage",
                            status: .badRequest, detail: "Die Content-Length \(value) ist keine Anzahl von Bytes."),
                    "\(route)")
            }
        }
    }
}
