extension ValidationRule where Value == String {
    /// Corrects the value by removing whitespace and newlines at both ends; never fails.
    ///
    /// Like every correction it runs before the checks, wherever it is placed: every check sees the trimmed text,
    /// and a passing result carries it, so "  ada@example.com " is stored as "ada@example.com". It also trims a
    /// whitespace-only value, which is then empty and skips every check (see ``correcting(_:_:)``), so an
    /// optional field left as "   " is stored as "", and a required one fails — even with
    /// `.required(ignoringWhitespace: false)`, which judges the trimmed text.
    ///
    /// - Returns: A correcting rule.
    /// - Complexity: O(*n*); allocates only when there is something to trim.
    public static func trimmingWhitespace() -> Self {
        Self(correctionNamed: "trimmingWhitespace") { value in
            // What nearly every value looks like, a visible ASCII character at both ends, has nothing to trim.
            if TextScanning.hasVisibleASCIIEnds(value) { return }
            guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
                first.properties.isWhitespace || last.properties.isWhitespace
            else { return }
            let scalars = value.unicodeScalars
            let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
            let end = scalars.lastIndex { !$0.properties.isWhitespace }.map(scalars.index(after:)) ?? start
            value = String(scalars[start..<max(start, end)])
        }
    }
}

/// Never fails; runs before the checks wherever placed, so they and the result see the text without whitespace at
/// either end.
struct TrimmingWhitespaceRule: RuleDefinition {
    static let messages: [DefaultMessage] = []
    static let takesMessage = false

    func build(_ context: RuleBuildContext) -> BuiltRule { .local(.trimmingWhitespace()) }
}
