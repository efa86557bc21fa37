import Dispatch
package import FormValidation
import FormValidationSampling
import Foundation
import Synchronization

/// Stops the run with `message` when `condition` is false: libFuzzer reports the crash and saves the input.
package func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
    line: UInt = #line
) {
    if !condition() { fatalError("invariant broken: \(message())", file: file, line: line) }
}

/// Checks the invariants every rule set must keep for `value`, as the property tests check them
/// (``RuleSet/brokenInvariants(on:showing:)``):
/// - the verdict does not depend on how many times it ran: a second run gives the same result;
/// - a passing value's corrected form passes again, unchanged.
///
/// - Parameters:
///   - rules: The rules under test.
///   - value: The value.
///   - what: What the rules are, for the message of a broken invariant.
/// - Returns: The result of the first run.
@discardableResult
package func checkInvariants(of rules: RuleSet<String>, on value: String, _ what: @autoclosure () -> String)
    -> ValidationResult<String>
{
    let problems = rules.brokenInvariants(on: value, showing: debug)
    invariant(problems.isEmpty, "\(what()): \(problems.joined(separator: "; "))")
    return rules.validate(value)
}

/// `value` with every scalar outside printable ASCII escaped, so that a report shows what the fuzzer fed.
package func debug(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
        if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"", scalar != "\\" {
            text.unicodeScalars.append(scalar)
        } else {
            text += "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
    return text + "\""
}

/// Runs async work to the end from the fuzzer's synchronous callback, on the cooperative pool.
package func runBlocking<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result {
    let result = Mutex<Result?>(nil)
    let done = DispatchSemaphore(value: 0)
    // `@Sendable`: a closure that captures a mutex is sent as a `Sendable` one (the mutex is).
    Task { @Sendable in
        let value = await work()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return result.withLock { $0 }!
}

/// A transport that answers at once, without a network, the same way every time: `{"valid": false, "message": …}`
/// when the instance contains "taken", `false` when it contains "invalid", `true` otherwise.
package struct InMemoryTransport: RemoteTransport {
    package init() {}

    package func send(_ request: RemoteRequest) async throws(RemoteValidationFailure) -> RemoteResponse {
        let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        let instance = object?["instance"] as? String ?? ""
        let body =
            if instance.contains("taken") {
                #"{"valid": false, "message": "That is taken."}"#
            } else if instance.contains("invalid") { "false" } else { "true" }
        return RemoteResponse(statusCode: 200, body: Data(body.utf8))
    }
}
