/// One line of a script read from standard input.
enum ScriptCommand: Equatable {
    /// `FIELD=VALUE`: set the field's text as if typed.
    case set(field: String, value: String)
    /// `blur FIELD`: end editing the field.
    case blur(field: String)
    /// `submit`: submit the form.
    case submit
    /// `add LIST`: add an item to a list ("add another phone number").
    case add(list: String)
    /// `remove LIST/INDEX`: remove the item at INDEX (from 0) of a list.
    case remove(list: String, index: Int)
    /// `type FIELD TEXT`: type TEXT into the field character by character at its caret, as a person does (a field
    /// with a formatter shapes its text after each keystroke).
    case type(field: String, text: String)
    /// `backspace FIELD`: press the backspace key once in the field, at its caret.
    case backspace(field: String)

    /// Reads a line.
    ///
    /// The field name before the first `=` may be surrounded by spaces; the value is everything after the first
    /// `=`, untrimmed.
    ///
    /// - Parameter line: The line, without its line break.
    /// - Returns: The command, or `nil` for a blank line or a `#` comment.
    /// - Throws: ``Unreadable`` for anything else.
    static func parse(_ line: String) throws(Unreadable) -> ScriptCommand? {
        let trimmed = line.trimmed
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        if trimmed.hasPrefix("type ") {
            let rest = trimmed.dropFirst("type ".count)
            if let space = rest.firstIndex(of: " "), space != rest.startIndex {
                return .type(field: String(rest[..<space]), text: String(rest[rest.index(after: space)...]))
            }
        }
        if trimmed.hasPrefix("backspace ") {
            let name = String(trimmed.dropFirst("backspace ".count)).trimmed
            if !name.isEmpty { return .backspace(field: name) }
        }
        if let equals = line.firstIndex(of: "=") {
            let name = String(line[..<equals]).trimmed
            guard !name.isEmpty else { throw Unreadable(line: line) }
            return .set(field: name, value: String(line[line.index(after: equals)...]))
        }
        if trimmed == "submit" { return .submit }
        if trimmed.hasPrefix("add ") {
            let name = String(trimmed.dropFirst("add ".count)).trimmed
            if !name.isEmpty { return .add(list: name) }
        }
        if trimmed.hasPrefix("remove ") {
            let item = String(trimmed.dropFirst("remove ".count)).trimmed
            let parts = item.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count == 2, !parts[0].isEmpty, let index = Int(parts[1]), index >= 0 {
                return .remove(list: String(parts[0]), index: index)
            }
        }
        if trimmed.hasPrefix("blur ") {
            let name = String(trimmed.dropFirst("blur ".count)).trimmed
            if !name.isEmpty { return .blur(field: name) }
        }
        throw Unreadable(line: line)
    }

    /// A line that is no command.
    struct Unreadable: Error, CustomStringConvertible {
        /// The line.
        var line: String

        var description: String {
            "cannot read \"\(line)\"; expected FIELD=VALUE, type FIELD TEXT, backspace FIELD, blur FIELD, add LIST, "
                + "remove LIST/INDEX or submit"
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmed: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
