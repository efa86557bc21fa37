public import Hummingbird
import NIOCore

/// The request context of the demo server's router.
///
/// Besides Hummingbird's core storage it keeps the request's connection, which the fault routes use to
/// notice a client that went away (`/fault/slow`) or to close it without answering (`/fault/drop`).
public struct DemoRequestContext: RequestContext {
    /// Hummingbird's per-request storage (logger, route parameters, endpoint path).
    public var coreContext: CoreRequestContextStorage

    /// The connection the request came in on.
    let channel: any Channel

    /// Creates the context for a request on a connection.
    ///
    /// - Parameter source: The connection and logger Hummingbird hands over.
    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.channel = source.channel
    }

    /// The body limit Hummingbird's own decoders would apply; the routes read bodies with the same limit.
    public var maxUploadSize: Int { DemoServerConfiguration.maximumBodySize }
}
