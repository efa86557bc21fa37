/// What changed in a field, for its observers.
public enum FieldEvent: Sendable, Hashable {
    /// The value changed.
    case valueChanged
    /// The state, the errors or their visibility changed.
    case resultChanged
    /// The field was switched on or off (``Field/isEnabled``, or its ``Field/condition`` began or ceased to hold):
    /// its value joins or leaves what the form's rules read.
    case activityChanged
}
