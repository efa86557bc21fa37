import Testing

/// How a test's requests reach the server, always as real HTTP over loopback: all on one kept-alive connection, or
/// each on a new connection of its own.
enum Transport: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// One connection for every request of the test, so an answer must leave it usable for the next.
    case sharedConnection
    /// A new connection for each request, closed after its answer.
    case connectionPerRequest

    var testDescription: String { rawValue }
}
