import FormValidation
import FormValidationHummingbird
import Foundation
import Hummingbird

// A Hummingbird server on a loopback port with the same signup route three ways, for what validation adds to a
// valid request (scripts/measure-overhead runs wrk against it):
//
//   POST /plain             the body decoded into `Signup` by Hummingbird's JSON decoder, no validation
//   POST /validated/spec    `request.decode(Signup.self, validatedBy:context:)`: a form spec's rules, then decoded
//   POST /validated/schema  `request.decode(Signup.self, validatedBy: schema, context:)`: a JSON Schema, then decoded
//
//   hummingbird-overhead-server [--port 8080]
struct Signup: Decodable {
    var username: String
    var email: String
    var age: Int
}

var port = 8080
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard argument == "--port", let value = arguments.popFirst().flatMap({ Int($0) }) else {
        fatalError("usage: hummingbird-overhead-server [--port N]")
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

let router = Router()
router.post("/plain") { request, context -> HTTPResponse.Status in
    _ = try await request.decode(as: Signup.self, context: context)
    return .created
}
router.post("/validated/spec") { request, context -> HTTPResponse.Status in
    _ = try await request.decode(Signup.self, validatedBy: spec, context: context)
    return .created
}
router.post("/validated/schema") { request, context -> HTTPResponse.Status in
    _ = try await request.decode(Signup.self, validatedBy: schema, context: context)
    return .created
}
let app = Application(
    router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)))
print("hummingbird-overhead-server: http://127.0.0.1:\(port)")
try await app.runService()
