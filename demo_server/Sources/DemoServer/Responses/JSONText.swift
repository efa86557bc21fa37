import Hummingbird

/// An answer whose JSON text is given as is, such as the verdict `true` of `POST /validate`, or the fault routes'
/// `true garbage <not json>`; sent as `application/json; charset=utf-8` like every answer.
///
/// A status that cannot carry a body (`204`, `205`, `304`) gets none.
struct JSONText: ResponseGenerator {
    /// The body.
    var text: String

    /// The status.
    var status: HTTPResponse.Status = .ok

    /// The verdict of a remote check: the JSON literal `true` or `false`.
    ///
    /// - Parameters:
    ///   - valid: Whether the value is valid.
    ///   - status: The status.
    /// - Returns: The answer.
    static func verdict(_ valid: Bool, status: HTTPResponse.Status = .ok) -> JSONText {
        JSONText(text: valid ? "true" : "false", status: status)
    }

    /// The statuses whose answers HTTP forbids a body.
    static let statusesWithoutBody: Set<Int> = [204, 205, 304]

    func response(from request: Request, context: some RequestContext) -> Response {
        if Self.statusesWithoutBody.contains(status.code) {
            return Response(status: status)
        }
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text))
        )
    }
}
