import HummingbirdTesting
import Testing

/// How a test reaches the server: in-process through the router, or over loopback to a live server.
enum Transport: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case router
    case live

    var setup: TestingSetup {
        switch self {
        case .router: .router
        case .live: .live
        }
    }

    var testDescription: String { rawValue }
}
