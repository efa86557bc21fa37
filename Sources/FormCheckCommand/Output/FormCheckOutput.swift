import FormValidationCore
import FormValidationSpecs

/// A destination for `formcheck`'s answers that can tell when a write failed.
///
/// `TextOutputStream.write(_:)` cannot throw, so an output that can fail — standard output whose reader has gone
/// (`EPIPE`), a closed descriptor (`EBADF`), a full disk — keeps the error of its first failed write in
/// ``writeFailure``. ``FormCheck/run(arguments:input:output:error:)`` checks it after every block it writes: at
/// the first failure it stops reading its input (and, for `remote`, sending requests), prints
/// `formcheck: cannot write standard output: ` and the error to its error stream once, and returns
/// ``FormCheck/usageErrorStatus``. An output that does not conform (a `String`) is taken never to fail.
///
/// ```swift
/// struct FileOutput: FormCheckOutput {
///     let handle: FileHandle
///     private(set) var writeFailure: (any Error)?
///
///     mutating func write(_ string: String) {
///         guard writeFailure == nil else { return }
///         do { try handle.write(contentsOf: Data(string.utf8)) } catch { writeFailure = error }
///     }
/// }
/// ```
public protocol FormCheckOutput: TextOutputStream {
    /// The error of the first write that failed, or `nil` while every write has succeeded.
    var writeFailure: (any Error)? { get }
}
