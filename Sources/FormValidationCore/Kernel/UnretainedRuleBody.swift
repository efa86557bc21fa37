/// A rule's body, called without being retained: the one place the library uses `Unmanaged`.
///
/// A rule set's storage holds every rule, and so every rule's body, for as long as one of its validations runs.
/// Calling a body through an unretained reference saves the atomic retain and release of its closure context around
/// every call, two per rule per validation. The reference must not outlive that storage: make one from a rule of
/// the storage being run, use it at once, and keep it nowhere.
@frozen
@usableFromInline
package struct UnretainedRuleBody<Value: Sendable> {
    @usableFromInline let reference: Unmanaged<ValidationRule<Value>.Body>

    /// The body of a rule that the running rule set holds.
    @inlinable @inline(__always)
    package init(_ body: ValidationRule<Value>.Body) {
        reference = .passUnretained(body)
    }

    /// What the rule makes of `value`, which it may rewrite, in the validation whose context is `context`.
    @inlinable @inline(__always)
    package func verdict(on value: inout Value, in context: FieldContext) -> Verdict {
        // The value goes through as an `inout` argument, not captured by a closure, which would make the caller
        // keep a copy of it.
        reference._withUnsafeGuaranteedRef { $0.verdict(on: &value, in: context) }
    }
}

/// What a rule set makes of one rule's look at a value.
@usableFromInline
package enum Verdict {
    /// The value passes the rule.
    case passes
    /// The value fails the rule's fixed failure at this index, whose errors the set rendered in advance.
    case fails(Int)
    /// The value fails the way these failures, made for it, say; the set renders them now.
    case failed([RuleFailure])

    /// ``passes`` for `nil`, else ``fails(_:)`` the fixed failure at `index`.
    ///
    /// - Parameter index: The index of the value's failure in the rule's fixed list, or `nil` when it passes.
    @inline(__always)
    package init(failing index: Int?) {
        if let index { self = .fails(index) } else { self = .passes }
    }
}
