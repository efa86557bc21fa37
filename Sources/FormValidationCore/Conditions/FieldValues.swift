/// Reads one other field's current text, from the context of the validation asking (``FieldContext``) or from
/// what it captured (a ``LiveValue``); `nil` when the field has none.
package typealias FieldReader = @Sendable (FieldContext) -> String?

/// How rules and conditions built from specs read other fields' values: a field's name is resolved once, when the
/// rule is made, into a reader (``FieldReader``) that each validation calls with its context.
///
/// A form's live values (``LiveValue``) are found by name once, not looked up in a dictionary — hashing the name —
/// every time a condition is tested. A submitted record, which changes with each request, is read from the context
/// each validation hands on.
package struct FieldValues: Sendable {
    private let resolve: @Sendable (String) -> FieldReader

    /// Values read by name on every call.
    ///
    /// - Parameter valueOf: Returns a field's current value by its name.
    package init(valueOf: @escaping @Sendable (String) -> String?) {
        resolve = { name in { _ in valueOf(name) } }
    }

    /// Values whose readers `resolve` makes once per name, when a rule or a condition is built.
    ///
    /// - Parameter resolve: Returns the reader of a field's value by its name.
    package init(resolving resolve: @escaping @Sendable (String) -> FieldReader) {
        self.resolve = resolve
    }

    /// Live values, each found by its name once.
    ///
    /// - Parameter values: The live values by field name; a field without one reads as `nil`.
    package init(_ values: [String: LiveValue<String>]) {
        resolve = { name in
            let live = values[name]
            return { _ in live?.value }
        }
    }

    /// The reader of `field`'s current value.
    ///
    /// - Parameter field: The field's name.
    /// - Returns: A closure that returns the value from a validation's context, `nil` when there is none.
    package func reader(for field: String) -> FieldReader {
        resolve(field)
    }
}
