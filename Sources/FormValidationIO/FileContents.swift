#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file given by path: a regular file, and also a pipe, a FIFO or a process substitution
/// (`--schema <(generate-schema)`), read until its writer is done. `Data(contentsOf:)` refuses those on Linux with a
/// misleading "You don't have permission".
package enum FileContents {
    /// Why a file could not be read: the system's own words ("no such file or directory", "permission denied"),
    /// or "it is a folder".
    package struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The reason, as the system states it, or "it is a folder".
        package let reason: String
        package var description: String { reason }
    }

    /// The bytes of the file at `path`, read to its end.
    ///
    /// - Parameter path: The file's path.
    /// - Returns: Every byte of it.
    /// - Throws: ``ReadError`` when it cannot be opened or read, or is a folder.
    package static func bytes(atPath path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(reason: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw ReadError(reason: "it is a folder")
        }
        // A regular file's size is known; a pipe's is not, and grows the buffer as it comes.
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        var bytes = [UInt8](repeating: 0, count: isRegular ? max(Int(status.st_size), 0) + 1 : 64 * 1024)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read > 0 {
                count += read
            } else if read == 0 {
                break
            } else if errno != EINTR {
                throw ReadError(reason: reason(errno))
            }
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}

/// `read(2)` under a name that no method shadows.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
