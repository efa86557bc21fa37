import FormValidationHummingbird
import Foundation
import Hummingbird
import Testing

/// What a refused request must be answered with: the status and the type of its RFC 9457 problem.
struct Refusal: Sendable, Equatable, CustomStringConvertible {
    let status: Int
    /// The problem's type URI, `urn:formvalidation:problem:malformed-json`.
    let type: String

    init(_ status: Int, _ kind: String) {
        self.status = status
        type = "urn:formvalidation:problem:" + kind
    }

    var description: String { "\(status) \(type)" }

    /// Whether the library's Hummingbird integration refuses it, reading the body (not a route, reading its shape).
    var isTheIntegrations: Bool {
        ![Self.missingInstance, .invalidInstance, .invalidExtra].contains(self)
    }

    // The integration's, for every route.
    static let malformedJSON = Refusal(400, "malformed-json")
    static let tooDeeplyNested = Refusal(400, "malformed-json")
    static let unreadableJSON = Refusal(422, "unreadable-json")
    static func duplicateKey(_ key: String) -> Refusal { unreadableJSON }
    static func numberOutOfRange(_ number: String) -> Refusal { unreadableJSON }
    static let payloadTooLarge = Refusal(413, "body-too-large")
    static let unsupportedMediaType = Refusal(415, "unsupported-media-type")
    static let malformedRequest = Refusal(400, "malformed-request")
    // The shape of ALPValidator's body.
    static let missingInstance = Refusal(422, "missing-instance")
    static let invalidInstance = Refusal(422, "invalid-instance")
    static let invalidExtra = Refusal(422, "invalid-extra")
}

extension ProblemDetails {
    /// The problem a response's body holds.
    static func decode(_ text: String) throws -> ProblemDetails {
        try JSONDecoder().decode(ProblemDetails.self, from: Data(text.utf8))
    }
}

/// Expects `body` to throw the problem of `refusal`.
func expectRefused<Value>(
    _ refusal: Refusal, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Value
) {
    let problem = #expect(throws: ProblemDetails.self, sourceLocation: sourceLocation) { _ = try body() }
    #expect(problem?.type == refusal.type, sourceLocation: sourceLocation)
    #expect(problem?.status.code == refusal.status, sourceLocation: sourceLocation)
}
