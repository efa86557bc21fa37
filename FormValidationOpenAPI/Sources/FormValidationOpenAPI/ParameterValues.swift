import FormValidationCore
import Foundation

/// Parameters as JSON values: the text of each, read as its schema's type says, in one object per location.
enum ParameterValues {
    /// The query parameters of a request target (`/users?limit=5&tag=a&tag=b`) as an object: those the query has,
    /// names and values percent-decoded (`+` is a space, as in a form). A name given more than once is an array's
    /// items (`explode`), or its first value counts.
    ///
    /// Read as UTF-8 with one pass over the query per parameter (an operation has a few): `?`, `#`, `&` and `=` are
    /// ASCII, so every cut falls between characters, and a name is compared as bytes unless it is encoded.
    static func object(_ parameters: [Parameter], queryOf target: String) -> JSONValue {
        var target = target
        return target.withUTF8 { object(parameters, queryOf: $0) }
    }

    private static func object(_ parameters: [Parameter], queryOf target: UnsafeBufferPointer<UInt8>) -> JSONValue {
        guard let mark = target.firstIndex(of: UInt8(ascii: "?")) else { return .object(JSONObject()) }
        let end = target[mark...].firstIndex(of: UInt8(ascii: "#")) ?? target.endIndex
        let query = UnsafeBufferPointer(rebasing: target[(mark + 1)..<end])
        var object = JSONObject()
        for parameter in parameters {
            var texts: [String] = []
            var start = 0
            while start < query.count {
                let stop = query[start...].firstIndex(of: UInt8(ascii: "&")) ?? query.count
                let pair = query[start..<stop]
                start = stop + 1
                let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
                guard !pair.isEmpty, isName(UnsafeBufferPointer(rebasing: pair[..<equals]), parameter.name) else {
                    continue
                }
                texts.append(decode(UnsafeBufferPointer(rebasing: pair[min(equals + 1, pair.endIndex)...])))
                if !parameter.shape.isArray { break }
            }
            guard let value = value(of: parameter, texts: texts) else { continue }
            _ = object.updateValue(value, forKey: parameter.name)
        }
        return .object(object)
    }

    /// Whether a query's name, as written, is `name`.
    private static func isName(_ written: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
        isEncoded(written) ? decode(written) == name : written.elementsEqual(name.utf8)
    }

    /// A query's name or value, percent-decoded, `+` a space.
    private static func decode(_ text: UnsafeBufferPointer<UInt8>) -> String {
        let string = String(decoding: text, as: UTF8.self)
        guard isEncoded(text) else { return string }
        let spaced = string.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    private static func isEncoded(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }
    }

    /// The cookies of a `Cookie` header (`session=abc; theme=dark`): each name with its values in order, as the query's
    /// (a cookie is read in the `form` style).
    static func cookies(of header: String?) -> [String: [String]] {
        guard let header else { return [:] }
        var values: [String: [String]] = [:]
        for pair in header.split(separator: ";") {
            let trimmed = pair.drop { $0 == " " || $0 == "\t" }
            guard let equals = trimmed.firstIndex(of: "="), equals != trimmed.startIndex else { continue }
            let name = String(trimmed[..<equals])
            var value = trimmed[trimmed.index(after: equals)...]
            while value.last == " " || value.last == "\t" { value = value.dropLast() }
            values[name, default: []].append(String(value))
        }
        return values
    }

    /// The header parameters as an object: those the request has, in the `simple` style (an array's items
    /// separated by commas), several fields of one name joined by commas, white space around each value dropped.
    static func object(_ parameters: [Parameter], header: (String) -> [String]) -> JSONValue {
        var object = JSONObject()
        for parameter in parameters {
            let fields = header(parameter.name)
            guard !fields.isEmpty else { continue }
            let text = fields.joined(separator: ",")
            let value =
                parameter.shape.isArray
                ? JSONValue.array(
                    text.split(separator: ",", omittingEmptySubsequences: false).map {
                        scalar(trimmed($0), types: parameter.shape.itemTypes)
                    }) : scalar(trimmed(text[...]), types: parameter.shape.types)
            _ = object.updateValue(value, forKey: parameter.name)
        }
        return .object(object)
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The path parameters as an object: those the template has.
    static func object(_ parameters: [Parameter], path: [String: String]) -> JSONValue {
        var object = JSONObject()
        for parameter in parameters {
            guard let text = path[parameter.name] else { continue }
            let value =
                parameter.shape.isArray
                ? JSONValue.array(
                    text.split(separator: ",", omittingEmptySubsequences: false).map {
                        scalar(String($0), types: parameter.shape.itemTypes)
                    }) : scalar(text, types: parameter.shape.types)
            _ = object.updateValue(value, forKey: parameter.name)
        }
        return .object(object)
    }

    /// The cookie parameters as an object: those the header has, each read as a query parameter (a cookie is
    /// in the `form` style).
    static func object(_ parameters: [Parameter], cookies: [String: [String]]) -> JSONValue {
        var object = JSONObject()
        for parameter in parameters {
            guard let value = value(of: parameter, texts: cookies[parameter.name] ?? []) else { continue }
            _ = object.updateValue(value, forKey: parameter.name)
        }
        return .object(object)
    }

    /// The value of a parameter in the `form` style given as `texts`, in order: `nil` when it is not given; an
    /// array's items (every text when `explode`, else the first split at commas); else the first text.
    private static func value(of parameter: Parameter, texts: [String]) -> JSONValue? {
        guard let first = texts.first else { return nil }
        guard parameter.shape.isArray else { return scalar(first, types: parameter.shape.types) }
        let items =
            parameter.explode
            ? texts : texts.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        return .array(items.map { scalar($0, types: parameter.shape.itemTypes) })
    }

    /// A parameter's text as the JSON value its schema's types read it as: an integer when it is decimal digits
    /// (`-` allowed), a number when it is a JSON number (for a schema that takes numbers), `true` or `false` for a
    /// boolean, else the text itself, which the schema then refuses if it takes no string ("must be of type integer"):
    /// `1e3` or `1.0` for an integer, which the generated code would not read, stays text.
    static func scalar(_ text: String, types: ParameterTypes) -> JSONValue {
        // A JSON integer within `Int`: the number at once, without the JSON reader.
        if types.contains(.integer) || types.contains(.number), isInteger(text), !hasLeadingZero(text),
            let integer = Int(text)
        {
            return .number(Decimal(integer))
        }
        if types.contains(.number) || (types.contains(.integer) && isInteger(text)), isNumber(text),
            let number = try? JSONValue(json: text)
        {
            return number
        }
        if types.contains(.boolean), text == "true" || text == "false" { return .bool(text == "true") }
        if types.contains(.null), text.isEmpty, !types.contains(.string) { return .null }
        return .string(text)
    }

    /// Whether a text is decimal digits, after an optional `-`.
    private static func isInteger(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// Whether decimal digits start with a `0` that is not the whole number (`007`, `-01`), which JSON does not
    /// write.
    private static func hasLeadingZero(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        return digits.first == UInt8(ascii: "0") && digits.count > 1
    }

    /// Whether a text starts with `-` or a digit and ends with a digit: a number without white space around it
    /// (the JSON reader decides the rest).
    private static func isNumber(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        return (first == UInt8(ascii: "-") || (0x30...0x39).contains(first)) && (0x30...0x39).contains(last)
    }
}
