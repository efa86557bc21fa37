/// How a cross-field comparison (``FormRule/compare(_:_:_:message:errorField:)``) orders two fields' values.
///
/// In a form spec it is the `op` of a `compare` form rule: `"<"`, `"<="`, `"=="`, `">="` or `">"`.
public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The first value is less than (before) the second.
    case lessThan = "<"
    /// The first value is not greater than (not after) the second.
    case lessThanOrEqual = "<="
    /// The values are equal (the same date).
    case equal = "=="
    /// The first value is not less than (not before) the second.
    case greaterThanOrEqual = ">="
    /// The first value is greater than (after) the second.
    case greaterThan = ">"

    /// The operator as a spec writes it: `>=`.
    public var description: String { rawValue }

    /// Whether `lhs` and `rhs` are in this order.
    package func holds<T: Comparable>(_ lhs: T, _ rhs: T) -> Bool {
        switch self {
        case .lessThan: lhs < rhs
        case .lessThanOrEqual: lhs <= rhs
        case .equal: lhs == rhs
        case .greaterThanOrEqual: lhs >= rhs
        case .greaterThan: lhs > rhs
        }
    }

    /// The variant of the message for this operator.
    package var message: DefaultMessage {
        switch self {
        case .lessThan: .comparisonFailedLessThan
        case .lessThanOrEqual: .comparisonFailedLessThanOrEqual
        case .equal: .comparisonFailedEqual
        case .greaterThanOrEqual: .comparisonFailedGreaterThanOrEqual
        case .greaterThan: .comparisonFailedGreaterThan
        }
    }
}
