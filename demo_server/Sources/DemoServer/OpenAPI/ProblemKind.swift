import FormValidation
import FormValidationHummingbird
import Foundation
import Hummingbird

/// One kind of RFC 9457 problem a route may answer, as the OpenAPI document describes it: its type, its status,
/// the members it has besides `type`, `title` and `status`, and the headers it is sent with.
///
/// Each kind is read from a real problem of the server's (``FormValidationHummingbird/ProblemDetails``), so the
/// document and the answers cannot drift apart: a new member or header of a problem shows up in its schema.
struct ProblemKind: Sendable {
    /// The type URI, `urn:formvalidation:problem:malformed-json`.
    let type: String

    /// The HTTP status.
    let status: Int

    /// When a route answers it, for the document's descriptions.
    let summary: String

    /// The optional members it always has: `detail`, and `offset` or `errors` for the kinds that carry them.
    let members: [String]

    /// The optional members some problems of the kind have and others not (`offset`, which a key given twice has
    /// and a number out of range not).
    let sometimes: [String]

    /// The headers it is sent with besides `Content-Type` and `Content-Language` (`Accept-Encoding`), in
    /// lowercase; `Connection` is left out, as a hop-by-hop header no operation describes.
    let headers: [String]

    /// Reads a kind from examples of its problem, which all have its type and status.
    ///
    /// - Parameters:
    ///   - examples: Problems of the kind, one of each shape it has.
    ///   - summary: When a route answers it.
    init(_ examples: ProblemDetails..., summary: String) {
        type = examples[0].type
        status = examples[0].status.code
        self.summary = summary
        let shapes = examples.map { example in
            Set(
                [
                    example.detail.map { _ in "detail" }, example.errors.map { _ in "errors" },
                    example.offset.map { _ in "offset" },
                ].compactMap { $0 })
        }
        let always = shapes.dropFirst().reduce(shapes[0]) { $0.intersection($1) }
        members = always.sorted()
        sometimes = shapes.reduce(Set()) { $0.union($1) }.subtracting(always).sorted()
        headers = Set(examples.flatMap { $0.headers.map(\.name.canonicalName) }).subtracting(["connection"]).sorted()
    }

    /// The name of its schema under `components/schemas`: `MalformedJsonProblem` for `…:malformed-json`,
    /// `AboutBlankProblem` for `about:blank`.
    var schemaName: String {
        let kind = type.split(separator: ":").last.map(String.init) ?? type
        return kind.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Problem"
    }

    /// Its schema: a ``OpenAPISchemas/problem`` with its own type and status, the members it always has, and none
    /// of the others.
    var schema: JSONValue {
        var properties: JSONObject = ["type": ["const": .string(type)], "status": ["const": .number(.init(status))]]
        for member in ["errors", "offset"] where !members.contains(member) && !sometimes.contains(member) {
            properties[member] = false
        }
        return [
            "description": .string(summary),
            "allOf": [["$ref": OpenAPISchemas.reference(OpenAPISchemas.problemName)]],
            "required": .array(members.map { .string($0) }),
            "properties": .object(properties),
        ]
    }
}

extension ProblemKind {
    /// `400 malformed-json`: the body is not JSON, or nests too deeply.
    static let malformedJSON = ProblemKind(
        .unreadableJSON(parsingError(of: "{")),
        .unreadableJSON(parsingError(of: String(repeating: "[", count: JSONValue.maximumDepth + 1))),
        summary:
            "The body is not JSON as RFC 8259 defines it (an empty body, a trailing comma, invalid UTF-8), or nests more "
            + "than 512 levels deep; `offset` is the byte where reading stopped.")

    /// `422 unreadable-json`: JSON without one meaning.
    static let unreadableJSON = ProblemKind(
        .unreadableJSON(parsingError(of: #"{"a": 1, "a": 2}"#)), .unreadableJSON(parsingError(of: "[1e400]")),
        summary: "The body is JSON without one meaning: a key given twice in one object (`offset` is the byte of the "
            + "second), or a number no `Decimal` holds (`1e400`).")

    /// `400 unreadable-body`: the body stream failed.
    static let unreadableBody = ProblemKind(
        .unreadableBody(),
        summary: "The body could not be read: it ended early, or its chunks are malformed. The connection is closed.")

    /// `400 malformed-request`: a `Content-Length` that is no number.
    static let malformedRequest = ProblemKind(
        .malformedContentLength("x"),
        summary:
            "The `Content-Length` is no number of bytes (when the HTTP parser lets one through). The connection is closed."
    )

    /// `413 body-too-large`.
    static let bodyTooLarge = ProblemKind(
        .bodyTooLarge(limit: DemoServerConfiguration.maximumBodySize),
        summary: "The body is larger than 64 KiB (declared, or read).")

    /// `415 unsupported-media-type`.
    static let unsupportedMediaType = ProblemKind(
        .unsupportedMediaType(nil),
        summary: "The body is not sent as `application/json` (parameters such as `charset` allowed).")

    /// `415 unsupported-content-encoding`.
    static let unsupportedContentEncoding = ProblemKind(
        .unsupportedContentEncoding("gzip"),
        summary:
            "The body is sent with a content coding (`Content-Encoding: gzip`); the answer has `Accept-Encoding: identity`."
    )

    /// `422 validation-failed`: a form's values are not valid.
    static let validationFailed = ProblemKind(
        .validationFailed([ValidationError(code: .invalidType, message: "")], messages: .english),
        summary:
            "The body is not a JSON object, or some of its values break the form's rules: `errors` lists every error, "
            + "each at the JSON Pointer of its value, in the request's language.")

    /// `422 missing-instance`.
    static let missingInstance = ProblemKind(
        .missingInstance, summary: "The body is JSON, but not an object with an `instance` key.")

    /// `422 invalid-instance`.
    static let invalidInstance = ProblemKind(.invalidInstance, summary: "`instance` is not a string.")

    /// `422 invalid-extra`.
    static let invalidExtra = ProblemKind(
        .invalidExtra, summary: "`extra` (or `extras`) is neither an object nor `null`.")

    /// `400 invalid-delay`, of `/fault/slow`.
    static let invalidDelay = ProblemKind(
        .invalidDelay("x"), summary: "`ms` is not a whole number of milliseconds from 0 to \(FaultRoutes.maximumDelay)."
    )

    /// `400 invalid-status`, of `/fault/status/{code}`.
    static let invalidStatus = ProblemKind(
        .invalidStatus("x"), summary: "`code` is not a whole number from 200 to 599.")

    /// `404 no-request-recorded`, of `/fault/last-request`.
    static let noRequestRecorded = ProblemKind(
        .noRequestRecorded(path: "/validate"),
        summary: "No well-formed request to `path` was recorded since the last reset.")

    /// `500 internal-error`, of a form route whose spec's rules could not be built.
    static let internalError = ProblemKind(
        .internalError,
        summary: "The form's rules could not be built from its spec (a remote rule whose URL is refused): every "
            + "request gets this answer.")

    /// The refusals of the integration's body reader, which every route that reads a body answers, in the
    /// request's language.
    static let body: [ProblemKind] = [
        malformedJSON, unreadableBody, malformedRequest, bodyTooLarge, unsupportedMediaType,
        unsupportedContentEncoding, unreadableJSON,
    ]

    /// The refusals of a route that reads ALPValidator's body: the integration's, and the body's shape.
    static let alpValidatorBody: [ProblemKind] = body + [missingInstance, invalidInstance, invalidExtra]

    /// The refusals of a form route: the integration's, and a failed validation.
    static let form: [ProblemKind] = body + [validationFailed]

    /// Every kind the document describes, each once.
    static let all: [ProblemKind] =
        alpValidatorBody + [validationFailed, invalidDelay, invalidStatus, noRequestRecorded, internalError]

    /// The error the library's strict parser finds in `text`, which is not JSON with one meaning.
    private static func parsingError(of text: String) -> JSONParsingError {
        do throws(JSONParsingError) {
            _ = try JSONValue(json: text)
        } catch {
            return error
        }
        preconditionFailure("\(text) is JSON with one meaning")
    }
}
