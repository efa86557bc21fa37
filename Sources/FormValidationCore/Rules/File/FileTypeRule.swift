public import Foundation

extension ValidationRule where Value == Data {
    /// Requires file contents of one of `types`, judged by their magic number (see ``FileType``).
    ///
    /// Empty data counts as no file (see ``ValidatableValue``): it skips the rule unless a presence rule is set.
    /// Default message: "{field} must be a {types} file." (code ``ValidationError/Code/fileTypeNotAllowed``,
    /// parameters `types`, the allowed types as "PNG, JPEG or GIF", and `detected`, the type found or `unknown`).
    ///
    /// - Parameters:
    ///   - types: The allowed types.
    ///   - message: A custom message.
    /// - Returns: A file type rule.
    /// - Complexity: O(1): only the first 64 bytes are read. Allocates nothing on success.
    public static func fileType(_ types: [FileType], message: String? = nil) -> Self {
        let allowed = FileChecks.mask(types)
        return Self(name: "fileType", message: message, rewritesValue: false) { value, failures in
            let kind = value.prefix(FileSignature.headerSize).withUnsafeBytes { FileSignature.detect($0) }
            FileChecks.checkType(kind, allowed: allowed, types: types, failures: &failures)
        }
    }
}

extension ValidationRule where Value == URL {
    /// Requires a file URL naming a regular file of one of `types`, judged by the magic number in its first
    /// 64 bytes — the rest of the file is never read.
    ///
    /// Failures: ``ValidationError/Code/fileTypeNotAllowed`` as for `Data`;
    /// ``ValidationError/Code/fileNotFound`` when nothing is at the URL's path ("{field} does not exist.");
    /// ``ValidationError/Code/fileUnreadable`` for a URL that is not a `file:` URL, a folder, a device, or a file
    /// the process may not read ("{field} cannot be read: {reason}."). With `maximumFileSize(_:inspector:message:)`
    /// in the same rule set, a missing or unreadable file is reported once, by the first of them.
    ///
    /// - Parameters:
    ///   - types: The allowed types.
    ///   - inspector: What looks at the file. `FormValidationIO` (and so `import FormValidation`) adds the same
    ///     factory without it, looking with ``LocalFileInspector/shared``.
    ///   - message: A custom message.
    /// - Returns: A file type rule for file URLs.
    /// - Complexity: O(1): one inspection, which for ``LocalFileInspector`` opens the file, asks its size and
    ///   reads 64 bytes.
    public static func fileType(_ types: [FileType], inspector: any FileInspector, message: String? = nil) -> Self {
        let allowed = FileChecks.mask(types)
        return Self(name: "fileType", message: message, rewritesValue: false) { value, failures in
            guard let file = FileChecks.inspect(value, wantsType: true, inspector: inspector, failures: &failures)
            else { return }
            FileChecks.checkType(file.type, allowed: allowed, types: types, failures: &failures)
        }
    }
}
