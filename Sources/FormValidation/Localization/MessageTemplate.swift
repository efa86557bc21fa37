/// Fills `{placeholder}`s in message templates.
enum MessageTemplate {
    /// Renders `template`, replacing each `{name}` with its value; unknown names stay as written.
    ///
    /// - Parameters:
    ///   - template: The message template.
    ///   - parameters: The error's parameters.
    ///   - field: What `{field}` renders as.
    ///   - value: What `{value}` renders as, computed only when the template asks for it.
    /// - Complexity: O(*n*) in the length of the template.
    static func render(
        _ template: String,
        parameters: [String: ValidationParameter],
        field: String,
        value: () -> String
    ) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var output = ""
        output.reserveCapacity(template.utf8.count + 16)
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}"
            else {
                // A lone "{" with no matching "}" before the next "{": keep it literally.
                output.append("{")
                rest = rest[afterOpen...]
                continue
            }
            let name = rest[afterOpen..<close]
            switch name {
            case "field": output += field
            case "value": output += value()
            default:
                if let parameter = parameters[String(name)] {
                    output += parameter.description
                } else {
                    output += rest[open...close]
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return output
    }
}
