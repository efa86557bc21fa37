import FormValidation
import FormValidationVapor
import Foundation
import Vapor

// A Vapor server on a loopback port with the same signup route three ways, for what validation adds to a valid
// request (scripts/measure-overhead runs wrk against it):
//
//   POST /plain             the body decoded into `Signup` by Vapor's content decoder, no validation
//   POST /validated/spec    `req.decode(Signup.self, validatedBy:)`: a form spec's rules, then decoded
//   POST /validated/schema  `req.decode(Signup.self, validatedBy: schema)`: a JSON Schema, then decoded
//
//   vapor-overhead-server [--port 8080]
struct Signup: Decodable {
    var username: String
    var email: String
    var age: Int
}

var port = 8080
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard argument == "--port", let value = arguments.popFirst().flatMap({ Int($0) }) else {
        fatalError("usage: vapor-overhead-server [--port N]")
    }
    port = value
}

let spec = try FormSpecValidator(
    try FormSpec(
        json: """
            {"name": "signup", "fields": [
              {"name": "username", "rules": [{"rule": "required"}, {"rule": "length", "min": 3, "max": 20},
                {"rule": "regularExpression", "pattern": "^[a-z0-9_]+$"}]},
              {"name": "email", "rules": [{"rule": "required"}, {"rule": "email"}]},
              {"name": "age", "kind": "number", "rules": [{"rule": "required"}, {"rule": "number", "min": 13, "max": 130}]}]}
            """))
let schema = try JSONSchema(
    json: """
        {"type": "object", "required": ["username", "email", "age"],
         "properties": {
           "username": {"type": "string", "minLength": 3, "maxLength": 20, "pattern": "^[a-z0-9_]+$"},
           "email": {"type": "string", "format": "email"},
           "age": {"type": "integer", "minimum": 13, "maximum": 130}}}
        """, formats: .assert)

var environment = Environment(name: "production", arguments: ["vapor-overhead-server"])
let app = try await Application.make(environment)
app.logger.logLevel = .warning
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = port
app.middleware.use(ProblemDetailsMiddleware())
app.on(.POST, "plain") { req -> HTTPStatus in
    _ = try req.content.decode(Signup.self)
    return .created
}
app.on(.POST, "validated", "spec", body: .stream) { req -> HTTPStatus in
    _ = try await req.decode(Signup.self, validatedBy: spec)
    return .created
}
app.on(.POST, "validated", "schema", body: .stream) { req -> HTTPStatus in
    _ = try await req.decode(Signup.self, validatedBy: schema)
    return .created
}
print("vapor-overhead-server: http://127.0.0.1:\(port)")
try await app.execute()
try await app.asyncShutdown()
