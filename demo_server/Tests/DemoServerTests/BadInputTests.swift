import DemoServer
import FormValidationHummingbird
import Hummingbird
import Testing

/// Bad input gets an RFC 9457 problem with the right status on every POST route, and the server keeps serving.
@Suite struct BadInputTests {
    /// Every route that reads ALPValidator's body.
    static let postRoutes = [
        "/validate",
        "/api/username-available",
        "/fault/slow?ms=0",
        "/fault/status/503",
        "/fault/garbage",
        "/fault/oversized",
        "/fault/drop",
    ]

    @Test("is answered with a problem, then a good request still works", arguments: Transport.allCases, BadInput.all)
    func rejected(transport: Transport, input: BadInput) async throws {
        try await TestServer.run(transport) { client in
            for route in Self.postRoutes {
                let response = try await client.post(route, bytes: input.body, contentType: input.contentType)
                #expect(response.status.code == input.refusal.status, "\(route)")
                #expect(response.headers[.contentType] == "application/problem+json", "\(route)")
                let problem = try ProblemDetails.decode(response.text)
                #expect(problem.type == input.refusal.type, "\(route)")
                #expect(problem.status.code == input.refusal.status, "\(route)")
                #expect(!problem.title.isEmpty && problem.detail?.isEmpty == false, "\(route)")
                // Same connection when live: the server is still there and still right.
                let next = try await client.validate(instance: "fine")
                #expect(next.status == .ok, "after \(route)")
                #expect(next.text == "true", "after \(route)")
            }
        }
    }

    /// A body sent with a content coding is refused with `415` and `Accept-Encoding: identity`: a `br` label on a
    /// plain body was read as JSON as it was, and a gzip body answered "not valid JSON".
    @Test("refuses a coded body with 415", arguments: ["gzip", "br", "deflate, identity"])
    func codedBodies(coding: String) async throws {
        try await TestServer.run(.connectionPerRequest) { client in
            for route in Self.postRoutes {
                let response = try await client.post(
                    route, headers: [.contentType: "application/json", .contentEncoding: coding],
                    body: ByteBuffer(string: #"{"instance": "ada"}"#))
                #expect(response.status == .unsupportedMediaType, "\(route)")
                #expect(response.headers[.acceptEncoding] == "identity", "\(route)")
                #expect(
                    response.text
                        == #"{"detail":"The body must be sent without a content coding, not with \#(coding).","status":415,"title":"Unsupported content coding","type":"urn:formvalidation:problem:unsupported-content-encoding"}"#,
                    "\(route)")
            }
            let identity = try await client.post(
                "/validate", headers: [.contentType: "application/json", .contentEncoding: "identity"],
                body: ByteBuffer(string: #"{"instance": "ada"}"#))
            #expect(identity.text == "true")
        }
    }

    @Test("writes the problems byte for byte")
    func exactBodies() async throws {
        try await TestServer.run(.connectionPerRequest) { client in
            let examples:
                [(path: String, body: String, contentType: String?, status: HTTPResponse.Status, answer: String)] = [
                    (
                        "/validate", "{", "application/json", .badRequest,
                        #"{"detail":"The body cannot be read as JSON: the text is not valid JSON (at byte 1).","offset":1,"status":400,"title":"Malformed JSON","type":"urn:formvalidation:problem:malformed-json"}"#
                    ),
                    (
                        "/validate", #"{"instance": "a", "extra": {"n": 1e400}}"#, "application/json",
                        .unprocessableContent,
                        #"{"detail":"The body cannot be read as JSON: the number 1e400 is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165).","status":422,"title":"JSON without one meaning","type":"urn:formvalidation:problem:unreadable-json"}"#
                    ),
                    // RFC 8259 has no trailing commas.
                    (
                        "/validate", #"{"instance":"x",}"#, "application/json", .badRequest,
                        #"{"detail":"The body cannot be read as JSON: the text is not valid JSON (at byte 16).","offset":16,"status":400,"title":"Malformed JSON","type":"urn:formvalidation:problem:malformed-json"}"#
                    ),
                    (
                        "/validate", #"{"instance": "ada", "instance": "admin"}"#, "application/json",
                        .unprocessableContent,
                        #"{"detail":"The body cannot be read as JSON: the key \"instance\" appears twice in one object (at byte 20).","offset":20,"status":422,"title":"JSON without one meaning","type":"urn:formvalidation:problem:unreadable-json"}"#
                    ),
                    (
                        "/validate", String(repeating: "[", count: 513), "application/json", .badRequest,
                        #"{"detail":"The body cannot be read as JSON: the text nests arrays and objects more than 512 levels deep (at byte 512).","offset":512,"status":400,"title":"Malformed JSON","type":"urn:formvalidation:problem:malformed-json"}"#
                    ),
                    // A number Decimal holds, though JSONDecoder refuses it, is read.
                    ("/validate", #"{"instance": "a", "extra": {"n": 1e150}}"#, "application/json", .ok, "true"),
                    (
                        "/validate", "{}", "application/json", .unprocessableContent,
                        #"{"detail":"The request body must be a JSON object with an \"instance\" string.","status":422,"title":"Missing instance","type":"urn:formvalidation:problem:missing-instance"}"#
                    ),
                    (
                        "/validate", #"{"instance": 1}"#, "application/json", .unprocessableContent,
                        #"{"detail":"\"instance\" must be a string.","status":422,"title":"Invalid instance","type":"urn:formvalidation:problem:invalid-instance"}"#
                    ),
                    (
                        "/validate", #"{"instance": "a", "extra": 1}"#, "application/json", .unprocessableContent,
                        #"{"detail":"\"extra\" must be a JSON object.","status":422,"title":"Invalid extra","type":"urn:formvalidation:problem:invalid-extra"}"#
                    ),
                    (
                        "/validate", PaddedBody.make(size: 70_000), "application/json", .contentTooLarge,
                        Self.bodyTooLarge
                    ),
                    (
                        "/validate", #"{"instance": "a"}"#, nil, .unsupportedMediaType,
                        #"{"detail":"The body must be sent as application/json, not without a Content-Type.","status":415,"title":"Unsupported media type","type":"urn:formvalidation:problem:unsupported-media-type"}"#
                    ),
                ]
            for example in examples {
                let response = try await client.post(example.path, body: example.body, contentType: example.contentType)
                #expect(response.status == example.status)
                #expect(response.text == example.answer)
            }
        }
    }

    /// The problem of a body over 64 KiB.
    static let bodyTooLarge =
        #"{"detail":"The body must be at most 65536 bytes long.","status":413,"title":"Body too large","type":"urn:formvalidation:problem:body-too-large"}"#

    @Test("stops reading a chunked body at 64 KiB and answers 413")
    func chunkedOversizedBody() async throws {
        try await TestServer.run(.sharedConnection) { client in
            let port = client.port
            for size in [DemoServerConfiguration.maximumBodySize + 1, 1024 * 1024] {
                let exchange = try await RawHTTPExchange.postChunked(
                    "/validate",
                    body: Array(PaddedBody.make(size: size).utf8),
                    port: port
                )
                #expect(exchange.status == 413)
                #expect(exchange.body == Self.bodyTooLarge)
            }
            let atLimit = try await RawHTTPExchange.postChunked(
                "/validate",
                body: Array(PaddedBody.make(size: DemoServerConfiguration.maximumBodySize).utf8),
                port: port
            )
            #expect(atLimit.status == 200)
            #expect(atLimit.body == "true")
            #expect(try await client.validate(instance: "still here").text == "true")
        }
    }
}
