public import Foundation
public import OpenAPIRuntime
import Synchronization

/// The example service's handlers: what a team writes against the generated `APIProtocol` (generated `internal`:
/// the tests reach it with `@testable import`, the example server with ``register(on:middlewares:)``). They trust their input,
/// as handlers do once the generated types decoded it, and count the requests they see, so that a test can tell
/// whether a request reached them.
///
/// `GET /users/7` answers a user whose username is too short for the document: a bug for the response validation
/// of `OpenAPIValidationMiddleware` to find.
public struct AccountsService: APIProtocol {
    private let counter = Counter()

    /// The service.
    public init() {}

    /// How many requests reached a handler.
    public var calls: Int { counter.value }

    func createUser(_ input: Operations.createUser.Input) async throws -> Operations.createUser.Output {
        counter.increment()
        guard case .json(let user) = input.body else { return .undocumented(statusCode: 415, .init()) }
        return .created(.init(body: .json(.init(id: 1, username: user.username))))
    }

    func listUsers(_ input: Operations.listUsers.Input) async throws -> Operations.listUsers.Output {
        counter.increment()
        let count = min(input.query.limit ?? 2, 3)
        return .ok(.init(body: .json((0..<count).map { .init(id: $0 + 1, username: "user\($0 + 1)") })))
    }

    func getUser(_ input: Operations.getUser.Input) async throws -> Operations.getUser.Output {
        counter.increment()
        let id = input.path.id
        return .ok(.init(body: .json(.init(id: id, username: id == 7 ? "x" : "user\(id)"))))
    }
}

extension AccountsService {
    /// Registers the generated routes on `transport` (a Hummingbird router), behind `middlewares`: the generated
    /// `registerHandlers(on:middlewares:)`, which is internal.
    ///
    /// - Parameters:
    ///   - transport: Where the routes go.
    ///   - middlewares: What runs before the handlers, in order.
    public func register(on transport: any ServerTransport, middlewares: [any ServerMiddleware]) throws {
        try registerHandlers(on: transport, middlewares: middlewares)
    }

    /// The service's OpenAPI document, `openapi.yaml`, which its code was generated from.
    public static var documentURL: URL {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            preconditionFailure("openapi.yaml is a resource of the OpenAPIExample target")
        }
        return url
    }
}

/// A count shared across the requests' tasks.
private final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}
