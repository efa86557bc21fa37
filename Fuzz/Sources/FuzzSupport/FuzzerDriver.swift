import CFuzzer
import Foundation

/// Hands the process to libFuzzer, which calls `target` with each input and exits when the run ends.
///
/// - Parameter target: The fuzz target: returns 0, and stops the process (`invariant`) when an invariant breaks.
package func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
