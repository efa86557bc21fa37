public import FormValidation
public import FormValidationHummingbird
public import Hummingbird

/// The body of a remote-validation request, in ALPValidator's wire format:
/// `{"instance": "<value>", "extra": {<optional parameters>}}`.
///
/// ALPValidator sends `""` for a `nil` instance. The key `"extras"` is accepted as a spelling of `"extra"`;
/// both may be left out or be `null`.
public struct ValidationRequest: Sendable, Equatable {
    /// The value to validate.
    public var instance: String

    /// The optional parameters sent with it (empty when none were sent).
    public var extra: [String: JSONValue]

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - instance: The value to validate.
    ///   - extra: The optional parameters.
    public init(instance: String, extra: [String: JSONValue] = [:]) {
        self.instance = instance
        self.extra = extra
    }

    /// Reads a request from a JSON body, with the library's strict parser, as the routes do.
    ///
    /// - Parameter json: The raw body.
    /// - Throws: The integration's ``FormValidationHummingbird/ProblemDetails/unreadableJSON(_:messages:)`` when the
    ///   body is not JSON with one meaning (`400 malformed-json`: not JSON, a trailing comma included, or nested
    ///   deeper than ``JSONValue/maximumDepth``; `422 unreadable-json`: a key given twice in one object, a number a
    ///   `Decimal` cannot hold), and the problems of ``init(jsonValue:)``.
    public init(json: some Collection<UInt8>) throws(ProblemDetails) {
        let value: JSONValue
        do {
            value = try JSONValue(json: json)
        } catch {
            throw .unreadableJSON(error)
        }
        try self.init(jsonValue: value)
    }

    /// Reads the body of `request` as every route of the server does: with the library's Hummingbird integration
    /// (`request.jsonBody`, which ``DemoRequestContext``'s decoder reads with too: content type, content coding,
    /// size, strict JSON, each refusal a problem in the request's language), then its shape (``init(jsonValue:)``).
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - context: Its context, whose `maxUploadSize` is the largest body taken.
    /// - Returns: The body.
    /// - Throws: ``FormValidationHummingbird/ProblemDetails``.
    public static func read(from request: Request, context: some RequestContext) async throws -> ValidationRequest {
        try ValidationRequest(jsonValue: await request.jsonBody(context: context, maximumSize: context.maxUploadSize))
    }
}

extension ValidationRequest: Decodable {
    /// Reads a request from any decoder: its JSON value, then ``init(jsonValue:)``. (The server's routes read it with
    /// ``read(from:context:)``, which parses the body strictly first.)
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: What the decoder throws, or what ``init(jsonValue:)`` throws.
    public init(from decoder: any Decoder) throws {
        try self.init(jsonValue: JSONValue(from: decoder))
    }

    /// Reads a request from its parsed JSON body.
    ///
    /// - Parameter jsonValue: The body.
    /// - Throws: ``FormValidationHummingbird/ProblemDetails/missingInstance`` when it is not an object with an
    ///   `"instance"` key, ``FormValidationHummingbird/ProblemDetails/invalidInstance`` when `"instance"` is not a
    ///   string, and ``FormValidationHummingbird/ProblemDetails/invalidExtra`` when `"extra"` is neither an object
    ///   nor `null`.
    init(jsonValue: JSONValue) throws(ProblemDetails) {
        guard case .object(let object) = jsonValue, let instance = object["instance"] else {
            throw .missingInstance
        }
        guard case .string(let string) = instance else {
            throw .invalidInstance
        }
        var extra: [String: JSONValue] = [:]
        for key in ["extra", "extras"] {
            switch object[key] {
            case .none, .null?:
                continue
            case .object(let parameters)?:
                extra.merge(parameters.dictionary) { first, _ in first }
            case .some:
                throw .invalidExtra
            }
        }
        self.init(instance: string, extra: extra)
    }
}
