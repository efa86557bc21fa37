public import Foundation

/// The error thrown when a remote rule is made with a URL it must not use.
public struct RemoteRuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL as given.
    public var url: URL
    /// Why it was refused.
    public var reason: String

    /// A sentence naming the URL and the reason.
    public var description: String { "cannot check values at \(url.absoluteString): \(reason)" }
}
