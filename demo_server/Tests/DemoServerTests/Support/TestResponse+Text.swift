import HummingbirdTesting
import NIOCore

extension TestResponse {
    /// The body as UTF-8 text.
    var text: String { String(buffer: body) }
}
