import FormValidation

/// The body of `POST /api/signup`: a JSON object of field names and values, such as
/// `{"username": "ada", "email": "ada@example.com", "age": 36}`.
///
/// The values are read as the form spec reads a record: text, numbers (validated as their plain spelling),
/// `true`/`false`, or `null` for no value. The body is read like every other `POST` body (``JSONBodyDecoder``).
struct SignupSubmission: JSONRequestBody, Equatable {
    /// The submitted values, by field name.
    var values: [String: JSONValue]

    /// Reads a submission from its parsed JSON body.
    ///
    /// - Parameter jsonValue: The body.
    /// - Throws: ``DemoServerError/invalidSubmission`` when it is not an object.
    init(jsonValue: JSONValue) throws(DemoServerError) {
        guard case .object(let values) = jsonValue else { throw .invalidSubmission }
        self.values = values
    }

    /// Reads a submission from any decoder: its JSON value, then ``init(jsonValue:)``.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: What the decoder throws, or what ``init(jsonValue:)`` throws.
    init(from decoder: any Decoder) throws {
        try self.init(jsonValue: JSONValue(from: decoder))
    }
}
