package import Foundation

/// A duration as specs and `formcheck` write it: a number of seconds, kept to the millisecond so that it
/// round-trips exactly.
///
/// Converting from a `Duration` never traps, however long it is (`Duration.seconds(Int64.max)` included); the
/// argument's checks then refuse what is beyond its limit.
package struct SpecSeconds: Sendable, Hashable, Comparable {
    /// The seconds, rounded to three decimals.
    package let seconds: Decimal

    /// `seconds`, rounded to the millisecond (half away from zero).
    package init(seconds: Decimal) {
        var scaled = seconds * 1000
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        self.seconds = rounded / 1000
    }

    /// `duration`, rounded to the millisecond.
    package init(_ duration: Duration) {
        let (whole, attoseconds) = duration.components
        self.init(seconds: Decimal(whole) + Decimal(attoseconds) / Decimal(sign: .plus, exponent: 18, significand: 1))
    }

    /// The duration, for values within a rule's limits (at most days, so whole milliseconds fit in `Int64`).
    package var duration: Duration {
        let milliseconds = NSDecimalNumber(decimal: seconds * 1000).int64Value
        return .milliseconds(milliseconds)
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.seconds < rhs.seconds }

    /// The durations an argument allows, and how its messages describe them.
    package struct Limits: Sendable {
        /// The smallest value, in seconds, and whether it is allowed itself.
        let lower: Int
        let includesLower: Bool
        /// The largest value, in seconds, allowed itself.
        let upper: Int
        /// Example values for the message: "10 or 0.5".
        let example: String

        /// More than `lower` and at most `upper` seconds.
        static func above(_ lower: Int, atMost upper: Int, example: String) -> Limits {
            Limits(lower: lower, includesLower: false, upper: upper, example: example)
        }

        /// From `lower` to `upper` seconds.
        static func from(_ lower: Int, to upper: Int, example: String) -> Limits {
            Limits(lower: lower, includesLower: true, upper: upper, example: example)
        }

        /// "a number of seconds above 0 and at most 600, such as 10 or 0.5".
        var phrase: String {
            let range = includesLower ? "from \(lower) to \(upper)" : "above \(lower) and at most \(upper)"
            return "a number of seconds \(range), such as \(example)"
        }

        func contains(_ value: SpecSeconds) -> Bool {
            let lowerOK = includesLower ? value.seconds >= Decimal(lower) : value.seconds > Decimal(lower)
            return lowerOK && value.seconds <= Decimal(upper)
        }

        /// The problem of a value that is not a number of seconds within the limits.
        func problem(_ key: String) -> ArgumentProblem { "\(name: key) must be \(phrase), got \(given: key)" }

        /// The check of an argument with these limits.
        /// The check that a value lies within the limits.
        var check: ArgumentCheck<SpecSeconds> { ArgumentCheck { value, key in contains(value) ? nil : problem(key) } }
    }
}

extension ArgumentType where Value == SpecSeconds {
    /// A number of seconds within `limits`: a JSON number, or POSIX notation on the command line (`10`, `0.5`,
    /// `.25`), kept to the millisecond. The limits themselves are checked by the argument
    /// (``SpecSeconds/Limits/check(_:)``); they word the command line's message for text that is no number.
    package static func seconds(_ limits: SpecSeconds.Limits) -> ArgumentType {
        ArgumentType(
            fromJSON: { json, key throws(ArgumentProblem) in
                guard case .number(let seconds) = json else { throw limits.problem(key) }
                return SpecSeconds(seconds: seconds)
            },
            toJSON: { .number($0.seconds) },
            fromText: { text, key throws(ArgumentProblem) in
                guard let seconds = POSIXDecimal.parse(text) else { throw limits.problem(key) }
                return SpecSeconds(seconds: seconds)
            })
    }
}
