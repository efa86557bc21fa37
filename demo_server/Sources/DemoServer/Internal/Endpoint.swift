import HTTPTypes
import Hummingbird

/// One route the server answers: a path pattern (`:name` matches one segment), a method and its handler.
struct Endpoint: Sendable {
    /// The path pattern, such as `/fault/status/:code`.
    let path: String

    /// The method it answers.
    let method: HTTPRequest.Method

    /// Answers a request.
    let handler: @Sendable (Request, DemoRequestContext) async throws -> Response
}
