public import FormValidationCore
public import FormValidationSchema
public import FormValidationSpecs
import Foundation
public import Hummingbird

/// A request body that passed a form spec's rules.
public struct ValidatedRecord: Sendable {
    /// The corrected values of every field (secret ones included), nested as they were sent: what the handler
    /// stores.
    public let values: [String: JSONValue]
    /// The corrected values without the secret fields, at any depth: what may be echoed or logged.
    public let nonSecretValues: [String: JSONValue]
    /// The messages of the request's language, for anything else the handler says.
    public let messages: MessageCatalog
}

extension Request {
    /// Reads the body (``jsonBody(context:maximumSize:)``) and validates it with a form spec's rules, remote
    /// rules included, in the request's language.
    ///
    /// ```swift
    /// router.post("/api/signup") { request, context in
    ///     let record = try await request.validated(by: signup, context: context)
    ///     try await accounts.create(record.values)
    ///     return Response(status: .created)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - validator: The form's rules, built once.
    ///   - context: The request's context.
    ///   - maximumSize: The largest body taken, in bytes.
    /// - Returns: The corrected values.
    /// - Throws: ``ProblemDetails``: `422` with every error at its pointer when a value is invalid (or the body is
    ///   not a JSON object), and the problems of ``jsonBody(context:maximumSize:)``.
    public func validated(
        by validator: FormSpecValidator, context: some RequestContext, maximumSize: Int = defaultMaximumBodySize
    ) async throws -> ValidatedRecord {
        let (result, messages) = try await validRecord(by: validator, context: context, maximumSize: maximumSize)
        return ValidatedRecord(values: result.values, nonSecretValues: result.nonSecretValues, messages: messages)
    }

    /// The body read as a record by the spec's plan (no dictionary in between) and validated, with the request's
    /// messages; a problem when it is not JSON, not an object, or not valid.
    private func validRecord(
        by validator: FormSpecValidator, context: some RequestContext, maximumSize: Int
    ) async throws -> (FormSpecResult, MessageCatalog) {
        let messages = self.messages
        let text = try await jsonText(context: context, maximumSize: maximumSize).readableBytesView
        do throws(ProblemDocument) {
            return (try await validator.validRecord(json: text, messages: messages), messages)
        } catch {
            throw ProblemDetails(error)
        }
    }

    /// Reads the body and validates it against a JSON Schema, in the request's language.
    ///
    /// - Parameters:
    ///   - schema: The schema, loaded once.
    ///   - context: The request's context.
    ///   - maximumSize: The largest body taken, in bytes.
    /// - Returns: The body, valid.
    /// - Throws: ``ProblemDetails``: `422` with every error at its pointer, and the problems of
    ///   ``jsonBody(context:maximumSize:)``.
    public func validated(
        by schema: JSONSchema, context: some RequestContext, maximumSize: Int = defaultMaximumBodySize
    ) async throws -> JSONValue {
        let messages = self.messages
        let body = try await jsonBody(context: context, maximumSize: maximumSize)
        let errors = schema.validate(body, messages: messages)
        guard errors.isEmpty else { throw ProblemDetails.validationFailed(errors, messages: messages) }
        return body
    }

    /// Reads the body, validates it against a JSON Schema, and decodes it into `type`: one call from request to a
    /// typed, valid value.
    ///
    /// ```swift
    /// struct Item: Decodable { var sku: String }
    ///
    /// router.post("/api/items") { request, context -> String in
    ///     let item = try await request.decode(Item.self, validatedBy: itemSchema, context: context)
    ///     return item.sku
    /// }
    /// ```
    ///
    /// A valid body is checked straight from its text (`JSONSchema.isValid(json:)`, which parses nothing for the
    /// keywords records are usually described with) and parsed once, by `JSONDecoder`; a body that fails is
    /// parsed for its errors.
    ///
    /// - Parameters:
    ///   - type: What to decode the body into, with `JSONDecoder`.
    ///   - schema: The schema, loaded once.
    ///   - context: The request's context.
    ///   - maximumSize: The largest body taken, in bytes.
    /// - Returns: The value.
    /// - Throws: The problems of ``validated(by:context:maximumSize:)-(JSONSchema,_,_)``, and `DecodingError` when
    ///   the valid body does not fit `type` (a server error: the schema and the type disagree).
    public func decode<Value: Decodable>(
        _ type: Value.Type, validatedBy schema: JSONSchema, context: some RequestContext,
        maximumSize: Int = defaultMaximumBodySize
    ) async throws -> Value {
        let text = try await jsonText(context: context, maximumSize: maximumSize).readableBytesView
        if let problem = schema.problem(json: text, messages: self.messages) { throw ProblemDetails(problem) }
        return try JSONDecoder().decode(Value.self, from: Data(text))
    }

    /// Reads the body, validates it with a form spec's rules, and decodes the corrected values into `type`: one
    /// call from request to a typed, valid value.
    ///
    /// ```swift
    /// struct Signup: Decodable { var username: String; var email: String; var age: Int }
    ///
    /// router.post("/api/signup") { request, context in
    ///     let signup = try await request.decode(Signup.self, validatedBy: rules, context: context)
    ///     return "Welcome, \(signup.username)"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: What to decode the corrected values into, with `JSONDecoder`.
    ///   - validator: The form's rules, built once.
    ///   - context: The request's context.
    ///   - maximumSize: The largest body taken, in bytes.
    /// - Returns: The value.
    /// - Throws: The problems of ``validated(by:context:maximumSize:)-(FormSpecValidator,_,_)``, and
    ///   `DecodingError` when the valid values do not fit `type` (a server error: the spec and the type disagree).
    public func decode<Value: Decodable>(
        _ type: Value.Type, validatedBy validator: FormSpecValidator, context: some RequestContext,
        maximumSize: Int = defaultMaximumBodySize
    ) async throws -> Value {
        let (result, _) = try await validRecord(by: validator, context: context, maximumSize: maximumSize)
        // The corrected values, written in field order without a dictionary or an `Encoder` in between.
        return try JSONDecoder().decode(Value.self, from: Data(result.valuesJSON.utf8))
    }
}
