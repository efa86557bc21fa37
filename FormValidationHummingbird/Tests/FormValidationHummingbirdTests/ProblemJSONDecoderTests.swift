import FormValidation
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormValidationHummingbird

/// `ProblemJSONDecoder`: Hummingbird's `request.decode(as:context:)` reading through `jsonBody`, and requests that
/// reach the router with no HTTP parser before it.
@Suite struct ProblemJSONDecoderTests {
    struct Context: RequestContext {
        var coreContext: CoreRequestContextStorage
        init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
        var maxUploadSize: Int { 64 }
        var requestDecoder: ProblemJSONDecoder { ProblemJSONDecoder() }
    }

    struct Greeting: Decodable {
        var name: String
    }

    static func application() -> some ApplicationProtocol {
        let router = Router(context: Context.self)
        router.post("/greet") { request, context -> String in
            "Hello, \(try await request.decode(as: Greeting.self, context: context).name)"
        }
        router.post("/json") { request, context -> String in
            "\(try await request.decode(as: JSONValue.self, context: context))"
        }
        return Application(router: router)
    }

    @Test func decodesADecodableThroughTheStrictReader() async throws {
        try await Self.application().test(.router) { client in
            let hello = try await client.executeRequest(
                uri: "/greet", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"name": "Ada"}"#))
            #expect(String(buffer: hello.body) == "Hello, Ada")
            // What Foundation's JSONDecoder takes, and the strict reader refuses: a key twice, a trailing comma.
            for (body, type, status) in [
                (#"{"name": "Ada", "name": "Bob"}"#, "unreadable-json", HTTPResponse.Status.unprocessableContent),
                (#"{"name": "Ada",}"#, "malformed-json", .badRequest),
                (String(repeating: " ", count: 65) + "{}", "body-too-large", .contentTooLarge),
            ] {
                let response = try await client.executeRequest(
                    uri: "/greet", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(string: body))
                #expect(response.status == status, "\(body)")
                #expect(response.headers[.contentType] == "application/problem+json")
                let problem = try JSONDecoder().decode(
                    ProblemDetails.self, from: Data(String(buffer: response.body).utf8))
                #expect(problem.type == "urn:formvalidation:problem:" + type)
            }
        }
    }

    /// A `Content-Length` that is no number: `400 malformed-request`, as on every route of the demo server (whose
    /// `ContentLengthTests` sends the same). The test client leaves the header as written when there is no body.
    @Test(arguments: ["12abc", "-1", "1, 2", "0x10"])
    func aContentLengthThatIsNoNumberGets400(value: String) async throws {
        try await Self.application().test(.router) { client in
            for uri in ["/greet", "/json"] {
                let response = try await client.executeRequest(
                    uri: uri, method: .post,
                    headers: [.contentType: "application/json", .contentLength: value, .acceptLanguage: "de"],
                    body: nil)
                #expect(response.status == .badRequest)
                #expect(response.headers[.connection] == "close")
                let problem = try JSONDecoder().decode(
                    ProblemDetails.self, from: Data(String(buffer: response.body).utf8))
                #expect(problem.type == "urn:formvalidation:problem:malformed-request")
                #expect(problem.detail == "Die Content-Length \(value) ist keine Anzahl von Bytes.")
            }
        }
    }
}
