public import FormValidation
public import Hummingbird

/// The answer of `POST /api/signup` to a valid submission (`201 Created`):
/// `{"values": {"age": 36, "country": "GB", "dateOfBirth": "1815-12-10", "email": "ada@example.com", "username": "ada_lovelace"}}`.
///
/// The values are the form's corrected values (trimmed, numbers as numbers, `null` for a field left out),
/// without the secret fields: a password is never echoed.
public struct SignupAccepted: ResponseEncodable, Sendable, Equatable {
    /// The corrected values of the form's non-secret fields, by name.
    public var values: [String: JSONValue]

    /// Creates the answer.
    ///
    /// - Parameter values: The corrected values of the non-secret fields.
    public init(values: [String: JSONValue]) {
        self.values = values
    }
}
