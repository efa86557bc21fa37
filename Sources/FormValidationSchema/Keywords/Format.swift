import FormValidationCore

/// `format`: when formats are asserted (``JSONSchema/FormatMode/assert``, or a meta-schema with the format-assertion
/// vocabulary), a string must be of the named format, for the formats the library checks (``SchemaFormat``). By
/// default, and for a format the library does not know, it is an annotation, as the specification says; a value
/// that is not a string passes.
struct Format: SchemaKeyword {
    let format: SchemaFormat
    let title: String?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
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
        guard context.assertsFormats else { return nil }
        return SchemaFormat(rawValue: name).map { Format(format: $0, title: context.title) }
    }
}
