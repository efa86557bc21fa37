/// The conditions one validation has tested so far, and how each came out: each is tested at most once per
/// validation, since a condition may read another field (a lock, a lookup, a trim).
///
/// The first 64 rules' are kept in two words, with no allocation; a rule set with more rules keeps the others in
/// a dictionary, allocated only then. Either way a condition is tested once.
@usableFromInline
package struct ConditionsTested {
    /// For the first 64 rules: whether each rule's condition was tested, and whether it held.
    @usableFromInline var tested: UInt64 = 0
    @usableFromInline var held: UInt64 = 0
    /// For the rules past the 64th: whether the condition held, once tested.
    /// (Optional, so that making and dropping the usual value, with no rules past the 64th, costs nothing.)
    @usableFromInline var beyond: [Int: Bool]? = nil

    @inlinable package init() {}

    /// How the condition of the rule at `index` came out, or `nil` when it has not been tested yet.
    @inlinable @inline(__always)
    package func result(for index: Int) -> Bool? {
        guard index < 64 else { return beyond?[index] }
        let bit: UInt64 = 1 &<< UInt64(index)
        return tested & bit == 0 ? nil : held & bit != 0
    }

    /// Notes how the condition of the rule at `index` came out.
    @inlinable @inline(__always)
    package mutating func record(_ holds: Bool, for index: Int) {
        guard index < 64 else {
            var table = beyond.take() ?? [:]  // taken, so that it is not copied to be changed
            table[index] = holds
            beyond = table
            return
        }
        let bit: UInt64 = 1 &<< UInt64(index)
        tested |= bit
        if holds { held |= bit }
    }
}
