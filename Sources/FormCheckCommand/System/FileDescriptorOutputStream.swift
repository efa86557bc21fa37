#if canImport(Glibc)
    import FormValidationCore
    import FormValidationSpecs
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes text to an open file descriptor (standard output or error), one `write(2)` loop per call.
///
/// It does no buffering of its own: ``FormCheck/run(arguments:input:output:error:)`` hands it large blocks.
/// The first failure (`write: Broken pipe`) is kept in ``failure`` and later writes are skipped; the run sees
/// it through ``FormCheckOutput/writeFailure`` and stops.
struct FileDescriptorOutputStream: FormCheckOutput {
    let descriptor: Int32
    private(set) var failure: SystemCallError?

    var writeFailure: (any Error)? { failure }

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    mutating func write(_ string: String) {
        guard failure == nil, !string.isEmpty else { return }
        var text = string
        failure = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    return SystemCallError(operation: "write", code: errno)
                }
            }
            return nil
        }
    }
}

/// `write(2)` under a name that the method above does not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
