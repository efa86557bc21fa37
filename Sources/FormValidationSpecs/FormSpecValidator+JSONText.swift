public import FormValidationCore

extension FormSpecValidator {
    /// Validates a record given as JSON text, the body of a request: read straight into the spec's fields, with no
    /// dictionary in between, then validated as ``validate(_:messages:)-(JSONObject,_)`` does (remote rules asked).
    ///
    /// ```swift
    /// let spec = try FormSpec.load(contentsOf: URL(fileURLWithPath: "Fixtures/signup.form.json"))
    /// let signup = try FormSpecValidator(spec, baseURL: URL(string: "https://api.example.com"))
    /// let body = Array(#"{"username": "ada", "email": "ada@example.com"}"#.utf8)
    /// let result = try await signup.validate(json: body, messages: MessageCatalog(acceptLanguage: "de"))
    /// ```
    ///
    /// Members the spec has no field for are read and left aside, as in a record given as a ``JSONObject``.
    ///
    /// - Parameters:
    ///   - text: The record as JSON text, in UTF-8.
    ///   - messages: The language, and the templates, of this record's messages.
    /// - Returns: One result per field, in field order.
    /// - Throws: ``JSONRecordError/unreadable(_:)`` when the text is not JSON (a key given twice, nesting past the
    ///   parser's limit and a number out of range included), ``JSONRecordError/notAnObject`` when it is JSON but
    ///   not an object.
    nonisolated(nonsending) public func validate(json text: some Collection<UInt8>, messages: MessageCatalog)
        async throws(JSONRecordError)
        -> FormSpecResult
    {
        await speaking(messages).outcome(of: try record(json: text)).result(formName: spec.name)
    }

    /// The record `text` holds, read by the spec's plan.
    private func record(json text: some Collection<UInt8>) throws(JSONRecordError) -> PlannedObject {
        let value: PlannedJSON
        do {
            value = try JSONTextParser.parse(text, plan: recordPlan)
        } catch {
            throw .unreadable(error)
        }
        guard case .object(let record) = value else { throw .notAnObject }
        return record
    }
}

/// Why a JSON text holds no record to validate (``FormSpecValidator/validate(json:messages:)``).
public enum JSONRecordError: Error, Sendable, Hashable {
    /// The text is not JSON, or JSON the parser refuses: its error says which.
    case unreadable(JSONParsingError)
    /// The text is JSON, but not an object.
    case notAnObject
}

extension FormSpecValidator {
    /// Validates a request's body as a server answers it: the result when the body is a valid record; else it
    /// throws the problem to answer (RFC 9457): `400 malformed-json` or `422 unreadable-json` for a text that is not JSON the
    /// parser takes, `422 validation-failed` for JSON that is not an object (its one error at the empty pointer) or
    /// a record with errors, each at its value's pointer. The server integrations answer with it.
    ///
    /// - Parameters:
    ///   - text: The body, in UTF-8.
    ///   - messages: The language of the messages and the problem.
    /// - Returns: The valid record's result.
    /// - Throws: The problem to answer.
    nonisolated(nonsending) public func validRecord(json text: some Collection<UInt8>, messages: MessageCatalog)
        async throws(ProblemDocument)
        -> FormSpecResult
    {
        let result: FormSpecResult
        do throws(JSONRecordError) {
            result = try await validate(json: text, messages: messages)
        } catch {
            switch error {
            case .unreadable(let error): throw .unreadableJSON(error, messages: messages)
            case .notAnObject:
                var item = ValidationError(
                    code: .invalidType, message: ProblemWording(messages: messages).bodyMustBeAnObject)
                item.path = .root
                throw .validationFailed([ProblemDocument.Item(item)], messages: messages)
            }
        }
        guard result.isValid else {
            throw .validationFailed(result.errors.map { ProblemDocument.Item($0) }, messages: messages)
        }
        return result
    }
}
