public import FormValidationHummingbird
public import Foundation
public import Hummingbird
import NIOCore

/// The request context of the demo server's router.
///
/// Besides Hummingbird's core storage it keeps the request's connection, which the fault routes use to
/// notice a client that went away (`/fault/slow`) or to close it without answering (`/fault/drop`). Its body limit
/// is the server's (64 KiB), its decoder reads bodies with the library's Hummingbird integration
/// (`ProblemJSONDecoder`: strictly, every refusal an RFC 9457 problem), and its encoder writes the
/// server's JSON: compact, keys sorted, slashes unescaped.
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

    /// The largest request body a route reads: ``DemoServerConfiguration/maximumBodySize``.
    public var maxUploadSize: Int { DemoServerConfiguration.maximumBodySize }

    /// Encodes every JSON answer: compact, keys sorted, slashes unescaped.
    public var responseEncoder: JSONEncoder { .demoServer() }

    /// Reads every request body (`request.decode(as:context:)`) as the routes read theirs: the integration's
    /// `request.jsonBody`, strict JSON, at most ``maxUploadSize`` bytes.
    public var requestDecoder: ProblemJSONDecoder { ProblemJSONDecoder() }
}

extension JSONEncoder {
    /// The server's JSON: compact, keys sorted, slashes unescaped.
    static func demoServer() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
