extension ValidationRule where Value == String {
    /// Requires a path to a regular file of one of `types` (by magic number) and at most `maximumBytes` bytes:
    /// the form of the file rules that form specs and `formcheck file` use, where a value is text.
    ///
    /// The file is opened once: its size comes from the file system and only its first 64 bytes are read. A
    /// relative path is resolved against the current directory. Use it where the path names a file your own
    /// program holds (an upload it stored, a file a person picked); on a server, never on a path a stranger
    /// typed, which would let them probe the server's files. In Swift, prefer the rules for `Data` and file
    /// `URL`s, `fileType(_:)` and `maximumFileSize(_:)`.
    ///
    /// Failures: ``ValidationError/Code/fileNotFound`` ("{field} does not exist."),
    /// ``ValidationError/Code/fileUnreadable`` ("{field} cannot be read: {reason}." — a folder, a device, no
    /// permission), or each of ``ValidationError/Code/fileTypeNotAllowed`` and
    /// ``ValidationError/Code/fileTooLarge`` that applies.
    ///
    /// - Parameters:
    ///   - types: The allowed types, or `nil` for any content.
    ///   - maximumBytes: The largest allowed size, or `nil` for any size.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: A rule for paths to files.
    /// - Complexity: O(*n*) in the path's length, plus one `open`, one `fstat` and a read of 64 bytes.
    public static func file(types: [FileType]? = nil, maximumBytes: Int? = nil, message: String? = nil) -> Self {
        let allowed = types.map(FileChecks.mask)
        return Self(name: "file", message: message, rewritesValue: false) { value, failures in
            guard let file = FileChecks.inspect(path: value, wantsType: types != nil, failures: &failures) else {
                return
            }
            if let types, let allowed {
                FileChecks.checkType(file.type, allowed: allowed, types: types, failures: &failures)
            }
            if let maximumBytes { FileChecks.checkSize(file.size, maximum: maximumBytes, failures: &failures) }
        }
    }
}

extension RuleSpec {
    /// ``ValidationRule/file(types:maximumBytes:message:)`` as data: the value is a path.
    ///
    /// - Parameters:
    ///   - types: The allowed types, at least one, or `nil` for any content.
    ///   - maximumBytes: The largest allowed size, or `nil` for any size.
    ///   - message: A custom message.
    /// - Returns: The rule spec.
    public static func file(types: [FileType]? = nil, maximumBytes: Int? = nil, message: String? = nil) -> RuleSpec {
        RuleSpec(.file, FileArguments(types: types, maximumBytes: maximumBytes), message: message)
    }
}

extension RuleDeclaration {
    /// `file`: the path of a readable file of an allowed type and size.
    static let file = RuleDeclaration(
        name: "file",
        summary: "The path of a readable regular file whose magic number is one of \(name: "types") and whose size "
            + "is at most \(name: "maxBytes") bytes; only its first 64 bytes are read.",
        example: ".fileType([.png, .jpeg]), .maximumFileSize(5_000_000)",
        symbol: "ValidationRule/file(types:maximumBytes:message:)",
        arguments: FileArguments.self,
        messages: [.fileNotFound, .fileUnreadable, .fileTypeNotAllowed, .fileTooLarge]
    ) { arguments, context in
        .local(.file(types: arguments.types, maximumBytes: arguments.maximumBytes, message: context.message))
    }
}

private struct FileArguments: DeclaredArguments {
    var types: [FileType]?
    var maximumBytes: Int?
    static let fields: [ArgumentField<Self>] = [
        .init(\.types, typesArgument), .init(\.maximumBytes, maximumBytesArgument),
    ]

    static let typesArgument = RuleArgument<[FileType]?>(
        optional: "types", .fileTypes,
        summary: "the allowed types: " + FileType.names.map { "`\($0)`" }.joined(separator: ", ")
            + " (`jpg` and `heif` too); any content when absent",
        checks: [ArgumentChecks.notEmptyList("types")])
    static let maximumBytesArgument = RuleArgument<Int?>(
        optional: "maxBytes", .count,
        summary: "the largest allowed size in bytes; any size when absent")
}
