import FormValidationCore
import FormValidationSpecs
import Foundation

extension LineChecker {
    /// The answer for a line that is not JSON.
    static let notJSONMessage = "the line is not valid JSON"
    /// The answer for a line that is JSON but not an object.
    static let notAnObjectMessage = "the line is not a JSON object"
    /// The answer for a line that is empty or only whitespace: no record at all.
    static let blankLineMessage = "the line is blank"

    /// The answer for a line that is JSON but holds a number `Decimal` cannot hold (`1e400`).
    static func numberOutOfRangeMessage(_ error: JSONParsingError) -> String {
        "the line holds the number \(error.shownNumber ?? ""), which is out of range (\(JSONParsingError.numberLimits))"
    }

    /// The answer for a line that cannot be read as JSON: not JSON, a key twice in one object, nested too deep, or
    /// a number out of range.
    static func unreadableMessage(_ error: JSONParsingError) -> String {
        if error.isNumberOutOfRange {
            numberOutOfRangeMessage(error)
        } else if error.isDuplicateKey {
            "the line holds the key \(error.shownKey ?? "") twice in one object"
        } else if let limit = error.depthLimit {
            "the line nests arrays and objects more than \(limit) levels deep"
        } else {
            notJSONMessage
        }
    }

    /// A checker that validates each line as a submitted record: a JSON object of field names and values.
    ///
    /// A valid record answers `{"valid":true,"values":{…}}` with the corrected values of the non-secret fields; an
    /// invalid one `{"errors":[{"code":…,"field":…,"message":…,"path":…},…],"valid":false}` (`path` the JSON
    /// Pointer of the value, `/email`; the empty pointer for a form rule's error that goes to no field), every
    /// error in field order and then rule order; a line that is not a JSON object `{"error":"…","valid":false}` —
    /// "the line is not valid JSON" (a trailing comma included), "the line is not a JSON object", "the line holds
    /// the key \"username\" twice in one object", "the line nests arrays and objects more than 512 levels deep",
    /// or, for valid JSON with a number `Decimal` cannot hold, "the line holds the number 1e400, which is out of
    /// range (…)". A blank line
    /// (empty, or only whitespace) holds no record: it is not skipped, which would break the
    /// one-line-out-per-line-in pairing, but answered `{"error":"the line is blank","valid":false}` and counted as
    /// invalid. The JSON is compact, its keys sorted, and escapes the line separators U+0085, U+2028 and U+2029, so
    /// each record gives one line.
    ///
    /// - Parameter validator: The form's rules.
    /// - Returns: An asynchronous checker (the spec's remote rules may have to wait for a server).
    static func form(_ validator: FormSpecValidator) -> LineChecker {
        LineChecker(asynchronous: { line in
            if line.countsAsEmpty(ignoringWhitespace: true) {
                return .record(json: FormRecordLine.encode(.problem(blankLineMessage)), isValid: false)
            }
            let record: [String: JSONValue]
            do throws(JSONParsingError) {
                guard case .object(let members) = try JSONValue(json: line.utf8) else {
                    return .record(json: FormRecordLine.encode(.problem(notAnObjectMessage)), isValid: false)
                }
                record = members
            } catch {
                return .record(json: FormRecordLine.encode(.problem(unreadableMessage(error))), isValid: false)
            }
            let result = await validator.validate(record)
            let errors = result.errors.map { error in
                FormRecordLine.ErrorEntry(
                    field: error.field, path: error.path?.description, code: error.code.rawValue,
                    message: error.message)
            }
            let line: FormRecordLine =
                result.isValid ? .valid(values: result.nonSecretValues) : .invalid(errors: errors)
            return .record(json: FormRecordLine.encode(line), isValid: result.isValid)
        })
    }
}

/// One output line of `formcheck form`.
enum FormRecordLine: Encodable {
    case valid(values: [String: JSONValue])
    case invalid(errors: [ErrorEntry])
    case problem(String)

    /// An error as the line shows it: the field's name, its value's JSON Pointer, the code, the message.
    struct ErrorEntry: Encodable {
        var field: String?
        var path: String?
        var code: String
        var message: String
    }

    private enum CodingKeys: String, CodingKey {
        case valid, values, errors, error
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .valid(let values):
            try container.encode(true, forKey: .valid)
            try container.encode(values, forKey: .values)
        case .invalid(let errors):
            try container.encode(false, forKey: .valid)
            try container.encode(errors, forKey: .errors)
        case .problem(let message):
            try container.encode(false, forKey: .valid)
            try container.encode(message, forKey: .error)
        }
    }

    /// The line as compact JSON with sorted keys, the line separators JSON allows in strings escaped.
    static func encode(_ line: FormRecordLine) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(line) else {
            return #"{"error":"the answer cannot be encoded","valid":false}"#
        }
        var text = String(decoding: data, as: UTF8.self)
        for (separator, escape) in [("\u{85}", "\\u0085"), ("\u{2028}", "\\u2028"), ("\u{2029}", "\\u2029")]
        where text.contains(separator) {
            text = text.replacingOccurrences(of: separator, with: escape)
        }
        return text
    }
}
