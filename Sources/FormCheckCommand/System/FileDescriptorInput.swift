#if canImport(Glibc)
    import FormValidationCore
    import FormValidationSpecs
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an open file descriptor (standard input) with `read(2)`, retrying interrupted calls.
struct FileDescriptorInput: FormCheckInput {
    let descriptor: Int32

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                // A non-blocking descriptor inherited from the shell: wait until it has data.
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, -1)
            default:
                throw SystemCallError(operation: "read", code: errno)
            }
        }
    }
}

/// `read(2)` under a name that the method above does not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
