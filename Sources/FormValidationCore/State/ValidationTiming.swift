/// When a field validates its value.
///
/// Whatever the timing, submitting a form validates every field, and ``Field/validateSilently()`` learns a
/// field's validity without showing its messages.
public enum ValidationTiming: String, Sendable, Hashable, Codable, CaseIterable {
    /// On every change of the value, typed or set in code. The default.
    case onChange
    /// When editing ends (``Field/endEditing()``): a value being typed is left alone.
    case onEndEditing
    /// Only when the form is submitted (or ``Field/validateNow()`` is called).
    case onSubmit
    /// On every change, silently until the field was first touched (editing ended once); from then on with
    /// its messages shown.
    case afterTouched
}
