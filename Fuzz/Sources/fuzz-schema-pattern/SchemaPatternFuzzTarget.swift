@_spi(PatternFuzzing) import FormValidation
import Foundation
import FuzzSupport

/// JSON Schema's `pattern`: the pattern and the text both come from the input (a length byte, up to 31 bytes of
/// pattern, then the text, at most 256 bytes).
///
/// Invariants: no crash, in the ECMA-262 parser or either engine; a pattern the automaton runs is answered by it
/// as ICU answers the same pattern written in ICU's syntax (a defect of the automaton, or of the ICU form, shows as
/// a disagreement); a verdict is the same when asked again; and a schema built from the pattern judges the text as
/// the probe does. A search ICU cannot finish is not compared.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSchemaPattern(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let pattern = input.text()
    let text = String(decoding: input.rest().prefix(256), as: UTF8.self)
    let verdict = PatternProbe.compare(pattern: pattern, text: text)
    if case .disagreed(let automaton, let icu, let form) = verdict {
        invariant(
            false,
            "pattern \(debug(pattern)) on \(debug(text)): the automaton says \(automaton), ICU says \(icu) of \(debug(form))"
        )
    }
    invariant(PatternProbe.compare(pattern: pattern, text: text) == verdict, "\(debug(pattern)): two verdicts")
    guard case .agreed(let matches) = verdict else { return 0 }
    let quoted = String(decoding: try! JSONEncoder().encode(pattern), as: UTF8.self)
    guard let schema = try? JSONSchema(json: #"{"pattern": \#(quoted)}"#) else {
        invariant(false, "\(debug(pattern)) parses, but a schema refuses it")
        return 0
    }
    invariant(schema.isValid(.string(text)) == matches, "\(debug(pattern)): the schema and the probe disagree")
    return 0
}
