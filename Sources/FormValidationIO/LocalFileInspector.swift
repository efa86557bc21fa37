public import FormValidationCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Looks at files on the local file system without reading them whole: the size from `fstat`, the type from the
/// first 64 bytes.
///
/// The file rules for file URLs and paths use ``shared`` when they are made without `inspector:`. A directory, a
/// device, a FIFO or a socket is unreadable (opening does not wait for a FIFO's writer).
public struct LocalFileInspector: FileInspector {
    /// The inspector the file rules use when none is named.
    public static let shared = LocalFileInspector()

    /// Creates an inspector.
    public init() {}

    /// Opens the file at `path`, reads its size and, when `readingType` is `true`, at most 64 bytes, and closes it.
    ///
    /// - Parameters:
    ///   - path: The file's path, absolute or relative to the current directory. A path with a NUL names no file.
    ///   - readingType: Whether to read the first bytes at all.
    /// - Returns: The file's size and type; ``FileInspection/notFound`` when nothing is at the path (or a part of
    ///   it is not a folder); ``FileInspection/unreadable(reason:)`` for a folder ("it is a folder"), anything
    ///   else that is not a regular file ("it is not a regular file"), or a file the system refuses to open or read
    ///   (its own words: "permission denied").
    /// - Complexity: O(*n*) in the path's length, plus one `open`, one `fstat` and at most a few `read`s of 64 bytes.
    public func inspect(path: String, readingType: Bool) -> FileInspection {
        // A path with a NUL would be cut short by the system: no file has such a name.
        guard !path.utf8.contains(0) else { return .notFound }
        return path.withCString { Self.inspect(path: $0, readingType: readingType) }
    }

    private static func inspect(path: UnsafePointer<CChar>, readingType: Bool) -> FileInspection {
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
        guard readingType else { return .file(size: size, type: nil) }
        return withUnsafeTemporaryAllocation(byteCount: FileType.headerSize, alignment: 1) { buffer in
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
                type: FileType.detect(
                    header: UnsafeRawBufferPointer(UnsafeMutableRawBufferPointer(rebasing: buffer[..<filled]))))
        }
    }

    /// The system's words for an `errno`, lower case: "permission denied".
    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        return message.prefix(1).lowercased() + message.dropFirst()
    }
}
