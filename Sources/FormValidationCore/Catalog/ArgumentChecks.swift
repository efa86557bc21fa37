/// Checks that several rules' arguments share.
package enum ArgumentChecks {
    /// "`key` must not be empty", for text.
    package static func notEmpty(_ key: String) -> @Sendable (String) -> ArgumentProblem? {
        { $0.isEmpty ? "\(name: key) must not be empty" : nil }
    }

    /// "`key` must be at most `maximum`", for a count.
    package static func atMost(_ maximum: Int, _ key: String) -> @Sendable (Int) -> ArgumentProblem? {
        { $0 > maximum ? "\(name: key) must be at most \(maximum)" : nil }
    }
}
