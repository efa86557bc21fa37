public import FormValidationCore

extension JSONSchema {
    /// The problem a server answers a JSON body with (RFC 9457), or `nil` when the body is valid: `400
    /// malformed-json` or `422 unreadable-json` for a text that is not JSON the parser takes, `422
    /// validation-failed` with each error at its value's pointer. The server integrations answer with it.
    ///
    /// A body the text program finds valid (``isValid(json:)``) is not parsed, and `messages` is not asked for.
    ///
    /// - Parameters:
    ///   - text: The body, in UTF-8.
    ///   - messages: The language of the messages and the problem, made only for a body that fails.
    /// - Returns: The problem, or `nil`.
    public func problem(json text: some Collection<UInt8>, messages: @autoclosure () -> MessageCatalog)
        -> ProblemDocument?
    {
        if text.withContiguousStorageIfAvailable({ acceptsWithoutParsing($0) }) == true { return nil }
        let messages = messages()
        let errors: [ValidationError]
        do throws(JSONParsingError) {
            errors = try validate(json: text, messages: messages)
        } catch {
            return .unreadableJSON(error, messages: messages)
        }
        return errors.isEmpty ? nil : .validationFailed(errors.map { ProblemDocument.Item($0) }, messages: messages)
    }
}
