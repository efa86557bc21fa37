import FormValidation
import Foundation
import FuzzSupport

/// `FormSpec` decoding: the whole input is the JSON text of a spec.
///
/// Invariants: no crash; decoding the same text twice gives the same spec, or the same error; a spec that
/// decodes encodes to JSON that decodes to an equal spec, and encodes the same way twice; its rules build
/// without crashing, and each field's rules keep the rule-set invariants on a few probe values.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzFormSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let json = Data(input.rest())
    let first = Result { () throws(FormSpecError) in try FormSpec(json: json) }
    let second = Result { () throws(FormSpecError) in try FormSpec(json: json) }
    invariant(first == second, "decoding the same spec twice gave \(first) and then \(second)")
    guard case .success(let spec) = first else { return 0 }

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let encoded: Data
    do {
        encoded = try encoder.encode(spec)
    } catch {
        invariant(false, "a decoded spec does not encode: \(error)")
        return 0
    }
    invariant((try? encoder.encode(spec)) == encoded, "a spec encodes differently the second time")
    do {
        let decoded = try FormSpec(json: encoded)
        invariant(decoded == spec, "a spec changed through encoding: \(String(decoding: encoded, as: UTF8.self))")
    } catch {
        invariant(false, "a spec's own encoding does not decode: \(error)\n\(String(decoding: encoded, as: UTF8.self))")
    }

    for field in spec.fields {
        guard
            let rules = try? field.makeRules(
                baseURL: URL(string: "https://example.com"), transport: InMemoryTransport(), valueOf: { _ in "ada" })
        else { continue }
        for value in probeValues {
            checkInvariants(of: rules.rules, on: value, "field \(debug(field.name)) of a decoded spec")
        }
    }
    return 0
}

private let probeValues = ["", "   ", "ada", " ada@example.com ", "1.234,5", "-0.5", "Zoë 🇯🇵", "invalid"]
