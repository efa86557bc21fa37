public import FormValidationCore

/// Why a JSON Schema cannot be loaded: it is not JSON, a keyword holds a value the specification does not allow,
/// a `$ref` names a schema that is not there, a keyword this library does not take, or references that loop
/// without going into the value.
///
/// ```swift
/// do {
///     _ = try JSONSchema(json: #"{"properties": {"age": {"minimum": "ten"}}}"#)
/// } catch {
///     print(error)   // "minimum" must be a number (at /properties/age/minimum).
/// }
/// ```
public struct JSONSchemaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is in the schema document: the keyword's pointer (`/properties/age/minimum`), or the
    /// empty pointer for the whole document.
    public let pointer: JSONPointer
    /// What is wrong, in English.
    public let message: String

    /// A problem at `pointer`.
    ///
    /// - Parameters:
    ///   - message: What is wrong, in English.
    ///   - pointer: Where it is in the schema document.
    public init(_ message: String, at pointer: JSONPointer) {
        self.message = message
        self.pointer = pointer
    }

    /// The message and where it is: `"minimum" must be a number (at /properties/age/minimum).`
    public var description: String {
        pointer.tokens.isEmpty ? message : "\(message) (at \(pointer))."
    }
}
