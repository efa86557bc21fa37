#if canImport(Glibc)
    import FormValidationCore
    import FormValidationSpecs
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call, described as `strerror` puts it ("read: Bad file descriptor").
struct SystemCallError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    var description: String { "\(operation): \(String(cString: strerror(code)))" }
}
