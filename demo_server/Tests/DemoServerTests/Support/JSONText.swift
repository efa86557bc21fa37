import DemoServer
import Foundation

/// Small JSON helpers for building request bodies and reading answers.
enum JSONText {
    /// `value` as a JSON string literal.
    static func quoted(_ value: String) -> String {
        let data = try! JSONEncoder().encode(value)
        return String(decoding: data, as: UTF8.self)
    }

    /// Decodes an answer body.
    static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }
}
