import Foundation

/// The CPU time the calling thread has used, which other processes on a busy machine hardly disturb.
///
/// Tests that bound the cost of a piece of work (a megabyte line answered at once, a catastrophic pattern refused
/// at once) measure this instead of the wall clock, so a machine busy with other work cannot fail them. The bounds
/// stay generous: they tell linear work from quadratic work, not fast from slow.
enum ThreadCPUTime {
    /// The calling thread's CPU time so far (user and system).
    static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }

    /// The CPU time the calling thread spends in `work`, which must not leave the thread (no `await`).
    static func measure(_ work: () throws -> Void) rethrows -> Duration {
        let start = now()
        try work()
        return now() - start
    }
}
