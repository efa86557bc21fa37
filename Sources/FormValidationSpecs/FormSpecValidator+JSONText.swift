public import FormValidationCore

extension FormSpecValidator {
    /// Validates a record given as JSON text, the body of a request: read straight into the spec's fields, with no
    /// dictionary in between, then validated as ``validate(_:messages:)-(JSONObject,_)`` does (remote rules asked).
    ///
    /// ```swift
    /// let result = try await validator.validate(json: body, messages: MessageCatalog(acceptLanguage: language))
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
    public func validate(json text: some Collection<UInt8>, messages: MessageCatalog) async throws(JSONRecordError)
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
