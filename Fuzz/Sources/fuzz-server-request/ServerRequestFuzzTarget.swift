import DemoServer
import FormValidation
import Foundation
import FuzzSupport

/// The demo server's request decoding: the first byte picks the route's reader, the rest is the body.
///
/// - ALPValidator's body (`/validate`, `/api/username-available`, the fault routes): ``ValidationRequest``.
///   Invariants: no crash; the same body decodes the same way twice (the same request, or the same error); a
///   request that decodes, written back as JSON, decodes to an equal request.
/// - A signup submission (`/api/signup`): a JSON object validated with `Fixtures/signup.form.json`, the username
///   check answered in memory. Invariants: no crash; the same result twice; the corrected values of a valid
///   submission, submitted again, are valid and unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzServerRequest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let route = input.byte()
    let body = Array(input.rest())
    if route & 1 == 0 {
        checkValidationRequest(body)
    } else {
        checkSignup(body)
    }
    return 0
}

private func checkValidationRequest(_ body: [UInt8]) {
    let first = Result { try ValidationRequest(json: body) }
    let second = Result { try ValidationRequest(json: body) }
    switch (first, second) {
    case (.success(let a), .success(let b)):
        invariant(a == b, "the same body decoded as \(a) and then \(b)")
        let written = try! JSONEncoder().encode(["instance": JSONValue.string(a.instance), "extra": .object(a.extra)])
        let reread = try? ValidationRequest(json: Array(written))
        invariant(reread == a, "\(a) written as JSON reads back as \(String(describing: reread))")
    case (.failure(let a), .failure(let b)):
        invariant("\(a)" == "\(b)", "the same body was refused as \(a) and then \(b)")
    default:
        invariant(false, "the same body decoded once and was refused once: \(first), \(second)")
    }
}

private func checkSignup(_ body: [UInt8]) {
    // Read as the server reads it (`JSONDecoder` would take what the server refuses, and trap on deep nesting).
    guard case .object(let record)? = try? JSONValue(json: body) else { return }
    let first = runBlocking { await signup.validate(record) }
    let second = runBlocking { await signup.validate(record) }
    invariant(first == second, "the same submission was judged twice differently")
    guard first.isValid else { return }
    let again = runBlocking { await signup.validate(first.values) }
    invariant(again.isValid, "the corrected values of a valid submission are invalid: \(again.errors)")
    invariant(again.values == first.values, "the corrected values changed when submitted again")
}

/// The signup route's validator, built as the server builds it from the same file.
private let signup: FormSpecValidator = {
    let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/signup.form.json")
    let spec = try! FormSpec.load(contentsOf: file)
    return try! FormSpecValidator(
        spec, baseURL: URL(string: "http://demo-server.localhost")!, transport: InMemoryTransport())
}()
