/// Looks at a file for the file rules: whether anything is at a path, the file's size, and the type its first
/// bytes show.
///
/// The rules that take a file URL or a path (`fileType(_:inspector:message:)`,
/// `maximumFileSize(_:inspector:message:)` and ``ValidationRule/file(types:maximumBytes:inspector:message:)``)
/// do no I/O themselves: they ask an inspector, and decide from its answer. `FormValidationIO` (and so
/// `import FormValidation`) has ``LocalFileInspector``, which asks the local file system, and adds the same
/// rules without `inspector:`, using ``LocalFileInspector/shared``. A test, or a server whose uploads live
/// elsewhere, can supply its own.
public protocol FileInspector: Sendable {
    /// Looks at the file at `path`.
    ///
    /// Report a regular file with its size in bytes and, when `readingType` is `true`, the type its first 64 bytes
    /// show (``FileType/detect(_:)`` tells it); ``FileInspection/notFound`` when nothing is at the path; and
    /// ``FileInspection/unreadable(reason:)`` for anything that cannot be read as a file — a folder, a device, a
    /// file the process may not read — with the reason in a few lower-case words ("it is a folder"), which the
    /// rule's message quotes.
    ///
    /// - Parameters:
    ///   - path: The file's path, absolute or relative to the current directory. It contains no NUL: the rules
    ///     report such a path as not found without asking.
    ///   - readingType: Whether the rule needs the type; when `false`, the file need not be read and the type may
    ///     be `nil`.
    /// - Returns: What is at the path.
    func inspect(path: String, readingType: Bool) -> FileInspection
}

/// What a ``FileInspector`` found at a path.
public enum FileInspection: Sendable, Hashable {
    /// A regular file: its size in bytes, and the type its first bytes show (`nil` when they show none of the
    /// known types, or when the type was not asked for).
    case file(size: Int, type: FileType?)
    /// Nothing is at the path.
    case notFound
    /// Something is there that cannot be read as a file; the reason, in a few lower-case words ("it is a folder",
    /// "permission denied").
    case unreadable(reason: String)
}
