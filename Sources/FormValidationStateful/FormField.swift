public import FormValidationCore
import FormValidationSpecs

/// What a ``FormModel`` needs from each of its fields, whatever their value type.
///
/// ``Field`` is the implementation; the protocol lets one form hold a `Field<String>` next to a `Field<Int>`.
@MainActor
public protocol FormField: AnyObject {
    /// The field's name: its key in submissions and specs.
    var name: String { get }
    /// Where the field stands, combined over its validators.
    var state: ValidationState { get }
    /// Every error of every attached validator, in attach order, then rule order.
    var errors: [ValidationError] { get }
    /// The errors to show now: ``errors`` once revealed, otherwise none (silent validation).
    var visibleErrors: [ValidationError] { get }
    /// Whether the value differs from the value the field started with.
    var isDirty: Bool { get }
    /// Whether editing ended at least once.
    var isTouched: Bool { get }
    /// The value as a `Sendable` box, `nil` when empty.
    var anyValue: (any Sendable)? { get }
    /// Every real change of ``state``.
    var stateChanges: ValidationStateChanges { get }

    /// Validates at once (no debounce), reveals the errors, waits for remote checks, and writes the corrected
    /// value back into the field when it is valid.
    ///
    /// - Returns: The settled state.
    func validateForSubmit() async -> ValidationState

    /// Validates without revealing errors.
    func validateSilently()

    /// Validates again if the field was validated before (used when a field it depends on changes).
    func revalidate()

    /// Back to the initial value, pristine, untouched and not validated.
    func reset()

    /// Calls `observer` after every change of the field's value, state or errors.
    ///
    /// - Parameter observer: Called on the main actor with what changed.
    /// - Returns: A token for ``removeObserver(_:)``.
    func addObserver(_ observer: @escaping @MainActor (FieldEvent) -> Void) -> Int

    /// Stops calling the observer `token` names.
    ///
    /// - Parameter token: What ``addObserver(_:)`` returned.
    func removeObserver(_ token: Int)
}
