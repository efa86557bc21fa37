import FormValidationOpenAPI
import Hummingbird
import Logging
import OpenAPIExample
import OpenAPIHummingbird
import OpenAPIRuntime

// The example service on a loopback port, with the middleware or without it: what the overhead measurement in the
// README runs wrk against.
//
//   openapi-example-server [--port 8080] [--without-validation | --pass-through]
//
// `--pass-through` puts a middleware that does nothing in the validator's place: what any middleware costs.
//
// scripts/measure-overhead runs it.
var port = 8080
var validates = true
var passesThrough = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--port":
        guard let value = arguments.popFirst().flatMap({ Int($0) }) else {
            fatalError("usage: openapi-example-server [--port N] [--without-validation]")
        }
        port = value
    case "--without-validation": validates = false
    case "--pass-through":
        validates = false
        passesThrough = true
    default: fatalError("usage: openapi-example-server [--port N] [--without-validation | --pass-through]")
    }
}
/// A middleware that calls the next one and nothing else.
struct PassThrough: ServerMiddleware {
    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        try await next(request, body, metadata)
    }
}
let middlewares: [any ServerMiddleware] =
    validates
    ? [try OpenAPIValidationMiddleware(contentsOf: AccountsService.documentURL)] : passesThrough ? [PassThrough()] : []
let router = Router()
try AccountsService().register(on: router, middlewares: middlewares)
var logger = Logger(label: "openapi-example-server")
logger.logLevel = .warning
let app = Application(
    router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
    logger: logger)
print("openapi-example-server: http://127.0.0.1:\(port), validation \(validates ? "on" : "off")")
try await app.runService()
