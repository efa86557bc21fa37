import FormValidation
import FormValidationSampling
import Foundation
import FuzzSupport

/// Every built-in rule of the catalog, so that a rule added to it is fuzzed without touching this file: the input
/// picks a rule, its arguments (``RuleSampler``: each chosen among values the argument accepts) and whether its
/// message is custom; the rest is the value.
///
/// Invariants: no crash; each verdict the same when run again; a passing value's corrected form passes again,
/// unchanged. An asynchronous rule is checked against an in-memory server, twice, for the same outcome.
///
/// `FUZZ_RULE=phoneNumber` pins the rule (`scripts/fuzz 10 catalog:phoneNumber`): the byte that picks it is still
/// read, and ignored, so inputs found either way stay valid for the other.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let picked = names[input.choose(below: names.count)]
    let name = pinned ?? picked
    let message = input.byte() & 3 == 0 ? "{field} got {value} ({min}–{max})." : nil
    let other = input.text()
    guard
        let sampled = RuleSampler.sample(
            name, from: &input, message: message, transport: InMemoryTransport(),
            fileInspector: LocalFileInspector.shared, valueOf: { _ in other })
    else { return 0 }
    let value = input.restAsText()
    if let rule = sampled.rule {
        checkInvariants(of: RuleSet(rule, field: "Field"), on: value, "\(sampled.spec)")
    }
    if let asyncRule = sampled.asyncRule {
        let first = runBlocking { await asyncRule.check(value) }
        let second = runBlocking { await asyncRule.check(value) }
        invariant(first == second, "\(sampled.spec) checked \(debug(value)) twice differently: \(first), \(second)")
    }
    return 0
}

private let names = RuleSampler.ruleNames

/// The rule `FUZZ_RULE` names, or `nil` to let the input pick; an unknown name stops the run at once.
private let pinned: String? = {
    guard let name = ProcessInfo.processInfo.environment["FUZZ_RULE"], !name.isEmpty else { return nil }
    guard names.contains(name) else {
        fatalError("FUZZ_RULE: unknown rule \"\(name)\" (known: \(names.joined(separator: ", ")))")
    }
    return name
}()
