import Foundation

/// The usernames `POST /api/username-available` reports as taken.
///
/// Read from a text file with one name per line; blank lines and everything after a `#` are ignored,
/// and surrounding whitespace is trimmed. Names compare case-insensitively.
public struct TakenUsernames: Sendable, Equatable {
    private var names: Set<String>

    /// Creates the list from names.
    ///
    /// - Parameter names: The taken names, in any case.
    public init(_ names: some Sequence<String>) {
        self.names = Set(names.map(Self.normalized).filter { !$0.isEmpty })
    }

    /// Creates the list from the text of a usernames file.
    ///
    /// - Parameter text: One name per line, `#` starting a comment.
    public init(parsing text: String) {
        self.init(
            text.split(whereSeparator: \.isNewline).map { line in
                String(line.prefix { $0 != "#" })
            }
        )
    }

    /// Reads the list from a usernames file.
    ///
    /// - Parameter path: The file to read, UTF-8 text.
    /// - Throws: ``UsernamesFileError`` when the file cannot be read or is not UTF-8.
    public init(contentsOfFile path: String) throws(UsernamesFileError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw UsernamesFileError(path: path, reason: "the file does not exist or is not readable")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw UsernamesFileError(path: path, reason: "the file is not UTF-8 text")
        }
        self.init(parsing: text)
    }

    /// The number of taken names.
    public var count: Int { names.count }

    /// Whether a username is taken, ignoring case and surrounding whitespace.
    ///
    /// - Parameter username: The name to look up.
    /// - Returns: `true` when the list holds it.
    /// - Complexity: O(*n*) in the length of `username`.
    public func contains(_ username: String) -> Bool {
        names.contains(Self.normalized(username))
    }

    private static func normalized(_ name: some StringProtocol) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
