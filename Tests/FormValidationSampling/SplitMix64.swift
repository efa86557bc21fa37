/// A small, fast random number generator with a fixed seed (SplitMix64, Steele, Lea and Flood 2014), so that a
/// property test, a benchmark's corpus or a sampled rule is the same on every run and a failure can be reproduced.
///
/// Not API: the one seeded generator of the tests, the benchmarks and the fuzzers, which import it with
/// `import FormValidationSampling`. Not for anything that must be unpredictable.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers are fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
