public import FormValidationCore
public import Foundation

extension ValidationRule where Value == URL {
    /// Requires a file URL naming a regular file of one of `types`, judged by its first 64 bytes, looked at with
    /// ``LocalFileInspector/shared``.
    ///
    /// See ``fileType(_:inspector:message:)`` for what is read and reported; this is that rule on the local file
    /// system.
    ///
    /// - Parameters:
    ///   - types: The allowed types.
    ///   - message: A custom message.
    /// - Returns: A file type rule for file URLs.
    public static func fileType(_ types: [FileType], message: String? = nil) -> Self {
        fileType(types, inspector: LocalFileInspector.shared, message: message)
    }

    /// Requires a file URL naming a regular file of at most `bytes` bytes, looked at with
    /// ``LocalFileInspector/shared``.
    ///
    /// See ``maximumFileSize(_:inspector:message:)`` for what is read and reported; this is that rule on the local
    /// file system.
    ///
    /// - Parameters:
    ///   - bytes: The largest allowed size.
    ///   - message: A custom message.
    /// - Returns: A file size rule for file URLs.
    public static func maximumFileSize(_ bytes: Int, message: String? = nil) -> Self {
        maximumFileSize(bytes, inspector: LocalFileInspector.shared, message: message)
    }
}

extension ValidationRule where Value == String {
    /// Requires a path to a regular file of one of `types` and at most `maximumBytes` bytes, looked at with
    /// ``LocalFileInspector/shared``.
    ///
    /// See ``file(types:maximumBytes:inspector:message:)`` for what is read and reported, and where not to use it;
    /// this is that rule on the local file system.
    ///
    /// - Parameters:
    ///   - types: The allowed types, or `nil` for any content.
    ///   - maximumBytes: The largest allowed size, or `nil` for any size.
    ///   - message: A custom message, used for every failure of this rule.
    /// - Returns: A rule for paths to files.
    public static func file(types: [FileType]? = nil, maximumBytes: Int? = nil, message: String? = nil) -> Self {
        file(types: types, maximumBytes: maximumBytes, inspector: LocalFileInspector.shared, message: message)
    }
}
