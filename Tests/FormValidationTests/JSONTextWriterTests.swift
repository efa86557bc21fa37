import FormValidation
import FormValidationCore
import Foundation
import Testing

/// `JSONTextWriter`, behind `formcheck form`'s lines and `JSONValue.description`: the text `JSONEncoder` writes
/// with sorted keys and unescaped slashes, byte for byte, but for the line separators, which it escapes.
@Suite struct JSONTextWriterTests {
    static func encoded(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static let values: [JSONValue] = [
        .null, true, false, 0, 42, -7, 1.5, -0.000001,
        .number(Decimal(string: "1e30", locale: Locale(identifier: "en_US_POSIX"))!),
        .number(Decimal(string: "9223372036854775807", locale: Locale(identifier: "en_US_POSIX"))!),
        .number(Decimal(string: "9223372036854775808", locale: Locale(identifier: "en_US_POSIX"))!),
        .number(Decimal(string: "-9223372036854775808", locale: Locale(identifier: "en_US_POSIX"))!),
        .number(Decimal(string: "123.456e-10", locale: Locale(identifier: "en_US_POSIX"))!),
        "", "plain", "a/b", "quote \" and backslash \\", "\u{0}\u{1}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1F}\u{7F}",
        "é, 日本語, 🇳🇱", ["b": 1, "a": 2, "a10": 3, "a9": 4, "Z": 5, "é": 6, "ä": 7, "_": 8],
        ["list": [1, "two", nil, [true], ["x": ["y": []]]], "empty": [:]],
    ]

    @Test(arguments: values)
    func writesWhatJSONEncoderWrites(_ value: JSONValue) throws {
        #expect(String(decoding: value.jsonText, as: UTF8.self) == (try Self.encoded(value)))
        #expect(value.description == (try Self.encoded(value)))
    }

    /// The separators JSON allows raw are escaped, so that each text is one line; read back, the value is the same.
    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}", "a\u{2028}b\u{2029}c\u{85}d"])
    func escapesTheLineSeparators(_ text: String) throws {
        let written = String(decoding: JSONValue.string(text).jsonText, as: UTF8.self)
        #expect(!written.unicodeScalars.contains { [0x85, 0x2028, 0x2029].contains($0.value) })
        #expect(written.contains("\\u"))
        #expect(try JSONValue(json: written) == .string(text))
    }

    /// Whatever is written reads back as the same value.
    @Test func roundTrips() throws {
        for value in Self.values {
            #expect(try JSONValue(json: value.jsonText) == value, "\(value)")
        }
    }

    @Test(arguments: [
        (Int64(0), "0"), (-1, "-1"), (Int64.max, "9223372036854775807"), (Int64.min, "-9223372036854775808"),
    ])
    func writesIntegers(_ integer: Int64, _ expected: String) {
        var writer = JSONTextWriter()
        writer.write(integer: integer)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
        #expect(Decimal(integer).exactInteger == integer)
        #expect(Decimal(integer).plainSpelling == expected)
    }

    @Test func fractionsAndLargeNumbersAreNoIntegers() {
        let posix = Locale(identifier: "en_US_POSIX")
        for text in ["1.5", "-0.25", "1e30", "9223372036854775808", "-9223372036854775809"] {
            let number = Decimal(string: text, locale: posix)!
            #expect(number.exactInteger == nil, "\(text)")
            #expect(number.plainSpelling == number.description, "\(text)")
        }
    }

    /// A pointer is written as its text would be, without making the text: `~` and `/` in a token as `~0` and
    /// `~1`, then what JSON escapes.
    @Test(
        arguments: [
            [], [""], ["a"], ["a/b"], ["m~n"], ["~1", "/~0"], ["items", "0", "é"], ["say \"hi\"", "tab\t"],
            ["\u{2028}", "~"], ["a", "b", "c", "d"],
        ] as [[String]])
    func aPointerIsWrittenAsItsText(_ tokens: [String]) throws {
        let pointer = JSONPointer(tokens: tokens)
        var direct = JSONTextWriter()
        direct.write(pointer: pointer)
        var fromText = JSONTextWriter()
        fromText.write(string: pointer.description)
        #expect(direct.bytes == fromText.bytes, "\(tokens)")
        #expect(try JSONPointer(parsing: pointer.description) == pointer)
    }
}
