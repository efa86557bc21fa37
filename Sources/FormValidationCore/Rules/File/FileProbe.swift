#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Looks at a file on disk without reading it whole: its size from `fstat`, its type from its first bytes.
enum FileProbe {
    /// What the file system tells about a file.
    enum Outcome {
        /// A regular file: its size in bytes and the type its first bytes show.
        case file(size: Int, type: FileType.Kind?)
        /// Nothing at the path.
        case notFound
        /// Something that cannot be read as a file: why.
        case unreadable(reason: String)
    }

    /// Opens the file at `path`, reads its size and at most ``FileSignature/headerSize`` bytes, and closes it.
    ///
    /// A directory, a device, a FIFO or a socket is unreadable (opening does not wait for a FIFO's writer).
    ///
    /// - Parameter wantsType: Whether to read the first bytes at all.
    /// - Complexity: O(1): one `open`, one `fstat`, at most a few `read`s of 64 bytes.
    static func inspect(path: UnsafePointer<CChar>, wantsType: Bool) -> Outcome {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .notFound : .unreadable(reason: describe(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(reason: describe(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .unreadable(
                reason: status.st_mode & S_IFMT == S_IFDIR ? "it is a folder" : "it is not a regular file")
        }
        let size = Int(status.st_size)
        guard wantsType else { return .file(size: size, type: nil) }
        return withUnsafeTemporaryAllocation(byteCount: FileSignature.headerSize, alignment: 1) { buffer in
            var filled = 0
            while filled < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .unreadable(reason: describe(errno))
                }
                if count == 0 { break }
                filled += count
            }
            return .file(
                size: size,
                type: FileSignature.detect(
                    UnsafeRawBufferPointer(UnsafeMutableRawBufferPointer(rebasing: buffer[..<filled]))))
        }
    }

    /// The system's words for an `errno`, lower case: "permission denied".
    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}
