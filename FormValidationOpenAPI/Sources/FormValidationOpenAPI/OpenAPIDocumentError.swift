public import FormValidationCore

/// Why an OpenAPI document cannot be enforced: it is not JSON or YAML, not OpenAPI 3.1, or one of its schemas cannot
/// be loaded. Thrown by ``OpenAPIValidationMiddleware``'s initializers, so that a bad document stops the service at
/// start, never a request.
public struct OpenAPIDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the document: the JSON Pointer of the part that is wrong (`/paths/~1users/post/requestBody`); the
    /// empty pointer for the document as a whole.
    public let pointer: JSONPointer
    /// What is wrong.
    public let message: String

    /// An error at `pointer`.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - pointer: Where in the document.
    public init(_ message: String, at pointer: JSONPointer = .root) {
        self.message = message
        self.pointer = pointer
    }

    /// "the OpenAPI document at /paths/~1users/post: …", or the message alone for the whole document.
    public var description: String {
        pointer.tokens.isEmpty ? "the OpenAPI document: \(message)" : "the OpenAPI document at \(pointer): \(message)"
    }
}
