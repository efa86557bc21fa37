/// What one validation may read besides the value: the other fields of the object being validated, handed by
/// whoever validates to every rule and condition that reads them (`equalToField`, a phone's `countryField`, a
/// spec's `when`).
///
/// A rule set validated on its own (``RuleSet/validate(_:)-(Value)``) hands ``none``: rules made in Swift read
/// other fields through what they capture (a ``LiveValue``), not through the context. A form spec's record path
/// hands the object it is validating, so a rule built once from a spec reads each object's own fields. The context
/// lives as long as the call it is handed to: a rule reads it and keeps nothing of it.
@frozen @usableFromInline
package struct FieldContext {
    /// The texts of the object being validated; `nil` for none.
    @usableFromInline package let object: UnsafePointer<ObjectTexts>?

    /// No other fields: a reader of one finds nothing.
    @inlinable package static var none: FieldContext { FieldContext(object: nil) }

    /// The context of the object whose texts `object` points to, valid for as long as that pointer is.
    @inlinable package init(object: UnsafePointer<ObjectTexts>?) {
        self.object = object
    }

    /// The text of the field at `position` in the object being validated (its position in
    /// ``ObjectTexts/texts``), or `nil` when it has none or there is no object.
    package func text(at position: Int) -> String? {
        object?.pointee.texts[position]
    }
}

/// The texts of the text and number fields of one submitted object, which its rules and conditions read
/// (``FieldContext``): a buffer per object on the stack of ``withTexts(count:root:_:)``, each field's position
/// fixed when the spec is built.
@usableFromInline
package struct ObjectTexts {
    /// The fields' texts, in field order; `nil` for no value, an array or an object, and for containers.
    package let texts: UnsafeMutableBufferPointer<String?>
    /// The whole record, which a name written as a JSON Pointer (`/customer/country`) reads: a pointer to the
    /// record the validation holds (``withRecord(_:_:)``) while it runs, so that handing it on retains nothing.
    package let root: UnsafePointer<PlannedObject>

    /// Calls `body` with no texts yet, for `count` fields, in a buffer that lives as long as the call: validating
    /// an object allocates nothing for them.
    package static func withTexts<Result>(
        count: Int, root: UnsafePointer<PlannedObject>, _ body: (ObjectTexts) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: String?.self, capacity: count) { buffer in
            buffer.initialize(repeating: nil)
            defer { buffer.deinitialize() }
            return body(ObjectTexts(texts: buffer, root: root))
        }
    }

    /// Calls `body` with a pointer to `record` that lives as long as the call: the ``root`` of its objects' texts.
    package static func withRecord<Result>(
        _ record: PlannedObject, _ body: (UnsafePointer<PlannedObject>) -> Result
    ) -> Result {
        withUnsafePointer(to: record, body)
    }

    /// Calls `body` with the context of these texts, valid for as long as the call.
    package func withContext<Result>(_ body: (FieldContext) -> Result) -> Result {
        withUnsafePointer(to: self) { body(FieldContext(object: $0)) }
    }
}
