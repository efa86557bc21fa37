import Foundation

/// A value that can change and be read from any thread: the target of a live equality rule.
///
/// ALPValidator compared with an object read at validation time, so a confirmation field always checked the
/// password as it is now. `LiveValue` is that reference in Swift 6: a small lock-guarded box you update as
/// the source changes and that rules read when they run.
///
/// ```swift
/// let password = LiveValue("")
/// let confirmation = FormValidator<String>(field: "Confirmation")
/// confirmation.add(.equal(to: password))
/// password.value = "s3cret!"     // the next validation compares with this
/// print(confirmation.validate("s3cret!"))   // valid
/// ```
public final class LiveValue<Value: Sendable>: Sendable {
    private let storage: Locked<Value?>

    /// Creates a live value.
    ///
    /// - Parameter value: The initial value, or `nil` for none yet.
    public init(_ value: Value? = nil) {
        storage = Locked(value)
    }

    /// The current value; reads and writes are atomic.
    public var value: Value? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
