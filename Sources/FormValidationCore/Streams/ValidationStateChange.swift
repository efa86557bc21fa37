/// A change of a validator's state, as handlers and streams report it: the old state and the new one.
///
/// A change is reported only when the state really changes, so `old != new` always holds.
public struct ValidationStateChange: Sendable, Hashable, CustomStringConvertible {
    /// The state before the change.
    public let old: ValidationState
    /// The state after the change.
    public let new: ValidationState

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - old: The state before.
    ///   - new: The state after.
    public init(from old: ValidationState, to new: ValidationState) {
        self.old = old
        self.new = new
    }

    /// "old → new".
    public var description: String { "\(old) → \(new)" }
}
