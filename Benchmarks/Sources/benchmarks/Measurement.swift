import Dispatch
import MallocCounter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How long and how often each figure is measured.
struct Sampling: Sendable {
    /// How many timed rounds; the fastest one counts.
    var rounds: Int
    /// How long one round should take, roughly: enough passes over the corpus to fill it.
    var roundNanoseconds: UInt64

    /// The full run: 30 rounds of about 2 ms each per figure.
    static let full = Sampling(rounds: 30, roundNanoseconds: 2_000_000)
    /// The short run CI makes to prove the harness works: 3 rounds of about 0.5 ms.
    static let short = Sampling(rounds: 3, roundNanoseconds: 500_000)
}

/// What one operation costs: its time and its heap allocations.
struct Cost: Sendable {
    /// Nanoseconds of CPU time per operation in the fastest round: on a shared machine, the round least disturbed
    /// by others.
    var nanoseconds: Double
    /// Heap allocations per operation (malloc, calloc, realloc and the aligned ones), over one warm pass.
    var allocations: Double
}

/// The time now, in nanoseconds of the monotonic clock: for what runs in other processes too.
func monotonicNanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// The CPU time this thread has run, in nanoseconds: the time the scheduler gave other processes on a shared
/// machine does not count, as it would on a wall clock.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Heap allocations so far, on every thread.
func allocationCount() -> Int {
    malloc_counter_allocations()
}

/// One workload to measure: a pass over `operations` operations that returns a checksum (such as the number of
/// valid values), which must be `expected`: a wrong corpus stops the run rather than measuring the wrong thing, and
/// using the checksum keeps the optimiser from dropping the work.
struct Workload {
    var label: String
    var operations: Int
    var expected: Int
    var pass: () -> Int
}

/// Measures `pass` (see ``Workload``).
///
/// - Returns: The CPU time per operation in the fastest of `sampling.rounds` rounds, and the allocations per
///   operation in one warm pass.
@MainActor
func measureCost(
    _ label: String, operations: Int, expecting expected: Int, sampling: Sampling, _ pass: @escaping () -> Int
) -> Cost {
    measureSideBySide(
        [Workload(label: label, operations: operations, expected: expected, pass: pass)], sampling: sampling)[0]
}

/// Measures workloads side by side: their rounds alternate (a round of each, then again), so that a stretch of
/// load from other processes on a shared machine slows them all alike, and the ratios between them hold.
///
/// - Returns: For each workload, in order, the CPU time per operation in its fastest of `sampling.rounds` rounds,
///   and the allocations per operation in one warm pass.
@MainActor
func measureSideBySide(_ workloads: [Workload], sampling: Sampling) -> [Cost] {
    var passesPerRound: [Int] = []
    var allocations: [Double] = []
    for workload in workloads {
        precondition(workload.operations > 0)
        // Warm up (caches, lazily made metadata, first-use allocations), checking the corpus on the way.
        let checksum = workload.pass()
        guard checksum == workload.expected else {
            fatalError(
                "benchmarks: \(workload.label): the pass counted \(checksum), expected \(workload.expected): "
                    + "the corpus is wrong")
        }
        _ = workload.pass()

        let allocationsBefore = allocationCount()
        blackHole(workload.pass())
        allocations.append(Double(allocationCount() - allocationsBefore) / Double(workload.operations))

        let start = threadCPUNanoseconds()
        blackHole(workload.pass())
        let onePass = max(1, threadCPUNanoseconds() - start)
        passesPerRound.append(max(1, Int(sampling.roundNanoseconds / onePass)))
    }

    var best = [Double](repeating: .infinity, count: workloads.count)
    for _ in 0..<sampling.rounds {
        for (index, workload) in workloads.enumerated() {
            let passes = passesPerRound[index]
            var sum = 0
            let roundStart = threadCPUNanoseconds()
            for _ in 0..<passes { sum &+= workload.pass() }
            let elapsed = threadCPUNanoseconds() - roundStart
            blackHole(sum)
            best[index] = min(best[index], Double(elapsed) / Double(passes * workload.operations))
        }
    }
    return zip(best, allocations).map { Cost(nanoseconds: $0, allocations: $1) }
}

/// Keeps a value alive as far as the optimiser can tell.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
