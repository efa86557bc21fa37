import FormValidation
import Foundation
import FuzzSupport

/// The regular-expression rule: the pattern and the value both come from the input (a length byte, up to 31
/// bytes of pattern, then the value, at most 256 bytes).
///
/// Invariants: no crash; each verdict the same when run again; a passing value passes again unchanged (the rule
/// corrects nothing); the pattern compiled from a form spec judges as the Swift factory does.
///
/// Patterns whose backtracking cost is exponential or of high degree — a quantified group that holds a
/// quantifier or an alternation, a back reference, more than three quantifiers — are skipped: the rule
/// documents that a backtracking engine runs user patterns, and the input-length cap bounds them. The fuzzer
/// looks for crashes and wrong verdicts, not for slow patterns.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRegex(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let caseInsensitive = input.byte() & 1 == 1
    let pattern = input.text()
    let value = String(decoding: input.rest().prefix(256), as: UTF8.self)
    guard costIsBounded(pattern) else { return 0 }
    let rule: ValidationRule<String>
    do {
        rule = try .regularExpression(pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    } catch {
        return 0
    }
    let what = "regularExpression(\(debug(pattern)), caseInsensitive: \(caseInsensitive))"
    let direct = checkInvariants(of: RuleSet(rule, field: "Code"), on: value, what)
    if case .valid(let corrected) = direct { invariant(corrected == value, "\(what) changed \(debug(value))") }

    let spec =
        #"{"name":"f","fields":[{"name":"code","label":"Code","rules":[{"rule":"regularExpression","pattern":"#
        + json(pattern) + #","caseInsensitive":\#(caseInsensitive)}]}]}"#
    do {
        let fromSpec = try FormSpec(json: spec).fields[0].makeRules().rules
        let viaSpec = checkInvariants(of: fromSpec, on: value, "\(what) from a spec")
        invariant(viaSpec.isValid == direct.isValid, "\(what): the spec and the factory disagree on \(debug(value))")
    } catch {
        invariant(false, "\(what) compiles, but a spec refuses it: \(error)")
    }
    return 0
}

/// `text` as a JSON string literal.
private func json(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
}

/// Whether backtracking over `pattern` costs at most a low-degree polynomial in the length of the input: no
/// quantified group holding a quantifier or alternation, no back reference, at most three quantifiers.
private func costIsBounded(_ pattern: String) -> Bool {
    var groups: [Bool] = []  // per open group: whether it holds a quantifier or an alternation
    var quantifiers = 0
    var scalars = Array(pattern.unicodeScalars)[...]
    var closedGroupIsRisky = false
    while let scalar = scalars.popFirst() {
        let isQuantifier = scalar == "*" || scalar == "+" || scalar == "?" || scalar == "{"
        if isQuantifier {
            quantifiers += 1
            if closedGroupIsRisky { return false }
            if !groups.isEmpty { groups[groups.count - 1] = true }
        }
        closedGroupIsRisky = false
        switch scalar {
        case "\\":
            guard let escaped = scalars.popFirst() else { continue }
            if ("1"..."9").contains(escaped) || escaped == "k" { return false }
        case "(": groups.append(false)
        case ")":
            let risky = groups.popLast() ?? false
            closedGroupIsRisky = risky
            if risky, !groups.isEmpty { groups[groups.count - 1] = true }
        case "|": if !groups.isEmpty { groups[groups.count - 1] = true } else { quantifiers += 1 }
        default: break
        }
    }
    return quantifiers <= 3
}
