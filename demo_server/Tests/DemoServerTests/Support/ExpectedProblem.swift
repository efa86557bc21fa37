import DemoServer
import FormValidationHummingbird

/// The RFC 9457 problem `/api/signup` and `/api/order` answer a bad input with, by the demo error the other routes
/// answer it with: the form routes read their bodies with the library's Hummingbird integration.
struct ExpectedProblem {
    let status: Int
    let type: String

    init?(_ input: BadInput) {
        let kind: String
        switch input.error.error {
        case "malformed_json", "too_deeply_nested": (status, kind) = (400, "malformed-json")
        case "duplicate_key", "number_out_of_range": (status, kind) = (422, "unreadable-json")
        case "payload_too_large": (status, kind) = (413, "body-too-large")
        case "unsupported_media_type": (status, kind) = (415, "unsupported-media-type")
        case "malformed_body": (status, kind) = (400, "unreadable-body")
        default: return nil
        }
        type = "urn:formvalidation:problem:" + kind
    }
}
