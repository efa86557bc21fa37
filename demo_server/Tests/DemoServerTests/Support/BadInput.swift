import DemoServer
import Hummingbird
import Testing

/// A malformed request and the problem the server must answer it with.
struct BadInput: Sendable, CustomTestStringConvertible {
    /// What is wrong, for the test report.
    let name: String

    /// The body to send.
    let body: [UInt8]

    /// The `Content-Type` to send, or `nil` for none.
    let contentType: String?

    /// The expected status and problem type.
    let refusal: Refusal

    var testDescription: String { name }

    init(_ name: String, body: String, contentType: String? = "application/json", _ refusal: Refusal) {
        self.init(name, bytes: Array(body.utf8), contentType: contentType, refusal)
    }

    init(_ name: String, bytes: [UInt8], contentType: String? = "application/json", _ refusal: Refusal) {
        self.name = name
        self.body = bytes
        self.contentType = contentType
        self.refusal = refusal
    }

    /// Every kind of bad input the POST routes must reject.
    static let all: [BadInput] = [
        BadInput("truncated JSON", body: #"{"instance": "#, .malformedJSON),
        BadInput("empty body", body: "", .malformedJSON),
        BadInput("form encoding sent as JSON", body: "instance=hello", .malformedJSON),
        BadInput("trailing garbage", body: #"{"instance": "a"} x"#, .malformedJSON),
        BadInput(
            "invalid UTF-8", bytes: Array(#"{"instance": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8), .malformedJSON),
        BadInput(
            "nesting 10000 deep",
            body: String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            .tooDeeplyNested
        ),
        // RFC 8259 has no trailing commas; JSONDecoder took them.
        BadInput("trailing comma", body: #"{"instance": "x",}"#, .malformedJSON),
        BadInput("trailing comma in extra", body: #"{"instance": "x", "extra": {"lang": "en",}}"#, .malformedJSON),
        BadInput("trailing comma in an array", body: #"{"instance": "x", "extra": {"list": [1,]}}"#, .malformedJSON),
        // A key twice: which one counts is anyone's guess (JSONDecoder took the first, JavaScript takes the last).
        BadInput("duplicate key", body: #"{"instance": "ada", "instance": "admin"}"#, .duplicateKey("instance")),
        BadInput(
            "duplicate key in extra", body: #"{"instance": "a", "extra": {"lang": "en", "lang": "de"}}"#,
            .duplicateKey("lang")),
        BadInput("duplicate key, broken JSON", body: #"{"instance": "a", "instance": "b""#, .malformedJSON),
        BadInput(
            "number beyond Decimal", body: #"{"instance": "a", "extra": {"n": 1e400}}"#, .numberOutOfRange("1e400")),
        BadInput("tiny number beyond Decimal", body: #"{"extra": {"n": -1E-200}}"#, .numberOutOfRange("-1E-200")),
        BadInput("number beyond Decimal, broken JSON", body: #"{"instance": "a", "n": 1e400"#, .malformedJSON),
        BadInput("empty object", body: "{}", .missingInstance),
        BadInput("other keys only", body: #"{"value": "a", "extra": {}}"#, .missingInstance),
        BadInput("top-level array", body: #"["a"]"#, .missingInstance),
        BadInput("top-level string", body: #""a""#, .missingInstance),
        BadInput("number instance", body: #"{"instance": 5}"#, .invalidInstance),
        BadInput("null instance", body: #"{"instance": null}"#, .invalidInstance),
        BadInput("object instance", body: #"{"instance": {"a": 1}}"#, .invalidInstance),
        BadInput("array instance", body: #"{"instance": ["a"]}"#, .invalidInstance),
        BadInput("string extra", body: #"{"instance": "a", "extra": "b"}"#, .invalidExtra),
        BadInput("array extras", body: #"{"instance": "a", "extras": [1]}"#, .invalidExtra),
        BadInput(
            "body 1 byte over 64 KiB",
            body: PaddedBody.make(size: DemoServerConfiguration.maximumBodySize + 1),
            .payloadTooLarge
        ),
        BadInput("body of 1 MiB", body: PaddedBody.make(size: 1024 * 1024), .payloadTooLarge),
        BadInput("no content type", body: #"{"instance": "a"}"#, contentType: nil, .unsupportedMediaType),
        BadInput("text/plain", body: #"{"instance": "a"}"#, contentType: "text/plain", .unsupportedMediaType),
        BadInput(
            "form content type",
            body: #"{"instance": "a"}"#,
            contentType: "application/x-www-form-urlencoded",
            .unsupportedMediaType
        ),
        BadInput(
            "application/jsonx", body: #"{"instance": "a"}"#, contentType: "application/jsonx", .unsupportedMediaType),
    ]
}
