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
/// extension Coordinate: ValidatableValue {}
/// ```
public protocol ValidatableValue: Sendable {
    /// Whether this value counts as no input at all.
    ///
    /// - Parameter ignoringWhitespace: Whether text made only of whitespace counts as empty.
    /// - Returns: `true` when the value should be treated as empty.
    func countsAsEmpty(ignoringWhitespace: Bool) -> Bool
}

extension ValidatableValue {
    /// Values of this type are never empty.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool { false }
}

extension String: ValidatableValue {
    /// Empty text counts as empty; so does whitespace-only text when `ignoringWhitespace` is `true`.
    ///
    /// - Complexity: O(*n*) in the worst case; O(1) when the text starts with a visible ASCII character.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool {
        isEmpty || (ignoringWhitespace && TextScanning.isAllWhitespace(self))
    }
}

extension Substring: ValidatableValue {
    /// Empty text counts as empty; so does whitespace-only text when `ignoringWhitespace` is `true`.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool {
        isEmpty || (ignoringWhitespace && TextScanning.isAllWhitespace(self))
    }
}

extension Optional: ValidatableValue where Wrapped: ValidatableValue {
    /// `nil` is empty; a wrapped value is empty when it says so.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool {
        switch self {
        case .none: true
        case .some(let value): value.countsAsEmpty(ignoringWhitespace: ignoringWhitespace)
        }
    }
}

extension Array: ValidatableValue where Element: ValidatableValue {
    /// An array with no elements is empty.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool { isEmpty }
}

extension Set: ValidatableValue where Element: ValidatableValue {
    /// A set with no elements is empty.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool { isEmpty }
}

extension Dictionary: ValidatableValue where Key: ValidatableValue, Value: ValidatableValue {
    /// A dictionary with no entries is empty.
    public func countsAsEmpty(ignoringWhitespace: Bool) -> Bool { isEmpty }
}

extension Data: ValidatableValue {
    /// Data with no bytes is empty: a file field with no file, or an empty file, skips the file rules.
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
