import FormValidationCore

/// `format`: a string must be of the named format, for the formats the library checks (``SchemaFormat``): `email`,
/// `idn-email`, `uri`, `date`, `ipv4`, `ipv6`, `uuid` and `hostname`. Any other format is an annotation, as the
/// specification allows; a value that is not a string passes.
struct Format: SchemaKeyword {
    let format: SchemaFormat
    let title: String?

    func evaluate(_ instance: JSONValue, at path: JSONPointer, in evaluation: inout Evaluation) -> Bool {
        guard case .string(let text) = instance, !format.accepts(text) else { return true }
        evaluation.report(format.failure, at: path, title: title, instance: instance)
        return false
    }
}

extension KeywordDeclaration {
    static let format = KeywordDeclaration(["format"]) { context throws(JSONSchemaError) in
        guard case .string(let name)? = context.members["format"] else {
            throw context.problem("format", "\"format\" must be a string")
        }
        return SchemaFormat(rawValue: name).map { Format(format: $0, title: context.title) }
    }
}
