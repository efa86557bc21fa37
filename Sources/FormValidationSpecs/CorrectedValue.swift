package import FormValidationCore

/// The corrected value of a valid field, as validating leaves it: a text or number field's JSON, or the outcomes of
/// what an object or a list holds.
///
/// An object's or a list's JSON is put together only when it is asked for (``json(withoutSecrets:)``), or written straight
/// from the outcomes (``write(into:withoutSecrets:)``): a record checked on the command line builds no dictionary of its
/// corrected values.
enum CorrectedValue: Sendable {
    /// A text or number field's corrected value.
    case json(JSONValue)
    /// An object field (or a list's object item), and its fields' outcomes, in field order.
    case object(CompiledObject.CompiledField, [CompiledObject.FieldOutcome])
    /// A list's item, and each item's outcome.
    case list(CompiledObject.CompiledField, [CompiledObject.FieldOutcome])

    /// The value as JSON; with `withoutSecrets`, without the secret fields inside it.
    func json(withoutSecrets: Bool) -> JSONValue {
        switch self {
        case .json(let value):
            return value
        case .object(let field, let outcomes):
            let fields = field.object[0].fields
            var members = [String: JSONValue](minimumCapacity: outcomes.count)
            for (field, outcome) in zip(fields, outcomes) where !(withoutSecrets && field.isSecret) {
                if let value = outcome.value { members[field.name] = value.json(withoutSecrets: withoutSecrets) }
            }
            return .object(members)
        case .list(let item, let outcomes):
            return .array(
                outcomes.map { outcome in
                    guard !(withoutSecrets && item.isSecret) else { return .null }
                    return outcome.value?.json(withoutSecrets: withoutSecrets) ?? .null
                })
        }
    }

    /// Writes the value as JSON text, an object's keys sorted; with `withoutSecrets`, without the secret fields inside it.
    func write(into writer: inout JSONTextWriter, withoutSecrets: Bool) {
        switch self {
        case .json(let value):
            writer.write(value)
        case .object(let field, let outcomes):
            CorrectedValue.writeObject(field.object[0], outcomes, into: &writer, withoutSecrets: withoutSecrets)
        case .list(let item, let outcomes):
            writer.raw(UInt8(ascii: "["))
            for (index, outcome) in outcomes.enumerated() {
                if index > 0 { writer.raw(UInt8(ascii: ",")) }
                if let value = outcome.value, !(withoutSecrets && item.isSecret) {
                    value.write(into: &writer, withoutSecrets: withoutSecrets)
                } else {
                    writer.raw("null")
                }
            }
            writer.raw(UInt8(ascii: "]"))
        }
    }

    /// Writes the corrected values of an object's fields as a JSON object, its keys sorted: the fields with a
    /// value (active and valid), without the secret ones when `withoutSecrets`.
    static func writeObject(
        _ object: CompiledObject, _ outcomes: [CompiledObject.FieldOutcome], into writer: inout JSONTextWriter,
        withoutSecrets: Bool
    ) {
        writer.raw(UInt8(ascii: "{"))
        var first = true
        for index in object.sortedOrder {
            if outcomes[index].value == nil || withoutSecrets && object.fields[index].isSecret { continue }
            if !first { writer.raw(UInt8(ascii: ",")) }
            first = false
            writer.write(string: object.fields[index].name)
            writer.raw(UInt8(ascii: ":"))
            switch outcomes[index].value {
            case .json(.string(let text))?: writer.write(string: text)  // the usual case, written without a copy
            case let value?: value.write(into: &writer, withoutSecrets: withoutSecrets)
            case nil: break
            }
        }
        writer.raw(UInt8(ascii: "}"))
    }
}

/// What validating a record came to, before it is turned into a ``FormSpecResult``: what a command-line check of
/// many records writes out as it is, without building the result's values.
package struct RecordOutcome: Sendable {
    /// The spec's top-level fields.
    let root: CompiledObject
    /// One outcome per top-level field, in field order.
    let fields: [CompiledObject.FieldOutcome]
    /// The errors of form rules that go to no field.
    package let formErrors: [ValidationError]

    /// Whether every field is valid and no form rule failed.
    package var isValid: Bool { formErrors.isEmpty && fields.allSatisfy { $0.result.isValid } }

    /// Every error, in field order (a field's nested errors in document order), then the form's own.
    package var errors: [ValidationError] { fields.flatMap { $0.result.errors } + formErrors }

    /// Writes the corrected values of the non-secret fields, at any depth, as a JSON object with sorted keys.
    package func writeValues(into writer: inout JSONTextWriter) {
        CorrectedValue.writeObject(root, fields, into: &writer, withoutSecrets: true)
    }

    /// The outcome as a ``FormSpecResult``, its values as JSON.
    func result(formName: String) -> FormSpecResult {
        let fieldResults = zip(root.fields, fields).map { field, outcome in
            let json = outcome.value?.json(withoutSecrets: false)
            let publicJSON =
                field.isSecret ? nil : field.holdsSecrets ? outcome.value?.json(withoutSecrets: true) : json
            return FieldSpecResult(
                name: field.name, isSecret: field.isSecret, result: outcome.result, jsonValue: json,
                isActive: outcome.isActive, nonSecretJSONValue: .some(publicJSON))
        }
        return FormSpecResult(formName: formName, fields: fieldResults, formErrors: formErrors)
    }
}
