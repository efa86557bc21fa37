import DemoServer
import Hummingbird
import Testing

/// Bad input gets a JSON error with the right status on every POST route, and the server keeps serving.
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

    @Test("is answered with a JSON error, then a good request still works", arguments: Transport.allCases, BadInput.all)
    func rejected(transport: Transport, input: BadInput) async throws {
        try await TestServer.run(transport) { client in
            for route in Self.postRoutes {
                let response = try await client.post(route, bytes: input.body, contentType: input.contentType)
                #expect(response.status.code == input.status, "\(route)")
                #expect(response.headers[.contentType] == "application/json; charset=utf-8", "\(route)")
                let error = try JSONText.decode(ErrorBody.self, from: response.text)
                #expect(error == input.error, "\(route)")
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
                        == #"{"error":"unsupported_content_encoding","message":"The request body must be sent without a content coding, not with \#(coding)."}"#,
                    "\(route)")
            }
            let identity = try await client.post(
                "/validate", headers: [.contentType: "application/json", .contentEncoding: "identity"],
                body: ByteBuffer(string: #"{"instance": "ada"}"#))
            #expect(identity.text == "true")
        }
    }

    @Test("writes the error bodies byte for byte")
    func exactBodies() async throws {
        try await TestServer.run(.connectionPerRequest) { client in
            let examples:
                [(path: String, body: String, contentType: String?, status: HTTPResponse.Status, answer: String)] = [
                    (
                        "/validate", "{", "application/json", .badRequest,
                        #"{"error":"malformed_json","message":"The request body is not valid JSON."}"#
                    ),
                    (
                        "/validate", #"{"instance": "a", "extra": {"n": 1e400}}"#, "application/json",
                        .unprocessableContent,
                        #"{"error":"number_out_of_range","message":"The request body holds the number 1e400, which is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165)."}"#
                    ),
                    // RFC 8259 has no trailing commas.
                    (
                        "/validate", #"{"instance":"x",}"#, "application/json", .badRequest,
                        #"{"error":"malformed_json","message":"The request body is not valid JSON."}"#
                    ),
                    (
                        "/validate", #"{"instance": "ada", "instance": "admin"}"#, "application/json",
                        .unprocessableContent,
                        #"{"error":"duplicate_key","message":"The request body holds the key \"instance\" twice in one object."}"#
                    ),
                    (
                        "/validate", String(repeating: "[", count: 513), "application/json", .badRequest,
                        #"{"error":"too_deeply_nested","message":"The request body nests arrays and objects more than 512 levels deep."}"#
                    ),
                    // A number Decimal holds, though JSONDecoder refuses it, is read.
                    ("/validate", #"{"instance": "a", "extra": {"n": 1e150}}"#, "application/json", .ok, "true"),
                    (
                        "/validate", "{}", "application/json", .unprocessableContent,
                        #"{"error":"missing_instance","message":"The request body must be a JSON object with an \"instance\" string."}"#
                    ),
                    (
                        "/validate", #"{"instance": 1}"#, "application/json", .unprocessableContent,
                        #"{"error":"invalid_instance","message":"\"instance\" must be a string."}"#
                    ),
                    (
                        "/validate", #"{"instance": "a", "extra": 1}"#, "application/json", .unprocessableContent,
                        #"{"error":"invalid_extra","message":"\"extra\" must be a JSON object."}"#
                    ),
                    (
                        "/validate", PaddedBody.make(size: 70_000), "application/json", .contentTooLarge,
                        #"{"error":"payload_too_large","message":"The request body is larger than 65536 bytes."}"#
                    ),
                    (
                        "/validate", #"{"instance": "a"}"#, nil, .unsupportedMediaType,
                        #"{"error":"unsupported_media_type","message":"The request body must be sent with Content-Type: application/json."}"#
                    ),
                ]
            for example in examples {
                let response = try await client.post(example.path, body: example.body, contentType: example.contentType)
                #expect(response.status == example.status)
                #expect(response.text == example.answer)
            }
        }
    }

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
                #expect(
                    exchange.body
                        == #"{"error":"payload_too_large","message":"The request body is larger than 65536 bytes."}"#)
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
