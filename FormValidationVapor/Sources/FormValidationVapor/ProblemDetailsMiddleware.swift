public import Vapor

/// Answers every ``ProblemDetails`` a handler throws as the problem it is: its status,
/// `Content-Type: application/problem+json`, `Content-Language`, and the problem document as the body.
///
/// Vapor's own `ErrorMiddleware` answers any error with a JSON body of its own shape (`{"error": true, "reason":
/// …}`); this middleware, used after it, answers the problems first:
///
/// ```swift
/// app.middleware.use(ProblemDetailsMiddleware())
/// ```
///
/// Other errors pass through as they are, to the `ErrorMiddleware`.
public struct ProblemDetailsMiddleware: AsyncMiddleware {
    /// The middleware.
    public init() {}

    /// Answers the request with the next responder, or with the problem it throws.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: The response.
    /// - Throws: Every error of the chain that is not a ``ProblemDetails``, for the `ErrorMiddleware`.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let problem as ProblemDetails {
            return try problem.response(for: request)
        }
    }
}
