extension RuleFailure {
    /// The one failure of a list whose items must be unique and are not: ``ValidationError/Code/duplicateItems``,
    /// naming the first item that repeats an earlier one (`index`), that earlier one (`first`), and how many items
    /// repeat an earlier one (`count`).
    ///
    /// - Parameters:
    ///   - index: The first item that repeats an earlier one, from 0.
    ///   - first: The item it repeats.
    ///   - count: How many items repeat an earlier one.
    /// - Returns: The failure.
    package static func duplicates(index: Int, first: Int, count: Int) -> RuleFailure {
        RuleFailure(
            .duplicateItems, parameters: ["index": .integer(index), "first": .integer(first), "count": .integer(count)])
    }
}
