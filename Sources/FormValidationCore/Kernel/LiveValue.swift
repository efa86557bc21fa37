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
public final class LiveValue<Value: Sendable>: @unchecked Sendable {
    // Every access to `storage` holds `lock`: that is what makes the unchecked conformance sound, and what makes
    // the run-time exclusivity checks of the property redundant (`@exclusivity(unchecked)`). The lock guards no
    // value of its own: a `Locked<Value?>` is generic over `Value` in this generic class, so every read and write
    // looked its type's metadata up at run time (in the signup form benchmark, the equal-to-field rule, which
    // reads one live value per check, took 696 ns with it and 339 ns without).
    private let lock = Locked(())
    @exclusivity(unchecked) private var storage: Value?

    /// Creates a live value.
    ///
    /// - Parameter value: The initial value, or `nil` for none yet.
    public init(_ value: Value? = nil) {
        storage = value
    }

    /// The current value; reads and writes are atomic.
    public var value: Value? {
        get { lock.withLock { _ in storage } }
        set { lock.withLock { _ in storage = newValue } }
    }
}
