package import Foundation

/// Whether a backtracking match found something, found nothing, or could not tell.
package enum BudgetedMatch: Sendable, Hashable {
    case match, noMatch, unknown
}

extension NSRegularExpression {
    /// How many of ICU's progress reports a match may take: ICU reports every 10,000 steps, and a match is stopped
    /// at the 200th (about 50 ms on one core here), well before ICU's own give-up.
    package static let progressReportBudget = 200

    /// Whether the expression finds a match in `text`, with a budget: ICU can fail to finish (its backtracking
    /// stack runs out, reported as an internal error), and, measured on Linux, an exponential search quietly
    /// answers "no match" after some 40 million steps (`(?:(a+)+b|a+!)` on 27 characters, which matches). A match
    /// stopped at ``progressReportBudget`` reports, or failing either way, is ``BudgetedMatch/unknown``: never
    /// taken for "no match".
    ///
    /// - Parameters:
    ///   - text: The text to search.
    ///   - options: `.anchored` to find only a match at the start.
    /// - Returns: What the search found.
    package func budgetedMatch(in text: String, options: NSRegularExpression.MatchingOptions = []) -> BudgetedMatch {
        var outcome = BudgetedMatch.noMatch
        var reports = 0
        enumerateMatches(
            in: text, options: options.union([.reportProgress, .reportCompletion]),
            range: NSRange(text.startIndex..., in: text)
        ) { result, flags, stop in
            if result != nil {
                outcome = .match
                stop.pointee = true
            } else if flags.contains(.internalError) {
                outcome = .unknown
            } else if flags.contains(.progress) {
                reports += 1
                if reports > Self.progressReportBudget {
                    outcome = .unknown
                    stop.pointee = true
                }
            }
        }
        return outcome
    }
}
