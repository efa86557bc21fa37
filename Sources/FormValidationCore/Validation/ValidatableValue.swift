public import Foundation

/// A type whose values can be validated, and which knows when a value counts as "nothing entered".
///
/// Emptiness drives the rule that users of form libraries expect: an optional field left empty is valid.
/// When a value is empty and the rule set has no presence rule (``ValidationRule/required(message:ignoringWhitespace:)``),
/// the other rules are skipped and the value passes; with a presence rule, only that rule fails.
///
/// Text, collections and optionals conform with their natural meaning of empty; numbers, dates and other
/// scalars are never empty. To validate your own type, declare the conformance; the default says "never empty":
///
/// ```swift
/// import FormValidation
///
/// struct Coordinate: Sendable { var latitude, longitude: Double }
/// extension Coordinate: ValidatableValue {}
///
/// let onEarth = RuleSet<Coordinate>(.custom(message: "{field} is not on Earth.") { abs($0.latitude) <= 90 })
/// ```
public protocol ValidatableValue: Sendable {
    /// Whether this value counts as no input at all.
    ///
    /// - Parameter ignoringWhitespace: Whether text that shows nothing counts as empty: text made only of
    ///   whitespace, format characters (Unicode category Cf, such as U+200B ZERO WIDTH SPACE or U+FEFF) and
    ///   control characters (Cc, such as NUL).
    /// - Returns: `true` when the value should be treated as empty.
    func countsAsEmpty(ignoringWhitespace: Bool) -> Bool
}

extension ValidatableValue {
    /// Values of this type are never empty.
    ///
    /// - Parameter ignoringWhitespace: Ignored: nothing of this type is empty.
    /// - Returns: `false`.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool { false }
}

extension String: ValidatableValue {
    /// Empty text counts as empty; so does text that shows nothing when `ignoringWhitespace` is `true`: text made
    /// only of whitespace, format characters (Unicode category Cf: `"\u{200B}"`, `"\u{FEFF}"`, `"\u{2060}"`,
    /// `"\u{202E}"`) and control characters (Cc: `"\0"`, `"\u{7F}"`).
    ///
    /// Text with any visible character is not empty, even when format characters join it: an emoji ZWJ sequence
    /// or a flag is a value.
    ///
    /// - Parameter ignoringWhitespace: Whether text of whitespace, format and control characters only counts as
    ///   empty.
    /// - Returns: `true` for empty text, and for such text when `ignoringWhitespace` is `true`.
    /// - Complexity: O(*n*) in the worst case; O(1) when the text starts with a visible ASCII character.
    @inlinable
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool {
        var bytes = utf8.makeIterator()
        guard let first = bytes.next() else { return true }
        // Inlined into every rule set: what nearly every value starts with, a visible ASCII character (not DEL, a
        // control), settles it.
        if !ignoringWhitespace || (0x21..<0x7F).contains(first) { return false }
        return TextScanning.isBlank(self)
    }
}

extension Substring: ValidatableValue {
    /// Empty text counts as empty; so does text made only of whitespace, format (Cf) and control (Cc) characters
    /// when `ignoringWhitespace` is `true`, as for `String`.
    ///
    /// - Parameter ignoringWhitespace: Whether text of whitespace, format and control characters only counts as
    ///   empty.
    /// - Returns: `true` for empty text, and for such text when `ignoringWhitespace` is `true`.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool {
        isEmpty || (ignoringWhitespace && TextScanning.isBlank(self))
    }
}

extension Optional: ValidatableValue where Wrapped: ValidatableValue {
    /// `nil` is empty; a wrapped value is empty when it says so.
    ///
    /// - Parameter ignoringWhitespace: Passed on to the wrapped value.
    /// - Returns: `true` for `nil`, else whether the wrapped value is empty.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool {
        switch self {
        case .none: true
        case .some(let value): value.countsAsEmpty(ignoringWhitespace: ignoringWhitespace)
        }
    }
}

extension Array: ValidatableValue where Element: ValidatableValue {
    /// An array with no elements is empty.
    ///
    /// - Parameter ignoringWhitespace: Ignored: an element never makes an array empty.
    /// - Returns: Whether the array has no elements.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool { isEmpty }
}

extension Set: ValidatableValue where Element: ValidatableValue {
    /// A set with no elements is empty.
    ///
    /// - Parameter ignoringWhitespace: Ignored: an element never makes a set empty.
    /// - Returns: Whether the set has no elements.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool { isEmpty }
}

extension Dictionary: ValidatableValue where Key: ValidatableValue, Value: ValidatableValue {
    /// A dictionary with no entries is empty.
    ///
    /// - Parameter ignoringWhitespace: Ignored: an entry never makes a dictionary empty.
    /// - Returns: Whether the dictionary has no entries.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool { isEmpty }
}

extension Data: ValidatableValue {
    /// Data with no bytes is empty: a file field with no file, or an empty file, skips the file rules.
    ///
    /// - Parameter ignoringWhitespace: Ignored: bytes are never whitespace here.
    /// - Returns: Whether the data has no bytes.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool { isEmpty }
}

extension Int: ValidatableValue {}
extension Int8: ValidatableValue {}
extension Int16: ValidatableValue {}
extension Int32: ValidatableValue {}
extension Int64: ValidatableValue {}
extension UInt: ValidatableValue {}
extension UInt8: ValidatableValue {}
extension UInt16: ValidatableValue {}
extension UInt32: ValidatableValue {}
extension UInt64: ValidatableValue {}
extension Double: ValidatableValue {}
extension Float: ValidatableValue {}
extension Decimal: ValidatableValue {}
extension Bool: ValidatableValue {}
extension Date: ValidatableValue {}
extension URL: ValidatableValue {}
extension UUID: ValidatableValue {}
