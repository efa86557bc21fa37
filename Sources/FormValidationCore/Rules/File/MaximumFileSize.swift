public import Foundation

extension ValidationRule where Value == Data {
    /// Requires file contents of at most `bytes` bytes.
    ///
    /// Default message: "{field} must be at most {maxSize}." (code ``ValidationError/Code/fileTooLarge``,
    /// parameters `max` and `size` in bytes, and `maxSize`, the limit for people: "5 MB", "1.5 kB", "900 bytes",
    /// in decimal units).
    ///
    /// - Parameters:
    ///   - bytes: The largest allowed size.
    ///   - message: A custom message.
    /// - Returns: A file size rule.
    /// - Complexity: O(1). Allocates nothing on success.
    public static func maximumFileSize(_ bytes: Int, message: String? = nil) -> Self {
        Self(name: "maximumFileSize", message: message, rewritesValue: false) { value, failures in
            FileChecks.checkSize(value.count, maximum: bytes, failures: &failures)
        }
    }
}

extension ValidationRule where Value == URL {
    /// Requires a file URL naming a regular file of at most `bytes` bytes, as the file system reports its size —
    /// the file is never read.
    ///
    /// Failures: ``ValidationError/Code/fileTooLarge`` as for `Data`; ``ValidationError/Code/fileNotFound`` and
    /// ``ValidationError/Code/fileUnreadable`` as the file type rule for URLs reports them. With that rule in the
    /// same rule set, a missing or unreadable file is reported once, by the first of them.
    ///
    /// - Parameters:
    ///   - bytes: The largest allowed size.
    ///   - inspector: What looks at the file. `FormValidationIO` (and so `import FormValidation`) adds the same
    ///     factory without it, looking with ``LocalFileInspector/shared``.
    ///   - message: A custom message.
    /// - Returns: A file size rule for file URLs.
    /// - Complexity: O(1): one inspection, which for ``LocalFileInspector`` opens the file and asks its size.
    public static func maximumFileSize(_ bytes: Int, inspector: any FileInspector, message: String? = nil) -> Self {
        Self(name: "maximumFileSize", message: message, rewritesValue: false) { value, failures in
            guard let file = FileChecks.inspect(value, wantsType: false, inspector: inspector, failures: &failures)
            else { return }
            FileChecks.checkSize(file.size, maximum: bytes, failures: &failures)
        }
    }
}
