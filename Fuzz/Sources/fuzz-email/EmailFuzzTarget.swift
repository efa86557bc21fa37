import FormValidation
import FuzzSupport

/// The email scanner, through the `email` rule alone and behind `trimmingWhitespace`, as the `@Email` wrapper and
/// the signup spec use it.
///
/// Invariants: no crash; each verdict the same when run again; a passing value's corrected form passes again,
/// unchanged; trimming only ever helps (a value that passes alone passes behind `trimmingWhitespace`).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzEmail(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let value = input.restAsText()
    let alone = checkInvariants(of: emailAlone, on: value, "email")
    let trimmed = checkInvariants(of: emailTrimmed, on: value, "trimmingWhitespace, email")
    if alone.isValid {
        invariant(trimmed.isValid, "email accepted \(debug(value)), but not once trimmed")
    }
    return 0
}

private let emailAlone = RuleSet<String>(.email(), field: "Email")
private let emailTrimmed = RuleSet<String>(.trimmingWhitespace(), .email(), field: "Email")
