import Testing

/// Waits until `condition` holds, polling; records an issue if it does not within `timeout`.
///
/// Used instead of fixed sleeps so that a slow, busy machine only makes a test slower, never wrong. The default
/// timeout is generous: with the whole suite running on two cores, CPU-bound tests can hold the cooperative pool
/// for many seconds.
@MainActor
func eventually(
    timeout: Duration = .seconds(600), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () async -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout
    while !(await condition()) {
        guard ContinuousClock.now < deadline else {
            Issue.record("condition not met within \(timeout)", sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}
