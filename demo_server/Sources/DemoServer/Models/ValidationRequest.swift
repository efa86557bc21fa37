public import FormValidation

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

    /// Reads a request from a JSON body, as the routes do (``JSONBodyDecoder``).
    ///
    /// - Parameter json: The raw body.
    /// - Throws: ``DemoServerError/malformedJSON`` when the body is not JSON (a trailing comma included),
    ///   ``DemoServerError/tooDeeplyNested`` when it nests deeper than ``JSONValue/maximumDepth``,
    ///   ``DemoServerError/duplicateKey(_:)`` when it gives a key twice in one object,
    ///   ``DemoServerError/numberOutOfRange(_:)`` when it is JSON with a number a `Decimal` cannot hold,
    ///   ``DemoServerError/missingInstance`` when it is not an object with an `"instance"` key,
    ///   ``DemoServerError/invalidInstance`` when `"instance"` is not a string, and
    ///   ``DemoServerError/invalidExtra`` when `"extra"` is neither an object nor `null`.
    public init(json: some Collection<UInt8>) throws(DemoServerError) {
        try self.init(jsonValue: JSONBodyDecoder.parse(json))
    }
}

extension ValidationRequest: Decodable, JSONRequestBody {
    /// Reads a request from any decoder: its JSON value, then ``init(jsonValue:)``. (The server's routes read it with
    /// ``JSONBodyDecoder``, which parses the body strictly first.)
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: What the decoder throws, or what ``init(jsonValue:)`` throws.
    public init(from decoder: any Decoder) throws {
        try self.init(jsonValue: JSONValue(from: decoder))
    }

    /// Reads a request from its parsed JSON body.
    ///
    /// - Parameter jsonValue: The body.
    /// - Throws: ``DemoServerError/missingInstance`` when it is not an object with an `"instance"` key,
    ///   ``DemoServerError/invalidInstance`` when `"instance"` is not a string, and
    ///   ``DemoServerError/invalidExtra`` when `"extra"` is neither an object nor `null`.
    init(jsonValue: JSONValue) throws(DemoServerError) {
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
