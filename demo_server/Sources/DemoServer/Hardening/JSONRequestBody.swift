import FormValidation

/// A JSON request body that says only what shape of JSON it takes; ``JSONBodyDecoder`` checks the rest.
///
/// Routes read one with Hummingbird's `request.decode(as:context:)`, which goes to ``DemoRequestContext``'s decoder,
/// ``JSONBodyDecoder``: content type (`415`), size (`413`), strict JSON syntax and nesting depth (`400`), keys given
/// twice and numbers out of range (`422`), then ``init(jsonValue:)`` for the shape (`422`).
protocol JSONRequestBody: Decodable, Sendable {
    /// Reads the body from its parsed JSON.
    ///
    /// - Parameter jsonValue: The body, parsed.
    /// - Throws: The ``DemoServerError`` (`422`) that says what is wrong with its shape.
    init(jsonValue: JSONValue) throws(DemoServerError)
}
