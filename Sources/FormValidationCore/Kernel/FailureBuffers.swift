import Foundation

/// Arrays of failures kept for reuse by a composed rule (``ValidationRule/not(_:message:)``,
/// ``ValidationRule/anyOf(_:message:)``), which runs its inner rules into an array of its own and mostly throws
/// their failures away: `not` on every value it accepts.
///
/// A fresh array would allocate its storage at the first failure, on every value. Arrays lent from here keep
/// their capacity between values, so a composed rule over rules that report failures without allocating (a
/// constant parameter list, no details) allocates nothing once warm. One buffer per thread validating at once
/// with the rule; an array lent out is not shared.
package final class FailureBuffers: Sendable {
    private let spare = Locked<[[RuleFailure]]>([])

    /// Runs `body` with an empty array of failures, lent for the call.
    package func withBuffer<Result>(_ body: (inout [RuleFailure]) -> Result) -> Result {
        var buffer = spare.withLock { $0.popLast() } ?? []
        defer {
            buffer.removeAll(keepingCapacity: true)
            // At most a few, each small: as many as threads have used the rule at once.
            spare.withLock { if $0.count < 8 { $0.append(buffer) } }
        }
        return body(&buffer)
    }
}
