import HTTPTypes

/// Which methods each known path takes; tells a `405` (known path, other method) from a `404`.
///
/// Built from the same ``Endpoint`` list the router is built from, so the two cannot disagree.
struct RouteTable: Sendable {
    private var routes: [(segments: [Substring], methods: [HTTPRequest.Method])] = []

    init(_ endpoints: [Endpoint]) {
        for endpoint in endpoints {
            let segments = Self.segments(endpoint.path)
            if let index = routes.firstIndex(where: { $0.segments == segments }) {
                routes[index].methods.append(endpoint.method)
            } else {
                routes.append((segments, [endpoint.method]))
            }
        }
    }

    /// The methods a path takes, in the order they were registered, or `nil` for an unknown path.
    func allowedMethods(for path: String) -> [HTTPRequest.Method]? {
        let segments = Self.segments(path)
        return routes.first { route in
            route.segments.count == segments.count
                && zip(route.segments, segments).allSatisfy { pattern, segment in
                    pattern.hasPrefix(":") || pattern == segment
                }
        }?.methods
    }

    private static func segments(_ path: String) -> [Substring] {
        path.split(separator: "/")
    }
}
