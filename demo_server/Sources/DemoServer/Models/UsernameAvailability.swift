/// The answer of `POST /api/username-available`: `{"valid": true}` or
/// `{"valid": false, "message": "That username is taken."}`.
///
/// This is the object form of a remote verdict: a server-supplied message travels with the result.
public struct UsernameAvailability: Codable, Sendable, Equatable {
    /// The message sent with a taken username.
    public static let takenMessage = "That username is taken."

    /// Whether the username may be used.
    public var valid: Bool

    /// Why it may not, or `nil` when it may (then the key is left out).
    public var message: String?

    /// Creates an answer.
    ///
    /// - Parameters:
    ///   - valid: Whether the username may be used.
    ///   - message: Why it may not.
    public init(valid: Bool, message: String? = nil) {
        self.valid = valid
        self.message = message
    }

    /// The answer for a free username.
    public static let available = UsernameAvailability(valid: true)

    /// The answer for a taken username.
    public static let taken = UsernameAvailability(valid: false, message: takenMessage)
}
