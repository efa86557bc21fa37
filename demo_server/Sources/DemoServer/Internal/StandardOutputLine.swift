#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output without ever stopping the process: a closed descriptor (`>&-`) or a reader that
/// went away (`| true`) makes the write fail, and the failure is ignored.
enum StandardOutputLine {
    /// Makes writing to a pipe nobody reads fail with `EPIPE` instead of killing the process with `SIGPIPE`.
    static func ignoreBrokenPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` with `write(2)`, all of it in one call when it can (so a reader on a pipe gets the line at
    /// once), retrying after an interruption or a short write, and giving up silently on any other failure.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
                #elseif canImport(Musl)
                    Musl.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return  // EBADF, EPIPE…: nobody can see the line, and the server serves all the same.
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
