/// Where a validator stands.
///
/// ```
/// notValidated ──validate──▶ valid ⇄ invalid
///                               ▲       ▲
///                               └─ waitingForRemote ─┘   (a remote check in flight)
/// ```
///
/// Only ``valid`` is valid: a value whose remote check is still in flight is not submittable.
public enum ValidationState: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Nothing has been validated yet, or the validator was reset.
    case notValidated
    /// The last value passed every rule.
    case valid
    /// The last value failed at least one rule.
    case invalid
    /// Every local rule passed and a remote check is in flight.
    case waitingForRemote

    /// The state's name.
    public var description: String { rawValue }
}
