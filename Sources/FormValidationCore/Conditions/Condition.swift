/// When a rule, or a whole field, applies: a test of other fields' values, made each time it is needed.
///
/// A rule with a condition (``ValidationRule/when(_:)``) runs only while its condition holds; otherwise it
/// reports nothing — a conditional ``ValidationRule/required(message:ignoringWhitespace:)`` makes a field
/// required only then. A field with a condition (``Field/condition``) is validated only while it holds;
/// otherwise it counts as valid and is left out of the submitted values.
///
/// ```swift
/// let country = Field<String>("country", rules: [.required()])
/// let state = Field<String>("state", rules: [.required().when(.field(country, equals: "US"))])
/// let form = FormModel(fields: [country, state])   // a change of the country re-validates the state
/// ```
///
/// A condition names the fields it reads (``fields``): a ``FormModel`` re-validates the field it guards
/// whenever one of them changes, as ``Field/dependsOn(_:)`` does, and the errors stay on the guarded field.
/// Conditions read the other fields' values as entered (``Field/liveValue``), from any thread; a form spec's
/// `"when"` makes the same conditions from JSON (``ConditionSpec``).
public struct Condition: Sendable {
    /// The names of the fields the condition reads, each once, in the order first named.
    public let fields: [String]
    /// The test, reading other fields from the validation's context or from what it captured.
    private let test: @Sendable (FieldContext) -> Bool

    /// A condition from any test of your own.
    ///
    /// ```swift
    /// let age = Field<String>("age", rules: [.number()])
    /// let adult = Condition(reading: ["age"]) { (Int(age.liveValue.value ?? "") ?? 0) >= 18 }
    /// ```
    ///
    /// - Parameters:
    ///   - fields: The names of the fields `holds` reads, so that a form re-validates what the condition guards
    ///     when one of them changes.
    ///   - holds: Returns whether the condition holds now; called from the validating thread, once per validation.
    public init(reading fields: [String], _ holds: @escaping @Sendable () -> Bool) {
        self.init(readingFields: fields) { _ in holds() }
    }

    /// A condition whose test reads other fields from the context of the validation testing it (a spec's
    /// `"when"` on a submitted record).
    package init(readingFields fields: [String], _ holds: @escaping @Sendable (FieldContext) -> Bool) {
        var names: [String] = []
        for field in fields where !names.contains(field) { names.append(field) }
        self.fields = names
        self.test = holds
    }

    /// Whether the condition holds now.
    ///
    /// - Complexity: The cost of the test; the built-in conditions allocate nothing.
    /// - Returns: Whether the condition holds.
    public func holds() -> Bool { test(.none) }

    /// Whether the condition holds for the validation whose context is `context`.
    @usableFromInline package func holds(in context: FieldContext) -> Bool { test(context) }

    /// Holds when every one of `conditions` holds (and when there are none).
    ///
    /// - Parameter conditions: The conditions, tested in order until one fails.
    /// - Returns: The conjunction.
    public static func all(_ conditions: [Condition]) -> Condition {
        Condition(readingFields: conditions.flatMap(\.fields)) { context in
            conditions.allSatisfy { $0.holds(in: context) }
        }
    }

    /// Holds when at least one of `conditions` holds (never when there are none).
    ///
    /// - Parameter conditions: The conditions, tested in order until one holds.
    /// - Returns: The disjunction.
    public static func any(_ conditions: [Condition]) -> Condition {
        Condition(readingFields: conditions.flatMap(\.fields)) { context in
            conditions.contains { $0.holds(in: context) }
        }
    }

    /// Holds when `condition` does not.
    ///
    /// - Parameter condition: The condition to negate.
    /// - Returns: The negation.
    public static func not(_ condition: Condition) -> Condition {
        Condition(readingFields: condition.fields) { context in !condition.holds(in: context) }
    }

    /// `self` and `other` both: the condition of a rule that is made conditional twice.
    package func and(_ other: Condition?) -> Condition {
        guard let other else { return self }
        return .all([other, self])
    }
}

extension Condition {
    /// Holds while the text `read` returns, whitespace at either end ignored, is one of `values`: what
    /// ``field(_:isIn:)`` and a spec's `equals` and `in` test.
    ///
    /// - Parameters:
    ///   - name: The name of the field read.
    ///   - read: Returns the field's current text.
    ///   - values: The texts that make the condition hold.
    /// - Returns: The condition, reading `name`.
    package static func text(of name: String, reading read: @escaping FieldReader, isIn values: [String])
        -> Condition
    {
        Condition(readingFields: [name]) { context in
            guard let current = read(context) else { return false }
            // What nearly every value looks like, with nothing to trim, is compared as it is.
            if TextScanning.hasVisibleASCIIEnds(current) { return values.contains(current) }
            let trimmed = TextScanning.trimmed(current)
            return values.contains { $0 == trimmed }
        }
    }
}
