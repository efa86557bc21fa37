import FormValidationCore
import FormValidationSpecs

/// The output reported a failed write (see ``FormCheckOutput``): the run stops.
struct OutputWriteError: Error {
    /// The output's own error, such as `write: Broken pipe`.
    let underlying: any Error

    /// What the error stream shows: `formcheck: cannot write standard output: write: Broken pipe`.
    var report: String { "\(Usage.programName): cannot write standard output: \(underlying)\n" }

    /// Throws when `output` is a ``FormCheckOutput`` that reports a failed write.
    static func check(_ output: some TextOutputStream) throws(OutputWriteError) {
        if let failure = (output as? any FormCheckOutput)?.writeFailure {
            throw OutputWriteError(underlying: failure)
        }
    }
}
