import Hummingbird

/// `GET /openapi.json`: the server's OpenAPI 3.1 document (``OpenAPIDocument``), written once when the router is
/// built, answered as `application/json; charset=utf-8`.
struct DescriptionRoutes: Sendable {
    /// The document's text.
    let text: String

    /// Serves `document`.
    ///
    /// - Parameter document: The server's document.
    init(document: OpenAPIDocument) {
        text = document.text
    }

    /// The route, for `Router.addRoutes(_:)`.
    var routes: RouteCollection<DemoRequestContext> {
        let routes = RouteCollection(context: DemoRequestContext.self)
        let answer = JSONText(text: text)
        routes.get(RouterPath(OpenAPIDocument.path)) { _, _ in answer }
        return routes
    }
}
