extension ValidationRule where Value == String {
    /// Requires a path to a regular file of one of `types` (by magic number) and at most `maximumBytes` bytes:
    /// the form of the file rules that form specs and `formcheck file` use, where a value is text.
    ///
    /// The file is looked at once, by `inspector`: its size and the type its first 64 bytes show
    /// (``LocalFileInspector`` takes the size from the file system and reads only those bytes). A relative path
    /// is resolved against the current directory. Use it where the path names a file your own program holds (an
    /// upload it stored, a file a person picked); on a server, never on a path a stranger typed, which would let
    /// them probe the server's files. In Swift, prefer the rules for `Data` and file `URL`s, `fileType(_:)` and
    /// `maximumFileSize(_:)`.
    ///
    /// Failures: ``ValidationError/Code/fileNotFound`` ("{field} does not exist."),
    /// ``ValidationError/Code/fileUnreadable`` ("{field} cannot be read: {reason}." — a folder, a device, no
    /// permission), or each of ``ValidationError/Code/fileTypeNotAllowed`` and
    /// ``ValidationError/Code/fileTooLarge`` that applies.
    ///
    /// - Parameters:
    ///   - types: The allowed types, or `nil` for any content.
    ///   - maximumBytes: The largest allowed size, or `nil` for any size.
    ///   - inspector: What looks at the file. `FormValidationIO` (and so `import FormValidation`) adds the same
    ///     factory without it, looking with ``LocalFileInspector/shared``.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: A rule for paths to files.
    /// - Complexity: O(*n*) in the path's length, plus one inspection, which for ``LocalFileInspector`` opens the
    ///   file, asks its size and reads 64 bytes.
    public static func file(
        types: [FileType]? = nil, maximumBytes: Int? = nil, inspector: any FileInspector, message: String? = nil
    ) -> Self {
        let allowed = types.map(FileChecks.mask)
        return Self(name: "file", message: message, rewritesValue: false) { value, failures in
            guard
                let file = FileChecks.inspect(
                    path: value, wantsType: types != nil, inspector: inspector, failures: &failures)
            else { return }
            if let types, let allowed {
                FileChecks.checkType(file.type, allowed: allowed, types: types, failures: &failures)
            }
            if let maximumBytes { FileChecks.checkSize(file.size, maximum: maximumBytes, failures: &failures) }
        }
    }
}

/// The path of a readable regular file whose magic number is one of `types` and whose size is at most `maximumBytes`
/// bytes; only its first 64 bytes are read.
struct FileRule: RuleDefinition {
    static let example = ".fileType([.png, .jpeg]), .maximumFileSize(5_000_000)"
    static let messages: [DefaultMessage] = [.fileNotFound, .fileUnreadable, .fileTypeNotAllowed, .fileTooLarge]

    /// The allowed types (``FileType``); any content when absent.
    @Argument(
        .fileTypes,
        summary: "the allowed types: " + FileType.names.map { "`\($0)`" }.joined(separator: ", ")
            + " (`jpg` and `heif` too); any content when absent",
        checks: [.notEmptyList], commandLine: .option("T,T", takesList: true))
    var types: [FileType]? = nil
    /// The largest allowed size in bytes; any size when absent.
    @Argument(.count, commandLine: .option("N", formerNames: ["--max-bytes"]), formerKeys: ["maxBytes"])
    var maximumBytes: Int? = nil

    func build(_ context: RuleBuildContext) -> BuiltRule {
        .local(
            .file(types: types, maximumBytes: maximumBytes, inspector: context.fileInspector, message: context.message))
    }
}
