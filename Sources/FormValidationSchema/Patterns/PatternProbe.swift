import FormValidationCore

/// What the fuzz target `fuzz-schema-pattern` checks of JSON Schema patterns, which are internal to this module.
@_spi(PatternFuzzing)
public enum PatternProbe {
    /// What one pattern and one text come to.
    public enum Verdict: Sendable, Hashable {
        /// ECMA-262 refuses the pattern.
        case refused
        /// The automaton and ICU, given the pattern in its ICU form, agree (or only ICU could run it).
        case agreed(matches: Bool)
        /// The automaton answered, ICU could not finish: nothing to compare.
        case icuUnfinished
        /// The automaton and ICU disagree: a defect of one of them, or of the ICU form written.
        case disagreed(automaton: Bool, icu: Bool, icuForm: String)
    }

    /// Parses `pattern` as ECMA-262 (the `u` flag), and searches `text` with both engines when the automaton can
    /// run it.
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - text: The text.
    /// - Returns: The verdict.
    public static func compare(pattern: String, text: String) -> Verdict {
        guard let tree = try? ECMAPatternParser.parse(pattern) else { return .refused }
        let icu = ICUPattern(tree)
        guard let automaton = PatternAutomaton(tree) else {
            switch icu?.firstMatch(in: text) {
            case .match?: return .agreed(matches: true)
            case .noMatch?: return .agreed(matches: false)
            case .unknown?, nil: return .icuUnfinished
            }
        }
        let found = automaton.hasMatch(in: text)
        // The table, on ASCII text, answers as following every state does.
        let everyState = automaton.hasMatchFollowingEveryState(in: text)
        if found != everyState {
            return .disagreed(automaton: found, icu: everyState, icuForm: "(the automaton without its table)")
        }
        switch icu?.firstMatch(in: text) {
        case .match?:
            return found
                ? .agreed(matches: true) : .disagreed(automaton: false, icu: true, icuForm: ICUPattern.write(tree))
        case .noMatch?:
            return found
                ? .disagreed(automaton: true, icu: false, icuForm: ICUPattern.write(tree)) : .agreed(matches: false)
        case .unknown?, nil: return .icuUnfinished
        }
    }
}
