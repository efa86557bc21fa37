/// The error thrown when a form spec is malformed, or when its rules cannot be built.
///
/// The message names where the problem is and what it is, so that a person editing the JSON by hand can fix it:
///
/// ```text
/// field "username", rule 3 (length): missing "max"
/// field "passwordConfirmation": "dependsOn" names unknown field "pasword"
/// Fixtures/signup.form.json: the spec is not valid JSON
/// ```
///
/// The text is API: tests assert it in full.
public struct FormSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the spec was read from, when it came from one.
    public var file: String?
    /// Where in the spec the problem is, such as `field "username", rule 3 (length)`; `nil` for the file as a whole.
    public var location: String?
    /// What is wrong, such as `missing "max"`.
    public var reason: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file the spec was read from, if any.
    ///   - location: Where in the spec the problem is, if anywhere in particular.
    ///   - reason: What is wrong.
    public init(file: String? = nil, location: String? = nil, reason: String) {
        self.file = file
        self.location = location
        self.reason = reason
    }

    /// An error at `location`, or deeper at the problem's own place (a nested rule).
    package init(at location: String, _ problem: SpecProblem) {
        self.init(location: ([location] + problem.place).joined(separator: ", "), reason: problem.reason)
    }

    /// This error of a part of `outer` (a nested field's, inside its object field): `outer` goes first in the
    /// location.
    package func inside(_ outer: String) -> FormSpecError {
        var error = self
        error.location = [outer, location].compactMap { $0 }.joined(separator: ", ")
        return error
    }

    /// Decodes a part of a spec as `Codable` does: reads the JSON value, then `read` reads the part from it, and
    /// a problem is reported at the part's location.
    ///
    /// - Parameters:
    ///   - decoder: The decoder to read from.
    ///   - location: Where the part is: `"condition"`, or `rule 1 (length)`, from its JSON.
    ///   - read: Reads the part.
    /// - Returns: The part.
    /// - Throws: ``FormSpecError``, or what the decoder throws for text that is not JSON.
    package static func decode<Part>(
        _ decoder: any Decoder, at location: (JSONValue) -> String,
        reading read: (JSONValue) throws(SpecProblem) -> Part
    ) throws -> Part {
        let json = try JSONValue(from: decoder)
        do throws(SpecProblem) {
            return try read(json)
        } catch {
            throw FormSpecError(at: location(json), error)
        }
    }

    /// The file, the location and the reason, joined by `": "`.
    public var description: String {
        [file, location, reason].compactMap { $0 }.joined(separator: ": ")
    }
}
