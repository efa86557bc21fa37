import FormValidation
import Foundation
import Hummingbird

/// The body of `POST /api/signup`: a JSON object of field names and values, such as
/// `{"username": "ada", "email": "ada@example.com", "age": 36}`.
///
/// The values are read as the form spec reads a record: text, numbers (validated as their plain spelling),
/// `true`/`false`, or `null` for no value.
struct SignupSubmission: Sendable, Equatable {
    /// The submitted values, by field name.
    var values: [String: JSONValue]

    /// Reads a submission from a JSON body.
    ///
    /// - Parameter json: The raw body.
    /// - Throws: ``DemoServerError/malformedJSON`` when the body is not JSON (a trailing comma included),
    ///   ``DemoServerError/tooDeeplyNested`` when it nests deeper than ``JSONValue/maximumDepth``,
    ///   ``DemoServerError/duplicateKey(_:)`` when it gives a key twice in one object,
    ///   ``DemoServerError/numberOutOfRange(_:)`` when it is JSON with a number a `Decimal` cannot hold, and
    ///   ``DemoServerError/invalidSubmission`` when it is not an object.
    init(json: some Collection<UInt8>) throws(DemoServerError) {
        let value: JSONValue
        do {
            value = try JSONValue(json: json)
        } catch {
            throw .unreadableJSON(error)
        }
        guard case .object(let values) = value else { throw .invalidSubmission }
        self.values = values
    }

    /// Reads a submission from a request, checking in this order: content type (`415`), size (`413`), JSON
    /// syntax (`400`), shape (`422`) — as every other `POST` route does.
    static func read(from request: Request) async throws -> SignupSubmission {
        try RequestBodyReader.requireJSONContentType(request.headers)
        let body = try await RequestBodyReader.collect(
            request.body, declaredLength: request.headers[.contentLength],
            limit: DemoServerConfiguration.maximumBodySize)
        return try SignupSubmission(json: body.readableBytesView)
    }
}
